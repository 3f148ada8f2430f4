package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The frontier triangles of one {@link ComponentRelabel} call (unchanged triangles beside changed
 * ones) in sets joined by the changed triangles that touch them: a union-find over triangle ids
 * whose entries count only where stamped with the call's stamp, so a call starts empty without
 * clearing. Not thread-safe.
 */
final class FrontierSets {
    private int[] parent = new int[0];
    private int[] seen = new int[0];

    /** True when u has joined a set under stamp s. */
    boolean contains(int u, int s) {
        return seen[u] == s;
    }

    /** The root of u's set (u joins as its own set on first sight under stamp s). */
    int root(int u, int s) {
        if (seen[u] != s) {
            seen[u] = s;
            parent[u] = u;
            return u;
        }
        return ComponentRelabel.root(parent, u);
    }

    /** Joins the sets of a and b under stamp s. */
    void join(int a, int b, int s) {
        int ra = root(a, s), rb = root(b, s);
        if (ra != rb) {
            parent[rb] = ra;
        }
    }

    /** Makes room for triangle ids below cap. */
    void grow(int cap) {
        if (parent.length < cap) {
            parent = Arrays.copyOf(parent, cap);
            seen = Arrays.copyOf(seen, cap);
        }
    }

    /** Forgets every stamp (before the stamps start again from 1). */
    void clearStamps() {
        Arrays.fill(seen, 0);
    }
}
