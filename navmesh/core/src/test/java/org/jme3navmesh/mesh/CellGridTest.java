package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Cell index and world/cell conversions of {@link CellGrid}, with and without a lattice offset. */
class CellGridTest {
    @Test
    void cellsAndCentresOfAnAnchoredGrid() {
        CellGrid g = new CellGrid(-2f, 3f, 0.5f, 8, 6);
        assertThat(g.cellCount()).isEqualTo(48);
        assertThat(g.index(3, 2)).isEqualTo(19);
        assertThat(g.centerX(0)).isEqualTo(-1.75f);
        assertThat(g.centerZ(5)).isEqualTo(5.75f);
        assertThat(g.cellAt(-1.99f, 3.01f)).isEqualTo(0);
        assertThat(g.cellAt(1.99f, 5.99f)).isEqualTo(47);
        assertThat(g.cellAt(2f, 4f)).isEqualTo(-1);
        assertThat(g.cellAt(-2.01f, 4f)).isEqualTo(-1);
        assertThat(g.minX()).isEqualTo(-2f);
        assertThat(g.anchored()).isSameAs(g);
    }

    @Test
    void subGridKeepsTheLatticeAndItsOwnIndices() {
        CellGrid g = new CellGrid(0.1f, -0.7f, 0.3f, 100, 80);
        CellGrid sub = g.subGrid(37, 21, 10, 5);
        assertThat(sub.x0()).isEqualTo(37);
        assertThat(sub.z0()).isEqualTo(21);
        for (int iz = 0; iz < sub.depth(); iz++) {
            for (int ix = 0; ix < sub.width(); ix++) {
                assertThat(sub.centerX(ix)).isEqualTo(g.centerX(37 + ix));
                assertThat(sub.centerZ(iz)).isEqualTo(g.centerZ(21 + iz));
                assertThat(sub.cellAt(sub.centerX(ix), sub.centerZ(iz))).isEqualTo(sub.index(ix, iz));
            }
        }
        assertThat(sub.cellAt(g.centerX(36), g.centerZ(22))).isEqualTo(-1);
        assertThat(sub.columnAt(g.centerX(36))).isEqualTo(-1);
        assertThat(sub.anchored().centerX(4)).isCloseTo(sub.centerX(4), org.assertj.core.data.Offset.offset(1e-5f));
        assertThat(sub.anchored().x0()).isZero();
        assertThat(sub.subGrid(2, 1, 3, 3).centerZ(0)).isEqualTo(g.centerZ(22));
    }

    @Test
    void farPointsSaturateAndBadGridsAreRefused() {
        CellGrid g = new CellGrid(0f, 0f, 1f, 4, 4).subGrid(1, 1, 3, 3);
        assertThat(g.columnAt(-1e30f)).isEqualTo(Integer.MIN_VALUE);
        assertThat(g.rowAt(1e30f)).isEqualTo(Integer.MAX_VALUE);
        assertThat(g.cellAt(-1e30f, 1e30f)).isEqualTo(-1);
        assertThatThrownBy(() -> new CellGrid(0f, 0f, 0f, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CellGrid(0f, 0f, 1f, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CellGrid(Float.NaN, 0f, 1f, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CellGrid(0f, 0f, 1f, -1, 0, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> g.subGrid(1, 1, 3, 3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new HeightDetail(g, new int[10], new float[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("anchored");
    }
}
