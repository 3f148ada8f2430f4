package org.jme3navmesh.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * The number of tiles is computed without int overflow: tiles that arrays (and int tile ids) can't hold are refused,
 * naming the grid and the tile size, instead of counting a negative or wrapped number of tiles.
 */
class TileSquaresTest {

    @Test
    void tooManyTilesForAnArrayAreRefusedNamingTheGridAndTheTileSize() {
        // 100000 x 100000 = 10^10 tiles: as an int product, 1410065408
        assertThatThrownBy(() -> new TileSquares(0f, 0f, 1f, 100_000, 100_000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("100000 x 100000 tiles of 1.0 m")
                .hasMessageContaining("10000000000 tiles")
                .hasMessageContaining("at most " + (Integer.MAX_VALUE - 8));
        // 65536 x 65536 = 2^32 tiles: as an int product, 0
        assertThatThrownBy(() -> new TileSquares(0f, 0f, 1f, 65_536, 65_536))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("65536 x 65536 tiles of 1.0 m");
        assertThatThrownBy(() -> new TileSquares(0f, 0f, 1f, 1, Integer.MAX_VALUE - 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 x " + (Integer.MAX_VALUE - 7) + " tiles");
    }

    @Test
    void theLargestCountAnArrayHoldsIsCountedExactly() {
        assertThat(new TileSquares(0f, 0f, 1f, 1, Integer.MAX_VALUE - 8).count()).isEqualTo(Integer.MAX_VALUE - 8);
        assertThat(new TileSquares(0f, 0f, 1f, 65_536, 32_767).count()).isEqualTo(65_536 * 32_767);
    }

    @Test
    void tilesOfOneMillimetreOverAKilometreSquareMeshAreRefused() {
        NavMeshBuilder b = new NavMeshBuilder();
        b.addVertex(0f, 0f, 0f);
        b.addVertex(0f, 0f, 1000f);
        b.addVertex(1000f, 0f, 1000f);
        b.addTriangle(0, 1, 2, 0, 0f);
        NavMesh mesh = b.build();
        assertThat(TileSquares.covering(mesh, 0f, 0f, 10f).count()).isEqualTo(101 * 101);
        assertThatThrownBy(() -> TileSquares.covering(mesh, 0f, 0f, 0.001f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tiles of 0.001 m")
                .hasMessageContaining("more than an array can hold");
    }

    @Test
    void aGridWiderThanHalfTheIntRangeIsCutIntoTheRightNumberOfColumns() {
        // width + cells - 1 is past Integer.MAX_VALUE: the columns are still ceil(width / cells) = 2
        CellGrid grid = new CellGrid(0f, 0f, 1f, Integer.MAX_VALUE - 2, 1);
        TileSquares tiles = TileSquares.of(grid, 1_500_000_000);
        assertThat(tiles.tilesX()).isEqualTo(2);
        assertThat(tiles.tilesZ()).isEqualTo(1);
        assertThat(TileSquares.of(new CellGrid(0f, 0f, 0.5f, 100, 64), 32))
                .isEqualTo(new TileSquares(0f, 0f, 16f, 4, 2));
    }
}
