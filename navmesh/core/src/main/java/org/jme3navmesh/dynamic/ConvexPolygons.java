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
