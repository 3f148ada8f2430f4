package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * Cuts a carved parent into as few triangles as its points allow. The parent's convex pieces
 * meet vertex to vertex; the pieces of one area are joined along the sides they share into
 * boundary loops (the region on the inner side of each, as for a counter-clockwise ring seen from
 * above: outer loops counter-clockwise, holes clockwise), the points only the cutting made are
 * dropped where their loop runs straight through them, each hole is bridged into the loop around
 * it, and the joined ring is cut into ears ({@link EarClipper}). A triangulated polygon with holes
 * whose points all lie on its boundary has (points + 2 holes - 2) triangles, whatever the cuts that
 * made it; the pieces cut one by one have many more, as every cutting line goes on to the parent's
 * edges.
 *
 * <p>Reused from parent to parent; allocates only when a parent is larger than all before it.
 * Single-threaded.
 */
final class RegionTriangulator {
    /** A point of this kind (see {@link #triangulate}) stays. */
    static final byte KEEP = 0;
    /** A point of this kind goes where its loops run straight through it; it must (it lies on a parent edge). */
    static final byte DROP_ON_EDGE = 1;
    /** A point of this kind goes where every loop through it runs straight through it, else stays. */
    static final byte DROP_IF_STRAIGHT = 2;

    private final EarClipper clipper = new EarClipper();
    /** Half-edges by (from key, area): the first of those leaving a key; the others chained in nextFrom. */
    private final HalfEdges byFrom = new HalfEdges();
    /** Half-edges by (from key, to key) to find the reverse of each. */
    private final HalfEdges byEnds = new HalfEdges();
    private int[] nextFrom = new int[64];
    private int[] ringOf = new int[64];
    private int[] next = new int[64];
    private boolean[] boundary = new boolean[64];
    private boolean[] traced = new boolean[64];
    /** Per side: whether a reverse side of its area cancels it; the previous side with the same ends. */
    private boolean[] matched = new boolean[64];
    private int[] sameEnds = new int[64];
    /** The loops as point indices, one after another, and where each starts (loopStart[count] ends the last). */
    private final IntBuffer loops = new IntBuffer();
    private final IntBuffer loopStart = new IntBuffer();
    private final IntBuffer loopArea = new IntBuffer();
    /** Per temporary point (index -1 - key): 1 when some loop turns at it (it stays). */
    private byte[] turns = new byte[16];
    /** The ring being cut: point indices, then keys and coordinates for the clipper. */
    private final IntBuffer ring = new IntBuffer();
    private int[] ringKeys = new int[64];
    private float[] ringX = new float[64];
    private float[] ringZ = new float[64];
    private final IntBuffer cut = new IntBuffer();
    /** Per loop: twice its signed area, and for a hole the outer loop holding it. */
    private double[] signed = new double[16];
    private int[] owner = new int[16];
    /** Scratch of cutOuter and bridge: the holes of one outer loop; ring positions by distance. */
    private int[] holes = new int[16];
    private long[] order = new long[64];

    /**
     * @param keys   per point: its key, a vertex id (&gt;= 0) or -1 - t for temporary point t; not null, unaffected
     * @param xs     per point: X, world metres; not null, unaffected
     * @param zs     per point: Z, world metres; not null, unaffected
     * @param starts where each ring starts in keys, rings + 1 values (the last ends the last ring); not null, unaffected
     * @param rings  the number of rings (the pieces, counter-clockwise, meeting vertex to vertex)
     * @param areas  per ring: its area id; not null, unaffected
     * @param kinds  per temporary point t: {@link #KEEP}, {@link #DROP_ON_EDGE} or {@link #DROP_IF_STRAIGHT}; not null,
     *               unaffected
     * @param temps  the number of temporary points
     * @param out    receives 3 keys per triangle; modified
     * @param outArea receives the area id per triangle; modified
     * @return false when the region could not be cut this way (out and outArea then hold what they held before)
     */
    boolean triangulate(int[] keys, float[] xs, float[] zs, int[] starts, int rings, int[] areas, byte[] kinds,
            int temps, IntBuffer out, IntBuffer outArea) {
        int n = starts[rings];
        grow(n, temps);
        int outSize = out.size, areaSize = outArea.size;
        if (!trace(keys, xs, zs, starts, rings, areas) || !simplify(keys, xs, zs, kinds, temps)) {
            return false;
        }
        int count = loopStart.size - 1;
        if (owner.length < count) {
            owner = new int[2 * count];
            signed = new double[2 * count];
        }
        for (int l = 0; l < count; l++) {
            signed[l] = signedArea(l, xs, zs);
        }
        for (int l = 0; l < count; l++) {
            owner[l] = signed[l] < 0 ? ownerOf(l, xs, zs) : -1;
            if (signed[l] < 0 && owner[l] < 0) {
                return false;
            }
        }
        for (int l = 0; l < count; l++) {
            if (signed[l] > 0 && !cutOuter(l, keys, xs, zs, out, outArea)) {
                out.size = outSize;
                outArea.size = areaSize;
                return false;
            }
        }
        return true;
    }

    private void grow(int n, int temps) {
        if (next.length < n) {
            int cap = Math.max(n, 2 * next.length);
            nextFrom = new int[cap];
            ringOf = new int[cap];
            next = new int[cap];
            boundary = new boolean[cap];
            traced = new boolean[cap];
            matched = new boolean[cap];
            sameEnds = new int[cap];
        }
        if (turns.length < temps) {
            turns = new byte[Math.max(temps, 2 * turns.length)];
        }
        Arrays.fill(turns, 0, temps, (byte) 0);
    }

    /** Joins the rings into loops: the sides two pieces of one area share go, the rest are traced. */
    private boolean trace(int[] keys, float[] xs, float[] zs, int[] starts, int rings, int[] areas) {
        byEnds.clear();
        for (int r = 0; r < rings; r++) {
            for (int i = starts[r]; i < starts[r + 1]; i++) {
                next[i] = i + 1 == starts[r + 1] ? starts[r] : i + 1;
                ringOf[i] = r;
                matched[i] = false;
                // A piece whose corners came together (fewer than 3 points left) has no area: it is left out.
                if (starts[r + 1] - starts[r] >= 3) {
                    sameEnds[i] = byEnds.get(keys[i], keys[next[i]]);
                    byEnds.put(keys[i], keys[next[i]], i);
                }
            }
        }
        // Each side is matched with one reverse side of the same area, if one is left (rings may repeat a point
        // where snapping brought two together, so a side can come more than once).
        int n = starts[rings];
        for (int i = 0; i < n; i++) {
            if (matched[i] || keys[i] == keys[next[i]] || starts[ringOf[i] + 1] - starts[ringOf[i]] < 3) {
                continue;
            }
            for (int j = byEnds.get(keys[next[i]], keys[i]); j >= 0; j = sameEnds[j]) {
                if (!matched[j] && j != i && areas[ringOf[j]] == areas[ringOf[i]]) {
                    matched[i] = true;
                    matched[j] = true;
                    break;
                }
            }
        }
        byFrom.clear();
        for (int i = n - 1; i >= 0; i--) {
            boundary[i] = !matched[i] && keys[i] != keys[next[i]] && starts[ringOf[i] + 1] - starts[ringOf[i]] >= 3;
            traced[i] = false;
            if (boundary[i]) {
                nextFrom[i] = byFrom.get(keys[i], areas[ringOf[i]]);
                byFrom.put(keys[i], areas[ringOf[i]], i);
            }
        }
        loops.size = 0;
        loopStart.size = 0;
        loopArea.size = 0;
        for (int h0 = 0; h0 < n; h0++) {
            if (!boundary[h0] || traced[h0]) {
                continue;
            }
            int area = areas[ringOf[h0]];
            loopStart.add(loops.size);
            loopArea.add(area);
            int h = h0;
            do {
                traced[h] = true;
                loops.add(h);
                h = leaving(h, keys, xs, zs, area, h0);
                if (h < 0) {
                    return false;
                }
            } while (h != h0);
        }
        loopStart.add(loops.size);
        return true;
    }

    /**
     * The boundary half-edge that goes on from half-edge h (of the given area): the only one leaving
     * its end, or where loops touch at a point, the first one turning from h's reverse towards the
     * region; -1 when none is left.
     */
    private int leaving(int h, int[] keys, float[] xs, float[] zs, int area, int h0) {
        int v = next[h];
        int first = byFrom.get(keys[v], area);
        // Mostly one half-edge is left at v: then no angles to compare (an atan2 call per candidate).
        int left = -1;
        boolean several = false;
        for (int c = first; c >= 0 && !several; c = nextFrom[c]) {
            if (!traced[c] || c == h0) {
                several = left >= 0;
                left = c;
            }
        }
        if (!several) {
            return left;
        }
        int best = -1;
        double bestAngle = Double.MAX_VALUE;
        double dx = xs[h] - (double) xs[v], dz = zs[h] - (double) zs[v];
        for (int c = first; c >= 0; c = nextFrom[c]) {
            if (traced[c] && c != h0) {
                continue;
            }
            double wx = xs[next[c]] - (double) xs[v], wz = zs[next[c]] - (double) zs[v];
            double a = Math.atan2(dx * wz - dz * wx, dx * wx + dz * wz);
            if (a <= 0) {
                a += 2 * Math.PI;
            }
            if (a < bestAngle) {
                bestAngle = a;
                best = c;
            }
        }
        return best;
    }

    /**
     * Drops the temporary points the loops run straight through (see the kinds), and the loops left with fewer than 3
     * points, which hold no area; false when a point that must go cannot. Such a loop was a sliver 0.125 mm wide and
     * 0.38 m long whose third point lay on the line of the other two within the rounding (the 1 km world at 48 cells,
     * 475 m from the origin): the region could not be joined at any snap level and was laid out piece by piece.
     */
    private boolean simplify(int[] keys, float[] xs, float[] zs, byte[] kinds, int temps) {
        int count = loopStart.size - 1;
        for (int l = 0; l < count; l++) {
            int s = loopStart.items[l], e = loopStart.items[l + 1];
            for (int i = s; i < e; i++) {
                int p = loops.items[i];
                if (keys[p] < 0 && !LoopGeometry.straight(loops.items[i == s ? e - 1 : i - 1], p, loops.items[i + 1 == e ? s : i + 1], xs, zs)) {
                    turns[-1 - keys[p]] = 1;
                }
            }
        }
        int w = 0, kept = 0;
        for (int l = 0; l < count; l++) {
            int s = loopStart.items[l], e = loopStart.items[l + 1];
            int start = w;
            for (int i = s; i < e; i++) {
                int p = loops.items[i];
                if (keys[p] < 0) {
                    int t = -1 - keys[p];
                    if (kinds[t] == DROP_ON_EDGE && turns[t] != 0) {
                        return false;
                    }
                    if (kinds[t] != KEEP && turns[t] == 0) {
                        continue;
                    }
                }
                loops.items[w++] = p;
            }
            if (w - start < 3) {
                w = start;
                continue;
            }
            loopStart.items[kept] = start;
            loopArea.items[kept] = loopArea.items[l];
            kept++;
        }
        loopStart.items[kept] = w;
        loopStart.size = kept + 1;
        loopArea.size = kept;
        loops.size = w;
        return true;
    }

    /**
     * True when a loop of the last region cut turns back between twins within tol of each other
     * ({@link LoopGeometry#hasTwinSpike}).
     */
    boolean hasTwinSpike(int[] keys, float[] xs, float[] zs, double tol) {
        return LoopGeometry.hasTwinSpike(loops, loopStart, keys, xs, zs, tol);
    }

    /** Twice the signed area of loop l (positive: an outer loop). */
    private double signedArea(int l, float[] xs, float[] zs) {
        int s = loopStart.items[l], e = loopStart.items[l + 1];
        double sum = 0;
        for (int i = s; i < e; i++) {
            int a = loops.items[i], b = loops.items[i + 1 == e ? s : i + 1];
            sum += (double) xs[b] * zs[a] - (double) xs[a] * zs[b];
        }
        return sum;
    }

    /** Bridges the holes inside outer loop o into it and cuts the ring into triangles. */
    private boolean cutOuter(int o, int[] keys, float[] xs, float[] zs, IntBuffer out, IntBuffer outArea) {
        ring.size = 0;
        for (int i = loopStart.items[o]; i < loopStart.items[o + 1]; i++) {
            ring.add(loops.items[i]);
        }
        int count = loopStart.size - 1;
        // Holes of this outer loop (the smallest outer loop around them), rightmost first.
        cut.size = 0;
        for (int l = 0; l < count; l++) {
            if (signed[l] < 0 && owner[l] == o) {
                cut.add(l);
            }
        }
        if (holes.length < cut.size) {
            holes = new int[2 * cut.size];
        }
        int holeCount = cut.size;
        System.arraycopy(cut.items, 0, holes, 0, holeCount);
        sortByRightmost(holes, holeCount, xs, zs);
        for (int k = 0; k < holeCount; k++) {
            if (!bridge(holes, holeCount, k, xs, zs)) {
                return false;
            }
        }
        int m = ring.size;
        if (ringKeys.length < m) {
            ringKeys = new int[2 * m];
            ringX = new float[2 * m];
            ringZ = new float[2 * m];
        }
        for (int i = 0; i < m; i++) {
            int p = ring.items[i];
            ringKeys[i] = keys[p];
            ringX[i] = xs[p];
            ringZ[i] = zs[p];
        }
        cut.size = 0;
        if (!clipper.triangulate(ringKeys, ringX, ringZ, m, cut) || cut.size != 3 * (m - 2)) {
            return false;
        }
        for (int i = 0; i < cut.size; i += 3) {
            out.add(cut.items[i], cut.items[i + 1], cut.items[i + 2]);
            outArea.add(loopArea.items[o]);
        }
        return true;
    }

    /** The outer loop of hole h's area that holds it most closely, or -1. */
    private int ownerOf(int h, float[] xs, float[] zs) {
        int owner = -1;
        double ownerArea = Double.MAX_VALUE;
        int count = loopStart.size - 1;
        for (int l = 0; l < count; l++) {
            if (loopArea.items[l] != loopArea.items[h]) {
                continue;
            }
            double a = signed[l];
            if (a > 0 && a < ownerArea && holds(l, h, xs, zs)) {
                owner = l;
                ownerArea = a;
            }
        }
        return owner;
    }

    /** True when loop l holds hole h: the hole's first point off l's boundary lies inside l. */
    private boolean holds(int l, int h, float[] xs, float[] zs) {
        int s = loopStart.items[l], e = loopStart.items[l + 1];
        for (int i = loopStart.items[h]; i < loopStart.items[h + 1]; i++) {
            int p = loops.items[i];
            boolean onLoop = false;
            for (int j = s; j < e && !onLoop; j++) {
                onLoop = xs[loops.items[j]] == xs[p] && zs[loops.items[j]] == zs[p];
            }
            if (!onLoop) {
                return LoopGeometry.inside(loops.items, s, e, xs[p], zs[p], xs, zs);
            }
        }
        return false;
    }

    /** Sorts the first count loops of holes by their largest X, largest first (then by loop order). */
    private void sortByRightmost(int[] holes, int count, float[] xs, float[] zs) {
        for (int i = 1; i < count; i++) {
            int h = holes[i];
            float x = xs[loops.items[rightmost(h, xs, zs)]];
            int j = i;
            while (j > 0 && xs[loops.items[rightmost(holes[j - 1], xs, zs)]] < x) {
                holes[j] = holes[j - 1];
                j--;
            }
            holes[j] = h;
        }
    }

    /** The position in loops of loop l's point of largest X (of those, least Z; then the first). */
    private int rightmost(int l, float[] xs, float[] zs) {
        int best = loopStart.items[l];
        for (int i = best + 1; i < loopStart.items[l + 1]; i++) {
            int p = loops.items[i], b = loops.items[best];
            if (xs[p] > xs[b] || (xs[p] == xs[b] && zs[p] < zs[b])) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Joins hole holes[k] to the ring by a bridge from its rightmost point to the nearest ring point
     * the bridge can reach without meeting the ring or the holes not yet joined.
     */
    private boolean bridge(int[] holes, int count, int k, float[] xs, float[] zs) {
        int h = holes[k];
        int mAt = rightmost(h, xs, zs);
        int mp = loops.items[mAt];
        double mx = xs[mp], mz = zs[mp];
        int n = ring.size;
        // Ring positions by distance from M: a few are tried, nearest first.
        if (order.length < n) {
            order = new long[2 * n];
        }
        for (int i = 0; i < n; i++) {
            int p = ring.items[i];
            double d = sq(xs[p] - mx) + sq(zs[p] - mz);
            order[i] = (Double.doubleToLongBits(d) & ~0xffffL) | i;
        }
        Arrays.sort(order, 0, n);
        for (int q = 0; q < n; q++) {
            int at = (int) (order[q] & 0xffff);
            int op = ring.items[at];
            if (xs[op] == mx && zs[op] == mz) {
                continue;
            }
            if (clear(mx, mz, xs[op], zs[op], holes, count, k, xs, zs)) {
                splice(copyFacing(at, mx, mz, xs, zs), h, mAt);
                return true;
            }
        }
        return false;
    }

    /**
     * Of the ring positions holding the point at ring position at (a point an earlier bridge reached is in the ring
     * twice or more), the one whose corner opens towards (mx, mz): the bridge to M must leave the point between the
     * two sides of that visit, or the ring crosses itself and cannot be cut into ears (stairs.obj, HammerTest's
     * writer, seed 7, version 232: two holes bridged to one point, the second on the wrong side of the first).
     * The region lies counter-clockwise (in X, Z) from the side back to the previous point to the side on to the next.
     */
    private int copyFacing(int at, double mx, double mz, float[] xs, float[] zs) {
        int n = ring.size;
        int p = ring.items[at];
        int found = -1;
        int copies = 0;
        for (int i = 0; i < n; i++) {
            if (ring.items[i] != p) {
                continue;
            }
            copies++;
            int a = ring.items[i == 0 ? n - 1 : i - 1], b = ring.items[i + 1 == n ? 0 : i + 1];
            double start = Math.atan2(zs[a] - (double) zs[p], xs[a] - (double) xs[p]);
            double width = turn(Math.atan2(zs[b] - (double) zs[p], xs[b] - (double) xs[p]) - start);
            double d = turn(Math.atan2(mz - zs[p], mx - xs[p]) - start);
            if (found < 0 && d > 0 && d < width) {
                found = i;
            }
        }
        return copies < 2 || found < 0 ? at : found;
    }

    /** The angle a, radians, brought into (0, 2 pi]. */
    private static double turn(double a) {
        double r = a % (2 * Math.PI);
        return r <= 0 ? r + 2 * Math.PI : r;
    }

    /** Puts hole h into the ring after ring position at: the point there, M, the hole round to M, then the point again. */
    private void splice(int at, int h, int mAt) {
        int s = loopStart.items[h], e = loopStart.items[h + 1];
        int len = e - s;
        // The ring's tail moves on by the hole's points and the two repeated ones.
        int tail = ring.size - at - 1;
        for (int i = 0; i < len + 2; i++) {
            ring.add(0);
        }
        System.arraycopy(ring.items, at + 1, ring.items, at + len + 3, tail);
        for (int i = 0; i <= len; i++) {
            int pos = mAt + i;
            ring.items[at + 1 + i] = loops.items[pos >= e ? pos - len : pos];
        }
        ring.items[at + len + 2] = ring.items[at];
    }

    /**
     * True when the open segment (ax, az)-(bx, bz) meets no side of the ring or of the holes from k
     * on, passes through none of their points, and lies inside the ring and outside those holes.
     */
    private boolean clear(double ax, double az, double bx, double bz, int[] holes, int count, int k, float[] xs,
            float[] zs) {
        if (!LoopGeometry.clearOf(ring.items, 0, ring.size, ax, az, bx, bz, xs, zs)) {
            return false;
        }
        for (int j = k; j < count; j++) {
            int s = loopStart.items[holes[j]], e = loopStart.items[holes[j] + 1];
            if (!LoopGeometry.clearOf(loops.items, s, e, ax, az, bx, bz, xs, zs)) {
                return false;
            }
        }
        double cx = (ax + bx) / 2, cz = (az + bz) / 2;
        if (!LoopGeometry.inside(ring.items, 0, ring.size, cx, cz, xs, zs)) {
            return false;
        }
        for (int j = k; j < count; j++) {
            int s = loopStart.items[holes[j]], e = loopStart.items[holes[j] + 1];
            if (LoopGeometry.inside(loops.items, s, e, cx, cz, xs, zs)) {
                return false;
            }
        }
        return true;
    }

    private static double sq(double v) {
        return v * v;
    }
}
