package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

class NavMeshTest {

    @Test
    void gridHasSymmetricAdjacencyAndOneComponent() {
        NavMesh m = TestMeshes.grid(4, 3, 1f, 0f);
        assertThat(m.triangleCount()).isEqualTo(24);
        assertThat(m.componentCount()).isEqualTo(1);
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int o = m.neighbour(t, e);
                if (o >= 0) {
                    int back = 0;
                    for (int k = 0; k < 3; k++) {
                        if (m.neighbour(o, k) == t) {
                            back++;
                        }
                    }
                    assertThat(back).isEqualTo(1);
                }
            }
        }
        // interior edges: horizontal 4*2 + vertical 3*3 + diagonals 12
        assertThat(m.portalCount()).isEqualTo(8 + 9 + 12);
        assertThat(m.walkableArea()).isCloseTo(12.0, org.assertj.core.data.Offset.offset(1e-6));
    }

    @Test
    void wallOfHolesSplitsComponents() {
        NavMesh m = TestMeshes.grid(3, 2, 1f, 0f, 1, 4);
        assertThat(m.componentCount()).isEqualTo(2);
        assertThat(m.connected(0, 2)).isFalse();
    }

    @Test
    void findTriangleAndNearest() {
        NavMesh m = TestMeshes.grid(4, 4, 1f, 2f);
        int t = m.findTriangle(1.2f, 2.5f, 1.7f, 1f, 1f);
        assertThat(t).isGreaterThanOrEqualTo(0);
        assertThat(m.containsXZ(t, 1.2f, 1.7f)).isTrue();
        assertThat(m.findTriangle(1.2f, 10f, 1.7f, 1f, 1f)).isEqualTo(-1);
        float[] out = new float[3];
        int n = m.findNearest(-1f, 2f, 1.5f, 2f, 4f, 2f, out);
        assertThat(n).isGreaterThanOrEqualTo(0);
        assertThat(out[0]).isCloseTo(0f, org.assertj.core.data.Offset.offset(1e-5f));
        assertThat(out[2]).isCloseTo(1.5f, org.assertj.core.data.Offset.offset(1e-5f));
        assertThat(m.findNearest(-10f, 2f, 1.5f, 2f, 4f, 2f, out)).isEqualTo(-1);
        assertThatThrownBy(() -> m.findNearest(Float.NaN, 0, 0, 1, 1, 1, out))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("finite");
    }

    @Test
    void builderRejectsBadTriangles() {
        NavMeshBuilder b = new NavMeshBuilder();
        b.addVertex(0, 0, 0);
        b.addVertex(1, 0, 0);
        b.addVertex(0, 0, 1);
        b.addTriangle(0, 1, 2, 0, 0f); // clockwise from above
        assertThatThrownBy(b::build).hasMessageContaining("clockwise");
        assertThatThrownBy(() -> new NavMeshBuilder().build()).hasMessageContaining("no triangles");
        assertThatThrownBy(() -> new NavMeshBuilder().addVertex(Float.NaN, 0, 0)).hasMessageContaining("not finite");
    }

    @Test
    void roundTripIsIdentical() throws Exception {
        NavMesh m = TestMeshes.grid(5, 5, 0.5f, 1f, 7, 8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(back.sameAs(m)).isTrue();
    }

    @Test
    void badFilesSayWhatIsWrong() throws Exception {
        NavMesh m = TestMeshes.grid(2, 2, 1f, 0f);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        byte[] ok = out.toByteArray();

        byte[] truncated = java.util.Arrays.copyOf(ok, ok.length - 10);
        assertThatThrownBy(() -> NavMeshIO.read(new ByteArrayInputStream(truncated)))
                .isInstanceOfSatisfying(NavMeshFormatException.class,
                        e -> assertThat(e.kind()).isEqualTo(NavMeshFormatException.Kind.TRUNCATED))
                .hasMessageContaining("truncated");

        byte[] corrupt = ok.clone();
        corrupt[40] ^= 0x5a;
        assertThatThrownBy(() -> NavMeshIO.read(new ByteArrayInputStream(corrupt)))
                .isInstanceOfSatisfying(NavMeshFormatException.class,
                        e -> assertThat(e.kind()).isEqualTo(NavMeshFormatException.Kind.CORRUPTED))
                .hasMessageContaining("checksum");

        byte[] version = ok.clone();
        version[7] = 9;
        assertThatThrownBy(() -> NavMeshIO.read(new ByteArrayInputStream(version)))
                .isInstanceOfSatisfying(NavMeshFormatException.class,
                        e -> assertThat(e.kind()).isEqualTo(NavMeshFormatException.Kind.WRONG_VERSION))
                .hasMessageContaining("version 9")
                .hasMessageContaining("reads versions " + NavMeshIO.VERSION_GRID_DETAIL + " and " + NavMeshIO.VERSION)
                .hasMessageContaining("re-bake it");

        byte[] junk = "hello world, not a mesh".getBytes();
        assertThatThrownBy(() -> NavMeshIO.read(new ByteArrayInputStream(junk)))
                .isInstanceOfSatisfying(NavMeshFormatException.class,
                        e -> assertThat(e.kind()).isEqualTo(NavMeshFormatException.Kind.NOT_A_NAVMESH));
    }

    @Test
    void objExportListsEveryTriangle() throws Exception {
        NavMesh m = TestMeshes.grid(2, 1, 1f, 0f);
        StringWriter w = new StringWriter();
        NavMeshObjExporter.write(m, w);
        assertThat(w.toString().lines().filter(l -> l.startsWith("f ")).count()).isEqualTo(4);
        assertThat(w.toString().lines().filter(l -> l.startsWith("v ")).count()).isEqualTo(6);
        assertThat(w.toString()).as("one line ending on every platform").doesNotContain("\r");
    }

    @Test
    void aFillWhoseLabelIsTheFreeOneIsRefused() {
        NavMesh m = TestMeshes.grid(2, 1, 1f, 0f);
        int[] label = new int[m.triangleCount()];
        java.util.Arrays.fill(label, -1);
        assertThatThrownBy(() -> FloodFill.fill(m::neighbour, 0, -1, -1, label, new int[m.triangleCount()]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("differ");
        assertThatThrownBy(() -> FloodFill.labelRegions(m.triangleCount(), m::neighbour, 0, label))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
        assertThat(FloodFill.labelRegions(m.triangleCount(), m::neighbour, -1, label)).isEqualTo(1);
    }
}
