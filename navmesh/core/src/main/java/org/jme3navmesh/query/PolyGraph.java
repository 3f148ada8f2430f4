package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The search graph of the any-angle search: convex polygons (in XZ) made of whole mesh triangles,
 * with their adjacency. Immutable and shared by all queries of a mesh (built once per mesh by
 * {@link MeshTopology}, or patched from the previous version's graph by {@link PolyGraphPatch}); thread-safe.
 * Its per-edge arrays may be longer than it uses and shared with the graphs of other versions
 * ({@link PolyEdges}): read them only through the polygons' ranges [first(p), end(p)). So are its pages of
 * per-polygon and per-triangle records: a patched graph copies only the pages a change writes, so its cost follows
 * the change, not the mesh.
 *
 * <p>{@link #merged} greedily merges adjacent triangles of the same area id into convex polygons of
 * at most {@value #MAX_VERTS} corners and {@value #MAX_EDGES} triangle edges along the boundary (straight corners
 * allowed, and not counted as corners); a search on it expands far fewer nodes than on the triangles. (A polygon may
 * contain a bridge of the triangle adjacency graph; dead-end pruning then acts at the polygon's own edges, one
 * polygon later.) The triangle edges along a polygon's boundary are its sub-edges (a half-edge 3 t + j of a triangle
 * t of the polygon each), so results map back to triangles: the triangles of a convex polygon of K sub-edges form a
 * tree under adjacency (K - 2 of them), and the triangles a path crosses inside a polygon are the tree path between
 * its entry and exit triangles. A polygon edge is one sub-edge, or a run of consecutive sub-edges facing one
 * polygon: two convex polygons meet along one straight line, so the vertices inside the run are straight corners of
 * both, no corner of the free space, and the search crosses the run as one interval where it would otherwise cross
 * each piece in turn (a tile seam, whose vertices both sides share, is such a run; so are the pieces of a carved
 * edge). Both sides of a run list the same sub-edges. The triangles beside a path crossing a run are those of the
 * sub-edge it crosses ({@link #subAt}). {@link #triangles} is the trivial graph
 * (one polygon per triangle), used when the filter makes some triangles impassable (then the
 * polygons would have to be split by passability). A patched graph merges only the triangles a change
 * freed, so its polygons may group differently from a fresh greedy merge of the whole mesh, and it joins into runs
 * only the sub-edges between two of its new polygons.
 */
final class PolyGraph {
    /** Most corners (vertices that are not straight) of a merged polygon. */
    static final int MAX_VERTS = 8;
    /** Most sub-edges (triangle edges along the boundary) of a merged polygon: it holds at most this less 2 triangles. */
    static final int MAX_EDGES = 12;
    /**
     * A merged polygon's corner may be reflex by up to this angle (radians): straight corners count
     * as convex even when the float coordinates of their vertices bend them a hair inwards.
     */
    static final double STRAIGHT = 1e-6;

    /**
     * Bytes of {@link PolyEdges#hop} per entry of a polygon's span: a polygon of K sub-edges has K - 2 triangles, and its
     * hop table (K - 2)^2 entries, at most 9 K for K up to {@link #MAX_EDGES}.
     */
    static final int HOP_STRIDE = 9;
    /** Number of polygons. */
    final int polyCount;
    /** Number of triangles of the mesh. */
    final int triangleCount;
    /**
     * Per polygon p, in {@link IntPages}: its edges are entries first .. end - 1 of the per-edge arrays, first at 2 p,
     * end at 2 p + 1 (one page holds both). A page no polygon of a change is in is the earlier version's
     * ({@link PolyGraphPatch}); never written once published.
     */
    final int[][] polyPages;
    /**
     * Per triangle t, in {@link IntPages}: its polygon at 2 t and its index among the polygon's triangles at 2 t + 1.
     * Shared as {@link #polyPages}.
     */
    final int[][] triPages;
    /** The per-edge arrays below, shared with the graphs of other versions ({@link PolyEdges}). */
    final PolyEdges edges;
    /** Length of the per-edge arrays this graph may use (its polygons' ranges lie below it). */
    final int edgeUsed;
    /** Number of its polygons' edges (the sum of end - first). */
    final int liveEdges;
    /** Per polygon edge: its start vertex (mesh id); edges run CCW from above like the triangles. */
    final int[] vert;
    /** Per polygon edge: XZ of its start vertex. */
    final double[] vx;
    final double[] vz;
    /** Per polygon edge: the half-edge 3 t + j of the triangle t of this polygon that forms its first sub-edge. */
    final int[] half;
    /** Per polygon edge: the polygon across it, or -1 on the mesh boundary. */
    final int[] nbr;
    /** Per polygon edge with a neighbour: the local index of the same edge in the neighbour. */
    final int[] back;
    /** Per polygon edge: the triangle of this polygon on its first sub-edge (half / 3). */
    final int[] tri;
    /** Per polygon edge: the triangle across its first sub-edge, or -1 on the mesh boundary. */
    final int[] across;
    /** Per polygon: its sub-edges ({@link PolyEdges#sub}). */
    final int[] sub;
    /** Per polygon edge: one past its last sub-edge's index among the polygon's ({@link PolyEdges#runEnd}). */
    final int[] runEnd;
    /** Per sub-edge of a run: where it starts along the run's edge, 0 to 1 ({@link PolyEdges#subU}). */
    final float[] subU;
    /** Per sub-edge: the triangle across it, or -1 ({@link PolyEdges#subAcross}). */
    final int[] subAcross;
    /** Triangles of polygon p (c = span - 2 of them), ascending: tris[first .. first + c). */
    final int[] tris;
    /**
     * Per polygon p with c triangles, at {@link #HOP_STRIDE} first + c a + b: the local index of the triangle
     * after a on the (unique, the triangles form a tree) adjacency path from a to b in p (bits {@link #HOP_NEXT}),
     * and the number of steps left on that path from a (above {@link #HOP_STEPS}); but the entry from 0 to 0, which no
     * path reads, holds c ({@link #triCount}).
     */
    final byte[] hop;
    /** Mask of the next triangle's local index in a {@link #hop} entry (at most {@link #MAX_EDGES} - 2 triangles). */
    static final int HOP_NEXT = 0xF;
    /** Shift of the path's step count in a {@link #hop} entry. */
    static final int HOP_STEPS = 4;

    /**
     * A graph of polyCount polygons over triangleCount triangles, whose pages are given (filled by
     * {@link PolyGraphPatch}, kept) and whose edges lie in edges below edgeUsed, liveEdges of them its polygons'.
     */
    PolyGraph(int polyCount, int triangleCount, int[][] polyPages, int[][] triPages, PolyEdges edges, int edgeUsed,
              int liveEdges) {
        this.polyCount = polyCount;
        this.triangleCount = triangleCount;
        this.polyPages = polyPages;
        this.triPages = triPages;
        this.edges = edges;
        this.edgeUsed = edgeUsed;
        this.liveEdges = liveEdges;
        vert = edges.vert;
        vx = edges.vx;
        vz = edges.vz;
        half = edges.half;
        nbr = edges.nbr;
        back = edges.back;
        tri = edges.tri;
        across = edges.across;
        sub = edges.sub;
        runEnd = edges.runEnd;
        subU = edges.subU;
        subAcross = edges.subAcross;
        tris = edges.tris;
        hop = edges.hop;
    }

    /** The first edge (per-edge index) of polygon p. */
    int first(int p) {
        return IntPages.get(polyPages, 2 * p);
    }

    /** One past the last edge (per-edge index) of polygon p. */
    int end(int p) {
        return IntPages.get(polyPages, 2 * p + 1);
    }

    /**
     * Number of triangles of polygon p: kept in its hop table's first entry (from its first triangle to itself, which
     * no path reads), where a corridor reads the table next.
     */
    int triCount(int p) {
        return hop[HOP_STRIDE * first(p)];
    }

    /** Number of sub-edges of polygon p (triangle edges along its boundary), which is also how many entries it holds. */
    int span(int p) {
        return triCount(p) + 2;
    }

    /** Index among polygon p's sub-edges of the first sub-edge of its edge e (a per-edge index in p's range). */
    int subStart(int p, int e) {
        int f = first(p);
        return e == f ? 0 : runEnd[e - 1];
    }

    /**
     * The sub-edge of edge e of polygon p (a per-edge index in p's range) that holds the point at parameter u of
     * the edge (0 at its start vertex, 1 at its end; clamped), as its index among p's sub-edges: sub[first(p) + i].
     */
    int subAt(int p, int e, double u) {
        int f = first(p);
        int i = subStart(p, e), last = runEnd[e] - 1;
        while (i < last && u >= subU[f + i + 1]) {
            i++;
        }
        return i;
    }

    /** The polygon of triangle t. */
    int polyOf(int t) {
        return IntPages.get(triPages, 2 * t);
    }

    /** Index of triangle t among its polygon's triangles. */
    int local(int t) {
        return IntPages.get(triPages, 2 * t + 1);
    }

    /**
     * Writes the triangles of the adjacency path from triangle a to triangle b, both of one
     * polygon (its triangles form a tree, so the path is unique; a and b included, a first) to
     * corridor[w..], which must have room for the polygon's triangle count.
     *
     * @param corridor modified at w.. only
     * @return the new size, w + the path's triangle count
     */
    int appendPath(int[] corridor, int w, int a, int b) {
        corridor[w++] = a;
        int la = local(a), lb = local(b);
        if (la != lb) {
            int p = polyOf(a);
            assert polyOf(b) == p : "triangles of one polygon";
            int base = first(p);
            int c = triCount(p);
            int hb = HOP_STRIDE * base + lb;
            do {
                la = hop[hb + c * la] & HOP_NEXT;
                corridor[w++] = tris[base + la];
            } while (la != lb);
        }
        return w;
    }

    /**
     * Number of triangles {@link #appendPath} writes for the path from triangle a to triangle b of one polygon (a
     * and b included), read from the hop table without walking the path.
     */
    int pathLength(int a, int b) {
        int la = local(a), lb = local(b);
        if (la == lb) {
            return 1;
        }
        int p = polyOf(a);
        int base = first(p);
        int c = triCount(p);
        return ((hop[HOP_STRIDE * base + lb + c * la] & 0xFF) >> HOP_STEPS) + 1;
    }

    /**
     * One polygon per triangle.
     *
     * @param m the mesh; not null, unaffected
     * @return the graph; new
     */
    static PolyGraph triangles(NavMesh m) {
        return PolyGraphPatch.build(m, PolyMerger.merge(m, null, m.triangleCount(), false));
    }

    /**
     * Greedy merge into convex polygons (Hertel-Mehlhorn style, {@link PolyMerger}): visits the interior edges
     * between triangles of the same area id from the longest to the shortest and removes each one whose two
     * polygons join into a convex polygon (in XZ) of at most {@link #MAX_VERTS} corners and {@link #MAX_EDGES}
     * sub-edges, until no edge can go.
     * Corners may be straight (collinear edges, within {@link #STRAIGHT} radians of reflex): meshes baked on a
     * grid have many vertices along straight walls.
     *
     * @param m the mesh; not null, unaffected
     * @return the graph; new
     */
    static PolyGraph merged(NavMesh m) {
        return PolyGraphPatch.build(m, PolyMerger.merge(m, null, m.triangleCount(), true));
    }
}
