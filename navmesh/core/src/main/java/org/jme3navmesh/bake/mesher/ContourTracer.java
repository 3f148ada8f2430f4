package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

import org.jme3navmesh.bake.WalkableField;

/**
 * Traces the boundary loops (outer and holes) of one region along cell edges and simplifies
 * them (Douglas-Peucker in XZ and Y, after Recast's rcBuildContours).
 *
 * <p>Loop vertices sit on grid corners: integer corner coordinates (cx, cz) in cells, corner
 * (cx, cz) at world {@code (minX + cx * cellSize, minZ + cz * cellSize)} (see {@link org.jme3navmesh.mesh.CellGrid}). Each vertex gets a
 * <em>corner key</em>: {@code 4 * m + k}, where m is the smallest span id among the linked spans
 * around that corner and k (0..3) is which corner of m's cell it is. Two regions meeting at a
 * corner through linked spans therefore name it with the same key, and the vertex is welded.
 * Shared boundary sections are simplified in a canonical direction, so both regions keep the
 * same vertices on them (no T-junctions).
 *
 * <p>Along walls (sections without a neighbouring region) of an eroded field
 * ({@link WalkableField#hasWalls}), simplification is one-sided: a simplified edge may cut into the
 * region by the full tolerance, but may pass outside a dropped corner (into the eroded band) only
 * by that corner's slack, its distance to its wall point beyond {@link WalkableField#minClearance}.
 * So the outline never comes closer to a wall than the erosion guarantees.
 *
 * <p>Loops run counter-clockwise seen from above (positive {@code Geometry.area2}) around the
 * region: outer loops have positive signed area, holes negative. Not thread-safe: one tracer
 * per thread; scratch buffers are reused.
 */
final class ContourTracer {
    private final WalkableField f;
    private final int[] spanCell;
    private final int[] reg;
    private final double maxErrSq;
    private final double maxErrY;
    private boolean exactWalls;
    /** Corner keys that must stay in every loop through them (see {@link #forcedFound}); may be null. */
    boolean[] forced;
    /** Corner keys this tracer had to keep on a shared section to save a collapsing loop. */
    int[] forcedFound = new int[16];
    int forcedFoundCount;
    /**
     * When set, every corner on the grid's outer boundary is a junction: outlines run exactly
     * along the boundary (a tile's border), vertex by vertex.
     */
    boolean keepGridBorder;
    /** When set, {@link #trace} records every corner next to a shared edge in {@link #forcedFound}. */
    boolean collectShared;

    // raw loop
    private int rawN;
    private int[] rx = new int[256];
    private int[] rz = new int[256];
    private int[] rkey = new int[256];
    private float[] ry = new float[256];
    private int[] rreg = new int[256];
    private boolean[] rjunction = new boolean[256];
    /** Per raw corner: how far (cells) an outline may pass beyond it towards its wall. */
    private float[] rslack = new float[256];
    private int[] simp = new int[64];
    /** Scratch of {@link #pushRaw}: the linked spans around a corner. */
    private final int[] members = new int[4];

    // simplified loops of the current region
    int loopCount;
    int[] loopStart = new int[9];
    int vertCount;
    int[] vx = new int[256];
    int[] vz = new int[256];
    int[] vkey = new int[256];
    float[] vy = new float[256];

    /**
     * @param maxErrorCells largest XZ distance, in cells, of a dropped raw vertex from the simplified edge
     * @param maxErrorY     largest height difference, metres, of a dropped raw vertex from the simplified edge
     */
    ContourTracer(WalkableField f, int[] spanCell, int[] reg, float maxErrorCells, float maxErrorY) {
        this.f = f;
        this.spanCell = spanCell;
        this.reg = reg;
        this.maxErrSq = (double) maxErrorCells * maxErrorCells;
        this.maxErrY = maxErrorY;
    }

    /**
     * Traces and simplifies every loop of region r.
     *
     * @param spans span ids of region r in spans[from..to); not modified
     * @param flags scratch, one byte per span; entries of these spans are overwritten
     */
    void trace(int r, int[] spans, int from, int to, byte[] flags) {
        trace(r, spans, from, to, flags, false);
    }

    /**
     * As {@link #trace(int, int[], int, int, byte[])}; with {@code exactWalls} the sections along
     * walls (no neighbour region) keep every corner of the cell boundary, which can never
     * self-intersect. Sections shared with other regions simplify as always, so they still match.
     */
    void trace(int r, int[] spans, int from, int to, byte[] flags, boolean exactWalls) {
        this.exactWalls = exactWalls;
        final int[] nb = f.neighbour;
        for (int i = from; i < to; i++) {
            int s = spans[i];
            int fl = 0;
            for (int d = 0; d < 4; d++) {
                int t = nb[4 * s + d];
                if (t < 0 || reg[t] != r) {
                    fl |= 1 << d;
                }
            }
            flags[s] = (byte) fl;
        }
        loopCount = 0;
        vertCount = 0;
        loopStart[0] = 0;
        for (int i = from; i < to; i++) {
            int s = spans[i];
            // A span may own edges of several loops (e.g. a one-cell strip between a hole and
            // the outside): walk until all of its boundary edges are visited.
            while (flags[s] != 0) {
                walk(s, r, flags);
                if (rawN >= 3) {
                    simplify();
                }
            }
        }
    }

    private void walk(int s, int r, byte[] flags) {
        final int[] nb = f.neighbour;
        final int w = f.grid.width();
        int dir = 0;
        while ((flags[s] & (1 << dir)) == 0) {
            dir++;
        }
        final int startDir = dir, startS = s;
        int c = spanCell[s];
        int x = c % w, z = c / w;
        rawN = 0;
        int guard = 4 * f.spanCount() + 16;
        while (guard-- > 0) {
            if ((flags[s] & (1 << dir)) != 0) {
                int px = x, pz = z;
                switch (dir) {
                    case 0 -> pz++;
                    case 1 -> { px++; pz++; }
                    case 2 -> px++;
                    default -> { }
                }
                int t = nb[4 * s + dir];
                pushRaw(px, pz, s, dir, t >= 0 ? reg[t] : -1);
                flags[s] &= (byte) ~(1 << dir);
                dir = (dir + 1) & 3;
            } else {
                int t = nb[4 * s + dir];
                assert t >= 0 && reg[t] == r;
                s = t;
                x += WalkableField.DX[dir];
                z += WalkableField.DZ[dir];
                dir = (dir + 3) & 3;
            }
            if (s == startS && dir == startDir) {
                break;
            }
        }
    }

    /** Appends the corner at the end of edge dir of span s, with its key and height. */
    private void pushRaw(int px, int pz, int s, int dir, int nreg) {
        if (rawN == rx.length) {
            int n = rawN * 2;
            rx = Arrays.copyOf(rx, n);
            rz = Arrays.copyOf(rz, n);
            rkey = Arrays.copyOf(rkey, n);
            ry = Arrays.copyOf(ry, n);
            rreg = Arrays.copyOf(rreg, n);
            rjunction = Arrays.copyOf(rjunction, n);
            rslack = Arrays.copyOf(rslack, n);
        }
        final int[] nb = f.neighbour;
        int d1 = (dir + 1) & 3, d2 = (dir + 2) & 3, d3 = (dir + 3) & 3;
        // The linked spans around the corner: walk the 2x2 ring both ways from s.
        int a1 = nb[4 * s + dir];
        int a2 = a1 >= 0 ? nb[4 * a1 + d1] : -1;
        int a3 = a2 >= 0 ? nb[4 * a2 + d2] : -1;
        int b1 = nb[4 * s + d1];
        int b2 = b1 >= 0 ? nb[4 * b1 + dir] : -1;
        int b3 = b2 >= 0 ? nb[4 * b2 + d3] : -1;
        // Distinct members: a1 (side), a2 (diagonal), a3 (other side), b1, b2, b3.
        int side1 = a1 >= 0 ? a1 : b3;
        int side2 = b1 >= 0 ? b1 : a3;
        int diag = a2 >= 0 ? a2 : b2;
        int[] m = members;
        int n = 0;
        m[n++] = s;
        if (side1 >= 0 && side1 != s) {
            m[n++] = side1;
        }
        if (side2 >= 0 && side2 != s && side2 != side1) {
            m[n++] = side2;
        }
        if (diag >= 0 && diag != s && diag != side1 && diag != side2) {
            m[n++] = diag;
        }
        // Ascending span ids, so that every region through the corner (each starting from its own
        // span) sums the same heights in the same order and gets the same float: the simplification
        // of a shared section compares these heights, and a rounding difference could make the
        // regions on its two sides keep different corners.
        for (int i = 1; i < n; i++) {
            for (int j = i; j > 0 && m[j - 1] > m[j]; j--) {
                int t = m[j];
                m[j] = m[j - 1];
                m[j - 1] = t;
            }
        }
        int min = m[0];
        float sum = 0f;
        for (int i = 0; i < n; i++) {
            sum += f.y[m[i]];
        }
        int mc = spanCell[min];
        int mx = mc % f.grid.width(), mz = mc / f.grid.width();
        int k = (px - mx) + 2 * (pz - mz);
        assert k >= 0 && k < 4;
        rx[rawN] = px;
        rz[rawN] = pz;
        rkey[rawN] = 4 * min + k;
        ry[rawN] = sum / n;
        rreg[rawN] = nreg;
        // A junction: three or more sides (regions or walls) meet at the corner, or two meet
        // diagonally. Decided from the corner's cells alone, so every region there agrees.
        int r0 = reg[s];
        int v1 = side1 >= 0 ? reg[side1] : -1;
        int v2 = side2 >= 0 ? reg[side2] : -1;
        int vd = diag >= 0 ? reg[diag] : -1;
        int distinct = 1 + (v1 != r0 ? 1 : 0) + (v2 != r0 && v2 != v1 ? 1 : 0)
                + (vd != r0 && vd != v1 && vd != v2 ? 1 : 0);
        rjunction[rawN] = distinct >= 3 || (distinct == 2 && v1 == v2 && vd == r0)
                || (keepGridBorder && (px == 0 || pz == 0 || px == f.grid.width() || pz == f.grid.depth()));
        rslack[rawN] = slack(px, pz, s, side1, side2, diag);
        rawN++;
    }

    /**
     * Slack of grid corner (px, pz), cells: its distance to the nearest wall point of the spans
     * around it (s and the others, -1 for none) less the field's guaranteed clearance; +infinity
     * when the field knows no walls there.
     */
    private float slack(int px, int pz, int s, int a, int b, int c) {
        if (!f.hasWalls()) {
            return Float.POSITIVE_INFINITY;
        }
        float wx = f.grid.minX() + px * f.grid.cellSize(), wz = f.grid.minZ() + pz * f.grid.cellSize();
        float d = Math.min(Math.min(wallDist(wx, wz, s), wallDist(wx, wz, a)),
                Math.min(wallDist(wx, wz, b), wallDist(wx, wz, c)));
        return (d - f.minClearance()) / f.grid.cellSize();
    }

    /** Distance, metres, from a world point to span s's wall point; +infinity for none. */
    private float wallDist(float x, float z, int s) {
        if (s < 0) {
            return Float.POSITIVE_INFINITY;
        }
        float dx = f.wallX(s) - x, dz = f.wallZ(s) - z;
        float d = (float) Math.sqrt(dx * dx + dz * dz);
        return Float.isNaN(d) ? Float.POSITIVE_INFINITY : d;
    }

    /** Simplifies the raw loop and emits it (its long loops are methods: a method with several is compiled again from each). */
    private void simplify() {
        final int n = rawN;
        if (collectShared) {
            for (int i = 0; i < n; i++) {
                if (rreg[i] >= 0 || rreg[(i + 1) % n] >= 0) {
                    forcedFound = IntArrays.push(forcedFound, forcedFoundCount++, rkey[i]);
                }
            }
        }
        int ns = 0;
        for (int i = 0; i < n; i++) {
            if (rreg[i] != rreg[(i + 1) % n] || rjunction[i] || (forced != null && forced[rkey[i]])) {
                simp = IntArrays.push(simp, ns++, i);
            }
        }
        if (ns == 0) {
            int ll = 0, ur = 0;
            for (int i = 1; i < n; i++) {
                if (rx[i] < rx[ll] || (rx[i] == rx[ll] && rz[i] < rz[ll])) {
                    ll = i;
                }
                if (rx[i] > rx[ur] || (rx[i] == rx[ur] && rz[i] > rz[ur])) {
                    ur = i;
                }
            }
            simp = IntArrays.push(simp, ns++, ll);
            if (ur != ll) {
                simp = IntArrays.push(simp, ns++, ur);
            }
            if (ur < ll) {
                simp[0] = ur;
                simp[1] = ll;
            }
        }
        ns = splitSections(n, ns);
        ns = keepArea(n, ns);
        emitLoop(ns);
    }

    /** Splits each section at its worst raw corner until all are within the errors; returns the new corner count. */
    private int splitSections(int n, int ns) {
        for (int i = 0; i < ns; ) {
            int maxi = worstCorner(n, simp[i], simp[(i + 1) % ns]);
            if (maxi >= 0) {
                simp = IntArrays.push(simp, ns, 0);
                System.arraycopy(simp, i + 1, simp, i + 2, ns - i - 1);
                simp[i + 1] = maxi;
                ns++;
            } else {
                i++;
            }
        }
        return ns;
    }

    /** The raw corner between corners ai and bi (loop order) to split section a -&gt; b at, or -1 for none. */
    private int worstCorner(int n, int ai, int bi) {
        int ax = rx[ai], az = rz[ai], bx = rx[bi], bz = rz[bi];
        // a -> b in loop order, the region on its left (positive area2)
        final long lax = ax, laz = az, lsx = bx - ax, lsz = bz - az;
        final boolean wall = rreg[bi] < 0 && f.hasWalls();
        float ay = ry[ai], by = ry[bi];
        int ci, cinc, endi;
        boolean forward = bx > ax || (bx == ax && bz > az);
        if (ax == bx && az == bz) {
            // A section from a corner back to itself: start towards the smaller neighbour
            // corner, which both regions along the section agree on.
            int f1 = (ai + 1) % n, b1 = (bi + n - 1) % n;
            forward = rx[f1] < rx[b1] || (rx[f1] == rx[b1] && rz[f1] < rz[b1]);
        }
        if (forward) {
            cinc = 1;
            ci = (ai + 1) % n;
            endi = bi;
        } else {
            cinc = n - 1;
            ci = (bi + cinc) % n;
            endi = ai;
            int tx = ax; ax = bx; bx = tx;
            int tz = az; az = bz; bz = tz;
            float ty = ay; ay = by; by = ty;
        }
        double maxd = exactWalls && rreg[bi] < 0 ? 1e-9 : 1.0;
        int maxi = -1;
        double outDev = 0;
        int outI = -1;
        double sx = bx - ax, sz = bz - az;
        double len2 = sx * sx + sz * sz;
        while (ci != endi) {
            double qx = rx[ci] - ax, qz = rz[ci] - az;
            double t = len2 > 0 ? (qx * sx + qz * sz) / len2 : 0;
            if (t < 0) {
                t = 0;
            } else if (t > 1) {
                t = 1;
            }
            double dx = qx - t * sx, dz = qz - t * sz;
            double dev = dx * dx + dz * dz;
            double dxz = dev / maxErrSq;
            if (wall && dev > outDev && lsz * (rx[ci] - lax) - lsx * (rz[ci] - laz) > 0
                    && dev > sq(Math.max(0f, rslack[ci])) + 1e-9) {
                // The edge would pass outside this corner, towards the wall, by more than
                // the corner's slack: split at the farthest such corner (the outline's
                // extreme there, which keeps the loop convex-hull-like and short).
                outDev = dev;
                outI = ci;
            }
            double dy = (ry[ci] - (ay + t * (by - ay))) / maxErrY;
            double d = Math.max(dxz, dy * dy);
            if (d > maxd) {
                maxd = d;
                maxi = ci;
            }
            ci = (ci + cinc) % n;
        }
        return outI >= 0 ? outI : maxi;
    }

    /**
     * A loop must keep an area, or tiny or thin regions would vanish: adds the raw vertex farthest from its
     * simplified edge (ties broken by position, so both sides of a shared loop choose alike; sections along
     * walls first, where no other side must agree) until it has three corners and an area; returns their number.
     */
    private int keepArea(int n, int ns) {
        while ((ns < 3 || simpArea(ns) == 0) && ns < n) {
            int bestI = -1, bestP = -1;
            double bestD = -1;
            boolean bestWall = false;
            for (int i = 0; i < ns; i++) {
                int ai = simp[i], bi = simp[(i + 1) % ns];
                int ax = rx[ai], az = rz[ai], bx = rx[bi], bz = rz[bi];
                boolean wall = rreg[bi] < 0;
                if (bestWall && !wall) {
                    continue;
                }
                if (wall && !bestWall) {
                    bestD = -1;
                    bestP = -1;
                    bestWall = true;
                }
                for (int ci = (ai + 1) % n; ci != bi; ci = (ci + 1) % n) {
                    double d = distSq(rx[ci], rz[ci], ax, az, bx, bz);
                    if (d > bestD || (d == bestD && bestP >= 0 && (rx[ci] < rx[bestP] || (rx[ci] == rx[bestP] && rz[ci] < rz[bestP])))) {
                        bestD = d;
                        bestI = i;
                        bestP = ci;
                    }
                }
            }
            if (bestP < 0) {
                break;
            }
            if (!bestWall) {
                // The region on the other side must keep this corner too (see FieldMesher).
                forcedFound = IntArrays.push(forcedFound, forcedFoundCount++, rkey[bestP]);
            }
            simp = IntArrays.push(simp, ns, 0);
            System.arraycopy(simp, bestI + 1, simp, bestI + 2, ns - bestI - 1);
            simp[bestI + 1] = bestP;
            ns++;
        }
        return ns;
    }

    /** Emits the ns corners of simp as a loop, dropping consecutive duplicates of one corner (none when fewer than 3 are left). */
    private void emitLoop(int ns) {
        int base = vertCount;
        for (int i = 0; i < ns; i++) {
            int p = simp[i];
            if (vertCount > base && vx[vertCount - 1] == rx[p] && vz[vertCount - 1] == rz[p]) {
                continue;
            }
            emit(rx[p], rz[p], rkey[p], ry[p]);
        }
        while (vertCount - base > 1 && vx[vertCount - 1] == vx[base] && vz[vertCount - 1] == vz[base]) {
            vertCount--;
        }
        if (vertCount - base < 3) {
            vertCount = base;
            return;
        }
        if (loopCount + 2 > loopStart.length) {
            loopStart = Arrays.copyOf(loopStart, loopStart.length * 2);
        }
        loopCount++;
        loopStart[loopCount] = vertCount;
    }

    private long simpArea(int ns) {
        long sum = 0;
        for (int i = 0, j = ns - 1; i < ns; j = i++) {
            sum += (long) rz[simp[j]] * rx[simp[i]] - (long) rx[simp[j]] * rz[simp[i]];
        }
        return sum;
    }

    /** Squared XZ distance of point p from segment a-b, direction independent. */
    private static double distSq(int px, int pz, int ax, int az, int bx, int bz) {
        if (bx < ax || (bx == ax && bz < az)) {
            int t = ax; ax = bx; bx = t;
            t = az; az = bz; bz = t;
        }
        double sx = bx - ax, sz = bz - az;
        double len2 = sx * sx + sz * sz;
        double qx = px - ax, qz = pz - az;
        double t = len2 > 0 ? Math.max(0, Math.min(1, (qx * sx + qz * sz) / len2)) : 0;
        double dx = qx - t * sx, dz = qz - t * sz;
        return dx * dx + dz * dz;
    }

    private void emit(int x, int z, int key, float y) {
        if (vertCount == vx.length) {
            int n = vertCount * 2;
            vx = Arrays.copyOf(vx, n);
            vz = Arrays.copyOf(vz, n);
            vkey = Arrays.copyOf(vkey, n);
            vy = Arrays.copyOf(vy, n);
        }
        vx[vertCount] = x;
        vz[vertCount] = z;
        vkey[vertCount] = key;
        vy[vertCount] = y;
        vertCount++;
    }

    private static double sq(double v) {
        return v * v;
    }
}
