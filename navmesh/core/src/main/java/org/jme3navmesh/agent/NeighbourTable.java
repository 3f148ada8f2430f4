package org.jme3navmesh.agent;

import java.util.Arrays;

/**
 * Every agent's nearest neighbours, computed once per step in one pass over the agents sorted by cell
 * ({@link DenseAgentGrid}): each agent scans the runs of entries, one per row of cells, that cover a square around
 * it, and picks its nearest among them. The pass runs in fixed chunks of the sorted entries on a {@link ChunkPool}
 * (neighbours in the grid are neighbours in memory); an agent's list depends only on the positions, so it is the
 * same on any number of threads.
 *
 * <p>An agent's neighbours: of the agents other than it within the range in XZ (squared distance below the range
 * squared) whose vertical gap to it is under half their summed heights, the {@code max} nearest by squared XZ
 * distance, ties to the smaller id, nearest first.
 *
 * <p>Allocation-free once its arrays have grown to the crowd and the workers. {@link #compute} on the simulation
 * thread; {@link #copy} from any thread between computes.
 */
final class NeighbourTable {
    /** Sorted entries per chunk of the pass. */
    static final int CHUNK = 64;
    /** With no previous list, candidates are first taken where about this many times the count are expected. */
    static final float TIGHT_COUNT = 2f;
    /** Added to the distance of an agent's last neighbour in its previous list to give its first radius, metres. */
    static final float REACH_SLACK = 0.2f;
    /** Margin by which the square of cells scanned is widened: covers rounding at cell borders, metres. */
    private static final float CELL_MARGIN = 0.01f;
    /** Up to this many candidates, an agent's list is placed by rank (quadratic, branch-free), above it by insertion. */
    static final int RANK_LIMIT = 32;
    /** The grid's smallest cell edge, as a fraction of the range. */
    static final float CELL_PER_RANGE = 0.25f;

    private final ChunkPool pool;
    private final ChunkPool.Task pass = this::list;
    private final DenseAgentGrid grid = new DenseAgentGrid();
    private AgentStore s;
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
     * infinite when that list was short of the count (the whole range is searched at once), negative when unknown.
     * Any value gives the exact list; a good one only makes it cheaper.
     */
    private float[] reach2 = new float[0];
    /** Per worker: the candidates of one agent (their keys) and the list placed by rank. */
    private Scratch[] scratch = new Scratch[0];

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
     * Lists the neighbours of every agent of a build, at the agents' current positions: {@link #sort}, then
     * {@link #list} over all of them on the pool.
     *
     * @param store the agents; not null, unaffected
     * @param ids   the agents to list (and to list as neighbours); not null, unaffected
     * @param n     how many of ids to take
     * @param range XZ search radius, metres (&gt; 0)
     * @param max   most neighbours per agent (&gt;= 1)
     */
    void compute(AgentStore store, int[] ids, int n, float range, int max) {
        sort(store, ids, n, range, max);
        pool.run(n, CHUNK, pass);
    }

    /**
     * The first half of {@link #compute}: sorts the agents by cell ({@link #sortedIds}) and readies the lists, all
     * empty, for {@link #list}.
     *
     * @param store the agents; not null, unaffected
     * @param ids   the agents to list (and to list as neighbours); not null, unaffected
     * @param n     how many of ids to take
     * @param range XZ search radius, metres (&gt; 0)
     * @param max   most neighbours per agent (&gt;= 1)
     */
    void sort(AgentStore store, int[] ids, int n, float range, int max) {
        if (!(range > 0f) || Float.isInfinite(range)) {
            throw new IllegalArgumentException("range must be a finite number > 0 metres, got " + range);
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
            Arrays.fill(reach2, -1f);
        }
        Arrays.fill(counts, -1);
        grid.build(store, ids, n, CELL_PER_RANGE * range);
        if (scratch.length < pool.threads()) {
            scratch = Arrays.copyOf(scratch, pool.threads());
        }
        for (int w = 0; w < scratch.length; w++) {
            if (scratch[w] == null) {
                scratch[w] = new Scratch();
            }
            scratch[w].ensure(n, max);
        }
        this.s = store;
        this.range = range;
        this.max = max;
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

    /**
     * The agents of the last {@link #compute} sorted by cell ({@link DenseAgentGrid}): agents near each other in
     * space lie near each other in this order. Valid at [0, the count computed) until the next compute.
     */
    int[] sortedIds() {
        return grid.id;
    }

    /** The range and count of the last {@link #compute}. */
    boolean matches(float range, int max) {
        return this.range == range && this.max == max;
    }

    /**
     * The second half of {@link #compute}: lists the neighbours of the agents {@link #sortedIds}[from, to) after a
     * {@link #sort}. Calls on distinct workers may run at the same time on disjoint ranges.
     *
     * @param worker the scratch to use, in [0, the pool's threads)
     * @param from   first sorted entry, inclusive
     * @param to     last sorted entry, exclusive
     */
    void list(int worker, int from, int to) {
        Scratch sc = scratch[worker];
        for (int e = from; e < to; e++) {
            list(sc, e);
        }
    }

    /**
     * Picks the neighbours of the agent of sorted entry e (agent i) into its list. The agents are first taken within
     * a shorter radius when one is known: the distance of agent i's last neighbour in its previous list plus
     * {@value #REACH_SLACK} m (agents move little in a step), or, when it had no previous list, the radius at which
     * its cell's density gives about {@value #TIGHT_COUNT} times the count. When that yields the count or more, no
     * agent further out can be among the nearest, and the fewer candidates are cheaper to find and order; otherwise,
     * or when its previous list was short of the count, they are taken within the range. Either way the list is the
     * exact one.
     */
    private void list(Scratch sc, int e) {
        DenseAgentGrid g = grid;
        int i = g.id[e];
        float r2 = range * range;
        float rho2 = reach2[i];
        if (rho2 < 0f) {
            // Density of the agent's cell.
            int c = g.cellZ(g.z[e]) * g.w + g.cellX(g.x[e]);
            rho2 = TIGHT_COUNT * max * g.cell * g.cell / ((float) Math.PI * (g.start[c + 1] - g.start[c]));
        }
        int c = rho2 < r2 ? candidates(sc, e, rho2) : -1;
        if (c < max) {
            c = candidates(sc, e, r2);
        }
        int base = i * max;
        long[] keys = lists;
        long[] cand = sc.cand;
        int n;
        if (c <= RANK_LIMIT) {
            // Each candidate's rank among them (the keys differ: one per agent) is its place in the list: the
            // comparisons and the stores branch on nothing, where an insertion sort mispredicts a branch or two per
            // candidate. Ranks of max or more go to the spare slot past the list.
            long[] ranked = sc.ranked;
            for (int k = 0; k < c; k++) {
                long key = cand[k];
                int rank = 0;
                for (int m = 0; m < c; m++) {
                    rank += (int) ((cand[m] - key) >>> 63); // 1 when cand[m] < key: keys are >= 0, no overflow
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
     * Compacts the agents other than the one of entry e within squared XZ distance r2 of it (below) whose vertical gap
     * to it is under half their summed heights into the scratch's candidates, without branching on each (most are out
     * of range, and which ones is not predictable), each as one key that orders by squared distance, then by id (the
     * bits of a float of 0 or more order as the float). Reads the runs of entries of the rows of cells that cover the
     * square of side 2 sqrt(r2) around it. Returns how many.
     */
    private int candidates(Scratch sc, int e, float r2) {
        DenseAgentGrid g = grid;
        float x = g.x[e], z = g.z[e], y = g.y[e], hi = g.halfHeight[e];
        int i = g.id[e];
        float[] bx = g.x, bz = g.z, by = g.y, bh = g.halfHeight;
        int[] bid = g.id, start = g.start;
        long[] cand = sc.cand;
        float reach = (float) Math.sqrt(r2) + CELL_MARGIN;
        int r2Bits = Float.floatToRawIntBits(r2);
        int cx0 = g.cellX(x - reach), cx1 = g.cellX(x + reach);
        int c = 0;
        for (int row = g.cellZ(z - reach) * g.w, last = g.cellZ(z + reach) * g.w; row <= last; row += g.w) {
            for (int q = start[row + cx0], to = start[row + cx1 + 1]; q < to; q++) {
                float ox = bx[q] - x, oz = bz[q] - z;
                float dd = ox * ox + oz * oz;
                int bits = Float.floatToRawIntBits(dd), j = bid[q];
                cand[c] = (long) bits << 32 | j;
                // dd < r2 and |dy| < hi + bh and j != i, as sign bits: the bits of floats of 0 or more order as the
                // floats (and a NaN's above any finite one's), so a difference of two such is negative when the
                // first is smaller.
                int near = bits - r2Bits;
                int level = Float.floatToRawIntBits(Math.abs(by[q] - y)) - Float.floatToRawIntBits(hi + bh[q]);
                int other = -(j ^ i) | (j ^ i);
                c += (near & level & other) >>> 31;
            }
        }
        return c;
    }

    /** One worker's scratch: the candidates of one agent (their keys) and its list placed by rank. */
    private static final class Scratch {
        long[] cand = new long[0];
        /** An agent's list placed by rank, with one spare slot for every rank past the list. */
        long[] ranked = new long[0];

        void ensure(int n, int max) {
            if (ranked.length < max + 1) {
                ranked = new long[max + 1];
            }
            if (cand.length < n) {
                cand = new long[n];
            }
        }
    }
}
