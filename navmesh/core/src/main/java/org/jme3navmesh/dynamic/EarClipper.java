package org.jme3navmesh.dynamic;

import org.jme3navmesh.mesh.Geometry;

/**
 * Triangulates the carver's rings: a parent's region joined into one ring (holes bridged in, see
 * {@link RegionTriangulator}) or a convex piece, either carrying extra points along its sides
 * (points shared with the neighbouring pieces), in the mesh's float coordinates. An ear is cut only
 * when its float area is positive, no other point lies in it or on it (within {@value #ON_LINE} m), and what is left still has
 * area, so no point of the ring ends up alone on an edge (which would leave a T-junction); of
 * those, the fattest ear (area over its longest side squared) goes first.
 */
final class EarClipper {
    /** A point this close to an ear's side (metres) counts as on it. */
    static final double ON_LINE = 1e-5;

    /** Scratch per ring point, grown as needed (see {@link #triangulate}). */
    private int[] r = new int[16];
    private byte[] state = new byte[16];
    private int[] blocker = new int[16];
    private double[] ear = new double[16];
    private double[] quality = new double[16];

    /**
     * @param ids ring of vertex ids, counter-clockwise seen from above, no two consecutive equal
     * @param xs  X of each ring point, world metres
     * @param zs  Z of each ring point, world metres
     * @param n   ring size
     * @param out receives 3 vertex ids per triangle; modified
     * @return false when part of the ring could not be cut into positive triangles (dropped)
     */
    boolean triangulate(int[] ids, float[] xs, float[] zs, int n, IntBuffer out) {
        if (r.length < n) {
            int cap = Math.max(n, 2 * r.length);
            r = new int[cap];
            state = new byte[cap];
            blocker = new int[cap];
            ear = new double[cap];
            quality = new double[cap];
        }
        int[] r = this.r;
        for (int i = 0; i < n; i++) {
            r[i] = i;
        }
        // Per ring point b, what is known of the ear (a, b, c) it tips while its ring neighbours stay:
        // UNKNOWN, FLAT (float area not positive), BLOCKED by point blocker[b] (until that point is cut
        // away: points only leave the ring, so an unblocked ear stays unblocked), or OPEN with its
        // doubled area ear[b] and quality quality[b], then CLEAR once found to hold no point. Only the
        // fattest ear that may be cut is tested for points, until one is clear.
        byte[] state = this.state;
        java.util.Arrays.fill(state, 0, n, UNKNOWN);
        int[] blocker = this.blocker;
        int m = n;
        double total = 0;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            total += (double) xs[j] * zs[i] - (double) xs[i] * zs[j];
        }
        while (m > 3) {
            int best;
            while (true) {
                best = pick(r, m, xs, zs, total);
                if (best < 0 || state[r[best]] == CLEAR) {
                    break;
                }
                // The fattest ear not yet tested for points in it: clear, or left out of the next pick.
                int b = r[best];
                int k = blocker(r, m, r[best == 0 ? m - 1 : best - 1], b, r[best + 1 == m ? 0 : best + 1], xs, zs);
                if (k < 0) {
                    state[b] = CLEAR;
                    break;
                }
                state[b] = BLOCKED;
                blocker[b] = k;
            }
            if (best < 0) {
                return false;
            }
            int a = r[best == 0 ? m - 1 : best - 1], b = r[best], c = r[best + 1 == m ? 0 : best + 1];
            out.add(ids[a], ids[b], ids[c]);
            total -= ConvexPolygons.area2(xs[a], zs[a], xs[b], zs[b], xs[c], zs[c]);
            System.arraycopy(r, best + 1, r, best, m - best - 1);
            m--;
            state[a] = state[c] = UNKNOWN;
            for (int i = 0; i < m; i++) {
                if (state[r[i]] == BLOCKED && blocker[r[i]] == b) {
                    state[r[i]] = OPEN;
                }
            }
        }
        if (m == 3 && Geometry.area2(xs[r[0]], zs[r[0]], xs[r[1]], zs[r[1]], xs[r[2]], zs[r[2]]) > 0f) {
            out.add(ids[r[0]], ids[r[1]], ids[r[2]]);
            return true;
        }
        return m < 3;
    }

    /**
     * The ring position of the fattest ear that may be cut (positive float area, leaving area, not
     * known to hold a point), the first of equals, or -1; works out the area and quality of the ears
     * not yet known.
     */
    private int pick(int[] r, int m, float[] xs, float[] zs, double total) {
        int best = -1;
        double bestQuality = -1;
        int a = r[m - 1];
        for (int i = 0; i < m; i++, a = r[i - 1]) {
            int b = r[i];
            if (state[b] == UNKNOWN) {
                int c = r[i + 1 == m ? 0 : i + 1];
                if (!(Geometry.area2(xs[a], zs[a], xs[b], zs[b], xs[c], zs[c]) > 0f)) {
                    state[b] = FLAT;
                } else {
                    state[b] = OPEN;
                    ear[b] = ConvexPolygons.area2(xs[a], zs[a], xs[b], zs[b], xs[c], zs[c]);
                    quality[b] = ear[b] / longestSq(xs, zs, a, b, c);
                }
            }
            if (state[b] == FLAT || state[b] == BLOCKED || total - ear[b] <= 1e-9 * Math.abs(total)) {
                continue;
            }
            if (quality[b] > bestQuality) {
                bestQuality = quality[b];
                best = i;
            }
        }
        return best;
    }

    private static final byte UNKNOWN = 0;
    private static final byte FLAT = 1;
    /** Positive float area (and quality known), not yet tested for points in it. */
    private static final byte OPEN = 2;
    private static final byte BLOCKED = 3;
    /** Positive float area, no point in it. */
    private static final byte CLEAR = 4;

    /** True when p is on the left of the line a -&gt; b seen from above, or within {@value #ON_LINE} m of it. */
    private static boolean inside(float ax, float az, float bx, float bz, float px, float pz) {
        double a2 = ConvexPolygons.area2(ax, az, bx, bz, px, pz);
        // On the inner side the tolerance does not matter: the edge's length is needed only outside.
        double dx = bx - (double) ax, dz = bz - (double) az;
        return a2 >= 0 || a2 * a2 <= ON_LINE * ON_LINE * (dx * dx + dz * dz);
    }

    /** The square of the longest side of triangle a, b, c. */
    private static double longestSq(float[] xs, float[] zs, int a, int b, int c) {
        double ab = sq(xs[b] - (double) xs[a]) + sq(zs[b] - (double) zs[a]);
        double bc = sq(xs[c] - (double) xs[b]) + sq(zs[c] - (double) zs[b]);
        double ca = sq(xs[a] - (double) xs[c]) + sq(zs[a] - (double) zs[c]);
        return Math.max(ab, Math.max(bc, ca));
    }

    private static double sq(double v) {
        return v * v;
    }

    /** The first ring point other than a, b, c inside or on triangle a, b, c, or -1. */
    private static int blocker(int[] r, int m, int a, int b, int c, float[] xs, float[] zs) {
        for (int k = 0; k < m; k++) {
            int p = r[k];
            // A point where a, b or c is (a ring joined to a hole by a bridge passes there twice) is that point.
            if (p == a || p == b || p == c || (xs[p] == xs[a] && zs[p] == zs[a]) || (xs[p] == xs[c] && zs[p] == zs[c])
                    || (xs[p] == xs[b] && zs[p] == zs[b])) {
                continue;
            }
            if (inside(xs[a], zs[a], xs[b], zs[b], xs[p], zs[p]) && inside(xs[b], zs[b], xs[c], zs[c], xs[p], zs[p])
                    && inside(xs[c], zs[c], xs[a], zs[a], xs[p], zs[p])) {
                return p;
            }
        }
        return -1;
    }
}
