package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The nearest boundary (an edge of the mesh with no triangle across it) to a point, in XZ: a
 * flood over triangle adjacency from the point's triangle that crosses only edges nearer than the
 * best distance found so far (and than a limit), so it stays on the point's layer and near it.
 * Not thread-safe: scratch arrays (stamped, never cleared) and the last result live in fields.
 */
final class BoundaryProbe {
    private final NavMesh mesh;
    private final int[] stamp;
    private int[] stack = new int[64];
    private int search;
    /** XZ of the nearest boundary point found by the last {@link #nearest}. */
    float bx;
    float bz;

    BoundaryProbe(NavMesh mesh) {
        this.mesh = mesh;
        this.stamp = new int[mesh.triangleCount()];
    }

    /**
     * Distance (metres, XZ) from (x, z) in triangle t to the nearest boundary edge reached from t,
     * when below limit; the point found is left in {@link #bx}, {@link #bz}.
     *
     * @param limit the farthest distance looked at, metres (may be infinite)
     * @return the distance, or limit when no boundary lies nearer
     */
    float nearest(int t, float x, float z, float limit) {
        if (++search == Integer.MAX_VALUE) {
            Arrays.fill(stamp, 0);
            search = 1;
        }
        float best = limit;
        float best2 = limit * limit;
        int sp = 0;
        stack[sp++] = t;
        stamp[t] = search;
        while (sp > 0) {
            int cur = stack[--sp];
            for (int e = 0; e < 3; e++) {
                float d2 = mesh.edgeDistanceSqXZ(cur, e, x, z);
                if (!(d2 < best2)) {
                    continue;
                }
                int nb = mesh.neighbour(cur, e);
                if (nb < 0) {
                    best2 = d2;
                    best = (float) Math.sqrt(d2);
                    closestOnEdge(cur, e, x, z);
                } else if (stamp[nb] != search) {
                    stamp[nb] = search;
                    if (sp == stack.length) {
                        stack = Arrays.copyOf(stack, 2 * sp);
                    }
                    stack[sp++] = nb;
                }
            }
        }
        return best;
    }

    private void closestOnEdge(int t, int e, float x, float z) {
        int a = mesh.vertex(t, e), b = mesh.vertex(t, e == 2 ? 0 : e + 1);
        float ax = mesh.vertexX(a), az = mesh.vertexZ(a);
        float dx = mesh.vertexX(b) - ax, dz = mesh.vertexZ(b) - az;
        float l2 = dx * dx + dz * dz;
        float u = l2 > 0f ? Math.max(0f, Math.min(1f, ((x - ax) * dx + (z - az) * dz) / l2)) : 0f;
        bx = ax + u * dx;
        bz = az + u * dz;
    }
}
