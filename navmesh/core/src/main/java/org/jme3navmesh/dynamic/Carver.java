package org.jme3navmesh.dynamic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.jme3navmesh.mesh.EditableMesh;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Carves footprints out of a baked mesh by clipping its triangles ({@link PieceClipper}),
 * keeping the rest of the mesh as it is.
 *
 * <p>A base triangle (a <em>parent</em>) that a footprint carves, or whose edge carries points of
 * a carved neighbour, is retired and replaced by pieces appended after the base triangles; the
 * other triangles keep their ids and data. A parent's pieces are laid out as one region
 * ({@link PieceLayout}, {@link RegionTriangulator}). The points on a base edge are computed once for
 * both sides, from the edge's lower vertex id to its higher one, as the crossings of the footprint
 * sides of both sides that meet it ({@link ParentEdgeLines#realCrossing}; a cutting line's run past its footprint
 * puts no point there), and the region along the edge takes all of them, so the two sides share
 * their vertices (no T-junctions) and link. When no footprint is left on a parent and its
 * edges carry no points, the parent comes back as it was baked; with every footprint removed, the
 * triangles and vertices are those of the base again. Freed triangle and vertex ids are reused
 * (lowest first) and dropped from the end.
 *
 * <p>Single-threaded: the owner of a {@link DynamicNavMesh} calls it.
 */
final class Carver {
    private final NavMesh base;
    private final EditableMesh mesh;
    private final int n0;
    private final int v0;
    private final Map<Integer, Footprint> obstacles = new HashMap<>();
    private final Map<Integer, int[]> obstacleParents = new HashMap<>();
    private final Map<Integer, int[]> carve = new HashMap<>();
    /** Per parent: its pieces and the footprints cut, in order, to get them. */
    private final Map<Integer, Clip> clipCache = new HashMap<>();
    private final Map<Integer, ParentPieces> pieced = new HashMap<>();
    /** Shared vertices by where they are. */
    private final PointTable points = new PointTable();
    private final FreeIds freeSlots = new FreeIds();
    private final FreeIds freeVerts = new FreeIds();
    private final PieceLinker linker;
    private final PieceLayout layouts;
    private final ParentEdgeLines edgeLines;
    /** The parents a rebuild leaves as they stand. */
    private final KeptLayouts kept;
    /** Scratch of rebuild: each base edge's points, by its vertex ids (the pieces do not change while it lays them out). */
    private final Map<Long, EdgePoints> edgeCache = new HashMap<>();
    /** Scratch of rebuild: a parent's old pieces by their first two corners. */
    private final HalfEdges pieceKeys = new HalfEdges();
    private int deadVertex = -1;
    private int dead;

    /** A parent's pieces, the footprints cut to get them, and per parent edge the cutting lines that meet it (sorted). */
    private record Clip(Footprint[] cuts, List<Piece> pieces, long[][] lines) {
        static final long[] NONE = new long[0];

        /** The cutting lines meeting parent edge e in a clip (none for null). */
        static long[] lines(Clip c, int e) {
            return c == null ? NONE : c.lines[e];
        }

        /** The footprint of id cut in this clip, or null. */
        Footprint cut(int id) {
            for (Footprint f : cuts) {
                if (f.id() == id) {
                    return f;
                }
            }
            return null;
        }
    }

    /**
     * Whether the cuts meeting parent edge e differ between two clips of the parent: other cutting lines, or a line
     * of a footprint that moved (a move keeps the footprint's id, and so its lines' keys, while their points change).
     *
     * @param old   the parent's previous clip; null if it had none
     * @param after its new clip; null if it has none
     * @param e     the parent's edge, 0 to 2
     */
    private static boolean edgeCutsChanged(Clip old, Clip after, int e) {
        long[] before = Clip.lines(old, e);
        if (!Arrays.equals(before, Clip.lines(after, e))) {
            return true;
        }
        for (long line : before) {
            int id = (int) (line >>> 16);
            if (old.cut(id) != after.cut(id)) {
                return true;
            }
        }
        return false;
    }

    /** The pieces a parent stands as now. */
    private record ParentPieces(int[] slots, int[] corners, int[] areas, int[][] entries) {
    }

    Carver(EditableMesh mesh) {
        this.mesh = mesh;
        this.base = mesh.base();
        n0 = base.triangleCount();
        v0 = base.vertexCount();
        linker = new PieceLinker(mesh, this::live);
        layouts = new PieceLayout(base, this::acquire);
        edgeLines = new ParentEdgeLines(base, obstacles);
        kept = new KeptLayouts(base);
    }

    /** The base triangles the footprint carves: it covers part of them and their surface there lies within its extent. */
    int[] parentsOf(Footprint f) {
        IntBuffer found = new IntBuffer();
        base.index().query((float) f.minX(), f.yMin(), (float) f.minZ(), (float) f.maxX(), f.yMax(), (float) f.maxZ(), t -> {
            if (carves(t, f)) {
                found.add(t);
            }
            return true;
        });
        int[] ps = found.toArray();
        Arrays.sort(ps);
        return ps;
    }

    /** Scratch of {@link #carves}: the part of the triangle inside the lines so far, and a split's two parts. */
    private Piece probe = new Piece();
    private Piece probeIn = new Piece();
    private final Piece probeOut = new Piece();

    private boolean carves(int t, Footprint f) {
        Piece p = probe.clear();
        double[] tri = corners(t);
        for (int k = 0; k < 3; k++) {
            p.add(tri[2 * k], tri[2 * k + 1], k, 0);
        }
        double[] fp = f.xz();
        double[] u = f.dirs();
        int m = fp.length / 2;
        for (int i = 0; i < m; i++) {
            if (f.degenerate(i)) {
                continue;
            }
            int side = PieceClipper.side(p, fp[2 * i], fp[2 * i + 1], u[2 * i], u[2 * i + 1]);
            if (side < 0) {
                return false;
            }
            if (side == 0) {
                Piece in = probeIn.clear();
                PieceClipper.split(p, fp[2 * i], fp[2 * i + 1], u[2 * i], u[2 * i + 1], 0, in, probeOut.clear());
                probeIn = p;
                probe = in;
                p = in;
            }
        }
        if (p.n < 3 || p.area2() <= 1e-12) {
            return false;
        }
        float lo = Float.MAX_VALUE, hi = -Float.MAX_VALUE;
        for (int k = 0; k < p.n; k++) {
            float h = base.planeHeight(t, (float) p.x[k], (float) p.z[k]);
            lo = Math.min(lo, h);
            hi = Math.max(hi, h);
        }
        return hi >= f.yMin() && lo <= f.yMax();
    }

    /** Adds a footprint; returns the base triangles it carves (after {@link #rebuild}, its pieces are in the mesh). */
    int[] add(Footprint f) {
        int[] ps = parentsOf(f);
        Footprint given = f;
        for (int round = 0; round < FootprintReach.ROUNDS; round++) {
            Footprint g = FootprintReach.reaching(base, f, given, ps);
            if (g == f) {
                break;
            }
            f = g;
            ps = parentsOf(f);
        }
        obstacles.put(f.id(), f);
        obstacleParents.put(f.id(), ps);
        for (int p : ps) {
            int[] ids = carve.get(p);
            int[] next = ids == null ? new int[] {f.id()} : Arrays.copyOf(ids, ids.length + 1);
            next[next.length - 1] = f.id();
            Arrays.sort(next);
            carve.put(p, next);
        }
        return ps;
    }

    /** Removes a footprint; returns the base triangles it carved. */
    int[] remove(int id) {
        int[] ps = obstacleParents.remove(id);
        obstacles.remove(id);
        for (int p : ps) {
            int[] ids = carve.get(p);
            int[] next = new int[ids.length - 1];
            int k = 0;
            for (int v : ids) {
                if (v != id) {
                    next[k++] = v;
                }
            }
            if (k == 0) {
                carve.remove(p);
            } else {
                carve.put(p, next);
            }
        }
        return ps;
    }

    /**
     * Re-cuts the parents whose footprints changed and their neighbours across edges whose cuts
     * changed (but for those that stand as they would be laid out again, {@link KeptLayouts}), then relinks
     * the triangles around them and drops freed ids from the end.
     */
    void rebuild(int[] changedParents) {
        TreeSet<Integer> dirty = new TreeSet<>();
        kept.clear();
        for (int p : changedParents) {
            Clip old = clipCache.remove(p);
            Clip after = clip(p, old);
            dirty.add(p);
            for (int e = 0; e < 3; e++) {
                if (edgeCutsChanged(old, after, e)) {
                    kept.edgeChanged(p, e);
                    int q = base.neighbour(p, e);
                    // A neighbour changes only when the cuts on the edge it shares with p changed.
                    if (q >= 0) {
                        dirty.add(q);
                    }
                }
            }
            if (old != null && after != null) {
                kept.clipped(p, old.cuts(), old.pieces(), after.cuts(), after.pieces());
            }
        }
        if (deadVertex < 0) {
            deadVertex = allocVertex();
            float[] b = base.bounds();
            mesh.setVertex(deadVertex, b[0], b[1], b[2], 0);
        }
        List<Integer> touched = new ArrayList<>();
        edgeCache.clear();
        IntBuffer placed = new IntBuffer();
        IntBuffer reused = new IntBuffer();
        for (int p : dirty) {
            if (kept.stands(p)) {
                continue;
            }
            Layout next = layout(p);
            ParentPieces old = pieced.get(p);
            if (next == null && old == null) {
                continue;
            }
            if (next != null && old != null && Arrays.equals(next.corners(), old.corners) && Arrays.equals(next.areas(), old.areas)) {
                release(next.entries());
                continue;
            }
            // Pieces that come out the same (corners and area) keep their ids; only the others change.
            int[] slots = next == null ? null : new int[next.areas().length];
            boolean[] same = old == null ? null : new boolean[old.slots.length];
            if (old != null) {
                // By the corner pair that starts each old piece rotated to its least corner.
                pieceKeys.clear();
                for (int i = 0; i < old.slots.length; i++) {
                    int r = leastCorner(old.corners, i);
                    pieceKeys.put(old.corners[3 * i + r], old.corners[3 * i + (r + 1) % 3], i);
                }
            }
            for (int i = 0; slots != null && i < slots.length; i++) {
                slots[i] = -1;
                if (old == null) {
                    continue;
                }
                int[] c = next.corners();
                int r = leastCorner(c, i);
                int j = pieceKeys.get(c[3 * i + r], c[3 * i + (r + 1) % 3]);
                if (j >= 0 && !same[j] && old.areas[j] == next.areas()[i]
                        && old.corners[3 * j + (leastCorner(old.corners, j) + 2) % 3] == c[3 * i + (r + 2) % 3]) {
                    same[j] = true;
                    slots[i] = old.slots[j];
                    reused.add(old.slots[j]);
                }
            }
            if (old != null) {
                for (int i = 0; i < old.slots.length; i++) {
                    if (same[i]) {
                        continue;
                    }
                    int s = old.slots[i];
                    mesh.retireTriangle(s, deadVertex);
                    freeSlots.free(s);
                    dead++;
                }
                release(old.entries);
                pieced.remove(p);
            } else {
                mesh.retireTriangle(p, deadVertex);
                dead++;
            }
            if (next == null) {
                mesh.restoreTriangle(p);
                dead--;
                placed.add(p);
            } else {
                for (int i = 0; i < slots.length; i++) {
                    if (slots[i] >= 0) {
                        continue;
                    }
                    slots[i] = allocSlot();
                    mesh.setTriangle(slots[i], next.corners()[3 * i], next.corners()[3 * i + 1], next.corners()[3 * i + 2],
                            next.areas()[i], base.slopeDeg(p), p);
                    placed.add(slots[i]);
                }
                pieced.put(p, new ParentPieces(slots, next.corners(), next.areas(), next.entries()));
            }
            touched.add(p);
        }
        linker.link(touched, placed, reused);
        trim();
    }

    /** The corner (0..2) of triangle i of corners (3 vertex ids each) with the least vertex id. */
    private static int leastCorner(int[] corners, int i) {
        int a = corners[3 * i], b = corners[3 * i + 1], c = corners[3 * i + 2];
        return b < a && b < c ? 1 : c < a && c < b ? 2 : 0;
    }

    /** The triangles parent p stands as now: itself, or its pieces. */
    private int[] live(int p) {
        ParentPieces pp = pieced.get(p);
        return pp == null ? new int[] {p} : pp.slots;
    }

    /** Drops freed triangle and vertex ids from the end; frees the retired triangles' vertex when none is left. */
    private void trim() {
        int tc = mesh.triangleCount();
        while (tc > n0 && freeSlots.take(tc - 1)) {
            dead--;
            tc--;
        }
        mesh.setTriangleCount(tc);
        if (dead == 0 && deadVertex >= 0) {
            freeVerts.free(deadVertex);
            deadVertex = -1;
        }
        int vc = mesh.vertexCount();
        while (vc > v0 && freeVerts.take(vc - 1)) {
            vc--;
        }
        mesh.setVertexCount(vc);
    }

    /** The lowest free slot (freed slots lie below the triangle count, trim drops those at its end), or a new one. */
    private int allocSlot() {
        int s = freeSlots.takeLowest();
        if (s >= 0) {
            dead--;
            return s;
        }
        return mesh.triangleCount();
    }

    /** The lowest free vertex id, or a new one. */
    private int allocVertex() {
        int v = freeVerts.takeLowest();
        return v >= 0 ? v : mesh.vertexCount();
    }

    /**
     * The entry of a carving point ({@link PointTable}), made on first use; counts one more user.
     * The point lies on base edge (lo, hi) or, with lo = hi = -1 - p, inside base triangle p.
     */
    private int[] acquire(int lo, int hi, float x, float z, float y, int parent) {
        int xBits = Float.floatToIntBits(x), zBits = Float.floatToIntBits(z);
        int[] e = points.get(lo, hi, xBits, zBits);
        if (e == null) {
            int v = allocVertex();
            mesh.setVertex(v, x, y, z, parent);
            linker.vertexMade(v, lo, hi);
            e = new int[] {v, 0, lo, hi, xBits, zBits};
            points.put(e);
        }
        e[PointTable.USERS]++;
        return e;
    }

    private void release(int[][] entries) {
        for (int[] e : entries) {
            if (--e[PointTable.USERS] == 0) {
                points.remove(e);
                freeVerts.free(e[PointTable.VERTEX]);
            }
        }
    }

    private double[] corners(int t) {
        double[] c = new double[6];
        for (int k = 0; k < 3; k++) {
            int v = base.vertex(t, k);
            c[2 * k] = base.vertexX(v);
            c[2 * k + 1] = base.vertexZ(v);
        }
        return c;
    }

    private List<Piece> clipOf(int p) {
        Clip c = clip(p, null);
        return c == null ? null : c.pieces();
    }

    /**
     * Parent p's pieces (null when nothing carves it), cached. When the footprints that carve it
     * are those of old followed by one more, the pieces are old's cut by that one (the same
     * pieces, as the cuts are applied in order).
     */
    private Clip clip(int p, Clip old) {
        Clip c = clipCache.get(p);
        if (c != null) {
            return c;
        }
        int[] ids = carve.get(p);
        if (ids == null) {
            return null;
        }
        Footprint[] cuts = new Footprint[ids.length];
        for (int i = 0; i < ids.length; i++) {
            cuts[i] = obstacles.get(ids[i]);
        }
        List<Piece> pieces;
        int k = cuts.length - 1;
        if (old != null && old.cuts().length == k && Arrays.equals(old.cuts(), 0, k, cuts, 0, k)) {
            pieces = PieceClipper.cut(old.pieces(), List.of(cuts[k]));
        } else {
            pieces = PieceClipper.clip(corners(p), base.area(p), Arrays.asList(cuts));
        }
        c = new Clip(cuts, pieces, edgeLines.of(p, pieces, cuts));
        clipCache.put(p, c);
        return c;
    }

    /** The points on base edge e of parent p: both sides' cutting lines' crossings, by edge parameter. */
    private EdgePoints edgePoints(int p, int e) {
        int a = base.vertex(p, e), b = base.vertex(p, (e + 1) % 3);
        long key = KeptLayouts.edgeKey(base, p, e);
        EdgePoints known = edgeCache.get(key);
        if (known != null) {
            return known;
        }
        long[] lines = Clip.lines(clip(p, null), e);
        int q = base.neighbour(p, e);
        if (q >= 0) {
            lines = LongLists.union(lines, Clip.lines(clip(q, null), base.sharedEdge(q, p)));
        }
        EdgePoints points = new EdgePoints(base, Math.min(a, b), Math.max(a, b), lines, obstacles);
        edgeCache.put(key, points);
        return points;
    }

    private static final Footprint[] NO_CUTS = new Footprint[0];

    /** Parent p's pieces as vertex ids, or null when p stands as baked. Acquires the points it uses. */
    private Layout layout(int p) {
        List<Piece> clip = clipOf(p);
        EdgePoints[] edges = new EdgePoints[3];
        boolean any = false;
        for (int e = 0; e < 3; e++) {
            edges[e] = edgePoints(p, e);
            any |= edges[e].count() > 0;
        }
        if (clip == null && !any) {
            return null;
        }
        if (clip == null) {
            Piece whole = new Piece();
            double[] c = corners(p);
            for (int k = 0; k < 3; k++) {
                whole.add(c[2 * k], c[2 * k + 1], k, 0);
            }
            whole.area = base.area(p);
            clip = List.of(whole);
        }
        Clip c = clip(p, null);
        return layouts.build(p, edges, clip, c == null ? NO_CUTS : c.cuts());
    }
}
