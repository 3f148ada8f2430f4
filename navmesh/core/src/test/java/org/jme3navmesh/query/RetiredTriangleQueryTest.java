package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * findPath from triangles already located: a retired triangle (carved away by an obstacle, an id a caller may
 * still hold from an earlier version) is off the mesh, as a filter-impassable one is, not a triangle to path on.
 */
class RetiredTriangleQueryTest {
    @Test
    void aRetiredStartIsOffTheMeshAndARetiredGoalIsAnOffMeshGoal() {
        // A crate as wide as the corridor: the triangles under it are retired, the two sides split apart.
        DynamicNavMesh d = new DynamicNavMesh(TestMeshes.grid(4, 96, 0.25f, 0f), 0.2f);
        d.add(ObstacleShape.cylinder(0.5f, -0.5f, 12f, 0.3f, 2f));
        NavMesh m = d.update(100).mesh();
        int r1 = -1, r2 = -1;
        for (int t = 0; t < m.triangleCount() && r2 < 0; t++) {
            if (MeshTopology.retired(m, t)) {
                if (r1 < 0) {
                    r1 = t;
                } else {
                    r2 = t;
                }
            }
        }
        assertThat(r2).as("a second retired triangle").isNotNegative();
        int west = m.findTriangle(0.5f, 0f, 6f, 1f, 1f), west2 = m.findTriangle(0.5f, 0f, 2f, 1f, 1f);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult p = new PathResult();
        QueryFilter f = QueryFilter.defaults();
        for (GoalPolicy policy : GoalPolicy.values()) {
            int[][] starts = {{r1, r2}, {r1, r1}, {r1, west}};
            for (int[] s : starts) {
                q.findPath(s[0], 0.5f, 0f, 12f, s[1], 0.5f, 0f, s[1] == west ? 6f : 12f, f, policy, p);
                assertThat(p.status()).as("%s: retired start %d, goal %d", policy, s[0], s[1])
                        .isEqualTo(PathStatus.START_OFF_MESH);
                assertThat(p.hasPath()).isFalse();
            }
            q.findPath(west, 0.5f, 0f, 6f, r1, 0.5f, 0f, 12f, f, policy, p);
            assertThat(p.status()).as("%s: live start, retired goal", policy)
                    .isEqualTo(policy == GoalPolicy.FAIL ? PathStatus.UNREACHABLE : PathStatus.PARTIAL);
            q.findPath(west, 0.5f, 0f, 6f, west2, 0.5f, 0f, 2f, f, policy, p);
            assertThat(p.status()).as("%s: live start and goal", policy).isEqualTo(PathStatus.FOUND);
        }
    }

    @Test
    void aRaycastFromARetiredTriangleStartsOffTheMesh() {
        DynamicNavMesh d = new DynamicNavMesh(TestMeshes.grid(4, 96, 0.25f, 0f), 0.2f);
        d.add(ObstacleShape.cylinder(0.5f, -0.5f, 12f, 0.3f, 2f));
        NavMesh m = d.update(100).mesh();
        int retired = -1;
        for (int t = 0; t < m.triangleCount() && retired < 0; t++) {
            if (MeshTopology.retired(m, t)) {
                retired = t;
            }
        }
        assertThat(retired).as("a retired triangle").isNotNegative();
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        for (float[] ray : new float[][] {{0.5f, 12f, 0.5f, 12.1f}, {0.5f, 12f, 0.5f, 2f}, {0.5f, 2f, 0.5f, 3f}}) {
            boolean clear = q.raycast(retired, ray[0], ray[1], ray[2], ray[3], QueryFilter.defaults(), hit);
            assertThat(clear).as("ray %s from retired triangle %d", java.util.Arrays.toString(ray), retired).isFalse();
            assertThat(hit.clear()).isFalse();
            assertThat(hit.fraction()).isZero();
            assertThat(hit.lastTriangle()).isEqualTo(-1);
            assertThat(hit.visitedTriangles()).isZero();
            assertThat(hit.normalX()).isZero();
            assertThat(hit.normalZ()).isZero();
        }
        int west = m.findTriangle(0.5f, 0f, 2f, 1f, 1f);
        assertThat(q.raycast(west, 0.5f, 2f, 0.5f, 3f, QueryFilter.defaults(), hit)).as("a live start").isTrue();
        assertThat(hit.fraction()).isEqualTo(1f);
    }
}
