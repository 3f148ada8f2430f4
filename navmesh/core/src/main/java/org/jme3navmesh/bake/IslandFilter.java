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
                    drop(f, members[k]);
                }
            }
        }
    }

    /**
     * The spans of a block of cells that lie in connected walkable regions of fewer than
     * {@link #MIN_ISLAND_SPANS} spans of the whole field: what {@link #dropSmallIslands} makes
     * unwalkable there, found by floods that stop at that many spans (so they read at most
     * {@code MIN_ISLAND_SPANS - 1} cells around the block).
     *
     * @param f     the eroded field; its links count between two walkable spans only; not null,
     *              unaffected
     * @param cells the block {x0, z0, x1, z1}, cells of f's grid, end exclusive; not null, unaffected
     * @return span ids of f, in the order of the block's cells; never null
     */
    static int[] smallIslandSpans(WalkableField f, int[] cells) {
        int gw = f.grid.width();
        // Per row of the block, its first span and its first local index.
        int rows = cells[3] - cells[1];
        int[] rowFirst = new int[rows + 1];
        int[] rowLocal = new int[rows + 1];
        for (int r = 0; r <= rows; r++) {
            int z = Math.min(cells[1] + r, cells[3] - 1);
            rowFirst[r] = f.cellStart[cells[0] + z * gw];
            rowLocal[r] = r == 0 ? 0
                    : rowLocal[r - 1] + f.cellStart[cells[2] + (cells[1] + r - 1) * gw] - rowFirst[r - 1];
        }
        IslandScan scan = new IslandScan(f, cells, rowFirst, rowLocal);
        for (int iz = cells[1]; iz < cells[3]; iz++) {
            scan.row(iz);
        }
        int[] out = scan.out;
        int found = scan.found;
        java.util.Arrays.sort(out, 0, found);
        return java.util.Arrays.copyOf(out, found);
    }

    /**
     * Makes a span unwalkable and cuts its links, both ways.
     *
     * @param f the field; not null, modified (the span's area and the links to and from it)
     * @param s span id
     */
    static void drop(WalkableField f, int s) {
        int[] nb = f.neighbour;
        f.area[s] = WalkableField.UNWALKABLE;
        for (int dir = 0; dir < 4; dir++) {
            int o = nb[4 * s + dir];
            if (o >= 0) {
                nb[4 * o + WalkableField.OPPOSITE[dir]] = -1;
                nb[4 * s + dir] = -1;
            }
        }
    }

    /**
     * The floods of {@link #smallIslandSpans} over one block: which of the block's spans (local
     * index per row: {@code s - rowFirst[row] + rowLocal[row]}) are known, and the small islands' spans found.
     */
    private static final class IslandScan {
        final WalkableField f;
        final int[] cells;
        final int[] rowFirst;
        final int[] rowLocal;
        final boolean[] done;
        final int[] member = new int[MIN_ISLAND_SPANS];
        final int[] mx = new int[MIN_ISLAND_SPANS];
        final int[] mz = new int[MIN_ISLAND_SPANS];
        int[] out = new int[0];
        int found;

        IslandScan(WalkableField f, int[] cells, int[] rowFirst, int[] rowLocal) {
            this.f = f;
            this.cells = cells;
            this.rowFirst = rowFirst;
            this.rowLocal = rowLocal;
            this.done = new boolean[rowLocal[rowLocal.length - 1]];
        }

        /** Floods ({@link #seed}) from every walkable span of row iz of the block not known yet. */
        void row(int iz) {
            int gw = f.grid.width();
            int first = rowFirst[iz - cells[1]], local0 = rowLocal[iz - cells[1]];
            for (int ix = cells[0]; ix < cells[2]; ix++) {
                int c = ix + iz * gw;
                for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                    if (f.area[s] >= 0 && !done[s - first + local0]) {
                        seed(s, ix, iz);
                    }
                }
            }
        }

        /**
         * Floods from span s of cell (ix, iz) in the block: breadth first, the members as the queue,
         * until the region is known large; marks the members in the block known and, when the
         * region is small, adds them to {@link #out}.
         */
        private void seed(int s, int ix, int iz) {
            int[] nb = f.neighbour;
            int[] area = f.area;
            member[0] = s;
            mx[0] = ix;
            mz[0] = iz;
            int n = 1;
            boolean large = false;
            for (int head = 0; head < n && !large; head++) {
                for (int dir = 0; dir < 4 && !large; dir++) {
                    int u = nb[4 * member[head] + dir];
                    if (u < 0 || area[u] < 0 || contains(member, n, u)) {
                        continue;
                    }
                    int ux = mx[head] + WalkableField.DX[dir], uz = mz[head] + WalkableField.DZ[dir];
                    boolean in = ux >= cells[0] && uz >= cells[1] && ux < cells[2] && uz < cells[3];
                    if (in && done[u - rowFirst[uz - cells[1]] + rowLocal[uz - cells[1]]]
                            || n == MIN_ISLAND_SPANS) {
                        large = true; // a span of a known large region, or one too many
                        continue;
                    }
                    member[n] = u;
                    mx[n] = ux;
                    mz[n++] = uz;
                }
            }
            large |= n == MIN_ISLAND_SPANS;
            for (int k = 0; k < n; k++) {
                if (mx[k] >= cells[0] && mz[k] >= cells[1] && mx[k] < cells[2] && mz[k] < cells[3]) {
                    done[member[k] - rowFirst[mz[k] - cells[1]] + rowLocal[mz[k] - cells[1]]] = true;
                    if (!large) {
                        out = found == out.length ? java.util.Arrays.copyOf(out, Math.max(8, 2 * found)) : out;
                        out[found++] = member[k];
                    }
                }
            }
        }
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }
}
