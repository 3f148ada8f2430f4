package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

/** Growable int arrays of the mesher's scratch (stacks, lists): one copy of the append. */
final class IntArrays {
    private IntArrays() {
    }

    /**
     * Stores v at a[n], first growing a (to at least twice its length) when it is too short.
     *
     * @param a the array; not null, modified (or replaced)
     * @param n the index to store at, &gt;= 0
     * @param v the value
     * @return a, or its larger copy holding v; never null
     */
    static int[] push(int[] a, int n, int v) {
        if (n >= a.length) {
            a = Arrays.copyOf(a, Math.max(n + 1, a.length * 2));
        }
        a[n] = v;
        return a;
    }
}
