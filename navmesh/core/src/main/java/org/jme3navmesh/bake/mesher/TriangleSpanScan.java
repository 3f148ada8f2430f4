package org.jme3navmesh.bake.mesher;

import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.Geometry;

/**
 * Checks a candidate triangle of a {@link MeshSink} for the passes that replace triangles after
 * refinement ({@link EdgeFlipper}, {@link VertexDecimator}). The triangle must have positive XZ
 * area in world floats as well as on the grid. Per cell whose centre lies inside it (seen from
 * above), the span nearest to the triangle's plane must lie within {@code maxError} metres of
 * it, unless it is farther than {@code layerGap} (then it belongs to another layer and is
 * ignored). The scan also reports the steepest slope of the spans accepted.
 *
 * <p>Positions are the sink's doubled grid units, so the inside test is exact. Not thread-safe:
 * the result of the last {@link #scan} is kept in fields.
 */
final class TriangleSpanScan {
    private final WalkableField f;
    private final MeshSink sink;
    private final float maxError;
    private final float layerGap;
    private final float slopeBand;

    /** Whether the last scanned triangle fits the spans under it. */
    boolean ok;
    /** Steepest slope, degrees, of the spans under the last scanned triangle (the fallback when none). */
    float slope;

    /**
     * @param maxError  largest distance, metres, between a triangle's plane and the spans under it
     * @param layerGap  spans farther than this from the plane, metres, belong to another layer
     * @param slopeBand width of the slope bands ({@link #band}) that replacements must keep, degrees
     */
    TriangleSpanScan(WalkableField f, MeshSink sink, float maxError, float layerGap, float slopeBand) {
        this.f = f;
        this.sink = sink;
        this.maxError = maxError;
        this.layerGap = layerGap;
        this.slopeBand = slopeBand;
    }

    /** The slope band of a slope, degrees: two triangles may only be merged or re-cut within one. */
    int band(float slope) {
        return (int) (slope / slopeBand);
    }

    /** {@link #orient(long, long, long, long, long, long)} of sink vertices a, b, c (exact). */
    long orient(int a, int b, int c) {
        final int[] x2 = sink.vx2, z2 = sink.vz2;
        return orient(x2[a], z2[a], x2[b], z2[b], x2[c], z2[c]);
    }

    /**
     * Scans triangle (a, b, c), sink vertex ids, CCW from above.
     *
     * @param fallbackSlope the slope reported when no span lies under the triangle, degrees
     * @return {@link #ok}
     */
    boolean scan(int a, int b, int c, float fallbackSlope) {
        final int[] x2 = sink.vx2, z2 = sink.vz2;
        final float[] v = sink.verts;
        if (!positiveWorldArea(a, b, c)) {
            ok = false;
            return false;
        }
        long ax = x2[a], az = z2[a], bx = x2[b], bz = z2[b], cx = x2[c], cz = z2[c];
        double e1x = bx - ax, e1z = bz - az, e2x = cx - ax, e2z = cz - az;
        double ay = v[3 * a + 1];
        double e1y = v[3 * b + 1] - ay, e2y = v[3 * c + 1] - ay;
        double den = e1x * e2z - e2x * e1z;
        double gx = (e1y * e2z - e2y * e1z) / den;
        double gz = (e1x * e2y - e2x * e1y) / den;
        int minX = (int) Math.max(0, Math.min(ax, Math.min(bx, cx)) / 2);
        final int w = f.grid.width();
        int maxX = (int) Math.min(w - 1, (Math.max(ax, Math.max(bx, cx)) - 1) / 2);
        int minZ = (int) Math.max(0, Math.min(az, Math.min(bz, cz)) / 2);
        int maxZ = (int) Math.min(f.grid.depth() - 1, (Math.max(az, Math.max(bz, cz)) - 1) / 2);
        float steepest = -1f;
        ok = true;
        for (int iz = minZ; iz <= maxZ; iz++) {
            long pz = 2L * iz + 1;
            // The row's cells whose centres are inside (orient >= 0 on all three edges).
            long[] range = rowRange;
            range[0] = minX;
            range[1] = maxX;
            clipRow(ax, az, bx, bz, pz, range);
            clipRow(bx, bz, cx, cz, pz, range);
            clipRow(cx, cz, ax, az, pz, range);
            if (range[0] <= range[1]) {
                steepest = scanRow((int) range[0], (int) range[1], iz, ay, ax, gx, gz * (pz - az), steepest);
                if (!ok) {
                    return false;
                }
            }
        }
        slope = steepest >= 0f ? steepest : fallbackSlope;
        return true;
    }

    /**
     * Scans the cells [ix0, ix1] of row iz under the plane h(px) = ay + gx (px - ax) + dz (px the
     * doubled grid x of a cell centre, dz the row's term); clears {@link #ok} when a span lies farther than maxError
     * from it (and nearer than layerGap).
     *
     * @param steepest the steepest slope so far, degrees (-1 when none)
     * @return the steepest slope so far including this row's spans
     */
    private float scanRow(int ix0, int ix1, int iz, double ay, long ax, double gx, double dz, float steepest) {
        final int w = f.grid.width();
        for (int ix = ix0, end = ix1 + 1; ix < end; ix++) {
            long px = 2L * ix + 1;
            double h = ay + gx * (px - ax) + dz;
            int best = nearestSpan(ix + iz * w, h);
            if (best < 0) {
                continue;
            }
            double bestD = Math.abs(f.y[best] - h);
            if (bestD > layerGap) {
                continue;
            }
            if (bestD > maxError) {
                ok = false;
                return steepest;
            }
            steepest = Math.max(steepest, f.slopeDeg[best]);
        }
        return steepest;
    }

    /** The walkable span of cell c nearest to height h (the first of equals), or -1 when none. */
    private int nearestSpan(int c, double h) {
        int best = -1;
        double bestD = Double.MAX_VALUE;
        for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
            if (f.area[s] >= 0) {
                double dd = Math.abs(f.y[s] - h);
                if (dd < bestD) {
                    bestD = dd;
                    best = s;
                }
            }
        }
        return best;
    }

    /**
     * Whether triangle (a, b, c) has positive XZ area in world floats, as the mesh builder
     * computes it. Far from the origin a sliver that is counter-clockwise on the grid can round to
     * zero or negative area there, and the builder rejects it: never make one.
     */
    boolean positiveWorldArea(int a, int b, int c) {
        final float[] v = sink.verts;
        return Geometry.area2(v[3 * a], v[3 * a + 2], v[3 * b], v[3 * b + 2], v[3 * c], v[3 * c + 2]) > 0f;
    }

    /** Scratch of {@link #clipRow}: the first and last column of a row. */
    private final long[] rowRange = new long[2];

    /**
     * Narrows a row's column range [range[0], range[1]] to the columns ix whose centre
     * (2 ix + 1, pz) has {@link #orient}(a, b, centre) &gt;= 0; empty (range[0] &gt; range[1]) when none.
     */
    static void clipRow(long ax, long az, long bx, long bz, long pz, long[] range) {
        // orient = dz (px - ax) - k >= 0 with dz = bz - az, k = (bx - ax) (pz - az), px = 2 ix + 1.
        long dz = bz - az, k = (bx - ax) * (pz - az);
        if (dz > 0) {
            long pxMin = ax - Math.floorDiv(-k, dz); // ax + ceil(k / dz)
            range[0] = Math.max(range[0], -Math.floorDiv(-(pxMin - 1), 2)); // ceil((pxMin - 1) / 2)
        } else if (dz < 0) {
            long pxMax = ax + Math.floorDiv(k, dz); // dz (px - ax) >= k  <=>  px - ax <= k / dz
            range[1] = Math.min(range[1], Math.floorDiv(pxMax - 1, 2));
        } else if (k > 0) {
            range[1] = range[0] - 1;
        }
    }

    /** Twice the signed XZ area of (a, b, p) in doubled grid units: positive when p is left of a -> b (CCW). */
    static long orient(long ax, long az, long bx, long bz, long px, long pz) {
        return (bz - az) * (px - ax) - (bx - ax) * (pz - az);
    }
}
