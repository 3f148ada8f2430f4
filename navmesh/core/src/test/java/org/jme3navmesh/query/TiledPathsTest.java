package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.junit.jupiter.api.Test;

/**
 * Paths on a tiled bake against the same scene baked as one mesh: seams must neither block nor
 * lengthen paths.
 */
class TiledPathsTest {
    private static final QueryFilter DEF = QueryFilter.defaults();
    private static final int PAIRS = 300;
    private static final int ORACLE_PAIRS = 40;

    @Test
    void hillsPathsMatchTheSingleMesh() {
        check("hills.obj", 32);
    }

    @Test
    void mazePathsMatchTheSingleMesh() {
        check("maze.obj", 48);
    }

    private static void check(String scene, int tileSize) {
        NavMesh single = TestScenes.bake(scene).navMesh();
        NavMesh tiled = new NavMeshBaker().bake(new TriangleSceneSampler(TestScenes.triangles(scene)),
                BakeConfig.defaults().withTileSize(tileSize), BakeProgressListener.NONE, () -> false).navMesh();
        NavMeshQuery qs = new NavMeshQuery(single);
        NavMeshQuery qt = new NavMeshQuery(tiled);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(tiled);
        PathResult ps = new PathResult();
        PathResult pt = new PathResult();
        Random r = new Random(scene.hashCode());
        int compared = 0, within = 0, disagree = 0;
        double ratioSum = 0;
        for (int k = 0; k < PAIRS; k++) {
            float[] s = SceneQueryTest.randomMeshPoint(single, r), g = SceneQueryTest.randomMeshPoint(single, r);
            qs.findPath(s[0], s[1], s[2], g[0], g[1], g[2], DEF, GoalPolicy.FAIL, ps);
            qt.findPath(s[0], s[1], s[2], g[0], g[1], g[2], DEF, GoalPolicy.FAIL, pt);
            if (ps.status() != pt.status()) {
                disagree++;
                continue;
            }
            if (pt.status() != PathStatus.FOUND) {
                continue;
            }
            QueryPropertiesTest.assertValidPath(tiled, qt, pt, DEF);
            double ls = QueryPropertiesTest.lengthXZ(ps), lt = QueryPropertiesTest.lengthXZ(pt);
            compared++;
            if (ls < 1e-3) {
                within++;
                ratioSum += 1;
                continue;
            }
            double ratio = lt / ls;
            ratioSum += ratio;
            if (ratio <= 1.01) {
                within++;
            }
            if (k < ORACLE_PAIRS) {
                double d = ref.shortest(pt.corridor(0), pt.waypointX(0), pt.waypointZ(0),
                        pt.corridor(pt.corridorSize() - 1), pt.waypointX(pt.waypointCount() - 1),
                        pt.waypointZ(pt.waypointCount() - 1));
                assertThat(lt).as("%s pair %d: %s vs shortest %s", scene, k, pt, d)
                        .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
            }
        }
        double mean = ratioSum / compared;
        System.out.printf("%s tile %d: %d pairs compared, %d within 1%%, mean ratio %.5f, %d status disagreements,"
                + " triangles %d vs %d%n", scene, tileSize, compared, within, mean, disagree, tiled.triangleCount(),
                single.triangleCount());
        assertThat(compared).isGreaterThan(PAIRS / 2);
        assertThat(disagree).as("pairs found on one mesh only").isLessThanOrEqualTo(PAIRS / 100);
        assertThat((double) within / compared).as("share within 1%%").isGreaterThanOrEqualTo(0.99);
        assertThat(mean).as("mean length ratio tiled / single").isLessThanOrEqualTo(1.0);
    }
}
