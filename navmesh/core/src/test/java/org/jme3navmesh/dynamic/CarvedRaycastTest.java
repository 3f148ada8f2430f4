package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.query.RaycastHit;
import org.jme3navmesh.testkit.SegmentWalker;
import org.jme3navmesh.testkit.WalkableSurface;
import org.junit.jupiter.api.Test;

/**
 * Raycast on carved meshes (long thin pieces, many meeting at a vertex) agrees with the testkit's
 * independent {@link SegmentWalker} over the same triangles: every straight segment of a path
 * (from its waypoint, with the waypoint's height, as a caller passes it) is clear, and random
 * segments and segments between the pieces' vertices are clear exactly when the oracle finds them
 * visible. The obstacles change as in {@link HammerTest} ({@link HammerTest#change}), every change
 * applied in full, one version checked every ten changes.
 */
class CarvedRaycastTest {
    private static final QueryFilter ALL = QueryFilter.defaults();

    @Test
    void raycastAgreesWithTheOracleOnCarvedVersions() {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        float[] b = baked.bounds();
        Random r = new Random(11);
        float[] p = new float[3];
        List<ObstacleHandle> live = new ArrayList<>();
        int[] counts = new int[3];
        for (int step = 0; step < 400; step++) {
            HammerTest.change(d, baked, r, live, p);
            while (d.pendingChanges() > 0) {
                d.update(1000);
            }
            if (step % 10 == 9) {
                check(d.current(), b, new Random(step), counts);
            }
        }
        assertThat(counts[0]).as("path segments").isGreaterThan(5000);
        assertThat(counts[1]).as("random segments").isGreaterThan(10000);
        assertThat(counts[2]).as("vertex pairs").isGreaterThan(500);
    }

    private static void check(NavMesh m, float[] b, Random r, int[] counts) {
        SegmentWalker oracle = new SegmentWalker(WalkableSurface.withAdjacency(m.vertexArray(), m.triangleArray(), m::neighbour));
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult path = new PathResult();
        RaycastHit hit = new RaycastHit();
        float[] s = new float[3], g = new float[3];
        float my = 0.5f * (b[1] + b[4]), hy = b[4] - b[1];
        for (int k = 0; k < 150; k++) {
            if (m.findNearest(b[0] + r.nextFloat() * (b[3] - b[0]), my, b[2] + r.nextFloat() * (b[5] - b[2]), 3f, hy, 3f, s) < 0
                    || m.findNearest(b[0] + r.nextFloat() * (b[3] - b[0]), my, b[2] + r.nextFloat() * (b[5] - b[2]), 3f, hy, 3f, g) < 0) {
                continue;
            }
            q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], ALL, GoalPolicy.NEAREST_REACHABLE, path);
            for (int i = 0; path.hasPath() && i + 1 < path.waypointCount(); i++) {
                float ax = path.waypointX(i), ay = path.waypointY(i), az = path.waypointZ(i);
                float ex = path.waypointX(i + 1), ey = path.waypointY(i + 1), ez = path.waypointZ(i + 1);
                counts[0]++;
                assertThat(q.raycast(ax, ay, az, ex, ey, ez, ALL, hit))
                        .as("path segment (%s, %s, %s) -> (%s, %s, %s): %s", ax, ay, az, ex, ey, ez, hit).isTrue();
            }
        }
        for (int k = 0; k < 1000; k++) {
            if (m.findNearest(b[0] + r.nextFloat() * (b[3] - b[0]), my, b[2] + r.nextFloat() * (b[5] - b[2]), 3f, hy, 3f, s) < 0) {
                continue;
            }
            double angle = r.nextDouble() * 2 * Math.PI, length = 0.5 + r.nextDouble() * 8;
            float ex = s[0] + (float) (length * Math.cos(angle)), ez = s[2] + (float) (length * Math.sin(angle));
            int st = m.findTriangle(s[0], s[1], s[2], 1f, 1f);
            counts[1]++;
            assertThat(q.raycast(st, s[0], s[2], ex, ez, ALL, hit))
                    .as("segment (%s, %s) -> (%s, %s) from %d: %s", s[0], s[2], ex, ez, st, hit)
                    .isEqualTo(oracle.visibleFromPoint(st, s[0], s[2], ex, ez));
        }
        // Pairs of vertices of the newest triangles (the carved pieces are appended at the end).
        int nt = m.triangleCount(), first = Math.max(0, nt - 2000);
        for (int k = 0; k < 1500; k++) {
            int t = first + r.nextInt(nt - first), t2 = first + r.nextInt(nt - first);
            if (MeshChecks.retired(m, t) || MeshChecks.retired(m, t2)) {
                continue;
            }
            int u = m.vertex(t, r.nextInt(3)), w = m.vertex(t2, r.nextInt(3));
            float ux = m.vertexX(u), uz = m.vertexZ(u), wx = m.vertexX(w), wz = m.vertexZ(w);
            if (u == w || Math.hypot(wx - ux, wz - uz) > 8) {
                continue;
            }
            counts[2]++;
            assertThat(q.raycast(t, ux, uz, wx, wz, ALL, hit))
                    .as("vertex %d (%s, %s) -> vertex %d (%s, %s) from %d: %s", u, ux, uz, w, wx, wz, t, hit)
                    .isEqualTo(oracle.visibleVertices(u, w));
        }
    }
}
