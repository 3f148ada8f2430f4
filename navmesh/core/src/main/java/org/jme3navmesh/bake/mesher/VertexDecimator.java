package org.jme3navmesh.bake.mesher;


/**
 * Removes interior vertices the surface does not need. Region and tile borders (and height
 * refinement, where later vertices made an earlier one redundant) leave vertices inside the
 * walkable area. Each one splits the convex polygons the path search runs over, so the search
 * expands more nodes. A vertex goes when a closed fan of triangles of one area id and slope band
 * surrounds it, nothing else uses it, and its fan's outline can be re-triangulated (ear clipping,
 * shortest diagonal first among the ears that fit) into triangles that all stay within
 * the scan's height error limit of the spans under them and in the same slope band. The check is
 * {@link TriangleSpanScan}, which also gives their steepest slopes. A planar fan (all its
 * vertices within {@link #PLANAR} of one plane) skips the scan: its re-triangulation covers the
 * same ground in the same plane (so within the error limit plus 2 PLANAR of the spans), and its
 * triangles take the fan's steepest slope. A vertex on the mesh boundary goes under the same
 * rules only where the outline runs exactly straight through it (tile borders leave such
 * vertices on straight walls), so the walkable outline never changes.
 *
 * <p>Works in place on a {@link MeshSink}'s triangles, then drops the removed triangles and unused
 * vertices ({@link MeshSink#compact}). Positions are the sink's doubled grid units, so every
 * predicate is exact. Not thread-safe.
 */
final class VertexDecimator {
    /** Largest fan (triangles around a vertex) considered for removal. */
    static final int MAX_FAN = 16;
    /**
     * Largest height distance, metres, of a fan's vertices from its plane for the fan to count as
     * planar: its re-triangulation then moves the surface by at most twice that.
     */
    static final double PLANAR = 2.5e-4;
    /** Passes over the vertices (a removal can make a neighbour removable). */
    private static final int PASSES = 3;

    private final MeshSink sink;
    private final TriangleSpanScan scan;

    private int[] nb;
    private int[] uses;
    private int[] triOf;
    private boolean[] dead;

    // the fan of the vertex under test; ring[i] -> ring[i + 1] is the outer edge of fanTri[i]
    private final int[] fanTri = new int[MAX_FAN];
    private final int[] ring = new int[MAX_FAN + 1];
    private final int[] outer = new int[MAX_FAN + 1];
    /** The ring vertices not yet cut off while ear clipping. */
    private final int[] remaining = new int[MAX_FAN + 1];
    /** Vertices of the last fan's outline: its triangle count when closed, one more when open. */
    private int ringSize;
    /** Whether the fan under test is planar ({@link #planarFan}). */
    private boolean planar;
    /** Slope, degrees, of the last triangle {@link #fits} accepted. */
    private float fitSlope;
    private final int[] newTris = new int[3 * MAX_FAN];
    private final float[] newSlope = new float[MAX_FAN];
    private final int[] ear = new int[MAX_FAN + 1];
    private final long[] earLen = new long[MAX_FAN + 1];

    /** @param scan judges the new triangles (fit to the spans, slope band) of this sink */
    VertexDecimator(MeshSink sink, TriangleSpanScan scan) {
        this.sink = sink;
        this.scan = scan;
    }

    /** Removes every removable vertex (see the class comment); returns how many went. */
    int decimateAll() {
        final int n = sink.triCount;
        final int[] tv = sink.tris;
        nb = EdgeFlipper.link(tv, n);
        uses = new int[sink.vertCount];
        triOf = new int[sink.vertCount];
        dead = new boolean[n];
        for (int i = 0; i < 3 * n; i++) {
            uses[tv[i]]++;
            triOf[tv[i]] = i / 3;
        }
        int removed = 0;
        for (int pass = 0; pass < PASSES; pass++) {
            int before = removed;
            for (int v = 0; v < sink.vertCount; v++) {
                if (uses[v] >= 2 && uses[v] <= MAX_FAN && remove(v)) {
                    removed++;
                }
            }
            if (removed == before) {
                break;
            }
        }
        if (removed > 0) {
            sink.compact(dead);
        }
        return removed;
    }

    /** Removes vertex v when it is removable (see the class comment); returns whether it did. */
    private boolean remove(int v) {
        int n = fan(v);
        if (n < 2 || n != uses[v] || ringSize < 3) {
            return false;
        }
        if (ringSize > n && !straightBetween(ring[n], v, ring[0])) {
            return false; // a corner of the outline
        }
        int area = sink.triArea[fanTri[0]];
        int band = scan.band(sink.triSlope[fanTri[0]]);
        float steepest = 0f;
        for (int i = 0; i < n; i++) {
            int t = fanTri[i];
            if (sink.triArea[t] != area || scan.band(sink.triSlope[t]) != band) {
                return false;
            }
            steepest = Math.max(steepest, sink.triSlope[t]);
            assert scan.orient(v, ring[i], ring[i + 1 == ringSize ? 0 : i + 1]) > 0
                    : "fan triangle " + t + " is not counter-clockwise";
        }
        for (int i = 0; i < ringSize; i++) {
            for (int j = 0; j < i; j++) {
                if (ring[j] == ring[i]) {
                    return false; // the fan's outline touches itself
                }
            }
        }
        planar = planarFan(v);
        int m = triangulateRing(ringSize, band, steepest);
        if (m != ringSize - 2) {
            return false;
        }
        replaceFan(v, n, m, area);
        return true;
    }

    /** Whether b lies strictly inside segment a-c, exactly on its line. */
    private boolean straightBetween(int a, int b, int c) {
        final int[] x2 = sink.vx2, z2 = sink.vz2;
        return scan.orient(a, b, c) == 0
                && (long) (x2[b] - x2[a]) * (x2[c] - x2[b]) + (long) (z2[b] - z2[a]) * (z2[c] - z2[b]) > 0;
    }

    /**
     * Collects the fan around v, counter-clockwise: fanTri[i] = (v, ring[i], ring[i + 1]) and
     * outer[i] its neighbour across ring[i] -> ring[i + 1]. A closed fan's ring has as many
     * vertices as the fan has triangles (ring[n] is ring[0]); an open fan (v on the boundary)
     * starts at the boundary edge v -> ring[0] and ends at the boundary edge ring[n] -> v, and
     * its ring has n + 1 vertices, the last edge ring[n] -> ring[0] with no outer neighbour.
     * Sets {@link #ringSize}.
     *
     * @return the number of fan triangles, or -1 when larger than MAX_FAN
     */
    private int fan(int v) {
        final int[] tv = sink.tris;
        int t0 = triOf[v];
        // Turn clockwise to the first triangle of an open fan (or once around a closed one).
        for (int i = 0; i < MAX_FAN; i++) {
            int k = corner(t0, v);
            int prev = nb[3 * t0 + k]; // across v -> b: the next triangle clockwise
            if (prev < 0 || prev == triOf[v]) {
                break;
            }
            t0 = prev;
        }
        int t = t0;
        int n = 0;
        do {
            if (n == MAX_FAN) {
                return -1;
            }
            int k = corner(t, v);
            assert k >= 0 && !dead[t];
            fanTri[n] = t;
            ring[n] = tv[3 * t + (k + 1) % 3];
            outer[n] = nb[3 * t + (k + 1) % 3];
            n++;
            int next = nb[3 * t + (k + 2) % 3]; // across c -> v: the next triangle counter-clockwise
            if (next < 0) {
                ring[n] = tv[3 * t + (k + 2) % 3];
                outer[n] = -1;
                ringSize = n + 1;
                return n;
            }
            t = next;
        } while (t != t0);
        ringSize = n;
        return n;
    }

    /**
     * Ear clips the ring polygon (ring[0 .. n), counter-clockwise, n = ringSize) into newTris and
     * newSlope, greedily: each step cuts, of the ears that {@link #fits fit}, the one with the
     * shortest new diagonal. Ears must be strictly convex with no ring vertex in or on them, so
     * every new triangle has positive area.
     *
     * @param band          the fan's slope band
     * @param fallbackSlope slope, degrees, of a new triangle with no span under it
     * @return the number of triangles made, n - 2 on success
     */
    private int triangulateRing(int n, int band, float fallbackSlope) {
        final int[] x2 = sink.vx2, z2 = sink.vz2;
        int[] r = remaining;
        System.arraycopy(ring, 0, r, 0, n);
        int size = n;
        int m = 0;
        while (size > 3) {
            // The candidate ears (strictly convex, no ring vertex in or on them) with the squared
            // length of their new diagonal; then the shortest that fits (one scan when it does).
            int candidates = 0;
            for (int i = 0; i < size; i++) {
                int p = r[(i + size - 1) % size], c = r[i], q = r[(i + 1) % size];
                if (scan.orient(p, c, q) <= 0) {
                    continue;
                }
                boolean blocked = false;
                for (int j = 0; j < size && !blocked; j++) {
                    int w = r[j];
                    blocked = w != p && w != c && w != q
                            && scan.orient(p, c, w) >= 0 && scan.orient(c, q, w) >= 0 && scan.orient(q, p, w) >= 0;
                }
                if (!blocked) {
                    long dx = x2[p] - x2[q], dz = z2[p] - z2[q];
                    earLen[candidates] = dx * dx + dz * dz;
                    ear[candidates++] = i;
                }
            }
            int best = -1;
            float bestSlope = 0f;
            while (best < 0 && candidates > 0) {
                int k = 0;
                for (int j = 1; j < candidates; j++) {
                    if (earLen[j] < earLen[k]) {
                        k = j;
                    }
                }
                int i = ear[k];
                if (fits(r[(i + size - 1) % size], r[i], r[(i + 1) % size], band, fallbackSlope)) {
                    best = i;
                    bestSlope = fitSlope;
                }
                ear[k] = ear[--candidates];
                earLen[k] = earLen[candidates];
            }
            if (best < 0) {
                return m;
            }
            newTris[3 * m] = r[(best + size - 1) % size];
            newTris[3 * m + 1] = r[best];
            newTris[3 * m + 2] = r[(best + 1) % size];
            newSlope[m] = bestSlope;
            m++;
            System.arraycopy(r, best + 1, r, best, size - best - 1);
            size--;
        }
        if (scan.orient(r[0], r[1], r[2]) <= 0 || !fits(r[0], r[1], r[2], band, fallbackSlope)) {
            return m;
        }
        newTris[3 * m] = r[0];
        newTris[3 * m + 1] = r[1];
        newTris[3 * m + 2] = r[2];
        newSlope[m] = fitSlope;
        return m + 1;
    }

    /**
     * Whether triangle (a, b, c) fits the spans under it and stays in the slope band; its slope
     * goes to {@link #fitSlope}. On a planar fan ({@link #planar}) the new triangles lie in the
     * fan's plane over the same ground, so the spans need no new scan (on a large flat floor that
     * scan would cover the whole floor for every vertex removed); they take the fan's steepest
     * slope.
     */
    private boolean fits(int a, int b, int c, int band, float fallbackSlope) {
        if (planar) {
            fitSlope = fallbackSlope;
            return scan.positiveWorldArea(a, b, c);
        }
        boolean ok = scan.scan(a, b, c, fallbackSlope) && scan.band(scan.slope) == band;
        fitSlope = scan.slope;
        return ok;
    }

    /**
     * Whether v and its ring lie within {@link #PLANAR} metres of the plane through v, ring[0]
     * and ring[1] (the first fan triangle). The fan's surface and any re-triangulation of its ring
     * then stay within 2 PLANAR of each other.
     */
    private boolean planarFan(int v) {
        final float[] p = sink.verts;
        double ax = p[3 * v], ay = p[3 * v + 1], az = p[3 * v + 2];
        int b = ring[0], c = ring[1];
        double e1x = p[3 * b] - ax, e1y = p[3 * b + 1] - ay, e1z = p[3 * b + 2] - az;
        double e2x = p[3 * c] - ax, e2y = p[3 * c + 1] - ay, e2z = p[3 * c + 2] - az;
        double den = e1x * e2z - e2x * e1z;
        if (den == 0.0) {
            return false;
        }
        double gx = (e1y * e2z - e2y * e1z) / den, gz = (e1x * e2y - e2x * e1y) / den;
        for (int i = 0; i < ringSize; i++) {
            int w = ring[i];
            double h = ay + gx * (p[3 * w] - ax) + gz * (p[3 * w + 2] - az);
            if (Math.abs(p[3 * w + 1] - h) > PLANAR) {
                return false;
            }
        }
        return true;
    }

    /** Puts the m new triangles in the first m slots of v's fan of n, retires the rest, and relinks. */
    private void replaceFan(int v, int n, int m, int area) {
        final int[] tv = sink.tris;
        for (int i = 0; i < n; i++) {
            int t = fanTri[i];
            for (int k = 0; k < 3; k++) {
                uses[tv[3 * t + k]]--;
            }
        }
        assert uses[v] == 0;
        for (int k = 0; k < m; k++) {
            int t = fanTri[k];
            for (int j = 0; j < 3; j++) {
                int a = newTris[3 * k + j];
                tv[3 * t + j] = a;
                uses[a]++;
                triOf[a] = t;
            }
            sink.triArea[t] = area;
            sink.triSlope[t] = newSlope[k];
        }
        for (int i = m; i < n; i++) {
            int t = fanTri[i];
            dead[t] = true;
            nb[3 * t] = nb[3 * t + 1] = nb[3 * t + 2] = -1;
        }
        for (int k = 0; k < m; k++) {
            int t = fanTri[k];
            for (int j = 0; j < 3; j++) {
                int a = tv[3 * t + j], b = tv[3 * t + (j + 1) % 3];
                nb[3 * t + j] = neighbourOf(t, a, b, n, m);
            }
        }
    }

    /**
     * The neighbour of new edge a -> b: another new triangle holding b -> a (a diagonal), or the
     * outside triangle across a ring edge, whose link back to t is set here.
     */
    private int neighbourOf(int t, int a, int b, int n, int m) {
        final int[] tv = sink.tris;
        for (int k = 0; k < m; k++) {
            int u = fanTri[k];
            for (int j = 0; j < 3; j++) {
                if (tv[3 * u + j] == b && tv[3 * u + (j + 1) % 3] == a) {
                    return u;
                }
            }
        }
        for (int i = 0; i < ringSize; i++) {
            if (ring[i] == a && ring[i + 1 == ringSize ? 0 : i + 1] == b) {
                int o = outer[i];
                if (o >= 0) {
                    for (int j = 0; j < 3; j++) {
                        if (tv[3 * o + j] == b && tv[3 * o + (j + 1) % 3] == a) {
                            nb[3 * o + j] = t;
                        }
                    }
                }
                return o;
            }
        }
        throw new AssertionError("edge " + a + " -> " + b + " is neither a diagonal nor on the ring");
    }

    /** Index (0..2) of vertex v in triangle t, or -1. */
    private int corner(int t, int v) {
        final int[] tv = sink.tris;
        return tv[3 * t] == v ? 0 : tv[3 * t + 1] == v ? 1 : tv[3 * t + 2] == v ? 2 : -1;
    }


}
