package org.jme3navmesh.dynamic;

import java.util.Arrays;
import java.util.Map;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The points carving puts on one base edge, computed the same way for both triangles that share
 * it: the crossing with the edge of each cutting line that meets it on its footprint's side (see
 * {@code ParentEdgeLines.realCrossing}), as the parameter s from the lower vertex id
 * (s = 0) to the higher (s = 1) in doubles, then rounded to floats. Points that round to within
 * {@link #tolerance} of an end or of another point are one point.
 */
final class EdgePoints {
    final int lo;
    final int hi;
    private final long[] lines;
    /** Per line (as in lines): the index of its point, or -1 / -2 when it is the lo / hi end. */
    private final int[] pointOf;
    private final double[] s;
    private final float[] x;
    private final float[] y;
    private final float[] z;
    private final int count;

    /**
     * @param lineKeys the cutting lines crossing the edge, ascending, each once; not null, unaffected
     */
    EdgePoints(NavMesh base, int lo, int hi, long[] lineKeys, Map<Integer, Footprint> obstacles) {
        this.lo = lo;
        this.hi = hi;
        int n = lineKeys.length;
        lines = new long[n];
        pointOf = new int[n];
        double ax = base.vertexX(lo), ay = base.vertexY(lo), az = base.vertexZ(lo);
        double bx = base.vertexX(hi), by = base.vertexY(hi), bz = base.vertexZ(hi);
        double[] ps = new double[n];
        int[] order = new int[n];
        int k = 0;
        for (long key : lineKeys) {
            lines[k] = key;
            double t = crossing(ax, az, bx, bz, obstacles.get((int) (key >>> 16)).xz(), (int) (key & 0xffff));
            ps[k] = t;
            // Insertion by parameter, after equal ones (a stable sort of the lines by parameter).
            int at = k;
            while (at > 0 && Double.compare(ps[order[at - 1]], t) > 0) {
                order[at] = order[at - 1];
                at--;
            }
            order[at] = k;
            k++;
        }
        s = new double[n];
        x = new float[n];
        y = new float[n];
        z = new float[n];
        float lx = (float) ax, lz = (float) az, hx = (float) bx, hz = (float) bz;
        double tol = tolerance(base, lo, hi);
        int c = 0;
        for (int o : order) {
            double t = ps[o];
            float px = (float) (ax + t * (bx - ax)), pz = (float) (az + t * (bz - az));
            if (near(px, pz, lx, lz, tol)) {
                pointOf[o] = -1;
            } else if (near(px, pz, hx, hz, tol)) {
                pointOf[o] = -2;
            } else if (c > 0 && near(px, pz, x[c - 1], z[c - 1], tol)) {
                pointOf[o] = c - 1;
            } else {
                s[c] = t;
                x[c] = px;
                y[c] = (float) (ay + t * (by - ay));
                z[c] = pz;
                pointOf[o] = c++;
            }
        }
        count = c;
    }

    /**
     * Where the line of footprint side i crosses the segment a-b: its parameter from a (0) to b (1), clamped,
     * 0.5 when the side runs along the segment.
     *
     * @param fp the footprint, x, z pairs; not null, unaffected
     */
    static double crossing(double ax, double az, double bx, double bz, double[] fp, int i) {
        int j = (i + 1) % (fp.length / 2);
        double ux = fp[2 * j] - fp[2 * i], uz = fp[2 * j + 1] - fp[2 * i + 1];
        double da = (ax - fp[2 * i]) * uz - (az - fp[2 * i + 1]) * ux;
        double db = (bx - fp[2 * i]) * uz - (bz - fp[2 * i + 1]) * ux;
        return da == db ? 0.5 : Math.max(0, Math.min(1, da / (da - db)));
    }

    /**
     * How close (metres, in X and in Z) two points of base edge (a, b) may be and still be one point, and how far
     * past its footprint's corner a side's line may meet the edge and still be that side's crossing
     * ({@code ParentEdgeLines.realCrossing}): 4 float steps of the edge's largest coordinate, as the first snap level
     * ({@link RingSnap#finestLevel}), at least {@link EarClipper#ON_LINE}. Far from the origin a float step is
     * large (0.5 mm at 5 km). There, on undulating.obj at 48 cells, a line that met an edge 1.5 mm from its end
     * made a point 0.2 mm off the edge, on the parent's other side, and a footprint's corner 0.1 mm inside a
     * parent made a point that rounding put on its edge; no snap level could cut those parents into ears. At 8
     * steps, an end took in a point far enough to move the side through it by more than the first level, and
     * inside points on that side were left out of it. Depends on the edge alone, so its two triangles agree.
     *
     * @param base the baked mesh; not null, unaffected
     * @param a    a vertex id of the edge
     * @param b    its other vertex id
     * @return metres, &gt; 0
     */
    static double tolerance(NavMesh base, int a, int b) {
        float most = Math.max(Math.max(Math.abs(base.vertexX(a)), Math.abs(base.vertexZ(a))),
                Math.max(Math.abs(base.vertexX(b)), Math.abs(base.vertexZ(b))));
        return Math.max(EarClipper.ON_LINE, 4 * Math.ulp(most));
    }

    private static boolean near(float px, float pz, float qx, float qz, double tol) {
        return Math.abs(px - (double) qx) <= tol && Math.abs(pz - (double) qz) <= tol;
    }

    /** The place of (px, pz) along the edge: its projection's parameter from lo (0) to hi (1), unclamped. */
    double along(float px, float pz, NavMesh base) {
        double ax = base.vertexX(lo), az = base.vertexZ(lo);
        double dx = base.vertexX(hi) - ax, dz = base.vertexZ(hi) - az;
        return ((px - ax) * dx + (pz - az) * dz) / (dx * dx + dz * dz);
    }

    /** Number of points strictly between the ends. */
    int count() { return count; }

    double s(int i) { return s[i]; }

    float x(int i) { return x[i]; }

    float y(int i) { return y[i]; }

    float z(int i) { return z[i]; }

    /** {@link #pointOf} of a line not listed here. */
    static final int NOT_LISTED = Integer.MIN_VALUE;

    /**
     * The point a cutting line makes here: its index, -1 / -2 for the lo / hi end, or {@link #NOT_LISTED}
     * when the line is not one of the edge's (its crossing lies on the line beyond its footprint).
     */
    int pointOf(long line) {
        int i = Arrays.binarySearch(lines, line);
        return i < 0 ? NOT_LISTED : pointOf[i];
    }

    /**
     * The point within tol of (px, pz) in X and in Z: its index, -1 / -2 for the lo / hi end, or {@link #NOT_LISTED}.
     * A piece's corner made by a line that goes on past its footprint can be where another footprint's side meets
     * the edge too (two lines crossing on it): it is that side's point.
     *
     * @param px  X, world metres
     * @param pz  Z, world metres
     * @param tol metres, &gt;= 0
     */
    int pointNear(float px, float pz, float tol, NavMesh base) {
        if (Math.abs(px - base.vertexX(lo)) <= tol && Math.abs(pz - base.vertexZ(lo)) <= tol) {
            return -1;
        }
        if (Math.abs(px - base.vertexX(hi)) <= tol && Math.abs(pz - base.vertexZ(hi)) <= tol) {
            return -2;
        }
        for (int i = 0; i < count; i++) {
            if (Math.abs(x[i] - px) <= tol && Math.abs(z[i] - pz) <= tol) {
                return i;
            }
        }
        return NOT_LISTED;
    }

    /** The first point whose parameter is above v (count() when none): the points are in parameter order. */
    int firstAbove(double v) {
        int a = 0, b = count;
        while (a < b) {
            int m = (a + b) >>> 1;
            if (s[m] > v) {
                b = m;
            } else {
                a = m + 1;
            }
        }
        return a;
    }

    /** The first point whose parameter is at or above v (count() when none). */
    int firstAtLeast(double v) {
        int a = 0, b = count;
        while (a < b) {
            int m = (a + b) >>> 1;
            if (s[m] >= v) {
                b = m;
            } else {
                a = m + 1;
            }
        }
        return a;
    }
}
