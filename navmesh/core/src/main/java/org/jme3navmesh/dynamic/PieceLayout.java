package org.jme3navmesh.dynamic;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Turns one parent's convex pieces into mesh triangles: each corner becomes a vertex id (the
 * parent's corners, the shared points of its edges, or points inside it), every point of a base
 * edge and every inside point that lies along a piece's side is put into that side (so the pieces
 * meet vertex to vertex, within the parent and across its edges), then each ring is cut into
 * triangles ({@link EarClipper}).
 */
final class PieceLayout {
    /**
     * Gives the entry ({@link PointTable}) of the carving point at (x, z) on base edge (lo, hi), or
     * inside base triangle p when lo = hi = -1 - p, made on first use (at height y, on parent), and
     * counts one more user; the entry stays the point's while no user is released.
     */
    interface PointSource {
        int[] acquire(int lo, int hi, float x, float z, float y, int parent);
    }

    private final NavMesh base;
    private final PointSource source;
    /** The parent being laid out and its base edges' points (set by build). */
    private int parent;
    private EdgePoints[] edges;
    /** The entries of the points acquired so far, once per acquisition. */
    private final List<int[]> useEntries = new ArrayList<>();
    /** Per base edge and point: its entry once acquired by this layout (a use more is counted on the entry). */
    private final int[][][] edgeEntries = new int[3][][];
    /** The inside points used so far: ids and coordinates. */
    private final IntBuffer insideIds = new IntBuffer();
    /** Their X, Z, 2 per point. */
    private float[] insideXz = new float[32];
    /** Inside point id to its index in insideIds; cleared by build. */
    private final VertexMarks insideIndex = new VertexMarks();
    private final EarClipper clipper = new EarClipper();
    /** The inside points acquired by the layout, by where they are. */
    private final PointTable inside = new PointTable();
    /** The pieces' rings (as many as the most pieces laid out at once). */
    private final List<Ring> rings = new ArrayList<>();
    /** The ring being cut: a piece's ring with the shared points put in (reused piece after piece). */
    private final Ring full = new Ring();
    /** The triangles' corners and areas being laid out. */
    private final IntBuffer corners = new IntBuffer();
    private final IntBuffer triAreas = new IntBuffer();
    /**
     * The first insideCount of: the inside points' indices sorted by X, and their X in that order
     * (set before the rings are cut).
     */
    private int[] byX = new int[16];
    private float[] sortedX = new float[16];
    /** Each inside point's position in byX. */
    private int[] rankX = new int[16];
    /** The inside points' indices sorted by Z, and their Z in that order. */
    private int[] byZ = new int[16];
    private float[] sortedZ = new float[16];
    /** Scratch of sortAlong. */
    private long[] order = new long[16];
    private int insideCount;
    /** Scratch of insertInside: the points found on a side, by place along it, and their indices. */
    private double[] onT = new double[8];
    private int[] onK = new int[8];

    /**
     * A layout to be used for one parent at a time.
     *
     * @param base   the baked mesh; not null, kept
     * @param source gives the carving points' entries; not null, kept
     */
    PieceLayout(NavMesh base, PointSource source) {
        this.base = base;
        this.source = source;
    }

    /** A ring being built: ids, coordinates, the base edges each point lies on (bits), and its parameter on each. */
    private static final class Ring {
        final IntBuffer ids = new IntBuffer();
        float[] x = new float[16];
        float[] z = new float[16];
        int[] mask = new int[16];
        double[] s = new double[48];

        void add(int id, float px, float pz, int m, double s0, double s1, double s2) {
            int n = ids.size;
            if (n > 0 && ids.items[n - 1] == id) {
                return;
            }
            if (n == x.length) {
                x = java.util.Arrays.copyOf(x, 2 * n);
                z = java.util.Arrays.copyOf(z, 2 * n);
                mask = java.util.Arrays.copyOf(mask, 2 * n);
                s = java.util.Arrays.copyOf(s, 6 * n);
            }
            ids.add(id);
            x[n] = px;
            z[n] = pz;
            mask[n] = m;
            s[3 * n] = s0;
            s[3 * n + 1] = s1;
            s[3 * n + 2] = s2;
        }
    }

    /**
     * @param parent the base triangle being laid out, &gt;= 0
     * @param edges  its base edges' points, per edge; not null, unaffected
     * @param pieces the parent's pieces; not null, unaffected
     * @return the layout
     */
    Layout build(int parent, EdgePoints[] edges, List<Piece> pieces) {
        this.parent = parent;
        this.edges = edges;
        insideIndex.clear();
        inside.clear();
        useEntries.clear();
        insideIds.size = 0;
        for (int e = 0; e < 3; e++) {
            int n = edges[e].count();
            if (edgeEntries[e] == null || edgeEntries[e].length < n) {
                edgeEntries[e] = new int[Math.max(n, 16)][];
            } else {
                java.util.Arrays.fill(edgeEntries[e], 0, n, null);
            }
        }
        for (int k = rings.size(); k < pieces.size(); k++) {
            rings.add(new Ring());
        }
        for (int k = 0; k < pieces.size(); k++) {
            Piece p = pieces.get(k);
            Ring r = rings.get(k);
            r.ids.size = 0;
            for (int i = 0; i < p.n; i++) {
                addPoint(r, p, i);
            }
            int n = r.ids.size;
            if (n > 1 && r.ids.items[0] == r.ids.items[n - 1]) {
                r.ids.size--;
            }
        }
        sortInside();
        corners.size = 0;
        triAreas.size = 0;
        for (int k = 0; k < pieces.size(); k++) {
            insertShared(rings.get(k));
            int before = corners.size;
            clipper.triangulate(full.ids.items, full.x, full.z, full.ids.size, corners);
            for (int t = before; t < corners.size; t += 3) {
                triAreas.add(pieces.get(k).area);
            }
        }
        return new Layout(corners.toArray(), triAreas.toArray(), useEntries.toArray(new int[0][]));
    }

    /** Lists an inside point (id, X, Z) the first time this layout meets it. */
    private void knowInside(int id, float x, float z) {
        if (insideIndex.get(id) < 0) {
            insideIndex.put(id, insideIds.size);
            insideIds.add(id);
            if (2 * insideIds.size > insideXz.length) {
                insideXz = java.util.Arrays.copyOf(insideXz, 2 * insideXz.length);
            }
            insideXz[2 * insideIds.size - 2] = x;
            insideXz[2 * insideIds.size - 1] = z;
        }
    }

    /** Puts piece point i into the ring as a vertex id. */
    private void addPoint(Ring r, Piece p, int i) {
        int kind = p.kind[i];
        if (kind < 3) {
            addCorner(r, kind);
        } else if (kind < Piece.INTERIOR) {
            int e = kind - 3;
            EdgePoints ep = edges[e];
            int at = ep.pointOf(p.line[i]);
            if (at < 0) {
                addCorner(r, cornerOf(at == -1 ? ep.lo : ep.hi));
            } else {
                addEdgePoint(r, e, at);
            }
        } else {
            float x = (float) p.x[i], z = (float) p.z[i];
            // A point met again in this layout: one use more on its entry.
            int[] entry = inside.get(-1 - parent, -1 - parent, Float.floatToIntBits(x), Float.floatToIntBits(z));
            if (entry == null) {
                entry = source.acquire(-1 - parent, -1 - parent, x, z, base.planeHeight(parent, x, z), parent);
                inside.put(entry);
            } else {
                entry[PointTable.USERS]++;
            }
            int id = entry[PointTable.VERTEX];
            useEntries.add(entry);
            knowInside(id, x, z);
            r.add(id, x, z, 0, 0, 0, 0);
        }
    }

    private int cornerOf(int vertex) {
        for (int k = 0; k < 3; k++) {
            if (base.vertex(parent, k) == vertex) {
                return k;
            }
        }
        throw new IllegalStateException("vertex " + vertex + " is not a corner of triangle " + parent);
    }

    private void addCorner(Ring r, int c) {
        int v = base.vertex(parent, c);
        r.add(v, base.vertexX(v), base.vertexZ(v), (1 << c) | (1 << ((c + 2) % 3)), v == edges[0].lo ? 0 : 1,
                v == edges[1].lo ? 0 : 1, v == edges[2].lo ? 0 : 1);
    }

    private void addEdgePoint(Ring r, int e, int at) {
        EdgePoints ep = edges[e];
        int[] entry = edgeEntries[e][at];
        if (entry == null) {
            entry = source.acquire(ep.lo, ep.hi, ep.x(at), ep.z(at), ep.y(at), parent);
            edgeEntries[e][at] = entry;
        } else {
            entry[PointTable.USERS]++;
        }
        int id = entry[PointTable.VERTEX];
        useEntries.add(entry);
        double s = ep.s(at);
        r.add(id, ep.x(at), ep.z(at), 1 << e, e == 0 ? s : 0, e == 1 ? s : 0, e == 2 ? s : 0);
    }

    /** Makes full the ring r with the edge points and inside points that lie along its sides put in, in order. */
    private void insertShared(Ring r) {
        Ring out = full;
        out.ids.size = 0;
        int n = r.ids.size;
        for (int i = 0; i < n; i++) {
            int j = i + 1 == n ? 0 : i + 1;
            out.add(r.ids.items[i], r.x[i], r.z[i], r.mask[i], r.s[3 * i], r.s[3 * i + 1], r.s[3 * i + 2]);
            int common = r.mask[i] & r.mask[j];
            if (common != 0) {
                int e = Integer.numberOfTrailingZeros(common);
                double s0 = r.s[3 * i + e], s1 = r.s[3 * j + e];
                EdgePoints ep = edges[e];
                // The edge's points strictly between s0 and s1, a run of them (they are in parameter order).
                if (s0 < s1) {
                    for (int k = ep.firstAbove(s0); k < ep.count() && ep.s(k) < s1; k++) {
                        addEdgePoint(out, e, k);
                    }
                } else {
                    for (int k = ep.firstAtLeast(s0) - 1; k >= 0 && ep.s(k) > s1; k--) {
                        addEdgePoint(out, e, k);
                    }
                }
            } else {
                insertInside(out, r.x[i], r.z[i], r.x[j], r.z[j], r.ids.items[i], r.ids.items[j]);
            }
        }
    }

    /**
     * Puts the inside points lying on the side (ax, az)-(bx, bz) into the ring, from a to b. The
     * candidates are those in the side's box, read from the inside points sorted along the box's
     * shorter extent; points at the same place along the side go in X order (as sorted by X).
     */
    private void insertInside(Ring out, float ax, float az, float bx, float bz, int ida, int idb) {
        double dx = (double) bx - ax, dz = (double) bz - az;
        double len2 = dx * dx + dz * dz;
        if (len2 == 0) {
            return;
        }
        double tol = 4 * Math.ulp(Math.max(1f, Math.max(Math.max(Math.abs(ax), Math.abs(az)), Math.max(Math.abs(bx), Math.abs(bz)))));
        double len = Math.sqrt(len2);
        float x0 = Math.min(ax, bx) - (float) tol, x1 = Math.max(ax, bx) + (float) tol;
        float z0 = Math.min(az, bz) - (float) tol, z1 = Math.max(az, bz) + (float) tol;
        boolean alongX = x1 - x0 <= z1 - z0;
        int[] by = alongX ? byX : byZ;
        float[] sorted = alongX ? sortedX : sortedZ;
        float hi = alongX ? x1 : z1;
        int found = 0;
        int n = insideCount;
        for (int j = firstAtOrAbove(sorted, n, alongX ? x0 : z0); j < n && sorted[j] <= hi; j++) {
            int k = by[j];
            int id = insideIds.items[k];
            if (id == ida || id == idb) {
                continue;
            }
            float qx = insideXz[2 * k], qz = insideXz[2 * k + 1];
            if (qx < x0 || qx > x1 || qz < z0 || qz > z1) {
                continue;
            }
            double px = qx - (double) ax, pz = qz - (double) az;
            double t = (px * dx + pz * dz) / len2;
            double off = Math.abs(px * dz - pz * dx) / len;
            if (off <= tol && t * len > tol && (1 - t) * len > tol) {
                if (found == onT.length) {
                    onT = java.util.Arrays.copyOf(onT, 2 * found);
                    onK = java.util.Arrays.copyOf(onK, 2 * found);
                }
                // Insertion by (t, rank in X order): few points lie on one side.
                int at = found++;
                while (at > 0 && (Double.compare(onT[at - 1], t) > 0
                        || (Double.compare(onT[at - 1], t) == 0 && rankX[onK[at - 1]] > rankX[k]))) {
                    onT[at] = onT[at - 1];
                    onK[at] = onK[at - 1];
                    at--;
                }
                onT[at] = t;
                onK[at] = k;
            }
        }
        for (int i = 0; i < found; i++) {
            int k = onK[i];
            out.add(insideIds.items[k], insideXz[2 * k], insideXz[2 * k + 1], 0, 0, 0, 0);
        }
    }

    /**
     * Sorts the inside points by X (byX, sortedX, rankX) and by Z (byZ, sortedZ) for
     * {@link #insertInside}'s range scans.
     */
    private void sortInside() {
        int n = insideIds.size;
        insideCount = n;
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

    /**
     * The inside points' indices by coordinate axis (0 X, 1 Z), then by index, and the coordinate in
     * that order (the first insideCount of by and sorted).
     */
    private void sortAlong(int axis, int[] by, float[] sorted) {
        int n = insideCount;
        // The coordinate's bits made to order as signed ints, the index below them (a stable sort).
        long[] order = this.order;
        for (int k = 0; k < n; k++) {
            int b = Float.floatToIntBits(insideXz[2 * k + axis]);
            order[k] = ((long) (b ^ ((b >> 31) & 0x7fffffff)) << 32) | k;
        }
        java.util.Arrays.sort(order, 0, n);
        for (int j = 0; j < n; j++) {
            by[j] = (int) order[j];
            sorted[j] = insideXz[2 * by[j] + axis];
        }
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
