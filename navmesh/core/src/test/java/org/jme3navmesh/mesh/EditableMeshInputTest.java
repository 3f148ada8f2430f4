package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The editor refuses ids and values out of range by name, where it used to write them into stale slots or past the
 * live triangles (a later snapshot then published a silently wrong mesh).
 */
class EditableMeshInputTest {
    private final NavMesh base = TestMeshes.grid(2, 1, 1f, 0f);

    @Test
    void outOfRangeEditsAreRefusedAndLeaveTheEditorAsItWas() {
        EditableMesh e = new EditableMesh(base);
        int n = e.triangleCount(), nv = e.vertexCount();
        assertThatThrownBy(() -> e.setNeighbour(n, 0, 1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triangle " + n);
        assertThatThrownBy(() -> e.setNeighbour(0, 3, 1)).hasMessageContaining("edge 3");
        assertThatThrownBy(() -> e.setNeighbour(0, 0, n)).hasMessageContaining("neighbour " + n);
        assertThatThrownBy(() -> e.retireTriangle(n + 1, 0)).hasMessageContaining("triangle " + (n + 1));
        assertThatThrownBy(() -> e.setTriangle(n, 0, 1, nv, 0, 0f, 0)).hasMessageContaining("corners");
        assertThatThrownBy(() -> e.setTriangle(n, 0, 1, 2, 5, 0f, 0)).hasMessageContaining("area 5");
        assertThatThrownBy(() -> e.setTriangle(n, 0, 1, 2, 0, 0f, n)).hasMessageContaining("parent " + n);
        assertThatThrownBy(() -> e.setVertex(nv, Float.NaN, 0f, 0f, 0)).hasMessageContaining("finite");
        assertThatThrownBy(() -> e.setVertex(nv, 0f, 0f, 0f, -1)).hasMessageContaining("parent -1");
        assertThatThrownBy(() -> e.restoreTriangle(n)).hasMessageContaining("not a base triangle");
        assertThat(e.triangleCount()).isEqualTo(n);
        assertThat(e.vertexCount()).isEqualTo(nv);
        assertThat(e.snapshot().sameAs(base)).as("nothing was written").isTrue();
    }
}
