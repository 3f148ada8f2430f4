package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.bake.TileIO;
import org.jme3navmesh.bake.TiledBake;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshFormatException;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.TileLayout;
import org.junit.jupiter.api.Test;

/** Tiles saved, unloaded and loaded again; paths into an unloaded tile end at the loaded border. */
class StreamedTilesTest {
    private static final BakeConfig CFG = BakeConfig.defaults().withTileSize(32);

    private static TiledBake bake(BakeConfig cfg) {
        return TiledBake.bake(new NavMeshBaker(2), new TriangleSceneSampler(TestScenes.triangles("maze.obj")), cfg,
                BakeProgressListener.NONE, () -> false);
    }

    @Test
    void anUnloadedTileEndsPathsPartialAtItsBorderAndLoadsBackAsItWas() throws IOException {
        TiledBake world = bake(CFG);
        TileLayout tiles = world.tiles();
        int tile = tiles.tileAt(30f, 30f);
        assertThat(tiles.triangleCount(tile)).isPositive();
        byte[] saved = save(world, tile);

        TiledBake without = world.withoutTile(tile);
        assertThat(without.tiles().triangleCount(tile)).isZero();
        assertThat(without.tiles().version(tile)).isEqualTo(tiles.version(tile) + 1);
        int[] c = tiles.cells(tile);
        float cs = tiles.grid().cellSize();
        float x0 = tiles.grid().minX() + c[0] * cs, x1 = tiles.grid().minX() + c[2] * cs;
        float z0 = tiles.grid().minZ() + c[1] * cs, z1 = tiles.grid().minZ() + c[3] * cs;
        NavMeshQuery q = new NavMeshQuery(without.navMesh());
        PathResult p = new PathResult();
        // From the maze's corner cell into the middle of the unloaded tile.
        q.findPath(2f, 0f, 2f, 0.5f * (x0 + x1), 0f, 0.5f * (z0 + z1), QueryFilter.defaults(),
                GoalPolicy.NEAREST_REACHABLE, p);
        assertThat(p.status()).isEqualTo(PathStatus.PARTIAL);
        float ex = p.waypointX(p.waypointCount() - 1), ez = p.waypointZ(p.waypointCount() - 1);
        float outside = Math.max(Math.max(x0 - ex, ex - x1), Math.max(z0 - ez, ez - z1));
        assertThat(outside).as("end (%s, %s) to the tile [%s, %s] x [%s, %s]", ex, ez, x0, x1, z0, z1)
                .isBetween(0f, 2f);

        TiledBake loaded = without.withTile(tile, TileIO.read(new ByteArrayInputStream(saved), without, tile));
        assertThat(bytes(loaded.navMesh())).isEqualTo(bytes(world.navMesh()));
    }

    @Test
    void aTileOfAnotherWorldIsRefusedSayingWhy() throws IOException {
        TiledBake world = bake(CFG);
        byte[] saved = save(world, 5);
        TiledBake finer = bake(CFG.withCellSize(0.25f));
        assertThatThrownBy(() -> TileIO.read(new ByteArrayInputStream(saved), finer, 5))
                .isInstanceOf(NavMeshFormatException.class).hasMessageContaining("cell size is 0.3 m")
                .hasMessageContaining("this world's is 0.25 m");
        TiledBake wider = bake(CFG.withAgentRadius(0.6f));
        assertThatThrownBy(() -> TileIO.read(new ByteArrayInputStream(saved), wider, 5))
                .hasMessageContaining("agent radius");
        assertThatThrownBy(() -> TileIO.read(new ByteArrayInputStream(saved), world, 6))
                .hasMessageContaining("holds tile 5");
        saved[saved.length / 2] ^= 0x40;
        assertThatThrownBy(() -> TileIO.read(new ByteArrayInputStream(saved), world, 5))
                .isInstanceOf(NavMeshFormatException.class).hasMessageContaining("checksum");
        assertThatThrownBy(() -> TileIO.read(new ByteArrayInputStream(java.util.Arrays.copyOf(saved, 30)), world, 5))
                .isInstanceOf(NavMeshFormatException.class).hasMessageContaining("truncated");
    }

    private static byte[] save(TiledBake bake, int tile) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        TileIO.write(bake, tile, out);
        return out.toByteArray();
    }

    private static byte[] bytes(NavMesh m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        return out.toByteArray();
    }
}
