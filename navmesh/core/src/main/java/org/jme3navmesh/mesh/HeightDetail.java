package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The surface heights a bake sampled, for every cell of its grid: the input from which a mesh
 * builds its compact per-triangle {@link TriangleDetail} ({@link NavMeshBuilder#heightDetail}),
 * so that {@link NavMesh#heightAt} follows the real ground even where a large triangle spans
 * curved terrain. The mesh does not keep it.
 *
 * <p>The grid ({@link CellGrid}) matches the bake grid. A cell holds the heights of its walkable surfaces, bottom to top, in
 * {@code heights[cellStart[c] .. cellStart[c + 1])}. Immutable and thread-safe.
 *
 * <p>Lookups read a dense copy (derived in the constructor, never stored in files): one float per
 * cell holding its height when the cell has exactly one surface, NaN when it has none, and
 * {@link #MULTI} when it has several (those fall back to the per-cell list). Most cells have one
 * surface, so a lookup usually touches two cache lines instead of the offsets plus four lists.
 */
public final class HeightDetail {
    private final CellGrid grid;
    private final int[] cellStart;
    private final float[] heights;
    /** Per cell: its only height, NaN without surfaces, or {@link #MULTI} with several. */
    private final float[] single;
    /** Marker in {@link #single} for a cell with several surfaces. */
    private static final float MULTI = Float.POSITIVE_INFINITY;

    /**
     * @param grid      the cells, world space, with x0 = z0 = 0 ({@link CellGrid#anchored}); not null
     * @param cellStart grid.cellCount() + 1 non-decreasing offsets into heights, the first 0, the last
     *                  heights.length: cell c's heights are [cellStart[c], cellStart[c + 1]); not null; kept, not
     *                  copied: do not modify afterwards
     * @param heights   walkable surface heights, world metres, each cell's bottom to top; not null; kept, not
     *                  copied: do not modify afterwards
     * @throws IllegalArgumentException when the grid is not anchored, cellStart's length is not
     *                                  grid.cellCount() + 1, cellStart[0] is not 0, an offset is below the one
     *                                  before or past heights.length, or the last is not heights.length
     * @throws NullPointerException     when an argument is null
     */
    public HeightDetail(CellGrid grid, int[] cellStart, float[] heights) {
        java.util.Objects.requireNonNull(grid, "grid");
        java.util.Objects.requireNonNull(cellStart, "cellStart");
        java.util.Objects.requireNonNull(heights, "heights");
        if (grid.x0() != 0 || grid.z0() != 0) {
            throw new IllegalArgumentException("height detail needs a grid anchored at its corner (x0 = z0 = 0)");
        }
        if (cellStart.length != grid.cellCount() + 1) {
            throw new IllegalArgumentException("cellStart has " + cellStart.length
                    + " offsets, expected grid.cellCount() + 1 = " + (grid.cellCount() + 1));
        }
        if (cellStart[0] != 0) {
            throw new IllegalArgumentException("cellStart[0] = " + cellStart[0] + ": expected 0");
        }
        int last = cellStart.length - 1;
        if (cellStart[last] != heights.length) {
            throw new IllegalArgumentException("cellStart[" + last + "] = " + cellStart[last] + ": expected heights.length = "
                    + heights.length + " (the last offset ends the heights)");
        }
        this.grid = grid;
        this.cellStart = cellStart;
        this.heights = heights;
        this.single = new float[grid.cellCount()];
        // Segments, each in a method: a bake builds this once, too few times for the JIT to compile a loop over all cells.
        for (int c = 0; c < single.length; c += SEGMENT) {
            singles(cellStart, heights, c, Math.min(single.length, c + SEGMENT), single);
        }
    }

    /** Cells per call of {@link #singles}. */
    private static final int SEGMENT = 64;

    /**
     * The single heights of cells [c0, c1) into single: NaN with none, MULTI with several. Checks the offsets on the
     * way (cellStart[0] is 0): none below the one before, none past the heights.
     */
    private static void singles(int[] cellStart, float[] heights, int c0, int c1, float[] single) {
        for (int c = c0; c < c1; c++) {
            if (cellStart[c + 1] < cellStart[c]) {
                throw new IllegalArgumentException("cellStart[" + (c + 1) + "] = " + cellStart[c + 1] + " is below cellStart["
                        + c + "] = " + cellStart[c] + ": offsets must not decrease");
            }
            if (cellStart[c + 1] > heights.length) {
                throw new IllegalArgumentException("cellStart[" + (c + 1) + "] = " + cellStart[c + 1]
                        + " is past heights.length = " + heights.length);
            }
            int n = cellStart[c + 1] - cellStart[c];
            // A single +infinite height is stored as MULTI too: the list scan then gives the same answer.
            single[c] = n == 0 ? Float.NaN : n == 1 ? heights[cellStart[c]] : MULTI;
        }
    }

    /**
     * Height of the sampled surface at (x, z) on the layer nearest {@code nearY}: bilinear between
     * the four surrounding cell centres, using in each the sample closest to nearY within
     * maxDelta. Samples that are missing or too far are replaced by nearY's plane estimate.
     *
     * @param x        world X, metres
     * @param z        world Z, metres
     * @param nearY    estimate of the height (e.g. the triangle plane's), world metres
     * @param maxDelta largest accepted |sample - nearY|, metres; &gt;= 0
     * @return the height, world metres, or nearY when no sample is near
     */
    public float heightAt(float x, float z, float nearY, float maxDelta) {
        CellGrid g = grid;
        int width = g.width();
        float fx = (x - g.originX()) / g.cellSize() - 0.5f;
        float fz = (z - g.originZ()) / g.cellSize() - 0.5f;
        int ix = CellGrid.floor(fx);
        int iz = CellGrid.floor(fz);
        float tx = fx - ix;
        float tz = fz - iz;
        if (ix >= 0 && iz >= 0 && ix + 1 < width && iz + 1 < g.depth()) {
            // All four cells inside the grid (the usual case): read the dense row pairs directly.
            int c = ix + iz * width;
            return Bilinear.blend(pick(c, single[c], nearY, maxDelta), pick(c + 1, single[c + 1], nearY, maxDelta),
                    pick(c + width, single[c + width], nearY, maxDelta),
                    pick(c + width + 1, single[c + width + 1], nearY, maxDelta), tx, tz, nearY);
        }
        return Bilinear.blend(sample(ix, iz, nearY, maxDelta), sample(ix + 1, iz, nearY, maxDelta),
                sample(ix, iz + 1, nearY, maxDelta), sample(ix + 1, iz + 1, nearY, maxDelta), tx, tz, nearY);
    }

    /** Sample of in-grid cell c (whose dense entry is s) nearest nearY within maxDelta, or NaN. */
    private float pick(int c, float s, float nearY, float maxDelta) {
        if (s == MULTI) {
            return scan(c, nearY, maxDelta);
        }
        return Math.abs(s - nearY) <= maxDelta ? s : Float.NaN;
    }

    private float sample(int cx, int cz, float nearY, float maxDelta) {
        if (!grid.contains(cx, cz)) {
            return Float.NaN;
        }
        int c = grid.index(cx, cz);
        return pick(c, single[c], nearY, maxDelta);
    }

    /** The list scan: the height of cell c nearest nearY within maxDelta (the last of equals), or NaN. */
    private float scan(int c, float nearY, float maxDelta) {
        float best = Float.NaN;
        float bestD = maxDelta;
        for (int i = cellStart[c], e = cellStart[c + 1]; i < e; i++) {
            float d = Math.abs(heights[i] - nearY);
            if (d <= bestD) {
                bestD = d;
                best = heights[i];
            }
        }
        return best;
    }

    /**
     * The sample of cell (cx, cz) nearest nearY within maxDelta (the last of equals), as
     * {@link #heightAt} picks them.
     *
     * @param cx      column, 0 .. grid().width() - 1 (not checked)
     * @param cz      row, 0 .. grid().depth() - 1 (not checked)
     * @param nearY   height estimate, world metres
     * @param maxDelta largest accepted |sample - nearY|, metres; &gt;= 0
     * @return the sample, metres, or NaN when none is that near
     */
    public float nearestSample(int cx, int cz, float nearY, float maxDelta) {
        return scan(grid.index(cx, cz), nearY, maxDelta);
    }

    /**
     * True when {@link #heightAt}{@code (x, z, P(x, z), maxDelta)} lies within {@code eps} (plus
     * float rounding) of P(x, z) for every (x, z) in the rectangle [x0, x1] x [z0, z1], where P is
     * the plane y = py + gx (x - px) + gz (z - pz). Used once per triangle when a mesh is built.
     *
     * <p>Why it holds: heightAt is the sum over the four cells around (x, z) of w_k s_k, with
     * bilinear weights w_k summing to 1 and s_k the cell's sample nearest P(x, z) within maxDelta,
     * or P(x, z) itself when there is none. Bilinear interpolation reproduces a plane, so
     * P(x, z) = sum w_k P(c_k) over the cell centres c_k, and heightAt - P(x, z) = sum w_k (s_k -
     * P(c_k)) is at most eps when every s_k the cell can give is within eps of P(c_k). A cell
     * weighs in only for points less than a cell away from its centre; over that part R of the
     * rectangle P ranges in [lo, hi]. Samples outside [lo - maxDelta, hi + maxDelta] are never
     * picked; each one inside must be within eps of P(c). A missing sample gives P(x, z), so
     * unless some sample is picked for all of R (it lies in [hi - maxDelta, lo + maxDelta]),
     * P must also stay within eps of P(c) over R.
     */
    boolean followsPlane(float x0, float z0, float x1, float z1, float px, float pz, float py, float gx, float gz,
                         float maxDelta, float eps) {
        if (!(x0 <= x1 && z0 <= z1) || !(maxDelta >= 0f)) {
            return false;
        }
        double slack = 1e-5;
        double cs = grid.cellSize(), originX = grid.originX(), originZ = grid.originZ();
        int cx0 = CellGrid.floor((x0 - originX) / cs - 0.5) - 1, cx1 = CellGrid.floor((x1 - originX) / cs - 0.5) + 2;
        int cz0 = CellGrid.floor((z0 - originZ) / cs - 0.5) - 1, cz1 = CellGrid.floor((z1 - originZ) / cs - 0.5) + 2;
        for (int cz = cz0; cz <= cz1; cz++) {
            double mz = originZ + (cz + 0.5) * cs;
            // R's extent: the rectangle within a cell (padded by the slack) of the centre.
            double rz0 = Math.max(z0, mz - cs - slack), rz1 = Math.min(z1, mz + cs + slack);
            if (rz0 > rz1) {
                continue;
            }
            for (int cx = cx0; cx <= cx1; cx++) {
                double mx = originX + (cx + 0.5) * cs;
                double rx0 = Math.max(x0, mx - cs - slack), rx1 = Math.min(x1, mx + cs + slack);
                if (rx0 > rx1) {
                    continue;
                }
                double pc = py + gx * (mx - px) + gz * (mz - pz);
                double lo = Double.MAX_VALUE, hi = -Double.MAX_VALUE;
                for (int k = 0; k < 4; k++) {
                    double p = py + gx * (((k & 1) == 0 ? rx0 : rx1) - px) + gz * (((k >> 1) == 0 ? rz0 : rz1) - pz);
                    lo = Math.min(lo, p);
                    hi = Math.max(hi, p);
                }
                boolean alwaysPicked = false;
                if (grid.contains(cx, cz)) {
                    int c = grid.index(cx, cz);
                    for (int i = cellStart[c], e = cellStart[c + 1]; i < e; i++) {
                        double h = heights[i];
                        if (Double.isNaN(h) || h < lo - maxDelta - slack || h > hi + maxDelta + slack) {
                            continue; // never picked anywhere in R
                        }
                        if (Math.abs(h - pc) > eps) {
                            return false;
                        }
                        if (h >= hi - maxDelta + slack && h <= lo + maxDelta - slack) {
                            alwaysPicked = true;
                        }
                    }
                }
                if (!alwaysPicked && Math.max(hi - pc, pc - lo) > eps) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * The cells the heights are sampled at; never null.
     *
     * @return the grid given to the constructor, world space, anchored (x0 = z0 = 0); not null, immutable
     */
    public CellGrid grid() { return grid; }

    /**
     * Copy of the per-cell offsets (width * depth + 1).
     *
     * @return grid().cellCount() + 1 non-decreasing offsets into the heights, the last the number of heights;
     *         a new array
     */
    public int[] cellStartCopy() { return cellStart.clone(); }

    /**
     * Copy of the heights.
     *
     * @return the walkable surface heights, world metres, each cell's bottom to top in the order of the offsets;
     *         a new array
     */
    public float[] heightsCopy() { return heights.clone(); }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeightDetail h && grid.equals(h.grid)
                && Arrays.equals(cellStart, h.cellStart) && Arrays.equals(heights, h.heights);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(heights) * 31 + grid.width() * 7 + grid.depth();
    }
}
