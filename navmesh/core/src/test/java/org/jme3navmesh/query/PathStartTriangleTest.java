package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/**
 * findPath starts (and ends) at a point on the mesh's surface itself, on the triangle under it, as
 * the raycast does ({@link RaycastStartTriangleTest}): where the surface follows a height detail,
 * the nearest point ranked on the triangle planes lay a few cm away on a neighbouring triangle
 * whose plane passes nearer.
 */
class PathStartTriangleTest {
    @Test
    void pathsStartAndEndAtSurfacePointsOnTheTrianglesUnderThem() {
        for (String scene : new String[] {"hills.obj", "third_party/undulating.obj"}) {
            NavMesh mesh = TestScenes.bake(scene).navMesh();
            assertThat(mesh.heightDetail()).as(scene).isNotNull();
            NavMeshQuery q = new NavMeshQuery(mesh);
            PathResult p = new PathResult();
            Random rnd = new Random(11);
            int checked = 0;
            for (int i = 0; i < 2000; i++) {
                float[] s = SceneQueryTest.randomMeshPoint(mesh, rnd), g = SceneQueryTest.randomMeshPoint(mesh, rnd);
                q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], QueryFilter.defaults(), GoalPolicy.FAIL, p);
                if (!p.hasPath()) {
                    continue;
                }
                checked++;
                int last = p.waypointCount() - 1;
                assertThat(new float[] {p.waypointX(0), p.waypointZ(0), p.waypointX(last), p.waypointZ(last)})
                        .as("%s pair %d", scene, i).containsExactly(s[0], s[2], g[0], g[2]);
                assertThat(mesh.containsXZ(p.corridor(0), s[0], s[2])).as("%s pair %d start", scene, i).isTrue();
                assertThat(mesh.containsXZ(p.corridor(p.corridorSize() - 1), g[0], g[2])).as("%s pair %d goal", scene, i).isTrue();
            }
            assertThat(checked).as(scene).isGreaterThan(1000);
        }
    }
}
