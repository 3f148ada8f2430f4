package org.jme3navmesh.bake;

/**
 * Cuts a block of cells out of a {@link WalkableField}: a field of its own over those cells, with
 * the same spans, areas and wall points, and the links between them; links leaving the block are
 * dropped. Stateless and thread-safe.
 */
final class FieldCrop {
    private FieldCrop() {
    }

    /**
     * The cells [x0, x0 + w) x [z0, z0 + d) of a field.
     *
     * @param f  the field; not null, unaffected
     * @param x0 first column, &gt;= 0
     * @param z0 first row, &gt;= 0
     * @param w  columns, &gt; 0
     * @param d  rows, &gt; 0
     * @return a new field over {@code f.grid.subGrid(x0, z0, w, d)}; it knows f's walls when f does
     */
    static WalkableField crop(WalkableField f, int x0, int z0, int w, int d) {
        return crop(f, x0, z0, w, d, false);
    }

    /**
     * The cells [x0, x0 + w) x [z0, z0 + d) of a field, with the links leaving the block either
     * dropped (-1) or marked {@link WalkableField#OUTSIDE} (a window whose erosion must not take
     * its edge for a wall).
     *
     * @param f       the field; not null, unaffected
     * @param outside true to mark the links leaving the block OUTSIDE, false to drop them
     * @return a new field over {@code f.grid.subGrid(x0, z0, w, d)}; it knows f's walls when f does
     */
    static WalkableField crop(WalkableField f, int x0, int z0, int w, int d, boolean outside) {
        return crop(f, x0, z0, w, d, outside, false);
    }

    /**
     * The cells [x0, x0 + w) x [z0, z0 + d) of a field, as {@link #crop(WalkableField, int, int, int, int, boolean)},
     * optionally with only the links between two walkable spans (the links of an eroded field
     * whose areas were set without cutting its links).
     *
     * @param f             the field; not null, unaffected
     * @param outside       true to mark the links leaving the block OUTSIDE, false to drop them
     * @param walkableLinks true to drop every link from or to an unwalkable span
     * @return a new field over {@code f.grid.subGrid(x0, z0, w, d)}; it knows f's walls when f does
     */
    static WalkableField crop(WalkableField f, int x0, int z0, int w, int d, boolean outside, boolean walkableLinks) {
        int fw = f.grid.width();
        int[] start = new int[w * d + 1];
        for (int iz = 0; iz < d; iz++) {
            countRow(f.cellStart, x0 + (iz + z0) * fw, iz * w, w, start);
        }
        int n = start[w * d];
        float[] y = new float[n];
        float[] slope = new float[n];
        int[] area = new int[n];
        int[] nb = new int[4 * n];
        float[] wx = f.hasWalls() ? new float[n] : null;
        float[] wz = f.hasWalls() ? new float[n] : null;
        int leaving = outside ? WalkableField.OUTSIDE : -1;
        int[] lo = new int[3], hi = new int[3], off = new int[3];
        for (int iz = 0; iz < d; iz++) {
            copyRow(f, x0, z0, w, d, iz, start, lo, hi, off, walkableLinks, leaving, y, slope, area, nb, wx, wz);
        }
        WalkableField out = new WalkableField(f.grid.subGrid(x0, z0, w, d), start, y, slope, area, nb);
        if (wx != null) {
            out.walls(wx, wz, f.minClearance());
        }
        return out;
    }

    /**
     * Copies row iz of the block (its spans' heights, slopes, areas, walls and links) into the
     * block's arrays; lo, hi and off are scratch (3 entries). A method of its own: the optimising
     * compiler compiles a method with several loops again from each loop, each time whole.
     */
    private static void copyRow(WalkableField f, int x0, int z0, int w, int d, int iz, int[] start, int[] lo,
                                int[] hi, int[] off, boolean walkableLinks, int leaving, float[] y, float[] slope,
                                int[] area, int[] nb, float[] wx, float[] wz) {
        int fw = f.grid.width();
        // Per row of the block, f's spans [lo, hi) are contiguous and move by one offset. A link
        // of direction dir leads to the row iz + DZ[dir]: it stays in the block exactly when its
        // span lies in that row's range.
        for (int r = 0; r < 3; r++) {
            int row = iz + r - 1;
            boolean inside = row >= 0 && row < d;
            lo[r] = inside ? f.cellStart[x0 + (row + z0) * fw] : 0;
            hi[r] = inside ? f.cellStart[x0 + w + (row + z0) * fw] : 0;
            off[r] = inside ? start[row * w] - lo[r] : 0;
        }
        int from = lo[1], len = hi[1] - from, to = start[iz * w];
        System.arraycopy(f.y, from, y, to, len);
        System.arraycopy(f.slopeDeg, from, slope, to, len);
        System.arraycopy(f.area, from, area, to, len);
        if (wx != null) {
            copyWalls(f, from, len, to, wx, wz);
        }
        if (walkableLinks) {
            copyWalkableLinks(f, from, len, to, lo, hi, off, leaving, nb);
        } else {
            copyLinks(f.neighbour, from, len, to, lo, hi, off, leaving, nb);
        }
    }

    /** Span starts of one row of a block: start[i + 1] for the w cells from f's cell c and the block's cell i. */
    private static void countRow(int[] cellStart, int c, int i, int w, int[] start) {
        for (int k = 0; k < w; k++) {
            start[i + k + 1] = start[i + k] + cellStart[c + k + 1] - cellStart[c + k];
        }
    }

    /** Wall points of f's spans [from, from + len) to the block's spans from to on. */
    private static void copyWalls(WalkableField f, int from, int len, int to, float[] wx, float[] wz) {
        for (int s = from; s < from + len; s++) {
            wx[s - from + to] = f.wallX(s);
            wz[s - from + to] = f.wallZ(s);
        }
    }

    /**
     * Links of f's spans [from, from + len) (one row of the block) to the block's spans from to on:
     * a link into row r (0, 1, 2: the row before, this one, the row after) stays when it lands in
     * [lo[r], hi[r]), moved by off[r]; else it becomes {@code leaving}.
     */
    private static void copyLinks(int[] neighbour, int from, int len, int to, int[] lo, int[] hi, int[] off,
                                  int leaving, int[] nb) {
        for (int s = from; s < from + len; s++) {
            int t = s - from + to;
            for (int dir = 0; dir < 4; dir++) {
                nb[4 * t + dir] = link(neighbour[4 * s + dir], dir, lo, hi, off, leaving);
            }
        }
    }

    /** {@link #copyLinks} keeping only the links between two walkable spans. */
    private static void copyWalkableLinks(WalkableField f, int from, int len, int to, int[] lo, int[] hi, int[] off,
                                          int leaving, int[] nb) {
        for (int s = from; s < from + len; s++) {
            int t = s - from + to;
            boolean cut = f.area[s] < 0;
            for (int dir = 0; dir < 4; dir++) {
                int u = f.neighbour[4 * s + dir];
                if (cut || u >= 0 && f.area[u] < 0) {
                    u = -1;
                }
                nb[4 * t + dir] = link(u, dir, lo, hi, off, leaving);
            }
        }
    }

    /** A link u of direction dir in the block: -1 (none), its span moved into the block, or {@code leaving}. */
    private static int link(int u, int dir, int[] lo, int[] hi, int[] off, int leaving) {
        int r = WalkableField.DZ[dir] + 1;
        return u < 0 ? -1 : u >= lo[r] && u < hi[r] ? u + off[r] : leaving;
    }

    /**
     * The values of a per-span array of a field for the spans of a block of its cells, in the
     * order of {@link #crop}'s spans.
     *
     * @param f      the field; not null, unaffected
     * @param values one value per span of f; not null, unaffected
     * @return a new array, one value per span of the block
     */
    static float[] cropSpans(WalkableField f, float[] values, int x0, int z0, int w, int d) {
        int fw = f.grid.width();
        int n = 0;
        for (int iz = z0; iz < z0 + d; iz++) {
            n += f.cellStart[x0 + w + iz * fw] - f.cellStart[x0 + iz * fw];
        }
        float[] out = new float[n];
        int k = 0;
        for (int iz = z0; iz < z0 + d; iz++) {
            int from = f.cellStart[x0 + iz * fw], len = f.cellStart[x0 + w + iz * fw] - from;
            System.arraycopy(values, from, out, k, len);
            k += len;
        }
        return out;
    }

    /**
     * Whether two fields over one grid agree on the block of cells [x0, x0 + w) x [z0, z0 + d): the
     * same spans with the same heights, slopes, areas and wall points, and the same links between
     * the block's cells (so their {@link #crop}s are equal).
     *
     * @param a a field; not null, unaffected
     * @param b a field over the same grid; not null, unaffected
     * @return true when the crops would be equal
     */
    static boolean sameCells(WalkableField a, WalkableField b, int x0, int z0, int w, int d) {
        int gw = a.grid.width();
        for (int iz = z0; iz < z0 + d; iz++) {
            for (int ix = x0; ix < x0 + w; ix++) {
                int c = ix + iz * gw;
                int n = a.cellStart[c + 1] - a.cellStart[c];
                if (n != b.cellStart[c + 1] - b.cellStart[c]) {
                    return false;
                }
                for (int k = 0; k < n; k++) {
                    int s = a.cellStart[c] + k, t = b.cellStart[c] + k;
                    if (Float.floatToIntBits(a.y[s]) != Float.floatToIntBits(b.y[t])
                            || Float.floatToIntBits(a.slopeDeg[s]) != Float.floatToIntBits(b.slopeDeg[t])
                            || a.area[s] != b.area[t]
                            || Float.floatToIntBits(a.wallX(s)) != Float.floatToIntBits(b.wallX(t))
                            || Float.floatToIntBits(a.wallZ(s)) != Float.floatToIntBits(b.wallZ(t))) {
                        return false;
                    }
                    for (int dir = 0; dir < 4; dir++) {
                        int nx = ix + WalkableField.DX[dir], nz = iz + WalkableField.DZ[dir];
                        if (nx < x0 || nz < z0 || nx >= x0 + w || nz >= z0 + d) {
                            continue;
                        }
                        int nc = nx + nz * gw;
                        int u = a.neighbour[4 * s + dir], v = b.neighbour[4 * t + dir];
                        if ((u < 0) != (v < 0) || (u >= 0 && u - a.cellStart[nc] != v - b.cellStart[nc])) {
                            return false;
                        }
                    }
                }
            }
        }
        return Float.floatToIntBits(a.minClearance()) == Float.floatToIntBits(b.minClearance());
    }
}
