package org.jme3navmesh.mesh;

/**
 * The separating-axis test behind {@link TriangleGrid}'s overlap lists: whether two triangles'
 * XZ projections lie apart along one of the first one's edge normals, up to
 * {@link TriangleGrid#OVERLAP_TOLERANCE}. Used only while building or patching the index, never
 * by its lookups; stateless.
 */
final class SeparatingAxisXZ {
    private SeparatingAxisXZ() {
    }

    /**
     * True when an edge normal of triangle a has triangle b's projection on one side of a's,
     * overlapping it by at most OVERLAP_TOLERANCE.
     *
     * @param v the mesh's vertex coordinates (x, y, z per vertex, metres); not null, unaffected
     * @param t the mesh's triangle corners (3 vertex ids per triangle); not null, unaffected
     * @param a the triangle whose edge normals are tried; a valid id
     * @param b the other triangle; a valid id
     * @return true when separated along one of a's edge normals
     */
    static boolean separatedXZ(float[] v, int[] t, int a, int b) {
        for (int e = 0; e < 3; e++) {
            int p = 3 * t[3 * a + e], q = 3 * t[3 * a + (e + 1) % 3];
            // The normal is not normalised: projections on it are len times the distances, so the
            // tolerance is scaled by len instead (no square root or division per edge).
            double nx = (double) v[q + 2] - v[p + 2], nz = (double) v[p] - v[q];
            double len2 = nx * nx + nz * nz;
            if (len2 == 0) {
                continue;
            }
            double a0 = Double.MAX_VALUE, a1 = -Double.MAX_VALUE, b0 = Double.MAX_VALUE, b1 = -Double.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                int va = 3 * t[3 * a + k], vb = 3 * t[3 * b + k];
                double pa = nx * v[va] + nz * v[va + 2], pb = nx * v[vb] + nz * v[vb + 2];
                a0 = Math.min(a0, pa);
                a1 = Math.max(a1, pa);
                b0 = Math.min(b0, pb);
                b1 = Math.max(b1, pb);
            }
            // Separated when the larger gap is at least -OVERLAP_TOLERANCE len.
            double gap = Math.max(b0 - a1, a0 - b1);
            if (gap >= 0 || gap * gap <= (double) TriangleGrid.OVERLAP_TOLERANCE * TriangleGrid.OVERLAP_TOLERANCE * len2) {
                return true;
            }
        }
        return false;
    }
}
