package org.jme3navmesh.agent;

/**
 * A dense grid over wall segments for searches of at most one fixed reach (its pad): over the segments' bounds
 * widened by the pad, each square cell lists every segment within the pad of some point of the cell (in ascending
 * segment id), so a search of a point reads one cell's list, each segment once, with no hashing or marks. Built by
 * {@link WallSegments}; immutable after construction, safe to read from several threads.
 */
final class DenseSegmentGrid {
    /** Most cells; a larger world gets wider cells. */
    private static final int MAX_CELLS = 1 << 21;

    /** Longest search radius the grid answers, metres. */
    final float pad;
    /** Origin, cell edge (metres) and cells along X and Z. */
    private final float x0, z0, cell;
    private final int w, d;
    /** Cell (cx, cz) = cz * w + cx lists items[start[c] .. start[c + 1]). */
    private final int[] start;
    private final int[] items;

    /**
     * @param walls the segments; not null, read during construction only (its segments must be set)
     * @param pad   longest search radius, metres (&gt; 0)
     */
    DenseSegmentGrid(WallSegments walls, float pad) {
        this.pad = pad;
        int n = walls.count();
        float minX = Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            minX = Math.min(minX, Math.min(walls.startX(i), walls.endX(i)));
            maxX = Math.max(maxX, Math.max(walls.startX(i), walls.endX(i)));
            minZ = Math.min(minZ, Math.min(walls.startZ(i), walls.endZ(i)));
            maxZ = Math.max(maxZ, Math.max(walls.startZ(i), walls.endZ(i)));
        }
        if (n == 0) {
            minX = maxX = minZ = maxZ = 0f;
        }
        float spanX = maxX - minX + 2f * pad, spanZ = maxZ - minZ + 2f * pad;
        cell = Math.max(1f, (float) Math.sqrt((double) spanX * spanZ / MAX_CELLS) * 1.01f);
        x0 = minX - pad;
        z0 = minZ - pad;
        w = (int) (spanX / cell) + 2;
        d = (int) (spanZ / cell) + 2;
        start = new int[w * d + 1];
        int[] dense = null;
        // A point of a cell lies within half its diagonal of the centre (a little more for rounding).
        float reach = pad + 0.7072f * cell + 1e-3f;
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < n; i++) {
                int cx0 = cellX(Math.min(walls.startX(i), walls.endX(i)) - pad);
                int cx1 = cellX(Math.max(walls.startX(i), walls.endX(i)) + pad);
                int cz0 = cellZ(Math.min(walls.startZ(i), walls.endZ(i)) - pad);
                int cz1 = cellZ(Math.max(walls.startZ(i), walls.endZ(i)) + pad);
                for (int cz = Math.max(0, cz0); cz <= Math.min(d - 1, cz1); cz++) {
                    for (int cx = Math.max(0, cx0); cx <= Math.min(w - 1, cx1); cx++) {
                        if (walls.distanceSq(i, x0 + (cx + 0.5f) * cell, z0 + (cz + 0.5f) * cell) > reach * reach) {
                            continue;
                        }
                        int c = cz * w + cx;
                        if (pass == 0) {
                            start[c + 1]++;
                        } else {
                            dense[start[c]++] = i;
                        }
                    }
                }
            }
            if (pass == 0) {
                for (int c = 0; c < w * d; c++) {
                    start[c + 1] += start[c];
                }
                dense = new int[start[w * d]];
            } else {
                // The fill advanced start[c] to the end of cell c, the start of cell c + 1: shift back.
                System.arraycopy(start, 0, start, 1, w * d);
                start[0] = 0;
            }
        }
        items = dense;
    }

    private int cellX(float x) {
        return (int) Math.floor((x - x0) / cell);
    }

    private int cellZ(float z) {
        return (int) Math.floor((z - z0) / cell);
    }

    /**
     * {@link WallSegments#near} for a range of at most {@link #pad}: the segments of the cell of (x, z) within
     * {@code range} in XZ whose height span comes within {@code height} of y, in ascending id.
     *
     * @param walls  the segments the grid was built over; not null, unaffected
     * @param x      world X, metres
     * @param y      world Y, metres
     * @param z      world Z, metres
     * @param range  XZ search radius, metres, in [0, pad]
     * @param height largest vertical gap, metres (&gt;= 0)
     * @param out    receives the segment ids; not null, modified
     * @return the number of ids written (at most {@code out.length}; further ones are dropped)
     */
    int near(WallSegments walls, float x, float y, float z, float range, float height, int[] out) {
        int cx = cellX(x), cz = cellZ(z);
        if (cx < 0 || cz < 0 || cx >= w || cz >= d) {
            return 0; // farther than the pad from every segment's bounds
        }
        int n = 0;
        float r2 = range * range;
        int c = cz * w + cx;
        for (int k = start[c], e = start[c + 1]; k < e; k++) {
            int i = items[k];
            if (!walls.withinHeight(i, y, height) || walls.distanceSq(i, x, z) > r2) {
                continue;
            }
            if (n < out.length) {
                out[n++] = i;
            }
        }
        return n;
    }
}
