package org.jme3navmesh.query;

import java.util.Arrays;

/**
 * The straight-line shortcut of a path query, walked over the convex polygons of a
 * {@link PolyGraph} instead of the triangles (half the steps on the hills scene's queries): from the
 * start's polygon, crosses the edge where the XZ segment leaves each polygon until the polygon
 * holding the end, and writes the triangle corridor. Ignores the filter (the polygons may mix
 * triangles a restricting filter tells apart), so it serves only queries whose filter forbids no
 * triangle; {@link MeshWalk} serves the others and the raycast. Not thread-safe (owned by one
 * {@link NavMeshQuery}).
 *
 * <p>The exit edge of a polygon is the one edge whose start lies on the negative side of the
 * segment's line s -&gt; e ({@code Geometry.area2(s, e, v) < 0}) and whose end on the positive
 * side, both farther than {@link QueryTolerances#LINE} from it: a polygon is
 * convex (up to {@link PolyGraph#STRAIGHT}), so the segment is inside it from its entry edge to
 * that exit edge, and it ends in the polygon when its end is not beyond that edge's line by more
 * than the tolerance. When a vertex lies within the tolerance of the line (the segment starts at a
 * vertex, passes through one or runs along a straight wall), {@link MeshWalk}'s rule decides
 * instead: points within the tolerance of an edge's line count as on its inner side, and the
 * segment leaves through the edge whose line it crosses first (or, starting within the tolerance
 * of the line, gets farther than the tolerance from it first) at a point of that edge, ties
 * preferring an edge with a neighbour. The walk is clear only when the end lies in the goal
 * triangle's polygon (within the tolerance); it gives up (not clear) at a boundary edge, when no
 * edge holds the exit point, or on coming through a polygon twice, so a clear walk follows
 * adjacency (one layer of a multi-layer mesh) and its corridor has no repeats.
 *
 * <p>Inside a polygon the corridor runs along the unique adjacency path between the entry and
 * exit triangles ({@link PolyGraph#appendPath}): the triangles between the entry and exit edges,
 * which every segment between those edges stays within.
 */
final class PolyWalk {
    private static final double TOL = QueryTolerances.LINE;
    private static final double TIE = QueryTolerances.EXIT_TIE;
    /** {@link #exitByKeys}: the end lies in the polygon (within the tolerance). */
    private static final int INSIDE = -1;
    /** {@link #exitByKeys}: no exit found where the segment leaves the polygon. */
    private static final int LOST = -2;

    private final PolyGraph g;
    /** Per polygon: stamped when a clear walk's corridor is written through it. */
    private final int[] mark;
    private int stamp;
    /** The polygon edges crossed by the current walk, in order; grows on demand. */
    private int[] crossed = new int[64];
    /** Polygons entered by the last walk. */
    private int steps;
    /** The current segment (XZ, metres): start, end, end - start. */
    private double x0, z0, x1, z1, dx, dz;

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
     *            none twice (corridor grown as needed); otherwise left as it was. Only the
     *            corridor and corridorSize are modified.
     * @return true when the segment stays on the mesh (within the tolerance) from st to gt's polygon
     */
    boolean walk(int st, float sx, float sz, float ex, float ez, int gt, PathResult out) {
        PolyGraph gr = g;
        double x0 = this.x0 = sx, z0 = this.z0 = sz;
        double x1 = this.x1 = ex, z1 = this.z1 = ez;
        double dx = this.dx = x1 - x0, dz = this.dz = z1 - z0;
        // (LINE_TOLERANCE |e - s|)^2: area2(s, e, v) is |e - s| times v's signed distance to the line.
        double lineTol2 = TOL * TOL * (dx * dx + dz * dz);
        double[] vx = gr.vx, vz = gr.vz;
        int p = gr.polyOf[st];
        int n = 0;
        while (true) {
            int base = gr.first[p], end = gr.first[p + 1];
            // Usually the segment's line leaves p through the edge whose start lies on its negative
            // side (area2(s, e, v) < 0) and whose end on its positive side, both farther than the
            // tolerance: the only such edge of a convex polygon.
            int exit = -1;
            int e = end - 1;
            double sPrev = dz * (vx[e] - x0) - dx * (vz[e] - z0);
            for (int i = base; i < end; e = i++) {
                double sv = dz * (vx[i] - x0) - dx * (vz[i] - z0);
                if (sPrev < 0.0 && sv > 0.0 && sPrev * sPrev > lineTol2 && sv * sv > lineTol2) {
                    exit = e;
                    break;
                }
                sPrev = sv;
            }
            if (exit >= 0) {
                int e1 = exit + 1 == end ? base : exit + 1;
                double ax = vx[exit], az = vz[exit];
                double ux = vx[e1] - ax, uz = vz[e1] - az;
                double fe = uz * (x1 - ax) - ux * (z1 - az);
                if (fe >= 0.0 || fe * fe <= TOL * TOL * (ux * ux + uz * uz)) {
                    exit = INSIDE; // the segment ends before the exit edge (within the tolerance)
                }
            } else {
                // A vertex within the tolerance of the line (through a vertex, along a wall, from
                // a vertex), or a zero-length segment.
                exit = exitByKeys(gr, base, end);
            }
            if (exit < 0) {
                steps = n + 1;
                // Clear when the end lies in the goal's polygon (not in another one, or in
                // another layer over the goal); LOST when p's exit could not be told.
                return exit == INSIDE && p == gr.polyOf[gt] && writeCorridor(st, gt, n, out);
            }
            int q = gr.nbr[exit];
            if (q < 0 || n == gr.polyCount) {
                steps = n + 1;
                return false; // leaves the mesh (or, only where the tolerance blurs, goes round in circles)
            }
            if (n == crossed.length) {
                crossed = Arrays.copyOf(crossed, 2 * n);
            }
            crossed[n++] = exit;
            p = q; // (the end lies inside the edge just crossed by more than the tolerance: never an exit)
        }
    }

    /**
     * {@link MeshWalk}'s exit rule on polygon p's edges base .. end - 1, for segments passing
     * within the tolerance of a vertex: among the edges whose line the end lies beyond by more
     * than the tolerance, moving outwards, the one whose line it crosses first or, starting
     * within the tolerance of the line, gets farther than the tolerance from first, counting only
     * an edge that holds that exit point (within the tolerance); ties prefer an edge with a
     * neighbour.
     *
     * @return the exit edge, {@link #INSIDE} or {@link #LOST} (the end lies beyond some edge's
     *         line but no edge holds the exit point)
     */
    private int exitByKeys(PolyGraph gr, int base, int end) {
        double key = Double.MAX_VALUE;
        int exit = INSIDE;
        boolean exitOpen = false;
        boolean beyond = false;
        int e = end - 1;
        double ax = gr.vx[e], az = gr.vz[e];
        for (int i = base; i < end; e = i++) {
            double bx = gr.vx[i], bz = gr.vz[i];
            double ux = bx - ax, uz = bz - az;
            double fe = uz * (x1 - ax) - ux * (z1 - az);
            double px = ax, pz = az;
            ax = bx;
            az = bz;
            if (fe >= 0.0) {
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
            double r = Math.sqrt(tol2); // LINE_TOLERANCE |ab|
            double k = fs * fs > tol2 ? (fs > 0.0 ? fs / d : 0.0) : (fs + r) / d;
            // The exit point must lie on the edge, within the tolerance: of two collinear edges
            // (a straight corner) only one holds it, and a segment running nearly along an edge
            // may leave its tolerance band only beyond the edge's end.
            double along = (x0 + k * dx - px) * ux + (z0 + k * dz - pz) * uz; // |ab| times the distance from a
            if (along < -r || along > ux * ux + uz * uz + r) {
                continue;
            }
            boolean open = gr.nbr[e] >= 0;
            if (exit < 0 || k < key - TIE || (k <= key + TIE && open && !exitOpen)) {
                key = k;
                exit = e;
                exitOpen = open;
            }
        }
        return exit < 0 && beyond ? LOST : exit;
    }

    /**
     * Writes the corridor of a clear walk that crossed the n edges {@link #crossed}: in each
     * polygon, the adjacency path from its entry triangle to its exit triangle.
     *
     * @return false when the walk went through a polygon twice (then out is unchanged)
     */
    private boolean writeCorridor(int st, int gt, int n, PathResult out) {
        PolyGraph gr = g;
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 1;
        }
        int size = 0;
        int p = gr.polyOf[st];
        mark[p] = stamp;
        for (int j = 0; j <= n; j++) {
            size += gr.triStart[p + 1] - gr.triStart[p];
            if (j < n) {
                p = gr.nbr[crossed[j]];
                if (mark[p] == stamp) {
                    return false;
                }
                mark[p] = stamp;
            }
        }
        out.ensureCorridor(size);
        int[] corridor = out.corridor;
        int w = 0;
        int entry = st;
        for (int j = 0; j < n; j++) {
            int e = crossed[j];
            w = gr.appendPath(corridor, w, entry, gr.tri[e]);
            entry = gr.across[e];
        }
        out.corridorSize = gr.appendPath(corridor, w, entry, gt);
        return true;
    }
}
