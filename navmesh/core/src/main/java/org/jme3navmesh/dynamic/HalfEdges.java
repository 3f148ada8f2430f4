package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * The half-edges of the triangles being linked, from (from vertex, to vertex) to 3 t + e: an
 * open-addressing map of primitive keys, emptied in O(1) by a stamp, so that relinking allocates
 * nothing once it has grown. Single-threaded.
 */
final class HalfEdges {
    private long[] keys = new long[64];
    private int[] values = new int[64];
    private int[] used = new int[64];
    private int stamp = 1;
    private int size;

    /** Empties the map. */
    void clear() {
        size = 0;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(used, 0);
            stamp = 1;
        }
    }

    /**
     * Maps the half-edge from vertex a to vertex b to value (replacing an earlier value).
     *
     * @param a     the edge's first vertex id
     * @param b     the edge's second vertex id
     * @param value 3 t + e for edge e of triangle t, &gt;= 0
     */
    void put(int a, int b, int value) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        long k = key(a, b);
        int mask = keys.length - 1;
        for (int i = slot(k, mask); ; i = (i + 1) & mask) {
            if (used[i] != stamp) {
                used[i] = stamp;
                keys[i] = k;
                values[i] = value;
                size++;
                return;
            }
            if (keys[i] == k) {
                values[i] = value;
                return;
            }
        }
    }

    /**
     * @param a the edge's first vertex id
     * @param b the edge's second vertex id
     * @return the value of the half-edge from a to b, or -1 when it is not in the map
     */
    int get(int a, int b) {
        long k = key(a, b);
        int mask = keys.length - 1;
        for (int i = slot(k, mask); used[i] == stamp; i = (i + 1) & mask) {
            if (keys[i] == k) {
                return values[i];
            }
        }
        return -1;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        int[] oldUsed = used;
        int oldStamp = stamp;
        keys = new long[2 * oldKeys.length];
        values = new int[keys.length];
        used = new int[keys.length];
        stamp = 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldUsed[i] == oldStamp) {
                int a = (int) (oldKeys[i] >>> 32), b = (int) oldKeys[i];
                put(a, b, oldValues[i]);
            }
        }
    }

    private static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    private static int slot(long k, int mask) {
        long h = k * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & mask;
    }
}
