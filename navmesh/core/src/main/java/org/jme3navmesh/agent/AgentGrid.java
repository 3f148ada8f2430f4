package org.jme3navmesh.agent;

/**
 * Spatial hash of agent positions in the XZ plane, rebuilt every step with a counting sort: O(n) to build
 * ({@link AgentCells}), on the first {@link #gather} after a build, so a step that only reads nearest-agents lists
 * never builds it. Its neighbourhood query ({@link #gather}) visits the 3 x 3 cells around a point; its
 * nearest-agents lists ({@link #nearest}) are computed for every agent after a build, at once
 * ({@link #prepareNearest}) or chunk by chunk ({@link #sortNearest}, {@link #listNearest}), by a
 * {@link NeighbourTable}.
 *
 * <p>Not thread-safe, except {@link #gather(float, float, int[])} and {@link #nearest} between builds;
 * allocation-free after the arrays have grown to the crowd size.
 */
final class AgentGrid {
    private final AgentCells coarse = new AgentCells();
    private final NeighbourTable table;
    /** The agents of the last build, their positions by id, the cell edge and one past the largest id. */
    private int[] builtIds = new int[0];
    private int builtCount;
    private float[] builtX, builtZ;
    private float cell = 1f;
    private int builtCapacity;
    /** True once the hash holds the last build's agents (built by the first gather after the build). */
    private volatile boolean cellsBuilt;
    /** The last {@link #gather}'s agents; as long as the table, so it never grows during a query. */
    private int[] found = new int[0];

    /** A grid whose nearest-agents lists are computed on the calling thread. */
    AgentGrid() {
        this(new ChunkPool(1));
    }

    /** @param pool the threads that compute the nearest-agents lists; not null, shared (its owner closes it) */
    AgentGrid(ChunkPool pool) {
        this.table = new NeighbourTable(pool);
    }

    /** Cell edge, metres. */
    float cellSize() {
        return cell;
    }

    /**
     * Rebuilds the grid over the agents {@code ids[0..n)} at (x[id], z[id]).
     *
     * @param ids      the agents; not null, unaffected
     * @param n        how many of ids to take
     * @param x        world X by agent id, metres; not null, unaffected
     * @param z        world Z by agent id, metres; not null, unaffected
     * @param cell     cell edge in metres; {@link #gather} finds everything within one cell of a point
     * @param capacity one past the largest id
     */
    void build(int[] ids, int n, float[] x, float[] z, float cell, int capacity) {
        table.clear();
        builtIds = ids;
        builtCount = n;
        builtX = x;
        builtZ = z;
        this.cell = cell;
        builtCapacity = capacity;
        cellsBuilt = false;
    }

    /** Builds the hash over the last build's agents unless it holds them already; safe from several threads. */
    private void ensureCells() {
        if (!cellsBuilt) {
            synchronized (this) {
                if (!cellsBuilt) {
                    coarse.build(builtIds, builtCount, builtX, builtZ, cell, builtCapacity);
                    if (found.length < coarse.size()) {
                        found = new int[coarse.size()];
                    }
                    cellsBuilt = true;
                }
            }
        }
    }

    /**
     * Computes the nearest agents of every agent of the last build ({@link NeighbourTable}), for {@link #nearest},
     * on the grid's threads. Simulation thread only, before the reads.
     *
     * @param s     the agents the grid was built over, unmoved since; not null, unaffected
     * @param range XZ search radius, metres (&gt; 0)
     * @param max   most agents per list (&gt;= 1)
     */
    void prepareNearest(AgentStore s, float range, int max) {
        table.compute(s, builtIds, builtCount, range, max);
    }

    /**
     * {@link #prepareNearest} in two halves, so that a caller may list the agents chunk by chunk on its own workers,
     * each just before it reads them: this sorts the agents by cell ({@link #order}), on the simulation thread;
     * {@link #listNearest} lists them. A list may be read ({@link #nearest}) once its agent's chunk was listed.
     *
     * @param s     the agents the grid was built over, unmoved since; not null, unaffected
     * @param range XZ search radius, metres (&gt; 0)
     * @param max   most agents per list (&gt;= 1)
     */
    void sortNearest(AgentStore s, float range, int max) {
        table.sort(s, builtIds, builtCount, range, max);
    }

    /**
     * Lists the nearest agents of the agents {@link #order}()[from, to) after a {@link #sortNearest}; calls with
     * distinct workers may run at the same time on disjoint ranges.
     *
     * @param worker the scratch to use, in [0, the grid's threads)
     * @param from   first index into {@link #order}, inclusive
     * @param to     last index, exclusive
     */
    void listNearest(int worker, int from, int to) {
        table.list(worker, from, to);
    }

    /**
     * Collects every agent in the 3 x 3 cells around (x, z) (its own id included), in grid order;
     * read them with {@link #found(int)}. The one neighbourhood scan of the crowd: the avoidances
     * and {@link #forNeighbours} read its list. Allocation-free.
     *
     * @param x world X, metres
     * @param z world Z, metres
     * @return how many agents were found; valid until the next gather or build
     */
    int gather(float x, float z) {
        ensureCells();
        return gather(x, z, found);
    }

    /**
     * As {@link #gather(float, float)}, into the caller's array, so that several threads may gather at once
     * (between builds).
     *
     * @param x   world X, metres
     * @param z   world Z, metres
     * @param out receives the agents; not null, at least {@link #size()} long, modified
     * @return how many agents were written
     */
    int gather(float x, float z, int[] out) {
        ensureCells();
        AgentCells c = coarse;
        int n = c.block(c.cellOf(x), c.cellOf(z), out);
        for (int k = 0; k < n; k++) {
            out[k] = c.items[out[k]];
        }
        return n;
    }

    /**
     * Agent i's nearest agents as {@link #prepareNearest} (or {@link #listNearest}) listed them after the last
     * build, nearest first: of the agents other than i within {@code range} of it in XZ (squared distance below range squared) whose vertical gap
     * to it is under half their summed heights, the {@code max} nearest by squared XZ distance, ties to the smaller
     * id, at the positions of the build. Allocation-free; may run on several threads at once between builds.
     *
     * @param i     an agent id
     * @param range XZ search radius, metres
     * @param max   most agents returned (&gt;= 1)
     * @param ids   receives the agents at [0, count); not null, at least {@code max} long, modified
     * @param d2    receives their squared XZ distances, metres squared; not null, at least {@code max} long, modified
     * @return count, in [0, max]; 0 when agent i was not in the build, or the lists were not prepared since the
     *         build for this range and count
     */
    int nearest(int i, float range, int max, int[] ids, float[] d2) {
        return table.computed() && table.matches(range, max) ? table.copy(i, ids, d2) : 0;
    }

    /**
     * The agents of the last build in the order in which to plan them: sorted by cell when the nearest-agents lists
     * were prepared since the build (agents near each other, whose data a planner reads together, come one after the
     * other), else the build's own order.
     *
     * @return the agents at [0, the build's count); not null, valid until the next build or preparation, not to be
     *         modified
     */
    int[] order() {
        return table.computed() ? table.sortedIds() : builtIds;
    }

    /** Length a {@link #gather(float, float, int[])} buffer needs: the agents of the last build, or more. */
    int size() {
        return builtCount;
    }

    /** Agent k of the last {@link #gather}, 0 &lt;= k &lt; its count. */
    int found(int k) {
        return found[k];
    }

    /**
     * Calls {@code visitor} for every agent in the 3 x 3 cells around (x, z) (its own id included),
     * as {@link #gather} finds them. The visitor must not rebuild the grid or gather.
     */
    void forNeighbours(float x, float z, Visitor visitor) {
        for (int k = 0, n = gather(x, z); k < n; k++) {
            visitor.visit(found[k]);
        }
    }

    /** Receives agent ids. */
    @FunctionalInterface
    interface Visitor {
        void visit(int agent);
    }
}
