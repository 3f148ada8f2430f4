package org.jme3navmesh.dynamic;

import java.util.Arrays;

/** Convex polygons in the XZ plane as x, z pairs of doubles, counter-clockwise seen from above (+Y up). */
final class ConvexPolygons {
    private ConvexPolygons() {
    }

    /**
     * The regular polygon of the given sides circumscribing a circle (its edges touch the circle).
     *
     * @return x, z pairs, counter-clockwise seen from above
     */
    static double[] circle(double cx, double cz, double r, int sides) {
        double R = r / Math.cos(Math.PI / sides);
        double[] p = new double[2 * sides];
        for (int i = 0; i < sides; i++) {
            // Counter-clockwise seen from above (+Y up) is clockwise in (x, z): angle decreasing.
            double a = -2 * Math.PI * i / sides;
            p[2 * i] = cx + R * Math.cos(a);
            p[2 * i + 1] = cz + R * Math.sin(a);
        }
        return p;
    }

    /**
     * Twice the signed area seen from above (positive counter-clockwise), the same sign rule as
     * {@code Geometry.area2}.
     */
    static double area2(double[] p) {
        double s = 0;
        int n = p.length / 2;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            s += p[2 * j] * p[2 * i + 1] - p[2 * i] * p[2 * j + 1];
        }
        return s;
    }

    /** Twice the signed area of triangle a, b, c seen from above (positive counter-clockwise). */
    static double area2(double ax, double az, double bx, double bz, double cx, double cz) {
        return (cx - ax) * (bz - az) - (bx - ax) * (cz - az);
    }

    /**
     * A polygon grown by a distance: the convex hull of a circle of that radius around each of its points, each circle
     * standing as the regular polygon of the given sides circumscribing it ({@link #circle}).
     *
     * @param p     x, z pairs; not null, unaffected
     * @param grow  metres, &gt; 0
     * @param sides the circles' sides, &gt;= 3
     * @return x, z pairs, counter-clockwise seen from above, a new array
     */
    static double[] grown(double[] p, double grow, int sides) {
        double[] disc = circle(0, 0, grow, sides);
        double[] sum = new double[p.length * sides];
        int k = 0;
        for (int i = 0; i < p.length; i += 2) {
            for (int j = 0; j < disc.length; j += 2) {
                sum[k++] = p[i] + disc[j];
                sum[k++] = p[i + 1] + disc[j + 1];
            }
        }
        return hull(sum);
    }

    /**
     * The polygon without the corners at which it turns so slightly that the corner lies within tol of the line
     * through the corners either side of it, never fewer than 3 corners. The two sides of such a corner, extended
     * across a triangle, cut it along two lines that nearly coincide, into pieces thinner than the carver's snap
     * levels: a box grown by the agent radius whose yaw lays a side almost along an edge of its rounded corners'
     * polygon (yaw 1.96317 rad, 0.0003 rad from an edge at 112.5 degrees) had four such corners, 0.08 mm off the lines
     * of their neighbours; two of them lay on one triangle of the 1 km world and left a wall where the surface went
     * on. Dropping a corner moves the side inwards by at most tol there.
     *
     * @param p   x, z pairs of a convex polygon, counter-clockwise seen from above; not null, unaffected
     * @param tol metres, &gt;= 0
     * @return p itself when no corner goes, else a new array
     */
    static double[] dropSlightTurns(double[] p, double tol) {
        int n = p.length / 2;
        boolean[] gone = new boolean[n];
        int left = n;
        for (boolean dropped = true; dropped && left > 3; ) {
            dropped = false;
            for (int b = 0; b < n && left > 3; b++) {
                if (gone[b]) {
                    continue;
                }
                int a = b, c = b;
                do {
                    a = a == 0 ? n - 1 : a - 1;
                } while (gone[a]);
                do {
                    c = c + 1 == n ? 0 : c + 1;
                } while (gone[c]);
                double len = Math.hypot(p[2 * c] - p[2 * a], p[2 * c + 1] - p[2 * a + 1]);
                if (Math.abs(area2(p[2 * a], p[2 * a + 1], p[2 * b], p[2 * b + 1], p[2 * c], p[2 * c + 1])) <= tol * len) {
                    gone[b] = true;
                    left--;
                    dropped = true;
                }
            }
        }
        if (left == n) {
            return p;
        }
        double[] out = new double[2 * left];
        for (int i = 0, k = 0; i < n; i++) {
            if (!gone[i]) {
                out[k++] = p[2 * i];
                out[k++] = p[2 * i + 1];
            }
        }
        return out;
    }

    /**
     * Pushes out the corners at which a convex polygon turns by less than minTurn: the two sides at such a corner b
     * become one, on the line through b parallel to the line through its neighbours a and c, ending where it meets the
     * side before a and the side after c, both extended (a and c move there). The polygon only grows, and stays within
     * maxGrow of p: a corner whose push would take a or c farther from p stays, as do the corners of a triangle. Two
     * sides that turn so slightly, extended as the carver's cutting lines ({@link Carver}), would cut a wedge between
     * them that is still narrower than the carver's snap levels where it meets a triangle's edge far from the corner.
     *
     * @param p       x, z pairs of a convex polygon, counter-clockwise seen from above, no repeated point; not null,
     *                unaffected
     * @param minTurn radians, &gt;= 0
     * @param maxGrow metres, &gt;= 0
     * @return p itself when no corner moves, else a new array
     */
    static double[] pushOutSlightTurns(double[] p, double minTurn, double maxGrow) {
        double[] q = p;
        int n = p.length / 2;
        boolean[] kept = new boolean[n];
        while (n > 3) {
            int b = -1;
            double least = minTurn;
            for (int i = 0; i < n; i++) {
                double t = kept[i] ? Double.MAX_VALUE : turn(q, n, i);
                if (t < least) {
                    least = t;
                    b = i;
                }
            }
            if (b < 0) {
                break;
            }
            int a = (b + n - 1) % n, c = (b + 1) % n, z = (a + n - 1) % n, d = (c + 1) % n;
            double lx = q[2 * c] - q[2 * a], lz = q[2 * c + 1] - q[2 * a + 1];
            double[] a2 = meet(q[2 * z], q[2 * z + 1], q[2 * a], q[2 * a + 1], q[2 * b], q[2 * b + 1], lx, lz);
            double[] c2 = meet(q[2 * d], q[2 * d + 1], q[2 * c], q[2 * c + 1], q[2 * b], q[2 * b + 1], lx, lz);
            if (a2 == null || c2 == null || outside(p, a2[0], a2[1]) > maxGrow || outside(p, c2[0], c2[1]) > maxGrow) {
                kept[b] = true;
                continue;
            }
            double[] r = new double[2 * n - 2];
            boolean[] rk = new boolean[n - 1];
            for (int i = 0, k = 0; i < n; i++) {
                if (i != b) {
                    r[2 * k] = i == a ? a2[0] : i == c ? c2[0] : q[2 * i];
                    r[2 * k + 1] = i == a ? a2[1] : i == c ? c2[1] : q[2 * i + 1];
                    // A moved corner turns more than before; the others keep their verdict.
                    rk[k] = kept[i] && i != a && i != c;
                    k++;
                }
            }
            q = r;
            kept = rk;
            n--;
        }
        return q;
    }

    /** The distance (metres) from (x, z) to convex polygon p (counter-clockwise seen from above) when outside it, else 0. */
    static double outside(double[] p, double x, double z) {
        int m = p.length / 2;
        boolean out = false;
        double best = Double.MAX_VALUE;
        for (int i = 0; i < m; i++) {
            int j = i + 1 == m ? 0 : i + 1;
            double ax = p[2 * i], az = p[2 * i + 1], ex = p[2 * j] - ax, ez = p[2 * j + 1] - az;
            if (area2(ax, az, p[2 * j], p[2 * j + 1], x, z) < 0) {
                out = true; // right of a counter-clockwise side, seen from above
            }
            double len2 = ex * ex + ez * ez;
            double u = len2 == 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * ex + (z - az) * ez) / len2));
            best = Math.min(best, Math.hypot(x - ax - u * ex, z - az - u * ez));
        }
        return out ? best : 0;
    }

    /** The angle (radians, &gt;= 0) by which polygon q of n corners turns at corner i. */
    static double turn(double[] q, int n, int i) {
        int h = (i + n - 1) % n, j = (i + 1) % n;
        double ux = q[2 * i] - q[2 * h], uz = q[2 * i + 1] - q[2 * h + 1];
        double vx = q[2 * j] - q[2 * i], vz = q[2 * j + 1] - q[2 * i + 1];
        return Math.abs(Math.atan2(ux * vz - uz * vx, ux * vx + uz * vz));
    }

    /**
     * Where the line from (fx, fz) through (ex, ez), beyond (ex, ez), meets the line through (px, pz) along (lx, lz);
     * null when it meets it before (ex, ez) or not at all.
     */
    private static double[] meet(double fx, double fz, double ex, double ez, double px, double pz, double lx, double lz) {
        double dx = ex - fx, dz = ez - fz;
        double den = dx * lz - dz * lx;
        if (den == 0) {
            return null;
        }
        double t = ((px - ex) * lz - (pz - ez) * lx) / den;
        return t >= 0 ? new double[] {ex + t * dx, ez + t * dz} : null;
    }

    /** The convex hull of points (monotone chain), counter-clockwise seen from above, collinear points dropped. */
    static double[] hull(double[] pts) {
        int n = pts.length / 2;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> pts[2 * a] != pts[2 * b] ? Double.compare(pts[2 * a], pts[2 * b])
                : Double.compare(pts[2 * a + 1], pts[2 * b + 1]));
        int[] h = new int[2 * n + 1];
        int k = 0;
        for (int pass = 0; pass < 2; pass++) {
            int start = k;
            for (int m = 0; m < n; m++) {
                int i = order[pass == 0 ? m : n - 1 - m];
                // Keep only turns that are counter-clockwise seen from above (area2 > 0).
                while (k >= start + 2 && area2(pts[2 * h[k - 2]], pts[2 * h[k - 2] + 1], pts[2 * h[k - 1]],
                        pts[2 * h[k - 1] + 1], pts[2 * i], pts[2 * i + 1]) <= 0) {
                    k--;
                }
                h[k++] = i;
            }
            k--; // the last point starts the other chain
        }
        double[] out = new double[2 * Math.max(k, 0)];
        for (int i = 0; i < k; i++) {
            out[2 * i] = pts[2 * h[i]];
            out[2 * i + 1] = pts[2 * h[i] + 1];
        }
        return out;
    }
}
