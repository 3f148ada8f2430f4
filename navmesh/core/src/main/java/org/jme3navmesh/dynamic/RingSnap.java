package org.jme3navmesh.dynamic;

import java.util.List;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Makes one point of the inside points the cuts made twice. Rounding puts such twins a few
 * micrometres apart (two footprint sides crossing at a shallow angle, or a footprint's corner that
 * lies on a parent edge, once as the edge's point and once as an inside point); joined pieces
 * would then leave a sliver between them. Reused from parent to parent. Single-threaded.
 */
final class RingSnap {
    /** Ring points per ring in a target (rings are far smaller). */
    private static final int STRIDE = 1 << 12;
    /** Per inside point: -1, 2 (ring * STRIDE + position) for a ring point, or 2 k + 1 for inside point k. */
    private int[] targets = new int[16];
    /** Per snapping inside point: the key, X and Z, edge marks and edge parameters it takes. */
    private int[] keys = new int[16];
    private float[] xzs = new float[32];
    private int[] masks = new int[16];
    private double[] params = new double[48];
    /** Scratch: ring points (ring * STRIDE + position) and inside points by X, the X's order bits above them. */
    private long[] byX = new long[64];
    private long[] insideByX = new long[64];
    /**
     * Since {@link #forget}: the vertices inside points were snapped onto, at their own places, and every snapped
     * inside point at the place it had, under the key it took: keys and X, Z.
     */
    private int[] targetIds = new int[8];
    private float[] targetXz = new float[16];
    private int targetCount;

    /** Forgets the vertices snapped onto (a new parent). */
    void forget() {
        targetCount = 0;
    }

    /**
     * Adds, to the points that may lie on pieces' sides, the vertices (corners and edge points) that inside points were
     * snapped onto since {@link #forget}, each once, and each snapped inside point at the place it had, under the key it
     * took. A point lies on the sides its twin lay on: two footprint corners 0.12 mm apart, one on a piece's side and
     * the other 0.126 mm off it, became the one off it, which was left out of that side; the piece between them
     * vanished, and the pieces beside it met at two points 8 mm apart, a notch of no area in the region (the 1 km world
     * at 48 cells, 475 m from the origin).
     *
     * @param to modified
     */
    void addTargets(SidePoints to) {
        for (int i = 0; i < targetCount; i++) {
            to.add(targetIds[i], targetXz[2 * i], targetXz[2 * i + 1]);
        }
    }

    /** Remembers a vertex snapped onto, at its place, once. */
    private void rememberTarget(int id, float x, float z) {
        for (int i = 0; i < targetCount; i++) {
            if (targetIds[i] == id && targetXz[2 * i] == x && targetXz[2 * i + 1] == z) {
                return;
            }
        }
        remember(id, x, z);
    }

    /** Remembers a key at a place. */
    private void remember(int id, float x, float z) {
        if (targetCount == targetIds.length) {
            targetIds = java.util.Arrays.copyOf(targetIds, 2 * targetCount);
            targetXz = java.util.Arrays.copyOf(targetXz, 4 * targetCount);
        }
        targetIds[targetCount] = id;
        targetXz[2 * targetCount] = x;
        targetXz[2 * targetCount + 1] = z;
        targetCount++;
    }

    /**
     * Makes each inside point that lies within tol (in X and in Z) of a corner or edge point of the rings (or joint), or
     * of an inside point listed before it, that point in every ring, and drops it from the inside points.
     *
     * @param rings        the pieces' rings, the first count used; not null, modified
     * @param count        the rings to use
     * @param insideIds    the inside points' keys (-1 - temporary point); not null, modified (snapped ones dropped)
     * @param insideXz     their X, Z, world metres; not null, modified likewise
     * @param insideOfTemp per temporary point: its index in insideIds, or -1; not null, modified
     * @param tol          metres, &gt;= 0
     * @param toJoints     whether the joints on the parent's edges (temporary points that are not inside points)
     *                     are ring points an inside point can become too
     */
    void snap(List<PieceRing> rings, int count, IntBuffer insideIds, float[] insideXz, int[] insideOfTemp, float tol,
            boolean toJoints) {
        int n = insideIds.size;
        if (targets.length < n) {
            targets = new int[2 * n];
            keys = new int[2 * n];
            xzs = new float[4 * n];
            masks = new int[2 * n];
            params = new double[6 * n];
        }
        // The rings' corner and edge points, and the inside points, each by X, for range scans.
        int m = 0;
        for (int j = 0; j < count; j++) {
            m += rings.get(j).ids.size;
        }
        if (byX.length < Math.max(m, n)) {
            byX = new long[2 * Math.max(m, n)];
            insideByX = new long[2 * Math.max(m, n)];
        }
        m = 0;
        for (int j = 0; j < count; j++) {
            PieceRing r = rings.get(j);
            for (int i = 0; i < r.ids.size; i++) {
                int key = r.ids.items[i];
                if (key >= 0 || (toJoints && insideOfTemp[-1 - key] < 0)) {
                    byX[m++] = ((long) order(r.x[i]) << 32) | (j * STRIDE + i);
                }
            }
        }
        java.util.Arrays.sort(byX, 0, m);
        for (int k = 0; k < n; k++) {
            insideByX[k] = ((long) order(insideXz[2 * k]) << 32) | k;
        }
        java.util.Arrays.sort(insideByX, 0, n);
        boolean any = false;
        for (int k = 0; k < n; k++) {
            targets[k] = -1;
            float x = insideXz[2 * k], z = insideXz[2 * k + 1];
            // The first ring point (by ring, then position) within tol.
            int best = Integer.MAX_VALUE;
            for (int q = first(byX, m, x - tol); q < m && Math.abs(value(byX[q]) - x) <= tol; q++) {
                int at = (int) byX[q];
                PieceRing r = rings.get(at / STRIDE);
                if (at < best && Math.abs(r.z[at % STRIDE] - z) <= tol && Math.abs(r.x[at % STRIDE] - x) <= tol) {
                    best = at;
                }
            }
            if (best != Integer.MAX_VALUE) {
                targets[k] = 2 * best;
            } else {
                // Else the first inside point listed before it within tol that does not snap itself.
                int near = Integer.MAX_VALUE;
                for (int q = first(insideByX, n, x - tol); q < n && Math.abs(value(insideByX[q]) - x) <= tol; q++) {
                    int j = (int) insideByX[q];
                    if (j < k && j < near && targets[j] < 0 && Math.abs(insideXz[2 * j + 1] - z) <= tol
                            && Math.abs(insideXz[2 * j] - x) <= tol) {
                        near = j;
                    }
                }
                if (near != Integer.MAX_VALUE) {
                    targets[k] = 2 * near + 1;
                }
            }
            any |= targets[k] >= 0;
        }
        if (!any) {
            return;
        }
        for (int k = 0; k < n; k++) {
            if (targets[k] >= 0) {
                resolve(k, rings, insideIds, insideXz);
            }
        }
        for (int j = 0; j < count; j++) {
            rewrite(rings.get(j), insideOfTemp);
        }
        int w = 0;
        for (int k = 0; k < n; k++) {
            if (targets[k] < 0) {
                insideIds.items[w] = insideIds.items[k];
                insideXz[2 * w] = insideXz[2 * k];
                insideXz[2 * w + 1] = insideXz[2 * k + 1];
                w++;
            }
        }
        insideIds.size = w;
        for (int k = 0; k < w; k++) {
            insideOfTemp[-1 - insideIds.items[k]] = k;
        }
    }

    /** The float's bits made to order as signed ints. */
    private static int order(float v) {
        int b = Float.floatToIntBits(v);
        return b ^ ((b >> 31) & 0x7fffffff);
    }

    /** The float an {@link #order} key stands for. */
    private static float value(long entry) {
        int o = (int) (entry >> 32);
        return Float.intBitsToFloat(o ^ ((o >> 31) & 0x7fffffff));
    }

    /** The first of the first m sorted entries whose float is at or above v (m when none). */
    private static int first(long[] sorted, int m, float v) {
        long key = (long) order(v) << 32;
        int lo = 0, hi = m;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** What snapping inside point k becomes: the ring point's key, place and edge marks, or an inside point's. */
    private void resolve(int k, List<PieceRing> rings, IntBuffer insideIds, float[] insideXz) {
        int to = targets[k];
        // A chain of inside points ends at one that does not snap (listed before).
        while ((to & 1) == 1 && targets[to >> 1] >= 0) {
            to = targets[to >> 1];
        }
        if ((to & 1) == 1) {
            int j = to >> 1;
            keys[k] = insideIds.items[j];
            xzs[2 * k] = insideXz[2 * j];
            xzs[2 * k + 1] = insideXz[2 * j + 1];
            masks[k] = 0;
            params[3 * k] = 0;
            params[3 * k + 1] = 0;
            params[3 * k + 2] = 0;
        } else {
            PieceRing a = rings.get((to >> 1) / STRIDE);
            int at = (to >> 1) % STRIDE;
            keys[k] = a.ids.items[at];
            xzs[2 * k] = a.x[at];
            xzs[2 * k + 1] = a.z[at];
            masks[k] = a.mask[at];
            System.arraycopy(a.s, 3 * at, params, 3 * k, 3);
            if (keys[k] >= 0) {
                rememberTarget(keys[k], xzs[2 * k], xzs[2 * k + 1]);
            }
        }
        remember(keys[k], insideXz[2 * k], insideXz[2 * k + 1]);
    }

    /** Puts the snapped points into ring r and drops the repeats that makes. */
    private void rewrite(PieceRing r, int[] insideOfTemp) {
        int w = 0;
        for (int i = 0; i < r.ids.size; i++) {
            int key = r.ids.items[i];
            int k = key < 0 ? insideOfTemp[-1 - key] : -1;
            boolean snapped = k >= 0 && targets[k] >= 0;
            if (snapped) {
                key = keys[k];
            }
            if (w > 0 && r.ids.items[w - 1] == key) {
                continue;
            }
            r.ids.items[w] = key;
            r.x[w] = snapped ? xzs[2 * k] : r.x[i];
            r.z[w] = snapped ? xzs[2 * k + 1] : r.z[i];
            r.mask[w] = snapped ? masks[k] : r.mask[i];
            System.arraycopy(snapped ? params : r.s, snapped ? 3 * k : 3 * i, r.s, 3 * w, 3);
            r.moved[w] = snapped ? 0f : r.moved[i];
            r.keepPiecePlace(w, i);
            w++;
        }
        if (w > 1 && r.ids.items[0] == r.ids.items[w - 1]) {
            w--;
        }
        r.ids.size = w;
    }

    /**
     * The first snap level at least, and how far off a piece's side a point may lie and be put into it
     * ({@link PieceLayout}): 4 float steps of the parent's largest coordinate. Twins are
     * a few float steps apart wherever the parent lies; at 10 micrometres alone, twins 10.4 and 11 micrometres apart
     * (about 3 steps at 33 and 50 m) stayed two points (stairs.obj seed 9, version 1319; slopes.obj seed 7, version
     * 256), and the region kept two loops along them, a wall of no width between the triangles on either side.
     *
     * @param base   the baked mesh; not null, unaffected
     * @param parent the base triangle being laid out, &gt;= 0
     * @return metres, &gt; 0
     */
    static float finestLevel(NavMesh base, int parent) {
        float most = 0;
        for (int k = 0; k < 3; k++) {
            int v = base.vertex(parent, k);
            most = Math.max(most, Math.max(Math.abs(base.vertexX(v)), Math.abs(base.vertexZ(v))));
        }
        return 4 * Math.ulp(most);
    }
}
