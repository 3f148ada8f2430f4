package org.jme3navmesh.query;

import java.util.Arrays;

/**
 * Per polygon edge of a {@link PolyGraph}, the last node {@link AnyAngleSearch} expanded through it in the
 * current search: its root, g and interval. A node equal to that one adds nothing, and expanding it again
 * would repeat the same successors. That happens only where float rounding lets a cone with one root and g
 * come round to where it was (among polygons of a few micrometres, left by carving next to a vertex, seen
 * edge-on from the root); without this the search would circle until its node budget ran out. Scratch arrays
 * grown on demand; not thread-safe.
 */
final class RepeatedNodes {
    /** Per edge: the search that last recorded a node through it. */
    private int[] stamp = new int[0];
    private int[] root = new int[0];
    /** Per edge: g, L x, L z, R x, R z of that node. */
    private double[] node = new double[0];

    /**
     * Makes room for the edges of a graph, before a search on it.
     *
     * @param edges the graph's {@link PolyGraph#edgeUsed}, &gt;= 0
     */
    void ensure(int edges) {
        if (stamp.length < edges) {
            int n = edges + edges / 2;
            stamp = Arrays.copyOf(stamp, n);
            root = Arrays.copyOf(root, n);
            node = Arrays.copyOf(node, 5 * n);
        }
    }

    /** Forgets every record (the search ids start again at 1). */
    void clear() {
        Arrays.fill(stamp, 0);
    }

    /**
     * True when the last node recorded through edge e in search id had the same root, g and interval (compared
     * exactly); otherwise records this node.
     *
     * @param e     the entry edge (index into the graph's per-edge arrays)
     * @param id    the search id, &gt; 0
     * @param rootV the root vertex, -1 for the start
     * @param g     the root's distance, metres
     */
    boolean repeats(int e, int id, int rootV, double g, double lx, double lz, double rx, double rz) {
        int o = 5 * e;
        double[] a = node;
        if (stamp[e] == id && root[e] == rootV && a[o] == g && a[o + 1] == lx && a[o + 2] == lz && a[o + 3] == rx
                && a[o + 4] == rz) {
            return true;
        }
        stamp[e] = id;
        root[e] = rootV;
        a[o] = g;
        a[o + 1] = lx;
        a[o + 2] = lz;
        a[o + 3] = rx;
        a[o + 4] = rz;
        return false;
    }
}
