package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TileLayoutTest {
    /** 70 x 40 cells in tiles of 32: 3 x 2 tiles, the last column and row partial. */
    private static final CellGrid GRID = new CellGrid(10f, -5f, 0.5f, 70, 40);

    @Test
    void trianglesMapToTheirTilesThroughEmptyTiles() {
        // tiles 0..5 own 3, 0, 0, 2, 1, 0 triangles
        TileLayout l = new TileLayout(GRID, 32, new int[] {0, 3, 3, 3, 5, 6, 6}, new int[6]);
        assertThat(l.tilesX()).isEqualTo(3);
        assertThat(l.tilesZ()).isEqualTo(2);
        assertThat(l.triangleCount()).isEqualTo(6);
        int[] expected = {0, 0, 0, 3, 3, 4};
        for (int t = 0; t < 6; t++) {
            assertThat(l.tileOf(t)).as("triangle %d", t).isEqualTo(expected[t]);
            assertThat(l.triangle(l.ref(t))).isEqualTo(t);
        }
        assertThat(l.triangleCount(1)).isZero();
        assertThat(l.firstTriangle(3)).isEqualTo(3);
        assertThat(l.cells(5)).containsExactly(64, 32, 70, 40);
        assertThat(l.tileAt(10f + 33 * 0.5f, -5f + 1 * 0.5f)).isEqualTo(1);
        assertThat(l.tileAt(9f, 0f)).isEqualTo(-1);
        assertThatThrownBy(() -> l.tileOf(6)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void aRebuiltTileRefusesItsOldReferencesAndTheOthersKeepTheirs() {
        TileLayout l = new TileLayout(GRID, 32, new int[] {0, 3, 3, 3, 5, 6, 6}, new int[6]);
        long inTile0 = l.ref(2);
        long inTile3 = l.ref(4);
        long inTile4 = l.ref(5);
        TileLayout after = l.rebuilt(new int[] {5, 0, 1, 2, 1, 0}, new boolean[] {true, false, true, false, false, false});
        assertThat(after.version(0)).isEqualTo(1);
        assertThat(after.version(3)).isZero();
        assertThat(after.triangle(inTile0)).isEqualTo(-1);
        assertThat(after.triangle(inTile3)).isEqualTo(after.firstTriangle(3) + 1).isEqualTo(7);
        assertThat(after.triangle(inTile4)).isEqualTo(8);
        assertThat(TileLayout.refTile(inTile3)).isEqualTo(3);
        assertThat(TileLayout.refLocal(inTile3)).isEqualTo(1);
    }

    @Test
    void badArraysAreRefused() {
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[6], new int[6]))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {0, 3, 2, 3, 5, 6, 6}, new int[6]))
                .hasMessageContaining("tile 1");
        assertThatThrownBy(() -> new TileLayout(GRID, 0, new int[2], new int[1]))
                .hasMessageContaining("tileSize");
    }

    @Test
    void offsetsNotStartingAtZeroOrDecreasingAreRefusedNamingTheArrayTheIndexAndTheValue() {
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {1, 3, 3, 3, 5, 6, 6}, new int[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("triStart[0] = 1: expected 0");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {-2, 3, 3, 3, 5, 6, 6}, new int[6]))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("triStart[0] = -2: expected 0");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {0, 3, 2, 3, 5, 6, 6}, new int[6]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("triStart[2] = 2 is below triStart[1] = 3: offsets must not decrease (tile 1)");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[6], new int[6]))
                .hasMessage("triStart has 6 offsets, expected tileCount() + 1 = 7");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[7], new int[5]))
                .hasMessage("version has 5 entries, expected tileCount() = 6");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {0, 0, 1 << 22, 1 << 22, 1 << 22, 1 << 22, 1 << 22},
                new int[6])).hasMessage("triStart[2] - triStart[1] = 4194304 triangles in tile 1: at most 4194303");
    }

    @Test
    void negativeVersionsAreRefusedNamingTheTileAndTheValue() {
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[] {0, 3, 3, 3, 5, 6, 6}, new int[] {0, 1, -1, 0, 0, 0}))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("version[2] = -1 (tile 2): expected >= 0");
        assertThatThrownBy(() -> new TileLayout(GRID, 32, new int[7], new int[] {0, 0, 0, 0, 0, Integer.MIN_VALUE}))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("version[5] = -2147483648 (tile 5): expected >= 0");
        assertThat(new TileLayout(GRID, 32, new int[7], new int[] {0, 0, 0, 0, 0, Integer.MAX_VALUE}).version(5))
                .isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void aVersionRebuiltPastTheLargestIntStartsAgainAtZeroAndStillRefusesOldReferences() {
        TileLayout l = new TileLayout(GRID, 32, new int[] {0, 3, 3, 3, 5, 6, 6},
                new int[] {Integer.MAX_VALUE, 0, 0, 0, 0, 0});
        long old = l.ref(1);
        TileLayout after = l.rebuilt(new int[] {3, 0, 0, 2, 1, 0}, new boolean[] {true, false, false, false, false, false});
        assertThat(after.version(0)).isZero();
        assertThat(after.triangle(old)).isEqualTo(-1);
        assertThat(after.triangle(after.ref(1))).isEqualTo(1);
    }

    @Test
    void rebuiltRefusesCountsThatDoNotFitTheTilesNamingTheArrayTheIndexAndTheValue() {
        TileLayout l = new TileLayout(GRID, 32, new int[] {0, 3, 3, 3, 5, 6, 6}, new int[6]);
        boolean[] none = new boolean[6];
        assertThatThrownBy(() -> l.rebuilt(new int[] {5, 0, -1, 2, 1, 0}, none))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("triCounts[2] = -1: expected 0 .. 4194303");
        assertThatThrownBy(() -> l.rebuilt(new int[] {5, 0, 1 << 22, 2, 1, 0}, none))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("triCounts[2] = 4194304: expected 0 .. 4194303");
        assertThatThrownBy(() -> l.rebuilt(new int[] {5, 0, 1, 2, 1}, none))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("triCounts has 5 entries, expected tileCount() = 6");
        assertThatThrownBy(() -> l.rebuilt(new int[6], new boolean[7]))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("rebuilt has 7 entries, expected tileCount() = 6");
        assertThat(l.rebuilt(new int[] {5, 0, 1, 2, 1, 0}, none).triangleCount()).isEqualTo(9);
    }

    @Test
    void rebuiltRefusesCountsAddingUpPastAnInt() {
        CellGrid wide = new CellGrid(0f, 0f, 0.5f, 1024, 1);
        TileLayout l = new TileLayout(wide, 1, new int[1025], new int[1024]);
        int[] counts = new int[1024];
        java.util.Arrays.fill(counts, (1 << 22) - 1);
        assertThatThrownBy(() -> l.rebuilt(counts, new boolean[1024])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("triCounts add up to").hasMessageContaining("more than " + Integer.MAX_VALUE);
    }
}
