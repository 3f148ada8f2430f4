package org.jme3navmesh.sim;

import java.util.Arrays;

/**
 * Counts overlapping agent pairs in one frame, as {@code shared/crowd/README.md} defines them: a pair overlaps when
 * its horizontal distance is below {@code 0.9 (ri + rj)} and it overlaps vertically, |&Delta;y| &lt;
 * (hi + hj) / 2; the depth of a pair closer than ri + rj is {@code 1 - dist / (ri + rj)}. Uses a uniform grid with
 * cells of the largest diameter, so a frame costs O(n). Reuses its arrays; not thread-safe.
 */
final class OverlapMeter {
    private int[] cellOf = new int[0];
    private int[] order = new int[0];
    private int[] start = new int[0];
    private int[] fill = new int[0];
    /** Pairs counted by the last {@link #measure}. */
    int pairs;
    /** Deepest overlap of the last {@link #measure}, in [0, 1]. */
    double maxDepth;

    /**
     * Measures one frame.
     *
     * @param n agents
     * @param x centre X per agent, metres; not null, unaffected
     * @param y centre Y per agent, metres; not null, unaffected
     * @param z centre Z per agent, metres; not null, unaffected
     * @param r radius per agent, metres; not null, unaffected
     * @param h height per agent, metres; not null, unaffected
     */
    void measure(int n, float[] x, float[] y, float[] z, float[] r, float[] h) {
        pairs = 0;
        maxDepth = 0;
        if (n < 2) {
            return;
        }
        float maxR = 0f, minX = Float.MAX_VALUE, minZ = Float.MAX_VALUE, maxX = -Float.MAX_VALUE, maxZ = -Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            maxR = Math.max(maxR, r[i]);
            minX = Math.min(minX, x[i]);
            maxX = Math.max(maxX, x[i]);
            minZ = Math.min(minZ, z[i]);
            maxZ = Math.max(maxZ, z[i]);
        }
        float cell = Math.max(2f * maxR, (Math.max(maxX - minX, maxZ - minZ) + 1f) / 1024f);
        int cols = (int) ((maxX - minX) / cell) + 1, rows = (int) ((maxZ - minZ) / cell) + 1;
        int cells = cols * rows;
        if (cellOf.length < n) {
            cellOf = new int[n];
            order = new int[n];
        }
        if (start.length < cells + 1) {
            start = new int[cells + 1];
            fill = new int[cells + 1];
        }
        Arrays.fill(start, 0, cells + 1, 0);
        for (int i = 0; i < n; i++) {
            int c = (int) ((x[i] - minX) / cell) + cols * (int) ((z[i] - minZ) / cell);
            cellOf[i] = c;
            start[c + 1]++;
        }
        for (int c = 0; c < cells; c++) {
            start[c + 1] += start[c];
        }
        System.arraycopy(start, 0, fill, 0, cells);
        for (int i = 0; i < n; i++) {
            order[fill[cellOf[i]]++] = i;
        }
        for (int i = 0; i < n; i++) {
            int cx = cellOf[i] % cols, cz = cellOf[i] / cols;
            for (int dz = -1; dz <= 1; dz++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int qx = cx + dx, qz = cz + dz;
                    if (qx < 0 || qz < 0 || qx >= cols || qz >= rows) {
                        continue;
                    }
                    int c = qx + cols * qz;
                    for (int k = start[c]; k < start[c + 1]; k++) {
                        int j = order[k];
                        if (j <= i) {
                            continue;
                        }
                        pair(i, j, x, y, z, r, h);
                    }
                }
            }
        }
    }

    private void pair(int i, int j, float[] x, float[] y, float[] z, float[] r, float[] h) {
        if (Math.abs(y[i] - y[j]) >= 0.5 * (h[i] + h[j])) {
            return;
        }
        double dx = x[i] - x[j], dz = z[i] - z[j];
        double d = Math.sqrt(dx * dx + dz * dz);
        double rr = r[i] + r[j];
        if (d < 0.9 * rr) {
            pairs++;
        }
        if (d < rr) {
            maxDepth = Math.max(maxDepth, 1 - d / rr);
        }
    }
}
