package org.jme3navmesh.bench;

import java.util.Arrays;

/** Small statistics helpers over primitive arrays (inputs are not modified). */
public final class Stats {
    private Stats() {
    }

    /** Median of the first n values; NaN when n == 0. */
    public static double median(double[] v, int n) {
        if (n == 0) {
            return Double.NaN;
        }
        double[] c = Arrays.copyOf(v, n);
        Arrays.sort(c);
        return n % 2 == 1 ? c[n / 2] : 0.5 * (c[n / 2 - 1] + c[n / 2]);
    }

    /** Median of all values. */
    public static double median(double[] v) { return median(v, v.length); }

    /** Mean of the first n values; NaN when n == 0. */
    public static double mean(double[] v, int n) {
        if (n == 0) {
            return Double.NaN;
        }
        double s = 0;
        for (int i = 0; i < n; i++) {
            s += v[i];
        }
        return s / n;
    }

    /** Mean of all values. */
    public static double mean(double[] v) { return mean(v, v.length); }

    /** The q-quantile (0..1, nearest rank) of the first n values; NaN when n == 0. */
    public static double quantile(double[] v, int n, double q) {
        if (n == 0) {
            return Double.NaN;
        }
        double[] c = Arrays.copyOf(v, n);
        Arrays.sort(c);
        int i = (int) Math.ceil(q * n) - 1;
        return c[Math.max(0, Math.min(n - 1, i))];
    }
}
