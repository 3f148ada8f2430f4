package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.QueryFilter;
import org.jme3navmesh.query.RaycastHit;
import org.junit.jupiter.api.Test;

class SurfaceWalkerTest {
    /** 10 x 10 cells of 1 m; cell (5, 5) is a hole. */
    private final NavMesh grid = TestMeshes.grid(10, 10, 1f, 2f, 5 + 5 * 10);

    @Test
    void moveInsideTheMeshReachesTheEnd() {
        SurfaceWalker w = new SurfaceWalker(grid);
        float[] out = new float[3];
        int t0 = grid.findTriangle(1.2f, 2f, 1.3f, 1f, 1f);
        int t = w.move(t0, 1.2f, 1.3f, 1.6f, 1.9f, 45f, out);
        assertThat(w.lastClamped()).isFalse();
        assertThat(out).containsExactly(new float[] {1.6f, 2f, 1.9f}, within(1e-5f));
        assertThat(grid.containsXZ(t, 1.6f, 1.9f)).isTrue();
    }

    @Test
    void aMoveFromATriangleNotInTheMeshIsRefused() {
        SurfaceWalker w = new SurfaceWalker(grid);
        float[] out = new float[3];
        int n = grid.triangleCount();
        for (int bad : new int[] {-1, n, n + 5}) {
            assertThatThrownBy(() -> w.move(bad, 1.2f, 1.3f, 1.6f, 1.9f, 45f, out))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("triangle " + bad);
        }
    }

    @Test
    void moveIntoAHoleStopsAtItsEdge() {
        SurfaceWalker w = new SurfaceWalker(grid);
        float[] out = new float[3];
        int t0 = grid.findTriangle(4.8f, 2f, 5.5f, 1f, 1f);
        int t = w.move(t0, 4.8f, 5.5f, 5.3f, 5.5f, 45f, out);
        assertThat(w.lastClamped()).isTrue();
        assertThat(out[0]).isCloseTo(5f, within(2e-3f)).isLessThanOrEqualTo(5f);
        assertThat(out[2]).isCloseTo(5.5f, within(2e-3f));
        assertThat(grid.containsXZ(t, out[0], out[2])).isTrue();
    }

    @Test
    void moveOffTheOuterBoundarySlidesAlongIt() {
        SurfaceWalker w = new SurfaceWalker(grid);
        float[] out = new float[3];
        int t0 = grid.findTriangle(0.1f, 2f, 3f, 1f, 1f);
        int t = w.move(t0, 0.1f, 3f, -0.2f, 3.2f, 45f, out);
        assertThat(out[0]).isBetween(0f, 0.01f);
        assertThat(out[2]).isCloseTo(3.2f, within(1e-2f));
        assertThat(grid.containsXZ(t, out[0], out[2])).isTrue();
    }

    @Test
    void steepTrianglesAreWallsForAHeavyAgent() {
        NavMesh m = strip(30f);
        SurfaceWalker w = new SurfaceWalker(m);
        float[] out = new float[3];
        int t0 = m.findTriangle(0.9f, 0f, 0.5f, 1f, 1f);
        w.move(t0, 0.9f, 0.5f, 1.2f, 0.5f, 20f, out);
        assertThat(w.lastClamped()).isTrue();
        assertThat(out[0]).isLessThanOrEqualTo(1f);
        w.move(t0, 0.9f, 0.5f, 1.2f, 0.5f, 45f, out);
        assertThat(w.lastClamped()).isFalse();
        assertThat(out[0]).isCloseTo(1.2f, within(1e-5f));
    }

    @Test
    void clearLineSeesHolesAndSteepTriangles() {
        SurfaceWalker w = new SurfaceWalker(grid);
        int t0 = grid.findTriangle(0.5f, 2f, 5.5f, 1f, 1f);
        assertThat(w.clearLine(t0, 0.5f, 5.5f, 9.5f, 5.5f, 45f)).isFalse();
        assertThat(w.clearLine(t0, 0.5f, 5.5f, 9.5f, 4.5f, 45f)).isTrue();
        assertThat(w.clearLine(t0, 0.5f, 5.5f, 9.5f, 9.5f, 45f)).isTrue();
        NavMesh m = strip(30f);
        SurfaceWalker ws = new SurfaceWalker(m);
        int s0 = m.findTriangle(0.5f, 0f, 0.5f, 1f, 1f);
        assertThat(ws.clearLine(s0, 0.5f, 0.5f, 2.5f, 0.5f, 20f)).isFalse();
        assertThat(ws.clearLine(s0, 0.5f, 0.5f, 2.5f, 0.5f, 45f)).isTrue();
    }

    /**
     * A line along a wall that bends inwards by 3e-5 m (within the query's line tolerance): the
     * agent's line of sight and a raycast both find it clear. (The walk without a tolerance that
     * clearLine used to be found it blocked while raycast found it clear.)
     */
    @Test
    void clearLineAgreesWithRaycastAlongANearlyStraightWall() {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= 1; iz++) {
            for (int ix = 0; ix <= 4; ix++) {
                b.addVertex(ix, 0f, iz == 0 && ix == 2 ? 3e-5f : iz);
            }
        }
        for (int ix = 0; ix < 4; ix++) {
            int v00 = ix, v10 = ix + 1, v01 = ix + 5, v11 = ix + 6;
            b.addTriangle(v00, v01, v11, 0, 0f);
            b.addTriangle(v00, v11, v10, 0, 0f);
        }
        NavMesh m = b.build();
        int t0 = m.findTriangle(0.5f, 0f, 0.1f, 1f, 1f);
        RaycastHit hit = new RaycastHit();
        assertThat(new NavMeshQuery(m).raycast(t0, 0.5f, 0f, 3.5f, 0f, QueryFilter.defaults().withMaxSlope(45f), hit)).isTrue();
        assertThat(new SurfaceWalker(m).clearLine(t0, 0.5f, 0f, 3.5f, 0f, 45f)).isTrue();
    }

    /** On random segments (many through vertices and along edges) line of sight and raycast agree. */
    @Test
    void clearLineAgreesWithRaycastOnRandomSegments() {
        NavMesh[] meshes = {grid, strip(30f)};
        Random r = new Random(20261125);
        for (NavMesh m : meshes) {
            SurfaceWalker w = new SurfaceWalker(m);
            NavMeshQuery q = new NavMeshQuery(m);
            RaycastHit hit = new RaycastHit();
            float[] b = m.bounds();
            int clear = 0, blocked = 0;
            for (int i = 0; i < 4000; i++) {
                float slope = i % 2 == 0 ? 20f : 45f;
                float sx = coordinate(r, b[0], b[3]), sz = coordinate(r, b[2], b[5]);
                float ex = coordinate(r, b[0] - 1f, b[3] + 1f), ez = coordinate(r, b[2] - 1f, b[5] + 1f);
                int t = m.findTriangle(sx, b[1], sz, 1f, 1f);
                if (t < 0) {
                    continue;
                }
                boolean sees = w.clearLine(t, sx, sz, ex, ez, slope);
                boolean ray = q.raycast(t, sx, sz, ex, ez, QueryFilter.defaults().withMaxSlope(slope), hit);
                assertThat(sees).as("segment (%s, %s) -> (%s, %s), slope %s", sx, sz, ex, ez, slope).isEqualTo(ray);
                if (sees) {
                    clear++;
                } else {
                    blocked++;
                }
            }
            assertThat(clear).isGreaterThan(100);
            assertThat(blocked).isGreaterThan(100);
        }
    }

    /** Half the time on the half-metre lattice (vertices, edges, cell centres), else anywhere in [lo, hi]. */
    private static float coordinate(Random r, float lo, float hi) {
        float v = lo + r.nextFloat() * (hi - lo);
        return r.nextBoolean() ? Math.round(2f * v) / 2f : v;
    }

    /** Three 1 m cells in a row along X; the middle one is labelled with the given slope. */
    static NavMesh strip(float middleSlope) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= 1; iz++) {
            for (int ix = 0; ix <= 3; ix++) {
                b.addVertex(ix, 0f, iz);
            }
        }
        for (int ix = 0; ix < 3; ix++) {
            int v00 = ix, v10 = ix + 1, v01 = ix + 4, v11 = ix + 5;
            float s = ix == 1 ? middleSlope : 0f;
            b.addTriangle(v00, v01, v11, 0, s);
            b.addTriangle(v00, v11, v10, 0, s);
        }
        return b.build();
    }
}
