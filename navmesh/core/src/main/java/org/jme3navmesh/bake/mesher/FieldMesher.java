package org.jme3navmesh.bake.mesher;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.HeightDetail;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;

/**
 * Turns the walkable spans of a {@link WalkableField} into a triangle {@link NavMesh}.
 *
 * <p>Pipeline: the walkable spans are split into single-layer regions of one area id and slope
 * band ({@link RegionPartitioner}); each region's boundary loops are traced along cell edges,
 * simplified to within about a cell and triangulated ({@link RegionOutliner} with
 * {@link ContourTracer} and {@link PolygonTriangulator}); the triangles are then improved with
 * Delaunay flips and refined where a triangle's plane strays too far from the sampled surface
 * ({@link HeightRefiner}); vertices the surface does not need are removed again
 * ({@link VertexDecimator}) and the whole mesh gets Delaunay flips ({@link EdgeFlipper}).
 * Vertices on grid corners are welded by corner and layer, and boundaries shared by two regions
 * simplify identically from both sides, so triangles of neighbouring regions share vertices and
 * become adjacent. The mesh keeps the field's walkable heights as
 * {@link HeightDetail}, so {@link NavMesh#heightAt} follows the sampled surface.
 *
 * <p>Coordinates are world space, metres, Y up. Stateless and thread-safe.
 */
public final class FieldMesher {
    /** Regions grow inside square tiles of this many cells, which bounds contour length. */
    static final int TILE = 128;
    /** Regions smaller than this many cells are merged into a neighbour where possible. */
    static final int MERGE_AREA = 400;
    /** Width of the slope bands regions keep to, degrees. */
    static final float SLOPE_BAND = 15f;
    /** Largest XZ deviation of a simplified contour, cells. */
    static final float MAX_EDGE_ERROR = 1.3f;

    /**
     * Progress that nobody reads (a tile's meshing). The bake's callbacks are classes, not lambdas:
     * a fresh JVM links each lambda on its first call, about a millisecond each.
     */
    private static final DoubleConsumer NO_PROGRESS = new DoubleConsumer() {
        @Override
        public void accept(double p) {
            // nobody reads it
        }
    };

    /** A cancellation flag that is never raised. */
    private static final BooleanSupplier NEVER = new BooleanSupplier() {
        @Override
        public boolean getAsBoolean() {
            return false;
        }
    };
    /** Counters that nobody reads. */
    private static final Consumer<Stats> NO_STATS = new Consumer<Stats>() {
        @Override
        public void accept(Stats stats) {
            // nobody reads them
        }
    };

    private FieldMesher() {
    }

    /**
     * Meshes the walkable spans of a field.
     *
     * @param field the sampled field, world space, metres; not null, not modified
     * @param cfg   the agent configuration the field was baked with (its agent height and step set the height
     *              tolerances); not null, unaffected
     * @param areas the area table; every walkable span's area id must be below {@code areas.count()}; not null,
     *              shared with the mesh
     * @return the navmesh, with height detail; never null
     * @throws NullPointerException     when an argument is null
     * @throws IllegalArgumentException when the field has no walkable span, or breaks its contract: a
     *                                  walkable span with an area id the table does not know, a
     *                                  non-finite height or a slope outside [0, 90], an asymmetric
     *                                  link or one that leaves the neighbouring cell, or a cell size
     *                                  that is not positive
     */
    public static NavMesh mesh(WalkableField field, BakeConfig cfg, AreaTable areas) {
        return mesh(field, cfg, areas, NO_PROGRESS, NEVER);
    }

    /**
     * Meshes the walkable spans of a field, reporting progress and honouring cancellation.
     *
     * @param field     the sampled field, world space, metres; not null, not modified
     * @param cfg       the agent configuration the field was baked with; not null, unaffected
     * @param areas     the area table; every walkable span's area id must be below {@code areas.count()}; not
     *                  null, shared with the mesh
     * @param progress  receives fractions from 0 to 1 on the calling thread; not null
     * @param cancelled polled between steps; when it returns true the bake stops; not null
     * @return the navmesh, with height detail; never null
     * @throws CancellationException    when {@code cancelled} returned true
     * @throws NullPointerException     when an argument is null
     * @throws IllegalArgumentException when the field breaks the contract of
     *                                  {@link #mesh(WalkableField, BakeConfig, AreaTable)}
     * @see #mesh(WalkableField, BakeConfig, AreaTable)
     */
    public static NavMesh mesh(WalkableField field, BakeConfig cfg, AreaTable areas,
                               DoubleConsumer progress, BooleanSupplier cancelled) {
        return mesh(field, cfg, areas, progress, cancelled, NO_STATS);
    }

    /** Counters of one bake, for tests and tuning. */
    record Stats(int regions, int triangles, int insertedVertices, int removedVertices, int flips, int retriedRegions,
                 int redoneRegions, int unfaithfulRegions, int failedTriangles) {
    }

    /** As the public overload, also handing the bake's {@link Stats} to {@code stats}. */
    static NavMesh mesh(WalkableField field, BakeConfig cfg, AreaTable areas, DoubleConsumer progress,
                        BooleanSupplier cancelled, Consumer<Stats> stats) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(areas, "areas");
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(cancelled, "cancelled");
        Objects.requireNonNull(stats, "stats");
        validate(field, areas);
        return new Run(field, cfg, areas, progress, cancelled, false).run(stats);
    }

    /**
     * Meshes the walkable spans of one tile of a tiled bake: a field cut to the tile's cells. Every
     * grid corner on the field's outer boundary that an outline passes is kept, so the outline
     * runs exactly along the tile's border there (vertices the surface does not need are removed
     * again only where the border runs straight through them), and the triangles can be stitched
     * to the neighbouring tiles'. A field with nothing walkable gives no triangles.
     *
     * @param field     the tile's field, eroded (its walls known; not checked); not null, not modified
     * @param cfg       the agent configuration the field was baked with; not null, unaffected
     * @param areas     the area table; not null, unaffected
     * @param cancelled polled between steps; not null
     * @return the triangles, positions in the field's doubled grid units, heights in world metres; never null
     * @throws CancellationException when {@code cancelled} returned true
     * @throws NullPointerException  when an argument is null
     * @throws IllegalArgumentException when the field breaks the contract of {@link #mesh}
     */
    public static TileTriangles meshTile(WalkableField field, BakeConfig cfg, AreaTable areas,
                                         BooleanSupplier cancelled) {
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(areas, "areas");
        Objects.requireNonNull(cancelled, "cancelled");
        if (field.walkableSpanCount() == 0) {
            return TileTriangles.EMPTY;
        }
        validate(field, areas);
        MeshSink sink = new Run(field, cfg, areas, NO_PROGRESS, cancelled, true).triangulate(null);
        return sink.toTile();
    }

    /**
     * Checks the field's contract: finite cell size; walkable spans with finite heights, slopes in
     * [0, 90] and known area ids; links symmetric, between walkable spans of 4-adjacent cells.
     *
     * @throws IllegalArgumentException naming the first violation, or when nothing is walkable
     */
    private static void validate(WalkableField f, AreaTable areas) {
        if (!(f.grid.cellSize() > 0f) || !Float.isFinite(f.grid.cellSize())) {
            throw new IllegalArgumentException("field cell size must be finite and > 0, got " + f.grid.cellSize());
        }
        int walkable = 0;
        for (int cz = 0, d = f.grid.depth(); cz < d; cz++) {
            walkable += validateRow(f, areas, cz);
        }
        if (walkable == 0) {
            throw new IllegalArgumentException("no walkable surface in the field ("
                    + f.grid.width() + "x" + f.grid.depth() + " cells, " + f.spanCount() + " spans)");
        }
    }

    /**
     * Checks the walkable spans of row cz ({@link #checkSpan}; a method per row: the bake validates
     * a tile once, too few times for the JIT to compile a loop over all its cells).
     *
     * @return the number of walkable spans in the row
     */
    private static int validateRow(WalkableField f, AreaTable areas, int cz) {
        int walkable = 0;
        for (int cx = 0, w = f.grid.width(); cx < w; cx++) {
            int c = cx + cz * w;
            for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
                if (f.area[s] >= 0) {
                    checkSpan(f, areas, s, cx, cz);
                    walkable++;
                }
            }
        }
        return walkable;
    }

    /** Checks walkable span s of cell (cx, cz): area, height, slope and links. */
    private static void checkSpan(WalkableField f, AreaTable areas, int s, int cx, int cz) {
        int a = f.area[s];
        if (a >= areas.count()) {
            throw new IllegalArgumentException("span " + s + " has area id " + a + ", not in " + areas);
        }
        if (!Float.isFinite(f.y[s])) {
            throw new IllegalArgumentException("walkable span " + s + " has a non-finite height " + f.y[s]);
        }
        if (!(f.slopeDeg[s] >= 0f && f.slopeDeg[s] <= 90f)) {
            throw new IllegalArgumentException("walkable span " + s + " has slope " + f.slopeDeg[s]
                    + ", not in [0, 90] degrees");
        }
        for (int d = 0; d < 4; d++) {
            int t = f.neighbour[4 * s + d];
            if (t < 0) {
                continue;
            }
            int x2 = cx + WalkableField.DX[d], z2 = cz + WalkableField.DZ[d];
            int c2 = x2 + z2 * f.grid.width();
            if (t >= f.spanCount() || x2 < 0 || z2 < 0 || x2 >= f.grid.width() || z2 >= f.grid.depth()
                    || t < f.cellStart[c2] || t >= f.cellStart[c2 + 1]) {
                throw new IllegalArgumentException("span " + s + " links in direction " + d
                        + " to span " + t + ", which is not in the neighbouring cell");
            }
            if (f.area[t] < 0 || f.neighbour[4 * t + ((d + 2) & 3)] != s) {
                throw new IllegalArgumentException("link " + s + " -> " + t
                        + " is not symmetric or leads to an unwalkable span");
            }
        }
    }

    /**
     * Height tolerance of the detail, metres: 0.45 agentHeight (0.9 m by default). Walkable layers
     * lie at least agentHeight apart (headroom), and triangle planes stay within half this
     * tolerance of their own layer ({@link #heightErrorLimit}), so the detail never picks a sample
     * of another layer.
     *
     * @param cfg the configuration; not null, unaffected
     * @return metres, &gt; 0
     */
    public static float detailTolerance(BakeConfig cfg) {
        return 0.45f * cfg.agentHeight();
    }

    /** The per-bake state. */
    private static final class Run {
        final WalkableField f;
        final BakeConfig cfg;
        final AreaTable areas;
        final DoubleConsumer progress;
        final BooleanSupplier cancelled;
        /** Whether outlines keep every corner on the grid's outer boundary (a tile's border). */
        final boolean tileBorder;

        Run(WalkableField f, BakeConfig cfg, AreaTable areas, DoubleConsumer progress, BooleanSupplier cancelled,
            boolean tileBorder) {
            this.f = f;
            this.cfg = cfg;
            this.areas = areas;
            this.progress = progress;
            this.cancelled = cancelled;
            this.tileBorder = tileBorder;
        }

        private void checkCancel() {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("navmesh bake cancelled");
            }
        }

        NavMesh run(Consumer<Stats> stats) {
            int[] counts = new int[4];
            MeshSink sink = triangulate(counts);
            progress.accept(0.9);
            NavMeshBuilder b = sink.toBuilder();
            b.areaTable(areas);
            b.heightDetail(detail(f), detailTolerance(cfg));
            NavMesh mesh = b.build();
            stats.accept(new Stats(counts[0], mesh.triangleCount(), counts[1], counts[2], counts[3],
                    sink.retriedRegions, sink.redoneRegions, sink.unfaithfulRegions, sink.failedTriangles));
            progress.accept(1.0);
            return mesh;
        }

        /**
         * Regions, outlines, refinement, decimation and flips.
         *
         * @param counts when not null, receives regions, inserted vertices, removed vertices, flips
         */
        MeshSink triangulate(int[] counts) {
            final int spans = f.spanCount();
            int[] spanCell = spanCells(f);
            progress.accept(0.0);
            checkCancel();
            int[] reg = new int[spans];
            int regions = RegionPartitioner.partition(f, spanCell, TILE, MERGE_AREA, SLOPE_BAND, reg);
            progress.accept(0.2);
            checkCancel();
            // Spans per region (CSR).
            int[] regStart = RegionSpans.starts(reg, regions);
            int[] regSpans = RegionSpans.list(reg, regStart, regions);
            MeshSink sink = new MeshSink(f, spans);
            RegionOutliner outliner = new RegionOutliner(f, spanCell, reg, regions, regSpans, regStart,
                    MAX_EDGE_ERROR, contourHeightError(cfg), sink);
            outliner.keepGridBorder(tileBorder);
            RegionPolygons polys = outliner.outlineAll(new Runnable() {
                @Override
                public void run() {
                    checkCancel();
                }
            }, new DoubleConsumer() {
                @Override
                public void accept(double p) {
                    progress.accept(0.2 + 0.2 * p);
                }
            });
            HeightRefiner refiner = new HeightRefiner(f, spanCell, reg, sink, heightErrorLimit(cfg));
            refineAll(refiner, polys, regions, regSpans, regStart);
            checkCancel();
            TriangleSpanScan scan = new TriangleSpanScan(f, sink, heightErrorLimit(cfg), 0.5f * cfg.agentHeight(),
                    SLOPE_BAND);
            int decimated = new VertexDecimator(sink, scan).decimateAll();
            int flips = new EdgeFlipper(sink, scan).flipAll();
            if (counts != null) {
                counts[0] = regions;
                counts[1] = refiner.inserted;
                counts[2] = decimated;
                counts[3] = flips;
            }
            return sink;
        }

        /**
         * Refines every region's triangles ({@link HeightRefiner#refine}), in region order, polling
         * for cancellation every 64 regions.
         */
        private void refineAll(HeightRefiner refiner, RegionPolygons polys, int regions, int[] regSpans,
                               int[] regStart) {
            for (int r = 0; r < regions; r++) {
                if ((r & 63) == 0) {
                    checkCancel();
                    progress.accept(0.4 + 0.5 * r / regions);
                }
                int area = f.area[regSpans[regStart[r]]];
                refiner.refine(r, area, polys.vx, polys.vz, polys.vkey, polys.vy, polys.vertOff[r],
                        polys.vertCount[r], polys.tris, polys.triOff[r], polys.triCount[r]);
            }
        }
    }

    /*
     * The loops of a tile's meshing are in methods of their own, out of Run.triangulate: a tiled
     * bake calls triangulate once per tile, and a method with loops that is called that often is
     * compiled again from each of its loops (on-stack replacement) by the optimising compiler, each
     * time with every callee it inlines (four compiles of some 35 KB of code each on the 1 km world).
     */

    /** Per span of f, its cell (index into the grid). */
    private static int[] spanCells(WalkableField f) {
        final int cells = f.grid.cellCount();
        int[] spanCell = new int[f.spanCount()];
        for (int c = 0; c < cells; c++) {
            for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
                spanCell[s] = c;
            }
        }
        return spanCell;
    }

    /** Largest height deviation, metres, of a dropped contour vertex from its simplified edge. */
    static float contourHeightError(BakeConfig cfg) {
        return Math.max(0.5f * cfg.maxStep(), 0.1f);
    }

    /** Largest accepted distance, metres, between a triangle's plane and the surface sampled under it. */
    static float heightErrorLimit(BakeConfig cfg) {
        return 0.5f * detailTolerance(cfg);
    }

    /**
     * The walkable span heights of every cell of a field, bottom to top: the height detail a mesh
     * of the field keeps. Runs in parallel on the calling thread's fork-join pool (the common pool
     * outside one); the result does not depend on it.
     *
     * @param f the field; not null, unaffected
     * @return a new detail over the field's grid; never null
     */
    public static HeightDetail detail(WalkableField f) {
        int cells = f.grid.cellCount();
        int[] start = new int[cells + 1];
        // Fixed chunks of cells, counted then filled in parallel (the same on any number of threads).
        int chunk = 1 << 14, chunks = (cells + chunk - 1) / chunk;
        int[] first = new int[chunks + 1];
        IntStream.range(0, chunks).parallel().forEach(new IntConsumer() {
            @Override
            public void accept(int k) {
                int n = 0;
                for (int c = k * chunk, end = Math.min(cells, c + chunk); c < end; c += DETAIL_SEGMENT) {
                    n = countWalkable(f, c, Math.min(end, c + DETAIL_SEGMENT), n, start);
                }
                first[k + 1] = n;
            }
        });
        for (int k = 0; k < chunks; k++) {
            first[k + 1] += first[k];
        }
        start[cells] = first[chunks];
        float[] h = new float[first[chunks]];
        IntStream.range(0, chunks).parallel().forEach(new IntConsumer() {
            @Override
            public void accept(int k) {
                int i = first[k];
                for (int c = k * chunk, end = Math.min(cells, c + chunk); c < end; c += DETAIL_SEGMENT) {
                    i = copyWalkable(f, c, Math.min(end, c + DETAIL_SEGMENT), i, first[k], start, h);
                }
            }
        });
        return new HeightDetail(f.grid.anchored(), start, h);
    }

    /**
     * Cells per call in {@link #detail}'s chunks: a method is compiled after a few hundred calls, so
     * a chunk cut into segments leaves less of a first bake to the interpreter.
     */
    private static final int DETAIL_SEGMENT = 64;

    /** Counts the walkable spans of cells [c0, c1), n before them, writing each cell's count before it into start. */
    private static int countWalkable(WalkableField f, int c0, int c1, int n, int[] start) {
        for (int c = c0; c < c1; c++) {
            start[c] = n;
            for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
                if (f.area[s] >= 0) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Moves the starts of cells [c0, c1) by offset and copies their walkable heights to h from i on; returns the next i. */
    private static int copyWalkable(WalkableField f, int c0, int c1, int i, int offset, int[] start, float[] h) {
        for (int c = c0; c < c1; c++) {
            start[c] += offset;
            for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
                if (f.area[s] >= 0) {
                    h[i++] = f.y[s];
                }
            }
        }
        return i;
    }
}
