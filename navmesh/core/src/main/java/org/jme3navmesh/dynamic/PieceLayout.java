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
    /** The inside points met so far: their keys (-1 - temporary point) and coordinates. */
    private final IntBuffer insideIds = new IntBuffer();
    /** Their X, Z, 2 per point. */
    private float[] insideXz = new float[32];
    private final EarClipper clipper = new EarClipper();
    private final LayoutSides sides = new LayoutSides();
    private final PointRemoval removal = new PointRemoval();
    private final RegionTriangulator region = new RegionTriangulator();
    private final RingSnap snapper = new RingSnap();
    private final JointSnap joints;
    /**
     * The temporary points (inside points, and points of base edges that no footprint's side meets there) by
     * where they are: entries {-1 - t, 0, lo, hi, X bits, Z bits}; a vertex is acquired only for those the
     * triangles keep.
     */
    private final PointTable inside = new PointTable();
    private int temps;
    private float[] tempXyz = new float[48];
    private int[] tempEdge = new int[32];
    private byte[] tempKind = new byte[16];
    private int[][] tempEntry = new int[16][];
    /** The footprints cutting the parent (set by build). */
    private Footprint[] cuts;
    /** All pieces' full rings one after another: keys, X, Z; where each starts; its area. */
    private int[] allKeys = new int[64];
    private float[] allX = new float[64];
    private float[] allZ = new float[64];
    private int[] starts = new int[17];
    private int[] ringAreas = new int[16];
    /** Parents whose region could not be joined and were cut piece by piece, by every layout (for tests). */
    static final java.util.concurrent.atomic.AtomicInteger PIECEWISE = new java.util.concurrent.atomic.AtomicInteger();
    /** Joined layouts that had a directed side twice and were cut again at a coarser snap, for tests. */
    static final java.util.concurrent.atomic.AtomicInteger REJOINED = new java.util.concurrent.atomic.AtomicInteger();
    /** Points taken out of piece-by-piece layouts ({@link PointRemoval#removeEdgeJoints}), for tests. */
    static final java.util.concurrent.atomic.AtomicInteger EDGE_JOINTS_REMOVED = new java.util.concurrent.atomic.AtomicInteger();
    /** Triangles of piece-by-piece layouts dropped as overlapping another ({@link LayoutSides#dropOverlaps}), for tests. */
    static final java.util.concurrent.atomic.AtomicInteger OVERLAPS_DROPPED = new java.util.concurrent.atomic.AtomicInteger();

    /** The pieces' rings (as many as the most pieces laid out at once). */
    private final List<PieceRing> rings = new ArrayList<>();
    /** The ring being cut: a piece's ring with the shared points put in (reused piece after piece). */
    private final PieceRing full = new PieceRing();
    /** The triangles' corners and areas being laid out. */
    private final IntBuffer corners = new IntBuffer();
    private final IntBuffer triAreas = new IntBuffer();
    /** The points that may lie on the pieces' sides: the inside points and the vertices they were snapped onto. */
    private final SidePoints sidePoints = new SidePoints();

    /**
     * A layout to be used for one parent at a time.
     *
     * @param base   the baked mesh; not null, kept
     * @param source gives the carving points' entries; not null, kept
     */
    PieceLayout(NavMesh base, PointSource source) {
        this.base = base;
        this.source = source;
        this.joints = new JointSnap(base);
    }

    /**
     * @param parent the base triangle being laid out, &gt;= 0
     * @param edges  its base edges' points, per edge; not null, unaffected
     * @param pieces the parent's pieces; not null, unaffected
     * @param cuts   the footprints that cut them; not null, unaffected
     * @return the layout
     */
    Layout build(int parent, EdgePoints[] edges, List<Piece> pieces, Footprint[] cuts) {
        this.parent = parent;
        this.edges = edges;
        this.cuts = cuts;
        inside.clear();
        useEntries.clear();
        insideIds.size = 0;
        temps = 0;
        for (int e = 0; e < 3; e++) {
            int n = edges[e].count();
            if (edgeEntries[e] == null || edgeEntries[e].length < n) {
                edgeEntries[e] = new int[Math.max(n, 16)][];
            } else {
                java.util.Arrays.fill(edgeEntries[e], 0, n, null);
            }
        }
        for (int k = rings.size(); k < pieces.size(); k++) {
            rings.add(new PieceRing());
        }
        for (int k = 0; k < pieces.size(); k++) {
            Piece p = pieces.get(k);
            PieceRing r = rings.get(k);
            r.ids.size = 0;
            for (int i = 0; i < p.n; i++) {
                addPoint(r, p, i);
            }
            int n = r.ids.size;
            if (n > 1 && r.ids.items[0] == r.ids.items[n - 1]) {
                r.ids.size--;
            }
        }
        int count = pieces.size();
        if (starts.length < count + 1) {
            starts = new int[2 * count + 1];
            ringAreas = new int[2 * count];
        }
        corners.size = 0;
        triAreas.size = 0;
        boolean joined = false;
        int[] spiky = null, spikyAreas = null;
        snapper.forget();
        float finest = RingSnap.finestLevel(base, parent);
        onSide = finest;
        for (float level : SNAPS) {
            float snap = Math.max(level, finest);
            boolean coarse = level > SNAPS[0];
            if (coarse) {
                joints.snap(rings, count, temps, tempEdge, tempXyz, edges, parent, snap, this::edgePointId);
            }
            snapper.snap(rings, count, insideIds, insideXz, insideOfTemp, snap, coarse);
            sidePoints.clear();
            for (int k = 0; k < insideIds.size; k++) {
                sidePoints.add(insideIds.items[k], insideXz[2 * k], insideXz[2 * k + 1]);
            }
            snapper.addTargets(sidePoints);
            sidePoints.sort();
            fullRings(pieces);
            if (region.triangulate(allKeys, allX, allZ, starts, count, ringAreas, tempKind, temps, corners, triAreas)) {
                boolean once = sides.eachOnce(corners);
                if (once && (level == SNAPS[SNAPS.length - 1] || !region.hasTwinSpike(allKeys, allX, allZ, 2 * snap))) {
                    joined = true;
                    break;
                }
                if (once && spiky == null) {
                    // Joined, with a slit between twins this level left apart: the next level may make them one
                    // point; if no level joins, this cut stands.
                    spiky = corners.toArray();
                    spikyAreas = triAreas.toArray();
                }
                // Two triangles on the same side of one side overlap, or a slit runs between twins: cut again at the
                // next snap level.
                REJOINED.incrementAndGet();
                corners.size = 0;
                triAreas.size = 0;
            }
        }
        if (!joined && spiky != null) {
            corners.size = 0;
            triAreas.size = 0;
            for (int i = 0; i < spiky.length; i++) {
                corners.add(spiky[i]);
            }
            for (int i = 0; i < spikyAreas.length; i++) {
                triAreas.add(spikyAreas[i]);
            }
            joined = true;
        }
        if (!joined) {
            // Not seen on the bench's scenes and obstacles nor on 1,000 random meshes of 40 obstacles each: each
            // piece alone (its corners on the parent's edges stay, and the parent's neighbours do not have them).
            // Reached, and wrong, before the 1 cm snap: HammerTest's writer on stairs.obj, one change per version,
            // version 1147 (base triangle 62, 149 pieces of 18 footprints): two pieces' triangles overlapped, links
            // stopped being symmetric and the query's polygon patch failed on that version
            // (CarvedRegionTest.aFootprintCornerMillimetresFromAnotherSideStillJoins). Replays of that writer reached
            // it about 20 times in 2,500 versions (1,873 times in 88 such runs on 11 meshes), where parents carry tens
            // of footprints, until joints snapped (JointSnap) and bridges took the right visit of a point
            // (RegionTriangulator.copyFacing); since then none of 24 such runs of 1,500 versions on five meshes has,
            // while every shape on undulating.obj at 48 cells, 5 km out, still reaches it (18 times in 10 runs of 1,000
            // versions, twenty-seventh session); the same writer on the 1 km world, 200-480 m out, did not in 98,000.
            // Where the pieces laid out alone overlap, LayoutSides.dropOverlaps keeps the links symmetric.
            PIECEWISE.incrementAndGet();
            for (int k = 0; k < count; k++) {
                int before = corners.size;
                int n = starts[k + 1] - starts[k];
                clipper.triangulate(java.util.Arrays.copyOfRange(allKeys, starts[k], starts[k + 1]),
                        java.util.Arrays.copyOfRange(allX, starts[k], starts[k + 1]),
                        java.util.Arrays.copyOfRange(allZ, starts[k], starts[k + 1]), n, corners);
                for (int t = before; t < corners.size; t += 3) {
                    triAreas.add(ringAreas[k]);
                }
            }
            OVERLAPS_DROPPED.addAndGet(sides.dropOverlaps(corners, triAreas, allKeys, allX, allZ, starts[count]));
            int joints = removal.removeEdgeJoints(corners, triAreas, tempKind, temps, allKeys, allX, allZ, starts[count]);
            EDGE_JOINTS_REMOVED.addAndGet(joints);
            if (joints > 0) {
                OVERLAPS_DROPPED.addAndGet(sides.dropOverlaps(corners, triAreas, allKeys, allX, allZ, starts[count]));
            }
        }
        for (int i = 0; i < corners.size; i++) {
            if (corners.items[i] < 0) {
                corners.items[i] = vertexOf(-1 - corners.items[i]);
            }
        }
        return new Layout(corners.toArray(), triAreas.toArray(), useEntries.toArray(new int[0][]));
    }

    /** The pieces' full rings ({@link #insertShared}) one after another in allKeys, allX, allZ, from starts. */
    private void fullRings(List<Piece> pieces) {
        int at = 0;
        for (int k = 0; k < pieces.size(); k++) {
            insertShared(rings.get(k));
            int n = full.ids.size;
            if (allKeys.length < at + n) {
                int cap = Math.max(at + n, 2 * allKeys.length);
                allKeys = java.util.Arrays.copyOf(allKeys, cap);
                allX = java.util.Arrays.copyOf(allX, cap);
                allZ = java.util.Arrays.copyOf(allZ, cap);
            }
            System.arraycopy(full.ids.items, 0, allKeys, at, n);
            System.arraycopy(full.x, 0, allX, at, n);
            System.arraycopy(full.z, 0, allZ, at, n);
            starts[k] = at;
            ringAreas[k] = pieces.get(k).area;
            at += n;
        }
        starts[pieces.size()] = at;
    }

    /** The vertex id of temporary point t, acquired (one use) the first time a triangle keeps it. */
    private int vertexOf(int t) {
        if (tempEntry[t] == null) {
            tempEntry[t] = source.acquire(tempEdge[2 * t], tempEdge[2 * t + 1], tempXyz[3 * t], tempXyz[3 * t + 2],
                    tempXyz[3 * t + 1], parent);
            useEntries.add(tempEntry[t]);
        }
        return tempEntry[t][PointTable.VERTEX];
    }

    /**
     * The key (-1 - t) of the temporary point at float (x, z) on base edge (lo, hi), or inside the parent when
     * lo = hi = -1 - parent, made on first use with height y and the given kind.
     */
    private int temp(int lo, int hi, float x, float y, float z, byte kind) {
        int[] entry = inside.get(lo, hi, Float.floatToIntBits(x), Float.floatToIntBits(z));
        if (entry != null) {
            return entry[PointTable.VERTEX];
        }
        int t = temps++;
        if (t == tempKind.length) {
            tempKind = java.util.Arrays.copyOf(tempKind, 2 * t);
            tempEntry = java.util.Arrays.copyOf(tempEntry, 2 * t);
            tempEdge = java.util.Arrays.copyOf(tempEdge, 4 * t);
            tempXyz = java.util.Arrays.copyOf(tempXyz, 6 * t);
        }
        tempKind[t] = kind;
        tempEntry[t] = null;
        if (insideOfTemp.length <= t) {
            insideOfTemp = java.util.Arrays.copyOf(insideOfTemp, 2 * t + 2);
        }
        insideOfTemp[t] = -1;
        tempEdge[2 * t] = lo;
        tempEdge[2 * t + 1] = hi;
        tempXyz[3 * t] = x;
        tempXyz[3 * t + 1] = y;
        tempXyz[3 * t + 2] = z;
        inside.put(new int[] {-1 - t, 0, lo, hi, Float.floatToIntBits(x), Float.floatToIntBits(z)});
        return -1 - t;
    }

    /**
     * True when (x, z) lies on the sides of two footprint edges or more (a footprint's corner, or where two
     * footprints' sides cross), within {@value EarClipper#ON_LINE} m: a point the region's boundary may turn at.
     */
    private boolean onTwoSides(double x, double z) {
        int found = 0;
        for (Footprint f : cuts) {
            found += f.sidesThrough(x, z, EarClipper.ON_LINE, 2 - found);
            if (found == 2) {
                return true;
            }
        }
        return false;
    }

    /**
     * An inside point this close (metres, in X and in Z) to another point of the pieces is that point: the cuts
     * made it twice and rounding put the two apart (two footprint sides crossing at a shallow angle, or a
     * footprint's corner that lies on a parent edge as the edge's point and as an inside point). When the region
     * cannot be joined at the first, it is tried at the next. The last, 1 cm (well within the footprint tolerance),
     * joins the corner of one footprint and the side of another that passes a few millimetres from it: on
     * stairs.obj, HammerTest's writer made two such points 3.4 mm apart, no finer level joined the region, and the
     * pieces laid out alone overlapped.
     */
    private static final float[] SNAPS = {1e-5f, 1e-4f, 1e-3f, 1e-2f};

    /**
     * How far (metres) an inside point may lie off a piece's side and still be put into it: 4 float steps of the
     * parent's largest coordinate, at least. At 4 steps of the side's own coordinates alone, a point 11 micrometres off
     * a side (stairs.obj, HammerTest's writer, seed 2, version 1217, 4 steps there being 7.6 micrometres) was left out
     * of it, a T-junction inside the parent. It does not grow with the coarser snap levels: points a millimetre off
     * a side put into it broke other regions.
     */
    private float onSide;

    /** Per temporary point: its index in insideIds, or -1 (a point of an edge). */
    private int[] insideOfTemp = new int[16];

    /** Lists an inside point (key, X, Z). */
    private void knowInside(int key, float x, float z) {
        insideOfTemp[-1 - key] = insideIds.size;
        insideIds.add(key);
        if (2 * insideIds.size > insideXz.length) {
            insideXz = java.util.Arrays.copyOf(insideXz, 2 * insideXz.length);
        }
        insideXz[2 * insideIds.size - 2] = x;
        insideXz[2 * insideIds.size - 1] = z;
    }

    /** Puts piece point i into the ring as a vertex id, or as a temporary point's key. */
    private void addPoint(PieceRing r, Piece p, int i) {
        int kind = p.kind[i];
        if (kind < 3) {
            addCorner(r, kind);
        } else if (kind < Piece.INTERIOR) {
            int e = kind - 3;
            EdgePoints ep = edges[e];
            int at = ep.pointOf(p.line[i]);
            float x = (float) p.x[i], z = (float) p.z[i];
            if (at == EdgePoints.NOT_LISTED) {
                at = ep.pointNear(x, z, SNAPS[0], base);
            }
            if (at == EdgePoints.NOT_LISTED) {
                // Where a cutting line goes on past its footprint to the parent's edge: the pieces on both
                // sides of the line have a corner here, and their region runs straight through it.
                double s = ep.along(x, z, base);
                float y = (float) (base.vertexY(ep.lo) + s * (base.vertexY(ep.hi) - (double) base.vertexY(ep.lo)));
                int key = temp(ep.lo, ep.hi, x, y, z, RegionTriangulator.DROP_ON_EDGE);
                r.add(key, x, z, 1 << e, e == 0 ? s : 0, e == 1 ? s : 0, e == 2 ? s : 0);
            } else if (at < 0) {
                addCorner(r, cornerOf(at == -1 ? ep.lo : ep.hi));
                r.movedFrom(p.x[i], p.z[i]);
            } else {
                addEdgePoint(r, e, at);
                r.movedFrom(p.x[i], p.z[i]);
            }
        } else {
            float x = (float) p.x[i], z = (float) p.z[i];
            int known = temps;
            int key = temp(-1 - parent, -1 - parent, x, base.planeHeight(parent, x, z), z, RegionTriangulator.KEEP);
            if (temps > known) {
                tempKind[-1 - key] = onTwoSides(p.x[i], p.z[i]) ? RegionTriangulator.KEEP
                        : RegionTriangulator.DROP_IF_STRAIGHT;
                knowInside(key, x, z);
            }
            r.add(key, x, z, 0, 0, 0, 0);
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

    private void addCorner(PieceRing r, int c) {
        int v = base.vertex(parent, c);
        r.add(v, base.vertexX(v), base.vertexZ(v), (1 << c) | (1 << ((c + 2) % 3)), v == edges[0].lo ? 0 : 1,
                v == edges[1].lo ? 0 : 1, v == edges[2].lo ? 0 : 1);
    }

    private void addEdgePoint(PieceRing r, int e, int at) {
        EdgePoints ep = edges[e];
        double s = ep.s(at);
        r.add(edgePointId(e, at), ep.x(at), ep.z(at), 1 << e, e == 0 ? s : 0, e == 1 ? s : 0, e == 2 ? s : 0);
    }

    /** The vertex id of point at of parent edge e, acquired (one use more). */
    private int edgePointId(int e, int at) {
        EdgePoints ep = edges[e];
        int[] entry = edgeEntries[e][at];
        if (entry == null) {
            entry = source.acquire(ep.lo, ep.hi, ep.x(at), ep.z(at), ep.y(at), parent);
            edgeEntries[e][at] = entry;
        } else {
            entry[PointTable.USERS]++;
        }
        useEntries.add(entry);
        return entry[PointTable.VERTEX];
    }

    /** Makes full the ring r with the edge points and inside points that lie along its sides put in, in order. */
    private void insertShared(PieceRing r) {
        PieceRing out = full;
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
                sidePoints.insertOnSide(out, r, i, j, onSide);
            }
        }
        SidePoints.dropRepeatsOnPieceSides(out);
    }
}
