package org.jme3navmesh.query;

import java.util.Arrays;

/**
 * The straight-line shortcut of a path query, walked over the convex polygons of a
 * {@link PolyGraph} instead of the triangles (about a third of the steps on baked meshes): from the
 * start's polygon, crosses the edge where the XZ segment leaves each polygon until the polygon
 * holding the end, and writes the triangle corridor. Ignores the filter (the polygons may mix
 * triangles a restricting filter tells apart), so it serves only queries whose filter forbids no
 * triangle; {@link MeshWalk} serves the others and the raycast. Not thread-safe (owned by one
 * {@link NavMeshQuery}).
 *
 * <p>The exit rule is {@link MeshWalk}'s on the polygon's edges: points within
 * {@link NavMeshQuery#LINE_TOLERANCE} of an edge's line count as on its inner side; the segment
 * leaves a polygon through the edge whose line it crosses first (or, starting within the
 * tolerance of the line, gets farther than the tolerance from it first), ties preferring an edge
 * with a neighbour. A polygon is convex (up to {@link PolyGraph#STRAIGHT}), so the segment is
 * inside it from its entry edge to that exit edge. The walk is clear only when the end lies in
 * the goal triangle's polygon (within the tolerance); it gives up (not clear) at a boundary
 * edge or on coming back to a polygon already walked, so a clear walk follows adjacency (one
 * layer of a multi-layer mesh) and its corridor has no repeats.
 *
 * <p>Inside a polygon the corridor runs along the unique adjacency path between the entry and
 * exit triangles ({@link PolyGraph#appendPath}): the triangles between the entry and exit edges,
 * which every segment between those edges stays within.
 */
final class PolyWalk {
    private static final double TOL = NavMeshQuery.LINE_TOLERANCE;
    /** Exit keys (segment parameters) closer than this tie (the segment passes through a vertex). */
    private static final double TIE = 1e-6;

    private final PolyGraph g;
    /** Per polygon: stamped when the current walk enters it. */
    private final int[] mark;
    private int stamp;
    /** Polygons entered by the last walk. */
    private int steps;

    /**
     * @param g the polygons to walk, not null; shared, never modified
     */
    PolyWalk(PolyGraph g) {
        this.g = g;
        this.mark = new int[g.polyCount];
    }

    /** Polygons entered by the last {@link #walk} (diagnostics). */
    int steps() {
        return steps;
    }

    /**
     * Walks the XZ segment (sx, sz) -&gt; (ex, ez) (world space, metres) from triangle st, which
     * holds the start, towards triangle gt, which holds the end.
     *
     * @param out when clear, receives the corridor: triangles st .. gt, consecutive ones adjacent,
     *            none twice (corridor grown as needed); otherwise its corridor is left in an
     *            unspecified state. Only the corridor and corridorSize are modified.
     * @return true when the segment stays on the mesh (within the tolerance) from st to gt's polygon
     */
    boolean walk(int st, float sx, float sz, float ex, float ez, int gt, PathResult out) {
        PolyGraph gr = g;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 1;
        }
        double x0 = sx, z0 = sz, x1 = ex, z1 = ez;
        double dx = x1 - x0, dz = z1 - z0;
        // (LINE_TOLERANCE |e - s|)^2: area2(s, e, v) is |e - s| times v's signed distance to the line.
        double lineTol2 = TOL * TOL * (dx * dx + dz * dz);
        int goalPoly = gr.polyOf[gt];
        int p = gr.polyOf[st];
        int entryTri = st;
        int entryEdge = -1; // the edge just crossed, in p's edge numbering (never an exit)
        int w = 0;
        int n = 0;
        while (true) {
            n++;
            mark[p] = stamp;
            int base = gr.first[p], end = gr.first[p + 1];
            double key = Double.MAX_VALUE;
            int exit = -1;
            boolean exitOpen = false;
            boolean beyond = false;
            // Edge e runs from vertex e to vertex e + 1 (the last one wraps to the first).
            int e = end - 1;
            double ax = gr.vx[e], az = gr.vz[e];
            for (int i = base; i < end; e = i++) {
                double bx = gr.vx[i], bz = gr.vz[i];
                double ux = bx - ax, uz = bz - az;
                double fe = uz * (x1 - ax) - ux * (z1 - az);
                double px = ax, pz = az;
                ax = bx;
                az = bz;
                if (fe >= 0.0 || e == entryEdge) {
                    continue; // the end is not beyond this edge's line
                }
                // tol2 = (LINE_TOLERANCE |ab|)^2: fe is |ab| times the signed distance to the line.
                double tol2 = TOL * TOL * (ux * ux + uz * uz);
                if (fe * fe <= tol2) {
                    continue;
                }
                double fs = uz * (x0 - px) - ux * (z0 - pz);
                double d = fs - fe;
                if (!(d > 0.0)) {
                    continue;
                }
                beyond = true;
                // The segment's line must pass between the edge's ends (within the tolerance): of
                // two collinear edges (a straight corner) only that one is the exit, though both
                // lines are crossed at the same place.
                double sa = dz * (px - x0) - dx * (pz - z0);
                double sb = dz * (bx - x0) - dx * (bz - z0);
                if (sa > 0.0 && sa * sa > lineTol2 || sb < 0.0 && sb * sb > lineTol2) {
                    continue;
                }
                // Where the segment crosses the line, or (start within the tolerance of the line,
                // running along it) where it gets farther than the tolerance from it.
                double k = fs * fs > tol2 ? (fs > 0.0 ? fs / d : 0.0) : (fs + Math.sqrt(tol2)) / d;
                boolean open = gr.nbr[e] >= 0;
                if (exit < 0 || k < key - TIE || (k <= key + TIE && open && !exitOpen)) {
                    key = k;
                    exit = e;
                    exitOpen = open;
                }
            }
            if (exit < 0) {
                steps = n;
                if (beyond || p != goalPoly) {
                    // The segment leaves p beside every edge whose line it crosses (rounding at a
                    // vertex), or ends in another polygon (or another layer over the goal).
                    return false;
                }
                out.ensureCorridor(w + gr.triStart[p + 1] - gr.triStart[p]);
                out.corridorSize = gr.appendPath(out.corridor, w, entryTri, gt);
                return true;
            }
            int q = gr.nbr[exit];
            if (q < 0 || mark[q] == stamp) {
                steps = n;
                return false; // leaves the mesh, or turns back (only where the tolerance blurs a vertex)
            }
            out.ensureCorridor(w + gr.triStart[p + 1] - gr.triStart[p]);
            w = gr.appendPath(out.corridor, w, entryTri, gr.tri[exit]);
            entryTri = gr.across[exit];
            entryEdge = gr.first[q] + gr.back[exit];
            p = q;
        }
    }
}
