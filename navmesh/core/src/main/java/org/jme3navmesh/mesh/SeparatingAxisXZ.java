package org.jme3navmesh.mesh;

/**
 * The separating-axis test behind {@link TriangleGrid}'s overlap lists: whether two triangles'
 * XZ projections lie apart along one of an edge normal of either, overlapping by at most
 * {@link TriangleGrid#OVERLAP_TOLERANCE} metres along it (the normal is not normalised:
 * projections on it are its length times the distances, so the tolerance is scaled by the length
 * instead, with no square root or division per edge). One triangle's normals and extents are
 * computed once ({@link #axes}) and tried against many others. Used only while building or patching
 * the index, never by its lookups; stateless.
 */
final class SeparatingAxisXZ {
    /** Doubles {@link #axes} writes. */
    static final int AXES = 21;

    private SeparatingAxisXZ() {
    }

    /**
     * Triangle a's edge normals and its extent along each, and its corners, for {@link #separatedAlong}
     * and {@link #separatedAcross} with many other triangles.
     *
     * @param v   the mesh's vertex coordinates; not null, unaffected
     * @param t   the mesh's triangle corners; not null, unaffected
     * @param a   the triangle whose edge normals are tried; a valid id
     * @param out receives 5 doubles per edge (normal X, Z, a's extent from, to, squared tolerance
     *            times the normal's squared length; the normal 0, 0 for an edge of zero length), then a's
     *            corners' X, Z ({@value #AXES} doubles); modified
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
            out[15 + 2 * e] = v[3 * t[3 * a + e]];
            out[16 + 2 * e] = v[3 * t[3 * a + e] + 2];
        }
    }

    /**
     * True when an edge normal of triangle b has the projection of triangle a (whose {@link #axes} are
     * given) on one side of b's, overlapping it by at most OVERLAP_TOLERANCE.
     *
     * @param axes a's axes; not null, unaffected
     * @param v    the mesh's vertex coordinates; not null, unaffected
     * @param t    the mesh's triangle corners; not null, unaffected
     * @param b    the triangle whose edge normals are tried; a valid id
     * @return true when separated along one of b's edge normals
     */
    static boolean separatedAcross(double[] axes, float[] v, int[] t, int b) {
        int o0 = 3 * t[3 * b], o1 = 3 * t[3 * b + 1], o2 = 3 * t[3 * b + 2];
        double x0 = v[o0], z0 = v[o0 + 2], x1 = v[o1], z1 = v[o1 + 2], x2 = v[o2], z2 = v[o2 + 2];
        return apart(x0, z0, x1, z1, x0, z0, x1, z1, x2, z2, axes) || apart(x1, z1, x2, z2, x0, z0, x1, z1, x2, z2, axes)
                || apart(x2, z2, x0, z0, x0, z0, x1, z1, x2, z2, axes);
    }

    /** Whether the normal of edge p-q of triangle b (corners 0, 1, 2) separates b from a (corners in axes). */
    private static boolean apart(double px, double pz, double qx, double qz, double x0, double z0, double x1, double z1,
                                 double x2, double z2, double[] axes) {
        double nx = qz - pz, nz = px - qx;
        double len2 = nx * nx + nz * nz;
        if (len2 == 0) {
            return false;
        }
        double p0 = nx * x0 + nz * z0, p1 = nx * x1 + nz * z1, p2 = nx * x2 + nz * z2;
        double q0 = nx * axes[15] + nz * axes[16], q1 = nx * axes[17] + nz * axes[18], q2 = nx * axes[19] + nz * axes[20];
        double gap = Math.max(Math.min(q0, Math.min(q1, q2)) - Math.max(p0, Math.max(p1, p2)),
                Math.min(p0, Math.min(p1, p2)) - Math.max(q0, Math.max(q1, q2)));
        return gap >= 0 || gap * gap <= (double) TriangleGrid.OVERLAP_TOLERANCE * TriangleGrid.OVERLAP_TOLERANCE * len2;
    }

    /**
     * True when an edge normal of triangle a (whose {@link #axes} are given) has triangle b's projection
     * on one side of a's, overlapping it by at most OVERLAP_TOLERANCE.
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
