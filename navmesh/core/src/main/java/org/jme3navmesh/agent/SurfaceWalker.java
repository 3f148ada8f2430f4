package org.jme3navmesh.agent;

import java.util.Objects;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.MeshWalk;
import org.jme3navmesh.query.QueryFilter;

/**
 * Keeps agents on the navmesh: constrained moves across triangle adjacency (like Detour's
 * {@code moveAlongSurface}) and straight-line visibility tests. Triangles steeper than the
 * caller's maximum slope count as walls, so a heavy agent can neither be steered nor pushed onto
 * a ramp its paths avoid. A line of sight is the walk of {@link org.jme3navmesh.query.NavMeshQuery#raycast}
 * ({@link MeshWalk}, with its tolerances), so an agent sees exactly what a raycast under a filter
 * with the same slope limit sees.
 *
 * <p>Work is in the XZ plane; heights come from {@link NavMesh#heightAt}. Not thread-safe (it
 * owns scratch arrays); allocation-free per call. One walker per simulation thread.
 */
public final class SurfaceWalker {
    /** Most triangles one constrained move may visit. */
    private static final int MAX_VISITED = 64;
    /** Slope filters kept for {@link #clearLine}, most recent slopes first served. */
    private static final int FILTERS = 4;
    /** Clamped positions are pulled this far towards the triangle centre, metres, to stay strictly inside. */
    private static final float INSET = 1e-3f;

    private NavMesh mesh;
    /** The edges too narrow for an agent wider than the mesh's baked radius. */
    private ClearancePortals portals;
    private final int[] visited = new int[MAX_VISITED];
    private final float[] seg = new float[2];
    private boolean lastClamped;
    private MeshWalk lineWalk;
    /** The filters of the slope limits seen by {@link #clearLine} (ring of {@value #FILTERS}). */
    private final QueryFilter[] slopeFilters = new QueryFilter[FILTERS];
    private int nextFilter;

    /** @param mesh the mesh to walk on; not null, shared, never modified */
    public SurfaceWalker(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.lineWalk = new MeshWalk(mesh);
        this.portals = new ClearancePortals(mesh);
    }

    /**
     * The mesh walked on.
     *
     * @return the current version (the last one switched to); not null, shared, do not modify
     */
    public NavMesh mesh() {
        return mesh;
    }

    /**
     * Walks another version of the mesh from now on (the crowd's current mesh, see
     * {@link AgentCrowd#setNavMesh}). Allocates the line walk of the new mesh.
     *
     * @param next the mesh; not null, shared, never modified
     */
    void use(NavMesh next) {
        this.mesh = Objects.requireNonNull(next, "next");
        this.lineWalk = new MeshWalk(next);
        this.portals = new ClearancePortals(next);
    }

    /**
     * True when the last {@link #move} was stopped or deflected by a wall.
     *
     * @return true when the last move was clamped, false when it reached its end (and before the first move)
     */
    public boolean lastClamped() {
        return lastClamped;
    }

    /**
     * Moves from (sx, sz), which lies on triangle {@code startTri}, towards (ex, ez) across
     * passable triangles. When a wall (mesh boundary or too-steep triangle) is in the way the result
     * is the reachable point nearest the end. The search covers the circle around the segment's
     * midpoint, so keep moves short (one frame's travel).
     *
     * @param startTri    triangle of the start point, 0 .. triangleCount - 1
     * @param sx          start X, world metres
     * @param sz          start Z, world metres
     * @param ex          end X, world metres
     * @param ez          end Z, world metres
     * @param maxSlopeDeg steepest triangle the move may enter, degrees
     * @param out         receives x, y, z of the new position (world metres) at out[0..2] (y on the surface);
     *                    modified; not null, length &gt;= 3
     * @return the triangle of the new position
     * @throws IllegalArgumentException when startTri is not a triangle of the mesh
     */
    public int move(int startTri, float sx, float sz, float ex, float ez, float maxSlopeDeg, float[] out) {
        return move(startTri, sx, sz, ex, ez, maxSlopeDeg, 0f, out);
    }

    /**
     * {@link #move(int, float, float, float, float, float, float[])} for an agent of the given radius: on a mesh that
     * records its clearance, an agent wider than the baked radius also meets a wall at the edges too narrow for it
     * ({@link ClearancePortals}), so it is never moved through a gap its paths avoid.
     *
     * @param startTri    triangle of the start point, 0 .. triangleCount - 1
     * @param sx          start X, world metres
     * @param sz          start Z, world metres
     * @param ex          end X, world metres
     * @param ez          end Z, world metres
     * @param maxSlopeDeg steepest triangle the move may enter, degrees
     * @param radius      the agent's radius, metres (0 or less: no size, as the mesh's baked radius)
     * @param out         receives x, y, z of the new position (world metres) at out[0..2] (y on the surface);
     *                    modified; not null, length &gt;= 3
     * @return the triangle of the new position
     * @throws IllegalArgumentException when startTri is not a triangle of the mesh
     */
    public int move(int startTri, float sx, float sz, float ex, float ez, float maxSlopeDeg, float radius,
            float[] out) {
        if (startTri < 0 || startTri >= mesh.triangleCount()) {
            throw new IllegalArgumentException("triangle " + startTri + " is not in the mesh (0.."
                    + (mesh.triangleCount() - 1) + ")");
        }
        float extra = radius > 0f ? portals.extraRadius(radius) : 0f;
        float cx = 0.5f * (sx + ex), cz = 0.5f * (sz + ez);
        float dx = ex - sx, dz = ez - sz;
        float rad = 0.5f * (float) Math.sqrt(dx * dx + dz * dz) + 1e-3f;
        float rad2 = rad * rad;
        int bestTri = startTri;
        float bestX = sx, bestZ = sz, bestD = Float.MAX_VALUE;
        boolean reached = false;
        visited[0] = startTri;
        int n = 1;
        for (int head = 0; head < n; head++) {
            int t = visited[head];
            if (mesh.containsXZ(t, ex, ez)) {
                bestTri = t;
                bestX = ex;
                bestZ = ez;
                reached = true;
                break;
            }
            for (int e = 0; e < 3; e++) {
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
                float ax = mesh.vertexX(a), az = mesh.vertexZ(a), bx = mesh.vertexX(b), bz = mesh.vertexZ(b);
                int nb = mesh.neighbour(t, e);
                if (nb < 0 || mesh.slopeDeg(nb) > maxSlopeDeg || (extra > 0f && portals.closed(t, e, extra))) {
                    float d = closestOnSegment(ex, ez, ax, az, bx, bz, seg);
                    if (d < bestD) {
                        bestD = d;
                        bestX = seg[0];
                        bestZ = seg[1];
                        bestTri = t;
                    }
                    continue;
                }
                if (n == MAX_VISITED || contains(visited, n, nb)) {
                    continue;
                }
                if (closestOnSegment(cx, cz, ax, az, bx, bz, seg) > rad2) {
                    continue;
                }
                visited[n++] = nb;
            }
        }
        if (!reached) {
            // Pull slightly inside the triangle so the next move starts strictly on it.
            float gx = 0f, gz = 0f;
            for (int k = 0; k < 3; k++) {
                gx += mesh.vertexX(mesh.vertex(bestTri, k));
                gz += mesh.vertexZ(mesh.vertex(bestTri, k));
            }
            gx = gx / 3f - bestX;
            gz = gz / 3f - bestZ;
            float gl = (float) Math.sqrt(gx * gx + gz * gz);
            if (gl > INSET) {
                bestX += gx * (INSET / gl);
                bestZ += gz * (INSET / gl);
            }
        }
        lastClamped = !reached;
        out[0] = bestX;
        out[1] = mesh.heightAt(bestTri, bestX, bestZ);
        out[2] = bestZ;
        return bestTri;
    }

    /**
     * True when the straight line from (sx, sz) on triangle {@code startTri} to (ex, ez) stays on
     * triangles no steeper than maxSlopeDeg (seen from above, following adjacency from the start
     * triangle): the walk of {@link org.jme3navmesh.query.NavMeshQuery#raycast(int, float, float, float, float, QueryFilter, org.jme3navmesh.query.RaycastHit)}
     * under the default filter with that slope limit, with the same tolerances. Allocation-free
     * while at most {@value #FILTERS} slope limits alternate.
     *
     * @param startTri    triangle of the start point, 0 .. triangleCount - 1
     * @param sx          start X, world metres
     * @param sz          start Z, world metres
     * @param ex          end X, world metres
     * @param ez          end Z, world metres
     * @param maxSlopeDeg steepest triangle the line may cross, degrees (&gt;= 0; above 90 counts as 90)
     * @return true when the line is clear
     * @throws IllegalArgumentException when startTri is out of range or maxSlopeDeg is negative or NaN
     */
    public boolean clearLine(int startTri, float sx, float sz, float ex, float ez, float maxSlopeDeg) {
        return lineWalk.clear(startTri, sx, sz, ex, ez, slopeFilter(maxSlopeDeg));
    }

    /** The default filter with the given slope limit, from the ring when seen lately. */
    private QueryFilter slopeFilter(float maxSlopeDeg) {
        maxSlopeDeg = Math.min(maxSlopeDeg, 90f);
        for (QueryFilter f : slopeFilters) {
            if (f != null && f.maxSlopeDeg() == maxSlopeDeg) {
                return f;
            }
        }
        QueryFilter f = QueryFilter.defaults().withMaxSlope(maxSlopeDeg);
        slopeFilters[nextFilter] = f;
        nextFilter = (nextFilter + 1) % FILTERS;
        return f;
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    /** Squared XZ distance from p to segment ab; the closest point goes to out[0..1]. */
    static float closestOnSegment(float px, float pz, float ax, float az, float bx, float bz, float[] out) {
        float abx = bx - ax, abz = bz - az;
        float len2 = abx * abx + abz * abz;
        float u = len2 > 0f ? ((px - ax) * abx + (pz - az) * abz) / len2 : 0f;
        u = u < 0f ? 0f : (u > 1f ? 1f : u);
        float qx = ax + u * abx, qz = az + u * abz;
        out[0] = qx;
        out[1] = qz;
        float dx = px - qx, dz = pz - qz;
        return dx * dx + dz * dz;
    }
}
