package org.jme3navmesh.query;

import java.util.Objects;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NearestPointSearch;

/**
 * Path queries on a {@link NavMesh}: nearest point, shortest path (search + funnel) and raycast.
 * World space, metres, Y up.
 *
 * <p><b>One query object per thread.</b> A query owns preallocated search state (node records
 * stamped with a search id, an intrusive binary heap, scratch arrays) and is therefore not
 * thread-safe; the mesh it reads is immutable and may be shared by any number of queries. After
 * the first queries have grown the scratch arrays, a query allocates nothing beyond growing the
 * caller's {@link PathResult}.
 *
 * <p>How {@link #findPath} works:
 * <ol>
 * <li>A start or goal on the surface (within {@value #ON_SURFACE} m of it) stays on the triangle under it; any
 *     other snaps to the nearest filter-passable mesh point within the search box
 *     (default half extents {@value #DEFAULT_HALF_X}, {@value #DEFAULT_HALF_Y}, {@value #DEFAULT_HALF_Z} m).</li>
 * <li>An off-mesh goal or one in another connected component is answered in O(1) (FAIL) or
 *     replaced by the nearest point of the start's component (NEAREST_REACHABLE), found by
 *     scanning a small component's triangles or with growing box queries around the goal, or by
 *     the last point of the start's component on the line towards the goal (ALONG_LINE), so no
 *     search runs just to prove the goal unreachable. (A goal cut off only by the filter costs
 *     one search of the region the filter lets the agent reach.)</li>
 * <li>No search runs when start and goal share a triangle or the straight line between them stays
 *     on the mesh and on triangles the filter lets the agent enter: the same walk over the
 *     triangles as {@link #raycast} ({@link MeshWalk}).</li>
 * <li>Otherwise a search runs. Both searches skip dead ends: they never cross a bridge of the
 *     triangle adjacency graph away from the goal (precomputed once per mesh), so in mazes and
 *     dungeons they leave side passages alone. When every passable area costs the same, an
 *     any-angle search on convex polygons merged from the triangles once per mesh ({@code PolyGraph};
 *     on the triangles themselves when the filter forbids some) (Polyanya, Cui, Harabor &amp; Grastien 2017, with its
 *     heuristic weighted by
 *     1 + {@value #PATH_TOLERANCE}) finds a Euclidean shortest path in XZ up to that factor;
 *     with differing area costs, A* over triangle adjacency with g-costs through real entry points
 *     on the portals (times the area cost) finds the corridor.</li>
 * <li>The funnel algorithm pulls the string through the corridor's portals; corners at walls
 *     optionally move away from them by the filter's corner margin; waypoint heights come from
 *     {@link NavMesh#heightAt}; when the filter follows the ground
 *     ({@link QueryFilter#withFollowGround}), extra waypoints go where the ground between two
 *     corners bends by more than {@value #HEIGHT_TOLERANCE} m.</li>
 * </ol>
 *
 * <p>On a mesh with off-mesh links ({@link NavMesh#links()}), a goal on the mesh is first sought across the links
 * the filter admits ({@code LinkRouter}: the steps above route each walk between the start, link ends and the
 * goal; the path breaks at each link, whose entries {@link PathResult#isLinkEntry} marks). When no way over walks
 * and links reaches it, the steps above run as on a mesh without links (a partial path stays within the start's
 * connected component). A mesh without links never enters that code.
 */
public final class NavMeshQuery {
    /** Default half extent of the nearest-point search box along X, metres. */
    public static final float DEFAULT_HALF_X = 2f;
    /** Default half extent of the nearest-point search box along Y, metres. */
    public static final float DEFAULT_HALF_Y = 4f;
    /** Default half extent of the nearest-point search box along Z, metres. */
    public static final float DEFAULT_HALF_Z = 2f;
    /**
     * Vertical bend (metres) of the ground under a path segment that earns an extra waypoint when
     * the filter follows the ground.
     */
    public static final float HEIGHT_TOLERANCE = QueryTolerances.HEIGHT;
    /**
     * Relative bound on the path length of uniform-cost searches: the path found is at most
     * (1 + PATH_TOLERANCE) times the Euclidean shortest path on the mesh (in XZ).
     */
    public static final double PATH_TOLERANCE = QueryTolerances.PATH;
    /**
     * Distance (metres, XZ) within which a point counts as on an edge's line in {@link #raycast},
     * plus 4 float ulps of the segment's largest |coordinate|: negligible near the origin, 2 mm
     * more at 5 km (one ulp is 0.5 mm there), 1.6 cm at 50 km. A waypoint computed on a path
     * segment is rounded to float, so it lies only that close to the segment, and the segments
     * of the paths the query returns must stay clear by raycast.
     */
    public static final float LINE_TOLERANCE = QueryTolerances.LINE;

    private final NavMesh mesh;
    private final int triCount;

    private final QueryContext ctx;
    private final MeshWalk walker;
    private final PathRouter router;
    private final NearestLookup nearest;
    /** Routes across the mesh's off-mesh links; null when the mesh has none (the path code then never looks). */
    private final LinkRouter linkRouter;
    private final float[] tmp3 = new float[3];

    /**
     * @param mesh the mesh to query; not null, shared, never modified
     * @throws NullPointerException when mesh is null
     */
    public NavMeshQuery(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.ctx = new QueryContext(mesh);
        this.triCount = mesh.triangleCount();
        walker = new MeshWalk(ctx);
        ctx.agent = new AgentClearance(ctx, walker);
        router = new PathRouter(ctx, walker);
        nearest = new NearestLookup(ctx, router::reached);
        linkRouter = mesh.links().isEmpty() ? null : new LinkRouter(ctx, router::route);
    }

    /**
     * Builds the tables every query of a mesh shares (its topology and search graph), once per mesh, so that
     * the first query does not pay for them; on a version an edited mesh published
     * ({@code DynamicNavMesh}) whose previous version has them, derives them from those in time that follows
     * the change. Any thread may call it (e.g. a worker, right after an update).
     *
     * @param mesh the mesh; not null, unaffected (it keeps the tables)
     * @throws NullPointerException when mesh is null
     */
    public static void prepare(NavMesh mesh) {
        MeshTopology.of(Objects.requireNonNull(mesh, "mesh"));
    }

    /**
     * The mesh this query reads.
     *
     * @return the mesh given to the constructor; not null, shared, immutable
     */
    public NavMesh mesh() {
        return mesh;
    }

    // ------------------------------------------------------------------ nearest point

    /**
     * Nearest point on the mesh to (x, y, z) within the default search box, any triangle.
     *
     * @param x   point X, world metres; finite
     * @param y   point Y, world metres; finite
     * @param z   point Z, world metres; finite
     * @param out receives x, y, z of the point (world metres) at out[0..2] when found; modified; not null,
     *            length &gt;= 3
     * @return triangle id, or -1 when no triangle's nearest point lies in the box
     * @throws IllegalArgumentException when a coordinate is not finite or out is null/short
     */
    public int findNearest(float x, float y, float z, float[] out) {
        return findNearest(x, y, z, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, QueryFilter.defaults(), out);
    }

    /**
     * Nearest point on a filter-passable triangle to (x, y, z) within the box (x, y, z) &plusmn;
     * (hx, hy, hz). Where the point lies above or below a triangle, the nearest point is the
     * surface point straight above or below it; a point within {@value #ON_SURFACE} m of the
     * surface under it is taken to be on that triangle without looking further.
     *
     * @param x      point X, world metres; finite
     * @param y      point Y, world metres; finite
     * @param z      point Z, world metres; finite
     * @param hx     half extent of the search box along X, metres; finite, &gt;= 0
     * @param hy     half extent of the search box along Y, metres; finite, &gt;= 0
     * @param hz     half extent of the search box along Z, metres; finite, &gt;= 0
     * @param filter which triangles count; not null, unaffected
     * @param out    receives x, y, z of the point (world metres) at out[0..2] when found; modified; not null,
     *               length &gt;= 3
     * @return triangle id, or -1 when no passable triangle's nearest point lies in the box
     * @throws IllegalArgumentException when a coordinate is not finite, a half extent is negative or not finite,
     *                                  or out is null or shorter than 3
     * @throws NullPointerException     when filter is null
     */
    public int findNearest(float x, float y, float z, float hx, float hy, float hz, QueryFilter filter, float[] out) {
        requireFinite("point", x, y, z);
        if (!(hx >= 0f && hy >= 0f && hz >= 0f) || !Float.isFinite(hx + hy + hz)) {
            throw new IllegalArgumentException("search half extents must be finite and >= 0, got ("
                    + hx + ", " + hy + ", " + hz + ")");
        }
        Objects.requireNonNull(filter, "filter");
        requireOut(out);
        prepareFilter(filter);
        return fitted(nearest.inBox(x, y, z, hx, hy, hz, NearestLookup.ANY, 0, out), out);
    }

    /** A point this close (metres) to the surface right under it is taken to be on that triangle. */
    public static final float ON_SURFACE = NearestPointSearch.ON_SURFACE;
    // ------------------------------------------------------------------ path

    /**
     * {@link #findPath(float, float, float, float, float, float, QueryFilter, GoalPolicy, PathResult)}
     * with the default filter and {@link GoalPolicy#NEAREST_REACHABLE}, into a new result.
     *
     * @param sx start X, world metres; finite
     * @param sy start Y, world metres; finite
     * @param sz start Z, world metres; finite
     * @param gx goal X, world metres; finite
     * @param gy goal Y, world metres; finite
     * @param gz goal Z, world metres; finite
     * @return a new result; never null
     * @throws IllegalArgumentException when a coordinate is NaN or infinite
     */
    public PathResult findPath(float sx, float sy, float sz, float gx, float gy, float gz) {
        return findPath(sx, sy, sz, gx, gy, gz, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, new PathResult());
    }

    /**
     * Finds a shortest path from the start to the goal.
     *
     * @param sx     start X, world metres; finite
     * @param sy     start Y, world metres; finite
     * @param sz     start Z, world metres; finite
     * @param gx     goal X, world metres; finite
     * @param gy     goal Y, world metres; finite
     * @param gz     goal Z, world metres; finite
     * @param filter agent rules; not null, unaffected
     * @param policy what to do with an unreachable or off-mesh goal; not null
     * @param out    receives the result; overwritten, arrays grown as needed; not null
     * @return {@code out}; its status is FOUND, PARTIAL, START_OFF_MESH or UNREACHABLE
     * @throws IllegalArgumentException when a coordinate is NaN or infinite, or an argument is null
     */
    public PathResult findPath(float sx, float sy, float sz, float gx, float gy, float gz,
                               QueryFilter filter, GoalPolicy policy, PathResult out) {
        requireArgs(sx, sy, sz, gx, gy, gz, filter, policy, out);
        begin(gx, gy, gz, filter, out);
        if (agentTooWide(out)) {
            return out;
        }
        float[] p = tmp3;
        int st = fitted(nearest.onSurfaceOrNearest(sx, sy, sz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, p), p);
        if (st < 0) {
            out.status = PathStatus.START_OFF_MESH;
            return out;
        }
        float spx = p[0], spy = p[1], spz = p[2];
        int gt = fitted(nearest.onSurfaceOrNearest(gx, gy, gz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, p), p);
        return pathFrom(st, spx, spy, spz, gt, p[0], p[1], p[2], policy, out);
    }

    /**
     * Finds a path between points already located on the mesh (e.g. by {@link #findNearest}),
     * skipping the nearest-point lookups of
     * {@link #findPath(float, float, float, float, float, float, QueryFilter, GoalPolicy, PathResult)}.
     *
     * @param startTriangle triangle holding the start point (sx, sy, sz), &lt; triangle count; a filter-impassable,
     *                      retired (carved away, {@link org.jme3navmesh.mesh.EditableMesh}) or negative id gives
     *                      START_OFF_MESH
     * @param sx            start X, world metres; finite
     * @param sy            start Y, world metres; finite
     * @param sz            start Z, world metres; finite
     * @param goalTriangle  triangle holding the goal point (gx, gy, gz), &lt; triangle count, or -1 (any negative
     *                      id, or a filter-impassable or retired one) when the goal is off the mesh (then the goal
     *                      policy applies)
     * @param gx            goal X, world metres; finite
     * @param gy            goal Y, world metres; finite
     * @param gz            goal Z, world metres; finite
     * @param filter        agent rules; not null, unaffected
     * @param policy        what to do with an unreachable or off-mesh goal; not null
     * @param out           receives the result; overwritten, arrays grown as needed; not null
     * @return {@code out}
     * @throws IllegalArgumentException when a coordinate is not finite, an argument is null or a
     *         triangle id is &gt;= the triangle count
     */
    public PathResult findPath(int startTriangle, float sx, float sy, float sz, int goalTriangle, float gx, float gy, float gz,
                               QueryFilter filter, GoalPolicy policy, PathResult out) {
        requireArgs(sx, sy, sz, gx, gy, gz, filter, policy, out);
        if (startTriangle >= triCount || goalTriangle >= triCount) {
            throw new IllegalArgumentException("triangle id out of range 0.." + (triCount - 1) + ": start "
                    + startTriangle + ", goal " + goalTriangle);
        }
        begin(gx, gy, gz, filter, out);
        if (agentTooWide(out)) {
            return out;
        }
        if (startTriangle < 0 || MeshTopology.retired(mesh, startTriangle) || !filter.passable(mesh, startTriangle)) {
            out.status = PathStatus.START_OFF_MESH;
            return out;
        }
        int gt = goalTriangle >= 0 && !MeshTopology.retired(mesh, goalTriangle) && filter.passable(mesh, goalTriangle)
                ? goalTriangle : -1;
        if (ctx.agentExtra > 0f) {
            float[] p = tmp3;
            p[0] = sx;
            p[1] = sy;
            p[2] = sz;
            int st = ctx.agent.fit(startTriangle, p);
            float spx = p[0], spy = p[1], spz = p[2];
            p[0] = gx;
            p[1] = gy;
            p[2] = gz;
            gt = fitted(gt, p);
            return pathFrom(st, spx, spy, spz, gt, p[0], p[1], p[2], policy, out);
        }
        return pathFrom(startTriangle, sx, sy, sz, gt, gx, gy, gz, policy, out);
    }

    /** Validates findPath's arguments (points finite, nothing null). */
    private static void requireArgs(float sx, float sy, float sz, float gx, float gy, float gz,
                                    QueryFilter filter, GoalPolicy policy, PathResult out) {
        requireFinite("start", sx, sy, sz);
        requireFinite("goal", gx, gy, gz);
        if (filter == null || policy == null || out == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : policy == null ? "goal policy" : "result")
                    + " must not be null");
        }
    }

    /** Resets the result to the goal and resolves the filter (arguments already validated). */
    private void begin(float gx, float gy, float gz, QueryFilter filter, PathResult out) {
        out.clear();
        out.goalX = gx;
        out.goalY = gy;
        out.goalZ = gz;
        prepareFilter(filter);
    }

    /** findPath after the start (st, sp) and goal (gt, p) are located; gt = -1 when off the mesh. */
    private PathResult pathFrom(int st, float spx, float spy, float spz, int gt, float px, float py, float pz,
                                GoalPolicy policy, PathResult out) {
        if (linkRouter != null && gt >= 0 && linkRouter.path(st, spx, spy, spz, gt, px, py, pz, out)) {
            out.status = PathStatus.FOUND;
            return out;
        }
        float gx = out.goalX, gy = out.goalY, gz = out.goalZ;
        float[] p = tmp3;
        p[0] = px;
        p[1] = py;
        p[2] = pz;
        boolean partial = false;
        if (gt < 0 || mesh.component(gt) != mesh.component(st)) {
            if (policy == GoalPolicy.FAIL) {
                out.status = PathStatus.UNREACHABLE;
                return out;
            }
            gt = fitted(fallbackGoal(policy, st, spx, spy, spz, gx, gy, gz, NearestLookup.COMPONENT, p), p);
            assert gt >= 0 : "the start triangle itself matches";
            partial = true;
        }
        float gpx = p[0], gpy = p[1], gpz = p[2];
        if (!router.route(st, spx, spy, spz, gt, gpx, gpy, gpz, out)) {
            if (policy == GoalPolicy.FAIL) {
                out.clear();
                out.status = PathStatus.UNREACHABLE;
                return out;
            }
            int expanded = out.expanded;
            gt = fitted(fallbackGoal(policy, st, spx, spy, spz, gx, gy, gz, NearestLookup.REACHED, p), p);
            assert gt >= 0 : "the start triangle was reached";
            gpx = p[0];
            gpy = p[1];
            gpz = p[2];
            boolean ok = router.route(st, spx, spy, spz, gt, gpx, gpy, gpz, out);
            out.expanded += expanded;
            if (!ok) {
                throw new IllegalStateException("internal error: a triangle reached by the search is not reachable");
            }
            partial = true;
        }
        out.status = partial ? PathStatus.PARTIAL : PathStatus.FOUND;
        return out;
    }

    /**
     * The goal that replaces an unreachable one under the policy, among the passable triangles
     * of the start's component (mode COMPONENT) or those the last search reached (REACHED): the
     * point nearest the goal, or the last point on the line from the start (ALONG_LINE).
     */
    private int fallbackGoal(GoalPolicy policy, int st, float spx, float spy, float spz, float gx, float gy, float gz,
                             int mode, float[] p) {
        int component = mesh.component(st);
        return policy == GoalPolicy.ALONG_LINE
                ? nearest.lastOnLine(spx, spy, spz, gx, gy, gz, mode, component, st, p)
                : nearest.matching(gx, gy, gz, mode, component, p);
    }

    private void prepareFilter(QueryFilter f) {
        ctx.prepare(f);
    }

    /**
     * For an agent wider than the mesh's baked radius, moves the point p found on triangle t off
     * the mesh's edges ({@link AgentClearance#fit}); otherwise, or when t &lt; 0, returns t.
     */
    private int fitted(int t, float[] p) {
        return t >= 0 && ctx.agentExtra > 0f ? ctx.agent.fit(t, p) : t;
    }

    /** True (with status UNREACHABLE) when the filter's agent is wider than every traversal of the mesh. */
    private boolean agentTooWide(PathResult out) {
        if (ctx.agentExtra > 0f && ctx.agent.tooWide()) {
            out.status = PathStatus.UNREACHABLE;
            return true;
        }
        return false;
    }

    // ------------------------------------------------------------------ raycast

    /**
     * Walks a straight line in XZ from the start towards the end over the mesh and reports how far
     * it stays on filter-passable triangles. The walk starts on the triangle under (or over) the
     * start's XZ whose surface there is nearest in height, within {@value #DEFAULT_HALF_Y} m; when
     * there is none or the filter forbids it, the start snaps to the mesh within the default
     * search box. The walk follows triangle adjacency, so it stays on the start's layer. It is
     * clear when it reaches a triangle containing the end's XZ whose surface there lies within
     * {@value #DEFAULT_HALF_Y} m of ey. Points within the line tolerance of an edge's line
     * ({@link #LINE_TOLERANCE} plus 4 float ulps of the segment's largest |coordinate|) count as
     * on its inner side.
     *
     * @param sx     start X, world metres; finite
     * @param sy     start Y, world metres; finite (picks the start's layer)
     * @param sz     start Z, world metres; finite
     * @param ex     end X, world metres; finite
     * @param ey     end Y, world metres; finite (the end's surface must lie within {@value #DEFAULT_HALF_Y} m)
     * @param ez     end Z, world metres; finite
     * @param filter which triangles may be entered; not null, unaffected
     * @param out    receives the result; overwritten; not null
     * @return out.clear()
     * @throws IllegalArgumentException when a coordinate is not finite or an argument is null
     */
    public boolean raycast(float sx, float sy, float sz, float ex, float ey, float ez, QueryFilter filter, RaycastHit out) {
        requireFinite("start", sx, sy, sz);
        requireFinite("end", ex, ey, ez);
        if (filter == null || out == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : "hit") + " must not be null");
        }
        prepareFilter(filter);
        // The walk needs a start triangle holding the start in XZ: the nearest point in 3D (ranked
        // on triangle planes) may lie on a neighbour across a wall when the start is above or below
        // its triangle's plane (a detailed surface, a start off the ground).
        int st = mesh.findTriangle(sx, sy, sz, DEFAULT_HALF_Y, DEFAULT_HALF_Y);
        if (st < 0 || ctx.filterRestricts && !filter.passable(mesh, st)) {
            st = nearest.inBox(sx, sy, sz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, NearestLookup.ANY, 0, tmp3);
        }
        if (st < 0) {
            return out.offMesh();
        }
        walker.walk(st, sx, sz, ex, ez, -1, null, out);
        if (!out.clear && out.fraction == 0f) {
            fromAnotherTriangleAtTheStart(st, sx, sz, ex, ez, filter, out);
        }
        if (out.clear && Math.abs(mesh.heightAt(out.lastTriangle, ex, ez) - ey) > DEFAULT_HALF_Y) {
            out.clear = false;
        }
        return out.clear;
    }

    /**
     * A walk blocked where it starts, from a start on a corner of its start triangle (a path's turn on a
     * hole's corner): the point lies in every triangle around that vertex, and the one found first may be on
     * the far side of a wall that ends there (two footprints meeting at the vertex, or a wedge of hole
     * between the triangles around it). Walks again from each other triangle around the vertex that
     * passes the filter; keeps the walk that gets farthest (out holds it).
     *
     * @param st     the start triangle the first walk was blocked in at fraction 0
     * @param sx     start X, world metres (a corner of st when a retry applies)
     * @param sz     start Z, world metres
     * @param ex     end X, world metres
     * @param ez     end Z, world metres
     * @param filter the raycast's filter, already prepared; not null, unaffected
     * @param out    the first walk's result; modified (the farthest walk's)
     */
    private void fromAnotherTriangleAtTheStart(int st, float sx, float sz, float ex, float ez, QueryFilter filter,
                                               RaycastHit out) {
        int v = -1;
        for (int k = 0; k < 3 && v < 0; k++) {
            int c = mesh.vertex(st, k);
            if (mesh.vertexX(c) == sx && mesh.vertexZ(c) == sz) {
                v = c;
            }
        }
        if (v < 0) {
            return;
        }
        int[] page = ctx.topo.vertTris.page(v);
        int best = st;
        float bestFraction = 0f;
        for (int i = VertexTriangles.from(page, v), e = VertexTriangles.to(page, v); i < e; i++) {
            int t = page[i];
            if (t == st || ctx.filterRestricts && !filter.passable(mesh, t)) {
                continue;
            }
            walker.walk(t, sx, sz, ex, ez, -1, null, out);
            if (out.clear) {
                return;
            }
            if (out.fraction > bestFraction) {
                bestFraction = out.fraction;
                best = t;
            }
        }
        walker.walk(best, sx, sz, ex, ez, -1, null, out);
    }

    /**
     * Raycast from a known start triangle: walks the XZ segment (sx, sz) -&gt; (ex, ez) from
     * triangle {@code startTriangle} (which should contain the start) over filter-passable
     * triangles, with the line tolerance of {@link #raycast(float, float, float, float, float, float, QueryFilter, RaycastHit)}.
     * A retired start triangle (carved away by an obstacle, {@link org.jme3navmesh.mesh.EditableMesh}: an id a caller
     * may still hold from an earlier version) is off the mesh, as for
     * {@link #findPath(int, float, float, float, int, float, float, float, QueryFilter, GoalPolicy, PathResult)}
     * (START_OFF_MESH): the ray is blocked at its start (not clear, fraction 0, last triangle -1, no triangle
     * visited).
     *
     * @param startTriangle a triangle id, 0 .. triangleCount - 1; a retired one gives a start off the mesh
     * @param sx            start X, world metres; finite
     * @param sz            start Z, world metres; finite
     * @param ex            end X, world metres; finite
     * @param ez            end Z, world metres; finite
     * @param filter        which triangles may be entered (the start triangle is not tested); not null, unaffected
     * @param out           receives the result; overwritten; not null
     * @return true when the walk reaches a triangle containing the end (out.clear()); false when it is blocked
     *         or startTriangle is retired
     * @throws IllegalArgumentException when startTriangle is out of range, a coordinate is not finite or an
     *                                  argument is null
     */
    public boolean raycast(int startTriangle, float sx, float sz, float ex, float ez, QueryFilter filter, RaycastHit out) {
        if (startTriangle < 0 || startTriangle >= triCount) {
            throw new IllegalArgumentException("start triangle " + startTriangle + " is not in 0.." + (triCount - 1));
        }
        if (!Float.isFinite(sx) || !Float.isFinite(sz) || !Float.isFinite(ex) || !Float.isFinite(ez)) {
            throw new IllegalArgumentException("raycast points must be finite, got (" + sx + ", " + sz + ") -> (" + ex + ", " + ez + ")");
        }
        if (filter == null || out == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : "hit") + " must not be null");
        }
        if (MeshTopology.retired(mesh, startTriangle)) {
            return out.offMesh();
        }
        prepareFilter(filter);
        return walker.walk(startTriangle, sx, sz, ex, ez, -1, null, out);
    }

    // ------------------------------------------------------------------ helpers

    static float dist(float ax, float ay, float az, float bx, float by, float bz) {
        float dx = bx - ax, dy = by - ay, dz = bz - az;
        return (float) Math.sqrt(dx * dx + dy * dy + dz * dz);
    }

    private static void requireFinite(String what, float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw new IllegalArgumentException(what + " must be finite, got (" + x + ", " + y + ", " + z + ")");
        }
    }

    private static void requireOut(float[] out) {
        if (out == null || out.length < 3) {
            throw new IllegalArgumentException("out must hold at least 3 floats");
        }
    }
}
