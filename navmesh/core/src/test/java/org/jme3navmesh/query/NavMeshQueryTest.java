package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class NavMeshQueryTest {
    private static final QueryFilter DEF = QueryFilter.defaults();

    @Test
    void straightLineOnOpenGridNeedsNoSearch() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(10, 10, 1f, 0f));
        PathResult r = q.findPath(0.5f, 0f, 0.5f, 9.5f, 0f, 8.5f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).isEqualTo(2);
        assertThat(r.length()).isCloseTo((float) Math.hypot(9, 8), within(1e-4f));
        assertThat(r.expandedNodes()).isZero();
        assertThat(r.corridorSize()).isGreaterThan(2);
        assertThat(r.portalCount()).isEqualTo(r.corridorSize() - 1);
    }

    /**
     * Portals are the edges shared by consecutive corridor triangles, left end first (the start of
     * the edge in the earlier, counter-clockwise triangle). They are read from the mesh on first
     * access: copies made before that must give the same ones, and a reused result its new ones.
     */
    @Test
    void portalsAreTheSharedEdgesAndSurviveCopiesAndReuse() {
        NavMesh m = TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r);
        PathResult early = r.copy();
        PathResult into = new PathResult();
        into.copyFrom(r);
        float[] expected = expectedPortals(m, r);
        for (PathResult p : new PathResult[] {r, early, into, r.copy()}) {
            assertThat(p.portalCount()).isEqualTo(r.corridorSize() - 1);
            float[] got = new float[6];
            for (int i = 0; i < p.portalCount(); i++) {
                p.portal(i, got);
                assertThat(got).as("portal %d", i).containsExactly(java.util.Arrays.copyOfRange(expected, 6 * i, 6 * i + 6));
                assertThat(p.portalLeftX(i)).isEqualTo(got[0]);
                assertThat(p.portalRightZ(i)).isEqualTo(got[5]);
            }
        }
        // Reused for another query: the new corridor's portals, not the old ones.
        q.findPath(4.5f, 0f, 4.5f, 0.5f, 0f, 3.5f, DEF, GoalPolicy.FAIL, r);
        float[] again = expectedPortals(m, r);
        for (int i = 0; i < r.portalCount(); i++) {
            assertThat(r.portalLeftX(i)).isEqualTo(again[6 * i]);
            assertThat(r.portalRightY(i)).isEqualTo(again[6 * i + 4]);
        }
        assertThatThrownBy(() -> r.portalLeftX(r.portalCount())).isInstanceOf(IndexOutOfBoundsException.class);
    }

    private static float[] expectedPortals(NavMesh m, PathResult r) {
        float[] out = new float[6 * Math.max(0, r.corridorSize() - 1)];
        for (int i = 0; i + 1 < r.corridorSize(); i++) {
            int a = r.corridor(i), b = r.corridor(i + 1);
            int e = -1;
            for (int k = 0; k < 3; k++) {
                if (m.neighbour(a, k) == b) {
                    e = k;
                }
            }
            assertThat(e).as("corridor triangles %d and %d adjacent", a, b).isNotNegative();
            int vl = m.vertex(a, e), vr = m.vertex(a, (e + 1) % 3);
            float[] p = {m.vertexX(vl), m.vertexY(vl), m.vertexZ(vl), m.vertexX(vr), m.vertexY(vr), m.vertexZ(vr)};
            System.arraycopy(p, 0, out, 6 * i, 6);
        }
        return out;
    }

    @Test
    void sameTriangleNeedsNoSearch() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(4, 4, 2f, 1f));
        PathResult r = q.findPath(0.2f, 1f, 1.5f, 0.3f, 1f, 1.9f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.corridorSize()).isEqualTo(1);
        assertThat(r.portalCount()).isZero();
        assertThat(r.waypointCount()).isEqualTo(2);
        assertThat(r.waypointY(1)).isEqualTo(1f);
        assertThat(r.length()).isCloseTo((float) Math.hypot(0.1, 0.4), within(1e-5f));
    }

    @Test
    void pathsBendAroundWallsOnEitherSide() {
        double expected = 2 * Math.hypot(1.5, 3.5) + 1;
        // Wall at ix = 2, gap at the top (iz = 4) ...
        NavMeshQuery top = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        // ... and at the bottom (iz = 0).
        NavMeshQuery bottom = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 7, 12, 17, 22));
        PathResult r = new PathResult();
        top.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r);
        assertCorners(r, expected, 2, 4, 3, 4);
        top.findPath(4.5f, 0f, 0.5f, 0.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r);
        assertCorners(r, expected, 3, 4, 2, 4);
        bottom.findPath(0.5f, 0f, 4.5f, 4.5f, 0f, 4.5f, DEF, GoalPolicy.FAIL, r);
        assertCorners(r, expected, 2, 1, 3, 1);
        bottom.findPath(4.5f, 0f, 4.5f, 0.5f, 0f, 4.5f, DEF, GoalPolicy.FAIL, r);
        assertCorners(r, expected, 3, 1, 2, 1);
    }

    private static void assertCorners(PathResult r, double length, float x1, float z1, float x2, float z2) {
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat((double) r.length()).as(r.toString()).isCloseTo(length, within(1e-3));
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(4);
        assertThat(r.waypointX(1)).isCloseTo(x1, within(1e-4f));
        assertThat(r.waypointZ(1)).isCloseTo(z1, within(1e-4f));
        assertThat(r.waypointX(2)).isCloseTo(x2, within(1e-4f));
        assertThat(r.waypointZ(2)).isCloseTo(z2, within(1e-4f));
    }

    @Test
    void startOffMeshGivesStatusAndNoPath() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(4, 4, 1f, 0f));
        PathResult r = q.findPath(-5f, 0f, 1f, 2f, 0f, 2f);
        assertThat(r.status()).isEqualTo(PathStatus.START_OFF_MESH);
        assertThat(r.hasPath()).isFalse();
        assertThat(r.waypointCount()).isZero();
        // Too far above the mesh for the default box (half height 4 m) is off the mesh too.
        assertThat(q.findPath(1f, 10f, 1f, 2f, 0f, 2f).status()).isEqualTo(PathStatus.START_OFF_MESH);
        // Within the box it snaps onto the mesh.
        PathResult near = q.findPath(-1f, 0f, 1f, 2f, 0f, 2f);
        assertThat(near.status()).isEqualTo(PathStatus.FOUND);
        assertThat(near.waypointX(0)).isEqualTo(0f);
    }

    @Test
    void offMeshGoalFailsOrEndsAtTheNearestPoint() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(10, 10, 1f, 0f));
        PathResult r = new PathResult();
        q.findPath(1f, 0f, 5f, 25f, 0f, 5f, DEF, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.UNREACHABLE);
        assertThat(r.waypointCount()).isZero();
        q.findPath(1f, 0f, 5f, 25f, 0f, 5f, DEF, GoalPolicy.NEAREST_REACHABLE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertThat(r.waypointX(r.waypointCount() - 1)).isCloseTo(10f, within(1e-5f));
        assertThat(r.waypointZ(r.waypointCount() - 1)).isCloseTo(5f, within(1e-5f));
        assertThat(r.distanceToGoal()).isCloseTo(15f, within(1e-4f));
        assertThat(r.goalX()).isEqualTo(25f);
    }

    @Test
    void otherComponentIsRejectedWithoutSearchOrEndsNearestTheGoal() {
        // A full wall of holes at ix = 5 splits the grid into two components.
        int[] wall = new int[10];
        for (int iz = 0; iz < 10; iz++) {
            wall[iz] = 5 + iz * 10;
        }
        NavMesh m = TestMeshes.grid(10, 10, 1f, 0f, wall);
        assertThat(m.componentCount()).isEqualTo(2);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        q.findPath(1f, 0f, 1f, 8f, 0f, 7f, DEF, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.UNREACHABLE);
        assertThat(r.expandedNodes()).isZero();
        q.findPath(1f, 0f, 1f, 8f, 0f, 7f, DEF, GoalPolicy.NEAREST_REACHABLE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        int last = r.waypointCount() - 1;
        assertThat(r.waypointX(last)).isCloseTo(5f, within(1e-5f));
        assertThat(r.waypointZ(last)).isCloseTo(7f, within(1e-5f));
        assertThat((double) r.length()).isCloseTo(Math.hypot(4, 6), within(1e-4));
        assertThat(m.component(r.corridor(r.corridorSize() - 1))).isEqualTo(m.component(r.corridor(0)));
    }

    @Test
    void steepTrianglesAreAvoidedOrBlockPerAgent() {
        // Columns ix = 4, 5 are steep (60 deg) except in row iz = 8.
        QueryMeshes.Grid g = QueryMeshes.flat(10, 10, 1f);
        for (int iz = 0; iz < 10; iz++) {
            if (iz != 8) {
                g.slopeTag[4 + iz * 10] = 60f;
                g.slopeTag[5 + iz * 10] = 60f;
            }
        }
        NavMesh m = g.build();
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        QueryFilter gentle = DEF.withMaxSlope(45f);
        q.findPath(1f, 0f, 1f, 8f, 0f, 1f, gentle, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        for (int i = 0; i < r.corridorSize(); i++) {
            assertThat(m.slopeDeg(r.corridor(i))).isLessThanOrEqualTo(45f);
        }
        assertThat(r.length()).isGreaterThan(14f);
        // A goat takes the straight line over the steep band.
        q.findPath(1f, 0f, 1f, 8f, 0f, 1f, DEF.withMaxSlope(70f), GoalPolicy.FAIL, r);
        assertThat(r.length()).isCloseTo(7f, within(1e-4f));
        // Close the pass: the far side can't be reached by the gentle agent.
        g.slopeTag[4 + 80] = 60f;
        NavMeshQuery closed = new NavMeshQuery(g.build());
        closed.findPath(1f, 0f, 1f, 8f, 0f, 1f, gentle, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.UNREACHABLE);
        closed.findPath(1f, 0f, 1f, 8f, 0f, 1f, gentle, GoalPolicy.NEAREST_REACHABLE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertThat(r.waypointX(r.waypointCount() - 1)).isCloseTo(4f, within(1e-4f));
        assertThat(r.waypointZ(r.waypointCount() - 1)).isCloseTo(1f, within(1e-4f));
        // Starting on a steep triangle: it snaps to the nearest gentle one within the box ...
        closed.findPath(4.9f, 0f, 5f, 1f, 0f, 5f, gentle, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointX(0)).isCloseTo(4f, within(1e-5f));
        // ... and counts as off the mesh when there is none in the box.
        for (int c = 0; c < 100; c++) {
            g.slopeTag[c] = c % 10 < 3 && c / 10 < 3 ? 10f : 0f;
        }
        NavMeshQuery tilted = new NavMeshQuery(g.build());
        tilted.findPath(0.5f, 0f, 0.5f, 9f, 0f, 9f, DEF.withMaxSlope(5f), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.START_OFF_MESH);
        tilted.findPath(0.5f, 0f, 0.5f, 9f, 0f, 9f, DEF.withMaxSlope(10f), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
    }

    /** A 12 x 9 grid: a swamp (area 1, default cost 10) across the middle, with a road (area 0) through row 8. */
    private static NavMesh swampMesh() {
        QueryMeshes.Grid g = QueryMeshes.flat(12, 9, 1f);
        g.table = AreaTable.defaults().with("swamp", 10f);
        for (int iz = 0; iz < 8; iz++) {
            for (int ix = 4; ix < 8; ix++) {
                g.area[ix + iz * 12] = 1;
            }
        }
        return g.build();
    }

    @Test
    void areaCostsAndExclusionsShapeThePath() {
        NavMesh m = swampMesh();
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = new PathResult();
        q.findPath(1f, 0f, 1f, 11f, 0f, 1f, DEF, GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(maxZ(r)).as("detours over the road: %s", r).isGreaterThanOrEqualTo(8f);
        // Cheap swamp for this agent: straight through.
        q.findPath(1f, 0f, 1f, 11f, 0f, 1f, DEF.withAreaCost(1, 1f), GoalPolicy.FAIL, r);
        assertThat(r.length()).isCloseTo(10f, within(1e-4f));
        // Mildly expensive: still straight (the road is 2 x 7 m + ... longer than 4 m x 1.5).
        q.findPath(1f, 0f, 1f, 11f, 0f, 1f, DEF.withAreaCost(1, 1.5f), GoalPolicy.FAIL, r);
        assertThat(maxZ(r)).isLessThan(2f);
        // Excluded swamp: around, even when cheap.
        q.findPath(1f, 0f, 1f, 11f, 0f, 1f, DEF.withAreaCost(1, 1f).withExcluded(1, true), GoalPolicy.FAIL, r);
        assertThat(maxZ(r)).isGreaterThanOrEqualTo(8f);
        for (int i = 0; i < r.corridorSize(); i++) {
            assertThat(m.area(r.corridor(i))).isZero();
        }
        // Excluding the road too leaves the two sides apart.
        q.findPath(1f, 0f, 1f, 11f, 0f, 1f, DEF.withExcluded(1, true).withExcluded(0, false).withMaxSlope(45f)
                .withExcluded(1, true), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
    }

    private static float maxZ(PathResult r) {
        float z = -Float.MAX_VALUE;
        for (int i = 0; i < r.waypointCount(); i++) {
            z = Math.max(z, r.waypointZ(i));
        }
        return z;
    }

    @Test
    void waypointsFollowRampsAndLengthIsThreeDimensional() {
        // Flat at 0 for x <= 3, ramp up 3 m over x 3..6, flat at 3 for x >= 6.
        QueryMeshes.Grid g = QueryMeshes.flat(9, 2, 1f);
        for (int iz = 0; iz <= 2; iz++) {
            for (int ix = 0; ix <= 9; ix++) {
                g.heights[ix + iz * 10] = Math.max(0f, Math.min(3f, ix - 3f));
            }
        }
        NavMesh m = g.build();
        NavMeshQuery q = new NavMeshQuery(m);
        // By default the corners only (here the two ends), at the mesh's heights.
        PathResult r = q.findPath(0.5f, 0f, 1f, 8.5f, 3f, 1f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(2);
        assertThat(r.waypointY(1)).isCloseTo(3f, within(1e-4f));
        assertThat((double) r.length()).isCloseTo(Math.hypot(8, 3), within(1e-4));
        // Following the ground: extra waypoints at the foot and the top of the ramp.
        q.findPath(0.5f, 0f, 1f, 8.5f, 3f, 1f, DEF.withFollowGround(true), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(4);
        assertThat(r.waypointX(1)).isCloseTo(3f, within(1e-4f));
        assertThat(r.waypointY(1)).isCloseTo(0f, within(1e-4f));
        assertThat(r.waypointX(2)).isCloseTo(6f, within(1e-4f));
        assertThat(r.waypointY(2)).isCloseTo(3f, within(1e-4f));
        assertThat((double) r.length()).isCloseTo(2.5 + 3 * Math.sqrt(2) + 2.5, within(1e-4));
    }

    @Test
    void cornerMarginKeepsThePathOffWallCorners() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        PathResult r = new PathResult();
        q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF.withCornerMargin(0.3f), GoalPolicy.FAIL, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).isEqualTo(4);
        // The corners (2, 4) and (3, 4) move 0.3 m away from the wall's end, into the gap.
        assertThat(Math.hypot(r.waypointX(1) - 2, r.waypointZ(1) - 4)).as(r.toString()).isCloseTo(0.3, within(1e-4));
        assertThat(Math.hypot(r.waypointX(2) - 3, r.waypointZ(2) - 4)).isCloseTo(0.3, within(1e-4));
        assertThat(r.waypointZ(1)).isGreaterThan(4.1f);
        assertThat(r.waypointX(1)).isLessThan(2f);
        assertThat(r.waypointZ(2)).isGreaterThan(4.1f);
        assertThat(r.waypointX(2)).isGreaterThan(3f);
        assertThat(r.length()).isGreaterThan(8.62f);
        QueryPropertiesTest.assertValidPath(q.mesh(), q, r, DEF);
    }

    @Test
    void raycastReportsWhereTheWalkLeavesTheMesh() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        RaycastHit hit = new RaycastHit();
        assertThat(q.raycast(0.5f, 0f, 1.5f, 4.5f, 0f, 1.5f, DEF, hit)).isFalse();
        assertThat(hit.fraction()).isCloseTo(0.375f, within(1e-5f));
        assertThat(hit.normalX()).isCloseTo(-1f, within(1e-5f));
        assertThat(hit.normalZ()).isCloseTo(0f, within(1e-5f));
        assertThat(hit.lastTriangle()).isGreaterThanOrEqualTo(0);
        assertThat(q.raycast(0.5f, 0f, 4.5f, 4.5f, 0f, 4.5f, DEF, hit)).isTrue();
        assertThat(hit.fraction()).isEqualTo(1f);
        // Along the wall's top edge and through its corner: still on the mesh.
        assertThat(q.raycast(0.5f, 0f, 4f, 4.5f, 0f, 4f, DEF, hit)).as(hit.toString()).isTrue();
        assertThat(q.raycast(1f, 0f, 3f, 3f, 0f, 5f, DEF, hit)).as(hit.toString()).isTrue();
        assertThat(q.raycast(1f, 0f, 3f, 4f, 0f, 5f, DEF, hit)).as("clips the wall").isFalse();
        assertThat(q.raycast(-9f, 0f, 1f, 1f, 0f, 1f, DEF, hit)).isFalse();
        assertThat(hit.lastTriangle()).isEqualTo(-1);
        // The end on another level counts as not reached.
        assertThat(q.raycast(0.5f, 0f, 4.5f, 1.5f, 9f, 4.5f, DEF, hit)).isFalse();
    }

    @Test
    void badInputIsRejectedWithClearMessages() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(3, 3, 1f, 0f));
        PathResult r = new PathResult();
        assertThatThrownBy(() -> q.findPath(Float.NaN, 0, 0, 1, 0, 1, DEF, GoalPolicy.FAIL, r))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("start must be finite");
        assertThatThrownBy(() -> q.findPath(0, 0, 0, 1, Float.POSITIVE_INFINITY, 1, DEF, GoalPolicy.FAIL, r))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("goal must be finite");
        assertThatThrownBy(() -> q.findPath(0, 0, 0, 1, 0, 1, null, GoalPolicy.FAIL, r))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("filter must not be null");
        assertThatThrownBy(() -> q.findPath(0, 0, 0, 1, 0, 1, DEF, null, r))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("goal policy must not be null");
        assertThatThrownBy(() -> q.findPath(0, 0, 0, 1, 0, 1, DEF, GoalPolicy.FAIL, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("result must not be null");
        assertThatThrownBy(() -> q.findNearest(0, Float.NaN, 0, new float[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
        assertThatThrownBy(() -> q.findNearest(0, 0, 0, new float[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("3 floats");
        assertThatThrownBy(() -> q.findNearest(0, 0, 0, -1, 1, 1, DEF, new float[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("half extents");
        assertThatThrownBy(() -> q.raycast(0, 0, 0, 1, 0, 1, DEF, null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hit must not be null");
        assertThatThrownBy(() -> q.raycast(99, 0, 0, 1, 1, DEF, new RaycastHit()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("start triangle 99");
        assertThatThrownBy(() -> new NavMeshQuery(null)).isInstanceOf(NullPointerException.class).hasMessageContaining("mesh");
        assertThatThrownBy(() -> DEF.withMaxSlope(Float.NaN)).hasMessageContaining("max slope");
        assertThatThrownBy(() -> DEF.withMaxSlope(91f)).hasMessageContaining("max slope");
        assertThatThrownBy(() -> DEF.withAreaCost(0, -1f)).hasMessageContaining("must be finite and > 0");
        assertThatThrownBy(() -> DEF.withAreaCost(0, Float.NaN)).hasMessageContaining("must be finite and > 0");
        assertThatThrownBy(() -> DEF.withAreaCost(64, 1f)).hasMessageContaining("area id");
        assertThatThrownBy(() -> DEF.withExcluded(-1, true)).hasMessageContaining("area id");
        assertThatThrownBy(() -> DEF.withCornerMargin(-0.1f)).hasMessageContaining("corner margin");
        assertThatThrownBy(() -> r.waypointX(0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void resultIsReusedWithoutGrowingAndCopiesAreIndependent() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        PathResult r = new PathResult();
        q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r);
        float[] w = r.waypoints;
        int[] c = r.corridor;
        PathResult copy = r.copy();
        assertThat(copy.samePathAs(r)).isTrue();
        q.findPath(4.5f, 0f, 0.5f, 0.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r);
        assertThat(r.waypoints).isSameAs(w);
        assertThat(r.corridor).isSameAs(c);
        assertThat(copy.waypointX(0)).isEqualTo(0.5f);
        assertThat(copy.samePathAs(r)).isFalse();
        PathResult again = new PathResult();
        again.copyFrom(copy);
        assertThat(again.samePathAs(copy)).isTrue();
        // A copy's arrays are trimmed to its path; reused as the output of a longer query they grow.
        PathResult shortOne = new PathResult();
        q.findPath(0.5f, 0f, 0.5f, 0.6f, 0f, 0.6f, DEF, GoalPolicy.FAIL, shortOne);
        PathResult reused = shortOne.copy();
        assertThat(reused.corridorSize()).isLessThan(r.corridorSize());
        q.findPath(4.5f, 0f, 0.5f, 0.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, reused);
        assertThat(reused.samePathAs(r)).isTrue();
        assertThat(reused.portalLeftX(reused.portalCount() - 1)).isEqualTo(r.portalLeftX(r.portalCount() - 1));
        r.clear();
        assertThat(r.status()).isEqualTo(PathStatus.NONE);
        assertThat(r.waypointCount()).isZero();
    }

    @Test
    void locatedPointsOverloadGivesTheSameAnswers() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        float[] s = new float[3], g = new float[3];
        int st = q.findNearest(0.5f, 0.3f, 0.5f, s);
        int gt = q.findNearest(4.5f, 0.3f, 0.5f, g);
        PathResult a = q.findPath(0.5f, 0.3f, 0.5f, 4.5f, 0.3f, 0.5f, DEF, GoalPolicy.FAIL, new PathResult());
        PathResult b = q.findPath(st, s[0], s[1], s[2], gt, g[0], g[1], g[2], DEF, GoalPolicy.FAIL, new PathResult());
        assertThat(b.status()).isEqualTo(PathStatus.FOUND);
        assertThat(b.length()).isEqualTo(a.length());
        assertThat(b.corridorCopy()).isEqualTo(a.corridorCopy());
        PathResult r = new PathResult();
        assertThat(q.findPath(-1, 0, 0, 0, gt, g[0], g[1], g[2], DEF, GoalPolicy.FAIL, r).status()).isEqualTo(PathStatus.START_OFF_MESH);
        assertThat(q.findPath(st, s[0], s[1], s[2], -1, 9f, 0f, 0.5f, DEF, GoalPolicy.FAIL, r).status()).isEqualTo(PathStatus.UNREACHABLE);
        q.findPath(st, s[0], s[1], s[2], -1, 9f, 0f, 0.5f, DEF, GoalPolicy.NEAREST_REACHABLE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertThat(r.waypointX(r.waypointCount() - 1)).isCloseTo(5f, within(1e-5f));
        assertThatThrownBy(() -> q.findPath(999, 0, 0, 0, 0, 1, 0, 1, DEF, GoalPolicy.FAIL, new PathResult()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("out of range");
    }

    @Test
    void weightedSearchMatchesTheAnyAngleLengthOnUniformCosts() {
        // Area costs that differ (but no swamp on the way) switch to the triangle A*; the corridor
        // it finds, pulled tight, is still a valid path.
        NavMesh m = swampMesh();
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult a = new PathResult();
        q.findPath(1f, 0f, 8.5f, 11f, 0f, 8.5f, DEF, GoalPolicy.FAIL, a);
        assertThat(a.length()).isCloseTo(10f, within(1e-4f));
        q.findPath(0.5f, 0f, 0.5f, 3.5f, 0f, 8.5f, DEF, GoalPolicy.FAIL, a);
        QueryPropertiesTest.assertValidPath(m, q, a, DEF);
    }
}
