package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * A convex piece of a carved triangle while it is being cut: its corners (XZ, doubles) and where
 * each lies on the parent triangle, so the corners on the parent's edges can be put on the
 * points both sides of the edge share. Mutable, reused.
 */
final class Piece {
    /** Corner k (0..2) of the parent is kind k; a point on parent edge k is kind 3 + k; others are {@value #INTERIOR}. */
    static final int INTERIOR = 6;

    double[] x = new double[8];
    double[] z = new double[8];
    int[] kind = new int[8];
    /** For points on a parent edge: the line that cut it there (obstacle id &lt;&lt; 16 | footprint edge). */
    long[] line = new long[8];
    int n;
    /** Area id of the piece. */
    int area;
    /** Its box (min X, min Z, max X, max Z) once asked for; dropped when a point is added. */
    private double[] box;
    /**
     * Per point on a parent edge, the cutting line the carver puts on that edge for it, or -1 for none, as worked
     * out against the first {@link #edgeLinesCuts} cuts of the parent ({@link ParentEdgeLines#of}); null until then.
     * A piece a later cut leaves whole keeps them: only its points with none are tried against the new cuts.
     */
    long[] edgeLines;
    /** How many of the parent's cuts {@link #edgeLines} were worked out against. */
    int edgeLinesCuts;

    /** Empties the piece for reuse. */
    Piece clear() {
        n = 0;
        box = null;
        edgeLines = null;
        return this;
    }

    void add(double px, double pz, int k, long l) {
        if (n == x.length) {
            x = Arrays.copyOf(x, 2 * n);
            z = Arrays.copyOf(z, 2 * n);
            kind = Arrays.copyOf(kind, 2 * n);
            line = Arrays.copyOf(line, 2 * n);
        }
        x[n] = px;
        z[n] = pz;
        kind[n] = k;
        line[n] = l;
        n++;
        box = null;
        edgeLines = null;
    }

    /** Its box seen from above: min X, min Z, max X, max Z; not to be modified. */
    double[] box() {
        if (box == null) {
            double x0 = Double.MAX_VALUE, z0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, z1 = -Double.MAX_VALUE;
            for (int i = 0; i < n; i++) {
                x0 = Math.min(x0, x[i]);
                x1 = Math.max(x1, x[i]);
                z0 = Math.min(z0, z[i]);
                z1 = Math.max(z1, z[i]);
            }
            box = new double[] {x0, z0, x1, z1};
        }
        return box;
    }

    /** Twice the area seen from above (positive counter-clockwise). */
    double area2() {
        double s = 0;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            s += x[j] * z[i] - x[i] * z[j];
        }
        return s;
    }

    /** True when the point of kind k lies on parent edge e (a corner lies on the two edges it ends). */
    static boolean onEdge(int k, int e) {
        return k < 3 ? k == e || (k + 2) % 3 == e : k < INTERIOR && k - 3 == e;
    }

    /** The parent edge both kinds lie on, or -1. */
    static int commonEdge(int ka, int kb) {
        for (int e = 0; e < 3; e++) {
            if (onEdge(ka, e) && onEdge(kb, e)) {
                return e;
            }
        }
        return -1;
    }
}
