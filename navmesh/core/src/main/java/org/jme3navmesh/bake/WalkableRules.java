package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.jme3navmesh.mesh.CellGrid;

/**
 * Turns sampled surfaces into a {@link WalkableField} by the agent's rules that do not depend on
 * its radius (the radius-dependent erosion and island filter are {@link AgentErosion} and
 * {@link IslandFilter}).
 *
 * <ol>
 *   <li><b>Surfaces.</b> Every upward-facing hit (every hit, double-sided) becomes a span. It is
 *       walkable when its slope is at most maxSlope, its tag is walkable, the headroom to the next
 *       surface above (or to an object resting on it: a touching surface facing the other way) is
 *       at least agentHeight, and it is not enclosed by a closed
 *       object (terrain inside a house whose walls reach below it; see {@link #enclosed}).</li>
 *   <li><b>Links.</b> Walkable spans in 4-neighbouring cells connect when their heights differ by
 *       at most maxStep, the shared gap above them is at least agentHeight, and no blocker
 *       ({@link LinkBlockers}: a steep or downward-facing triangle) crosses the segment between
 *       their centres in the height range (higher span + maxStep, lower span + agentHeight).</li>
 * </ol>
 * Stateless and thread-safe.
 */
final class WalkableRules {
    /** Surfaces this close (metres) are touching: a downward face here leaves no headroom. */
    static final float TOUCH_EPS = 1e-3f;

    /**
     * Cells per call of the per-row work: a method is compiled after a few hundred calls, so a row
     * cut into segments leaves less of a first bake to the interpreter (the result is the same).
     */
    private static final int SEGMENT = 64;

    private WalkableRules() {
    }

    /**
     * Steps 1 and 2: spans with walkability and links, before erosion.
     *
     * @param samples   hits per cell; not null, unaffected
     * @param blockers  thin-wall blockers, or null to rely on the centre samples only; unaffected
     * @param cfg       agent (its radius is not used); not null
     * @param tagArea   area id of each of samples.tags, or {@link WalkableField#UNWALKABLE}; not null, unaffected
     * @param cancelled polled between rows; not null
     * @param topOut    its element 0 is set to the height of the surface above each span (the
     *                  ceiling, metres, +infinity when open); not null, modified
     * @return the field, links set, not eroded
     * @throws BakeCancelledException when cancelled
     */
    static WalkableField surfacesAndLinks(SurfaceSamples samples, LinkBlockers blockers, BakeConfig cfg, int[] tagArea,
                                          BooleanSupplier cancelled, float[][] topOut) {
        CellGrid g = samples.grid.cells();
        return surfacesAndLinks(samples, blockers, cfg, tagArea, cancelled, topOut,
                new int[] {0, 0, g.width(), g.depth()});
    }

    /**
     * Steps 1 and 2 over a block of the samples' cells: what the whole grid's rules give for those
     * cells and the links between them.
     *
     * @param block {first column, first row, columns, rows} of the block in the samples' grid; not
     *              null, unaffected
     * @return the field over the block's cells ({@code subGrid} of the samples' grid), links set
     *         between them, not eroded
     * @throws BakeCancelledException when cancelled
     */
    static WalkableField surfacesAndLinks(SurfaceSamples samples, LinkBlockers blockers, BakeConfig cfg, int[] tagArea,
                                          BooleanSupplier cancelled, float[][] topOut, int[] block) {
        Objects.requireNonNull(samples, "samples");
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(tagArea, "tagArea");
        if (tagArea.length != samples.tags.length) {
            throw new IllegalArgumentException("tagArea needs one entry per tag (" + samples.tags.length + ")");
        }
        CellGrid g = samples.grid.cells().subGrid(block[0], block[1], block[2], block[3]);
        int cells = g.cellCount();
        int w = g.width(), d = g.depth();
        int gw = samples.grid.cells().width();
        int offset = block[0] + block[1] * gw;
        boolean doubleSided = cfg.doubleSided();
        // Double-sided, the rules that need a surface's side read it as if each body's winding were right.
        float[] hn = doubleSided ? BodyWinding.facing(samples) : samples.normalY;
        int[] cellStart = new int[cells + 1];
        // Spans per cell, counted on the workers by rows; then their offsets.
        int countRows = Math.max(1, d / (Parallel.threads() * 4));
        Parallel.run((d + countRows - 1) / countRows, new IntConsumer() {
            @Override
            public void accept(int task) {
                for (int iz = task * countRows, end = Math.min(d, iz + countRows); iz < end; iz++) {
                    countRow(samples, hn, offset + iz * gw, cellStart, iz * w, w, doubleSided);
                }
            }
        }, new AtomicBoolean(), cancelled, "walkable", Parallel.NO_PROGRESS);
        for (int c = 0; c < cells; c++) {
            cellStart[c + 1] += cellStart[c];
        }
        int spans = cellStart[cells];
        float[] y = new float[spans];
        float[] slope = new float[spans];
        int[] area = new int[spans];
        float[] top = new float[spans];
        float cosMax = (float) Math.cos(Math.toRadians(cfg.maxSlopeDeg()));
        float height = cfg.agentHeight();
        int rowsPer = Math.max(1, d / (Parallel.threads() * 4));
        int tasks = (d + rowsPer - 1) / rowsPer;
        Parallel.run(tasks, new IntConsumer() {
            @Override
            public void accept(int task) {
                for (int iz = task * rowsPer, end = Math.min(d, iz + rowsPer); iz < end; iz++) {
                    rowSpans(samples, hn, offset + iz * gw, cellStart, iz * w, w, doubleSided, tagArea, cosMax, height,
                            y, top, slope, area);
                }
            }
        }, new AtomicBoolean(), cancelled, "walkable", Parallel.NO_PROGRESS);
        int[] nb = new int[4 * spans];
        Arrays.fill(nb, -1);
        WalkableField f = new WalkableField(g, cellStart, y, slope, area, nb);
        link(f, top, blockers, offset, gw, cfg, cancelled);
        topOut[0] = top;
        return f;
    }

    /**
     * The spans of a row of w cells (the samples' cells from sc0 on, f's from c0 on, which start
     * at cellStart[c0]): height, ceiling (the next hit above, or the span's own height when it
     * rests on a surface facing the other way), slope and area (unwalkable when too steep, too low
     * under its ceiling, enclosed or tagged so).
     *
     * @param hn normal Y per hit, as the rules read its side; not null, unaffected
     */
    /**
     * Counts the spans of the w cells of a row, samples' cells from sc0 on, into cellStart from
     * c0 + 1 on (a method per row: see {@link AgentErosion}).
     */
    private static void countRow(SurfaceSamples samples, float[] hn, int sc0, int[] cellStart, int c0, int w,
                                 boolean doubleSided) {
        for (int k = 0; k < w; k++) {
            int n = 0;
            for (int i = samples.cellStart[sc0 + k], e = samples.cellStart[sc0 + k + 1]; i < e; i++) {
                if (isSpan(hn[i], doubleSided)) {
                    n++;
                }
            }
            cellStart[c0 + k + 1] = n;
        }
    }

    private static void rowSpans(SurfaceSamples samples, float[] hn, int sc0, int[] cellStart, int c0, int w,
                                 boolean doubleSided, int[] tagArea, float cosMax, float height, float[] y, float[] top,
                                 float[] slope, int[] area) {
        for (int k0 = 0; k0 < w; k0 += SEGMENT) {
            segmentSpans(samples, hn, sc0, cellStart, c0, k0, Math.min(w, k0 + SEGMENT), doubleSided, tagArea, cosMax,
                    height, y, top, slope, area);
        }
    }

    /** {@link #rowSpans} of the row's cells [k0, k1). */
    private static void segmentSpans(SurfaceSamples samples, float[] hn, int sc0, int[] cellStart, int c0, int k0,
                                     int k1, boolean doubleSided, int[] tagArea, float cosMax, float height, float[] y,
                                     float[] top, float[] slope, int[] area) {
        float[] hy = samples.y;
        for (int k = k0; k < k1; k++) {
            int a = samples.cellStart[sc0 + k], e = samples.cellStart[sc0 + k + 1];
            int s = cellStart[c0 + k];
            for (int i = a; i < e; i++) {
                if (!isSpan(hn[i], doubleSided)) {
                    continue;
                }
                float ceiling = i + 1 < e ? hy[i + 1] : Float.POSITIVE_INFINITY;
                for (int j = i - 1; j >= a && hy[i] - hy[j] <= TOUCH_EPS; j--) {
                    if (hn[j] * hn[i] < 0f) { // facing the other way: span i rests on it
                        ceiling = hy[i];
                    }
                }
                y[s] = hy[i];
                top[s] = ceiling;
                slope[s] = samples.slopeDeg[i];
                int ar = tagArea[samples.tag[i]];
                boolean ok = ar >= 0 && Math.abs(hn[i]) >= cosMax - 1e-6f && ceiling - hy[i] >= height
                        && !enclosed(samples.body, hn, a, e, i);
                area[s] = ok ? ar : WalkableField.UNWALKABLE;
                s++;
            }
        }
    }

    /**
     * Whether a hit is a span: one facing up, or when double-sided any hit.
     *
     * @param normalY     the hit's unit normal Y
     * @param doubleSided whether both faces count
     * @return true for a span
     */
    static boolean isSpan(float normalY, boolean doubleSided) {
        return doubleSided ? normalY != 0f : normalY > 0f;
    }

    /**
     * True when hit i lies inside a closed object: for some object, the first of its surfaces above
     * i faces up (we see its top from inside) and one of its surfaces below i, or i itself, faces
     * down (its bottom). A terrain inside a house is enclosed; a road under a bridge deck is not (the
     * deck's first surface above it is its underside); a floor under a one-sided roof is not (the
     * roof has no bottom). The inner side of a house's bottom (a span only when double-sided) is.
     *
     * @param body      body id per hit; not null, unaffected
     * @param n         normal Y per hit (its side); not null, unaffected
     * @param cellFirst the cell's first hit
     * @param cellEnd   one past the cell's last hit
     * @param i         the hit, in [cellFirst, cellEnd)
     * @return true when enclosed
     */
    static boolean enclosed(int[] body, float[] n, int cellFirst, int cellEnd, int i) {
        for (int j = i + 1; j < cellEnd; j++) {
            int b = body[j];
            boolean firstOfBody = true;
            for (int k = i + 1; k < j; k++) {
                if (body[k] == b) {
                    firstOfBody = false;
                    break;
                }
            }
            if (!firstOfBody || !(n[j] > 0f)) {
                continue;
            }
            for (int k = cellFirst; k <= i; k++) {
                if (body[k] == b && n[k] < 0f) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Links the spans of f, whose cell (0, 0) is cell offset of the blockers' grid of width gw. */
    private static void link(WalkableField f, float[] top, LinkBlockers blockers, int offset, int gw, BakeConfig cfg,
                             BooleanSupplier cancelled) {
        int w = f.grid.width(), d = f.grid.depth();
        float step = cfg.maxStep(), height = cfg.agentHeight();
        AtomicBoolean abort = new AtomicBoolean();
        int rowsPer = Math.max(1, d / (Parallel.threads() * 4));
        int tasks = (d + rowsPer - 1) / rowsPer;
        // Row iz writes the +X/-X slots of its own spans and the -Z slots of row iz + 1, which no
        // other row writes: rows are independent.
        Parallel.run(tasks, new IntConsumer() {
            @Override
            public void accept(int task) {
                for (int iz = task * rowsPer, end = Math.min(d, iz + rowsPer); iz < end; iz++) {
                    linkRow(f, top, blockers, offset + iz * gw, iz, step, height);
                }
            }
        }, abort, cancelled, "walkable", Parallel.NO_PROGRESS);
    }

    /**
     * Links the walkable spans of row iz of f (its first cell is cell gc0 of the blockers' grid) to
     * those of their +X and +Z neighbours ({@link #match}), where no blocker stands between them.
     */
    private static void linkRow(WalkableField f, float[] top, LinkBlockers blockers, int gc0, int iz, float step,
                                float height) {
        int w = f.grid.width();
        for (int ix0 = 0; ix0 < w; ix0 += SEGMENT) {
            linkCells(f, top, blockers, gc0, iz, ix0, Math.min(w, ix0 + SEGMENT), step, height);
        }
    }

    /** {@link #linkRow} of the row's cells [ix0, ix1). */
    private static void linkCells(WalkableField f, float[] top, LinkBlockers blockers, int gc0, int iz, int ix0,
                                  int ix1, float step, float height) {
        int w = f.grid.width(), d = f.grid.depth();
        int[] cs = f.cellStart;
        int[] nb = f.neighbour;
        for (int ix = ix0; ix < ix1; ix++) {
            int ca = ix + iz * w;
            for (int dir = 1; dir <= 2; dir++) {
                int bx = ix + WalkableField.DX[dir], bz = iz + WalkableField.DZ[dir];
                if (bx >= w || bz >= d) {
                    continue;
                }
                int cb = bx + bz * w;
                for (int sa = cs[ca]; sa < cs[ca + 1]; sa++) {
                    if (f.area[sa] < 0) {
                        continue;
                    }
                    float ya = f.y[sa];
                    int best = match(f, top, sa, cb, step, height);
                    if (best < 0 || nb[4 * best + WalkableField.OPPOSITE[dir]] >= 0) {
                        continue;
                    }
                    float yb = f.y[best];
                    // Solid between the step-over height and the head of the lower agent
                    // (kept non-empty for agents barely taller than their step).
                    float hi = Math.min(ya, yb) + height;
                    float lo = Math.min(Math.max(ya, yb) + step, hi - 1e-3f);
                    if (blockers != null && blockers.blocked(gc0 + ix, dir, lo, hi)) {
                        continue;
                    }
                    nb[4 * sa + dir] = best;
                    nb[4 * best + WalkableField.OPPOSITE[dir]] = sa;
                }
            }
        }
    }

    /**
     * The walkable span of cell cb nearest in height to span sa within the step, with the agent's
     * height free over both (the first of equals), or -1 when none.
     */
    private static int match(WalkableField f, float[] top, int sa, int cb, float step, float height) {
        int[] cs = f.cellStart;
        float ya = f.y[sa];
        int best = -1;
        float bestDy = Float.MAX_VALUE;
        for (int sb = cs[cb]; sb < cs[cb + 1]; sb++) {
            if (f.area[sb] < 0) {
                continue;
            }
            float yb = f.y[sb];
            float dy = Math.abs(yb - ya);
            if (dy > step || dy >= bestDy) {
                continue;
            }
            if (Math.min(top[sa], top[sb]) - Math.max(ya, yb) < height) {
                continue;
            }
            best = sb;
            bestDy = dy;
        }
        return best;
    }
}
