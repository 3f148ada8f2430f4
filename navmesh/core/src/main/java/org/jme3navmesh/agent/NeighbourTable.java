package org.jme3navmesh.agent;

import java.util.Arrays;

/**
 * Every agent's nearest neighbours over one build of an {@link AgentGrid}, computed once per step in one pass: for
 * each occupied cell, the agents of the 3 x 3 cells around it are copied side by side (position, height, id), and
 * each agent of the cell picks its nearest among them. The agents of a cell share that copy, so the grid's table is
 * read once per cell rather than once per agent. The pass runs in fixed chunks of the grid's entries on a
 * {@link ChunkPool}; an agent's list depends only on the positions, so it is the same on any number of threads.
 *
 * <p>An agent's neighbours: of the agents other than it within the range in XZ (squared distance below the range
 * squared) whose vertical gap to it is under half their summed heights, the {@code max} nearest by squared XZ
 * distance, ties to the smaller id, nearest first. The range must not exceed the grid's cell edge.
 *
 * <p>Allocation-free once its arrays have grown to the crowd and the workers. {@link #compute} on the simulation
 * thread; {@link #copy} from any thread between computes.
 */
final class NeighbourTable {
    /** Entries of the grid per chunk of the pass. */
    static final int CHUNK = 64;
    /** In a crowded block, candidates are first taken where about this many times the count are expected. */
    static final float TIGHT_COUNT = 2f;
    /** Added to the distance of an agent's last neighbour in its previous list to give its first radius, metres. */
    static final float REACH_SLACK = 0.2f;
    /** Margin by which a cell of the block is taken as nearer than it is, metres: covers rounding at cell borders. */
    private static final float CELL_MARGIN = 0.01f;
    /** Up to this many candidates, an agent's list is placed by rank (quadratic, branch-free), above it by insertion. */
    static final int RANK_LIMIT = 32;

    private final ChunkPool pool;
    private final ChunkPool.Task pass = this::pass;
    private AgentStore s;
    private AgentCells cells;
    private float range;
    private int max;
    /**
     * Agent i's neighbours at lists[i * max ..], nearest first, each as its squared distance's float bits (high
     * half) and its id (low half).
     */
    private long[] lists = new long[0];
    /** Agent i's neighbour count, or -1 when it was not in the last computed build. */
    private int[] counts = new int[0];
    /**
     * Per agent id: the squared radius within which its list is first sought ({@link #list}), from its previous list;
     * infinite when unknown. Any value gives the exact list; a good one only makes it cheaper.
     */
    private float[] reach2 = new float[0];
    /** Per worker: the agents of the 3 x 3 cells around the cell being listed. */
    private Block[] blocks = new Block[0];

    /** @param pool the threads that run the pass; not null, shared */
    NeighbourTable(ChunkPool pool) {
        this.pool = pool;
    }

    /** Forgets the lists: the grid was rebuilt. */
    void clear() {
        s = null;
    }

    /** True when {@link #compute} ran since the last {@link #clear}. */
    boolean computed() {
        return s != null;
    }

    /**
     * Lists the neighbours of every agent of the grid's last build.
     *
     * @param store  the agents the grid was built over, at the positions of the build; not null, unaffected
     * @param coarse the grid's table of cells at least {@code range} wide; not null, unaffected
     * @param ids    the agents of the build; not null, unaffected
     * @param n      how many of ids the build took
     * @param range  XZ search radius, metres, in (0, the table's cell edge]
     * @param max    most neighbours per agent (&gt;= 1)
     */
    void compute(AgentStore store, AgentCells coarse, int[] ids, int n, float range, int max) {
        if (!(range > 0f && range <= coarse.cell)) {
            throw new IllegalArgumentException("range must be in (0, " + coarse.cell + "] metres, got " + range);
        }
        if (max < 1) {
            throw new IllegalArgumentException("max must be at least 1, got " + max);
        }
        if (counts.length < store.capacity || lists.length < store.capacity * max) {
            counts = new int[store.capacity];
            lists = new long[store.capacity * max];
        }
        if (reach2.length < store.capacity) {
            reach2 = new float[store.capacity];
            Arrays.fill(reach2, Float.POSITIVE_INFINITY);
        }
        Arrays.fill(counts, -1);
        if (blocks.length < pool.threads()) {
            blocks = Arrays.copyOf(blocks, pool.threads());
        }
        for (int w = 0; w < blocks.length; w++) {
            if (blocks[w] == null) {
                blocks[w] = new Block();
            }
            blocks[w].ensure(coarse.size(), max);
        }
        this.s = store;
        this.cells = coarse;
        this.range = range;
        this.max = max;
        pool.run(n, CHUNK, pass);
    }

    /**
     * Agent i's neighbours from the last {@link #compute}, nearest first.
     *
     * @param i   an agent id
     * @param ids receives the agents at [0, count); not null, at least {@code max} long, modified
     * @param d2  receives their squared XZ distances, metres squared; not null, at least {@code max} long, modified
     * @return count, in [0, max]; 0 when agent i was not in the grid's last build
     */
    int copy(int i, int[] ids, float[] d2) {
        int n = i < counts.length ? counts[i] : -1;
        if (n <= 0) {
            return 0;
        }
        for (int k = 0, base = i * max; k < n; k++) {
            long key = lists[base + k];
            ids[k] = (int) key;
            d2[k] = Float.intBitsToFloat((int) (key >>> 32));
        }
        return n;
    }

    /** The range and count of the last {@link #compute}. */
    boolean matches(float range, int max) {
        return this.range == range && this.max == max;
    }

    /** Lists the agents of the cells whose first entry lies in [from, to) of the grid's table. */
    private void pass(int worker, int from, int to) {
        AgentCells c = cells;
        Block block = blocks[worker];
        for (int k = from; k < to; k++) {
            int cx = c.itemCellX[k], cz = c.itemCellZ[k];
            int b = c.bucket(cx, cz);
            if (!firstOfCell(c, b, k, cx, cz)) {
                continue;
            }
            block.fill(s, c, cx, cz);
            for (int e = c.start[b + 1], k2 = k; k2 < e; k2++) {
                if (c.itemCellX[k2] == cx && c.itemCellZ[k2] == cz) {
                    list(block, c.items[k2]);
                }
            }
        }
    }

    /** True when entry k is the first of cell (cx, cz) in its bucket b (a bucket may hold other cells too). */
    private static boolean firstOfCell(AgentCells c, int b, int k, int cx, int cz) {
        if (k > c.start[b] && c.itemCellX[k - 1] == cx && c.itemCellZ[k - 1] == cz) {
            return false; // the usual case: the entries of a cell lie side by side
        }
        for (int k2 = c.start[b]; k2 < k; k2++) {
            if (c.itemCellX[k2] == cx && c.itemCellZ[k2] == cz) {
                return false;
            }
        }
        return true;
    }

    /**
     * Picks agent i's neighbours among the block's agents into its list. The agents are first taken within a shorter
     * radius when one is known: the distance of agent i's last neighbour in its previous list plus
     * {@value #REACH_SLACK} m (agents move little in a step), or else, in a crowded block, the radius at which the
     * block's mean density gives about {@value #TIGHT_COUNT} times the count. When that yields the count or more, no
     * agent further out can be among the nearest, and the fewer candidates are cheaper to find and order; otherwise
     * they are taken within the range. Either way the list is the exact one.
     */
    private void list(Block block, int i) {
        float r2 = range * range;
        float rho2 = reach2[i];
        if (!(rho2 < r2)) {
            // Mean density of the block: block.count agents over 3 x 3 cells.
            rho2 = TIGHT_COUNT * max * 9f * cells.cell * cells.cell / ((float) Math.PI * block.count);
        }
        int c = rho2 < r2 ? candidates(block, i, rho2) : -1;
        if (c < max) {
            c = candidates(block, i, r2);
        }
        int base = i * max;
        long[] keys = lists;
        long[] cand = block.cand;
        int n;
        if (c <= RANK_LIMIT) {
            // Each candidate's rank among them (the keys differ: one per agent) is its place in the list: the
            // comparisons and the stores branch on nothing, where an insertion sort mispredicts a branch or two per
            // candidate. Ranks of max or more go to the spare slot past the list.
            long[] ranked = block.ranked;
            for (int k = 0; k < c; k++) {
                long key = cand[k];
                int rank = 0;
                for (int m = 0; m < c; m++) {
                    rank += cand[m] < key ? 1 : 0;
                }
                ranked[Math.min(rank, max)] = key;
            }
            n = Math.min(c, max);
            System.arraycopy(ranked, 0, keys, base, n);
        } else {
            n = 0;
            for (int k = 0; k < c; k++) {
                long key = cand[k];
                if (n == max && key > keys[base + n - 1]) {
                    continue;
                }
                int at = n < max ? n++ : n - 1;
                while (at > 0 && keys[base + at - 1] > key) {
                    keys[base + at] = keys[base + at - 1];
                    at--;
                }
                keys[base + at] = key;
            }
        }
        counts[i] = n;
        if (n == max) {
            float last = (float) Math.sqrt(Float.intBitsToFloat((int) (keys[base + n - 1] >>> 32))) + REACH_SLACK;
            reach2[i] = last * last;
        } else {
            reach2[i] = Float.POSITIVE_INFINITY;
        }
    }

    /**
     * Compacts the block's agents other than i within squared XZ distance r2 of it (below) whose vertical gap to it
     * is under half their summed heights into the block's candidates, without branching on each (most are out of
     * range, and which ones is not predictable), each as one key that orders by squared distance, then by id (the
     * bits of a float of 0 or more order as the float). Skips the block's cells that lie wholly out of reach. Returns
     * how many.
     */
    private int candidates(Block block, int i, float r2) {
        float x = s.px[i], z = s.pz[i], y = s.py[i];
        float hi = 0.5f * s.type[i].height();
        float[] bx = block.x, bz = block.z, by = block.y, bh = block.h;
        int[] bid = block.id;
        long[] cand = block.cand;
        // Agent i's offsets into its cell, which is the block's middle one (a margin covers the cell's rounding).
        float edge = cells.cell;
        float fx = x - block.cx0 * edge, fz = z - block.cz0 * edge;
        float reach = (float) Math.sqrt(r2) + CELL_MARGIN;
        int c = 0;
        for (int q = 0, from = 0; q < 9; q++) {
            int to = block.cellEnds[q];
            int dx = q % 3 - 1, dz = q / 3 - 1;
            // The gap between agent i and the cell along each axis (none for the middle row or column).
            float gx = dx < 0 ? fx : dx > 0 ? edge - fx : 0f, gz = dz < 0 ? fz : dz > 0 ? edge - fz : 0f;
            if (gx * gx + gz * gz < reach * reach) {
                for (int q2 = from; q2 < to; q2++) {
                    float ox = bx[q2] - x, oz = bz[q2] - z;
                    float dd = ox * ox + oz * oz;
                    cand[c] = (long) Float.floatToRawIntBits(dd) << 32 | bid[q2];
                    c += (dd < r2) & (Math.abs(by[q2] - y) < hi + bh[q2]) & (bid[q2] != i) ? 1 : 0;
                }
            }
            from = to;
        }
        return c;
    }

    /**
     * One worker's copy of the agents of the 3 x 3 cells around a cell: XZ position, Y, half height and id; and
     * scratch for the grid entries of the block and for the candidates of one agent (their keys).
     */
    private static final class Block {
        float[] x = new float[0], z = new float[0], y = new float[0], h = new float[0];
        int[] id = new int[0], entry = new int[0];
        long[] cand = new long[0];
        /** An agent's list placed by rank, with one spare slot for every rank past the list. */
        long[] ranked = new long[0];
        /** One past the last entry of each of the block's nine cells ({@link AgentCells#block(int, int, int[], int[])}). */
        final int[] cellEnds = new int[9];
        /** The block's middle cell. */
        int cx0, cz0;
        int count;

        void ensure(int n, int max) {
            if (ranked.length < max + 1) {
                ranked = new long[max + 1];
            }
            if (id.length < n) {
                x = new float[n];
                z = new float[n];
                y = new float[n];
                h = new float[n];
                id = new int[n];
                entry = new int[n];
                cand = new long[n];
            }
        }

        void fill(AgentStore s, AgentCells c, int cx0, int cz0) {
            count = c.block(cx0, cz0, entry, cellEnds);
            this.cx0 = cx0;
            this.cz0 = cz0;
            for (int q = 0; q < count; q++) {
                int k = entry[q];
                int j = c.items[k];
                x[q] = c.itemX[k];
                z[q] = c.itemZ[k];
                y[q] = s.py[j];
                h[q] = 0.5f * s.type[j].height();
                id[q] = j;
            }
        }
    }
}
