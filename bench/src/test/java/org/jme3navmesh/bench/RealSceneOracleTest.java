package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** The shortest-path oracle on a real baked mesh (recast4j's maze, undulating and dungeon meshes as triangles). */
class RealSceneOracleTest {

    private static void check(String scene, int pairsCount) throws Exception {
        ObjMesh soup = ObjMesh.read(Scenes.resolve(Path.of("..", Scenes.DEFAULT_DIR), scene));
        RecastEngine.Baked b = RecastEngine.bake(RecastEngine.input(soup), AgentParams.defaults());
        NavMesh tri = RecastEngine.toTriangleMesh(b.polyMesh());
        ShortestPathOracle.Search search = QueryBench.shortestPaths(tri);
        float[] pairs = RecastEngine.randomPoints(b.navMesh(), pairsCount, 11);
        RecastEngine.Query q = new RecastEngine.Query(b.navMesh(), AgentParams.HALF_EXTENTS);
        PathRecord rec = new PathRecord();
        int checked = 0;
        for (int i = 0; i < pairsCount; i++) {
            int k = 6 * i;
            q.query(pairs[k], pairs[k + 1], pairs[k + 2], pairs[k + 3], pairs[k + 4], pairs[k + 5]);
            q.export(rec);
            if (rec.status() != PathRecord.FOUND) {
                continue;
            }
            int e = rec.size() - 1;
            int ts = tri.findTriangle(rec.x(0), rec.y(0), rec.z(0), 1e4f, 1e4f);
            int tg = tri.findTriangle(rec.x(e), rec.y(e), rec.z(e), 1e4f, 1e4f);
            if (ts < 0 || tg < 0) {
                continue;
            }
            double best = search.shortest(ts, rec.x(0), rec.z(0), tg, rec.x(e), rec.z(e));
            assertThat(best).isFinite();
            // a real path on the mesh is never shorter than the shortest one
            assertThat(rec.lengthXZ()).as("pair %d", i).isGreaterThanOrEqualTo(best - 1e-3);
            // and the oracle's own path stays on the mesh (sampled every 5 cm, 1 cm slack)
            double[] path = search.lastPathXZ();
            double len = 0;
            for (int s = 2; s < path.length; s += 2) {
                double x0 = path[s - 2], z0 = path[s - 1], x1 = path[s], z1 = path[s + 1];
                double d = Math.hypot(x1 - x0, z1 - z0);
                len += d;
                int steps = 1 + (int) (d / 0.05);
                for (int j = 0; j <= steps; j++) {
                    float x = (float) (x0 + (x1 - x0) * j / steps), z = (float) (z0 + (z1 - z0) * j / steps);
                    assertThat(onMeshXZ(tri, x, z)).as("pair %d oracle point (%f, %f)", i, x, z).isTrue();
                }
            }
            assertThat(len).isCloseTo(best, org.assertj.core.api.Assertions.within(1e-3));
            checked++;
        }
        assertThat(checked).isGreaterThan(pairsCount * 8 / 10);
    }

    /** True when (x, z) or a point 1 cm beside it lies over the mesh (any layer). */
    private static boolean onMeshXZ(NavMesh m, float x, float z) {
        float d = 0.01f;
        return m.findTriangle(x, 0f, z, 1e4f, 1e4f) >= 0 || m.findTriangle(x + d, 0f, z, 1e4f, 1e4f) >= 0
                || m.findTriangle(x - d, 0f, z, 1e4f, 1e4f) >= 0 || m.findTriangle(x, 0f, z + d, 1e4f, 1e4f) >= 0
                || m.findTriangle(x, 0f, z - d, 1e4f, 1e4f) >= 0;
    }

    @Test
    void oraclePathsStayOnTheMazeMeshAndAreNeverBeaten() throws Exception {
        check("maze", 100);
    }

    @Test
    void oraclePathsStayOnTheUndulatingMeshAndAreNeverBeaten() throws Exception {
        check("undulating", 50);
    }

    @Test
    void oraclePathsStayOnTheDungeonMeshAndAreNeverBeaten() throws Exception {
        // several floors joined by stairs: recast4j's paths cross layers, and none beats the oracle
        check("dungeon", 100);
    }
}
