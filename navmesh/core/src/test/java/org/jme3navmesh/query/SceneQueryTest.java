package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.junit.jupiter.api.Test;

/** Golden paths and properties on the shared scenes, baked with the default agent (cell 0.3, radius 0.5). */
class SceneQueryTest {
    private static final QueryFilter DEF = QueryFilter.defaults();

    static float[] randomMeshPoint(NavMesh m, Random r) {
        int t = r.nextInt(m.triangleCount());
        float a = r.nextFloat(), b = r.nextFloat();
        if (a + b > 1) {
            a = 1 - a;
            b = 1 - b;
        }
        int v0 = m.vertex(t, 0), v1 = m.vertex(t, 1), v2 = m.vertex(t, 2);
        float x = m.vertexX(v0) + a * (m.vertexX(v1) - m.vertexX(v0)) + b * (m.vertexX(v2) - m.vertexX(v0));
        float z = m.vertexZ(v0) + a * (m.vertexZ(v1) - m.vertexZ(v0)) + b * (m.vertexZ(v2) - m.vertexZ(v0));
        return new float[] {x, m.heightAt(t, x, z), z, t};
    }

    /** Maze: 15 x 15 cells of 4 m; cell (i, j) has its centre at (2 + 4i, 0, 2 + 4j). */
    private static float cell(int i) {
        return 2f + 4f * i;
    }

    @Test
    void mazeGoldenPaths() {
        NavMesh mesh = TestScenes.bake("maze.obj").navMesh();
        assertThat(mesh.componentCount()).isEqualTo(1);
        NavMeshQuery q = new NavMeshQuery(mesh);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(mesh);
        PathResult p = new PathResult();
        int[][] pairs = {{0, 0, 14, 14}, {0, 14, 14, 0}, {7, 7, 0, 0}, {3, 11, 12, 2}, {0, 0, 1, 0}};
        for (int[] c : pairs) {
            q.findPath(cell(c[0]), 0f, cell(c[1]), cell(c[2]), 0f, cell(c[3]), DEF, GoalPolicy.FAIL, p);
            assertThat(p.status()).isEqualTo(PathStatus.FOUND);
            QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
            // Flat floor: every waypoint at floor height; corridors 4 m apart on a grid.
            for (int i = 0; i < p.waypointCount(); i++) {
                assertThat(p.waypointY(i)).isCloseTo(0f, within(0.05f));
            }
            double d = ref.shortest(p.corridor(0), p.waypointX(0), p.waypointZ(0),
                    p.corridor(p.corridorSize() - 1), p.waypointX(p.waypointCount() - 1), p.waypointZ(p.waypointCount() - 1));
            assertThat(QueryPropertiesTest.lengthXZ(p)).as("maze %s: %s vs shortest %s", java.util.Arrays.toString(c), p, d)
                    .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
            // A maze path is at least the Manhattan distance between the cells, less the corner cuts.
            double manhattan = 4.0 * (Math.abs(c[0] - c[2]) + Math.abs(c[1] - c[3]));
            assertThat((double) p.length()).isGreaterThan(manhattan * 0.7);
        }
        // Golden corner-to-corner route, recorded from the default bake (193.78 m, since the bake keeps
        // the agent radius less a third of a cell from every wall; 189.84 m before, when outlines
        // came within 0.12 m of the walls). It is set by the maze's walls, the 0.5 m agent radius
        // and the 0.3 m cells, so 2 % covers bake tweaks.
        q.findPath(cell(0), 0f, cell(0), cell(14), 0f, cell(14), DEF, GoalPolicy.FAIL, p);
        assertThat(p.length()).isCloseTo(193.78f, within(0.02f * 193.78f));
    }

    @Test
    void bridgeOverAndUnder() {
        NavMesh mesh = TestScenes.bake("bridge.obj").navMesh();
        NavMeshQuery q = new NavMeshQuery(mesh);
        PathResult p = new PathResult();
        // Over: plateau to plateau across the deck at 6 m.
        q.findPath(-20f, 6f, 0f, 20f, 6f, 0f, DEF, GoalPolicy.FAIL, p);
        assertThat(p.status()).isEqualTo(PathStatus.FOUND);
        assertThat(p.length()).isCloseTo(40f, within(0.5f));
        for (int i = 0; i < p.waypointCount(); i++) {
            assertThat(p.waypointY(i)).as(p.toString()).isCloseTo(6f, within(0.3f));
        }
        QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
        // Under: along the valley road beneath the deck, at 0 m.
        q.findPath(0f, 0f, -12f, 0f, 0f, 12f, DEF, GoalPolicy.FAIL, p);
        assertThat(p.status()).isEqualTo(PathStatus.FOUND);
        assertThat(p.length()).isCloseTo(24f, within(0.5f));
        for (int i = 0; i < p.waypointCount(); i++) {
            assertThat(p.waypointY(i)).as(p.toString()).isCloseTo(0f, within(0.3f));
        }
        QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
        // Up: from the road to the west plateau, by a ramp; the length is 3D.
        q.findPath(0f, 0f, -12f, -20f, 6f, 0f, DEF, GoalPolicy.FAIL, p);
        assertThat(p.status()).isEqualTo(PathStatus.FOUND);
        QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
        assertThat(p.waypointY(p.waypointCount() - 1)).isCloseTo(6f, within(0.3f));
        assertThat((double) p.length()).isGreaterThan(QueryPropertiesTest.lengthXZ(p));
    }

    @Test
    void randomPairsOnTheScenesAreValidNearShortestAndRespectSlopes() {
        String[] scenes = {"maze.obj", "slopes.obj", "stairs.obj", "third_party/dungeon.obj", "third_party/undulating.obj"};
        QueryFilter heavy = DEF.withMaxSlope(20f);
        for (String scene : scenes) {
            NavMesh mesh = TestScenes.bake(scene).navMesh();
            NavMeshQuery q = new NavMeshQuery(mesh);
            ShortestPathOracle.Search ref = MeshSurface.shortestPaths(mesh);
            Random r = new Random(scene.hashCode());
            PathResult p = new PathResult();
            for (int k = 0; k < 12; k++) {
                float[] s = randomMeshPoint(mesh, r), g = randomMeshPoint(mesh, r);
                boolean same = mesh.component((int) s[3]) == mesh.component((int) g[3]);
                q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], DEF, GoalPolicy.FAIL, p);
                assertThat(p.status()).as(scene).isEqualTo(same ? PathStatus.FOUND : PathStatus.UNREACHABLE);
                if (same) {
                    QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
                    if (k < 4) {
                        double d = ref.shortest(p.corridor(0), p.waypointX(0), p.waypointZ(0), p.corridor(p.corridorSize() - 1),
                                p.waypointX(p.waypointCount() - 1), p.waypointZ(p.waypointCount() - 1));
                        assertThat(QueryPropertiesTest.lengthXZ(p)).as("%s %s vs %s", scene, p, d)
                                .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
                    }
                }
                q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], heavy, GoalPolicy.NEAREST_REACHABLE, p);
                if (p.hasPath()) {
                    QueryPropertiesTest.assertValidPath(mesh, q, p, heavy);
                    for (int i = 0; i < p.corridorSize(); i++) {
                        assertThat(mesh.slopeDeg(p.corridor(i))).isLessThanOrEqualTo(20f);
                    }
                } else {
                    assertThat(p.status()).isEqualTo(PathStatus.START_OFF_MESH);
                }
            }
        }
    }

    /**
     * undulating.obj sits at x, z = 5000, where one float ulp is 0.5 mm. These starts lie just off
     * the mesh and snap onto a portal; the funnel must treat the snapped start as on that portal,
     * not leave it beside it and detour back to a corner of the portal (2-12 m longer paths before).
     */
    @Test
    void startsSnappedOntoPortalsFarFromTheOriginGiveShortestPaths() {
        NavMesh mesh = TestScenes.bake("third_party/undulating.obj").navMesh();
        NavMeshQuery q = new NavMeshQuery(mesh);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(mesh);
        PathResult p = new PathResult();
        float[][] pairs = {
                {5069.759277f, 3.037753f, 5034.797363f, 5048.804199f, -0.335444f, 5079.379883f},
                {5060.926758f, 0.954984f, 5045.096680f, 5030.271484f, -2.678784f, 5064.950195f},
                {5031.218750f, 3.725057f, 5022.985352f, 5027.393066f, 2.056334f, 5077.963379f},
        };
        for (float[] c : pairs) {
            q.findPath(c[0], c[1], c[2], c[3], c[4], c[5], DEF, GoalPolicy.NEAREST_REACHABLE, p);
            assertThat(p.status()).isEqualTo(PathStatus.FOUND);
            QueryPropertiesTest.assertValidPath(mesh, q, p, DEF);
            double d = ref.shortest(p.corridor(0), p.waypointX(0), p.waypointZ(0), p.corridor(p.corridorSize() - 1),
                    p.waypointX(p.waypointCount() - 1), p.waypointZ(p.waypointCount() - 1));
            assertThat(QueryPropertiesTest.lengthXZ(p)).as("%s vs shortest %s", p, d)
                    .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
        }
    }
}
