package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The least-squares fit of {@link DetailCompactor}: fits a candidate node grid of one triangle to
 * the sampled surface at its check points (Gauss-Seidel on the normal equations, starting from the
 * filled node heights), so that the grid, read bilinearly as {@link TriangleDetail#interpolate}
 * reads it, comes as close as it can to the samples. Holds only scratch: one instance per thread.
 */
final class NodeGridFit {
    /** Gauss-Seidel sweeps of the fit (it starts from the sampled heights, already close). */
    private static final int FIT_ITERATIONS = 6;
    /** Scratch: the normal equations' 3x3 stencils (9 per node), right-hand sides, the nodes being swept. */
    private final float[][] scratch = {new float[256], new float[256], new float[256]};
    /** Scratch of {@link #fit}: the nodes around a check point, their corners and weights. */
    private final int[] idx = new int[4], corner = new int[4];
    private final float[] weight = new float[4];

    /**
     * Least-squares fit of the candidate's nodes to the sampled surface at the check points
     * (Gauss-Seidel on the normal equations, from the filled values).
     *
     * @param c         the node grid (its offset into nodes, size and stride); not null
     * @param nodes     node heights (metres), the candidate's at nodes[c.off() ..], filled (no NaN)
     *                  and overwritten with the fitted heights; not null, modified
     * @param px        X of each check point, in cells from the centre of the triangle's first
     *                  cell ({@link TriangleDetail#cellCoord}); not null, unaffected
     * @param pz        Z of each check point, likewise; not null, unaffected
     * @param pPlane    the triangle's plane height at each check point, metres; not null, unaffected
     * @param pExact    the sampled surface height at each check point, metres; not null, unaffected
     * @param fitPoints how many of the first check points the fit uses; &gt;= 0, at most the
     *                  length of each point array
     */
    void fit(DetailCompactor.Candidate c, float[] nodes, float[] px, float[] pz, float[] pPlane, float[] pExact,
            int fitPoints) {
        int n = c.count(), nw = c.nw();
        float[] mat = scratch(0, 9 * n);
        float[] rhs = scratch(1, n);
        Arrays.fill(mat, 0, 9 * n, 0f);
        Arrays.fill(rhs, 0, n, 0f);
        float inv = TriangleDetail.strideInv(c.shift());
        for (int pt = 0; pt < fitPoints; pt++) {
            addPoint(c, mat, rhs, px[pt] * inv, pz[pt] * inv, pPlane[pt], pExact[pt]);
        }
        // The sweeps run on a copy with a row and a node of margin on both sides, so that every
        // neighbour index of the stencil is inside the array (a neighbour outside the grid has a
        // zero coefficient and is never read).
        int pad = nw + 1;
        float[] grid = scratch(2, n + 2 * pad);
        System.arraycopy(nodes, c.off(), grid, pad, n);
        for (int iter = 0; iter < FIT_ITERATIONS; iter++) {
            sweep(mat, rhs, grid, n, nw, pad);
        }
        System.arraycopy(grid, pad, nodes, c.off(), n);
    }

    /*
     * The fit's loops are in methods of their own (the point loop's body, the rare edge case, one
     * sweep): a bake fits thousands of grids, and one large method with several loops is compiled
     * again from each loop by the optimising compiler (on-stack replacement), each time whole.
     */

    /**
     * Adds one check point's terms to the normal equations: at node coordinates (fx, fz), plane
     * height p, sampled height target.
     */
    private void addPoint(DetailCompactor.Candidate c, float[] mat, float[] rhs, float fx, float fz, float p,
                          float target) {
        int nw = c.nw(), nd = c.nd();
        int ix = CellGrid.floor(fx), iz = CellGrid.floor(fz);
        float tx = fx - ix, tz = fz - iz;
        float w0 = (1f - tx) * (1f - tz), w1 = tx * (1f - tz), w2 = (1f - tx) * tz, w3 = tx * tz;
        if (ix >= 0 && iz >= 0 && ix < nw - 1 && iz < nd - 1 && w0 > 0f && w1 > 0f && w2 > 0f && w3 > 0f) {
            // All four nodes weigh in (the usual case): the terms of addEdgePoint, written out.
            target -= (1f - (w0 + w1 + w2 + w3)) * p;
            int q = ix + iz * nw, m0 = 9 * q, m1 = m0 + 9, m2 = m0 + 9 * nw, m3 = m2 + 9;
            rhs[q] += w0 * target;
            rhs[q + 1] += w1 * target;
            rhs[q + nw] += w2 * target;
            rhs[q + nw + 1] += w3 * target;
            mat[m0 + 4] += w0 * w0;
            mat[m0 + 5] += w0 * w1;
            mat[m0 + 7] += w0 * w2;
            mat[m0 + 8] += w0 * w3;
            mat[m1 + 3] += w1 * w0;
            mat[m1 + 4] += w1 * w1;
            mat[m1 + 6] += w1 * w2;
            mat[m1 + 7] += w1 * w3;
            mat[m2 + 1] += w2 * w0;
            mat[m2 + 2] += w2 * w1;
            mat[m2 + 4] += w2 * w2;
            mat[m2 + 5] += w2 * w3;
            mat[m3] += w3 * w0;
            mat[m3 + 1] += w3 * w1;
            mat[m3 + 3] += w3 * w2;
            mat[m3 + 4] += w3 * w3;
            return;
        }
        addEdgePoint(c, mat, rhs, fx, fz, p, target);
    }

    /** {@link #addPoint} where some of the four nodes around the point are outside the grid or weigh nothing. */
    private void addEdgePoint(DetailCompactor.Candidate c, float[] mat, float[] rhs, float fx, float fz, float p,
                              float target) {
        int[] idx = this.idx;
        int[] corner = this.corner;
        float[] w = weight;
        int k = weights(c, fx, fz, idx, corner, w);
        float inside = 0f;
        for (int a = 0; a < k; a++) {
            inside += w[a];
        }
        target -= (1f - inside) * p; // nodes outside the grid count as the plane
        for (int a = 0; a < k; a++) {
            int i = idx[a];
            rhs[i] += w[a] * target;
            for (int b = 0; b < k; b++) {
                int dx = (corner[b] & 1) - (corner[a] & 1), dz = (corner[b] >> 1) - (corner[a] >> 1);
                mat[9 * i + (dx + 1) + 3 * (dz + 1)] += w[a] * w[b];
            }
        }
    }

    /**
     * One Gauss-Seidel sweep over the n nodes of a grid nw wide, held in grid from index pad on.
     */
    private static void sweep(float[] mat, float[] rhs, float[] grid, int n, int nw, int pad) {
        for (int q = 0; q < n; q++) {
            int m = 9 * q;
            float diag = mat[m + 4];
            if (!(diag > 1e-9f)) {
                continue; // no check point weighs this node
            }
            // rhs minus the other nodes' terms, in stencil order (-X-Z, -Z, +X-Z, -X, +X, -X+Z, +Z, +X+Z).
            int v = pad + q;
            float r = rhs[q];
            r = term(r, mat[m], grid, v - nw - 1);
            r = term(r, mat[m + 1], grid, v - nw);
            r = term(r, mat[m + 2], grid, v - nw + 1);
            r = term(r, mat[m + 3], grid, v - 1);
            r = term(r, mat[m + 5], grid, v + 1);
            r = term(r, mat[m + 6], grid, v + nw - 1);
            r = term(r, mat[m + 7], grid, v + nw);
            r = term(r, mat[m + 8], grid, v + nw + 1);
            grid[v] = r / diag;
        }
    }

    /** r minus a times node v, or r when a is 0 (node v may then be outside the grid). */
    private static float term(float r, float a, float[] nodes, int v) {
        return a != 0f ? r - a * nodes[v] : r;
    }

    /**
     * The in-grid nodes weighing in at node coordinates (fx, fz), which of the four corners around
     * them each is (bit 0: +X, bit 1: +Z) and their bilinear weights (as
     * {@link TriangleDetail#interpolate} computes them), into idx, corner and w; returns their number.
     */
    private static int weights(DetailCompactor.Candidate c, float fx, float fz, int[] idx, int[] corner, float[] w) {
        int ix = CellGrid.floor(fx), iz = CellGrid.floor(fz);
        float tx = fx - ix, tz = fz - iz;
        int k = 0;
        for (int q = 0; q < 4; q++) {
            int a = ix + (q & 1), b = iz + (q >> 1);
            float wq = ((q & 1) == 0 ? 1f - tx : tx) * ((q >> 1) == 0 ? 1f - tz : tz);
            if (wq > 0f && a >= 0 && b >= 0 && a < c.nw() && b < c.nd()) {
                idx[k] = a + b * c.nw();
                corner[k] = q;
                w[k++] = wq;
            }
        }
        return k;
    }

    /** Scratch array number k of at least n floats. */
    private float[] scratch(int k, int n) {
        if (scratch[k].length < n) {
            scratch[k] = new float[Math.max(n, 2 * scratch[k].length)];
        }
        return scratch[k];
    }
}
