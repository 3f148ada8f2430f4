package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.LongRange;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.GridShortestPath;

/** Properties of paths on random terrains (rolling heights, random holes, slopes). */
class QueryPropertiesTest {

    /** A random point strictly inside a random walkable cell, with its surface height; null if none. */
    static float[] randomPoint(QueryMeshes.Grid g, NavMeshQuery q, Random r) {
        int walkable = 0;
        for (boolean h : g.hole) {
            walkable += h ? 0 : 1;
        }
        if (walkable == 0) {
            return null;
        }
        int pick = r.nextInt(walkable);
        for (int c = 0; c < g.hole.length; c++) {
            if (!g.hole[c] && pick-- == 0) {
                float x = (c % g.nx + 0.02f + 0.96f * r.nextFloat()) * g.cell;
                float z = (c / g.nx + 0.02f + 0.96f * r.nextFloat()) * g.cell;
                float[] out = new float[3];
                int t = q.findNearest(x, 0f, z, 0.001f, 100f, 0.001f, QueryFilter.defaults(), out);
                assertThat(t).isGreaterThanOrEqualTo(0);
                return out;
            }
        }
        throw new AssertionError();
    }

    static double lengthXZ(PathResult p) {
        double len = 0;
        for (int i = 1; i < p.waypointCount(); i++) {
            len += Math.hypot(p.waypointX(i) - p.waypointX(i - 1), p.waypointZ(i) - p.waypointZ(i - 1));
        }
        return len;
    }

    static double midpointLengthXZ(PathResult p) {
        double len = 0;
        double x = p.waypointX(0), z = p.waypointZ(0);
        for (int i = 0; i < p.portalCount(); i++) {
            double mx = 0.5 * (p.portalLeftX(i) + p.portalRightX(i)), mz = 0.5 * (p.portalLeftZ(i) + p.portalRightZ(i));
            len += Math.hypot(mx - x, mz - z);
            x = mx;
            z = mz;
        }
        int last = p.waypointCount() - 1;
        return len + Math.hypot(p.waypointX(last) - x, p.waypointZ(last) - z);
    }

    /** Every waypoint on the mesh, every segment walkable (raycast), corridor adjacent, funnel no longer than the midpoint path. */
    static void assertValidPath(NavMesh mesh, NavMeshQuery q, PathResult p, QueryFilter f) {
        assertThat(p.hasPath()).isTrue();
        assertThat(p.waypointCount()).isGreaterThanOrEqualTo(2);
        assertThat(p.portalCount()).isEqualTo(p.corridorSize() - 1);
        for (int i = 0; i + 1 < p.corridorSize(); i++) {
            int a = p.corridor(i), b = p.corridor(i + 1);
            assertThat(mesh.neighbour(a, 0) == b || mesh.neighbour(a, 1) == b || mesh.neighbour(a, 2) == b)
                    .as("corridor %d -> %d adjacent", a, b).isTrue();
        }
        for (int i = 0; i < p.corridorSize(); i++) {
            assertThat(f.passable(mesh, p.corridor(i))).as("corridor triangle passable").isTrue();
        }
        RaycastHit hit = new RaycastHit();
        for (int i = 0; i < p.waypointCount(); i++) {
            float x = p.waypointX(i), y = p.waypointY(i), z = p.waypointZ(i);
            int t = p.waypointTriangle(i);
            assertThat(mesh.containsXZ(t, x, z) || distanceToTriangleXZ(mesh, t, x, z) < 1e-3)
                    .as("waypoint %d (%s, %s) on its triangle %d", i, x, z, t).isTrue();
            assertThat(Math.abs(mesh.heightAt(t, x, z) - y)).as("waypoint %d height", i).isLessThan(1e-3f);
            if (i + 1 < p.waypointCount()) {
                boolean clear = q.raycast(t, x, z, p.waypointX(i + 1), p.waypointZ(i + 1), f, hit);
                assertThat(clear).as("segment %d of %s stays on the mesh: %s", i, p, hit).isTrue();
            }
        }
        assertThat(lengthXZ(p)).isLessThanOrEqualTo(midpointLengthXZ(p) + 1e-3);
        assertThat((double) p.length()).isGreaterThanOrEqualTo(lengthXZ(p) - 1e-3);
        if (f.cornerMargin() == 0f) {
            assertPathInCorridor(mesh, p); // a corner margin moves the waypoints off the corridor's corners
        }
    }

    /** Every point of the path's segments (sampled) lies on a triangle of its corridor: the corridor is where it runs. */
    static void assertPathInCorridor(NavMesh mesh, PathResult p) {
        for (int i = 0; i + 1 < p.waypointCount(); i++) {
            for (int k = 0; k <= 8; k++) {
                float x = p.waypointX(i) + (p.waypointX(i + 1) - p.waypointX(i)) * k / 8f;
                float z = p.waypointZ(i) + (p.waypointZ(i + 1) - p.waypointZ(i)) * k / 8f;
                boolean on = false;
                for (int c = 0; c < p.corridorSize() && !on; c++) {
                    int t = p.corridor(c);
                    on = mesh.containsXZ(t, x, z) || distanceToTriangleXZ(mesh, t, x, z) < 1e-3;
                }
                assertThat(on).as("point %d/8 of segment %d (%s, %s) on a corridor triangle of %s", k, i, x, z, p).isTrue();
            }
        }
    }

    static double distanceToTriangleXZ(NavMesh m, int t, float x, float z) {
        double best = Double.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int a = m.vertex(t, k), b = m.vertex(t, (k + 1) % 3);
            double ax = m.vertexX(a), az = m.vertexZ(a), bx = m.vertexX(b), bz = m.vertexZ(b);
            double dx = bx - ax, dz = bz - az;
            double u = Math.max(0, Math.min(1, ((x - ax) * dx + (z - az) * dz) / (dx * dx + dz * dz)));
            best = Math.min(best, Math.hypot(ax + u * dx - x, az + u * dz - z));
        }
        return best;
    }

    /**
     * A path whose last root does not see the goal through the interval it enters the goal's polygon by: it turns at
     * the interval's end, and the runs of grid edges it crosses on the way are crossed on the line to that end, not
     * on the line to the goal (which would make the funnel turn at a grid vertex, 0.6 % longer).
     */
    @Example
    void aPathTurningAtItsLastIntervalCrossesRunsOnTheWayToTheTurn() {
        pathsAreShortestAndValidAndReachabilityMatchesComponents(24427, 0.06f);
    }

    @Property(tries = 150)
    void pathsAreShortestAndValidAndReachabilityMatchesComponents(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                                  @ForAll @FloatRange(min = 0f, max = 0.4f) float holes) {
        Random r = new Random(seed);
        float cell = 0.5f + r.nextFloat() * 2f;
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, 4 + r.nextInt(9), 4 + r.nextInt(9), cell, holes,
                r.nextBoolean() ? 0f : 0.4f * cell);
        if (allHoles(g)) {
            return;
        }
        NavMesh mesh = g.build();
        NavMeshQuery q = new NavMeshQuery(mesh);
        GridShortestPath ref = reference(g, null);
        PathResult p = new PathResult();
        for (int k = 0; k < 5; k++) {
            float[] s = randomPoint(g, q, r), e = randomPoint(g, q, r);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], QueryFilter.defaults(), GoalPolicy.FAIL, p);
            double d = ref.distance(s[0], s[2], e[0], e[2]);
            int ts = mesh.findTriangle(s[0], s[1], s[2], 0.01f, 0.01f), te = mesh.findTriangle(e[0], e[1], e[2], 0.01f, 0.01f);
            boolean sameComponent = mesh.component(ts) == mesh.component(te);
            assertThat(Double.isFinite(d)).as("reference reachability equals same component").isEqualTo(sameComponent);
            if (sameComponent) {
                assertThat(p.status()).isEqualTo(PathStatus.FOUND);
                assertValidPath(mesh, q, p, QueryFilter.defaults());
                assertThat(lengthXZ(p)).as("shortest path %s, reference %s", p, d)
                        .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
            } else {
                assertThat(p.status()).isEqualTo(PathStatus.UNREACHABLE);
                assertThat(p.waypointCount()).isZero();
                q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, p);
                assertThat(p.status()).isEqualTo(PathStatus.PARTIAL);
                assertValidPath(mesh, q, p, QueryFilter.defaults());
                assertThat(mesh.component(p.corridor(p.corridorSize() - 1))).isEqualTo(mesh.component(ts));
                // The end is the start component's point nearest the goal.
                int last = p.waypointCount() - 1;
                double reached = dist3(p.waypointX(last), p.waypointY(last), p.waypointZ(last), e);
                assertThat(reached).isCloseTo(nearestInComponent(mesh, mesh.component(ts), e), org.assertj.core.data.Offset.offset(1e-3));
            }
        }
    }

    @Property(tries = 100)
    void slopeFilterIsRespected(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random r = new Random(seed);
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, 6 + r.nextInt(6), 6 + r.nextInt(6), 1f, 0.1f, 0f);
        boolean[] steep = new boolean[g.hole.length];
        for (int c = 0; c < steep.length; c++) {
            steep[c] = r.nextFloat() < 0.25f;
            g.slopeTag[c] = steep[c] ? 50f : 10f;
        }
        if (allHoles(g)) {
            return;
        }
        NavMesh mesh = g.build();
        NavMeshQuery q = new NavMeshQuery(mesh);
        QueryFilter f = QueryFilter.defaults().withMaxSlope(45f);
        GridShortestPath ref = reference(g, steep);
        PathResult p = new PathResult();
        for (int k = 0; k < 5; k++) {
            float[] s = randomPoint(g, q, r), e = randomPoint(g, q, r);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], f, GoalPolicy.NEAREST_REACHABLE, p);
            if (p.status() == PathStatus.START_OFF_MESH) {
                // Only when no gentle triangle lies within the search box around the start.
                float[] out = new float[3];
                assertThat(q.findNearest(s[0], s[1], s[2], 2f, 4f, 2f, f, out)).isEqualTo(-1);
                continue;
            }
            assertValidPath(mesh, q, p, f);
            for (int i = 0; i < p.corridorSize(); i++) {
                assertThat(mesh.slopeDeg(p.corridor(i))).isLessThanOrEqualTo(45f);
            }
            if (p.status() == PathStatus.FOUND) {
                int last = p.waypointCount() - 1;
                // The reference may squeeze between diagonal steep cells; the mesh can't: a lower bound.
                double d = ref.distance(p.waypointX(0), p.waypointZ(0), p.waypointX(last), p.waypointZ(last));
                assertThat(lengthXZ(p)).isGreaterThanOrEqualTo(d - 1e-3);
            }
        }
    }

    @Property(tries = 60)
    void cornerMarginKeepsPathsValid(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random r = new Random(seed);
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, 10, 10, 1f, 0.25f, 0.3f);
        if (allHoles(g)) {
            return;
        }
        NavMesh mesh = g.build();
        NavMeshQuery q = new NavMeshQuery(mesh);
        QueryFilter f = QueryFilter.defaults().withCornerMargin(0.3f);
        PathResult exact = new PathResult(), margin = new PathResult();
        for (int k = 0; k < 5; k++) {
            float[] s = randomPoint(g, q, r), e = randomPoint(g, q, r);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, exact);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], f, GoalPolicy.NEAREST_REACHABLE, margin);
            assertThat(margin.status()).isEqualTo(exact.status());
            assertValidPath(mesh, q, margin, f);
            assertThat(lengthXZ(margin)).isGreaterThanOrEqualTo(lengthXZ(exact) - 1e-3);
        }
    }

    /**
     * Following the ground keeps the route: the default path's waypoints (its corners) come in the
     * same order among the follow-ground path's, the extra ones lie on its segments in XZ, so the
     * XZ length is the same; and the polyline over the ground is no shorter in 3D.
     */
    @Property(tries = 60)
    void followingTheGroundKeepsTheRoute(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        Random r = new Random(seed);
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, 10, 10, 1f, 0.2f, 0.8f);
        if (allHoles(g)) {
            return;
        }
        NavMesh mesh = g.build();
        NavMeshQuery q = new NavMeshQuery(mesh);
        QueryFilter f = QueryFilter.defaults().withFollowGround(true);
        PathResult corners = new PathResult(), ground = new PathResult();
        for (int k = 0; k < 5; k++) {
            float[] s = randomPoint(g, q, r), e = randomPoint(g, q, r);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, corners);
            q.findPath(s[0], s[1], s[2], e[0], e[1], e[2], f, GoalPolicy.NEAREST_REACHABLE, ground);
            assertThat(ground.status()).isEqualTo(corners.status());
            if (corners.waypointCount() == 0) {
                continue;
            }
            assertValidPath(mesh, q, ground, f);
            assertThat(ground.waypointCount()).isGreaterThanOrEqualTo(corners.waypointCount());
            int j = 0;
            for (int i = 0; i < ground.waypointCount() && j < corners.waypointCount(); i++) {
                if (ground.waypointX(i) == corners.waypointX(j) && ground.waypointZ(i) == corners.waypointZ(j)) {
                    assertThat(ground.waypointY(i)).isEqualTo(corners.waypointY(j));
                    j++;
                }
            }
            assertThat(j).as("corners in order among %s", ground).isEqualTo(corners.waypointCount());
            assertThat(lengthXZ(ground)).isCloseTo(lengthXZ(corners), within(1e-3));
            assertThat(ground.length()).isGreaterThanOrEqualTo(corners.length() - 1e-3f);
        }
    }

    /** The exact grid reference for g: its holes and the cells of extraBlocked (may be null) blocked. */
    static GridShortestPath reference(QueryMeshes.Grid g, boolean[] extraBlocked) {
        boolean[] blocked = new boolean[g.nx * g.nz];
        for (int c = 0; c < blocked.length; c++) {
            blocked[c] = g.hole[c] || (extraBlocked != null && extraBlocked[c]);
        }
        return new GridShortestPath(g.nx, g.nz, g.cell, blocked);
    }

    static boolean allHoles(QueryMeshes.Grid g) {
        for (boolean h : g.hole) {
            if (!h) {
                return false;
            }
        }
        return true;
    }

    static double dist3(float x, float y, float z, float[] p) {
        double dx = x - p[0], dy = y - p[1], dz = z - p[2];
        return Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    /** Brute force: distance from p to the nearest point of the component's triangles (surface heights). */
    static double nearestInComponent(NavMesh m, int comp, float[] p) {
        double best = Double.MAX_VALUE;
        float[] cp = new float[3];
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.component(t) != comp) {
                continue;
            }
            float x, z;
            if (m.containsXZ(t, p[0], p[2])) {
                x = p[0];
                z = p[2];
            } else {
                int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
                Geometry.closestPointOnTriangle(p[0], p[1], p[2], m.vertexX(a), m.vertexY(a), m.vertexZ(a),
                        m.vertexX(b), m.vertexY(b), m.vertexZ(b), m.vertexX(c), m.vertexY(c), m.vertexZ(c), cp);
                x = cp[0];
                z = cp[2];
            }
            best = Math.min(best, dist3(x, m.heightAt(t, x, z), z, p));
        }
        return best;
    }
}
