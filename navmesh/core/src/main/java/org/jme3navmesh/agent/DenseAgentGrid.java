package org.jme3navmesh.agent;

/**
 * The agents of one step sorted by cell of a dense, row-major grid of square cells over their XZ bounding box, for
 * {@link NeighbourTable}: the agents of a run of cells along one row lie side by side, so the agents near a point are
 * read as a few contiguous runs (one per row) with no hashing and no indirection. Per entry, in cell order: the
 * agent's XZ position, its Y, half its height and its id, copied at the build (a counting sort, O(agents + cells)).
 * The cells are at least the edge asked for; in a wide spread of agents they are wider, so that the grid keeps at
 * most about {@value #CELLS_PER_AGENT} cells per agent.
 *
 * <p>Read-only between builds, so any number of threads may read it then; allocation-free once its arrays have grown
 * to the crowd and the spread.
 */
final class DenseAgentGrid {
    /** Most cells per agent (plus a small floor for tiny crowds). */
    static final int CELLS_PER_AGENT = 8;

    /** Origin of cell (0, 0), metres; cell edge, metres, and its inverse; cells along X and Z. */
    float x0, z0, cell = 1f, inv = 1f;
    int w = 1, d = 1;
    /** Entries of cell c = cz * w + cx: [start[c], start[c + 1]). */
    int[] start = new int[2];
    /** Per entry, in cell order (build order within a cell): position X, Z, Y (metres), half height (metres), id. */
    float[] x = new float[0], z = new float[0], y = new float[0], halfHeight = new float[0];
    int[] id = new int[0];
    /** Number of entries. */
    int count;
    /** Per entry in build order: its cell, while building. */
    private int[] cellOf = new int[0];

    /**
     * Sorts the agents {@code ids[0..n)} into cells at their current positions.
     *
     * @param s       the agents; not null, unaffected
     * @param ids     the agents to take; not null, unaffected
     * @param n       how many of ids
     * @param minCell the smallest cell edge, metres (&gt; 0)
     */
    void build(AgentStore s, int[] ids, int n, float minCell) {
        float minX = Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            minX = Math.min(minX, s.px[i]);
            maxX = Math.max(maxX, s.px[i]);
            minZ = Math.min(minZ, s.pz[i]);
            maxZ = Math.max(maxZ, s.pz[i]);
        }
        if (n == 0) {
            minX = maxX = minZ = maxZ = 0f;
        }
        // (a / e + 1)(b / e + 1) = ab / e^2 + (a + b) / e + 1 stays within the budget plus one when each term is
        // at most half of it.
        double a = (double) maxX - minX, b = (double) maxZ - minZ, budget = CELLS_PER_AGENT * (double) n + 64;
        double edge = Math.max(minCell, Math.max(Math.sqrt(2 * a * b / budget), 2 * (a + b) / budget));
        cell = (float) edge;
        inv = 1f / cell;
        x0 = minX;
        z0 = minZ;
        w = (int) (a / cell) + 1;
        d = (int) (b / cell) + 1;
        int cells = w * d;
        if (start.length < cells + 1) {
            start = new int[Math.max(cells + 1, 2 * start.length)];
        }
        java.util.Arrays.fill(start, 0, cells + 1, 0);
        if (id.length < n) {
            int length = Math.max(n, 2 * id.length);
            x = new float[length];
            z = new float[length];
            y = new float[length];
            halfHeight = new float[length];
            id = new int[length];
            cellOf = new int[length];
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            int c = cellZ(s.pz[i]) * w + cellX(s.px[i]);
            cellOf[k] = c;
            start[c + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            start[c + 1] += start[c];
        }
        // Fill with start[c] as the cursor of cell c, then shift back: cell c spans [start[c], start[c + 1]).
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            int e = start[cellOf[k]]++;
            x[e] = s.px[i];
            z[e] = s.pz[i];
            y[e] = s.py[i];
            halfHeight[e] = 0.5f * s.type[i].height();
            id[e] = i;
        }
        System.arraycopy(start, 0, start, 1, cells);
        start[0] = 0;
        count = n;
    }

    /** The column of world X (metres), clamped to the grid; never decreases as X grows. */
    int cellX(float wx) {
        return Math.max(0, Math.min(w - 1, (int) ((wx - x0) * inv)));
    }

    /** The row of world Z (metres), clamped to the grid; never decreases as Z grows. */
    int cellZ(float wz) {
        return Math.max(0, Math.min(d - 1, (int) ((wz - z0) * inv)));
    }
}
