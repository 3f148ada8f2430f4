package org.jme3navmesh.agent;

import java.util.Arrays;

/**
 * One spatial hash of agent positions in the XZ plane, for {@link AgentGrid}: square cells of one edge, hashed into a
 * power-of-two table of buckets and filled by a counting sort, O(n) per build. The entries of a bucket lie side by
 * side in the order of the ids given to {@link #build}, each with its agent, its exact cell (so that a reader skips
 * the agents of other cells that share the bucket) and its position at the build.
 *
 * <p>Read-only between builds, so any number of threads may read it then; allocation-free once the arrays have grown
 * to the crowd.
 */
final class AgentCells {
    /** Cell edge, metres, and its inverse. */
    float cell = 1f, inv = 1f;
    /** Bucket b holds the entries [start[b], start[b + 1]). */
    int[] start = new int[2];
    /** Per entry, in bucket order: the agent, its cell and its position at the build (metres). */
    int[] items = new int[0];
    int[] itemCellX = new int[0], itemCellZ = new int[0];
    float[] itemX = new float[0], itemZ = new float[0];
    private int mask;
    /** Per agent id: its cell, while building. */
    private int[] cellX = new int[0], cellZ = new int[0];

    /**
     * Rebuilds the table over the agents {@code ids[0..n)} at (x[id], z[id]).
     *
     * @param ids      the agents; not null, unaffected
     * @param n        how many of ids to take
     * @param x        world X by agent id, metres; not null, unaffected
     * @param z        world Z by agent id, metres; not null, unaffected
     * @param edge     cell edge, metres (&gt; 0)
     * @param capacity one past the largest id
     */
    void build(int[] ids, int n, float[] x, float[] z, float edge, int capacity) {
        cell = edge;
        inv = 1f / edge;
        int size = Integer.highestOneBit(Math.max(16, 2 * n - 1)) << 1;
        if (start.length < size + 1) {
            start = new int[size + 1];
        } else {
            Arrays.fill(start, 0, size + 1, 0);
        }
        mask = size - 1;
        if (items.length < n) {
            int length = Math.max(n, 2 * items.length);
            items = new int[length];
            itemCellX = new int[length];
            itemCellZ = new int[length];
            itemX = new float[length];
            itemZ = new float[length];
        }
        if (cellX.length < capacity) {
            cellX = new int[capacity];
            cellZ = new int[capacity];
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            int cx = cellOf(x[i]), cz = cellOf(z[i]);
            cellX[i] = cx;
            cellZ[i] = cz;
            start[bucket(cx, cz)]++;
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
            int slot = start[bucket(cellX[i], cellZ[i])]++;
            items[slot] = i;
            itemCellX[slot] = cellX[i];
            itemCellZ[slot] = cellZ[i];
            itemX[slot] = x[i];
            itemZ[slot] = z[i];
        }
        // Shift right: bucket b spans [start[b], start[b + 1]).
        System.arraycopy(start, 0, start, 1, size);
        start[0] = 0;
    }

    /**
     * The entries of the 3 x 3 cells around cell (cx0, cz0): cell by cell (z outer, x inner, each from -1 to +1),
     * each cell's in build order.
     *
     * @param cx0 the middle cell's X index
     * @param cz0 the middle cell's Z index
     * @param out receives entry indices (into {@link #items} and the other entry arrays); not null, at least
     *            {@link #size()} long, modified
     * @return how many were written
     */
    int block(int cx0, int cz0, int[] out) {
        return block(cx0, cz0, out, null);
    }

    /**
     * {@link #block(int, int, int[])}, noting where each of the nine cells' entries end.
     *
     * @param cellEnds receives, for the q-th cell in that order (q = 3 (dz + 1) + dx + 1), one past the index in
     *                 {@code out} of its last entry; null, or at least 9 long, modified
     */
    int block(int cx0, int cz0, int[] out, int[] cellEnds) {
        int n = 0;
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = cx0 + dx, cz = cz0 + dz;
                int b = bucket(cx, cz);
                for (int k = start[b], e = start[b + 1]; k < e; k++) {
                    if (itemCellX[k] == cx && itemCellZ[k] == cz) {
                        out[n++] = k;
                    }
                }
                if (cellEnds != null) {
                    cellEnds[3 * (dz + 1) + dx + 1] = n;
                }
            }
        }
        return n;
    }

    /** The cell index of a coordinate, metres. */
    int cellOf(float v) {
        return (int) Math.floor(v * inv);
    }

    /** The bucket of cell (cx, cz). */
    int bucket(int cx, int cz) {
        int h = cx * 0x8da6b343 ^ cz * 0xd8163841;
        h ^= h >>> 15;
        return h & mask;
    }

    /** Number of entries of the last build. */
    int size() {
        return items.length;
    }
}
