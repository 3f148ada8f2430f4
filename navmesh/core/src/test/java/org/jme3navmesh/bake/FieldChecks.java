package org.jme3navmesh.bake;

import java.util.ArrayDeque;
import java.util.Arrays;

/** Field-level helpers shared by the bake tests. */
final class FieldChecks {
    private FieldChecks() {
    }

    /** Connected component of each walkable span over the field's links (-1 for unwalkable spans). */
    static int[] components(WalkableField f) {
        int[] comp = new int[f.spanCount()];
        Arrays.fill(comp, -1);
        int next = 0;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int s = 0; s < f.spanCount(); s++) {
            if (f.area[s] < 0 || comp[s] >= 0) {
                continue;
            }
            comp[s] = next;
            queue.add(s);
            while (!queue.isEmpty()) {
                int cur = queue.poll();
                for (int d = 0; d < 4; d++) {
                    int n = f.neighbour[4 * cur + d];
                    if (n >= 0 && comp[n] < 0) {
                        comp[n] = next;
                        queue.add(n);
                    }
                }
            }
            next++;
        }
        return comp;
    }

    /** The walkable span in the cell at (x, z) whose height is within tol of y, or -1. */
    static int walkableSpanAt(WalkableField f, float x, float y, float z, float tol) {
        int c = f.grid.cellAt(x, z);
        if (c < 0) {
            return -1;
        }
        int best = -1;
        float bestD = tol;
        for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
            float d = Math.abs(f.y[s] - y);
            if (f.area[s] >= 0 && d <= bestD) {
                best = s;
                bestD = d;
            }
        }
        return best;
    }

    /** Cell index of span s. */
    static int cellOf(WalkableField f, int s) {
        int lo = 0, hi = f.grid.cellCount() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (f.cellStart[mid] <= s) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** Asserts links are symmetric, only between walkable spans, and between neighbouring cells. */
    static void assertLinksConsistent(WalkableField f) {
        for (int s = 0; s < f.spanCount(); s++) {
            int c = cellOf(f, s);
            for (int d = 0; d < 4; d++) {
                int n = f.neighbour[4 * s + d];
                if (n < 0) {
                    continue;
                }
                if (f.area[s] < 0 || f.area[n] < 0) {
                    throw new AssertionError("link " + s + "->" + n + " touches an unwalkable span");
                }
                if (f.neighbour[4 * n + (d + 2) % 4] != s) {
                    throw new AssertionError("link " + s + "->" + n + " (dir " + d + ") is not symmetric");
                }
                int cn = cellOf(f, n);
                int ix = c % f.grid.width(), iz = c / f.grid.width();
                if (cn != (ix + WalkableField.DX[d]) + (iz + WalkableField.DZ[d]) * f.grid.width()) {
                    throw new AssertionError("link " + s + "->" + n + " does not go to the neighbouring cell");
                }
            }
        }
    }
}
