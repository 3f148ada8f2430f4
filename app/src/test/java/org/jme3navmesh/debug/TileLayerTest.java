package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.stream.IntStream;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.sim.TileSquares;
import org.junit.jupiter.api.Test;

/** Layer T: tile borders drawn on the surface, and the tiles of the last change flashing, then fading out. */
class TileLayerTest {
    /** A 10 m square of 1 m cells at y = 2, cut into 4 m tiles from its corner. */
    private static final NavMesh FLOOR = TestMeshes.grid(10, 10, 1f, 2f);
    private static final TileSquares TILES = new TileSquares(0f, 0f, 4f, 3, 3);

    /** A view whose version and last change the test sets. */
    private static final class View implements NavMeshView {
        int version = 1;
        int changeVersion = -1;
        int[] rebuilt = new int[0];
        TileSquares tiles = TILES;

        @Override
        public NavMesh mesh() { return FLOOR; }

        @Override
        public int version() { return version; }

        @Override
        public TileSquares tiles() { return tiles; }

        @Override
        public int[] changedSince(int v) { return new int[0]; }

        @Override
        public int lastChangeVersion() { return changeVersion; }

        @Override
        public int[] lastRebuiltTiles() { return rebuilt; }
    }

    @Test
    void bordersFollowTheSurfaceAlongEveryTileEdgeOnce() {
        int[] all = IntStream.range(0, FLOOR.triangleCount()).toArray();
        Mesh m = TileLayer.borders(FLOOR, all, all.length, TILES, 0.1f);
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        double length = 0;
        for (int i = 0; i + 6 <= p.limit(); i += 6) {
            assertThat(p.get(i + 1)).isEqualTo(2.1f);
            assertThat(p.get(i + 4)).isEqualTo(2.1f);
            boolean alongX = p.get(i) == p.get(i + 3) && p.get(i) % 4f == 0f;
            boolean alongZ = p.get(i + 2) == p.get(i + 5) && p.get(i + 2) % 4f == 0f;
            assertThat(alongX || alongZ).as("segment %d lies on a tile edge", i / 6).isTrue();
            length += Math.hypot(p.get(i + 3) - p.get(i), p.get(i + 5) - p.get(i + 2));
        }
        // the lines x = 0, 4, 8 and z = 0, 4, 8 each cross the 10 m floor once
        assertThat(length).isCloseTo(60.0, org.assertj.core.data.Offset.offset(1e-4));
    }

    @Test
    void theTilesOfTheLastChangeFlashAndFadeOut() {
        View view = new View();
        TileLayer tiles = new TileLayer(new DebugMaterials(new DesktopAssetManager(true)), view);
        DebugLayer layer = tiles.layer();
        assertThat(layer.keyLabel()).isEqualTo("T");
        layer.refresh();
        Node node = (Node) layer.spatial();
        assertThat(node.getChild("tile-borders")).isNotNull();
        assertThat(tiles.flash()).as("nothing changed yet").isNull();

        view.version = 2;
        view.changeVersion = 2;
        view.rebuilt = new int[] {4}; // the middle tile: x and z in [4, 8)
        layer.refresh();
        Geometry flash = tiles.flash();
        assertThat(flash).isNotNull();
        assertThat(flash.getParent()).isSameAs(node);
        assertThat(flash.getMesh().getTriangleCount()).as("the 16 cells of the middle tile").isEqualTo(32);
        ColorRGBA start = ((ColorRGBA) flash.getMaterial().getParam("Color").getValue()).clone();

        node.updateLogicalState(TileLayer.FLASH_SECONDS / 2);
        assertThat(tiles.flash()).isNotNull();
        ColorRGBA half = (ColorRGBA) flash.getMaterial().getParam("Color").getValue();
        assertThat(half.a).isLessThan(start.a).isGreaterThan(0f);
        node.updateLogicalState(TileLayer.FLASH_SECONDS);
        assertThat(tiles.flash()).as("faded out").isNull();

        view.version = 3; // a version whose change rebuilt no tiles of its own (e.g. a new bake): no flash
        layer.refresh();
        assertThat(tiles.flash()).isNull();
    }

    /**
     * A rebuilt tile that holds no triangle of the drawing (no triangle's centroid lies in it: here a tile beside the
     * floor; in the demo, a tile that a gate's or a crate's change touched only at its edge) flashes nothing, and the
     * other rebuilt tiles still flash. It threw a NullPointerException from the demo's render thread.
     */
    @Test
    void aRebuiltTileWithoutTrianglesFlashesNothing() {
        View view = new View();
        view.tiles = new TileSquares(0f, 0f, 4f, 4, 4); // column 3 (x in [12, 16)) lies beside the 10 m floor
        TileLayer tiles = new TileLayer(new DebugMaterials(new DesktopAssetManager(true)), view);
        DebugLayer layer = tiles.layer();
        layer.refresh();
        view.version = 2;
        view.changeVersion = 2;
        view.rebuilt = new int[] {3, 5}; // tile 3: empty; tile 5: x and z in [4, 8)
        layer.refresh();
        assertThat(tiles.borderChunks().trianglesOf(3)).isEmpty();
        assertThat(tiles.flash()).isNotNull();
        assertThat(tiles.flash().getMesh().getTriangleCount()).as("the 16 cells of tile 5").isEqualTo(32);

        view.version = 3;
        view.changeVersion = 3;
        view.rebuilt = new int[] {3};
        layer.refresh();
        assertThat(tiles.flash()).as("nothing to flash").isNull();
    }

    @Test
    void aColourMaterialKeepsItsOwnCopyOfTheColour() {
        ColorRGBA c = new ColorRGBA(0.2f, 0.4f, 0.6f, 1f);
        com.jme3.material.Material m = new DebugMaterials(new DesktopAssetManager(true)).color(c);
        c.set(1f, 0f, 0f, 1f); // as if someone changed a shared constant of DebugColors
        assertThat((ColorRGBA) m.getParam("Color").getValue()).isEqualTo(new ColorRGBA(0.2f, 0.4f, 0.6f, 1f));
    }
}
