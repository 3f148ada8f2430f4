package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
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
 * The radius-dependent stages of a tiled bake ({@link BakeConfig#tileSize} &gt; 0): the field
 * before erosion is cut into square tiles; each tile is eroded from its cells plus a border
 * ({@link TileErosion}) and meshed on its own ({@link FieldMesher#meshTile}), tile by tile in
 * parallel, end to end; the tiles' eroded cells make the grid's eroded field and the tiles are
 * stitched into one mesh ({@link TileStitcher}), triangles ordered by tile. The result is the
 * same whatever the number of threads: a tile depends only on its window's cells, and tiles are
 * joined in tile order. Stateless and thread-safe.
 */
final class TiledMesher {
    private TiledMesher() {
    }

    /**
     * A tiled mesh: the mesh, its tiles, every tile's triangles before stitching, every tile's
     * eroded cells, and the eroded field of the grid they make.
     */
    record Tiled(NavMesh mesh, TileLayout layout, TileTriangles[] tiles, WalkableField[] cores, WalkableField eroded) {
    }

    /**
     * Erodes and meshes every tile of a sampled field and stitches them.
     *
     * @param sampled   the sampling of the whole grid; not null, unaffected
     * @param cfg       the agent and tile size (&gt; 0); not null
     * @param progress  receives 0..1 on the calling thread; not null
     * @param cancelled polled on the calling thread; not null
     * @param nanos     receives the workers' nanoseconds eroding (element 0) and meshing (1); modified
     * @return the tiled mesh; never null
     * @throws BakeCancelledException when cancelled
     * @throws IllegalStateException  when no tile has a triangle
     */
    static Tiled mesh(SampledField sampled, BakeConfig cfg, DoubleConsumer progress, BooleanSupplier cancelled,
                      long[] nanos) {
        TileLayout empty = layout(sampled.grid().cells(), cfg.tileSize());
        int n = empty.tileCount();
        TileTriangles[] tiles = new TileTriangles[n];
        WalkableField[] cores = new WalkableField[n];
        boolean[] all = new boolean[n];
        Arrays.fill(all, true);
        bakeTiles(sampled, cfg, empty, all, null, cores, tiles, new boolean[n], progress, cancelled, nanos);
        WalkableField eroded = TileErosion.assemble(sampled.field(), empty, cores, cfg, cancelled);
        return assemble(eroded, cfg, sampled.areas(), tiles, cores, new int[n]);
    }

    /** The layout of a grid's tiles with no triangles yet. */
    static TileLayout layout(CellGrid grid, int tileSize) {
        int tx = (grid.width() + tileSize - 1) / tileSize, tz = (grid.depth() + tileSize - 1) / tileSize;
        return new TileLayout(grid, tileSize, new int[tx * tz + 1], new int[tx * tz]);
    }

    /**
     * Erodes the chosen tiles of a sampled field and meshes those whose eroded cells differ from
     * before (all of them when there is no before), in parallel (on {@link Parallel#threads} workers).
     *
     * @param erode   per tile, whether to erode it again; unaffected
     * @param before  per tile, its eroded cells before, or null for a first bake; unaffected
     * @param cores   receives every tile's eroded cells (before's for the tiles not eroded); modified
     * @param tiles   holds the tiles' triangles before; receives those of the tiles meshed; modified
     * @param meshed  receives, per tile, whether it was meshed; modified
     * @param nanos   receives the workers' nanoseconds eroding (element 0) and meshing (1); modified
     */
    static void bakeTiles(SampledField sampled, BakeConfig cfg, TileLayout layout, boolean[] erode,
                          WalkableField[] before, WalkableField[] cores, TileTriangles[] tiles, boolean[] meshed,
                          DoubleConsumer progress, BooleanSupplier cancelled, long[] nanos) {
        int[] chosen = new int[tiles.length];
        int n = 0;
        for (int i = 0; i < tiles.length; i++) {
            if (erode[i]) {
                chosen[n++] = i;
            } else {
                cores[i] = before[i];
            }
        }
        float[][] posts = TileErosion.postsByTile(sampled.posts(), layout, TileErosion.border(cfg));
        AtomicLong erodeNanos = new AtomicLong();
        AtomicLong meshNanos = new AtomicLong();
        AtomicBoolean abort = new AtomicBoolean();
        int count = n;
        Parallel.run(count, k -> {
            int tile = chosen[k];
            long t0 = System.nanoTime();
            WalkableField core = TileErosion.erodeTile(sampled, posts == null ? null : posts[tile], cfg, layout, tile);
            long t1 = System.nanoTime();
            cores[tile] = core;
            if (before == null || !FieldCrop.sameCells(before[tile], core, 0, 0, core.grid.width(), core.grid.depth())) {
                meshed[tile] = true;
                try {
                    tiles[tile] = FieldMesher.meshTile(core, cfg, sampled.areas(), abort::get);
                } catch (CancellationException e) {
                    tiles[tile] = TileTriangles.EMPTY;
                }
            }
            erodeNanos.addAndGet(t1 - t0);
            meshNanos.addAndGet(System.nanoTime() - t1);
        }, abort, cancelled, "mesh", done -> progress.accept(0.8 * done / count));
        nanos[0] += erodeNanos.get();
        nanos[1] += meshNanos.get();
    }

    /**
     * Stitches the tiles into one mesh with the field's height detail; the detail is compacted on
     * {@link Parallel#threads} workers.
     *
     * @param field   the eroded field of the grid; not null, kept
     * @param cores   per tile, its eroded cells; not null, kept
     * @param version per tile, its version; unaffected
     */
    static Tiled assemble(WalkableField field, BakeConfig cfg, AreaTable areas, TileTriangles[] tiles,
                          WalkableField[] cores, int[] version) {
        NavMeshBuilder b = new NavMeshBuilder();
        int[] counts = TileStitcher.stitch(field.grid, cfg.tileSize(), tiles, 0.5f * cfg.agentHeight(), b);
        b.areaTable(areas);
        b.heightDetail(FieldMesher.detail(field), FieldMesher.detailTolerance(cfg));
        NavMesh mesh = build(b);
        int[] start = new int[tiles.length + 1];
        for (int i = 0; i < tiles.length; i++) {
            start[i + 1] = start[i] + counts[i];
        }
        return new Tiled(mesh, new TileLayout(field.grid, cfg.tileSize(), start, version), tiles, cores, field);
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
