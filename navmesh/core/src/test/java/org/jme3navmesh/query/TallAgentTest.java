package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.SurfaceTag;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.SceneWalls;
import org.junit.jupiter.api.Test;

/**
 * A synthetic scene: a 20 x 20 m floor split by a wall along z = 10 with a low passage (1.5 m of
 * headroom under a lintel, x 4..6) and a full-height gap far to the side (x 15..19). One mesh,
 * baked for the smallest agent (radius 0.3, height 1.2) with clearance: a short agent goes
 * under the lintel, a tall one (2 m) takes the long way round and never stands under geometry
 * lower than itself (checked against the scene by {@link SceneWalls}), and an agent wider than
 * any passage gets UNREACHABLE at once.
 */
class TallAgentTest {
    private static final float CELL = BakeConfig.DEFAULT_CELL_SIZE;

    /** The boxes of the scene: minX, minY, minZ, maxX, maxY, maxZ. */
    private static final float[][] BOXES = {
            {0, -0.2f, 0, 20, 0, 20},          // floor
            {0, 0, 9.5f, 4, 3, 10.5f},          // wall, west of the low passage
            {4, 1.5f, 9.5f, 6, 3, 10.5f},       // lintel over the low passage
            {6, 0, 9.5f, 15, 3, 10.5f},         // wall between the passage and the gap
            {19, 0, 9.5f, 20, 3, 10.5f},        // wall east of the gap
    };

    static SceneTriangles scene(List<float[]> soup) {
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        for (float[] box : BOXES) {
            b.beginBody(SurfaceTag.GROUND);
            box(b, soup, box);
        }
        return b.build();
    }

    /** The 12 triangles of a box, each facing out (counter-clockwise seen from outside). */
    private static void box(SceneTriangles.Builder b, List<float[]> soup, float[] m) {
        float[] x = {m[0], m[3]}, y = {m[1], m[4]}, z = {m[2], m[5]};
        for (int axis = 0; axis < 3; axis++) {
            for (int s = 0; s < 2; s++) {
                float[][] q = new float[4][];
                for (int k = 0; k < 4; k++) {
                    int u = k == 1 || k == 2 ? 1 : 0, v = k >= 2 ? 1 : 0;
                    float[] p = new float[3];
                    p[axis] = axis == 0 ? x[s] : axis == 1 ? y[s] : z[s];
                    int a1 = (axis + 1) % 3, a2 = (axis + 2) % 3;
                    p[a1] = a1 == 0 ? x[u] : a1 == 1 ? y[u] : z[u];
                    p[a2] = a2 == 0 ? x[v] : a2 == 1 ? y[v] : z[v];
                    q[k] = p;
                }
                tri(b, soup, q[0], q[1], q[2], axis, s);
                tri(b, soup, q[0], q[2], q[3], axis, s);
            }
        }
    }

    private static void tri(SceneTriangles.Builder b, List<float[]> soup, float[] p, float[] q, float[] r, int axis, int s) {
        float ux = q[0] - p[0], uy = q[1] - p[1], uz = q[2] - p[2], vx = r[0] - p[0], vy = r[1] - p[1], vz = r[2] - p[2];
        float[] n = {uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx};
        if ((n[axis] > 0) != (s == 1)) {
            float[] t = q;
            q = r;
            r = t;
        }
        b.add(p[0], p[1], p[2], q[0], q[1], q[2], r[0], r[1], r[2]);
        soup.add(new float[] {p[0], p[1], p[2], q[0], q[1], q[2], r[0], r[1], r[2]});
    }

    @Test
    void aTallAgentTakesTheLongWayRoundTheLowPassage() {
        List<float[]> soup = new ArrayList<>();
        BakeConfig cfg = BakeConfig.defaults().withAgentHeight(1.2f).withMaxStep(0.3f).forAgents(0.3f, 0.5f);
        NavMesh mesh = new NavMeshBaker().bake(scene(soup), cfg).navMesh();
        assertThat(mesh.clearance()).isNotNull();
        float[] v = new float[9 * soup.size()];
        int[] t = new int[3 * soup.size()];
        for (int i = 0; i < soup.size(); i++) {
            System.arraycopy(soup.get(i), 0, v, 9 * i, 9);
            t[3 * i] = 3 * i;
            t[3 * i + 1] = 3 * i + 1;
            t[3 * i + 2] = 3 * i + 2;
        }
        SceneWalls walls = new SceneWalls(v, t, 0.3, BakeConfig.DEFAULT_MAX_SLOPE);
        NavMeshQuery q = new NavMeshQuery(mesh);
        PathResult p = new PathResult();

        // The short agent: straight under the lintel.
        q.findPath(5f, 0f, 5f, 5f, 0f, 15f, QueryFilter.defaults().withAgent(0.3f, 1.2f), GoalPolicy.FAIL, p);
        assertThat(p.status()).isEqualTo(PathStatus.FOUND);
        assertThat(p.length()).isCloseTo(10f, within(0.2f));

        // The tall one: round by the gap at x 15..19 (at least 2 x hypot(10, 5) = 22.4 m).
        for (float radius : new float[] {0.3f, 0.5f}) {
            QueryFilter tall = QueryFilter.defaults().withAgent(radius, 2f);
            q.findPath(5f, 0f, 5f, 5f, 0f, 15f, tall, GoalPolicy.FAIL, p);
            assertThat(p.status()).isEqualTo(PathStatus.FOUND);
            assertThat((double) p.length()).isGreaterThan(22.4);
            for (int i = 0; i < p.corridorSize(); i++) {
                assertThat(mesh.clearance().height(p.corridor(i))).isGreaterThanOrEqualTo(2f);
            }
            double nearest = ClearanceQueryTest.nearestWall(mesh, p, walls, radius, 2f);
            assertThat(nearest).as("%s: nearest wall or low ceiling", p).isGreaterThanOrEqualTo(radius - CELL / 2);
        }
    }

    @Test
    void anAgentWiderThanEveryPassageIsUnreachableAtOnce() {
        NavMesh mesh = new NavMeshBaker().bake(scene(new ArrayList<>()),
                BakeConfig.defaults().withAgentHeight(1.2f).withMaxStep(0.3f).forAgents(0.3f)).navMesh();
        NavMeshQuery q = new NavMeshQuery(mesh);
        PathResult p = new PathResult();
        QueryFilter giant = QueryFilter.defaults().withAgent(30f, 2f);
        q.findPath(5f, 0f, 5f, 5f, 0f, 15f, giant, GoalPolicy.NEAREST_REACHABLE, p); // builds the widths once
        long t0 = System.nanoTime();
        q.findPath(5f, 0f, 5f, 5f, 0f, 15f, giant, GoalPolicy.NEAREST_REACHABLE, p);
        long nanos = System.nanoTime() - t0;
        assertThat(p.status()).isEqualTo(PathStatus.UNREACHABLE);
        assertThat(p.expandedNodes()).isZero();
        assertThat(nanos).isLessThan(50_000_000L);
    }
}
