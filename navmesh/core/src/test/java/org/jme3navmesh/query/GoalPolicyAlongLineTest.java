package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * {@link GoalPolicy#ALONG_LINE}: an unreachable goal is replaced by the last reachable point on
 * the straight line from the start towards it. Grid meshes of 1 m cells, two triangles each.
 */
class GoalPolicyAlongLineTest {
    private static final QueryFilter DEF = QueryFilter.defaults();

    /** Cells ix + iz * nx of the ring around the enclosure ix 7, iz 4 (ring ix 6..8, iz 3..5). */
    private static int[] ring(int nx) {
        List<Integer> cells = new ArrayList<>();
        for (int iz = 3; iz <= 5; iz++) {
            for (int ix = 6; ix <= 8; ix++) {
                if (ix != 7 || iz != 4) {
                    cells.add(ix + iz * nx);
                }
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    @Test
    void goalInsideAWalledOffAreaEndsWhereTheLineMeetsTheWall() {
        NavMesh m = TestMeshes.grid(10, 10, 1f, 0f, ring(10));
        assertThat(m.componentCount()).isEqualTo(2);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = q.findPath(0.5f, 0f, 0.5f, 7.5f, 0f, 4.5f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        // The line z = 0.5 + (x - 0.5) * 4 / 7 meets the ring's outside at x = 6.
        assertEnd(r, 6f, 0.5f + 5.5f * 4f / 7f);
        assertThat((double) r.length()).isCloseTo(Math.hypot(5.5, 5.5 * 4 / 7), within(1e-4));
        assertThat(r.goalX()).isEqualTo(7.5f);
        assertThat(r.waypointCount()).isEqualTo(2);
        // The nearest reachable point is elsewhere: the policies differ.
        PathResult near = q.findPath(0.5f, 0f, 0.5f, 7.5f, 0f, 4.5f, DEF, GoalPolicy.NEAREST_REACHABLE, new PathResult());
        assertThat(near.status()).isEqualTo(PathStatus.PARTIAL);
        assertThat(Math.hypot(near.waypointX(near.waypointCount() - 1) - r.waypointX(r.waypointCount() - 1),
                near.waypointZ(near.waypointCount() - 1) - r.waypointZ(r.waypointCount() - 1))).isGreaterThan(0.5);
    }

    /** A full column of holes at ix = 5 of a 10 x 10 grid: it splits the grid into two components. */
    private static int[] gapColumn() {
        int[] gap = new int[10];
        for (int iz = 0; iz < 10; iz++) {
            gap[iz] = 5 + iz * 10;
        }
        return gap;
    }

    @Test
    void goalBeyondAGapEndsAtTheGapsNearEdge() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(10, 10, 1f, 0f, gapColumn()));
        PathResult r = q.findPath(1f, 0f, 1f, 8f, 0f, 7f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 5f, 1f + 4f * 6f / 7f);
        assertThat((double) r.length()).as("straight to the gap").isCloseTo(Math.hypot(4, 4 * 6.0 / 7), within(1e-4));
    }

    @Test
    void theLastEntryCountsWhenTheLineLeavesAndReentersTheReachableRegion() {
        // A wall of holes at ix = 4, iz 2..5 stands in the line; the goal lies off the mesh beyond x = 10.
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(10, 8, 1f, 0f, 4 + 2 * 10, 4 + 3 * 10, 4 + 4 * 10, 4 + 5 * 10));
        PathResult r = q.findPath(1f, 0f, 4f, 30f, 0f, 4f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 10f, 4f);
        assertThat(r.length()).as("around the wall").isGreaterThan(9f);
    }

    @Test
    void goalCutOffByTheFilterEndsWhereTheLineLeavesTheReachedRegion() {
        // Columns ix = 4, 5 are steep (60 deg) in every row: one component, two sides for a gentle agent.
        QueryMeshes.Grid g = QueryMeshes.flat(10, 10, 1f);
        for (int iz = 0; iz < 10; iz++) {
            g.slopeTag[4 + iz * 10] = 60f;
            g.slopeTag[5 + iz * 10] = 60f;
        }
        NavMesh m = g.build();
        assertThat(m.componentCount()).isEqualTo(1);
        NavMeshQuery q = new NavMeshQuery(m);
        QueryFilter gentle = DEF.withMaxSlope(45f);
        PathResult r = q.findPath(1f, 0f, 1f, 8f, 0f, 5f, gentle, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 4f, 1f + 3f * 4f / 7f);
        for (int i = 0; i < r.corridorSize(); i++) {
            assertThat(m.slopeDeg(r.corridor(i))).isLessThanOrEqualTo(45f);
        }
        // A goat reaches the goal: the policy does not apply.
        q.findPath(1f, 0f, 1f, 8f, 0f, 5f, DEF, GoalPolicy.ALONG_LINE, r);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertEnd(r, 8f, 5f);
    }

    @Test
    void reachableGoalGivesTheSamePathAsTheOtherPolicies() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17));
        PathResult a = q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        PathResult b = q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f, DEF, GoalPolicy.FAIL, new PathResult());
        assertThat(a.status()).isEqualTo(PathStatus.FOUND);
        assertThat(a.waypointCount()).isEqualTo(b.waypointCount());
        for (int i = 0; i < a.waypointCount(); i++) {
            assertThat(a.waypointX(i)).isEqualTo(b.waypointX(i));
            assertThat(a.waypointZ(i)).isEqualTo(b.waypointZ(i));
        }
    }

    @Test
    void startOffTheMeshOrImpassableGivesStartOffMesh() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(4, 4, 1f, 0f));
        PathResult r = q.findPath(-9f, 0f, 1f, 20f, 0f, 2f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.START_OFF_MESH);
        assertThat(r.waypointCount()).isZero();
        // A start triangle the filter forbids.
        QueryMeshes.Grid g = QueryMeshes.flat(4, 4, 1f);
        g.slopeTag[0] = 60f;
        NavMesh steep = g.build();
        int st = steep.findTriangle(0.2f, 0f, 0.7f, 1f, 1f);
        assertThat(steep.slopeDeg(st)).isEqualTo(60f);
        new NavMeshQuery(steep).findPath(st, 0.2f, 0f, 0.7f, -1, 20f, 0f, 2f, DEF.withMaxSlope(45f), GoalPolicy.ALONG_LINE, r);
        assertThat(r.status()).isEqualTo(PathStatus.START_OFF_MESH);
    }

    @Test
    void lineLeavingTheMeshAtTheStartEndsAtTheStart() {
        NavMeshQuery q = new NavMeshQuery(TestMeshes.grid(10, 10, 1f, 0f, gapColumn()));
        // The start on the gap's edge, the goal across it.
        PathResult r = q.findPath(5f, 0f, 5.5f, 8f, 0f, 5.5f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 5f, 5.5f);
        assertThat(r.length()).isZero();
        // The start on the mesh's outer edge, the goal outside.
        q.findPath(0f, 0f, 3.5f, -20f, 0f, 3.5f, DEF, GoalPolicy.ALONG_LINE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 0f, 3.5f);
        // The goal straight above the start, out of the search box: a zero-length line.
        q.findPath(2.5f, 0f, 2.5f, 2.5f, 30f, 2.5f, DEF, GoalPolicy.ALONG_LINE, r);
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 2.5f, 2.5f);
    }

    @Test
    void layersPickTheSurfaceNearestTheLinesHeight() {
        // Two 6 x 6 m floors, at y = 0 and y = 3, stacked (two components); the goal is off both.
        NavMesh low = TestMeshes.grid(6, 6, 1f, 0f);
        NavMesh high = TestMeshes.grid(6, 6, 1f, 3f);
        NavMesh both = stacked(low, high);
        NavMeshQuery q = new NavMeshQuery(both);
        PathResult r = q.findPath(1f, 3f, 1f, 20f, 3f, 1f, DEF, GoalPolicy.ALONG_LINE, new PathResult());
        assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
        assertEnd(r, 6f, 1f);
        assertThat(r.waypointY(r.waypointCount() - 1)).isEqualTo(3f);
        q.findPath(1f, 0f, 1f, 20f, 0f, 1f, DEF, GoalPolicy.ALONG_LINE, r);
        assertThat(r.waypointY(r.waypointCount() - 1)).isEqualTo(0f);
    }

    private static NavMesh stacked(NavMesh a, NavMesh b) {
        org.jme3navmesh.mesh.NavMeshBuilder nb = new org.jme3navmesh.mesh.NavMeshBuilder();
        for (NavMesh m : new NavMesh[] {a, b}) {
            int base = -1;
            for (int v = 0; v < m.vertexCount(); v++) {
                int id = nb.addVertex(m.vertexX(v), m.vertexY(v), m.vertexZ(v));
                base = base < 0 ? id : base;
            }
            for (int t = 0; t < m.triangleCount(); t++) {
                nb.addTriangle(base + m.vertex(t, 0), base + m.vertex(t, 1), base + m.vertex(t, 2), 0, 0f);
            }
        }
        return nb.build();
    }

    /**
     * On random grids with holes: the end lies on the line, is reachable, and no point of the
     * line between it and the goal is (a brute-force check over every triangle, independent of
     * the query's grid walk and clipping).
     */
    @Test
    void noReachablePointOfTheLineLiesBeyondTheEnd() {
        Random rnd = new Random(16);
        int checked = 0;
        for (int trial = 0; trial < 40; trial++) {
            int nx = 12, nz = 12;
            List<Integer> holes = new ArrayList<>();
            for (int c = 0; c < nx * nz; c++) {
                if (rnd.nextFloat() < 0.3f) {
                    holes.add(c);
                }
            }
            NavMesh m = TestMeshes.grid(nx, nz, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
            NavMeshQuery q = new NavMeshQuery(m);
            PathResult r = new PathResult();
            for (int k = 0; k < 10; k++) {
                float sx = rnd.nextFloat() * nx, sz = rnd.nextFloat() * nz;
                float gx = rnd.nextFloat() * (nx + 8) - 4, gz = rnd.nextFloat() * (nz + 8) - 4;
                int st = m.findTriangle(sx, 0f, sz, 0.5f, 0.5f);
                if (st < 0) {
                    continue;
                }
                q.findPath(sx, 0f, sz, gx, 0f, gz, DEF, GoalPolicy.ALONG_LINE, r);
                if (r.status() == PathStatus.FOUND) {
                    continue;
                }
                assertThat(r.status()).isEqualTo(PathStatus.PARTIAL);
                checked++;
                int last = r.waypointCount() - 1;
                float ex = r.waypointX(last), ez = r.waypointZ(last);
                double len = Math.hypot(gx - sx, gz - sz);
                double t = ((ex - sx) * (gx - sx) + (ez - sz) * (gz - sz)) / (len * len);
                double off = Math.abs((ex - sx) * (gz - sz) - (ez - sz) * (gx - sx)) / len;
                assertThat(off).as("end off the line").isLessThan(1e-4);
                int comp = m.component(st);
                assertThat(onComponent(m, comp, ex, ez, 1e-4f)).as("end reachable").isTrue();
                for (double u = t + 0.01 / len; u <= 1.0; u += 0.01 / len) {
                    float px = (float) (sx + u * (gx - sx)), pz = (float) (sz + u * (gz - sz));
                    assertThat(onComponent(m, comp, px, pz, -2e-3f))
                            .as("reachable point at t = %s beyond the end t = %s (%s, %s) -> (%s, %s)", u, t, sx, sz, gx, gz)
                            .isFalse();
                }
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** True when (x, z) lies in a triangle of the component, inset by margin (negative: strictly inside). */
    private static boolean onComponent(NavMesh m, int comp, float x, float z, float margin) {
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.component(t) != comp) {
                continue;
            }
            boolean in = true;
            for (int e = 0; e < 3 && in; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                double ax = m.vertexX(a), az = m.vertexZ(a), bx = m.vertexX(b), bz = m.vertexZ(b);
                double el = Math.hypot(bx - ax, bz - az);
                double side = ((bz - az) * (x - ax) - (bx - ax) * (z - az)) / el;
                in = side >= -margin;
            }
            if (in) {
                return true;
            }
        }
        return false;
    }

    private static void assertEnd(PathResult r, float x, float z) {
        int last = r.waypointCount() - 1;
        assertThat(r.waypointX(last)).as("end x of %s", r).isCloseTo(x, within(1e-4f));
        assertThat(r.waypointZ(last)).as("end z of %s", r).isCloseTo(z, within(1e-4f));
    }
}
