package org.jme3navmesh.bake.mesher;

import java.util.Arrays;


/**
 * Delaunay edge flips over the whole mesh, across region borders too (the regions only bounded
 * the triangulation; they are no constraint of the result). This removes most slivers along
 * region and tile borders. An edge is flipped only between two triangles of the same area id and
 * slope band, when the quad is strictly convex, the opposite vertex lies strictly inside the
 * circumcircle (seen from above), and both new triangles stay within the scan's height error
 * limit of the spans under them; their steepest slopes are taken from the same scan.
 *
 * <p>Works in place on a {@link MeshSink}'s triangles; positions are the sink's doubled grid
 * units, so all predicates are exact. Not thread-safe.
 */
final class EdgeFlipper {
    private final MeshSink sink;
    private final TriangleSpanScan scan;
    private int[] nb;
    private int[] stack = new int[256];

    /** @param scan judges the new triangles (fit to the spans, slope band) of this sink */
    EdgeFlipper(MeshSink sink, TriangleSpanScan scan) {
        this.sink = sink;
        this.scan = scan;
    }

    /** Flips until every flippable edge is Delaunay; returns the number of flips. */
    int flipAll() {
        final int n = sink.triCount;
        final int[] tv = sink.tris;
        nb = link(tv, n);
        int sp = 0;
        for (int he = 0; he < 3 * n; he++) {
            if (nb[he] > he / 3) {
                stack = IntArrays.push(stack, sp++, he);
            }
        }
        int flips = 0;
        int budget = 20 * n + 100;
        while (sp > 0 && budget-- > 0) {
            int he = stack[--sp];
            int t = he / 3, e = he % 3;
            int o = nb[he];
            if (o < 0 || sink.triArea[t] != sink.triArea[o] || scan.band(sink.triSlope[t]) != scan.band(sink.triSlope[o])) {
                continue;
            }
            int a = tv[3 * t + e], b = tv[3 * t + (e + 1) % 3], c = tv[3 * t + (e + 2) % 3];
            int k = backEdge(o, t);
            if (k < 0) {
                continue;
            }
            int d = tv[3 * o + (k + 2) % 3];
            if (!inCircumcircle(a, b, c, d) || scan.orient(c, a, d) <= 0 || scan.orient(d, b, c) <= 0) {
                continue;
            }
            float fallback = Math.max(sink.triSlope[t], sink.triSlope[o]);
            if (!scan.scan(c, a, d, fallback)) {
                continue;
            }
            float slope1 = scan.slope;
            if (!scan.scan(d, b, c, fallback)) {
                continue;
            }
            float slope2 = scan.slope;
            int nbc = nb[3 * t + (e + 1) % 3], nca = nb[3 * t + (e + 2) % 3];
            int nad = nb[3 * o + (k + 1) % 3], ndb = nb[3 * o + (k + 2) % 3];
            set(t, c, a, d, nca, nad, o);
            set(o, d, b, c, ndb, nbc, t);
            relink(nad, o, t);
            relink(nbc, t, o);
            sink.triSlope[t] = slope1;
            sink.triSlope[o] = slope2;
            flips++;
            stack = IntArrays.push(stack, sp++, 3 * t);     // c-a
            stack = IntArrays.push(stack, sp++, 3 * t + 1); // a-d
            stack = IntArrays.push(stack, sp++, 3 * o);     // d-b
            stack = IntArrays.push(stack, sp++, 3 * o + 1); // b-c
        }
        return flips;
    }


    /**
     * Edge-hash adjacency: half-edge 3t+e links to the triangle using the edge the other way.
     * An edge used more than twice links nothing, so no flip touches it.
     */
    static int[] link(int[] tv, int n) {
        int[] nb = new int[3 * n];
        Arrays.fill(nb, -1);
        int cap = Integer.highestOneBit(Math.max(16, 6 * n)) << 1;
        long[] keys = new long[cap];
        int[] vals = new int[cap]; // 0 empty; he + 1 one user; -(he + 2) paired (he = second user); MIN closed
        int mask = cap - 1;
        for (int he = 0; he < 3 * n; he++) {
            int t = he / 3, e = he % 3;
            int a = tv[3 * t + e], b = tv[3 * t + (e + 1) % 3];
            long key = a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
            int h = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
            while (vals[h] != 0 && keys[h] != key) {
                h = (h + 1) & mask;
            }
            int v = vals[h];
            if (v == 0) {
                keys[h] = key;
                vals[h] = he + 1;
            } else if (v > 0) {
                int other = v - 1;
                if (tv[3 * (other / 3) + other % 3] == b) {
                    nb[other] = t;
                    nb[he] = other / 3;
                    vals[h] = -(he + 2);
                } else {
                    vals[h] = Integer.MIN_VALUE; // same direction twice: not a portal
                }
            } else if (v != Integer.MIN_VALUE) {
                int second = -v - 2;
                int first = nb[second] < 0 ? -1 : nb[second];
                nb[second] = -1;
                if (first >= 0) {
                    for (int k = 0; k < 3; k++) {
                        if (nb[3 * first + k] == second / 3) {
                            nb[3 * first + k] = -1;
                        }
                    }
                }
                vals[h] = Integer.MIN_VALUE;
            }
        }
        return nb;
    }


    /** True when d lies strictly inside the circumcircle of (a, b, c), CCW seen from above. */
    private boolean inCircumcircle(int a, int b, int c, int d) {
        final int[] x2 = sink.vx2, z2 = sink.vz2;
        long dx = x2[d], dz = z2[d];
        long adx = x2[a] - dx, adz = z2[a] - dz;
        long bdx = x2[b] - dx, bdz = z2[b] - dz;
        long cdx = x2[c] - dx, cdz = z2[c] - dz;
        long ad = adx * adx + adz * adz, bd = bdx * bdx + bdz * bdz, cd = cdx * cdx + cdz * cdz;
        long det = adx * (bdz * cd - bd * cdz) - adz * (bdx * cd - bd * cdx) + ad * (bdx * cdz - bdz * cdx);
        return det < 0;
    }

    private void set(int t, int a, int b, int c, int nab, int nbc, int nca) {
        int[] tv = sink.tris;
        tv[3 * t] = a;
        tv[3 * t + 1] = b;
        tv[3 * t + 2] = c;
        nb[3 * t] = nab;
        nb[3 * t + 1] = nbc;
        nb[3 * t + 2] = nca;
    }

    private void relink(int n, int from, int to) {
        if (n < 0) {
            return;
        }
        for (int k = 0; k < 3; k++) {
            if (nb[3 * n + k] == from) {
                nb[3 * n + k] = to;
                return;
            }
        }
    }

    private int backEdge(int o, int t) {
        for (int k = 0; k < 3; k++) {
            if (nb[3 * o + k] == t) {
                return k;
            }
        }
        return -1;
    }
}
