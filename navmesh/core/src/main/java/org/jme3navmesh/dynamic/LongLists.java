package org.jme3navmesh.dynamic;

import java.util.Arrays;

/** Sorted lists of longs without repeats, as arrays. */
final class LongLists {
    private LongLists() {
    }

    /**
     * @param v     values; not null, sorted in place over its first n
     * @param n     how many of v to take
     * @return the first n values of v sorted, each once; a new array
     */
    static long[] sortedUnique(long[] v, int n) {
        Arrays.sort(v, 0, n);
        int w = 0;
        for (int i = 0; i < n; i++) {
            if (w == 0 || v[w - 1] != v[i]) {
                v[w++] = v[i];
            }
        }
        return Arrays.copyOf(v, w);
    }

    /**
     * @param a sorted, each once; not null, unaffected
     * @param b sorted, each once; not null, unaffected
     * @return the values of a and b, sorted, each once (a or b itself when the other adds nothing)
     */
    static long[] union(long[] a, long[] b) {
        if (b.length == 0) {
            return a;
        }
        if (a.length == 0) {
            return b;
        }
        long[] u = new long[a.length + b.length];
        int i = 0, j = 0, w = 0;
        while (i < a.length || j < b.length) {
            long next = j == b.length || (i < a.length && a[i] <= b[j]) ? a[i++] : b[j++];
            if (w == 0 || u[w - 1] != next) {
                u[w++] = next;
            }
        }
        return Arrays.copyOf(u, w);
    }
}
