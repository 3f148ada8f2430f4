package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The straight walk over the mesh in XZ behind {@link NavMeshQuery#raycast}, the straight-line
 * shortcut of a path under a restricting filter, and an agent's line of sight
 * ({@code agent.SurfaceWalker.clearLine}): from a triangle, crosses the edge where the segment
 * leaves it until the segment ends, the mesh ends or the filter forbids the next triangle. Points
 * within the walk's tolerance ({@link QueryTolerances#walkTolerance}: {@link QueryTolerances#LINE}
 * plus a few float ulps of the segment's coordinates) of an edge's line count as on its inner side,
 * so a segment may start at a vertex or on an edge and run along an edge line (a straight wall)
 * through collinear vertices. Not thread-safe (scratch state); allocation-free per walk once its
 * scratch has grown.
 *
 * <p>The ulps matter far from the origin: at x, z = 5000 m (undulating.obj) one float ulp is
 * 0.5 mm, five times LINE. A waypoint computed on a segment (the funnel's extra
 * waypoints where the ground bends) is rounded to the nearest float, up to about 0.7 ulp off the
 * segment, and a wall that is straight in exact terms bends by a fraction of an ulp at each of
 * its vertices, so the two halves of a path segment may pass a wall vertex that the whole segment
 * passes on the inside a fraction of an ulp outside; an absolute tolerance reported them blocked.
 *
 * <p>This is the library's one segment walk: raycast, the path query's straight-line shortcut and
 * the agents' line of sight ({@code agent.SurfaceWalker}) all walk through it.
 */
public final class MeshWalk {
    /** Exit parameters closer than this tie (the walk passes through a vertex). */
    private static final float TIE = (float) QueryTolerances.EXIT_TIE;
    /** Result of {@link #clear}; never seen by the caller. */
    private final RaycastHit scratchHit = new RaycastHit();

    private final QueryContext ctx;
    private final NavMesh mesh;
    private final int triCount;
    /** Triangles around a vertex visited by {@link #wedgeAround}; grows on demand. */
    private int[] fan = new int[32];
    /** Set by {@link #wedgeAround}: the blocked edge at the vertex the direction leaves through most, or -1. */
    private int wallTri;
    private int wallEdge;
    /** The square of the current walk's tolerance ({@link QueryTolerances#walkTolerance}), square metres. */
    private float tolSq;

    MeshWalk(QueryContext ctx) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.triCount = ctx.triCount;
    }

    /**
     * A walker of its own over a mesh (the mesh's query topology is built on first use, then shared).
     *
     * @param mesh the mesh to walk; not null, shared, never modified
     * @throws NullPointerException when mesh is null
     */
    public MeshWalk(NavMesh mesh) {
        this(new QueryContext(java.util.Objects.requireNonNull(mesh, "mesh")));
    }

    /**
     * True when the XZ segment (sx, sz) -&gt; (ex, ez) (world metres), walked from triangle
     * startTriangle (which should contain the start), stays on triangles the filter lets an agent
     * enter until a triangle holding the end: {@link NavMeshQuery#raycast(int, float, float, float, float, QueryFilter, RaycastHit)}
     * without the details of the hit. The start triangle itself is not tested against the filter.
     *
     * @param startTriangle a triangle id, 0 .. triangleCount - 1
     * @param sx            start X, world metres; finite (not checked)
     * @param sz            start Z, world metres; finite (not checked)
     * @param ex            end X, world metres; finite (not checked)
     * @param ez            end Z, world metres; finite (not checked)
     * @param filter        which triangles may be entered; not null, unaffected
     * @return true when the walk reaches a triangle containing the end (within the tolerance)
     * @throws IllegalArgumentException when startTriangle is out of range
     * @throws NullPointerException     when filter is null
     */
    public boolean clear(int startTriangle, float sx, float sz, float ex, float ez, QueryFilter filter) {
        if (startTriangle < 0 || startTriangle >= triCount) {
            throw new IllegalArgumentException("start triangle " + startTriangle + " is not in 0.." + (triCount - 1));
        }
        ctx.prepare(java.util.Objects.requireNonNull(filter, "filter"));
        return walk(startTriangle, sx, sz, ex, ez, -1, null, scratchHit);
    }

    /**
     * The mesh walk behind raycast, from triangle st (which should contain the start) along the XZ
     * segment s -&gt; e (world space, metres), with the tolerance {@link QueryTolerances#walkTolerance}. When corridor
     * is not null the walked triangles are written to it (they are then adjacent in order; a walk
     * that would have to turn around a vertex to go on reports not clear). With endTri &gt;= 0 the
     * walk only counts as clear when it ends in endTri.
     *
     * @param out receives the result; modified
     * @return out.clear
     */
    boolean walk(int st, float sx, float sz, float ex, float ez, int endTri, PathResult corridor, RaycastHit out) {
        out.normalX = out.normalZ = 0f;
        if (corridor != null) {
            corridor.corridorSize = 0;
        }
        float tol = QueryTolerances.walkTolerance(sx, sz, ex, ez);
        float tolSq = this.tolSq = tol * tol;
        float dx = ex - sx, dz = ez - sz;
        int cur = st;
        // A walk from a vertex first picks the triangle around it whose corner holds the direction:
        // at a vertex every edge through it has the start on its line, so their exit parameters
        // (all about 0) cannot tell which way the segment goes.
        int fanVertex = startVertex(st, sx, sz);
        if (fanVertex >= 0 && (dx != 0f || dz != 0f)) {
            int t = wedgeAround(st, fanVertex, dx, dz, dx * dx + dz * dz, true);
            if (t < 0 && wallTri >= 0) {
                setNormal(out, wallTri, wallEdge);
                return out.blocked(0f, wallTri, 1);
            }
            if (t >= 0 && t != st) {
                if (corridor != null) {
                    // The corridor must be an adjacent chain from st; the caller falls back to a search.
                    return out.blocked(0f, st, 1);
                }
                cur = t;
            }
        }
        float tCur = 0f;
        int n = 0;
        int guard = 4 * triCount + 16;
        while (true) {
            n++;
            if (corridor != null) {
                corridor.ensureCorridor(n);
                corridor.corridor[n - 1] = cur;
                corridor.corridorSize = n;
            }
            // The segment leaves cur through edge e when its end lies beyond e's line by more than
            // the tolerance. The exit edge is the one it leaves first: ordered by where it crosses the
            // edge's line, or, when the start lies within the tolerance of that line (running along
            // it), by where it gets farther than the tolerance from it. Ties prefer the edge whose ends lie on
            // both sides of the segment's line, then an edge with a passable neighbour so a walk through a
            // vertex goes on around it.
            float key = Float.MAX_VALUE;
            float tExit = 0f;
            int exitEdge = -1;
            boolean exitOpen = false;
            // 1 when the exit edge spans the segment's line (its ends on both sides), 0 when not, -1 not yet known.
            int exitSpans = -1;
            int v0 = mesh.vertex(cur, 0), v1 = mesh.vertex(cur, 1), v2 = mesh.vertex(cur, 2);
            float x0 = mesh.vertexX(v0), z0 = mesh.vertexZ(v0);
            float x1 = mesh.vertexX(v1), z1 = mesh.vertexZ(v1);
            float x2 = mesh.vertexX(v2), z2 = mesh.vertexZ(v2);
            for (int e = 0; e < 3; e++) {
                float ax = e == 0 ? x0 : e == 1 ? x1 : x2, az = e == 0 ? z0 : e == 1 ? z1 : z2;
                float bx = e == 0 ? x1 : e == 1 ? x2 : x0, bz = e == 0 ? z1 : e == 1 ? z2 : z0;
                float fe = Geometry.area2(ax, az, bx, bz, ex, ez);
                // tol |ab| (area2 is |ab| times the distance to the line); the tests against it
                // are made on squares (no root).
                float tol2 = tolSq * ((bx - ax) * (bx - ax) + (bz - az) * (bz - az));
                if (fe >= 0f || fe * fe <= tol2) {
                    continue; // fe >= -tol: the end is not beyond this edge
                }
                float fs = Geometry.area2(ax, az, bx, bz, sx, sz);
                float d = fs - fe;
                if (!(d > 0f)) {
                    continue;
                }
                float tLine = fs > 0f ? fs / d : 0f;
                // Start within the tolerance of the line: the segment leaves the band |f| <= tol
                // where f = -tol (the only root, and only on this rare path).
                float k = fs * fs > tol2 ? tLine : (fs + (float) Math.sqrt(tol2)) / d;
                int nb = mesh.neighbour(cur, e);
                boolean open = nb >= 0 && passable(nb);
                if (exitEdge < 0 || k < key - TIE) {
                    exitSpans = -1; // not yet known
                } else if (k <= key + TIE) {
                    // A tie: the edge the segment really crosses first, then a passable one. Two edge lines
                    // crossed at the same point meet there: at their shared vertex (both edges span the
                    // crossing) or, on a sliver whose edges at a vertex are nearly collinear, on one
                    // edge's extension beyond the vertex (that edge leads to a triangle the segment
                    // does not enter).
                    if (exitSpans < 0) {
                        exitSpans = spans(mesh.vertex(cur, exitEdge), mesh.vertex(cur, exitEdge == 2 ? 0 : exitEdge + 1), sx, sz, dx, dz) ? 1 : 0;
                    }
                    int spans = spans(mesh.vertex(cur, e), mesh.vertex(cur, e == 2 ? 0 : e + 1), sx, sz, dx, dz) ? 1 : 0;
                    if (spans < exitSpans || spans == exitSpans && !(open && !exitOpen)) {
                        continue;
                    }
                    exitSpans = spans;
                } else {
                    continue;
                }
                key = k;
                tExit = tLine;
                exitEdge = e;
                exitOpen = open;
            }
            if (exitEdge < 0) {
                out.clear = endTri < 0 || cur == endTri;
                out.fraction = 1f;
                out.lastTriangle = cur;
                out.visited = n;
                return out.clear;
            }
            if (n <= guard) {
                if (exitOpen) {
                    tCur = Math.max(tCur, tExit);
                    cur = mesh.neighbour(cur, exitEdge);
                    continue;
                }
                if (corridor == null) {
                    // Blocked, but the segment passes (within the tolerance) through a vertex of the
                    // exit edge: go on in the triangle around it whose corner holds the direction.
                    // When it passes near both (it runs along the edge) the one farther along comes
                    // first: a segment along a nearly straight wall may cross the line of one of
                    // its edges mid-edge and go on past that edge's far end.
                    int t = -1;
                    for (int rank = 0; rank < 2 && t < 0; rank++) {
                        int w = vertexNear(cur, exitEdge, sx, sz, dx, dz, rank);
                        if (w >= 0 && w != fanVertex) {
                            t = wedgeAround(cur, w, dx, dz, reach2(w, sx, sz, dx, dz), false);
                            if (t >= 0) {
                                fanVertex = w;
                            }
                        }
                    }
                    if (t >= 0) {
                        tCur = Math.max(tCur, tExit);
                        cur = t;
                        continue;
                    }
                }
            }
            setNormal(out, cur, exitEdge);
            return out.blocked(Math.min(1f, Math.max(tCur, tExit)), cur, n);
        }
    }

    /** True when the line through (sx, sz) along (dx, dz) passes between vertices a and b, or through one. */
    private boolean spans(int a, int b, float sx, float sz, float dx, float dz) {
        float ca = dx * (mesh.vertexZ(a) - sz) - dz * (mesh.vertexX(a) - sx);
        float cb = dx * (mesh.vertexZ(b) - sz) - dz * (mesh.vertexX(b) - sx);
        return ca * cb <= 0f;
    }

    /** XZ unit normal of edge e of triangle t, pointing into t. */
    private void setNormal(RaycastHit out, int t, int e) {
        int va = mesh.vertex(t, e), vb = mesh.vertex(t, e == 2 ? 0 : e + 1);
        float nx = -(mesh.vertexZ(vb) - mesh.vertexZ(va)), nz = mesh.vertexX(vb) - mesh.vertexX(va);
        int vc = mesh.vertex(t, (e + 2) % 3);
        if (nx * (mesh.vertexX(vc) - mesh.vertexX(va)) + nz * (mesh.vertexZ(vc) - mesh.vertexZ(va)) < 0f) {
            nx = -nx;
            nz = -nz;
        }
        float len = (float) Math.sqrt(nx * nx + nz * nz);
        out.normalX = len > 0f ? nx / len : 0f;
        out.normalZ = len > 0f ? nz / len : 0f;
    }

    /** Filter test; skipped when the filter forbids no triangle of this mesh. */
    private boolean passable(int t) {
        return !ctx.filterRestricts || ctx.filter.passable(mesh, t);
    }

    /**
     * The vertex of triangle t within the tolerance of (x, z) (the point is at that vertex; the
     * nearest one of a triangle smaller than that), or -1. Being within the tolerance of both
     * edge lines at the vertex is not enough: where they meet at a small angle the point may lie
     * many tolerances from the vertex, and a walk from the vertex (in the point's direction)
     * would then miss a wall the segment runs beside by more than the tolerance.
     */
    private int startVertex(int t, float x, float z) {
        int best = -1;
        float bestD2 = tolSq;
        for (int k = 0; k < 3; k++) {
            int v = mesh.vertex(t, k);
            float wx = mesh.vertexX(v) - x, wz = mesh.vertexZ(v) - z;
            float d2 = wx * wx + wz * wz;
            if (d2 <= bestD2) {
                bestD2 = d2;
                best = v;
            }
        }
        return best;
    }

    /**
     * A vertex of the exit edge that the segment (sx, sz) + t (dx, dz), t &gt;= 0, passes within the
     * tolerance of: rank 0 the one farther along the segment, rank 1 the other one; -1 when there
     * is none of that rank. (When the segment grazes a wall's line near its end vertex it may cross
     * that line a long way from the vertex, so the distance is measured to the segment.)
     */
    private int vertexNear(int t, int exitEdge, float sx, float sz, float dx, float dz, int rank) {
        float d2 = dx * dx + dz * dz;
        int first = -1, second = -1;
        float firstAlong = 0f;
        for (int k = 0; k < 2; k++) {
            int v = mesh.vertex(t, (exitEdge + k) % 3);
            float wx = mesh.vertexX(v) - sx, wz = mesh.vertexZ(v) - sz;
            float c = dx * wz - dz * wx;
            float along = dx * wx + dz * wz;
            if (c * c <= tolSq * d2 && (along >= 0f || along * along <= tolSq * d2)) {
                if (first < 0 || along > firstAlong) {
                    second = first;
                    first = v;
                    firstAlong = along;
                } else {
                    second = v;
                }
            }
        }
        return rank == 0 ? first : second;
    }

    /**
     * The squared length (square metres) of the part of the segment (sx, sz) + t (dx, dz),
     * 0 &lt;= t &lt;= 1, beyond vertex w (measured along the segment; 0 when w lies at or past its end).
     */
    private float reach2(int w, float sx, float sz, float dx, float dz) {
        float d2 = dx * dx + dz * dz;
        float rest = d2 - (dx * (mesh.vertexX(w) - sx) + dz * (mesh.vertexZ(w) - sz)); // |d| times the length
        return rest > 0f && d2 > 0f ? rest * rest / d2 : 0f;
    }

    /**
     * Finds the triangle around vertex w, reached from triangle from through passable edges at w,
     * whose corner at w holds the direction (dx, dz): strictly if one does, else the one the ray
     * leaves least within the tolerance over the reach2 (squared length, square metres) of the
     * segment left beyond w (see {@link #wedge}), so that a walk along an edge line goes on the side
     * the segment lies on. (With a reach shorter than the tolerance every corner at w is within it:
     * the first one met could send the walk back to the triangle it came from.)
     * from itself is a candidate only when includeFrom. Also sets wallTri/wallEdge: among the
     * blocked edges at w met, the one whose line the direction crosses most steeply (-1 when none).
     *
     * @return the triangle, or -1
     */
    private int wedgeAround(int from, int w, float dx, float dz, float reach2, boolean includeFrom) {
        float d2 = dx * dx + dz * dz;
        wallTri = -1;
        wallEdge = -1;
        float wallScore = 0f;
        int near = -1;
        float nearMiss = tolSq;
        if (includeFrom) {
            float c = wedge(from, w, dx, dz, d2, reach2);
            if (c < 0f) {
                return from;
            }
            if (c <= nearMiss) {
                near = from;
                nearMiss = c;
            }
        }
        int n = 0;
        fan[n++] = from;
        for (int i = 0; i < n; i++) {
            int tri = fan[i];
            for (int e = 0; e < 3; e++) {
                int a = mesh.vertex(tri, e), b = mesh.vertex(tri, e == 2 ? 0 : e + 1);
                if (a != w && b != w) {
                    continue;
                }
                int nb = mesh.neighbour(tri, e);
                if (nb < 0 || !passable(nb)) {
                    float ex = mesh.vertexX(b) - mesh.vertexX(a), ez = mesh.vertexZ(b) - mesh.vertexZ(a);
                    float c = ez * dx - ex * dz; // area2(a, b, w + d): < 0 when d points beyond the edge
                    float len2 = ex * ex + ez * ez;
                    if (c < 0f && len2 > 0f && c * c / len2 > wallScore) {
                        wallScore = c * c / len2;
                        wallTri = tri;
                        wallEdge = e;
                    }
                    continue;
                }
                boolean seen = false;
                for (int j = 0; j < n && !seen; j++) {
                    seen = fan[j] == nb;
                }
                if (seen) {
                    continue;
                }
                float c = wedge(nb, w, dx, dz, d2, reach2);
                if (c < 0f) {
                    return nb;
                }
                if (c < nearMiss || c == nearMiss && near < 0) {
                    near = nb;
                    nearMiss = c;
                }
                if (n == fan.length) {
                    fan = Arrays.copyOf(fan, 2 * n);
                }
                fan[n++] = nb;
            }
        }
        return near;
    }

    /**
     * Whether the ray from vertex w of triangle t along (dx, dz) starts into t: -1 when on the inner
     * side of both of t's edges at w; else how far it leaves them, the larger of the squared
     * distances (square metres) from each edge's line it is outside of, over the shorter of the edge
     * and the reach (sqrt(reach2), the length of the segment left beyond w). Within the tolerance
     * when at most its square ({@link #tolSq}).
     *
     * @param d2 dx * dx + dz * dz
     */
    private float wedge(int t, int w, float dx, float dz, float d2, float reach2) {
        int k = mesh.vertex(t, 0) == w ? 0 : mesh.vertex(t, 1) == w ? 1 : 2;
        int a = mesh.vertex(t, k == 2 ? 0 : k + 1), b = mesh.vertex(t, k == 0 ? 2 : k - 1);
        float wx = mesh.vertexX(w), wz = mesh.vertexZ(w);
        float ax = mesh.vertexX(a) - wx, az = mesh.vertexZ(a) - wz;
        float bx = mesh.vertexX(b) - wx, bz = mesh.vertexZ(b) - wz;
        float c1 = az * dx - ax * dz;   // area2(w, a, w + d)
        float c2 = -bz * dx + bx * dz;  // area2(b, w, w + d)
        if (c1 >= 0f && c2 >= 0f) {
            return -1f;
        }
        // c1 is |a| |d| times the sine of the angle: the ray leaves a's line by that sine times a
        // length, here min(|a|, reach).
        float a2 = ax * ax + az * az, b2 = bx * bx + bz * bz;
        return Math.max(miss(c1, a2, d2, reach2), miss(c2, b2, d2, reach2));
    }

    /** The squared distance from an edge's line (squared length e2) reached over min(edge, reach) at cross product c. */
    private static float miss(float c, float e2, float d2, float reach2) {
        if (c >= 0f) {
            return 0f;
        }
        return e2 > 0f && d2 > 0f ? c * c * Math.min(e2, reach2) / (e2 * d2) : Float.MAX_VALUE;
    }
}
