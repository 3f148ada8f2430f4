package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;

import org.jme3navmesh.bake.mesher.FieldMesher;
import org.jme3navmesh.bake.mesher.TileTriangles;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.TileLayout;

/**
 * The radius-dependent stages of a tiled bake ({@link BakeConfig#tileSize} &gt; 0): the field
 * before erosion is cut into square tiles; in two parallel passes over the tiles, each tile is
 * eroded from its cells plus a border, then rid of small islands and meshed on its own
 * ({@link TileErosion}, {@link FieldMesher#meshTile}); the tiles' eroded cells make the grid's
 * eroded field and the tiles are stitched into one mesh ({@link TileStitcher}), triangles ordered
 * by tile. The result is the same whatever the number of threads: a tile depends only on its
 * window's cells, and tiles are joined in tile order. Stateless and thread-safe.
 */
final class TiledMesher {
    private TiledMesher() {
    }

    /**
     * A tiled mesh: the mesh, its tiles, every tile's triangles before stitching, and the eroded
     * field of the grid.
     */
    record Tiled(NavMesh mesh, TileLayout layout, TileTriangles[] tiles, WalkableField eroded) {
    }

    /**
     * Erodes and meshes every tile of a sampled field and stitches them.
     *
     * @param sampled   the sampling of the whole grid; not null; its field is eroded in place
     *                  (modified) when {@code reuse}, else unaffected
     * @param cfg       the agent and tile size (&gt; 0); not null
     * @param reuse     whether the eroded field may take over the sampled field's arrays (a bake
     *                  that does not keep the sampling), to save memory
     * @param progress  receives 0..1 on the calling thread; not null
     * @param cancelled polled on the calling thread; not null
     * @param nanos     receives the workers' nanoseconds eroding (element 0) and meshing (1); modified
     * @return the tiled mesh; never null
     * @throws BakeCancelledException when cancelled
     * @throws IllegalStateException  when no tile has a triangle
     */
    static Tiled mesh(SampledField sampled, BakeConfig cfg, boolean reuse, DoubleConsumer progress,
                      BooleanSupplier cancelled, long[] nanos) {
        TileLayout empty = layout(sampled.grid().cells(), cfg.tileSize());
        int n = empty.tileCount();
        TileTriangles[] tiles = new TileTriangles[n];
        boolean[] all = new boolean[n];
        Arrays.fill(all, true);
        WalkableField eroded = bakeTiles(sampled, cfg, empty, all, null, tiles, new boolean[n], reuse, progress,
                cancelled, nanos);
        return assemble(eroded, cfg, sampled.areas(), tiles, new int[n]);
    }

    /** The layout of a grid's tiles with no triangles yet. */
    static TileLayout layout(CellGrid grid, int tileSize) {
        int tx = (grid.width() + tileSize - 1) / tileSize, tz = (grid.depth() + tileSize - 1) / tileSize;
        return new TileLayout(grid, tileSize, new int[tx * tz + 1], new int[tx * tz]);
    }

    /**
     * Erodes the chosen tiles of a sampled field and meshes those whose eroded cells differ from
     * before (all of them when there is no before), in parallel (on {@link Parallel#threads}
     * workers), and puts the grid's eroded field together ({@link TileErosion#link}). The first
     * pass erodes the chosen tiles and their neighbours ({@link TileErosion#erodeWindow}), whose
     * cells the islands of a chosen tile may reach; the second rids the chosen tiles of small
     * islands ({@link IslandFilter#smallIslandSpans}) and meshes them.
     *
     * @param erode   per tile, whether to erode it again; unaffected
     * @param before  the grid's eroded field before, or null for a first bake; its cells give the
     *                tiles not eroded again; unaffected
     * @param tiles   holds the tiles' triangles before; receives those of the tiles meshed; modified
     * @param meshed  receives, per tile, whether it was meshed; modified
     * @param reuse   whether the eroded field may take over the sampled field's arrays
     * @param nanos   receives the workers' nanoseconds eroding (element 0) and meshing (1); modified
     * @return the grid's eroded field; never null
     */
    static WalkableField bakeTiles(SampledField sampled, BakeConfig cfg, TileLayout layout, boolean[] erode,
                                   WalkableField before, TileTriangles[] tiles, boolean[] meshed, boolean reuse,
                                   DoubleConsumer progress, BooleanSupplier cancelled, long[] nanos) {
        WalkableField pre = sampled.field();
        int spans = pre.spanCount();
        int[] area = new int[spans];
        float[] wx = new float[spans];
        float[] wz = new float[spans];
        float[][] posts = TileErosion.postsByTile(sampled.posts(), layout, TileErosion.erosionBorder(cfg));
        boolean[] reach = islandWindows(layout, erode);
        AtomicLong erodeNanos = new AtomicLong();
        AtomicLong meshNanos = new AtomicLong();
        AtomicBoolean abort = new AtomicBoolean();
        BooleanSupplier aborted = new BooleanSupplier() {
            @Override
            public boolean getAsBoolean() {
                return abort.get();
            }
        };
        int count = tiles.length;
        // Pass 1: the erosion of the tiles to erode and of their neighbours.
        Parallel.run(count, new IntConsumer() {
            @Override
            public void accept(int tile) {
                int[] c = layout.cells(tile);
                if (!reach[tile]) {
                    TileErosion.copyCells(before, pre, c, area, wx, wz);
                    return;
                }
                long t0 = System.nanoTime();
                WalkableField window = TileErosion.erodeWindow(sampled, posts == null ? null : posts[tile], cfg, layout, tile);
                TileErosion.copyCells(window, pre, c, area, wx, wz);
                erodeNanos.addAndGet(System.nanoTime() - t0);
            }
        }, abort, cancelled, "erode", new TileProgress(progress, 0, 0.3, count));
        WalkableField eroded = new WalkableField(pre.grid, pre.cellStart, pre.y, pre.slopeDeg, area, pre.neighbour);
        eroded.walls(wx, wz, AgentErosion.minClearance(cfg.agentRadius(), pre.grid.cellSize()));
        // Pass 2: the islands of the tiles to erode, then their meshes.
        int[][] drops = new int[count][];
        Parallel.run(count, new IntConsumer() {
            @Override
            public void accept(int tile) {
                if (!erode[tile]) {
                    return;
                }
                int[] c = layout.cells(tile);
                long t0 = System.nanoTime();
                drops[tile] = IslandFilter.smallIslandSpans(eroded, c);
                WalkableField core = TileErosion.withoutIslands(eroded, c, drops[tile]);
                long t1 = System.nanoTime();
                if (before == null || !FieldCrop.sameCells(FieldCrop.crop(before, c[0], c[1], c[2] - c[0], c[3] - c[1]),
                        core, 0, 0, core.grid.width(), core.grid.depth())) {
                    meshed[tile] = true;
                    try {
                        tiles[tile] = FieldMesher.meshTile(core, cfg, sampled.areas(), aborted);
                    } catch (CancellationException e) {
                        tiles[tile] = TileTriangles.EMPTY;
                    }
                }
                erodeNanos.addAndGet(t1 - t0);
                meshNanos.addAndGet(System.nanoTime() - t1);
            }
        }, abort, cancelled, "mesh", new TileProgress(progress, 0.3, 0.5, count));
        nanos[0] += erodeNanos.get();
        nanos[1] += meshNanos.get();
        // The islands go; a tile eroded only for its neighbours' islands keeps its cells from before.
        for (int tile = 0; tile < count; tile++) {
            if (drops[tile] != null) {
                for (int s : drops[tile]) {
                    area[s] = WalkableField.UNWALKABLE;
                }
            } else if (reach[tile]) {
                TileErosion.copyCells(before, pre, layout.cells(tile), area, wx, wz);
            }
        }
        return TileErosion.link(pre, area, wx, wz, cfg, reuse, cancelled);
    }

    /**
     * The tiles whose cells the islands of a tile to erode may reach
     * ({@link IslandFilter#smallIslandSpans}): those to erode and their neighbours.
     *
     * @param layout the tiles; not null
     * @param erode  per tile, whether to erode it; unaffected
     * @return per tile, whether its cells must be eroded; never null
     */
    private static boolean[] islandWindows(TileLayout layout, boolean[] erode) {
        boolean[] out = new boolean[erode.length];
        int size = layout.tileSize(), tx = layout.tilesX();
        for (int t = 0; t < erode.length; t++) {
            if (!erode[t]) {
                continue;
            }
            int[] w = TileErosion.window(layout, t, IslandFilter.MIN_ISLAND_SPANS);
            for (int z = w[1] / size; z <= (w[3] - 1) / size; z++) {
                for (int x = w[0] / size; x <= (w[2] - 1) / size; x++) {
                    out[x + z * tx] = true;
                }
            }
        }
        return out;
    }

    /**
     * Stitches the tiles into one mesh with the field's height detail; the detail is compacted on
     * {@link Parallel#threads} workers.
     *
     * @param field   the eroded field of the grid; not null, kept
     * @param version per tile, its version; unaffected
     */
    static Tiled assemble(WalkableField field, BakeConfig cfg, AreaTable areas, TileTriangles[] tiles, int[] version) {
        NavMeshBuilder b = new NavMeshBuilder();
        int[] counts = TileStitcher.stitch(field.grid, cfg.tileSize(), tiles, 0.5f * cfg.agentHeight(), b);
        b.areaTable(areas);
        NavMesh mesh = build(b, field, cfg);
        int[] start = new int[tiles.length + 1];
        for (int i = 0; i < tiles.length; i++) {
            start[i + 1] = start[i] + counts[i];
        }
        return new Tiled(mesh, new TileLayout(field.grid, cfg.tileSize(), start, version), tiles, field);
    }

    /**
     * Builds the mesh with the field's height detail, the detail gathered and compacted on a pool
     * of {@link Parallel#threads} workers.
     */
    private static NavMesh build(NavMeshBuilder b, WalkableField field, BakeConfig cfg) {
        ForkJoinPool pool = new ForkJoinPool(Parallel.threads(), CountedWorker.FACTORY, null, false);
        try {
            return pool.submit(new Callable<NavMesh>() {
                @Override
                public NavMesh call() {
                    return b.heightDetail(FieldMesher.detail(field), FieldMesher.detailTolerance(cfg)).build();
                }
            }).get();
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
            awaitWorkers(pool);
        }
    }

    /** Waits for a shut-down pool's workers to end, so that their CPU time is counted. */
    private static void awaitWorkers(ForkJoinPool pool) {
        try {
            pool.awaitTermination(1, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A fork-join worker that adds its CPU time to the bakes' ({@link Parallel#addCpu}) when it ends. */
    private static final class CountedWorker extends ForkJoinWorkerThread {
        /** Makes the pool's workers (a class rather than a lambda, as {@link Parallel#NO_PROGRESS} says why). */
        static final ForkJoinPool.ForkJoinWorkerThreadFactory FACTORY = new ForkJoinPool.ForkJoinWorkerThreadFactory() {
            @Override
            public ForkJoinWorkerThread newThread(ForkJoinPool pool) {
                return new CountedWorker(pool);
            }
        };
        private long cpu0;

        CountedWorker(ForkJoinPool pool) {
            super(pool);
            setDaemon(true);
        }

        @Override
        protected void onStart() {
            super.onStart();
            cpu0 = Parallel.threadCpu();
        }

        @Override
        protected void onTermination(Throwable exception) {
            Parallel.addCpu(Parallel.threadCpu() - cpu0);
            super.onTermination(exception);
        }
    }

    /** Progress of a pass over the tiles: offset + scale * done / count, to the bake's progress. */
    private static final class TileProgress implements IntConsumer {
        private final DoubleConsumer progress;
        private final double offset;
        private final double scale;
        private final int count;

        TileProgress(DoubleConsumer progress, double offset, double scale, int count) {
            this.progress = progress;
            this.offset = offset;
            this.scale = scale;
            this.count = count;
        }

        @Override
        public void accept(int done) {
            progress.accept(offset + scale * done / count);
        }
    }
}
