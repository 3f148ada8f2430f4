package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.Objects;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TriangleGrid;

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
 * <li>Start and goal snap to the nearest filter-passable mesh point within the search box
 *     (default half extents {@value #DEFAULT_HALF_X}, {@value #DEFAULT_HALF_Y}, {@value #DEFAULT_HALF_Z} m).</li>
 * <li>An off-mesh goal or one in another connected component is answered in O(1) (FAIL) or
 *     replaced by the nearest point of the start's component (NEAREST_REACHABLE), found with
 *     growing box queries around the goal, so the search never scans the map to prove the goal
 *     unreachable.</li>
 * <li>No search runs when start and goal share a triangle or the straight line between them stays
 *     on the mesh ({@link #raycast}).</li>
 * <li>Otherwise, when every passable area costs the same, an any-angle search on the triangles
 *     (Polyanya, Cui, Harabor &amp; Grastien 2017, with its heuristic weighted by
 *     1 + {@value #PATH_TOLERANCE}) finds a Euclidean shortest path in XZ up to that factor;
 *     with differing area costs, A* over triangle adjacency with g-costs through real entry points
 *     on the portals (times the area cost) finds the corridor.</li>
 * <li>The funnel algorithm pulls the string through the corridor's portals (optionally shrunk at
 *     boundary corners by the filter's corner margin); waypoint heights come from
 *     {@link NavMesh#heightAt}, with extra waypoints where the ground between two corners bends
 *     by more than {@value #HEIGHT_TOLERANCE} m.</li>
 * </ol>
 */
public final class NavMeshQuery {
    /** Default half extent of the nearest-point search box along X, metres. */
    public static final float DEFAULT_HALF_X = 2f;
    /** Default half extent of the nearest-point search box along Y, metres. */
    public static final float DEFAULT_HALF_Y = 4f;
    /** Default half extent of the nearest-point search box along Z, metres. */
    public static final float DEFAULT_HALF_Z = 2f;
    /** Vertical bend (metres) of the ground under a path segment that earns an extra waypoint. */
    public static final float HEIGHT_TOLERANCE = 0.1f;
    /**
     * Relative bound on the path length of uniform-cost searches: the path found is at most
     * (1 + PATH_TOLERANCE) times the Euclidean shortest path on the mesh (in XZ).
     */
    public static final double PATH_TOLERANCE = 0.005;
    /** Distance (metres, XZ) within which a point counts as on an edge's line in {@link #raycast}. */
    public static final float LINE_TOLERANCE = 1e-4f;

    private final NavMesh mesh;
    private final MeshTopology topo;
    private final int triCount;

    // Triangle A* records, stamped with searchId.
    private final int[] stamp;
    private final float[] nodeG;
    private final float[] nodeF;
    private final float[] entryX;
    private final float[] entryY;
    private final float[] entryZ;
    private final int[] parent;
    private final int[] heapPos;
    private final int[] heap;
    private int heapSize;
    private int searchId;

    // Filter resolved for the current query.
    private final float[] areaCost = new float[AreaTable.MAX_AREAS];
    private float minCost;
    private boolean uniformCost;
    private boolean filterRestricts;
    private QueryFilter filter;

    private final AnyAngleSearch anyAngle;
    private final NearestVisitor nearest = new NearestVisitor();
    private final float[] tmp3 = new float[3];

    // Funnel scratch.
    private int[] portalVerts = new int[64];
    private float[] pl = new float[64];
    private float[] pr = new float[64];
    private int[] cornerPortal = new int[32];
    private float[] cornerXZ = new float[64];
    private float[] prof = new float[3 * 64];
    private int[] profTri = new int[64];
    private boolean[] keep = new boolean[64];
    private int[] stack = new int[64];

    /**
     * @param mesh the mesh to query, not null; shared, never modified
     */
    public NavMeshQuery(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.topo = MeshTopology.of(mesh);
        this.triCount = mesh.triangleCount();
        stamp = new int[triCount];
        nodeG = new float[triCount];
        nodeF = new float[triCount];
        entryX = new float[triCount];
        entryY = new float[triCount];
        entryZ = new float[triCount];
        parent = new int[triCount];
        heapPos = new int[triCount];
        heap = new int[triCount];
        anyAngle = new AnyAngleSearch(mesh, topo);
    }

    /** The mesh this query reads. */
    public NavMesh mesh() {
        return mesh;
    }

    // ------------------------------------------------------------------ nearest point

    /**
     * Nearest point on the mesh to (x, y, z) within the default search box, any triangle.
     *
     * @param out receives x, y, z of the point at out[0..2] when found; modified
     * @return triangle id, or -1 when no triangle touches the box
     * @throws IllegalArgumentException when a coordinate is not finite or out is null/short
     */
    public int findNearest(float x, float y, float z, float[] out) {
        return findNearest(x, y, z, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, QueryFilter.defaults(), out);
    }

    /**
     * Nearest point on a filter-passable triangle to (x, y, z) within the box (x, y, z) &plusmn;
     * (hx, hy, hz). Where the point lies above or below a triangle, the nearest point is the
     * surface point straight above or below it.
     *
     * @param filter not null
     * @param out    receives x, y, z of the point at out[0..2] when found; modified
     * @return triangle id, or -1 when no passable triangle touches the box
     */
    public int findNearest(float x, float y, float z, float hx, float hy, float hz, QueryFilter filter, float[] out) {
        requireFinite("point", x, y, z);
        if (!(hx >= 0f && hy >= 0f && hz >= 0f) || !Float.isFinite(hx + hy + hz)) {
            throw new IllegalArgumentException("search half extents must be finite and >= 0, got ("
                    + hx + ", " + hy + ", " + hz + ")");
        }
        Objects.requireNonNull(filter, "filter");
        requireOut(out);
        return nearest.run(x, y, z, hx, hy, hz, filter, MODE_ANY, 0, out);
    }

    private static final int MODE_ANY = 0;
    private static final int MODE_COMPONENT = 1;
    private static final int MODE_REACHED = 2;

    /** Box-query visitor for nearest points; one instance per query, no allocation per use. */
    private final class NearestVisitor implements TriangleGrid.TriangleVisitor {
        float x, y, z, hx, hy, hz;
        QueryFilter f;
        int mode;
        int component;
        int best;
        float bestD;
        float bx, by, bz;
        final float[] cp = new float[3];

        int run(float x, float y, float z, float hx, float hy, float hz, QueryFilter f, int mode, int component, float[] out) {
            this.x = x;
            this.y = y;
            this.z = z;
            this.hx = hx;
            this.hy = hy;
            this.hz = hz;
            this.f = f;
            this.mode = mode;
            this.component = component;
            best = -1;
            bestD = Float.MAX_VALUE;
            mesh.index().query(x - hx, y - hy, z - hz, x + hx, y + hy, z + hz, this);
            if (best >= 0) {
                out[0] = bx;
                out[1] = by;
                out[2] = bz;
            }
            return best;
        }

        @Override
        public boolean visit(int t) {
            if (!f.passable(mesh, t)) {
                return true;
            }
            if (mode == MODE_COMPONENT && mesh.component(t) != component) {
                return true;
            }
            if (mode == MODE_REACHED && !anyAngleOrAStarReached(t)) {
                return true;
            }
            float cpx, cpy, cpz, d;
            if (mesh.containsXZ(t, x, z)) {
                cpx = x;
                cpz = z;
                cpy = mesh.heightAt(t, x, z);
                d = (cpy - y) * (cpy - y);
            } else {
                int a = mesh.vertex(t, 0), b = mesh.vertex(t, 1), c = mesh.vertex(t, 2);
                Geometry.closestPointOnTriangle(x, y, z, mesh.vertexX(a), mesh.vertexY(a), mesh.vertexZ(a),
                        mesh.vertexX(b), mesh.vertexY(b), mesh.vertexZ(b),
                        mesh.vertexX(c), mesh.vertexY(c), mesh.vertexZ(c), cp);
                cpx = cp[0];
                cpz = cp[2];
                cpy = mesh.heightAt(t, cpx, cpz);
                float dx = cpx - x, dy = cpy - y, dz = cpz - z;
                d = dx * dx + dy * dy + dz * dz;
            }
            if (d < bestD && Math.abs(cpy - y) <= hy && Math.abs(cpx - x) <= hx && Math.abs(cpz - z) <= hz) {
                bestD = d;
                best = t;
                bx = cpx;
                by = cpy;
                bz = cpz;
            }
            return true;
        }
    }

    private boolean lastSearchAnyAngle;

    private boolean anyAngleOrAStarReached(int t) {
        return lastSearchAnyAngle ? anyAngle.reached(t) : stamp[t] == searchId;
    }

    /**
     * Nearest point to (x, y, z) among passable triangles matching mode, searching growing boxes
     * around the point: bounded by the neighbourhood of the answer, not the map.
     */
    private int nearestMatching(float x, float y, float z, int mode, int component, float[] out) {
        float[] b = meshBounds;
        float ySpan = Math.max(Math.abs(y - b[1]), Math.abs(b[4] - y)) + 1f;
        float extent = Math.max(b[3] - b[0], b[5] - b[2]) + Math.abs(x - 0.5f * (b[0] + b[3]))
                + Math.abs(z - 0.5f * (b[2] + b[5])) + 1f;
        float r = 2f;
        while (true) {
            int t = nearest.run(x, y, z, r, ySpan, r, filter, mode, component, out);
            if (t >= 0 && Math.sqrt(nearest.bestD) <= r) {
                return t;
            }
            if (r > extent) {
                return t;
            }
            r *= 2f;
        }
    }

    private final float[] meshBounds = new float[6];
    private boolean boundsKnown;

    // ------------------------------------------------------------------ path

    /**
     * {@link #findPath(float, float, float, float, float, float, QueryFilter, GoalPolicy, PathResult)}
     * with the default filter and {@link GoalPolicy#NEAREST_REACHABLE}, into a new result.
     */
    public PathResult findPath(float sx, float sy, float sz, float gx, float gy, float gz) {
        return findPath(sx, sy, sz, gx, gy, gz, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, new PathResult());
    }

    /**
     * Finds a shortest path from the start to the goal.
     *
     * @param filter agent rules, not null
     * @param policy what to do with an unreachable or off-mesh goal, not null
     * @param out    receives the result; overwritten, arrays grown as needed; not null
     * @return {@code out}; its status is FOUND, PARTIAL, START_OFF_MESH or UNREACHABLE
     * @throws IllegalArgumentException when a coordinate is NaN or infinite, or an argument is null
     */
    public PathResult findPath(float sx, float sy, float sz, float gx, float gy, float gz,
                               QueryFilter filter, GoalPolicy policy, PathResult out) {
        requireFinite("start", sx, sy, sz);
        requireFinite("goal", gx, gy, gz);
        if (filter == null || policy == null || out == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : policy == null ? "goal policy" : "result")
                    + " must not be null");
        }
        out.clear();
        out.goalX = gx;
        out.goalY = gy;
        out.goalZ = gz;
        prepareFilter(filter);
        float[] p = tmp3;
        int st = nearest.run(sx, sy, sz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, filter, MODE_ANY, 0, p);
        if (st < 0) {
            out.status = PathStatus.START_OFF_MESH;
            return out;
        }
        float spx = p[0], spy = p[1], spz = p[2];
        int gt = nearest.run(gx, gy, gz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, filter, MODE_ANY, 0, p);
        boolean partial = false;
        if (gt < 0 || mesh.component(gt) != mesh.component(st)) {
            if (policy == GoalPolicy.FAIL) {
                out.status = PathStatus.UNREACHABLE;
                return out;
            }
            gt = nearestMatching(gx, gy, gz, MODE_COMPONENT, mesh.component(st), p);
            assert gt >= 0 : "the start triangle itself matches";
            partial = true;
        }
        float gpx = p[0], gpy = p[1], gpz = p[2];
        if (!route(st, spx, spy, spz, gt, gpx, gpy, gpz, out)) {
            if (policy == GoalPolicy.FAIL) {
                out.clear();
                out.status = PathStatus.UNREACHABLE;
                return out;
            }
            int expanded = out.expanded;
            gt = nearestMatching(gx, gy, gz, MODE_REACHED, 0, p);
            assert gt >= 0 : "the start triangle was reached";
            gpx = p[0];
            gpy = p[1];
            gpz = p[2];
            boolean ok = route(st, spx, spy, spz, gt, gpx, gpy, gpz, out);
            out.expanded += expanded;
            if (!ok) {
                throw new IllegalStateException("internal error: a triangle reached by the search is not reachable");
            }
            partial = true;
        }
        out.status = partial ? PathStatus.PARTIAL : PathStatus.FOUND;
        return out;
    }

    private void prepareFilter(QueryFilter f) {
        this.filter = f;
        AreaTable table = mesh.areas();
        float mn = Float.MAX_VALUE, mx = 0f;
        long present = topo.areasPresent & ~f.excludedMask();
        for (int a = 0; a < table.count(); a++) {
            float c = f.areaCost(table, a);
            areaCost[a] = c;
            if ((present & (1L << a)) != 0) {
                mn = Math.min(mn, c);
                mx = Math.max(mx, c);
            }
        }
        if (mn > mx) {
            mn = mx = 1f;
        }
        minCost = mn;
        uniformCost = mn == mx;
        filterRestricts = (topo.areasPresent & f.excludedMask()) != 0 || f.maxSlopeDeg() < topo.maxSlope;
        if (!boundsKnown) {
            float[] b = mesh.bounds();
            System.arraycopy(b, 0, meshBounds, 0, 6);
            boundsKnown = true;
        }
    }

    /**
     * Routes from (st, s) to (gt, g) into out (corridor, portals, waypoints, length).
     *
     * @return false when the search finds no corridor (goal blocked by the filter)
     */
    private boolean route(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, PathResult out) {
        out.corridorSize = 0;
        out.portalCount = 0;
        out.waypointCount = 0;
        out.length = 0f;
        if (st == gt) {
            out.ensureCorridor(1);
            out.corridor[0] = st;
            out.corridorSize = 1;
        } else if (!walk(st, sx, sz, gx, gz, gt, out, rayScratch)) {
            boolean found;
            int r = -1;
            if (uniformCost && !forceAStar) {
                lastSearchAnyAngle = true;
                r = anyAngle.search(st, sx, sz, gt, gx, gz, filter, filterRestricts, out);
                out.expanded += anyAngle.expanded();
            }
            if (r < 0) {
                lastSearchAnyAngle = false;
                found = searchTriangles(st, sx, sy, sz, gt, gx, gy, gz, out);
            } else {
                found = r == 1;
            }
            if (!found) {
                return false;
            }
        }
        buildPortals(out);
        funnel(sx, sy, sz, gx, gy, gz, out);
        return true;
    }

    private final RaycastHit rayScratch = new RaycastHit();
    static boolean forceAStar;

    // ------------------------------------------------------------------ triangle A*

    private void nextSearchId() {
        if (++searchId == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            searchId = 1;
        }
    }

    /**
     * A* over triangle adjacency. A node is a triangle; its g-cost is the cost of the polyline
     * through the entry points on the portals crossed (each the point of the portal on the shortest
     * way from the previous entry point towards the goal), every metre weighted by the cost of the
     * area it crosses. h is the straight 3D distance to the goal times the cheapest area cost
     * (admissible).
     */
    private boolean searchTriangles(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, PathResult out) {
        nextSearchId();
        heapSize = 0;
        stamp[st] = searchId;
        nodeG[st] = 0f;
        nodeF[st] = dist(sx, sy, sz, gx, gy, gz) * minCost;
        entryX[st] = sx;
        entryY[st] = sy;
        entryZ[st] = sz;
        parent[st] = -1;
        heapPush(st);
        int expanded = 0;
        while (heapSize > 0) {
            int cur = heapPop();
            if (cur == gt) {
                out.expanded += expanded;
                int n = 0;
                for (int t = gt; t >= 0; t = parent[t]) {
                    n++;
                }
                out.ensureCorridor(n);
                out.corridorSize = n;
                for (int t = gt, i = n - 1; t >= 0; t = parent[t], i--) {
                    out.corridor[i] = t;
                }
                return true;
            }
            expanded++;
            float ex = entryX[cur], ey = entryY[cur], ez = entryZ[cur];
            float curCost = areaCost[mesh.area(cur)];
            for (int e = 0; e < 3; e++) {
                int nb = mesh.neighbour(cur, e);
                if (nb < 0 || nb == parent[cur] || !filter.passable(mesh, nb)) {
                    continue;
                }
                int va = mesh.vertex(cur, e), vb = mesh.vertex(cur, e == 2 ? 0 : e + 1);
                float ax = mesh.vertexX(va), ay = mesh.vertexY(va), az = mesh.vertexZ(va);
                float bx = mesh.vertexX(vb), by = mesh.vertexY(vb), bz = mesh.vertexZ(vb);
                float t = GeometryXZ.throughT(ex, ez, ax, az, bx, bz, gx, gz);
                float px = ax + t * (bx - ax), py = ay + t * (by - ay), pz = az + t * (bz - az);
                float ng = nodeG[cur] + dist(ex, ey, ez, px, py, pz) * curCost;
                float h;
                if (nb == gt) {
                    ng += dist(px, py, pz, gx, gy, gz) * areaCost[mesh.area(gt)];
                    h = 0f;
                } else {
                    h = dist(px, py, pz, gx, gy, gz) * minCost;
                }
                if (stamp[nb] != searchId) {
                    stamp[nb] = searchId;
                    heapPos[nb] = -1;
                } else if (!(ng < nodeG[nb] - 1e-6f)) {
                    continue;
                }
                nodeG[nb] = ng;
                nodeF[nb] = ng + h;
                entryX[nb] = px;
                entryY[nb] = py;
                entryZ[nb] = pz;
                parent[nb] = cur;
                if (heapPos[nb] >= 0) {
                    heapDecrease(nb);
                } else {
                    heapPush(nb);
                }
            }
        }
        out.expanded += expanded;
        return false;
    }

    private void heapPush(int t) {
        int i = heapSize++;
        heap[i] = t;
        heapPos[t] = i;
        heapDecrease(t);
    }

    /** Sifts t up after its key decreased (decrease-key). */
    private void heapDecrease(int t) {
        int i = heapPos[t];
        float f = nodeF[t];
        while (i > 0) {
            int p = (i - 1) >> 1;
            int pt = heap[p];
            if (nodeF[pt] <= f) {
                break;
            }
            heap[i] = pt;
            heapPos[pt] = i;
            i = p;
        }
        heap[i] = t;
        heapPos[t] = i;
    }

    private int heapPop() {
        int top = heap[0];
        heapPos[top] = -1;
        int last = heap[--heapSize];
        if (heapSize > 0) {
            float f = nodeF[last];
            int i = 0;
            while (true) {
                int c = 2 * i + 1;
                if (c >= heapSize) {
                    break;
                }
                if (c + 1 < heapSize && nodeF[heap[c + 1]] < nodeF[heap[c]]) {
                    c++;
                }
                if (nodeF[heap[c]] >= f) {
                    break;
                }
                heap[i] = heap[c];
                heapPos[heap[i]] = i;
                i = c;
            }
            heap[i] = last;
            heapPos[last] = i;
        }
        return top;
    }

    // ------------------------------------------------------------------ raycast

    /**
     * Walks a straight line in XZ from the start towards the end over the mesh and reports how far
     * it stays on filter-passable triangles. The start snaps to the mesh within the default search
     * box; the walk follows triangle adjacency, so it stays on the start's layer. It is clear when
     * it reaches a triangle containing the end's XZ whose surface there lies within
     * {@value #DEFAULT_HALF_Y} m of ey.
     *
     * @param filter not null
     * @param out    receives the result; modified; not null
     * @return out.clear()
     * @throws IllegalArgumentException when a coordinate is not finite or an argument is null
     */
    public boolean raycast(float sx, float sy, float sz, float ex, float ey, float ez, QueryFilter filter, RaycastHit out) {
        requireFinite("start", sx, sy, sz);
        requireFinite("end", ex, ey, ez);
        if (filter == null || out == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : "hit") + " must not be null");
        }
        this.filter = filter;
        int st = nearest.run(sx, sy, sz, DEFAULT_HALF_X, DEFAULT_HALF_Y, DEFAULT_HALF_Z, filter, MODE_ANY, 0, tmp3);
        if (st < 0) {
            out.clear = false;
            out.fraction = 0f;
            out.lastTriangle = -1;
            out.normalX = out.normalZ = 0f;
            out.visited = 0;
            return false;
        }
        walk(st, sx, sz, ex, ez, -1, null, out);
        if (out.clear && Math.abs(mesh.heightAt(out.lastTriangle, ex, ez) - ey) > DEFAULT_HALF_Y) {
            out.clear = false;
        }
        return out.clear;
    }

    /**
     * Raycast from a known start triangle: walks the XZ segment (sx, sz) -&gt; (ex, ez) from
     * triangle {@code startTriangle} (which should contain the start) over filter-passable triangles.
     *
     * @param startTriangle a triangle id, 0 .. triangleCount - 1
     * @param out           receives the result; modified
     * @return true when the walk reaches a triangle containing the end
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
        this.filter = filter;
        return walk(startTriangle, sx, sz, ex, ez, -1, null, out);
    }

    /**
     * The mesh walk behind raycast. When corridor is not null the walked triangles are written to
     * it. With endTri &gt;= 0 the walk only counts as clear when it ends in endTri.
     */
    private boolean walk(int st, float sx, float sz, float ex, float ez, int endTri, PathResult corridor, RaycastHit out) {
        int cur = st;
        int prev = -1;
        out.normalX = out.normalZ = 0f;
        int n = 0;
        int guard = 4 * triCount + 16;
        if (corridor != null) {
            corridor.corridorSize = 0;
        }
        while (true) {
            n++;
            if (corridor != null) {
                corridor.ensureCorridor(n);
                corridor.corridor[n - 1] = cur;
                corridor.corridorSize = n;
            }
            // Exit parameter: the smallest t at which the segment leaves cur through an edge. Points
            // within LINE_TOLERANCE of an edge's line count as inside; when the segment leaves
            // through a vertex (two edges tie), the edge with a passable neighbour wins so a walk
            // that grazes a corner goes on around it.
            float tExit = Float.MAX_VALUE;
            int exitEdge = -1;
            boolean exitOpen = false;
            for (int e = 0; e < 3; e++) {
                int va = mesh.vertex(cur, e), vb = mesh.vertex(cur, e == 2 ? 0 : e + 1);
                float ax = mesh.vertexX(va), az = mesh.vertexZ(va), bx = mesh.vertexX(vb), bz = mesh.vertexZ(vb);
                float fe = Geometry.area2(ax, az, bx, bz, ex, ez);
                float tol = LINE_TOLERANCE * GeometryXZ.len(ax, az, bx, bz);
                if (fe >= -tol) {
                    continue;
                }
                float fs = Geometry.area2(ax, az, bx, bz, sx, sz);
                if (!(fs > fe)) {
                    continue;
                }
                int nb = mesh.neighbour(cur, e);
                if (nb == prev && nb >= 0 && fs <= tol) {
                    continue; // the edge we came in through
                }
                float t = fs <= 0f ? 0f : fs / (fs - fe);
                boolean open = nb >= 0 && filter.passable(mesh, nb);
                float tieTol = 1e-6f;
                if (exitEdge < 0 || t < tExit - tieTol || (t <= tExit + tieTol && open && !exitOpen)) {
                    tExit = t;
                    exitEdge = e;
                    exitOpen = open;
                }
            }
            if (exitEdge < 0) {
                out.clear = endTri < 0 || cur == endTri;
                out.fraction = 1f;
                out.lastTriangle = cur;
                out.visited = n;
                return out.clear;
            }
            int nb = mesh.neighbour(cur, exitEdge);
            if ((nb < 0 || !filter.passable(mesh, nb)) && n <= guard && corridor == null) {
                // Leaving through a vertex (e.g. running along an edge line): go on around the vertex.
                nb = aroundVertex(cur, exitEdge, sx, sz, ex, ez, tExit);
                if (nb >= 0) {
                    prev = -1;
                    cur = nb;
                    continue;
                }
            }
            if (nb < 0 || !filter.passable(mesh, nb) || n > guard) {
                int va = mesh.vertex(cur, exitEdge), vb = mesh.vertex(cur, exitEdge == 2 ? 0 : exitEdge + 1);
                float nx = -(mesh.vertexZ(vb) - mesh.vertexZ(va)), nz = mesh.vertexX(vb) - mesh.vertexX(va);
                // Point the normal into cur.
                int vc = mesh.vertex(cur, (exitEdge + 2) % 3);
                if (nx * (mesh.vertexX(vc) - mesh.vertexX(va)) + nz * (mesh.vertexZ(vc) - mesh.vertexZ(va)) < 0f) {
                    nx = -nx;
                    nz = -nz;
                }
                float len = (float) Math.sqrt(nx * nx + nz * nz);
                out.normalX = len > 0f ? nx / len : 0f;
                out.normalZ = len > 0f ? nz / len : 0f;
                out.clear = false;
                out.fraction = Math.min(1f, Math.max(0f, tExit));
                out.lastTriangle = cur;
                out.visited = n;
                return false;
            }
            prev = cur;
            cur = nb;
        }
    }

    private int[] fan = new int[32];

    /**
     * When the walk leaves triangle cur at parameter t through a point at a vertex w of the blocked
     * exit edge, finds the triangle around w (reached through passable edges at w) that contains
     * the segment just past that point, or -1.
     */
    private int aroundVertex(int cur, int exitEdge, float sx, float sz, float ex, float ez, float t) {
        float dx = ex - sx, dz = ez - sz;
        float len = (float) Math.sqrt(dx * dx + dz * dz);
        if (len <= 0f) {
            return -1;
        }
        float xx = sx + t * dx, xz = sz + t * dz;
        int w = -1;
        for (int k = 0; k < 2; k++) {
            int v = mesh.vertex(cur, (exitEdge + k) % 3);
            float ddx = mesh.vertexX(v) - xx, ddz = mesh.vertexZ(v) - xz;
            if (ddx * ddx + ddz * ddz <= 4f * LINE_TOLERANCE * LINE_TOLERANCE) {
                w = v;
            }
        }
        if (w < 0) {
            return -1;
        }
        float step = Math.min(1e-3f, 0.5f * (1f - t) * len);
        if (step <= 0f) {
            return -1;
        }
        float px = mesh.vertexX(w) + dx / len * step, pz = mesh.vertexZ(w) + dz / len * step;
        int n = 0;
        fan[n++] = cur;
        for (int i = 0; i < n; i++) {
            int tri = fan[i];
            for (int e = 0; e < 3; e++) {
                if (mesh.vertex(tri, e) != w && mesh.vertex(tri, e == 2 ? 0 : e + 1) != w) {
                    continue;
                }
                int nb = mesh.neighbour(tri, e);
                if (nb < 0 || !filter.passable(mesh, nb)) {
                    continue;
                }
                boolean seen = false;
                for (int j = 0; j < n && !seen; j++) {
                    seen = fan[j] == nb;
                }
                if (seen) {
                    continue;
                }
                if (mesh.containsXZ(nb, px, pz)) {
                    return nb;
                }
                if (n == fan.length) {
                    fan = Arrays.copyOf(fan, 2 * n);
                }
                fan[n++] = nb;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ portals and funnel

    private void buildPortals(PathResult out) {
        int n = out.corridorSize;
        int np = n - 1;
        out.ensurePortals(np);
        if (portalVerts.length < 2 * (np + 1)) {
            portalVerts = new int[2 * (np + 1) * 2];
        }
        for (int i = 0; i < np; i++) {
            int a = out.corridor[i], b = out.corridor[i + 1];
            int e = 0;
            while (e < 3 && mesh.neighbour(a, e) != b) {
                e++;
            }
            if (e == 3) {
                throw new IllegalStateException("internal error: corridor triangles " + a + " and " + b + " are not adjacent");
            }
            int vl = mesh.vertex(a, e), vr = mesh.vertex(a, e == 2 ? 0 : e + 1);
            portalVerts[2 * i] = vl;
            portalVerts[2 * i + 1] = vr;
            float[] p = out.portals;
            p[6 * i] = mesh.vertexX(vl);
            p[6 * i + 1] = mesh.vertexY(vl);
            p[6 * i + 2] = mesh.vertexZ(vl);
            p[6 * i + 3] = mesh.vertexX(vr);
            p[6 * i + 4] = mesh.vertexY(vr);
            p[6 * i + 5] = mesh.vertexZ(vr);
        }
        out.portalCount = np;
    }

    private boolean isCorner(int v) {
        return topo.isCorner(v, mesh, filter, filterRestricts);
    }

    /**
     * Simple stupid funnel (Mononen) over the portals in XZ, then heights and length.
     */
    private void funnel(float sx, float sy, float sz, float gx, float gy, float gz, PathResult out) {
        int np = out.portalCount;
        int n = np + 1; // the goal is the last, degenerate portal
        if (pl.length < 2 * n) {
            pl = new float[4 * n];
            pr = new float[4 * n];
        }
        float margin = filter.cornerMargin();
        for (int i = 0; i < np; i++) {
            float lx = out.portals[6 * i], lz = out.portals[6 * i + 2];
            float rx = out.portals[6 * i + 3], rz = out.portals[6 * i + 5];
            if (margin > 0f) {
                float dx = rx - lx, dz = rz - lz;
                float len = (float) Math.sqrt(dx * dx + dz * dz);
                float m = Math.min(margin, 0.5f * len) / Math.max(len, 1e-12f);
                boolean cl = isCorner(portalVerts[2 * i]), cr = isCorner(portalVerts[2 * i + 1]);
                float nlx = cl ? lx + m * dx : lx, nlz = cl ? lz + m * dz : lz;
                float nrx = cr ? rx - m * dx : rx, nrz = cr ? rz - m * dz : rz;
                lx = nlx;
                lz = nlz;
                rx = nrx;
                rz = nrz;
            }
            pl[2 * i] = lx;
            pl[2 * i + 1] = lz;
            pr[2 * i] = rx;
            pr[2 * i + 1] = rz;
        }
        pl[2 * np] = pr[2 * np] = gx;
        pl[2 * np + 1] = pr[2 * np + 1] = gz;

        int nc = 0;
        // Corners: portal index (-1 = start), xz.
        nc = addCorner(nc, -1, sx, sz);
        float apx = sx, apz = sz, lx = sx, lz = sz, rx = sx, rz = sz;
        int apexIndex = -1, leftIndex = -1, rightIndex = -1;
        for (int i = 0; i < n; i++) {
            float nlx = pl[2 * i], nlz = pl[2 * i + 1], nrx = pr[2 * i], nrz = pr[2 * i + 1];
            if (i < np && onSegment(apx, apz, nlx, nlz, nrx, nrz)) {
                continue; // the apex lies on this portal (e.g. the start on a shared edge): no constraint
            }
            // Right side.
            if (Geometry.area2(apx, apz, rx, rz, nrx, nrz) <= 0f) {
                if (same(apx, apz, rx, rz) || Geometry.area2(apx, apz, lx, lz, nrx, nrz) > 0f) {
                    rx = nrx;
                    rz = nrz;
                    rightIndex = i;
                } else {
                    apx = lx;
                    apz = lz;
                    apexIndex = leftIndex;
                    nc = addCorner(nc, apexIndex, apx, apz);
                    rx = lx = apx;
                    rz = lz = apz;
                    rightIndex = leftIndex = apexIndex;
                    i = apexIndex;
                    continue;
                }
            }
            // Left side.
            if (Geometry.area2(apx, apz, lx, lz, nlx, nlz) >= 0f) {
                if (same(apx, apz, lx, lz) || Geometry.area2(apx, apz, rx, rz, nlx, nlz) < 0f) {
                    lx = nlx;
                    lz = nlz;
                    leftIndex = i;
                } else {
                    apx = rx;
                    apz = rz;
                    apexIndex = rightIndex;
                    nc = addCorner(nc, apexIndex, apx, apz);
                    rx = lx = apx;
                    rz = lz = apz;
                    rightIndex = leftIndex = apexIndex;
                    i = apexIndex;
                    continue;
                }
            }
        }
        nc = addCorner(nc, np, gx, gz);
        if (nc == 1) {
            // Start and end coincide: still report both, so a path always has a first and a last point.
            nc = 2;
            cornerPortal[1] = np;
            cornerXZ[2] = gx;
            cornerXZ[3] = gz;
        }

        // Heights, extra waypoints where the ground bends, length.
        out.waypointCount = 0;
        out.addWaypoint(sx, sy, sz, out.corridor[0]);
        for (int k = 0; k + 1 < nc; k++) {
            int i0 = cornerPortal[k], i1 = cornerPortal[k + 1];
            float ax = cornerXZ[2 * k], az = cornerXZ[2 * k + 1];
            float bx = cornerXZ[2 * k + 2], bz = cornerXZ[2 * k + 3];
            float ay = out.waypoints[3 * out.waypointCount - 2];
            float by;
            int btri;
            if (k + 1 == nc - 1) {
                by = gy;
                btri = out.corridor[out.corridorSize - 1];
            } else {
                btri = out.corridor[i1 + 1];
                by = mesh.heightAt(out.corridor[i1], bx, bz);
            }
            refineSegment(ax, ay, az, bx, by, bz, i0, i1, out);
            out.addWaypoint(bx, by, bz, btri);
        }
        float len = 0f;
        float[] w = out.waypoints;
        for (int i = 1; i < out.waypointCount; i++) {
            len += dist(w[3 * i - 3], w[3 * i - 2], w[3 * i - 1], w[3 * i], w[3 * i + 1], w[3 * i + 2]);
        }
        out.length = len;
    }

    private int addCorner(int nc, int portal, float x, float z) {
        if (nc > 0 && same(cornerXZ[2 * nc - 2], cornerXZ[2 * nc - 1], x, z)) {
            cornerPortal[nc - 1] = portal;
            return nc;
        }
        if (cornerPortal.length <= nc) {
            cornerPortal = Arrays.copyOf(cornerPortal, 2 * nc + 2);
            cornerXZ = Arrays.copyOf(cornerXZ, 4 * nc + 4);
        }
        cornerPortal[nc] = portal;
        cornerXZ[2 * nc] = x;
        cornerXZ[2 * nc + 1] = z;
        return nc + 1;
    }

    /** True when p lies on segment a-b (within LINE_TOLERANCE). */
    private static boolean onSegment(float px, float pz, float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        float len = (float) Math.sqrt(dx * dx + dz * dz);
        if (Math.abs(Geometry.area2(ax, az, bx, bz, px, pz)) > LINE_TOLERANCE * len) {
            return false;
        }
        float u = (px - ax) * dx + (pz - az) * dz;
        return u >= 0f && u <= dx * dx + dz * dz;
    }

    private static boolean same(float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        return dx * dx + dz * dz < 1e-12f;
    }

    /**
     * Adds waypoints strictly between (a) and (b) where the segment crosses portals i0+1 .. i1-1
     * and the ground there departs from the straight 3D chord by more than HEIGHT_TOLERANCE
     * (Douglas-Peucker on the height profile).
     */
    private void refineSegment(float ax, float ay, float az, float bx, float by, float bz, int i0, int i1, PathResult out) {
        int first = i0 + 1, last = i1 - 1;
        if (last < first) {
            return;
        }
        int m = last - first + 1 + 2;
        if (profTri.length < m) {
            int cap = 2 * m;
            prof = new float[3 * cap];
            profTri = new int[cap];
            keep = new boolean[cap];
            stack = new int[2 * cap];
        }
        // Profile: fraction along the segment, height, (x,z are recomputed).
        prof[0] = 0f;
        prof[1] = ay;
        int k = 1;
        float dx = bx - ax, dz = bz - az;
        boolean bends = false;
        for (int j = first; j <= last; j++) {
            float lx = out.portals[6 * j], lz = out.portals[6 * j + 2];
            float rx = out.portals[6 * j + 3], rz = out.portals[6 * j + 5];
            float fa = Geometry.area2(lx, lz, rx, rz, ax, az);
            float fb = Geometry.area2(lx, lz, rx, rz, bx, bz);
            if (Math.abs(fa - fb) <= LINE_TOLERANCE * GeometryXZ.len(lx, lz, rx, rz)) {
                continue; // the segment runs along this portal: no single crossing
            }
            float s = fa / (fa - fb);
            if (!(s > prof[3 * k - 3]) || s >= 1f) {
                continue;
            }
            int tri = out.corridor[j + 1];
            float h = mesh.heightAt(tri, ax + s * dx, az + s * dz);
            prof[3 * k] = s;
            prof[3 * k + 1] = h;
            profTri[k] = tri;
            if (Math.abs(h - (ay + s * (by - ay))) > HEIGHT_TOLERANCE) {
                bends = true;
            }
            k++;
        }
        prof[3 * k] = 1f;
        prof[3 * k + 1] = by;
        if (!bends) {
            return;
        }
        Arrays.fill(keep, 0, k + 1, false);
        int sp = 0;
        stack[sp++] = 0;
        stack[sp++] = k;
        while (sp > 0) {
            int hi = stack[--sp], lo = stack[--sp];
            float s0 = prof[3 * lo], h0 = prof[3 * lo + 1], s1 = prof[3 * hi], h1 = prof[3 * hi + 1];
            float worst = HEIGHT_TOLERANCE;
            int wi = -1;
            for (int i = lo + 1; i < hi; i++) {
                float s = prof[3 * i];
                float chord = s1 > s0 ? h0 + (s - s0) / (s1 - s0) * (h1 - h0) : h0;
                float d = Math.abs(prof[3 * i + 1] - chord);
                if (d > worst) {
                    worst = d;
                    wi = i;
                }
            }
            if (wi >= 0) {
                keep[wi] = true;
                stack[sp++] = lo;
                stack[sp++] = wi;
                stack[sp++] = wi;
                stack[sp++] = hi;
            }
        }
        for (int i = 1; i < k; i++) {
            if (keep[i]) {
                float s = prof[3 * i];
                out.addWaypoint(ax + s * dx, prof[3 * i + 1], az + s * dz, profTri[i]);
            }
        }
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
