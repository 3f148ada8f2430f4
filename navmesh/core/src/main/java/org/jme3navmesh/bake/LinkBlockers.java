package org.jme3navmesh.bake;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/**
 * Solid geometry standing between neighbouring cell centres: for every link segment (from the
 * centre of cell (ix, iz) to the centre of (ix + 1, iz), the "x-links", or to (ix, iz + 1), the
 * "z-links"), the parts of steep or downward-facing triangles that cross it, each as a parameter
 * range [t0, t1] along the segment (0 at the lower-index cell, 1 at the other) and the height
 * range [yLo, yHi] it covers there.
 *
 * <p>This is what lets a wall thinner than a cell block: a vertical ray at the cell centres may
 * miss it, but it always crosses the link between the centres on either side. Immutable.
 */
public final class LinkBlockers {
    private final int width;
    private final LinkIndex xIndex;
    private final float[] x4;
    private final LinkIndex zIndex;
    private final float[] z4;

    /**
     * @param xStart cellCount + 1 offsets into x4 (in entries of 4 floats) of x-link ix + iz * width; not null,
     *               unaffected (not kept: most links cross nothing, so the blockers keep only the links that
     *               have entries, {@link LinkIndex})
     * @param x4     t0, t1, yLo, yHi per x-link entry; not null, kept
     * @param zStart cellCount + 1 offsets into z4 of z-link ix + iz * width; not null, unaffected
     * @param z4     t0, t1, yLo, yHi per z-link entry; not null, kept
     */
    LinkBlockers(int width, int[] xStart, float[] x4, int[] zStart, float[] z4) {
        this.width = width;
        this.xIndex = new LinkIndex(xStart);
        this.x4 = x4;
        this.zIndex = new LinkIndex(zStart);
        this.z4 = z4;
    }

    /**
     * The links that have entries, and where their entries start: a bit per link, the number of bits set before
     * each word of 64, and per link with entries its first entry (the entries of the links in link order, each
     * link's contiguous). Takes about 2.5 bits per link plus 4 bytes per link with entries, where an offset per
     * link took 32 bits: on the 1 km world at 0.3 m cells (11.1 million cells; one link in
     * seven has entries) 16 MB instead of 89 MB for both directions, held through the whole bake.
     */
    static final class LinkIndex {
        private final long[] has;
        private final int[] rank;
        /** Per link with entries, in link order, its first entry; then the entry count. */
        private final int[] first;

        /**
         * @param start links + 1 offsets, non-decreasing, start[l] .. start[l + 1] - 1 the entries of link l; not
         *              null, unaffected
         */
        LinkIndex(int[] start) {
            int links = start.length - 1;
            int words = (links + 63) >>> 6;
            has = new long[words];
            rank = new int[words];
            // In chunks of words on the bake's threads: each chunk's bits and count, the chunks' bases in
            // order, then each chunk's ranks and first entries from its base (the same on any number of threads).
            int chunks = (words + CHUNK_WORDS - 1) / CHUNK_WORDS;
            int[] base = new int[chunks + 1];
            Parallel.run(chunks, new IntConsumer() {
                @Override
                public void accept(int c) {
                    int k = 0;
                    for (int w = c * CHUNK_WORDS, end = Math.min(words, w + CHUNK_WORDS); w < end; w++) {
                        long bits = wordBits(start, w << 6, Math.min(links, (w << 6) + 64));
                        has[w] = bits;
                        k += Long.bitCount(bits);
                    }
                    base[c + 1] = k;
                }
            }, new AtomicBoolean(), Parallel.NEVER, "rasterise", Parallel.NO_PROGRESS);
            for (int c = 0; c < chunks; c++) {
                base[c + 1] += base[c];
            }
            first = new int[base[chunks] + 1];
            Parallel.run(chunks, new IntConsumer() {
                @Override
                public void accept(int c) {
                    int j = base[c];
                    for (int w = c * CHUNK_WORDS, end = Math.min(words, w + CHUNK_WORDS); w < end; w++) {
                        rank[w] = j;
                        j = firsts(start, w, has[w], j);
                    }
                }
            }, new AtomicBoolean(), Parallel.NEVER, "rasterise", Parallel.NO_PROGRESS);
            first[base[chunks]] = start[links];
        }

        /** Words of 64 links per task of the index's passes. */
        private static final int CHUNK_WORDS = 1 << 12;

        /** The bits of links [from, to) (from a multiple of 64) that have entries. */
        private static long wordBits(int[] start, int from, int to) {
            long bits = 0;
            for (int l = from; l < to; l++) {
                if (start[l + 1] > start[l]) {
                    bits |= 1L << l; // the shift takes l modulo 64
                }
            }
            return bits;
        }

        /** Writes the first entry of each link of word w that has entries, from first[j]; returns the next j. */
        private int firsts(int[] start, int w, long bits, int j) {
            for (long b = bits; b != 0; b &= b - 1) {
                first[j++] = start[(w << 6) + Long.numberOfTrailingZeros(b)];
            }
            return j;
        }

        /** The slot of link l among the links with entries (its entries are first[k] .. first[k + 1] - 1), or -1. */
        int slot(int l) {
            int w = l >>> 6;
            long bits = has[w];
            long bit = 1L << l;
            return (bits & bit) == 0 ? -1 : rank[w] + Long.bitCount(bits & (bit - 1));
        }

        /** The first entry of the links' slot k (as {@link #slot} gives it). */
        int first(int k) {
            return first[k];
        }
    }

    /**
     * Number of stored blocker pieces.
     *
     * @return the count over x-links and z-links, &gt;= 0
     */
    public int size() {
        return x4.length / 4 + z4.length / 4;
    }

    /**
     * Distance, in cells (0..1), from the centre of {@code cell} towards its neighbour in direction
     * d (see {@link WalkableField#DX}) to the first blocker that overlaps the open height range
     * (lo, hi); {@link Float#POSITIVE_INFINITY} when nothing blocks. The neighbour must be inside
     * the grid.
     *
     * @param cell index ix + iz * width of a cell of the sampled grid; its neighbour in direction d inside the grid
     *             (not checked)
     * @param d    direction, 0..3: 0 = -X, 1 = +Z, 2 = +X, 3 = -Z
     * @param lo   bottom of the open height range, world Y, metres
     * @param hi   top of the open height range, world Y, metres
     * @return cells along the link, in [0, 1], or {@link Float#POSITIVE_INFINITY}
     * @throws IllegalArgumentException when d is not in 0..3
     */
    public float firstBlock(int cell, int d, float lo, float hi) {
        int link;
        boolean fromLow;
        LinkIndex index;
        float[] e;
        switch (d) {
            case 0 -> { link = cell - 1; fromLow = false; index = xIndex; e = x4; }
            case 2 -> { link = cell; fromLow = true; index = xIndex; e = x4; }
            case 1 -> { link = cell; fromLow = true; index = zIndex; e = z4; }
            case 3 -> { link = cell - width; fromLow = false; index = zIndex; e = z4; }
            default -> throw new IllegalArgumentException("direction must be 0..3, got " + d);
        }
        int k = index.slot(link);
        if (k < 0) {
            return Float.POSITIVE_INFINITY; // most links cross nothing
        }
        float best = Float.POSITIVE_INFINITY;
        for (int i = index.first(k), end = index.first(k + 1); i < end; i++) {
            int o = 4 * i;
            if (e[o + 3] > lo && e[o + 2] < hi) {
                float dist = fromLow ? e[o] : 1f - e[o + 1];
                if (dist < best) {
                    best = dist;
                }
            }
        }
        return best < 0f ? 0f : best;
    }

    /**
     * True when a blocker overlapping heights (lo, hi) crosses the link from cell in direction d.
     *
     * @param cell index ix + iz * width of a cell of the sampled grid; its neighbour in direction d inside the grid
     *             (not checked)
     * @param d    direction, 0..3: 0 = -X, 1 = +Z, 2 = +X, 3 = -Z
     * @param lo   bottom of the open height range, world Y, metres
     * @param hi   top of the open height range, world Y, metres
     * @return true when blocked ({@link #firstBlock} is finite)
     * @throws IllegalArgumentException when d is not in 0..3
     */
    public boolean blocked(int cell, int d, float lo, float hi) {
        return firstBlock(cell, d, lo, hi) != Float.POSITIVE_INFINITY;
    }

    /**
     * The blockers of a grid with those of a block of its cells replaced: the links from a cell of
     * the block to the next cell along X (Z) come from {@code part} when that cell is in the block
     * too, from {@code whole} otherwise.
     *
     * @param whole the grid's blockers; not null, unaffected
     * @param cells the grid's cell count
     * @param part  the block's blockers (sampled over the block alone); not null, unaffected
     * @param x0    the block's first column in the grid
     * @param z0    the block's first row in the grid
     * @param w     the block's columns
     * @param d     the block's rows
     * @return new blockers of the grid; never null
     */
    static LinkBlockers splice(LinkBlockers whole, int cells, LinkBlockers part, int x0, int z0, int w, int d) {
        int gw = whole.width;
        int[] xs = new int[cells + 1];
        int[] zs = new int[cells + 1];
        float[] x4 = new float[whole.x4.length + part.x4.length];
        float[] z4 = new float[whole.z4.length + part.z4.length];
        int xn = 0, zn = 0;
        for (int c = 0; c < cells; c++) {
            int ix = c % gw - x0, iz = c / gw - z0;
            boolean in = ix >= 0 && iz >= 0 && ix < w && iz < d;
            int pc = ix + iz * w;
            xs[c] = xn;
            xn = copy(in && ix + 1 < w ? part.xIndex : whole.xIndex, in && ix + 1 < w ? part.x4 : whole.x4,
                    in && ix + 1 < w ? pc : c, x4, xn);
            zs[c] = zn;
            zn = copy(in && iz + 1 < d ? part.zIndex : whole.zIndex, in && iz + 1 < d ? part.z4 : whole.z4,
                    in && iz + 1 < d ? pc : c, z4, zn);
        }
        xs[cells] = xn;
        zs[cells] = zn;
        return new LinkBlockers(gw, xs, java.util.Arrays.copyOf(x4, 4 * xn), zs, java.util.Arrays.copyOf(z4, 4 * zn));
    }

    /** Appends the entries of one link to out from entry n; returns the new entry count. */
    private static int copy(LinkIndex index, float[] e, int link, float[] out, int n) {
        int k = index.slot(link);
        if (k < 0) {
            return n;
        }
        int from = index.first(k), to = index.first(k + 1);
        System.arraycopy(e, 4 * from, out, 4 * n, 4 * (to - from));
        return n + to - from;
    }
}
