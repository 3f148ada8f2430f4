package org.jme3navmesh.dynamic;

/**
 * Checks of a parent's layout by its triangles' directed sides ({@link PieceLayout}): two triangles with the same
 * directed side (from one corner to the next) lie on the same side of it and overlap, and the link across it is
 * not returned, so the query tables of that version cannot be derived. A joined layout that has one is cut again
 * at the next snap level ({@link #eachOnce}); a layout made piece by piece, the last resort, loses the smaller of
 * the two ({@link #dropOverlaps}). Reused from parent to parent: not thread-safe.
 */
final class LayoutSides {
    /** Open-addressing table of eachOnce: directed sides (from key, to key) packed, 0 for empty. */
    private long[] sideTable = new long[64];

    /**
     * True when no directed side (from corner to next corner) is the side of two of the triangles laid out
     * (corners): two triangles with the same directed side lie on the same side of it and overlap, and the link
     * across it would not be returned. On stairs.obj, HammerTest's writer (seed 7, 1 to 4 changes per version)
     * made one at version 1808: base triangle 33 with 193 footprints joined at the finest snap, around two points
     * 17 micrometres apart, and two slivers had the side between them. The next snap level makes the two points
     * one ({@link PieceLayout}).
     *
     * @param corners the layout's triangles, 3 keys each (vertex ids, or -1 - temporary point); not null, unaffected
     * @return true when every directed side is one triangle's only
     */
    boolean eachOnce(IntBuffer corners) {
        int sides = corners.size;
        int cap = Integer.highestOneBit(Math.max(16, 4 * sides - 1)) << 1;
        if (sideTable.length < cap) {
            sideTable = new long[cap];
        } else {
            java.util.Arrays.fill(sideTable, 0, cap, 0L);
        }
        long[] table = sideTable;
        int mask = cap - 1;
        int[] c = corners.items;
        for (int t = 0; t < sides; t += 3) {
            for (int e = 0; e < 3; e++) {
                // From key above to key below, the top bit flipped: 0 only for the key Integer.MIN_VALUE (-1 - t
                // for t = 2^31 - 1), which no layout reaches.
                long side = ((long) c[t + e] << 32) ^ (c[t + (e + 1) % 3] & 0xffffffffL) ^ Long.MIN_VALUE;
                int h = (int) ((side * 0x9E3779B97F4A7C15L) >>> 40) & mask;
                while (table[h] != 0) {
                    if (table[h] == side) {
                        return false;
                    }
                    h = (h + 1) & mask;
                }
                table[h] = side;
            }
        }
        return true;
    }

    /**
     * Drops, from the triangles laid out piece by piece, the smaller of any two that have the same directed side.
     * Two such triangles lie on the same side of that side, so they overlap; they come from a piece that the snap
     * made not convex. On stairs.obj, HammerTest's writer (seed 3, 1 to 4 changes per version) met it at version
     * 983: base triangle 62, 400 pieces of 43 footprints; a piece's corner snapped 5 mm across its neighbours'
     * common side, and its 5 mm sliver overlapped both neighbours. The link from the sliver was not returned, and
     * the query tables of that version failed. Dropping the sliver left its neighbours covering it. In general
     * the mesh may lose the part of the dropped triangle that no other covers (a wall, never a walkable hole
     * in a wall), and a point only the dropped triangle used is never acquired.
     *
     * @param corners    the layout's triangles, 3 keys each; not null, modified (the dropped triangles leave it)
     * @param triAreas   their area ids, one per triangle; not null, modified as corners
     * @param keys       the rings' keys, the first ringPoints of them; not null, unaffected
     * @param xs         the rings' X per key, world metres; not null, unaffected
     * @param zs         the rings' Z per key, world metres; not null, unaffected
     * @param ringPoints how many entries of keys, xs and zs the rings fill, &gt;= 0; every key of corners among them
     * @return how many triangles were dropped, &gt;= 0
     */
    int dropOverlaps(IntBuffer corners, IntBuffer triAreas, int[] keys, float[] xs, float[] zs, int ringPoints) {
        int tris = corners.size / 3;
        java.util.Map<Integer, Integer> at = new java.util.HashMap<>();
        for (int i = 0; i < ringPoints; i++) {
            at.putIfAbsent(keys[i], i);
        }
        double[] area2 = new double[tris];
        for (int t = 0; t < tris; t++) {
            int a = at.get(corners.items[3 * t]), b = at.get(corners.items[3 * t + 1]), c = at.get(corners.items[3 * t + 2]);
            area2[t] = Math.abs(((double) xs[b] - xs[a]) * ((double) zs[c] - zs[a])
                    - ((double) zs[b] - zs[a]) * ((double) xs[c] - xs[a]));
        }
        boolean[] dropped = new boolean[tris];
        int kept = tris;
        java.util.Map<Long, Integer> owner = new java.util.HashMap<>();
        for (boolean again = true; again; ) {
            again = false;
            owner.clear();
            scan:
            for (int t = 0; t < tris; t++) {
                if (dropped[t]) {
                    continue;
                }
                for (int e = 0; e < 3; e++) {
                    long side = ((long) corners.items[3 * t + e] << 32) | (corners.items[3 * t + (e + 1) % 3] & 0xffffffffL);
                    Integer o = owner.putIfAbsent(side, t);
                    if (o != null) {
                        dropped[area2[o] < area2[t] ? o : t] = true;
                        kept--;
                        again = true;
                        break scan;
                    }
                }
            }
        }
        if (kept == tris) {
            return 0;
        }
        int w = 0;
        for (int t = 0; t < tris; t++) {
            if (!dropped[t]) {
                corners.items[3 * w] = corners.items[3 * t];
                corners.items[3 * w + 1] = corners.items[3 * t + 1];
                corners.items[3 * w + 2] = corners.items[3 * t + 2];
                triAreas.items[w] = triAreas.items[t];
                w++;
            }
        }
        corners.size = 3 * w;
        triAreas.size = w;
        return tris - kept;
    }
}
