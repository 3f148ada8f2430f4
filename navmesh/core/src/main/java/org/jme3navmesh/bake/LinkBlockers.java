package org.jme3navmesh.bake;

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
    private final int[] xStart;
    private final float[] x4;
    private final int[] zStart;
    private final float[] z4;

    /**
     * @param xStart cellCount + 1 offsets into x4 (in entries of 4 floats) of x-link ix + iz * width
     * @param x4     t0, t1, yLo, yHi per x-link entry
     * @param zStart cellCount + 1 offsets into z4 of z-link ix + iz * width
     * @param z4     t0, t1, yLo, yHi per z-link entry
     */
    LinkBlockers(int width, int[] xStart, float[] x4, int[] zStart, float[] z4) {
        this.width = width;
        this.xStart = xStart;
        this.x4 = x4;
        this.zStart = zStart;
        this.z4 = z4;
    }

    /** Number of stored blocker pieces. */
    public int size() {
        return x4.length / 4 + z4.length / 4;
    }

    /**
     * Distance, in cells (0..1), from the centre of {@code cell} towards its neighbour in direction
     * d (see {@link WalkableField#DX}) to the first blocker that overlaps the open height range
     * (lo, hi); {@link Float#POSITIVE_INFINITY} when nothing blocks. The neighbour must be inside
     * the grid.
     */
    public float firstBlock(int cell, int d, float lo, float hi) {
        int link;
        boolean fromLow;
        int[] start;
        float[] e;
        switch (d) {
            case 0 -> { link = cell - 1; fromLow = false; start = xStart; e = x4; }
            case 2 -> { link = cell; fromLow = true; start = xStart; e = x4; }
            case 1 -> { link = cell; fromLow = true; start = zStart; e = z4; }
            case 3 -> { link = cell - width; fromLow = false; start = zStart; e = z4; }
            default -> throw new IllegalArgumentException("direction must be 0..3, got " + d);
        }
        float best = Float.POSITIVE_INFINITY;
        for (int i = start[link], end = start[link + 1]; i < end; i++) {
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

    /** True when a blocker overlapping heights (lo, hi) crosses the link from cell in direction d. */
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
            xn = copy(in && ix + 1 < w ? part.xStart : whole.xStart, in && ix + 1 < w ? part.x4 : whole.x4,
                    in && ix + 1 < w ? pc : c, x4, xn);
            zs[c] = zn;
            zn = copy(in && iz + 1 < d ? part.zStart : whole.zStart, in && iz + 1 < d ? part.z4 : whole.z4,
                    in && iz + 1 < d ? pc : c, z4, zn);
        }
        xs[cells] = xn;
        zs[cells] = zn;
        return new LinkBlockers(gw, xs, java.util.Arrays.copyOf(x4, 4 * xn), zs, java.util.Arrays.copyOf(z4, 4 * zn));
    }

    /** Appends the entries of one link to out from entry n; returns the new entry count. */
    private static int copy(int[] start, float[] e, int link, float[] out, int n) {
        int from = start[link], to = start[link + 1];
        System.arraycopy(e, 4 * from, out, 4 * n, 4 * (to - from));
        return n + to - from;
    }
}
