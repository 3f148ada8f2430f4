package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * An int per vertex id, kept until the next {@link #clear()}: a map of primitive keys that empties
 * in O(1) by a stamp, so that laying out a parent allocates no boxed keys. Single-threaded.
 */
final class VertexMarks {
    private int[] stamp = new int[64];
    private int[] value = new int[64];
    private int current = 1;

    /** Forgets every value. */
    void clear() {
        if (++current == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            current = 1;
        }
    }

    /**
     * @param v a vertex id, &gt;= 0
     * @return the value put for v since the last clear, or -1
     */
    int get(int v) {
        return v < stamp.length && stamp[v] == current ? value[v] : -1;
    }

    /**
     * @param v a vertex id, &gt;= 0
     * @param x its value, &gt;= 0
     */
    void put(int v, int x) {
        if (v >= stamp.length) {
            int cap = Math.max(v + 1, 2 * stamp.length);
            stamp = Arrays.copyOf(stamp, cap);
            value = Arrays.copyOf(value, cap);
        }
        stamp[v] = current;
        value[v] = x;
    }
}
