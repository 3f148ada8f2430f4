package org.jme3navmesh.debug;

import org.jme3navmesh.mesh.CellGrid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

class NavMeshDebugMeshesTest {

    /** nx x nz grid of 1 m cells at height 0, two triangles per cell. */
    static NavMesh grid(int nx, int nz) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(ix, 0, iz);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }

    @Test
    void edgesDrawEachUniqueEdgeOnceLifted() {
        NavMesh nav = grid(3, 2);
        Mesh m = NavMeshDebugMeshes.edges(nav, 0.1f);
        // unique edges of a 3x2 grid with diagonals: horizontal 3*3 + vertical 4*2 + diagonals 6
        assertThat(m.getMode()).isEqualTo(Mesh.Mode.Lines);
        assertThat(m.getVertexCount()).isEqualTo(2 * (9 + 8 + 6));
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        for (int i = 1; i < p.limit(); i += 3) {
            assertThat(p.get(i)).isEqualTo(0.1f);
        }
    }

    @Test
    void portalsAreTheSharedEdgesOfConsecutiveCorridorTriangles() {
        NavMesh nav = grid(2, 1);
        // triangles 0,1 in cell 0 and 2,3 in cell 1; corridor 0 -> 1 -> 3 -> 2? use real adjacency
        int t0 = 0;
        int t1 = -1;
        for (int e = 0; e < 3; e++) {
            if (nav.neighbour(t0, e) >= 0) {
                t1 = nav.neighbour(t0, e);
            }
        }
        int[] corridor = {t0, t1};
        Mesh m = NavMeshDebugMeshes.portals(nav, corridor, 0f);
        assertThat(m.getVertexCount()).isEqualTo(2);
        int e = NavMeshDebugMeshes.sharedEdge(nav, t0, t1);
        assertThat(e).isBetween(0, 2);
        assertThat(nav.neighbour(t0, e)).isEqualTo(t1);
        // a corridor with a gap contributes nothing for that step
        int far = nav.triangleCount() - 1;
        assertThat(NavMeshDebugMeshes.sharedEdge(nav, t0, far)).isEqualTo(-1);
        assertThat(NavMeshDebugMeshes.portals(nav, new int[]{t0, far}, 0f).getVertexCount()).isZero();
    }

    @Test
    void noTriangleSharesAnEdgeWithTriangleMinusOne() {
        NavMesh nav = grid(1, 1); // both triangles have boundary edges, which neighbour -1 would match
        assertThat(NavMeshDebugMeshes.sharedEdge(nav, 0, -1)).isEqualTo(-1);
        assertThat(NavMeshDebugMeshes.sharedEdge(nav, 1, -1)).isEqualTo(-1);
    }

    @Test
    void rawPathRunsThroughPortalMidpoints() {
        NavMesh nav = grid(1, 1);
        int e = NavMeshDebugMeshes.sharedEdge(nav, 0, 1);
        float[] raw = NavMeshDebugMeshes.portalMidpointPath(nav, new int[]{0, 1}, new float[]{0.1f, 0, 0.9f},
                new float[]{0.9f, 0, 0.1f});
        assertThat(raw).hasSize(9);
        int a = nav.vertex(0, e), b = nav.vertex(0, (e + 1) % 3);
        assertThat(raw[3]).isEqualTo((nav.vertexX(a) + nav.vertexX(b)) / 2);
        assertThat(raw[5]).isEqualTo((nav.vertexZ(a) + nav.vertexZ(b)) / 2);
        assertThat(raw[6]).isEqualTo(0.9f);
    }

    @Test
    void trianglesCarryOneColourPerTriangle() {
        NavMesh nav = grid(2, 2);
        Mesh m = NavMeshDebugMeshes.triangles(nav, t -> DebugColors.distinct(t, 1f), 0f);
        assertThat(m.getVertexCount()).isEqualTo(3 * nav.triangleCount());
        FloatBuffer c = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Color).getData();
        assertThat(c.get(0)).isEqualTo(c.get(4)).isEqualTo(c.get(8));
        assertThat(c.get(0)).isEqualTo(DebugColors.distinct(0, 1f).r);
    }

    @Test
    void samplesColourWalkableAndUnwalkableSpansAndThinOut() {
        // 4x1 cells, one span each: walkable, unwalkable, walkable, unwalkable
        WalkableField f = new WalkableField(new CellGrid(0, 0, 1f, 4, 1), new int[]{0, 1, 2, 3, 4}, new float[]{1, 2, 3, 4},
                new float[4], new int[]{0, WalkableField.UNWALKABLE, 0, WalkableField.UNWALKABLE}, filled(16, -1));
        Mesh all = NavMeshDebugMeshes.samples(f, 100, 0f);
        assertThat(all.getMode()).isEqualTo(Mesh.Mode.Points);
        assertThat(all.getVertexCount()).isEqualTo(4);
        FloatBuffer c = (FloatBuffer) all.getBuffer(VertexBuffer.Type.Color).getData();
        assertThat(c.get(1)).isEqualTo(DebugColors.WALKABLE.g);
        assertThat(c.get(4)).isEqualTo(DebugColors.UNWALKABLE.r);
        assertThat(NavMeshDebugMeshes.samples(f, 2, 0f).getVertexCount()).isLessThanOrEqualTo(2);
        assertThatThrownBy(() -> NavMeshDebugMeshes.samples(f, 0, 0f)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void mergeConcatenatesPartsIntoOneMesh() {
        Mesh a = NavMeshDebugMeshes.polyline(new float[]{0, 0, 0, 1, 0, 0, 1, 0, 1}, 0f);
        Mesh b = NavMeshDebugMeshes.polyline(new float[]{5, 0, 5, 6, 0, 5}, 0f);
        Mesh m = NavMeshDebugMeshes.merge(java.util.List.of(a, b, new Mesh()), Mesh.Mode.Lines);
        assertThat(m.getMode()).isEqualTo(Mesh.Mode.Lines);
        assertThat(m.getVertexCount()).isEqualTo(a.getVertexCount() + b.getVertexCount());
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        assertThat(p.get(3 * a.getVertexCount())).isEqualTo(5f);
        assertThatThrownBy(() -> NavMeshDebugMeshes.merge(java.util.List.of(new com.jme3.scene.shape.Box(1, 1, 1)),
                Mesh.Mode.Triangles)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void edgeColourIsPureCyan() {
        assertThat(DebugColors.EDGE.r).isZero();
        assertThat(DebugColors.EDGE.g).isEqualTo(1f);
        assertThat(DebugColors.EDGE.b).isEqualTo(1f);
        assertThat(DebugColors.EDGE_RGB).isEqualTo(0x00ffff);
    }

    private static int[] filled(int n, int v) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, v);
        return a;
    }
}
