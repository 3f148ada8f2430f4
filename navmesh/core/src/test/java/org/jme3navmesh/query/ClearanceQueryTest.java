package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ClearanceOracle;
import org.jme3navmesh.testkit.ObjMesh;
import org.jme3navmesh.testkit.SceneWalls;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.jme3navmesh.testkit.WalkableSurface;
import org.junit.jupiter.api.Test;

/**
 * Agents of radius 0.3, 0.5 and 1.0 on one mesh baked for 0.3 (maze and dungeon), checked by the
 * testkit: the scene's own walls ({@link SceneWalls}: never nearer than r - cell / 2, never under
 * geometry lower than the agent) and the true shortest path for each radius
 * ({@link ClearanceOracle} on the mesh eroded by r - 0.3; {@link ShortestPathOracle} for 0.3).
 */
class ClearanceQueryTest {
    static final float BAKED = 0.3f;
    static final float HEIGHT = BakeConfig.DEFAULT_AGENT_HEIGHT;
    static final float[] RADII = {0.3f, 0.5f, 1.0f};
    static final int PAIRS = 120;

    /** Figures of one scene and radius. */
    record Figures(String scene, float radius, int pairs, int found, int unreachable, int violations, double worstWall,
                   double within1, double[] ratios) {
        @Override
        public String toString() {
            double[] r = ratios.clone();
            Arrays.sort(r);
            return String.format(Locale.ROOT,
                    "%s r=%.1f: %d pairs, %d found, %d unreachable (both agree), %d wall violations (nearest %.3f m),"
                            + " %.1f %% within 1 %% of the true shortest; ratio median %.5f, p99 %.5f, max %.5f",
                    scene, radius, pairs, found, unreachable, violations, worstWall, 100 * within1,
                    r.length == 0 ? 0 : r[r.length / 2], r.length == 0 ? 0 : r[(int) (0.99 * (r.length - 1))],
                    r.length == 0 ? 0 : r[r.length - 1]);
        }
    }

    static NavMesh bake(String scene) {
        return new NavMeshBaker().bake(TestScenes.triangles(scene), BakeConfig.defaults().forAgents(RADII)).navMesh();
    }

    static Figures measure(String scene, NavMesh mesh, SceneWalls walls, float radius) {
        WalkableSurface surface = WalkableSurface.withAdjacency(mesh.vertexArray(), mesh.triangleArray(), mesh::neighbour);
        double extra = radius - BAKED;
        ClearanceOracle oracle = extra > 1e-6 ? new ClearanceOracle(surface, extra) : null;
        ShortestPathOracle.Search plain = oracle == null ? new ShortestPathOracle(surface).newSearch() : null;
        NavMeshQuery q = new NavMeshQuery(mesh);
        QueryFilter filter = QueryFilter.defaults().withAgent(radius, HEIGHT);
        Random rnd = new Random(scene.hashCode() * 31L + Float.floatToIntBits(radius));
        PathResult p = new PathResult();
        double cell = BakeConfig.DEFAULT_CELL_SIZE;
        int found = 0, unreachable = 0, violations = 0, within = 0, n = 0;
        double worst = Double.MAX_VALUE;
        double[] ratios = new double[PAIRS];
        while (n < PAIRS) {
            float[] s = SceneQueryTest.randomMeshPoint(mesh, rnd), g = SceneQueryTest.randomMeshPoint(mesh, rnd);
            if (oracle != null && (oracle.boundaryDistance(s[0], s[1], s[2], extra + 0.05) < extra + 0.02
                    || oracle.boundaryDistance(g[0], g[1], g[2], extra + 0.05) < extra + 0.02)) {
                continue; // the agent does not fit there
            }
            if (mesh.component((int) s[3]) != mesh.component((int) g[3])) {
                continue;
            }
            n++;
            q.findPath(s[0], s[1], s[2], g[0], g[1], g[2], filter, GoalPolicy.FAIL, p);
            double truth;
            if (oracle != null) {
                truth = oracle.shortest(s[0], s[1], s[2], g[0], g[1], g[2]);
            } else {
                truth = p.hasPath() ? plain.shortest(p.corridor(0), s[0], s[2], p.corridor(p.corridorSize() - 1), g[0], g[2])
                        : Double.POSITIVE_INFINITY;
            }
            if (truth == Double.POSITIVE_INFINITY) {
                assertThat(p.status()).as("%s r=%s %s -> %s: the oracle finds no way", scene, radius,
                        Arrays.toString(s), Arrays.toString(g)).isEqualTo(PathStatus.UNREACHABLE);
                unreachable++;
                ratios[n - 1] = 1.0;
                within++;
                continue;
            }
            assertThat(p.status()).as("%s r=%s %s -> %s: true shortest %s", scene, radius, Arrays.toString(s),
                    Arrays.toString(g), truth).isEqualTo(PathStatus.FOUND);
            found++;
            double ratio = QueryPropertiesTest.lengthXZ(p) / truth;
            ratios[n - 1] = ratio;
            if (ratio <= 1.01) {
                within++;
            }
            double nearest = nearestWall(mesh, p, walls, radius, HEIGHT);
            worst = Math.min(worst, nearest);
            if (nearest < radius - cell / 2) {
                violations++;
            }
        }
        return new Figures(scene, radius, n, found, unreachable, violations, worst, within / (double) n, ratios);
    }

    /**
     * The nearest the path comes to the scene's walls and low ceilings, sampled every 2 cm, each
     * sample standing on the mesh's surface under it (the straight line between two waypoints
     * cuts through stairs and over crests).
     */
    static double nearestWall(NavMesh mesh, PathResult p, SceneWalls walls, float radius, float height) {
        double nearest = Double.MAX_VALUE;
        for (int i = 1; i < p.waypointCount(); i++) {
            double ax = p.waypointX(i - 1), ay = p.waypointY(i - 1), az = p.waypointZ(i - 1);
            double bx = p.waypointX(i), by = p.waypointY(i), bz = p.waypointZ(i);
            int steps = Math.max(1, (int) Math.ceil(Math.hypot(bx - ax, bz - az) / 0.02));
            for (int k = 0; k <= steps; k++) {
                double s = k / (double) steps;
                float x = (float) (ax + s * (bx - ax)), y = (float) (ay + s * (by - ay)), z = (float) (az + s * (bz - az));
                float floor = floorUnder(mesh, p, x, y, z);
                nearest = Math.min(nearest, walls.clearance(x, floor, z, height, radius + 0.5));
            }
        }
        return nearest;
    }

    /**
     * The height of the mesh under a path point: of the corridor triangle containing it nearest
     * in height to y (else of any triangle within 3 m), else y.
     */
    static float floorUnder(NavMesh mesh, PathResult p, float x, float y, float z) {
        float best = Float.NaN;
        for (int i = 0; i < p.corridorSize(); i++) {
            int t = p.corridor(i);
            if (mesh.containsXZ(t, x, z)) {
                float h = mesh.heightAt(t, x, z);
                if (Float.isNaN(best) || Math.abs(h - y) < Math.abs(best - y)) {
                    best = h;
                }
            }
        }
        if (Float.isNaN(best)) {
            int t = mesh.findTriangle(x, y, z, 3f, 3f);
            best = t >= 0 ? mesh.heightAt(t, x, z) : y;
        }
        return best;
    }

    static SceneWalls walls(String scene) throws IOException {
        ObjMesh obj = ObjMesh.read(TestScenes.path(scene));
        return new SceneWalls(obj.verts(), obj.tris(), BakeConfig.DEFAULT_MAX_STEP, BakeConfig.DEFAULT_MAX_SLOPE);
    }

    @Test
    void agentsOfThreeSizesOnOneMazeMesh() throws IOException {
        check("maze.obj");
    }

    @Test
    void agentsOfThreeSizesOnOneDungeonMesh() throws IOException {
        check("third_party/dungeon.obj");
    }

    @Test
    void nearestPointsForAWideAgentLandWhereItFits() {
        NavMesh mesh = bake("maze.obj");
        WalkableSurface surface = WalkableSurface.withAdjacency(mesh.vertexArray(), mesh.triangleArray(), mesh::neighbour);
        ClearanceOracle oracle = new ClearanceOracle(surface, 0.7);
        NavMeshQuery q = new NavMeshQuery(mesh);
        QueryFilter wide = QueryFilter.defaults().withAgent(1.0f, HEIGHT);
        Random rnd = new Random(3);
        float[] out = new float[3];
        int moved = 0;
        for (int i = 0; i < 200; i++) {
            float[] p = SceneQueryTest.randomMeshPoint(mesh, rnd);
            int t = q.findNearest(p[0], p[1], p[2], 2f, 2f, 2f, wide, out);
            assertThat(t).isGreaterThanOrEqualTo(0);
            assertThat(mesh.containsXZ(t, out[0], out[2])).isTrue();
            assertThat(oracle.boundaryDistance(out[0], out[1], out[2], 1)).as("%s -> %s", Arrays.toString(p), Arrays.toString(out))
                    .isGreaterThanOrEqualTo(0.7 - 1e-3);
            if (Math.hypot(out[0] - p[0], out[2] - p[2]) > 1e-3) {
                moved++;
            }
        }
        assertThat(moved).isGreaterThan(20); // many random points lie nearer the walls than 0.7 m
    }

    private static void check(String scene) throws IOException {
        NavMesh mesh = bake(scene);
        assertThat(mesh.clearance()).isNotNull();
        assertThat(mesh.clearance().bakedRadius()).isEqualTo(BAKED);
        SceneWalls walls = walls(scene);
        Figures[] all = new Figures[RADII.length];
        for (int i = 0; i < RADII.length; i++) {
            all[i] = measure(scene, mesh, walls, RADII[i]);
            System.out.println("clearance " + all[i]);
        }
        for (Figures f : all) {
            assertThat(f.violations()).as(f.toString()).isZero();
            assertThat(f.within1()).as(f.toString()).isGreaterThanOrEqualTo(0.99);
        }
    }
}
