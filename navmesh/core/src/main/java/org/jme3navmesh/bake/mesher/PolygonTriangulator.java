package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

/**
 * Triangulates a simple polygon with holes on integer XZ coordinates: holes are bridged into the
 * outline (after Recast's mergeRegionHoles), then ears are clipped, shortest diagonal first
 * (after Recast's triangulate), which avoids most slivers. Exact integer predicates.
 *
 * <p>Polygons run counter-clockwise seen from above (positive {@code Geometry.area2}), holes the
 * other way; the triangles come out with the outline's orientation. Not thread-safe: scratch
 * buffers are reused.
 */
final class PolygonTriangulator {
    private static final int EAR = 0x80000000;
    private static final int MASK = 0x7fffffff;

    private int[] poly = new int[64];
    private int polyN;
    private int[] work = new int[64];
    private int[] diag = new int[64];
    private long[] diagKey = new long[64];
    /** Output: triangles as vertex indices, 3 per triangle. */
    int[] tris = new int[192];
    int triCount;
    /** Triangles that could not be produced (polygon too degenerate); 0 on success. */
    int failed;

    /**
     * Triangulates the loops [loopStart[i], loopStart[i+1]) of the vertex arrays.
     * Loops with positive area are outlines, negative ones holes.
     */
    void triangulate(int[] x, int[] z, int[] loopStart, int loopCount) {
        triCount = 0;
        failed = 0;
        int outers = 0;
        for (int l = 0; l < loopCount; l++) {
            if (signedArea2(x, z, loopStart[l], loopStart[l + 1]) > 0) {
                outers++;
            }
        }
        for (int l = 0; l < loopCount; l++) {
            long a = signedArea2(x, z, loopStart[l], loopStart[l + 1]);
            if (a <= 0) {
                continue;
            }
            polyN = 0;
            for (int i = loopStart[l]; i < loopStart[l + 1]; i++) {
                addPoly(i);
            }
            // Holes of this outline, sorted by their leftmost vertex.
            int nh = 0;
            long[] holes = new long[Math.max(1, loopCount)];
            for (int h = 0; h < loopCount; h++) {
                int hs = loopStart[h], he = loopStart[h + 1];
                if (signedArea2(x, z, hs, he) >= 0) {
                    continue;
                }
                int lm = hs;
                for (int i = hs + 1; i < he; i++) {
                    if (x[i] < x[lm] || (x[i] == x[lm] && z[i] < z[lm])) {
                        lm = i;
                    }
                }
                if (outers > 1 && !insideLoop(x, z, loopStart[l], loopStart[l + 1], hs, he)) {
                    continue;
                }
                holes[nh++] = ((long) x[lm] << 42) + ((long) (z[lm] + (1 << 20)) << 21) + h;
            }
            Arrays.sort(holes, 0, nh);
            for (int k = 0; k < nh; k++) {
                int h = (int) (holes[k] & ((1 << 21) - 1));
                mergeHole(x, z, loopStart[h], loopStart[h + 1], holes, k + 1, nh, loopStart);
            }
            clip(x, z);
        }
    }

    private boolean insideLoop(int[] x, int[] z, int os, int oe, int hs, int he) {
        // Test a point just inside the hole's first edge midpoint against the outline (even-odd).
        for (int i = hs; i < he; i++) {
            double px = x[i], pz = z[i];
            boolean onEdge = false;
            boolean in = false;
            for (int a = os, b = oe - 1; a < oe; b = a++) {
                if ((x[a] == px && z[a] == pz)) {
                    onEdge = true;
                    break;
                }
                if ((z[a] > pz) != (z[b] > pz)) {
                    double xi = x[a] + (pz - z[a]) * (x[b] - x[a]) / (double) (z[b] - z[a]);
                    if (xi == px) {
                        onEdge = true;
                        break;
                    }
                    if (px < xi) {
                        in = !in;
                    }
                }
            }
            if (!onEdge) {
                return in;
            }
        }
        return false;
    }

    private long[] edgeSet = new long[256];

    /**
     * True when the last triangulation is faithful: nothing failed and every loop edge
     * (i, i + 1) is an edge of exactly one triangle, in the same direction. A simplified loop
     * that overlaps itself or folds flat fails this, and its shared edges would not match.
     */
    boolean faithful(int[] loopStart, int loopCount) {
        if (failed > 0) {
            return false;
        }
        int cap = Integer.highestOneBit(Math.max(16, 6 * triCount)) << 1;
        if (edgeSet.length < cap) {
            edgeSet = new long[cap];
        }
        Arrays.fill(edgeSet, 0, cap, -1L);
        int mask = cap - 1;
        for (int i = 0; i < 3 * triCount; i++) {
            int t = i / 3, e = i % 3;
            long key = ((long) tris[3 * t + e] << 32) | tris[3 * t + (e + 1) % 3];
            int h = hash(key) & mask;
            while (edgeSet[h] != -1L && edgeSet[h] != key) {
                h = (h + 1) & mask;
            }
            if (edgeSet[h] == key) {
                return false; // the same directed edge twice: overlapping triangles
            }
            edgeSet[h] = key;
        }
        for (int l = 0; l < loopCount; l++) {
            for (int i = loopStart[l], e = loopStart[l + 1]; i < e; i++) {
                int j = i + 1 == e ? loopStart[l] : i + 1;
                long key = ((long) i << 32) | j;
                int h = hash(key) & mask;
                while (edgeSet[h] != -1L && edgeSet[h] != key) {
                    h = (h + 1) & mask;
                }
                if (edgeSet[h] != key) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int hash(long k) {
        return (int) ((k * 0x9E3779B97F4A7C15L) >>> 35);
    }

    private void addPoly(int v) {
        if (polyN == poly.length) {
            poly = Arrays.copyOf(poly, polyN * 2);
        }
        poly[polyN++] = v;
    }

    static long signedArea2(int[] x, int[] z, int s, int e) {
        long sum = 0;
        for (int i = s, j = e - 1; i < e; j = i++) {
            sum += (long) z[j] * x[i] - (long) x[j] * z[i];
        }
        return sum;
    }

    private void mergeHole(int[] x, int[] z, int hs, int he, long[] holes, int nextHole, int nh, int[] loopStart) {
        int hn = he - hs;
        int lm = hs;
        for (int i = hs + 1; i < he; i++) {
            if (x[i] < x[lm] || (x[i] == x[lm] && z[i] < z[lm])) {
                lm = i;
            }
        }
        int index = lm - hs;
        int best = -1;
        for (int iter = 0; iter < hn && best < 0; iter++) {
            int corner = hs + index;
            int cx = x[corner], cz = z[corner];
            int nd = 0;
            if (diag.length < polyN) {
                diag = new int[polyN * 2];
                diagKey = new long[polyN * 2];
            }
            for (int j = 0; j < polyN; j++) {
                if (inConeContour(j, x, z, cx, cz)) {
                    long dx = x[poly[j]] - cx, dz = z[poly[j]] - cz;
                    diagKey[nd++] = ((dx * dx + dz * dz) << 24) | j;
                }
            }
            Arrays.sort(diagKey, 0, nd);
            for (int k = 0; k < nd && best < 0; k++) {
                int j = (int) (diagKey[k] & 0xffffff);
                int p = poly[j];
                boolean hit = segHitsPoly(x[p], z[p], cx, cz, j, x, z);
                for (int m = nextHole - 1; m < nh && !hit; m++) {
                    int h = (int) (holes[m] & ((1 << 21) - 1));
                    hit = segHitsLoop(x[p], z[p], cx, cz, x, z, loopStart[h], loopStart[h + 1]);
                }
                if (!hit) {
                    best = j;
                }
            }
            if (best < 0) {
                index = (index + 1) % hn;
            }
        }
        if (best < 0) {
            failed += hn;
            return;
        }
        // outline[best..] + outline[..best] + hole[index..] + hole[..index]
        int n = polyN + hn + 2;
        if (work.length < n) {
            work = new int[n * 2];
        }
        int o = 0;
        for (int i = 0; i <= polyN; i++) {
            work[o++] = poly[(best + i) % polyN];
        }
        for (int i = 0; i <= hn; i++) {
            work[o++] = hs + (index + i) % hn;
        }
        if (poly.length < n) {
            poly = new int[n * 2];
        }
        System.arraycopy(work, 0, poly, 0, n);
        polyN = n;
    }

    private boolean inConeContour(int i, int[] x, int[] z, int pjx, int pjz) {
        int n = polyN;
        int pi = poly[i], pi1 = poly[(i + 1) % n], pin1 = poly[(i + n - 1) % n];
        if (leftOn(x[pin1], z[pin1], x[pi], z[pi], x[pi1], z[pi1])) {
            return left(x[pi], z[pi], pjx, pjz, x[pin1], z[pin1]) && left(pjx, pjz, x[pi], z[pi], x[pi1], z[pi1]);
        }
        return !(leftOn(x[pi], z[pi], pjx, pjz, x[pi1], z[pi1]) && leftOn(pjx, pjz, x[pi], z[pi], x[pin1], z[pin1]));
    }

    private boolean segHitsPoly(int d0x, int d0z, int d1x, int d1z, int skip, int[] x, int[] z) {
        int n = polyN;
        for (int k = 0; k < n; k++) {
            int k1 = (k + 1) % n;
            if (skip == k || skip == k1) {
                continue;
            }
            int p0 = poly[k], p1 = poly[k1];
            if (segHits(d0x, d0z, d1x, d1z, x[p0], z[p0], x[p1], z[p1])) {
                return true;
            }
        }
        return false;
    }

    private static boolean segHitsLoop(int d0x, int d0z, int d1x, int d1z, int[] x, int[] z, int s, int e) {
        for (int k = s; k < e; k++) {
            int k1 = k + 1 == e ? s : k + 1;
            if (segHits(d0x, d0z, d1x, d1z, x[k], z[k], x[k1], z[k1])) {
                return true;
            }
        }
        return false;
    }

    private static boolean segHits(int d0x, int d0z, int d1x, int d1z, int p0x, int p0z, int p1x, int p1z) {
        if ((d0x == p0x && d0z == p0z) || (d1x == p0x && d1z == p0z)
                || (d0x == p1x && d0z == p1z) || (d1x == p1x && d1z == p1z)) {
            return false;
        }
        return intersect(d0x, d0z, d1x, d1z, p0x, p0z, p1x, p1z);
    }

    /** Ear clipping of poly[0..polyN), shortest diagonal first. */
    /**
     * The strictly convex ear of the ring idx[0..n) whose cut (i to i + 2) is shortest (the first of
     * equals), or -1 when none. The ears are the vertices marked {@code EAR}, or with {@code loose}
     * (when no marked ear is left) every vertex whose cut is a diagonal by the loose test.
     */
    private static int shortestEar(int n, int[] x, int[] z, int[] idx, boolean loose) {
        long minLen = -1;
        int mini = -1;
        for (int i = 0; i < n; i++) {
            int i1 = next(i, n), i2 = next(i1, n);
            if (!loose && (idx[i1] & EAR) == 0) {
                continue;
            }
            int p0 = idx[i] & MASK, p1 = idx[i1] & MASK, p2 = idx[i2] & MASK;
            if (area2(x[p0], z[p0], x[p1], z[p1], x[p2], z[p2]) >= 0) {
                continue; // not strictly convex: would be a degenerate triangle
            }
            if (loose && !diagonal(i, i2, n, x, z, idx, true)) {
                continue;
            }
            long dx = x[p2] - x[p0], dz = z[p2] - z[p0];
            long len = dx * dx + dz * dz;
            if (minLen < 0 || len < minLen) {
                minLen = len;
                mini = i;
            }
        }
        return mini;
    }

    private void clip(int[] x, int[] z) {
        int n = polyN;
        int[] idx = poly;
        if (n < 3) {
            return;
        }
        for (int i = 0; i < n; i++) {
            int i1 = next(i, n), i2 = next(i1, n);
            if (diagonal(i, i2, n, x, z, idx, false)) {
                idx[i1] |= EAR;
            }
        }
        while (n > 3) {
            int mini = shortestEar(n, x, z, idx, false);
            if (mini == -1) {
                mini = shortestEar(n, x, z, idx, true);
                if (mini == -1) {
                    failed += n - 2;
                    polyN = 0;
                    return;
                }
            }
            int i = mini;
            int i1 = next(i, n);
            int i2 = next(i1, n);
            emit(idx[i] & MASK, idx[i1] & MASK, idx[i2] & MASK);
            n--;
            System.arraycopy(idx, i1 + 1, idx, i1, n - i1);
            if (i1 >= n) {
                i1 = 0;
            }
            i = prev(i1, n);
            if (diagonal(prev(i, n), i1, n, x, z, idx, false)) {
                idx[i] |= EAR;
            } else {
                idx[i] &= MASK;
            }
            if (diagonal(i, next(i1, n), n, x, z, idx, false)) {
                idx[i1] |= EAR;
            } else {
                idx[i1] &= MASK;
            }
        }
        int p0 = idx[0] & MASK, p1 = idx[1] & MASK, p2 = idx[2] & MASK;
        if (area2(x[p0], z[p0], x[p1], z[p1], x[p2], z[p2]) < 0) {
            emit(p0, p1, p2);
        } else {
            failed++;
        }
        polyN = 0;
    }

    private void emit(int a, int b, int c) {
        if (3 * triCount + 3 > tris.length) {
            tris = Arrays.copyOf(tris, tris.length * 2);
        }
        tris[3 * triCount] = a;
        tris[3 * triCount + 1] = b;
        tris[3 * triCount + 2] = c;
        triCount++;
    }

    private static int next(int i, int n) {
        return i + 1 < n ? i + 1 : 0;
    }

    private static int prev(int i, int n) {
        return i - 1 >= 0 ? i - 1 : n - 1;
    }

    // Recast's predicates. area2 < 0 means c is left of a->b, which for our loops is the inside.
    static long area2(long ax, long az, long bx, long bz, long cx, long cz) {
        return (bx - ax) * (cz - az) - (cx - ax) * (bz - az);
    }

    private static boolean left(long ax, long az, long bx, long bz, long cx, long cz) {
        return area2(ax, az, bx, bz, cx, cz) < 0;
    }

    private static boolean leftOn(long ax, long az, long bx, long bz, long cx, long cz) {
        return area2(ax, az, bx, bz, cx, cz) <= 0;
    }

    private static boolean collinear(long ax, long az, long bx, long bz, long cx, long cz) {
        return area2(ax, az, bx, bz, cx, cz) == 0;
    }

    private static boolean intersectProp(int ax, int az, int bx, int bz, int cx, int cz, int dx, int dz) {
        if (collinear(ax, az, bx, bz, cx, cz) || collinear(ax, az, bx, bz, dx, dz)
                || collinear(cx, cz, dx, dz, ax, az) || collinear(cx, cz, dx, dz, bx, bz)) {
            return false;
        }
        return (left(ax, az, bx, bz, cx, cz) ^ left(ax, az, bx, bz, dx, dz))
                && (left(cx, cz, dx, dz, ax, az) ^ left(cx, cz, dx, dz, bx, bz));
    }

    private static boolean between(int ax, int az, int bx, int bz, int cx, int cz) {
        if (!collinear(ax, az, bx, bz, cx, cz)) {
            return false;
        }
        if (ax != bx) {
            return (ax <= cx && cx <= bx) || (ax >= cx && cx >= bx);
        }
        return (az <= cz && cz <= bz) || (az >= cz && cz >= bz);
    }

    private static boolean intersect(int ax, int az, int bx, int bz, int cx, int cz, int dx, int dz) {
        return intersectProp(ax, az, bx, bz, cx, cz, dx, dz)
                || between(ax, az, bx, bz, cx, cz) || between(ax, az, bx, bz, dx, dz)
                || between(cx, cz, dx, dz, ax, az) || between(cx, cz, dx, dz, bx, bz);
    }

    private static boolean diagonalie(int i, int j, int n, int[] x, int[] z, int[] idx, boolean loose) {
        int d0 = idx[i] & MASK, d1 = idx[j] & MASK;
        int d0x = x[d0], d0z = z[d0], d1x = x[d1], d1z = z[d1];
        int loX = Math.min(d0x, d1x), hiX = Math.max(d0x, d1x), loZ = Math.min(d0z, d1z), hiZ = Math.max(d0z, d1z);
        for (int k = 0; k < n; k++) {
            int k1 = next(k, n);
            if (k == i || k1 == i || k == j || k1 == j) {
                continue;
            }
            int p0 = idx[k] & MASK, p1 = idx[k1] & MASK;
            int p0x = x[p0], p0z = z[p0], p1x = x[p1], p1z = z[p1];
            if ((p0x < loX && p1x < loX) || (p0x > hiX && p1x > hiX) || (p0z < loZ && p1z < loZ)
                    || (p0z > hiZ && p1z > hiZ)) {
                continue; // the boxes are apart: the segments cannot meet
            }
            if ((d0x == p0x && d0z == p0z) || (d1x == p0x && d1z == p0z)
                    || (d0x == p1x && d0z == p1z) || (d1x == p1x && d1z == p1z)) {
                continue;
            }
            if (loose ? intersectProp(d0x, d0z, d1x, d1z, p0x, p0z, p1x, p1z)
                    : intersect(d0x, d0z, d1x, d1z, p0x, p0z, p1x, p1z)) {
                return false;
            }
        }
        return true;
    }

    private static boolean inCone(int i, int j, int n, int[] x, int[] z, int[] idx, boolean loose) {
        int pi = idx[i] & MASK, pj = idx[j] & MASK, pi1 = idx[next(i, n)] & MASK, pin1 = idx[prev(i, n)] & MASK;
        if (leftOn(x[pin1], z[pin1], x[pi], z[pi], x[pi1], z[pi1])) {
            if (loose) {
                return leftOn(x[pi], z[pi], x[pj], z[pj], x[pin1], z[pin1]) && leftOn(x[pj], z[pj], x[pi], z[pi], x[pi1], z[pi1]);
            }
            return left(x[pi], z[pi], x[pj], z[pj], x[pin1], z[pin1]) && left(x[pj], z[pj], x[pi], z[pi], x[pi1], z[pi1]);
        }
        return !(leftOn(x[pi], z[pi], x[pj], z[pj], x[pi1], z[pi1]) && leftOn(x[pj], z[pj], x[pi], z[pi], x[pin1], z[pin1]));
    }

    private static boolean diagonal(int i, int j, int n, int[] x, int[] z, int[] idx, boolean loose) {
        return inCone(i, j, n, x, z, idx, loose) && diagonalie(i, j, n, x, z, idx, loose);
    }
}
