package org.jme3navmesh.dynamic;

import org.jme3navmesh.mesh.Geometry;

/**
 * Triangulates the carver's pieces: convex polygons that may carry extra points along their edges
 * (points shared with the neighbouring pieces), in the mesh's float coordinates. An ear is cut only
 * when its float area is positive, no other point lies in it or on it, and what is left still has
 * area, so no point of the ring ends up alone on an edge (which would leave a T-junction).
 */
final class EarClipper {
    private EarClipper() {
    }

    /**
     * @param ids ring of vertex ids, counter-clockwise seen from above, no two consecutive equal
     * @param xs  X of each ring point, world metres
     * @param zs  Z of each ring point, world metres
     * @param n   ring size
     * @param out receives 3 vertex ids per triangle; modified
     * @return false when part of the ring could not be cut into positive triangles (dropped)
     */
    static boolean triangulate(int[] ids, float[] xs, float[] zs, int n, IntBuffer out) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        int m = n;
        double total = 0;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            total += (double) xs[j] * zs[i] - (double) xs[i] * zs[j];
        }
        while (m > 3) {
            boolean cut = false;
            for (int i = 0; i < m && !cut; i++) {
                int a = r[(i + m - 1) % m], b = r[i], c = r[(i + 1) % m];
                if (!(Geometry.area2(xs[a], zs[a], xs[b], zs[b], xs[c], zs[c]) > 0f)) {
                    continue;
                }
                double ear = ConvexPolygons.area2(xs[a], zs[a], xs[b], zs[b], xs[c], zs[c]);
                if (total - ear <= 1e-9 * Math.abs(total) || blocked(r, m, a, b, c, xs, zs)) {
                    continue;
                }
                out.add(ids[a], ids[b], ids[c]);
                System.arraycopy(r, i + 1, r, i, m - i - 1);
                m--;
                total -= ear;
                cut = true;
            }
            if (!cut) {
                return false;
            }
        }
        if (m == 3 && Geometry.area2(xs[r[0]], zs[r[0]], xs[r[1]], zs[r[1]], xs[r[2]], zs[r[2]]) > 0f) {
            out.add(ids[r[0]], ids[r[1]], ids[r[2]]);
            return true;
        }
        return m < 3;
    }

    /** True when a ring point other than a, b, c lies inside or on triangle a, b, c. */
    private static boolean blocked(int[] r, int m, int a, int b, int c, float[] xs, float[] zs) {
        for (int k = 0; k < m; k++) {
            int p = r[k];
            if (p == a || p == b || p == c || (xs[p] == xs[a] && zs[p] == zs[a]) || (xs[p] == xs[c] && zs[p] == zs[c])) {
                continue;
            }
            if (Geometry.area2(xs[a], zs[a], xs[b], zs[b], xs[p], zs[p]) >= 0f
                    && Geometry.area2(xs[b], zs[b], xs[c], zs[c], xs[p], zs[p]) >= 0f
                    && Geometry.area2(xs[c], zs[c], xs[a], zs[a], xs[p], zs[p]) >= 0f) {
                return true;
            }
        }
        return false;
    }
}
