package org.jme3navmesh.bake;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.IntConsumer;

/**
 * The last step of {@link SceneRasterizer#run}: the parallel merge of its row bands' hits and
 * link blockers into one {@link SurfaceSamples} and one {@link LinkBlockers} over the whole grid.
 * Stateless.
 */
final class BandMerge {
    /** Cells or hits per call of a band's copy. */
    private static final int SEGMENT = 64;

    private BandMerge() {
    }

    /**
     * Joins the bands' hits and link blockers into the grid's: each band's cells, in row order,
     * with every hit's normal Y, slope, tag and body read from its triangle. The bands copy in
     * parallel, each into its own part of the arrays.
     *
     * @param bands      the finished bands ({@link SceneRasterizer.Band#finish}), in row order,
     *                   covering the grid; not null, unaffected
     * @param doBlockers true to return link blockers as well
     * @param grid       the grid sampled; not null, unaffected (aliased by the samples)
     * @param tris       the triangles sampled; not null, unaffected (their tag table is copied)
     * @param ny         unit normal Y of each triangle; not null, unaffected
     * @param slopeDeg   slope of each triangle, degrees; not null, unaffected
     * @return the samples, and the blockers or null when doBlockers is false; never null
     */
    static SceneRasterizer.Result merge(SceneRasterizer.Band[] bands, boolean doBlockers, BakeGrid grid,
            SceneTriangles tris, float[] ny, float[] slopeDeg) {
        int cells = grid.cells().cellCount();
        int hits = 0, xs = 0, zs = 0;
        for (SceneRasterizer.Band b : bands) {
            hits += b.hitN;
            xs += b.xN;
            zs += b.zN;
        }
        int[] cellStart = new int[cells + 1];
        float[] y = new float[hits];
        float[] nY = new float[hits];
        float[] slope = new float[hits];
        int[] tag = new int[hits];
        int[] body = new int[hits];
        int[] xStart = new int[cells + 1];
        int[] zStart = new int[cells + 1];
        float[] x4 = new float[4 * xs];
        float[] z4 = new float[4 * zs];
        // Each band's first hit and first link: the bands then copy in parallel, each into its own part.
        int nb = bands.length;
        int[] h0 = new int[nb + 1], x0 = new int[nb + 1], z0 = new int[nb + 1];
        for (int k = 0; k < nb; k++) {
            h0[k + 1] = h0[k] + bands[k].hitN;
            x0[k + 1] = x0[k] + bands[k].xN;
            z0[k + 1] = z0[k] + bands[k].zN;
        }
        Parallel.run(nb, new IntConsumer() {
            @Override
            public void accept(int k) {
                SceneRasterizer.Band b = bands[k];
                int h = h0[k], xo = x0[k], zo = z0[k];
                int c0 = b.iz0 * grid.cells().width();
                int n = b.cellCount();
                // Segments, each in a method: a bake copies a band once, too few times for the JIT
                // to compile a loop over all its cells or hits.
                for (int c = 0; c < n; c += SEGMENT) {
                    offsets(b, c, Math.min(n, c + SEGMENT), c0, h, xo, zo);
                }
                for (int i = 0; i < b.hitN; i += SEGMENT) {
                    hits(b, i, Math.min(b.hitN, i + SEGMENT), h);
                }
                System.arraycopy(b.x4, 0, x4, 4 * xo, 4 * b.xN);
                System.arraycopy(b.z4, 0, z4, 4 * zo, 4 * b.zN);
            }

            /** Band b's cells [from, to) at c0 on: their first hit and links, from h, xo and zo on. */
            private void offsets(SceneRasterizer.Band b, int from, int to, int c0, int h, int xo, int zo) {
                for (int c = from; c < to; c++) {
                    cellStart[c0 + c] = h + b.hitStart[c];
                    xStart[c0 + c] = xo + b.xStart[c];
                    zStart[c0 + c] = zo + b.zStart[c];
                }
            }

            /** Band b's hits [from, to), from h on, with their triangles' normal Y, slope, tag and body. */
            private void hits(SceneRasterizer.Band b, int from, int to, int h) {
                for (int i = from; i < to; i++) {
                    int t = b.hitTri[i];
                    y[h + i] = b.hitY[i];
                    nY[h + i] = ny[t];
                    slope[h + i] = slopeDeg[t];
                    tag[h + i] = tris.tag[t];
                    body[h + i] = tris.body[t];
                }
            }
        }, new AtomicBoolean(), Parallel.NEVER, "rasterise", Parallel.NO_PROGRESS);
        int h = h0[nb], xo = x0[nb], zo = z0[nb];
        cellStart[cells] = h;
        xStart[cells] = xo;
        zStart[cells] = zo;
        SurfaceSamples samples = new SurfaceSamples(grid, cellStart, y, nY, slope, tag, body, tris.tags.clone());
        LinkBlockers blockers = doBlockers ? new LinkBlockers(grid.cells().width(), xStart, x4, zStart, z4) : null;
        return new SceneRasterizer.Result(samples, blockers);
    }
}
