package org.jme3navmesh.bake.mesher;

import java.util.Arrays;
import java.util.function.DoubleConsumer;

import org.jme3navmesh.bake.WalkableField;

/**
 * Traces, simplifies and triangulates the outline of every region so that neighbouring regions
 * agree on their shared boundaries.
 *
 * <p>Pass 1 outlines every region. A region whose simplified outline folds over itself (its
 * triangulation misses one of its edges) is retried with exact walls; if that still fails, every
 * corner on its shared boundaries becomes <em>fixed</em>. Corners that a collapsing loop had to
 * keep on a shared section become fixed too. A fixed corner is kept by every region through it,
 * so the regions around newly fixed corners are outlined again, until no new corner turns up.
 * Not thread-safe; one instance per bake.
 */
final class RegionOutliner {
    private final WalkableField f;
    private final int[] spanCell;
    private final int[] reg;
    private final int regions;
    private final int[] regSpans;
    private final int[] regStart;
    private final MeshSink sink;
    private final ContourTracer tracer;
    private final PolygonTriangulator tri = new PolygonTriangulator();
    private final byte[] flags;

    /**
     * @param regSpans      span ids grouped by region: region r owns regSpans[regStart[r] .. regStart[r + 1])
     * @param maxErrorCells contour simplification tolerance in XZ, cells
     * @param maxErrorY     contour simplification tolerance in Y, metres
     * @param sink          receives diagnostics counters
     */
    RegionOutliner(WalkableField f, int[] spanCell, int[] reg, int regions, int[] regSpans, int[] regStart,
                   float maxErrorCells, float maxErrorY, MeshSink sink) {
        this.f = f;
        this.spanCell = spanCell;
        this.reg = reg;
        this.regions = regions;
        this.regSpans = regSpans;
        this.regStart = regStart;
        this.sink = sink;
        this.tracer = new ContourTracer(f, spanCell, reg, maxErrorCells, maxErrorY);
        this.flags = new byte[f.spanCount()];
    }

    /**
     * Sets whether outlines keep every grid corner on the field's outer boundary (see
     * {@link ContourTracer#keepGridBorder}).
     */
    void keepGridBorder(boolean keep) {
        tracer.keepGridBorder = keep;
    }

    /**
     * Outlines every region.
     *
     * @param checkCancel run between regions; throws to stop
     * @param progress    receives 0..1 during pass 1
     * @return the triangulated outline of every region
     */
    RegionPolygons outlineAll(Runnable checkCancel, DoubleConsumer progress) {
        RegionPolygons polys = new RegionPolygons(regions);
        for (int r = 0; r < regions; r++) {
            if ((r & 63) == 0) {
                checkCancel.run();
                progress.accept((double) r / regions);
            }
            outlineOrExpose(r);
            polys.store(r, tracer, tri);
        }
        int done = 0;
        int[] stamp = new int[regions];
        int[] redo = new int[16];
        for (int round = 1; done < tracer.forcedFoundCount; round++) {
            checkCancel.run();
            if (tracer.forced == null) {
                tracer.forced = new boolean[4 * f.spanCount()];
            }
            int nr = 0;
            int end = tracer.forcedFoundCount;
            for (int i = done; i < end; i++) {
                int key = tracer.forcedFound[i];
                if (!tracer.forced[key]) {
                    tracer.forced[key] = true;
                    redo = markRegionsAround(key, stamp, round, redo, nr);
                    nr = redoCount;
                }
            }
            done = end;
            for (int i = 0; i < nr; i++) {
                outlineOrExpose(redo[i]);
                polys.store(redo[i], tracer, tri);
            }
            sink.redoneRegions += nr;
        }
        progress.accept(1.0);
        return polys;
    }

    /** Traces and triangulates region r; retries with exact walls when the simplified outline folds. */
    private void outline(int r) {
        tracer.trace(r, regSpans, regStart[r], regStart[r + 1], flags);
        tri.triangulate(tracer.vx, tracer.vz, tracer.loopStart, tracer.loopCount);
        if (!tri.faithful(tracer.loopStart, tracer.loopCount)) {
            tracer.trace(r, regSpans, regStart[r], regStart[r + 1], flags, true);
            tri.triangulate(tracer.vx, tracer.vz, tracer.loopStart, tracer.loopCount);
            sink.retriedRegions++;
        }
    }

    /**
     * {@link #outline}; when even exact walls fail, records every corner on the region's shared
     * boundaries (not yet fixed) in the tracer's forcedFound, so the region and its neighbours are
     * outlined again with exact shared boundaries.
     */
    private void outlineOrExpose(int r) {
        outline(r);
        if (tri.faithful(tracer.loopStart, tracer.loopCount)) {
            return;
        }
        int before = tracer.forcedFoundCount;
        tracer.collectShared = true;
        tracer.trace(r, regSpans, regStart[r], regStart[r + 1], flags, true);
        tracer.collectShared = false;
        tri.triangulate(tracer.vx, tracer.vz, tracer.loopStart, tracer.loopCount);
        if (tracer.forced != null) {
            int w = before;
            for (int i = before; i < tracer.forcedFoundCount; i++) {
                if (!tracer.forced[tracer.forcedFound[i]]) {
                    tracer.forcedFound[w++] = tracer.forcedFound[i];
                }
            }
            tracer.forcedFoundCount = w;
        }
        if (tracer.forcedFoundCount == before) {
            sink.unfaithfulRegions++;
        }
    }

    private int redoCount;

    /**
     * Appends to {@code out} (from index n) the regions of the walkable spans in the four cells
     * around the corner of a corner key, each once per round. Returns the possibly grown buffer;
     * the new count is left in {@link #redoCount}.
     */
    private int[] markRegionsAround(int key, int[] stamp, int round, int[] out, int n) {
        int m = key >>> 2, k = key & 3;
        int c = spanCell[m];
        final int w = f.grid.width(), d = f.grid.depth();
        int cx = c % w + (k & 1), cz = c / w + (k >> 1);
        for (int dz = -1; dz <= 0; dz++) {
            for (int dx = -1; dx <= 0; dx++) {
                int x = cx + dx, z = cz + dz;
                if (x < 0 || z < 0 || x >= w || z >= d) {
                    continue;
                }
                int cc = x + z * w;
                for (int s = f.cellStart[cc], e = f.cellStart[cc + 1]; s < e; s++) {
                    int r = reg[s];
                    if (r >= 0 && stamp[r] != round) {
                        stamp[r] = round;
                        if (n == out.length) {
                            out = Arrays.copyOf(out, n * 2);
                        }
                        out[n++] = r;
                    }
                }
            }
        }
        redoCount = n;
        return out;
    }
}
