package org.jme3navmesh.bake;

import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

import org.jme3navmesh.bake.mesher.FieldMesher;
import org.jme3navmesh.bake.mesher.TileTriangles;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.TileLayout;

/**
 * The mesh stage of a tiled bake ({@link BakeConfig#tileSize} &gt; 0): the eroded field is cut
 * into square tiles, each tile's cells are meshed on their own ({@link FieldMesher#meshTile}), in
 * parallel, and the tiles are stitched into one mesh ({@link TileStitcher}), triangles ordered by
 * tile. The erosion runs over the whole field before, so a tile's walkable cells are exactly those
 * of a bake without tiles. The result is the same whatever the number of threads: tiles are
 * independent and joined in tile order. Stateless and thread-safe.
 */
final class TiledMesher {
    private TiledMesher() {
    }

    /** A tiled mesh: the mesh, its tiles, and every tile's triangles before stitching. */
    record Tiled(NavMesh mesh, TileLayout layout, TileTriangles[] tiles) {
    }

    /**
     * Meshes every tile of an eroded field and stitches them.
     *
     * @param field     the eroded field of the whole grid; not null, unaffected
     * @param cfg       the agent and tile size (&gt; 0); not null
     * @param areas     the area table; not null
     * @param progress  receives 0..1 on the calling thread; not null
     * @param cancelled polled on the calling thread; not null
     * @return the tiled mesh; never null
     * @throws BakeCancelledException when cancelled
     * @throws IllegalStateException  when no tile has a triangle
     */
    static Tiled mesh(WalkableField field, BakeConfig cfg, AreaTable areas, DoubleConsumer progress,
                      BooleanSupplier cancelled) {
        TileLayout empty = layout(field.grid, cfg.tileSize());
        TileTriangles[] tiles = new TileTriangles[empty.tileCount()];
        boolean[] all = new boolean[tiles.length];
        java.util.Arrays.fill(all, true);
        meshTiles(field, cfg, areas, empty, all, tiles, progress, cancelled);
        int[] version = new int[tiles.length];
        return assemble(field, cfg, areas, tiles, version);
    }

    /** The layout of a grid's tiles with no triangles yet. */
    static TileLayout layout(CellGrid grid, int tileSize) {
        int tx = (grid.width() + tileSize - 1) / tileSize, tz = (grid.depth() + tileSize - 1) / tileSize;
        return new TileLayout(grid, tileSize, new int[tx * tz + 1], new int[tx * tz]);
    }

    /**
     * Meshes the chosen tiles of a field in parallel (on {@link Parallel#threads} workers).
     *
     * @param which per tile, whether to mesh it; unaffected
     * @param tiles receives the triangles of each chosen tile; modified
     */
    static void meshTiles(WalkableField field, BakeConfig cfg, AreaTable areas, TileLayout layout, boolean[] which,
                          TileTriangles[] tiles, DoubleConsumer progress, BooleanSupplier cancelled) {
        int[] chosen = new int[tiles.length];
        int n = 0;
        for (int i = 0; i < tiles.length; i++) {
            if (which[i]) {
                chosen[n++] = i;
            }
        }
        AtomicBoolean abort = new AtomicBoolean();
        int count = n;
        Parallel.run(count, k -> {
            int tile = chosen[k];
            int[] c = layout.cells(tile);
            WalkableField f = FieldCrop.crop(field, c[0], c[1], c[2] - c[0], c[3] - c[1]);
            try {
                tiles[tile] = FieldMesher.meshTile(f, cfg, areas, abort::get);
            } catch (CancellationException e) {
                tiles[tile] = TileTriangles.EMPTY;
            }
        }, abort, cancelled, "mesh", done -> progress.accept(0.8 * done / count));
    }

    /**
     * Stitches the tiles into one mesh with the field's height detail; the detail is compacted on
     * {@link Parallel#threads} workers.
     *
     * @param version per tile, its version; unaffected
     */
    static Tiled assemble(WalkableField field, BakeConfig cfg, AreaTable areas, TileTriangles[] tiles, int[] version) {
        NavMeshBuilder b = new NavMeshBuilder();
        int[] counts = TileStitcher.stitch(field.grid, cfg.tileSize(), tiles, 0.5f * cfg.agentHeight(), b);
        b.areaTable(areas);
        b.heightDetail(FieldMesher.detail(field), FieldMesher.detailTolerance(cfg));
        NavMesh mesh = build(b);
        int[] start = new int[tiles.length + 1];
        for (int i = 0; i < tiles.length; i++) {
            start[i + 1] = start[i] + counts[i];
        }
        return new Tiled(mesh, new TileLayout(field.grid, cfg.tileSize(), start, version), tiles);
    }

    /** Builds the mesh, its detail compacted on a pool of {@link Parallel#threads} workers. */
    private static NavMesh build(NavMeshBuilder b) {
        ForkJoinPool pool = new ForkJoinPool(Parallel.threads());
        try {
            return pool.submit(b::build).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new BakeCancelledException("mesh (interrupted)");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof RuntimeException re) {
                throw re;
            }
            if (c instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException("tiled mesh build failed", c);
        } finally {
            pool.shutdown();
        }
    }
}
