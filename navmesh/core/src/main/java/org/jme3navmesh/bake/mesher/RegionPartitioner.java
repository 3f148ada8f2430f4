package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

import org.jme3navmesh.bake.WalkableField;

/**
 * Splits the walkable spans of a {@link WalkableField} into regions that are each a single layer
 * (at most one span per cell), of one area id, and consistent (two spans of a region in
 * 4-adjacent cells are always linked, so a region never folds over a cliff or a thin wall).
 *
 * <p>Regions grow by breadth-first flood fill inside square tiles of {@code tile} cells, which
 * keeps each region's contour short, over spans of one slope band ({@code slopeBand} degrees
 * wide), so that a triangle's recorded steepest slope describes its whole surface. Regions
 * smaller than {@code mergeArea} cells are then merged into the neighbour they share the longest
 * border with, preferring one of the same slope band, when the result stays a valid region.
 */
final class RegionPartitioner {
    private RegionPartitioner() {
    }

    /**
     * @param f         the field; not modified
     * @param spanCell  cell index of every span; not modified
     * @param tile      tile edge, cells (&gt; 0)
     * @param mergeArea regions with fewer cells than this are merged into a neighbour when possible
     * @param slopeBand width of a slope band, degrees (&gt; 0)
     * @param reg       receives the region id of every span, -1 for unwalkable spans; modified
     * @return the number of regions; ids are dense from 0
     */
    static int partition(WalkableField f, int[] spanCell, int tile, int mergeArea, float slopeBand, int[] reg) {
        final int cells = f.grid.cellCount();
        final int spans = f.spanCount();
        final int[] area = f.area;
        final int[] cellStart = f.cellStart;
        Arrays.fill(reg, -1);
        int[] cellStamp = new int[cells];
        Arrays.fill(cellStamp, -1);
        int[] cellSpan = new int[cells];
        int[] queue = new int[Math.max(1, spans)];
        int[] qx = new int[queue.length];
        int[] qz = new int[queue.length];
        int[][] sizes = {new int[64]};
        byte[] band = new byte[spans];
        // Segments and rows, each in a method: a bake partitions a tile once, too few times for the JIT
        // to compile a loop over all its spans or cells.
        for (int s = 0; s < spans; s += SEGMENT) {
            bands(f.slopeDeg, s, Math.min(spans, s + SEGMENT), slopeBand, band);
        }
        int count = 0;
        for (int c = 0, w = f.grid.width(); c < cells; c += w) {
            count = seedRow(f, band, c, c + w, count, tile, reg, cellStamp, cellSpan, queue, qx, qz, sizes);
        }
        if (count == 0) {
            return 0;
        }
        return mergeSmall(f, spanCell, reg, count, Arrays.copyOf(sizes[0], count), mergeArea, band);
    }

    /** Spans or cells per call of {@link #bands} and {@link #relabel}'s segments. */
    private static final int SEGMENT = 64;

    /** The slope bands of spans [s0, s1) into band. */
    private static void bands(float[] slopeDeg, int s0, int s1, float slopeBand, byte[] band) {
        for (int s = s0; s < s1; s++) {
            band[s] = (byte) Math.min(100, Math.max(0, (int) (slopeDeg[s] / slopeBand)));
        }
    }

    /**
     * Grows a region ({@link #flood}) from each walkable span of cells [c0, c1) not in one yet, ids
     * from count on, their sizes into sizes[0] (grown as needed).
     *
     * @return the number of regions after them
     */
    private static int seedRow(WalkableField f, byte[] band, int c0, int c1, int count, int tile, int[] reg,
                               int[] cellStamp, int[] cellSpan, int[] queue, int[] qx, int[] qz, int[][] sizes) {
        int[] area = f.area;
        int[] cellStart = f.cellStart;
        for (int c = c0; c < c1; c++) {
            for (int s = cellStart[c], e = cellStart[c + 1]; s < e; s++) {
                if (area[s] < 0 || reg[s] >= 0) {
                    continue;
                }
                int r = count++;
                if (r >= sizes[0].length) {
                    sizes[0] = Arrays.copyOf(sizes[0], sizes[0].length * 2);
                }
                sizes[0][r] = flood(f, band, s, c, r, tile, reg, cellStamp, cellSpan, queue, qx, qz);
            }
        }
        return count;
    }

    /**
     * Grows region r from seed span s (cell c) over linked spans of its area and slope band in
     * the seed's tile, each cell at most once and only where {@link #consistent}.
     *
     * @return the region's span count
     */
    private static int flood(WalkableField f, byte[] band, int s, int c, int r, int tile, int[] reg, int[] cellStamp,
                             int[] cellSpan, int[] queue, int[] qx, int[] qz) {
        final int w = f.grid.width();
        final int[] nb = f.neighbour;
        final int[] area = f.area;
        int sx = c % w, sz = c / w;
        // The seed's tile: [x0, x1) x [z0, z1).
        int x0 = sx - sx % tile, z0 = sz - sz % tile;
        int x1 = Math.min(w, x0 + tile), z1 = Math.min(f.grid.depth(), z0 + tile);
        int a = area[s];
        byte b = band[s];
        reg[s] = r;
        cellStamp[c] = r;
        cellSpan[c] = s;
        int head = 0, tail = 0;
        queue[tail] = s;
        qx[tail] = sx;
        qz[tail++] = sz;
        while (head < tail) {
            int u = queue[head];
            int ux = qx[head], uz = qz[head++];
            for (int d = 0; d < 4; d++) {
                int t = nb[4 * u + d];
                if (t < 0 || reg[t] >= 0 || area[t] != a || band[t] != b) {
                    continue;
                }
                int cx = ux + WalkableField.DX[d], cz = uz + WalkableField.DZ[d];
                int ct = cx + cz * w;
                if (cx < x0 || cx >= x1 || cz < z0 || cz >= z1 || cellStamp[ct] == r) {
                    continue;
                }
                if (!consistent(nb, t, cx, cz, ct, x0, x1, z0, z1, w, r, cellStamp, cellSpan)) {
                    continue;
                }
                reg[t] = r;
                cellStamp[ct] = r;
                cellSpan[ct] = t;
                queue[tail] = t;
                qx[tail] = cx;
                qz[tail++] = cz;
            }
        }
        return tail;
    }

    /**
     * True when every span of region r in a cell 4-adjacent to t's cell (ct at cx, cz; only cells
     * of the tile [x0, x1) x [z0, z1) can hold region r) is linked to t.
     */
    private static boolean consistent(int[] nb, int t, int cx, int cz, int ct, int x0, int x1, int z0, int z1, int w,
                                      int r, int[] cellStamp, int[] cellSpan) {
        return (cx <= x0 || cellStamp[ct - 1] != r || nb[4 * t] == cellSpan[ct - 1])
                && (cz + 1 >= z1 || cellStamp[ct + w] != r || nb[4 * t + 1] == cellSpan[ct + w])
                && (cx + 1 >= x1 || cellStamp[ct + 1] != r || nb[4 * t + 2] == cellSpan[ct + 1])
                && (cz <= z0 || cellStamp[ct - w] != r || nb[4 * t + 3] == cellSpan[ct - w]);
    }

    /*
     * mergeSmall's loops are methods of their own: a tiled bake partitions every tile, and the
     * optimising compiler compiles a large method with several loops again from each loop
     * (on-stack replacement), each time whole.
     */
    private static int mergeSmall(WalkableField f, int[] spanCell, int[] reg, int count, int[] sizes, int mergeArea,
                                  byte[] band) {
        // Span lists per original region (CSR) and member chains per merged root.
        int[] start = RegionSpans.starts(reg, count);
        int[] list = RegionSpans.list(reg, start, count);
        int[] parent = new int[count];
        int[] memberNext = new int[count];
        int[] memberTail = new int[count];
        for (int r = 0; r < count; r++) {
            parent[r] = r;
            memberNext[r] = -1;
            memberTail[r] = r;
        }
        int[] size = sizes.clone();
        long[] order = smallBySize(size, count, mergeArea);
        int[] candStamp = new int[count];
        Arrays.fill(candStamp, -1);
        int[] candBorder = new int[count];
        int[] cands = new int[count]; // a region's neighbours are distinct regions other than itself
        for (long key : order) {
            int a = (int) key;
            if (find(parent, a) != a || size[a] >= mergeArea) {
                continue;
            }
            int nc = neighbours(f, reg, parent, start, list, memberNext, band, a, candStamp, candBorder, cands);
            int best = mergeTarget(f, spanCell, reg, parent, start, list, memberNext, a, cands, nc, candBorder);
            if (best >= 0) {
                parent[a] = best;
                size[best] += size[a];
                memberNext[memberTail[best]] = a;
                memberTail[best] = memberTail[a];
            }
        }
        return relabel(reg, parent, count);
    }

    /** The regions smaller than mergeArea as (size &lt;&lt; 32 | id), in ascending order. */
    private static long[] smallBySize(int[] size, int count, int mergeArea) {
        int smallN = 0;
        long[] order = new long[count];
        for (int r = 0; r < count; r++) {
            if (size[r] < mergeArea) {
                order[smallN++] = ((long) size[r] << 32) | r;
            }
        }
        Arrays.sort(order, 0, smallN);
        return Arrays.copyOf(order, smallN);
    }

    /**
     * The merged regions next to merged region a over links between spans of a's area id, into
     * cands in the order met, each with its shared border in candBorder (plus 2^20 for one of a's
     * slope band) and stamped a in candStamp; returns their number.
     */
    private static int neighbours(WalkableField f, int[] reg, int[] parent, int[] start, int[] list, int[] memberNext,
                                  byte[] band, int a, int[] candStamp, int[] candBorder, int[] cands) {
        final int[] nb = f.neighbour;
        int areaId = f.area[list[start[a]]];
        byte bandA = band[list[start[a]]];
        int nc = 0;
        for (int m = a; m >= 0; m = memberNext[m]) {
            for (int i = start[m]; i < start[m + 1]; i++) {
                int s = list[i];
                for (int d = 0; d < 4; d++) {
                    int t = nb[4 * s + d];
                    if (t < 0 || f.area[t] != areaId) {
                        continue;
                    }
                    int b = find(parent, reg[t]);
                    if (b == a) {
                        continue;
                    }
                    if (candStamp[b] != a) {
                        candStamp[b] = a;
                        // Same slope band first: its border counts far more.
                        candBorder[b] = band[list[start[b]]] == bandA ? 1 << 20 : 0;
                        cands[nc++] = b;
                    }
                    candBorder[b]++;
                }
            }
        }
        return nc;
    }

    /**
     * The first of a's nc candidates, by decreasing shared border (the first met among equals),
     * that a may join ({@link #canMerge}), or -1 for none; cands is consumed.
     */
    private static int mergeTarget(WalkableField f, int[] spanCell, int[] reg, int[] parent, int[] start, int[] list,
                                   int[] memberNext, int a, int[] cands, int nc, int[] candBorder) {
        for (int tries = 0; tries < nc; tries++) {
            int best = -1;
            for (int i = 0; i < nc; i++) {
                int b = cands[i];
                if (b >= 0 && (best < 0 || candBorder[b] > candBorder[best])) {
                    best = b;
                }
            }
            if (best < 0) {
                break;
            }
            for (int i = 0; i < nc; i++) {
                if (cands[i] == best) {
                    cands[i] = -1;
                }
            }
            if (canMerge(f, spanCell, reg, parent, start, list, memberNext, a, best, f.grid.width(), f.cellStart,
                    f.neighbour)) {
                return best;
            }
        }
        return -1;
    }

    /** Gives every span the dense id (in root order) of its merged region; returns their number. */
    private static int relabel(int[] reg, int[] parent, int count) {
        int[] label = new int[count];
        Arrays.fill(label, -1);
        int n = 0;
        for (int r = 0; r < count; r++) {
            if (find(parent, r) == r) {
                label[r] = n++;
            }
        }
        for (int s = 0; s < reg.length; s += SEGMENT) {
            relabelSpans(reg, s, Math.min(reg.length, s + SEGMENT), parent, label);
        }
        return n;
    }

    /** Relabels the spans [s0, s1) in a region by their root's label. */
    private static void relabelSpans(int[] reg, int s0, int s1, int[] parent, int[] label) {
        for (int s = s0; s < s1; s++) {
            if (reg[s] >= 0) {
                reg[s] = label[find(parent, reg[s])];
            }
        }
    }

    /** A may join B when no cell holds spans of both and all spans of A next to B are linked to them. */
    private static boolean canMerge(WalkableField f, int[] spanCell, int[] reg, int[] parent, int[] start, int[] list,
                                    int[] memberNext, int a, int b, int w, int[] cellStart, int[] nb) {
        for (int m = a; m >= 0; m = memberNext[m]) {
            for (int i = start[m]; i < start[m + 1]; i++) {
                int s = list[i];
                int c = spanCell[s];
                for (int u = cellStart[c], e = cellStart[c + 1]; u < e; u++) {
                    if (reg[u] >= 0 && u != s && find(parent, reg[u]) == b) {
                        return false;
                    }
                }
                int cx = c % w, cz = c / w;
                for (int d = 0; d < 4; d++) {
                    int x2 = cx + WalkableField.DX[d], z2 = cz + WalkableField.DZ[d];
                    if (x2 < 0 || z2 < 0 || x2 >= w || z2 >= f.grid.depth()) {
                        continue;
                    }
                    int c2 = x2 + z2 * w;
                    for (int u = cellStart[c2], e = cellStart[c2 + 1]; u < e; u++) {
                        if (reg[u] >= 0 && find(parent, reg[u]) == b && nb[4 * s + d] != u) {
                            return false;
                        }
                    }
                }
            }
        }
        return true;
    }

    private static int find(int[] parent, int r) {
        while (parent[r] != r) {
            parent[r] = parent[parent[r]];
            r = parent[r];
        }
        return r;
    }
}
