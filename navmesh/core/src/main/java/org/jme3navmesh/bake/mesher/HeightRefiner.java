package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.CellGrid;

/**
 * Turns one region's triangulated contour into mesh triangles. It first improves the triangle
 * shapes with Delaunay edge flips (region boundary edges stay fixed), then inserts interior
 * vertices at the worst sampled cell centre of every triangle whose plane strays more than
 * {@code maxError} metres from the region's spans under it (greedy insertion with Lawson flips).
 * Finally it welds the corner vertices through the {@link MeshSink} and records each triangle's
 * steepest sampled slope.
 *
 * <p>Local coordinates are doubled grid units: a corner (cx, cz) is (2cx, 2cz), the centre of
 * cell (ix, iz) is (2ix + 1, 2iz + 1); all predicates are exact integer arithmetic. Not
 * thread-safe: scratch buffers are reused across regions.
 */
final class HeightRefiner {
    private final WalkableField f;
    private final int[] reg;
    private final MeshSink sink;
    private final float maxError;

    // local vertices
    private int vn;
    private int[] vx2 = new int[256];
    private int[] vz2 = new int[256];
    private float[] vyy = new float[256];
    private int[] vkey = new int[256]; // corner key, or -1 for an interior vertex
    private int[] vglobal = new int[256];

    // local triangles
    private int tn;
    private int[] tv = new int[3 * 256];
    private int[] tnb = new int[3 * 256];
    private boolean[] dirty = new boolean[256];
    private float[] tslope = new float[256];

    private int[] queue = new int[256];
    private int qHead;
    private int qTail;
    private int[] edgeStack = new int[512];
    private long[] edgeKeys = new long[1024];
    private int[] edgeVals = new int[1024];

    // result of scan()
    private float scanSlope;
    private double scanMaxErr;
    private int scanBestX2;
    private int scanBestZ2;
    private float scanBestY;
    private int scanBestEdge; // -1 strictly inside, else the internal edge it lies on
    /** The error of the best insertion point so far (maxError when none). */
    private double scanBestErr;

    /** Interior vertices inserted so far, over all regions (diagnostics). */
    int inserted;

    HeightRefiner(WalkableField f, int[] spanCell, int[] reg, MeshSink sink, float maxError) {
        this.f = f;
        this.reg = reg;
        this.sink = sink;
        this.maxError = maxError;
    }

    /**
     * @param r     region id
     * @param area  its area id
     * @param cvx   corner X of the region's outline vertices at [vOff, vOff + vCount); likewise cvz,
     *              cvkey (corner keys) and cvy (heights); not modified
     * @param tris  triangles at [tOff, tOff + 3 * triCount), indices relative to vOff; not modified
     */
    void refine(int r, int area, int[] cvx, int[] cvz, int[] cvkey, float[] cvy, int vOff, int vCount,
                int[] tris, int tOff, int triCount) {
        if (triCount == 0) {
            return;
        }
        // Each step is a method: a method with several loops is compiled again from each loop (OSR), each time whole.
        load(cvx, cvz, cvkey, cvy, vOff, vCount, tris, tOff, triCount);
        linkTriangles();
        flipAllEdges();
        insertWhereOff(r);
        emit(area);
    }

    /** Loads a region's outline vertices and triangles as the working mesh. */
    private void load(int[] cvx, int[] cvz, int[] cvkey, float[] cvy, int vOff, int vCount, int[] tris, int tOff,
                      int triCount) {
        vn = 0;
        ensureVerts(vCount + 16);
        for (int i = 0; i < vCount; i++) {
            vx2[i] = 2 * cvx[vOff + i];
            vz2[i] = 2 * cvz[vOff + i];
            vyy[i] = cvy[vOff + i];
            vkey[i] = cvkey[vOff + i];
            vglobal[i] = -1;
        }
        vn = vCount;
        tn = 0;
        ensureTris(triCount + 16);
        for (int t = 0; t < triCount; t++) {
            tv[3 * t] = tris[tOff + 3 * t];
            tv[3 * t + 1] = tris[tOff + 3 * t + 1];
            tv[3 * t + 2] = tris[tOff + 3 * t + 2];
        }
        tn = triCount;
        qHead = 0;
        qTail = 0;
        Arrays.fill(dirty, 0, tn, false);
    }

    /** Delaunay flips over all internal edges. */
    private void flipAllEdges() {
        int sp = 0;
        for (int t = 0; t < tn; t++) {
            for (int e = 0; e < 3; e++) {
                if (tnb[3 * t + e] > t) {
                    sp = pushEdge(sp, 3 * t + e);
                }
            }
        }
        legalize(sp);
    }

    /** Greedy insertion where the plane strays from region r's samples, within a budget of insertions. */
    private void insertWhereOff(int r) {
        for (int t = 0; t < tn; t++) {
            enqueue(t);
        }
        int budget = 4 * (tn + 64);
        while (qHead < qTail) {
            int t = queue[qHead++];
            dirty[t] = false;
            scan(r, t);
            if (scanMaxErr <= maxError || scanBestEdge == -2 || budget-- <= 0) {
                continue;
            }
            legalize(insert(t, scanBestEdge, scanBestX2, scanBestZ2, scanBestY));
        }
    }

    /** Emits the triangles to the sink; every triangle's last scan is current (a change queues it again). */
    private void emit(int area) {
        for (int t = 0; t < tn; t++) {
            float slope = tslope[t];
            int a = global(tv[3 * t]), b = global(tv[3 * t + 1]), d = global(tv[3 * t + 2]);
            sink.addTriangle(a, b, d, area, Math.min(90f, Math.max(0f, slope)));
        }
    }

    private int global(int v) {
        int g = vglobal[v];
        if (g < 0) {
            if (vkey[v] >= 0) {
                g = sink.cornerVertex(vkey[v], vx2[v] / 2, vz2[v] / 2, vyy[v]);
            } else {
                g = sink.addVertex(vx2[v], vz2[v], vyy[v]);
            }
            vglobal[v] = g;
        }
        return g;
    }

    /** Builds local adjacency by hashing the undirected edges of the triangles. */
    private void linkTriangles() {
        int cap = Integer.highestOneBit(Math.max(16, 6 * tn)) << 1;
        if (edgeKeys.length < cap) {
            edgeKeys = new long[cap];
            edgeVals = new int[cap];
        }
        Arrays.fill(edgeVals, 0, cap, 0);
        int mask = cap - 1;
        Arrays.fill(tnb, 0, 3 * tn, -1);
        for (int he = 0; he < 3 * tn; he++) {
            int t = he / 3, e = he % 3;
            int a = tv[3 * t + e], b = tv[3 * t + (e + 1) % 3];
            long key = a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
            int h = (int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & mask;
            while (true) {
                if (edgeVals[h] == 0) {
                    edgeKeys[h] = key;
                    edgeVals[h] = he + 1;
                    break;
                }
                if (edgeKeys[h] == key) {
                    int other = edgeVals[h] - 1;
                    if (other >= 0 && tnb[other] == -1 && tv[3 * (other / 3) + other % 3] == b) {
                        tnb[other] = t;
                        tnb[he] = other / 3;
                    }
                    edgeVals[h] = -1; // a third use leaves the edge a boundary
                    break;
                }
                h = (h + 1) & mask;
            }
        }
    }

    /** Evaluates triangle t against region r's spans whose cell centres it covers (its loops: methods, as refine's). */
    private void scan(int r, int t) {
        int a = tv[3 * t], b = tv[3 * t + 1], c = tv[3 * t + 2];
        long ax = vx2[a], az = vz2[a], bx = vx2[b], bz = vz2[b], cx = vx2[c], cz = vz2[c];
        // Plane y = y0 + gx * (x - ax) + gz * (z - az) in doubled units.
        double e1x = bx - ax, e1z = bz - az, e2x = cx - ax, e2z = cz - az;
        double e1y = vyy[b] - vyy[a], e2y = vyy[c] - vyy[a];
        double den = e1x * e2z - e2x * e1z;
        double gx = (e1y * e2z - e2y * e1z) / den;
        double gz = (e1x * e2y - e2x * e1y) / den;
        int minX = (int) Math.max(0, (Math.min(ax, Math.min(bx, cx))) / 2);
        final int w = f.grid.width();
        int maxX = (int) Math.min(w - 1, (Math.max(ax, Math.max(bx, cx)) - 1) / 2);
        int minZ = (int) Math.max(0, (Math.min(az, Math.min(bz, cz))) / 2);
        int maxZ = (int) Math.min(f.grid.depth() - 1, (Math.max(az, Math.max(bz, cz)) - 1) / 2);
        scanSlope = -1f;
        scanMaxErr = 0;
        scanBestEdge = -2;
        scanBestErr = maxError;
        for (int iz = minZ; iz <= maxZ; iz++) {
            scanRow(r, t, iz, minX, maxX, gx, gz);
        }
        if (scanSlope < 0f) {
            // A sliver over no cell centre: take the steepest span of the region in its bounding box.
            scanSlope = sliverSlope(r, minX, maxX, minZ, maxZ);
        }
        tslope[t] = scanSlope;
    }

    /** {@link #scan} of row iz: the cells [minX, maxX] whose centres lie in triangle t, plane slopes gx, gz. */
    private void scanRow(int r, int t, int iz, int minX, int maxX, double gx, double gz) {
        int a = tv[3 * t], b = tv[3 * t + 1], c = tv[3 * t + 2];
        long ax = vx2[a], az = vz2[a], bx = vx2[b], bz = vz2[b], cx = vx2[c], cz = vz2[c];
        final int w = f.grid.width();
        long pz = 2L * iz + 1;
        // Columns whose centres can lie in the triangle on this row (exact test below).
        double xl = Double.MAX_VALUE, xr = -Double.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int p = tv[3 * t + k], q = tv[3 * t + (k + 1) % 3];
            long pzp = vz2[p], pzq = vz2[q];
            if ((pzp - pz) * (pzq - pz) > 0) {
                continue;
            }
            if (pzp == pzq) {
                xl = Math.min(xl, Math.min(vx2[p], vx2[q]));
                xr = Math.max(xr, Math.max(vx2[p], vx2[q]));
            } else {
                double x = vx2[p] + (double) (pz - pzp) * (vx2[q] - vx2[p]) / (pzq - pzp);
                xl = Math.min(xl, x);
                xr = Math.max(xr, x);
            }
        }
        if (xl > xr) {
            return;
        }
        int x0 = Math.max(minX, CellGrid.floor((xl - 1) / 2) - 1);
        int x1 = Math.min(maxX, CellGrid.floor((xr - 1) / 2) + 1);
        for (int ix = x0, end = x1 + 1; ix < end; ix++) {
            long px = 2L * ix + 1;
            long o0 = orient(ax, az, bx, bz, px, pz);
            long o1 = orient(bx, bz, cx, cz, px, pz);
            long o2 = orient(cx, cz, ax, az, px, pz);
            if (o0 < 0 || o1 < 0 || o2 < 0) {
                continue;
            }
            int s = spanOf(ix + iz * w, r);
            if (s < 0) {
                continue;
            }
            float sl = f.slopeDeg[s];
            if (sl > scanSlope) {
                scanSlope = sl;
            }
            double err = Math.abs(f.y[s] - (vyy[a] + gx * (px - ax) + gz * (pz - az)));
            if (err > scanMaxErr) {
                scanMaxErr = err;
            }
            if (err > scanBestErr) {
                int edge = o0 == 0 ? 0 : o1 == 0 ? 1 : o2 == 0 ? 2 : -1;
                if (edge >= 0 && tnb[3 * t + edge] < 0) {
                    continue; // on the region boundary: inserting there would break the shared edge
                }
                scanBestErr = err;
                scanBestEdge = edge;
                scanBestX2 = (int) px;
                scanBestZ2 = (int) pz;
                scanBestY = f.y[s];
            }
        }
    }

    /** The steepest slope, degrees, of region r's spans in the cells [minX, maxX] x [minZ, maxZ] (0 for none). */
    private float sliverSlope(int r, int minX, int maxX, int minZ, int maxZ) {
        final int w = f.grid.width();
        float slope = 0f;
        for (int iz = minZ; iz <= maxZ; iz++) {
            for (int ix = minX; ix <= maxX; ix++) {
                int s = spanOf(ix + iz * w, r);
                if (s >= 0 && f.slopeDeg[s] > slope) {
                    slope = f.slopeDeg[s];
                }
            }
        }
        return slope;
    }

    private int spanOf(int c, int r) {
        for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
            if (reg[s] == r) {
                return s;
            }
        }
        return -1;
    }

    /** Geometry.area2 of (a, b, p): positive when p is left of a->b seen from above (inside for our loops). */
    private static long orient(long ax, long az, long bx, long bz, long px, long pz) {
        return (bz - az) * (px - ax) - (bx - ax) * (pz - az);
    }

    /** Inserts a vertex in triangle t (edge -1) or on its internal edge; returns the edge stack size. */
    private int insert(int t, int edge, int px, int pz, float py) {
        ensureVerts(vn + 1);
        int p = vn++;
        vx2[p] = px;
        vz2[p] = pz;
        vyy[p] = py;
        vkey[p] = -1;
        vglobal[p] = -1;
        inserted++;
        int sp = 0;
        if (edge < 0) {
            ensureTris(tn + 2);
            int a = tv[3 * t], b = tv[3 * t + 1], c = tv[3 * t + 2];
            int nab = tnb[3 * t], nbc = tnb[3 * t + 1], nca = tnb[3 * t + 2];
            int t1 = newTri(), t2 = newTri();
            setTri(t, a, b, p, nab, t1, t2);
            setTri(t1, b, c, p, nbc, t2, t);
            setTri(t2, c, a, p, nca, t, t1);
            relink(nbc, t, t1);
            relink(nca, t, t2);
            sp = pushEdge(sp, 3 * t);
            sp = pushEdge(sp, 3 * t1);
            sp = pushEdge(sp, 3 * t2);
        } else {
            ensureTris(tn + 2);
            int a = tv[3 * t + edge], b = tv[3 * t + (edge + 1) % 3], c = tv[3 * t + (edge + 2) % 3];
            int nbc = tnb[3 * t + (edge + 1) % 3], nca = tnb[3 * t + (edge + 2) % 3];
            int o = tnb[3 * t + edge];
            int k = backEdge(o, t);
            int d = tv[3 * o + (k + 2) % 3];
            int ndb = tnb[3 * o + (k + 2) % 3];
            int nad = tnb[3 * o + (k + 1) % 3];
            int t1 = newTri(), o2 = newTri();
            setTri(t, c, a, p, nca, o2, t1);
            setTri(t1, c, p, b, t, o, nbc);
            setTri(o, d, b, p, ndb, t1, o2);
            setTri(o2, d, p, a, o, t, nad);
            relink(nbc, t, t1);
            relink(nad, o, o2);
            sp = pushEdge(sp, 3 * t);
            sp = pushEdge(sp, 3 * t1 + 2);
            sp = pushEdge(sp, 3 * o);
            sp = pushEdge(sp, 3 * o2 + 2);
        }
        return sp;
    }

    /** Queues triangle t for an error scan unless it is queued already. */
    private void enqueue(int t) {
        if (dirty[t]) {
            return;
        }
        dirty[t] = true;
        if (qTail == queue.length) {
            if (qHead > queue.length / 2) {
                System.arraycopy(queue, qHead, queue, 0, qTail - qHead);
                qTail -= qHead;
                qHead = 0;
            } else {
                queue = Arrays.copyOf(queue, queue.length * 2);
            }
        }
        queue[qTail++] = t;
    }

    private int newTri() {
        ensureTris(tn + 1);
        dirty[tn] = false;
        return tn++;
    }

    private void setTri(int t, int a, int b, int c, int nab, int nbc, int nca) {
        tv[3 * t] = a;
        tv[3 * t + 1] = b;
        tv[3 * t + 2] = c;
        tnb[3 * t] = nab;
        tnb[3 * t + 1] = nbc;
        tnb[3 * t + 2] = nca;
        enqueue(t);
    }

    private void relink(int n, int from, int to) {
        if (n < 0) {
            return;
        }
        for (int k = 0; k < 3; k++) {
            if (tnb[3 * n + k] == from) {
                tnb[3 * n + k] = to;
                return;
            }
        }
    }

    private int backEdge(int o, int t) {
        for (int k = 0; k < 3; k++) {
            if (tnb[3 * o + k] == t) {
                return k;
            }
        }
        throw new IllegalStateException("broken local adjacency");
    }

    private int pushEdge(int sp, int he) {
        edgeStack = IntArrays.push(edgeStack, sp, he);
        return sp + 1;
    }

    private void legalize(int sp) {
        while (sp > 0) {
            int he = edgeStack[--sp];
            sp = flipIfNeeded(he, sp);
        }
    }

    /** Flips half-edge he when the opposite vertex of the neighbour lies strictly in t's circumcircle. */
    private int flipIfNeeded(int he, int sp) {
        int t = he / 3, e = he % 3;
        int o = tnb[he];
        if (o < 0) {
            return sp;
        }
        int a = tv[3 * t + e], b = tv[3 * t + (e + 1) % 3], c = tv[3 * t + (e + 2) % 3];
        int k = backEdge(o, t);
        int d = tv[3 * o + (k + 2) % 3];
        if (!inCircumcircle(a, b, c, d)) {
            return sp;
        }
        // The new triangles (c, a, d) and (d, b, c) must both be proper.
        if (orient(vx2[c], vz2[c], vx2[a], vz2[a], vx2[d], vz2[d]) <= 0
                || orient(vx2[d], vz2[d], vx2[b], vz2[b], vx2[c], vz2[c]) <= 0) {
            return sp;
        }
        int nbc = tnb[3 * t + (e + 1) % 3], nca = tnb[3 * t + (e + 2) % 3];
        int nad = tnb[3 * o + (k + 1) % 3], ndb = tnb[3 * o + (k + 2) % 3];
        setTri(t, c, a, d, nca, nad, o);
        setTri(o, d, b, c, ndb, nbc, t);
        relink(nad, o, t);
        relink(nbc, t, o);
        sp = pushEdge(sp, 3 * t + 1); // a-d
        sp = pushEdge(sp, 3 * o);     // d-b
        return sp;
    }

    /** True when d lies strictly inside the circumcircle of (a, b, c), CCW seen from above. */
    private boolean inCircumcircle(int a, int b, int c, int d) {
        long dx = vx2[d], dz = vz2[d];
        long adx = vx2[a] - dx, adz = vz2[a] - dz;
        long bdx = vx2[b] - dx, bdz = vz2[b] - dz;
        long cdx = vx2[c] - dx, cdz = vz2[c] - dz;
        long ad = adx * adx + adz * adz, bd = bdx * bdx + bdz * bdz, cd = cdx * cdx + cdz * cdz;
        long det = adx * (bdz * cd - bd * cdz) - adz * (bdx * cd - bd * cdx) + ad * (bdx * cdz - bdz * cdx);
        // Our triangles are clockwise in the (x, z) plane: inside means a negative determinant.
        return det < 0;
    }

    private void ensureVerts(int n) {
        if (n > vx2.length) {
            int m = Math.max(n, vx2.length * 2);
            vx2 = Arrays.copyOf(vx2, m);
            vz2 = Arrays.copyOf(vz2, m);
            vyy = Arrays.copyOf(vyy, m);
            vkey = Arrays.copyOf(vkey, m);
            vglobal = Arrays.copyOf(vglobal, m);
        }
    }

    private void ensureTris(int n) {
        if (n > dirty.length) {
            int m = Math.max(n, dirty.length * 2);
            tv = Arrays.copyOf(tv, 3 * m);
            tnb = Arrays.copyOf(tnb, 3 * m);
            dirty = Arrays.copyOf(dirty, m);
            tslope = Arrays.copyOf(tslope, m);
        }
    }
}
