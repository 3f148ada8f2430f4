package org.jme3navmesh.query;

import java.util.function.IntPredicate;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NearestPointSearch;

/**
 * The nearest-point lookups of one {@link NavMeshQuery}: on triangles passable under the current
 * filter ({@link QueryContext}) and, by mode, any of them, those of one connected component, or
 * those the last search reached. Wraps the one {@link NearestPointSearch}. Not thread-safe.
 */
final class NearestLookup implements IntPredicate {
    /** Any passable triangle. */
    static final int ANY = 0;
    /** Passable triangles of one connected component. */
    static final int COMPONENT = 1;
    /** Passable triangles the last search reached. */
    static final int REACHED = 2;
    /** Components up to this many triangles are scanned directly for the nearest point. */
    private static final int SCAN_LIMIT = 4096;

    private final QueryContext ctx;
    private final NavMesh mesh;
    private final MeshTopology topo;
    private final NearestPointSearch search;
    /** The last point of a line on the triangles the mode admits ({@link GoalPolicy#ALONG_LINE}). */
    private final LineReach line;
    /** The triangles the last search reached. */
    private final IntPredicate reached;
    /** {minX, minY, minZ, maxX, maxY, maxZ} of the mesh. */
    private final float[] meshBounds;
    private int mode;
    private int component;

    /**
     * @param ctx     the query's mesh and resolved filter; not null
     * @param reached tells the triangles the query's last search reached; not null
     */
    NearestLookup(QueryContext ctx, IntPredicate reached) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.topo = ctx.topo;
        this.reached = reached;
        this.search = new NearestPointSearch(mesh);
        this.line = new LineReach(mesh);
        this.meshBounds = mesh.bounds();
    }

    /** True when triangle t is passable under the current filter and matches the mode. */
    @Override
    public boolean test(int t) {
        if (mode == COMPONENT && mesh.component(t) != component) {
            return false;
        }
        if (ctx.filterRestricts && !ctx.filter.passable(mesh, t)) {
            return false;
        }
        return mode != REACHED || reached.test(t);
    }

    /**
     * A start or goal of a path at (x, y, z): a point on the surface (within
     * {@link NearestPointSearch#ON_SURFACE} m of it) stays where it is, on the triangle under it,
     * when the filter lets the agent enter that; any other point snaps to the nearest passable
     * point in the box (x, y, z) &plusmn; (hx, hy, hz) ({@link #inBox}, mode {@link #ANY}).
     *
     * @param out receives the point at out[0..2] when found; modified
     * @return the point's triangle, or -1 when none is in the box
     */
    int onSurfaceOrNearest(float x, float y, float z, float hx, float hy, float hz, float[] out) {
        this.mode = ANY;
        this.component = 0;
        return search.onSurfaceOrNearest(x, y, z, hx, hy, hz, this, out);
    }

    /** The nearest point within the box among the triangles the mode admits (filter resolved). */
    int inBox(float x, float y, float z, float hx, float hy, float hz, int mode, int component, float[] out) {
        this.mode = mode;
        this.component = component;
        return search.find(x, y, z, hx, hy, hz, this, out);
    }

    /**
     * The last point, seen from above, of the segment from the start (sx, sy, sz) on triangle
     * startTriangle towards (gx, gy, gz) that lies on a passable triangle matching mode
     * ({@link LineReach}); the start itself when no other point does.
     */
    int lastOnLine(float sx, float sy, float sz, float gx, float gy, float gz, int mode, int component,
                   int startTriangle, float[] out) {
        this.mode = mode;
        this.component = component;
        return line.last(sx, sy, sz, gx, gy, gz, this, startTriangle, out);
    }

    /**
     * Nearest point to (x, y, z) among passable triangles matching mode, searching growing boxes
     * around the point: bounded by the neighbourhood of the answer, not the map.
     */
    int matching(float x, float y, float z, int mode, int component, float[] out) {
        ComponentTriangles comps = mode == COMPONENT ? topo.components(mesh) : null;
        if (comps != null && comps.start[component + 1] - comps.start[component] <= SCAN_LIMIT) {
            // Small component: scanning its triangles (most skipped on their bounding boxes) beats boxes.
            this.mode = COMPONENT;
            this.component = component;
            return search.scan(x, y, z, comps.tris, comps.start[component], comps.start[component + 1], this, out);
        }
        float[] b = meshBounds;
        float ySpan = Math.max(Math.abs(y - b[1]), Math.abs(b[4] - y)) + 1f;
        float extent = Math.max(b[3] - b[0], b[5] - b[2]) + Math.abs(x - 0.5f * (b[0] + b[3]))
                + Math.abs(z - 0.5f * (b[2] + b[5])) + 1f;
        float r = 2f;
        while (true) {
            int t = inBox(x, y, z, r, ySpan, r, mode, component, out);
            if (t >= 0 && Math.sqrt(search.bestDistanceSq()) <= r) {
                return t;
            }
            if (r > extent) {
                return t;
            }
            r *= 2f;
        }
    }
}
