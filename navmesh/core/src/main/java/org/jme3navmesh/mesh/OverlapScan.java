package org.jme3navmesh.mesh;

/**
 * The scan behind {@link TriangleGrid}'s overlap lists: the triangles a triangle overlaps in XZ,
 * read from the grid's buckets (each candidate once, in its first bucket shared with the
 * triangle's box) and tested by {@link SeparatingAxisXZ}. Used only while building or patching a
 * grid; stateless.
 */
final class OverlapScan {
    private OverlapScan() {
    }

    /**
     * Adds to found the triangles overlapping triangle i in XZ: those not separated from it, along
     * any of the six XZ edge normals of the pair, with at most {@link TriangleGrid#OVERLAP_TOLERANCE} of overlap (the
     * separating-axis test for convex polygons). On an edited mesh, a triangle inside a triangle of
     * the mesh the edits started from that overlapped none overlaps none either: carving keeps pieces
     * inside their parents, so what the test would find there is the rounding of carved points to
     * floats, not another layer.
     */
    static void collect(TriangleGrid g, int i, float[] v, int[] t, TriangleGrid.IntList found) {
        if (g.insideIsolated(i)) {
            return;
        }
        float pad = TriangleGrid.OVERLAP_TOLERANCE;
        float[] tb = g.boundPages()[i >>> TriangleGrid.PAGE_SHIFT];
        int o = 6 * (i & TriangleGrid.PAGE_MASK);
        float x0 = tb[o] - pad, z0 = tb[o + 2] - pad, x1 = tb[o + 3] + pad, z1 = tb[o + 5] + pad;
        int c0 = g.col(x0), c1 = g.col(x1), r0 = g.row(z0), r1 = g.row(z1);
        // A triangle linked across an edge shares that edge's two vertices and lies on its other side:
        // that edge's normal separates them (the test would say so), so it is not tested.
        NavMesh mesh = g.mesh();
        int n0 = mesh.neighbour(i, 0), n1 = mesh.neighbour(i, 1), n2 = mesh.neighbour(i, 2);
        double[] axes = new double[SeparatingAxisXZ.AXES];
        SeparatingAxisXZ.axes(v, t, i, axes);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int b = c + r * g.columns();
                int[] bt = g.bucket(b);
                float[] bb = g.bucketBounds(b);
                for (int k = 0; k < bt.length; k++) {
                    // The entry's box lies beside it (bucketBounds): no jump to the triangle's record.
                    int q = 6 * k;
                    if (bb[q] > x1 || bb[q + 3] < x0 || bb[q + 2] > z1 || bb[q + 5] < z0) {
                        continue;
                    }
                    int j = bt[k];
                    if (j == i || j == n0 || j == n1 || j == n2) {
                        continue;
                    }
                    if (!g.firstSharedBucket(j, c0, r0, c, r) || g.insideIsolated(j)) {
                        continue;
                    }
                    if (!SeparatingAxisXZ.separatedAlong(axes, v, t, j) && !SeparatingAxisXZ.separatedAcross(axes, v, t, j)) {
                        found.add(j);
                    }
                }
            }
        }
    }
}
