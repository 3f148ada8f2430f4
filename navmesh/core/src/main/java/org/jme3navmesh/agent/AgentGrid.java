package org.jme3navmesh.agent;

/**
 * Spatial hash of agent positions in the XZ plane, rebuilt every step with a counting sort:
 * O(n) to build, and a neighbourhood query visits only the 3 x 3 cells around a point. Cells
 * are hashed into a power-of-two table; every entry remembers its exact cell so hash collisions
 * never yield an agent twice or from a wrong cell.
 *
 * <p>Not thread-safe, except {@link #gather(float, float, int[])} between builds; allocation-free after the arrays
 * have grown to the crowd size.
 */
final class AgentGrid {
    private float cellSize = 1f;
    private float inv = 1f;
    private int mask;
    private int[] start = new int[2];
    private int[] items = new int[0];
    private int[] cellX = new int[0];
    private int[] cellZ = new int[0];
    /** The last {@link #gather}'s agents; as long as items, so it never grows during a query. */
    private int[] found = new int[0];

    /** Cell edge, metres. */
    float cellSize() {
        return cellSize;
    }

    /**
     * Rebuilds the grid over the agents {@code ids[0..n)} at (x[id], z[id]).
     *
     * @param cell cell edge in metres; queries find everything within one cell of a point
     */
    void build(int[] ids, int n, float[] x, float[] z, float cell, int capacity) {
        cellSize = cell;
        inv = 1f / cell;
        int size = Integer.highestOneBit(Math.max(16, 2 * n - 1)) << 1;
        if (start.length < size + 1) {
            start = new int[size + 1];
        } else {
            java.util.Arrays.fill(start, 0, size + 1, 0);
        }
        mask = size - 1;
        if (items.length < n) {
            items = new int[Math.max(n, 2 * items.length)];
            found = new int[items.length];
        }
        if (cellX.length < capacity) {
            cellX = new int[capacity];
            cellZ = new int[capacity];
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            int cx = (int) Math.floor(x[i] * inv), cz = (int) Math.floor(z[i] * inv);
            cellX[i] = cx;
            cellZ[i] = cz;
            start[hash(cx, cz)]++;
        }
        // Exclusive prefix sum: start[b] = first slot of bucket b.
        int acc = 0;
        for (int b = 0; b < size; b++) {
            int c = start[b];
            start[b] = acc;
            acc += c;
        }
        // Fill using start[b] as a cursor; afterwards start[b] = end of bucket b.
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            items[start[hash(cellX[i], cellZ[i])]++] = i;
        }
        // Shift right: bucket b spans [start[b], start[b + 1]).
        for (int b = size; b > 0; b--) {
            start[b] = start[b - 1];
        }
        start[0] = 0;
    }

    private int hash(int cx, int cz) {
        int h = cx * 0x8da6b343 ^ cz * 0xd8163841;
        h ^= h >>> 15;
        return h & mask;
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
        int n = 0;
        int cx0 = (int) Math.floor(x * inv), cz0 = (int) Math.floor(z * inv);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = cx0 + dx, cz = cz0 + dz;
                int b = hash(cx, cz);
                for (int k = start[b], e = start[b + 1]; k < e; k++) {
                    int i = items[k];
                    if (cellX[i] == cx && cellZ[i] == cz) {
                        out[n++] = i;
                    }
                }
            }
        }
        return n;
    }

    /** Length a {@link #gather(float, float, int[])} buffer needs: the agents of the last build, or more. */
    int size() {
        return items.length;
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
