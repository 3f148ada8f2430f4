package org.jme3navmesh.bake;

/**
 * Drops the walkable specks the agent-radius erosion leaves behind. Stateless and thread-safe.
 */
final class IslandFilter {
    /** Walkable regions with fewer spans than this are dropped after erosion. */
    static final int MIN_ISLAND_SPANS = 8;

    private IslandFilter() {
    }

    /**
     * Makes connected walkable regions of fewer than {@link #MIN_ISLAND_SPANS} spans unwalkable:
     * specks left by the erosion (a corner of a crate top) that no agent can use and that a mesh
     * cannot represent (like Recast's minRegionArea).
     *
     * <p>In a window cut out of a larger field, a region linked beyond the window's edge
     * ({@link WalkableField#OUTSIDE}) is kept: its size is not known.
     *
     * @param f the eroded field; not null, modified (areas and links)
     */
    static void dropSmallIslands(WalkableField f) {
        int spans = f.spanCount();
        int[] nb = f.neighbour;
        int[] mark = new int[spans];
        int[] stack = new int[spans];
        for (int s0 = 0; s0 < spans; s0++) {
            if (f.area[s0] < 0 || mark[s0] != 0) {
                continue;
            }
            int sp = 0, n = 0;
            boolean open = false;
            stack[sp++] = s0;
            mark[s0] = 1;
            int[] members = new int[MIN_ISLAND_SPANS];
            while (sp > 0) {
                int cur = stack[--sp];
                if (n < MIN_ISLAND_SPANS) {
                    members[n] = cur;
                }
                n++;
                for (int dir = 0; dir < 4; dir++) {
                    int o = nb[4 * cur + dir];
                    open |= o == WalkableField.OUTSIDE;
                    if (o >= 0 && mark[o] == 0) {
                        mark[o] = 1;
                        stack[sp++] = o;
                    }
                }
            }
            if (n < MIN_ISLAND_SPANS && !open) {
                for (int k = 0; k < n; k++) {
                    int m = members[k];
                    f.area[m] = WalkableField.UNWALKABLE;
                    for (int dir = 0; dir < 4; dir++) {
                        int o = nb[4 * m + dir];
                        if (o >= 0) {
                            nb[4 * o + WalkableField.OPPOSITE[dir]] = -1;
                            nb[4 * m + dir] = -1;
                        }
                    }
                }
            }
        }
    }
}
