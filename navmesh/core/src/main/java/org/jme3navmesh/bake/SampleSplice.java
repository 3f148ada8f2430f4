package org.jme3navmesh.bake;

import java.util.Arrays;

import org.jme3navmesh.mesh.CellGrid;

/**
 * The samples of a whole grid with a block of its cells sampled again: surfaces of the block's
 * cells, blockers of the links inside the block, and wall posts over the block come from the new
 * sampling, the rest from the old one. Stateless and thread-safe.
 */
final class SampleSplice {
    private SampleSplice() {
    }

    /**
     * Splices a block's samples into a grid's.
     *
     * @param whole      the grid's samples; not null, unaffected
     * @param part       the samples of the block of cells [x0, x0 + w) x [z0, z0 + d) of the same
     *                   grid; not null, unaffected
     * @param postsFrom  the world XZ rectangle {minX, minZ, maxX, maxZ}, metres, whose wall posts
     *                   come from part (those outside it from whole); not null
     * @return new samples of the grid; never null
     * @throws IllegalArgumentException when the block's samples know other surface tags than the
     *                                  grid's (a new tag changes area ids: bake again)
     */
    static RegionSamples splice(RegionSamples whole, RegionSamples part, int x0, int z0, int w, int d,
                                float[] postsFrom) {
        SurfaceSamples a = whole.surfaces(), b = part.surfaces();
        if (!Arrays.equals(a.tags, b.tags)) {
            throw new IllegalArgumentException("the changed scene has other surface tags than the baked one ("
                    + Arrays.toString(b.tags) + " vs " + Arrays.toString(a.tags) + "): bake it again");
        }
        CellGrid g = a.grid.cells();
        int cells = g.cellCount();
        int[] start = new int[cells + 1];
        for (int c = 0; c < cells; c++) {
            int pc = partCell(c, g.width(), x0, z0, w, d);
            int n = pc >= 0 ? b.cellStart[pc + 1] - b.cellStart[pc] : a.cellStart[c + 1] - a.cellStart[c];
            start[c + 1] = start[c] + n;
        }
        int n = start[cells];
        float[] y = new float[n], ny = new float[n], slope = new float[n];
        int[] tag = new int[n], body = new int[n];
        for (int c = 0; c < cells; c++) {
            int pc = partCell(c, g.width(), x0, z0, w, d);
            SurfaceSamples src = pc >= 0 ? b : a;
            int sc = pc >= 0 ? pc : c;
            int from = src.cellStart[sc], len = src.cellStart[sc + 1] - from;
            System.arraycopy(src.y, from, y, start[c], len);
            System.arraycopy(src.normalY, from, ny, start[c], len);
            System.arraycopy(src.slopeDeg, from, slope, start[c], len);
            System.arraycopy(src.tag, from, tag, start[c], len);
            System.arraycopy(src.body, from, body, start[c], len);
        }
        SurfaceSamples s = new SurfaceSamples(a.grid, start, y, ny, slope, tag, body, a.tags);
        LinkBlockers blockers = whole.blockers() == null || part.blockers() == null ? null
                : LinkBlockers.splice(whole.blockers(), cells, part.blockers(), x0, z0, w, d);
        WallPosts posts = whole.posts() == null || part.posts() == null ? null
                : new WallPosts(concat(keep(whole.posts().data, postsFrom, false), keep(part.posts().data, postsFrom, true)));
        return new RegionSamples(s, blockers, posts);
    }

    /** The block's index of grid cell c, or -1 when c is outside the block. */
    private static int partCell(int c, int gw, int x0, int z0, int w, int d) {
        int ix = c % gw - x0, iz = c / gw - z0;
        return ix >= 0 && iz >= 0 && ix < w && iz < d ? ix + iz * w : -1;
    }

    /** The posts (4 floats each) inside (or outside) a rectangle. */
    private static float[] keep(float[] posts, float[] rect, boolean inside) {
        float[] out = new float[posts.length];
        int n = 0;
        for (int i = 0; i < posts.length; i += 4) {
            boolean in = posts[i] >= rect[0] && posts[i + 1] >= rect[1] && posts[i] < rect[2] && posts[i + 1] < rect[3];
            if (in == inside) {
                System.arraycopy(posts, i, out, n, 4);
                n += 4;
            }
        }
        return Arrays.copyOf(out, n);
    }

    private static float[] concat(float[] p, float[] q) {
        float[] out = Arrays.copyOf(p, p.length + q.length);
        System.arraycopy(q, 0, out, p.length, q.length);
        return out;
    }
}
