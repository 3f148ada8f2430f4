package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * The points that may lie on a piece's side inside a parent, for {@link PieceLayout} to put into the sides they lie
 * on, so that the pieces meet vertex to vertex: the parent's inside points, and the ring points that inside points
 * were snapped onto ({@link RingSnap#addTargets}). A footprint's corner a tenth of a millimetre inside a parent,
 * snapped onto the edge point rounding put beside it, lies on the sides of the pieces around that corner as before:
 * left out of them, the piece between the corner and the edge vanished and the pieces beside it no longer met
 * (undulating.obj at 48 cells, about 5 km from the origin). Kept sorted along X and along Z for range scans.
 * Reused from parent to parent; allocates only when a parent has more points than all before it. Single-threaded.
 */
final class SidePoints {
    /** Per point: its key (a vertex id, or -1 - temporary point) and X, Z. */
    private int[] ids = new int[16];
    private float[] xz = new float[32];
    private int count;
    /** The points' indices sorted by X, and their X in that order; each point's position there. */
    private int[] byX = new int[16];
    private float[] sortedX = new float[16];
    private int[] rankX = new int[16];
    /** The points' indices sorted by Z, and their Z in that order. */
    private int[] byZ = new int[16];
    private float[] sortedZ = new float[16];
    /** Scratch of the sort. */
    private long[] order = new long[16];
    /** Scratch of {@link #insertOnSide}: the points found on a side, by place along it, and their indices. */
    private double[] onT = new double[8];
    private int[] onK = new int[8];
    /** Per point found: whether only the side as the piece had it holds it. */
    private boolean[] onPiece = new boolean[8];

    /** Forgets every point. */
    void clear() {
        count = 0;
    }

    /**
     * Adds a point. A key may come more than once, at different places (a point and the twins snapped onto it); it is
     * put into a side once.
     *
     * @param key a vertex id, or -1 - temporary point
     * @param x   X, world metres
     * @param z   Z, world metres
     */
    void add(int key, float x, float z) {
        if (count == ids.length) {
            ids = Arrays.copyOf(ids, 2 * count);
            xz = Arrays.copyOf(xz, 4 * count);
        }
        ids[count] = key;
        xz[2 * count] = x;
        xz[2 * count + 1] = z;
        count++;
    }

    /** Sorts the points by X and by Z; call after the last {@link #add} and before {@link #insertOnSide}. */
    void sort() {
        int n = count;
        if (byX.length < n) {
            int cap = Math.max(n, 2 * byX.length);
            byX = new int[cap];
            sortedX = new float[cap];
            byZ = new int[cap];
            sortedZ = new float[cap];
            rankX = new int[cap];
            order = new long[cap];
        }
        sortAlong(0, byX, sortedX);
        sortAlong(1, byZ, sortedZ);
        for (int j = 0; j < n; j++) {
            rankX[byX[j]] = j;
        }
    }

    /** The points' indices by coordinate axis (0 X, 1 Z), then by index, and the coordinate in that order. */
    private void sortAlong(int axis, int[] by, float[] sorted) {
        int n = count;
        // The coordinate's bits made to order as signed ints, the index below them (a stable sort).
        for (int k = 0; k < n; k++) {
            int b = Float.floatToIntBits(xz[2 * k + axis]);
            order[k] = ((long) (b ^ ((b >> 31) & 0x7fffffff)) << 32) | k;
        }
        Arrays.sort(order, 0, n);
        for (int j = 0; j < n; j++) {
            by[j] = (int) order[j];
            sorted[j] = xz[2 * by[j] + axis];
        }
    }

    /**
     * Puts the points lying on side from-to of piece ring r into its full ring out, in that order: within tol of it
     * and more than tol from either end, where tol is onSide (at least 4 float steps of the side's coordinates) plus
     * how far the side's ends were put from where the piece had them ({@link PieceRing#moved}), in proportion along
     * the side. An end taken as a nearby edge point moves the side by up to 4 float steps there: a footprint's corner
     * on the piece's side then lay 2.03 mm off it at 5 km, the first level being 1.95 mm, and was left out of it
     * (undulating.obj at 48 cells). The candidates are those in the side's box, read along the box's shorter
     * extent; points at the same place along the side go in X order.
     *
     * @param out    the full ring being built; modified
     * @param r      the piece's ring; not null, unaffected
     * @param from   the side's start in r
     * @param to     its end in r
     * @param onSide how far off the side a point may lie, metres
     */
    void insertOnSide(PieceRing out, PieceRing r, int from, int to, float onSide) {
        float ax = r.x[from], az = r.z[from], bx = r.x[to], bz = r.z[to];
        int ida = r.ids.items[from], idb = r.ids.items[to];
        double movedA = r.moved[from], movedB = r.moved[to];
        double dx = (double) bx - ax, dz = (double) bz - az;
        double len2 = dx * dx + dz * dz;
        if (len2 == 0) {
            return;
        }
        double tol = Math.max(onSide, 4 * Math.ulp(Math.max(1f, Math.max(Math.max(Math.abs(ax), Math.abs(az)),
                Math.max(Math.abs(bx), Math.abs(bz))))));
        double reach = tol + Math.max(movedA, movedB);
        double len = Math.sqrt(len2);
        // The side as the piece had it, where an end was put elsewhere.
        float pax = r.pieceX[from], paz = r.pieceZ[from], pbx = r.pieceX[to], pbz = r.pieceZ[to];
        boolean had = pax != ax || paz != az || pbx != bx || pbz != bz;
        double hdx = (double) pbx - pax, hdz = (double) pbz - paz;
        double hlen2 = hdx * hdx + hdz * hdz, hlen = Math.sqrt(hlen2);
        had &= hlen2 > 0;
        if (had) {
            reach = Math.max(reach, tol + Math.max(Math.max(Math.abs(pax - ax), Math.abs(paz - az)),
                    Math.max(Math.abs(pbx - bx), Math.abs(pbz - bz))));
        }
        float x0 = Math.min(ax, bx) - (float) reach, x1 = Math.max(ax, bx) + (float) reach;
        float z0 = Math.min(az, bz) - (float) reach, z1 = Math.max(az, bz) + (float) reach;
        boolean alongX = x1 - x0 <= z1 - z0;
        int[] by = alongX ? byX : byZ;
        float[] sorted = alongX ? sortedX : sortedZ;
        float hi = alongX ? x1 : z1;
        int found = 0;
        for (int j = firstAtOrAbove(sorted, count, alongX ? x0 : z0); j < count && sorted[j] <= hi; j++) {
            int k = by[j];
            int id = ids[k];
            if (id == ida || id == idb || listed(id, found)) {
                continue;
            }
            float qx = xz[2 * k], qz = xz[2 * k + 1];
            if (qx < x0 || qx > x1 || qz < z0 || qz > z1) {
                continue;
            }
            double px = qx - (double) ax, pz = qz - (double) az;
            double t = (px * dx + pz * dz) / len2;
            double off = Math.abs(px * dz - pz * dx) / len;
            boolean on = off <= tol + (1 - t) * movedA + t * movedB && t * len > tol && (1 - t) * len > tol;
            boolean onlyPiece = false;
            if (!on && had) {
                double hx = qx - (double) pax, hz = qz - (double) paz;
                double ht = (hx * hdx + hz * hdz) / hlen2;
                on = Math.abs(hx * hdz - hz * hdx) / hlen <= tol && ht * hlen > tol && (1 - ht) * hlen > tol;
                onlyPiece = on;
            }
            if (on) {
                if (found == onT.length) {
                    onT = Arrays.copyOf(onT, 2 * found);
                    onK = Arrays.copyOf(onK, 2 * found);
                    onPiece = Arrays.copyOf(onPiece, 2 * found);
                }
                // Insertion by (t, rank in X order): few points lie on one side.
                int at = found++;
                while (at > 0 && (Double.compare(onT[at - 1], t) > 0
                        || (Double.compare(onT[at - 1], t) == 0 && rankX[onK[at - 1]] > rankX[k]))) {
                    onT[at] = onT[at - 1];
                    onK[at] = onK[at - 1];
                    onPiece[at] = onPiece[at - 1];
                    at--;
                }
                onT[at] = t;
                onK[at] = k;
                onPiece[at] = onlyPiece;
            }
        }
        for (int i = 0; i < found; i++) {
            int k = onK[i];
            int before = out.ids.size;
            out.add(ids[k], xz[2 * k], xz[2 * k + 1], 0, 0, 0, 0);
            if (out.ids.size > before) {
                out.onPieceSide[before] = onPiece[i];
            }
        }
    }

    /**
     * Drops from full ring out the points put into a side only as the piece had it (before an end was moved) that the
     * ring has elsewhere too: a point near the thin end of a sliver piece lay within reach of both its long sides as the
     * piece had them, and put into both it made the ring run out to the sliver's end and back (undulating.obj at 48
     * cells). Of such points put in more than once and nowhere else, the first stays.
     *
     * @param out modified
     */
    static void dropRepeatsOnPieceSides(PieceRing out) {
        int n = out.ids.size;
        int[] ids = out.ids.items;
        boolean any = false;
        for (int i = 0; i < n && !any; i++) {
            if (out.onPieceSide[i]) {
                for (int j = 0; j < n; j++) {
                    if (j != i && ids[j] == ids[i]) {
                        any = true;
                        break;
                    }
                }
            }
        }
        if (!any) {
            return;
        }
        int w = 0;
        for (int i = 0; i < n; i++) {
            if (out.onPieceSide[i] && !first(out, i)) {
                continue;
            }
            out.moveTo(w++, i);
        }
        out.ids.size = w;
    }

    /** True when point i of out, put in by the side as the piece had it, is the one to keep of its key. */
    private static boolean first(PieceRing out, int i) {
        int[] ids = out.ids.items;
        for (int j = 0; j < out.ids.size; j++) {
            if (j != i && ids[j] == ids[i] && (!out.onPieceSide[j] || j < i)) {
                return false;
            }
        }
        return true;
    }

    /** True when a point with this key is among the first found on the side. */
    private boolean listed(int id, int found) {
        for (int i = 0; i < found; i++) {
            if (ids[onK[i]] == id) {
                return true;
            }
        }
        return false;
    }

    /** The first position of the first n of sorted whose value is at or above x (n if none). */
    private static int firstAtOrAbove(float[] sorted, int n, float x) {
        int lo = 0, hi = n;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
