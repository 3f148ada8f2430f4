package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;
import org.junit.jupiter.api.Test;

/** A result's tile layout ends its offsets at its mesh's triangle count: the layout indexes that mesh's triangles. */
class BakeResultTest {
    @Test
    void aTileLayoutWhoseLastOffsetIsNotTheMeshsTriangleCountIsRefused() {
        BakeResult r = TestScenes.bake("hills.obj");
        NavMesh m = r.navMesh();
        TileLayout empty = TiledMesher.layout(r.grid().cells(), 32);
        int n = empty.tileCount();
        int[] counts = new int[n];
        counts[0] = m.triangleCount();
        TileLayout fits = empty.rebuilt(counts, new boolean[n]);
        assertThat(withTiles(r, fits).tiles()).isSameAs(fits);
        counts[n - 1] = 1;
        TileLayout oneTooMany = empty.rebuilt(counts, new boolean[n]);
        assertThatThrownBy(() -> withTiles(r, oneTooMany)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("tiles: its last offset (triangleCount()) is " + (m.triangleCount() + 1)
                        + ", expected navMesh.triangleCount() = " + m.triangleCount());
    }

    private static BakeResult withTiles(BakeResult r, TileLayout tiles) {
        return new BakeResult(r.navMesh(), r.field(), r.areas(), r.grid(), r.cellsSampled(), r.walkableSpans(),
                r.stageMillis(), r.totalMillis(), r.warnings(), tiles);
    }
}
