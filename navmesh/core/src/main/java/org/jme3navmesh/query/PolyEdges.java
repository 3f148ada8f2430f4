package org.jme3navmesh.query;

import java.util.concurrent.atomic.AtomicInteger;

/**
 * The per-edge arrays of {@link PolyGraph}s, shared along a line of mesh versions: a graph uses the edges in
 * its polygons' ranges below its own used length, never writes them after it is published, and a graph
 * derived from it ({@link PolyGraphPatch}) appends the edges that differ after that length, once it has
 * reserved them ({@link #reserve}: only one successor per used length may). Thread-safe in that sense: an
 * entry is written once, before the graph that uses it is published.
 *
 * <p>A polygon whose boundary runs along K triangle edges (its sub-edges) holds entries first .. first + K - 1 (its
 * span, {@link PolyGraph#span}): its edges, k &lt;= K of them, at first .. first + k - 1 (a run of consecutive
 * sub-edges facing one polygon is one edge), its K sub-edges ({@link #sub}, {@link #runEnd}), its K - 2 triangles
 * ({@link #tris} from first on) and their hop table ({@link #hop} from {@link PolyGraph#HOP_STRIDE} first on), so that
 * a version that keeps a polygon shares all it holds.
 */
final class PolyEdges {
    final int[] vert;
    final double[] vx;
    final double[] vz;
    final int[] half;
    final int[] nbr;
    final int[] back;
    final int[] tri;
    final int[] across;
    /**
     * Per polygon: the half-edges 3 t + j of its K sub-edges (the triangle edges along its boundary), counter-clockwise
     * from its first edge's start vertex, at first .. first + K - 1.
     */
    final int[] sub;
    /**
     * Per polygon edge e: one past the index of its last sub-edge among the polygon's (so its sub-edges are those from
     * the previous edge's runEnd, or 0 for its first edge, up to this one: sub[first + i]). The polygon's last edge's
     * runEnd is K.
     */
    final int[] runEnd;
    /**
     * Per sub-edge (as {@link #sub}) of a run of several: where its start vertex lies along the run's edge, from 0 at
     * the edge's start to 1 at its end (the first sub-edge's is 0; unused for an edge of one sub-edge).
     */
    final float[] subU;
    /** Per sub-edge (as {@link #sub}): the triangle across it, or -1 on the mesh boundary. */
    final int[] subAcross;
    /** Per polygon: its triangles, ascending, from its first edge's entry on. */
    final int[] tris;
    /** Per polygon: its hop table ({@link PolyGraph#hop}), {@link PolyGraph#HOP_STRIDE} bytes per entry. */
    final byte[] hop;
    /** Length reserved so far (entries at and above it are free). */
    private final AtomicInteger tail = new AtomicInteger();

    /**
     * @param capacity number of entries, &gt;= 0
     */
    PolyEdges(int capacity) {
        vert = new int[capacity];
        vx = new double[capacity];
        vz = new double[capacity];
        half = new int[capacity];
        nbr = new int[capacity];
        back = new int[capacity];
        tri = new int[capacity];
        across = new int[capacity];
        sub = new int[capacity];
        runEnd = new int[capacity];
        subU = new float[capacity];
        subAcross = new int[capacity];
        tris = new int[capacity];
        hop = new byte[PolyGraph.HOP_STRIDE * capacity];
    }

    int capacity() {
        return vert.length;
    }

    /**
     * Reserves entries used .. used + count - 1 for a graph derived from the graph whose used length is used.
     *
     * @return true when reserved: no other graph has appended after used and the capacity suffices
     */
    boolean reserve(int used, int count) {
        return used + count <= capacity() && tail.compareAndSet(used, used + count);
    }

    /** Marks entries 0 .. used - 1 as written by the graph that fills a new pool. */
    void claim(int used) {
        tail.set(used);
    }

    /** Copies entries [from, from + count) of src to [to, to + count) of this pool. */
    void copy(PolyEdges src, int from, int to, int count) {
        System.arraycopy(src.vert, from, vert, to, count);
        System.arraycopy(src.vx, from, vx, to, count);
        System.arraycopy(src.vz, from, vz, to, count);
        System.arraycopy(src.half, from, half, to, count);
        System.arraycopy(src.nbr, from, nbr, to, count);
        System.arraycopy(src.back, from, back, to, count);
        System.arraycopy(src.tri, from, tri, to, count);
        System.arraycopy(src.across, from, across, to, count);
        System.arraycopy(src.sub, from, sub, to, count);
        System.arraycopy(src.runEnd, from, runEnd, to, count);
        System.arraycopy(src.subU, from, subU, to, count);
        System.arraycopy(src.subAcross, from, subAcross, to, count);
        System.arraycopy(src.tris, from, tris, to, count);
        System.arraycopy(src.hop, PolyGraph.HOP_STRIDE * from, hop, PolyGraph.HOP_STRIDE * to, PolyGraph.HOP_STRIDE * count);
    }

    @Override
    public String toString() {
        return "PolyEdges[" + tail.get() + "/" + capacity() + "]";
    }
}
