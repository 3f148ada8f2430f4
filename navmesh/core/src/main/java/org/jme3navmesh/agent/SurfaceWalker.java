package org.jme3navmesh.agent;

import java.util.Objects;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Keeps agents on the navmesh: constrained moves across triangle adjacency (like Detour's
 * {@code moveAlongSurface}) and straight-line visibility tests. Triangles steeper than the
 * caller's maximum slope count as walls, so a heavy agent can neither be steered nor pushed onto
 * a ramp its paths avoid.
 *
 * <p>Work is in the XZ plane; heights come from {@link NavMesh#heightAt}. Not thread-safe (it
 * owns scratch arrays); allocation-free per call. One walker per simulation thread.
 */
public final class SurfaceWalker {
    /** Most triangles one constrained move may visit. */
    private static final int MAX_VISITED = 64;
    /** Most triangles one visibility test may cross. */
    private static final int MAX_RAY_STEPS = 4096;
    /** Clamped positions are pulled this far towards the triangle centre, metres, to stay strictly inside. */
    private static final float INSET = 1e-3f;

    private final NavMesh mesh;
    private final int[] visited = new int[MAX_VISITED];
    private final float[] seg = new float[2];
    private boolean lastClamped;

    /** @param mesh the mesh to walk on; not null */
    public SurfaceWalker(NavMesh mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
    }

    /** The mesh walked on. */
    public NavMesh mesh() {
        return mesh;
    }

    /** True when the last {@link #move} was stopped or deflected by a wall. */
    public boolean lastClamped() {
        return lastClamped;
    }

    /**
     * Moves from (sx, sz), which lies on triangle {@code startTri}, towards (ex, ez) across
     * passable triangles. When a wall (mesh boundary or too-steep triangle) is in the way the result
     * is the reachable point nearest the end. The search covers the circle around the segment's
     * midpoint, so keep moves short (one frame's travel).
     *
     * @param out receives x, y, z of the new position at out[0..2] (y on the surface); modified
     * @return the triangle of the new position
     */
    public int move(int startTri, float sx, float sz, float ex, float ez, float maxSlopeDeg, float[] out) {
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
                if (nb < 0 || mesh.slopeDeg(nb) > maxSlopeDeg) {
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
     * passable triangles (seen from above, following adjacency from the start triangle).
     */
    public boolean clearLine(int startTri, float sx, float sz, float ex, float ez, float maxSlopeDeg) {
        int t = startTri;
        int prev = -1;
        for (int step = 0; step < MAX_RAY_STEPS; step++) {
            if (mesh.containsXZ(t, ex, ez)) {
                return true;
            }
            // Cyrus-Beck: the exit edge is where the segment leaves the (convex) triangle first.
            int exit = -1;
            float exitU = Float.MAX_VALUE;
            for (int e = 0; e < 3; e++) {
                int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
                float ax = mesh.vertexX(a), az = mesh.vertexZ(a), bx = mesh.vertexX(b), bz = mesh.vertexZ(b);
                float fs = Geometry.area2(ax, az, bx, bz, sx, sz);
                float fe = Geometry.area2(ax, az, bx, bz, ex, ez);
                if (fe >= 0f || fe >= fs) {
                    continue; // end inside this edge's half-plane, or not leaving through it
                }
                float u = fs / (fs - fe);
                if (u < exitU || (u == exitU && mesh.neighbour(t, e) != prev)) {
                    exitU = u;
                    exit = e;
                }
            }
            if (exit < 0) {
                return false; // numerically degenerate: be conservative
            }
            int nb = mesh.neighbour(t, exit);
            if (nb < 0 || mesh.slopeDeg(nb) > maxSlopeDeg || nb == prev) {
                return false;
            }
            prev = t;
            t = nb;
        }
        return false;
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
