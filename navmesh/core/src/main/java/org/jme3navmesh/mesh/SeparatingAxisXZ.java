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

    /**
     * Triangle a's edge normals and its extent along each, for {@link #separatedAlong}: what
     * {@link #separatedXZ} computes for a on every call, computed once for many b.
     *
     * @param v   the mesh's vertex coordinates; not null, unaffected
     * @param t   the mesh's triangle corners; not null, unaffected
     * @param a   the triangle whose edge normals are tried; a valid id
     * @param out receives 5 doubles per edge (normal X, Z, a's extent from, to, squared tolerance
     *            times the normal's squared length; the normal 0, 0 for an edge of zero length); modified
     */
    static void axes(float[] v, int[] t, int a, double[] out) {
        for (int e = 0; e < 3; e++) {
            int p = 3 * t[3 * a + e], q = 3 * t[3 * a + (e + 1) % 3];
            double nx = (double) v[q + 2] - v[p + 2], nz = (double) v[p] - v[q];
            double a0 = Double.MAX_VALUE, a1 = -Double.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                int va = 3 * t[3 * a + k];
                double pa = nx * v[va] + nz * v[va + 2];
                a0 = Math.min(a0, pa);
                a1 = Math.max(a1, pa);
            }
            double len2 = nx * nx + nz * nz;
            out[5 * e] = nx;
            out[5 * e + 1] = nz;
            out[5 * e + 2] = a0;
            out[5 * e + 3] = a1;
            out[5 * e + 4] = (double) TriangleGrid.OVERLAP_TOLERANCE * TriangleGrid.OVERLAP_TOLERANCE * len2;
        }
    }

    /**
     * {@link #separatedXZ}(v, t, a, b) for the triangle a whose {@link #axes} are given.
     *
     * @param axes a's axes; not null, unaffected
     * @param v    the mesh's vertex coordinates; not null, unaffected
     * @param t    the mesh's triangle corners; not null, unaffected
     * @param b    the other triangle; a valid id
     * @return true when separated along one of a's edge normals
     */
    static boolean separatedAlong(double[] axes, float[] v, int[] t, int b) {
        int v0 = 3 * t[3 * b], v1 = 3 * t[3 * b + 1], v2 = 3 * t[3 * b + 2];
        for (int e = 0; e < 15; e += 5) {
            double nx = axes[e], nz = axes[e + 1];
            if (nx == 0 && nz == 0) {
                continue;
            }
            double p0 = nx * v[v0] + nz * v[v0 + 2], p1 = nx * v[v1] + nz * v[v1 + 2], p2 = nx * v[v2] + nz * v[v2 + 2];
            double b0 = Math.min(p0, Math.min(p1, p2)), b1 = Math.max(p0, Math.max(p1, p2));
            double gap = Math.max(b0 - axes[e + 3], axes[e + 2] - b1);
            if (gap >= 0 || gap * gap <= axes[e + 4]) {
                return true;
            }
        }
        return false;
    }
}
