package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The clearance record: its quantisation, and its optional section in navmesh files. */
class ClearanceIOTest {
    private static NavMesh withClearance() {
        NavMesh m = TestMeshes.grid(4, 3, 1f, 0f);
        float[] h = new float[m.triangleCount()];
        for (int t = 0; t < h.length; t++) {
            h[t] = t % 3 == 0 ? Float.POSITIVE_INFINITY : 1.2f + 0.37f * t;
        }
        return m.withClearance(MeshClearance.of(0.3f, h));
    }

    private static byte[] bytes(NavMesh m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        return out.toByteArray();
    }

    @Test
    void heightsRoundDownToTheirStepAndOpenStaysOpen() {
        NavMesh m = withClearance();
        MeshClearance c = m.clearance();
        assertThat(c.bakedRadius()).isEqualTo(0.3f);
        for (int t = 0; t < m.triangleCount(); t++) {
            float real = t % 3 == 0 ? Float.POSITIVE_INFINITY : 1.2f + 0.37f * t;
            if (t % 3 == 0) {
                assertThat(c.height(t)).isEqualTo(Float.POSITIVE_INFINITY);
            } else {
                assertThat(c.height(t)).isLessThanOrEqualTo(real).isGreaterThan(real - MeshClearance.QUANTUM - 1e-5f);
            }
        }
        assertThat(c.maxHeight()).isEqualTo(Float.POSITIVE_INFINITY);
    }

    @Test
    void clearanceRoundTripsAndFilesWithoutItStillRead() throws IOException {
        NavMesh m = withClearance();
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(bytes(m)));
        assertThat(back.clearance()).isEqualTo(m.clearance());
        assertThat(back.sameAs(m)).isTrue();

        NavMesh plain = TestMeshes.grid(4, 3, 1f, 0f);
        byte[] old = bytes(plain);
        assertThat(bytes(m).length).isEqualTo(old.length + 1 + 4 + 4 + m.triangleCount());
        NavMesh read = NavMeshIO.read(new ByteArrayInputStream(old));
        assertThat(read.clearance()).isNull();
        assertThat(read.sameAs(plain)).isTrue();
        assertThat(read.sameAs(m)).isFalse();
    }

    @Test
    void aClearanceOfAnotherMeshIsRefused() {
        NavMesh m = TestMeshes.grid(2, 2, 1f, 0f);
        assertThatThrownBy(() -> m.withClearance(MeshClearance.of(0.3f, new float[m.triangleCount() + 1])))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("triangles");
        assertThatThrownBy(() -> MeshClearance.of(0f, new float[1])).isInstanceOf(IllegalArgumentException.class);
    }
}
