package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ObjMesh;
import org.jme3navmesh.testkit.SceneWalls;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * The world of issue 15's generator (the repository's copy {@code tools/gen_world.py}, found in a
     * parent folder of the module) at 200 m: terrain, roads, buildings and garden walls across
     * many 32-cell tiles. Paths also keep off the scene's walls ({@link SceneWalls}).
     */
    @Test
    void generatedWorldPathsMatchTheSingleMeshAndKeepOffWalls(@TempDir Path dir) throws Exception {
        Path tool = generator();
        assertThat(tool).as("tools/gen_world.py in a parent folder of %s", Path.of("").toAbsolutePath()).isNotNull();
        Path obj = dir.resolve("world200.obj");
        Process p = new ProcessBuilder("python3", tool.toString(), obj.toString(), "--size", "200", "--seed", "1")
                .redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(p.waitFor()).as("gen_world.py: %s", log).isZero();
        ObjMesh mesh = ObjMesh.read(obj);
        SceneWalls walls = new SceneWalls(mesh.verts(), mesh.tris(), BakeConfig.DEFAULT_MAX_STEP,
                BakeConfig.DEFAULT_MAX_SLOPE);
        SceneTriangles soup = TestScenes.toTriangles(mesh);
        NavMesh single = new NavMeshBaker().bake(new TriangleSceneSampler(soup), BakeConfig.defaults(),
                BakeProgressListener.NONE, () -> false).navMesh();
        check("world200", soup, single, 32, walls);
    }

    private static Path generator() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            Path tool = d.resolve("tools").resolve("gen_world.py");
            if (Files.isRegularFile(tool)) {
                return tool;
            }
        }
        return null;
    }

    private static void check(String scene, int tileSize) {
        check(scene, TestScenes.triangles(scene), TestScenes.bake(scene).navMesh(), tileSize, null);
    }

    /**
     * @param single the scene baked as one mesh
     * @param walls the scene's walls, or null: when given, every tiled path keeps the agent radius
     *              less half a cell from them ({@link ClearanceQueryTest#nearestWall}), as
     *              {@code ClearanceQueryTest} asks of its paths
     */
    private static void check(String scene, SceneTriangles soup, NavMesh single, int tileSize, SceneWalls walls) {
        NavMesh tiled = new NavMeshBaker().bake(new TriangleSceneSampler(soup),
                BakeConfig.defaults().withTileSize(tileSize), BakeProgressListener.NONE, () -> false).navMesh();
        NavMeshQuery qs = new NavMeshQuery(single);
        NavMeshQuery qt = new NavMeshQuery(tiled);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(tiled);
        PathResult ps = new PathResult();
        PathResult pt = new PathResult();
        Random r = new Random(scene.hashCode());
        int compared = 0, within = 0, disagree = 0;
        double ratioSum = 0;
        double minWall = Double.POSITIVE_INFINITY;
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
            if (walls != null) {
                double nearest = ClearanceQueryTest.nearestWall(tiled, pt, walls, BakeConfig.DEFAULT_AGENT_RADIUS,
                        BakeConfig.DEFAULT_AGENT_HEIGHT);
                minWall = Math.min(minWall, nearest);
                assertThat(nearest).as("%s pair %d: %s keeps off the walls", scene, k, pt)
                        .isGreaterThanOrEqualTo(BakeConfig.DEFAULT_AGENT_RADIUS - BakeConfig.DEFAULT_CELL_SIZE / 2);
            }
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
                + " triangles %d vs %d, nearest wall %.3f m%n", scene, tileSize, compared, within, mean, disagree,
                tiled.triangleCount(), single.triangleCount(), minWall);
        assertThat(compared).isGreaterThan(PAIRS / 2);
        assertThat(disagree).as("pairs found on one mesh only").isLessThanOrEqualTo(PAIRS / 100);
        assertThat((double) within / compared).as("share within 1%%").isGreaterThanOrEqualTo(0.99);
        assertThat(mean).as("mean length ratio tiled / single").isLessThanOrEqualTo(1.0);
    }
}
