package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Straight walks over the mesh in XZ (the raycast): from a triangle, crosses the edge where the
 * segment leaves it until the segment ends, the mesh ends or the filter forbids the next
 * triangle. Not thread-safe (owned by one {@link NavMeshQuery}).
 */
final class MeshWalk {
    private final QueryContext ctx;
    private final NavMesh mesh;
    private final int triCount;

    MeshWalk(QueryContext ctx) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.triCount = ctx.triCount;
    }

    /**
     * The mesh walk behind raycast. When corridor is not null the walked triangles are written to
     * it. With endTri &gt;= 0 the walk only counts as clear when it ends in endTri.
     */
    boolean walk(int st, float sx, float sz, float ex, float ez, int endTri, PathResult corridor, RaycastHit out) {
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
            // within NavMeshQuery.LINE_TOLERANCE of an edge's line count as inside; when the segment leaves
            // through a vertex (two edges tie), the edge with a passable neighbour wins so a walk
            // that grazes a corner goes on around it.
            float tExit = Float.MAX_VALUE;
            int exitEdge = -1;
            boolean exitOpen = false;
            int v0 = mesh.vertex(cur, 0), v1 = mesh.vertex(cur, 1), v2 = mesh.vertex(cur, 2);
            float x0 = mesh.vertexX(v0), z0 = mesh.vertexZ(v0);
            float x1 = mesh.vertexX(v1), z1 = mesh.vertexZ(v1);
            float x2 = mesh.vertexX(v2), z2 = mesh.vertexZ(v2);
            for (int e = 0; e < 3; e++) {
                float ax = e == 0 ? x0 : e == 1 ? x1 : x2, az = e == 0 ? z0 : e == 1 ? z1 : z2;
                float bx = e == 0 ? x1 : e == 1 ? x2 : x0, bz = e == 0 ? z1 : e == 1 ? z2 : z0;
                float fe = Geometry.area2(ax, az, bx, bz, ex, ez);
                // tol = LINE_TOLERANCE * |ab|; the tests against it are made on squares (no root).
                float tol2 = NavMeshQuery.LINE_TOLERANCE * NavMeshQuery.LINE_TOLERANCE
                        * ((bx - ax) * (bx - ax) + (bz - az) * (bz - az));
                if (fe >= 0f || fe * fe <= tol2) {
                    continue; // fe >= -tol: the end is not beyond this edge
                }
                float fs = Geometry.area2(ax, az, bx, bz, sx, sz);
                if (!(fs > fe)) {
                    continue;
                }
                int nb = mesh.neighbour(cur, e);
                if (nb == prev && nb >= 0 && (fs <= 0f || fs * fs <= tol2)) {
                    continue; // the edge we came in through (fs <= tol)
                }
                float t = fs <= 0f ? 0f : fs / (fs - fe);
                boolean open = nb >= 0 && passable(nb);
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
            if ((nb < 0 || !passable(nb)) && n <= guard && corridor == null) {
                // Leaving through a vertex (e.g. running along an edge line): go on around the vertex.
                nb = aroundVertex(cur, exitEdge, sx, sz, ex, ez, tExit);
                if (nb >= 0) {
                    prev = -1;
                    cur = nb;
                    continue;
                }
            }
            if (nb < 0 || !passable(nb) || n > guard) {
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

    /** Filter test; skipped when the filter forbids no triangle of this mesh. */
    private boolean passable(int t) {
        return !ctx.filterRestricts || ctx.filter.passable(mesh, t);
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
            if (ddx * ddx + ddz * ddz <= 4f * NavMeshQuery.LINE_TOLERANCE * NavMeshQuery.LINE_TOLERANCE) {
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
                if (nb < 0 || !passable(nb)) {
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

}
