package org.jme3navmesh.agent;

/**
 * Spatial hash of agent positions in the XZ plane, rebuilt every step with a counting sort:
 * O(n) to build, and a neighbourhood query visits only the 3 x 3 cells around a point. Cells
 * are hashed into a power-of-two table; every entry remembers its exact cell so hash collisions
 * never yield an agent twice or from a wrong cell.
 *
 * <p>Not thread-safe; allocation-free after the arrays have grown to the crowd size.
 */
final class AgentGrid {
    private float cellSize = 1f;
    private float inv = 1f;
    private int mask;
    private int[] start = new int[2];
    private int[] items = new int[0];
    private int[] cellX = new int[0];
    private int[] cellZ = new int[0];

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
     * Calls {@code visitor} for every agent in the 3 x 3 cells around (x, z) (its own id included).
     * The visitor must not rebuild the grid.
     */
    void forNeighbours(float x, float z, Visitor visitor) {
        int cx0 = (int) Math.floor(x * inv), cz0 = (int) Math.floor(z * inv);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = cx0 + dx, cz = cz0 + dz;
                int b = hash(cx, cz);
                for (int k = start[b], e = start[b + 1]; k < e; k++) {
                    int i = items[k];
                    if (cellX[i] == cx && cellZ[i] == cz) {
                        visitor.visit(i);
                    }
                }
            }
        }
    }

    /** Bucket range access for allocation-free loops: first item index of the bucket of cell (cx, cz). */
    int bucketStart(int cx, int cz) {
        return start[hash(cx, cz)];
    }

    /** End (exclusive) item index of the bucket of cell (cx, cz). */
    int bucketEnd(int cx, int cz) {
        return start[hash(cx, cz) + 1];
    }

    /** Agent id at item index k. */
    int item(int k) {
        return items[k];
    }

    /** True when agent i was filed under cell (cx, cz). */
    boolean inCell(int i, int cx, int cz) {
        return cellX[i] == cx && cellZ[i] == cz;
    }

    /** Cell coordinate of x, metres. */
    int cellOf(float v) {
        return (int) Math.floor(v * inv);
    }

    /** Receives agent ids. */
    @FunctionalInterface
    interface Visitor {
        void visit(int agent);
    }
}
