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
