package org.jme3navmesh.dynamic;

import java.util.Map;

/**
 * Takes a point out of a layout's triangles ({@link PieceLayout}): the triangles around it are replaced by a
 * cut ({@link EarClipper}) of the polygon they cover. Used where a parent is laid out piece by piece: a point
 * where a cutting line meets the parent's edge is a corner of the pieces on both sides of the line, but not of
 * the neighbour across the edge, which does not have it; the edge's parts on either side of the point would
 * stay unlinked, a wall where the surface goes on. Around such a point the pieces' triangles meet straight along
 * the edge, so the point can go. Reused from parent to parent: not thread-safe.
 */
final class PointRemoval {
    private final EarClipper clipper = new EarClipper();
    private final IntBuffer cut = new IntBuffer();

    /**
     * Takes out of a piece-by-piece layout the points where a cutting line meets the parent's edge
     * ({@link RegionTriangulator#DROP_ON_EDGE}; the neighbour across the edge does not have them), wherever
     * {@link #remove} can: else the edge's parts on either side of such a point stay unlinked, a wall where the
     * surface goes on. Replays of HammerTest's writer found such walls only around parents laid out this way.
     *
     * @param corners    the layout's triangles, 3 keys each; not null, modified
     * @param triAreas   their area ids; not null, modified with corners
     * @param tempKind   per temporary point t (key -1 - t), its kind; not null, unaffected
     * @param temps      how many temporary points there are
     * @param keys       the rings' keys, the first ringPoints of them; not null, unaffected
     * @param xs         the rings' X per key, world metres; not null, unaffected
     * @param zs         the rings' Z per key, world metres; not null, unaffected
     * @param ringPoints how many entries of keys, xs and zs the rings fill, &gt;= 0
     * @return how many points were taken out, &gt;= 0
     */
    int removeEdgeJoints(IntBuffer corners, IntBuffer triAreas, byte[] tempKind, int temps, int[] keys, float[] xs,
                         float[] zs, int ringPoints) {
        Map<Integer, Integer> at = null;
        int removed = 0;
        for (int t = 0; t < temps; t++) {
            if (tempKind[t] != RegionTriangulator.DROP_ON_EDGE || !cornerOfAny(corners, -1 - t)) {
                continue;
            }
            if (at == null) {
                at = new java.util.HashMap<>();
                for (int i = 0; i < ringPoints; i++) {
                    at.putIfAbsent(keys[i], i);
                }
            }
            removed += remove(corners, triAreas, -1 - t, at, xs, zs) ? 1 : 0;
        }
        return removed;
    }

    /** True when key is a corner of one of the triangles. */
    private static boolean cornerOfAny(IntBuffer corners, int key) {
        for (int i = 0; i < corners.size; i++) {
            if (corners.items[i] == key) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes point p when the triangles having it form one fan on one side of it, all of one area, and the
     * polygon they cover can be cut again; else leaves the layout as it was.
     *
     * @param corners  the layout's triangles, 3 keys each; not null, modified when p goes (one triangle fewer)
     * @param triAreas their area ids; not null, modified with corners
     * @param p        the point's key
     * @param at       per key, its index in xs and zs; not null, unaffected
     * @param xs       X per index, world metres; not null, unaffected
     * @param zs       Z per index, world metres; not null, unaffected
     * @return true when p was removed
     */
    boolean remove(IntBuffer corners, IntBuffer triAreas, int p, Map<Integer, Integer> at, float[] xs, float[] zs) {
        int[] c = corners.items;
        IntBuffer around = new IntBuffer();
        for (int t = 0; t < corners.size / 3; t++) {
            if (c[3 * t] == p || c[3 * t + 1] == p || c[3 * t + 2] == p) {
                if (around.size > 0 && triAreas.items[t] != triAreas.items[around.items[0]]) {
                    return false;
                }
                around.add(t);
            }
        }
        int k = around.size;
        if (k < 2) {
            return false;
        }
        // Each triangle (p, u, v), in its own turning sense, gives the side u -> v of the polygon around p.
        int[] from = new int[k], to = new int[k];
        for (int i = 0; i < k; i++) {
            int t = around.items[i];
            int r = c[3 * t] == p ? 0 : c[3 * t + 1] == p ? 1 : 2;
            from[i] = c[3 * t + (r + 1) % 3];
            to[i] = c[3 * t + (r + 2) % 3];
        }
        // The fan's first side: the one whose start ends no other side (p lies on the layout's boundary).
        int first = -1;
        for (int i = 0; i < k; i++) {
            boolean ends = false;
            for (int j = 0; j < k; j++) {
                ends |= to[j] == from[i];
            }
            if (!ends) {
                if (first >= 0) {
                    return false;
                }
                first = i;
            }
        }
        if (first < 0) {
            return false;
        }
        int[] ring = new int[k + 1];
        boolean[] used = new boolean[k];
        ring[0] = from[first];
        int n = 1;
        for (int cur = first; ; ) {
            used[cur] = true;
            ring[n++] = to[cur];
            if (n == k + 1) {
                break;
            }
            int next = -1;
            for (int j = 0; j < k && next < 0; j++) {
                if (!used[j] && from[j] == to[cur]) {
                    next = j;
                }
            }
            if (next < 0) {
                return false;
            }
            cur = next;
        }
        float[] rx = new float[n], rz = new float[n];
        for (int i = 0; i < n; i++) {
            Integer a = at.get(ring[i]);
            if (a == null) {
                return false;
            }
            rx[i] = xs[a];
            rz[i] = zs[a];
        }
        cut.size = 0;
        if (!clipper.triangulate(ring, rx, rz, n, cut) || cut.size != 3 * (n - 2)) {
            return false;
        }
        // k triangles out, k - 1 in: the new ones take the first k - 1 places, the last place goes.
        for (int i = 0; i < k - 1; i++) {
            int t = around.items[i];
            c[3 * t] = cut.items[3 * i];
            c[3 * t + 1] = cut.items[3 * i + 1];
            c[3 * t + 2] = cut.items[3 * i + 2];
        }
        int gone = around.items[k - 1];
        int last = corners.size / 3 - 1;
        for (int t = gone; t < last; t++) {
            c[3 * t] = c[3 * t + 3];
            c[3 * t + 1] = c[3 * t + 4];
            c[3 * t + 2] = c[3 * t + 5];
            triAreas.items[t] = triAreas.items[t + 1];
        }
        corners.size -= 3;
        triAreas.size--;
        return true;
    }
}
