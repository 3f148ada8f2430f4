package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Reference Euclidean (XZ) shortest paths on any mesh: a visibility graph over the start, the goal
 * and the boundary vertices, visibility decided by mesh walks ({@link NavMeshQuery#raycast}), then
 * Dijkstra. Visibility between vertices is cached across queries.
 */
final class MeshShortestPath {
    private final NavMesh mesh;
    private final MeshTopology topo;
    private final NavMeshQuery q;
    private final int[] verts;
    private final byte[] vis; // 0 unknown, 1 visible, 2 blocked
    private final RaycastHit hit = new RaycastHit();

    MeshShortestPath(NavMesh mesh) {
        this.mesh = mesh;
        this.q = new NavMeshQuery(mesh);
        this.topo = MeshTopology.of(mesh);
        int n = 0;
        int[] v = new int[mesh.vertexCount()];
        for (int i = 0; i < mesh.vertexCount(); i++) {
            if (topo.boundaryVertex[i] && topo.vertTriStart[i + 1] > topo.vertTriStart[i]) {
                v[n++] = i;
            }
        }
        verts = Arrays.copyOf(v, n);
        vis = new byte[n * n];
    }

    private boolean visible(int a, int b) {
        int k = a * verts.length + b;
        if (vis[k] == 0) {
            // Clear when a walk from some triangle at a reaches b.
            boolean clear = false;
            int v = verts[a];
            for (int i = topo.vertTriStart[v]; i < topo.vertTriStart[v + 1] && !clear; i++) {
                clear = q.raycast(topo.vertTris[i], mesh.vertexX(v), mesh.vertexZ(v),
                        mesh.vertexX(verts[b]), mesh.vertexZ(verts[b]), QueryFilter.defaults(), hit)
                        && containsVertex(hit.lastTriangle(), verts[b]);
            }
            vis[k] = (byte) (clear ? 1 : 2);
            vis[b * verts.length + a] = vis[k];
        }
        return vis[k] == 1;
    }

    /** The walk ended on the goal: in its triangle or a neighbour of the same component holding the point. */
    private boolean reachesGoal(int last, int gt, float gx, float gz) {
        return last == gt || (mesh.component(last) == mesh.component(gt) && mesh.containsXZ(last, gx, gz));
    }

    private boolean containsVertex(int t, int v) {
        return mesh.vertex(t, 0) == v || mesh.vertex(t, 1) == v || mesh.vertex(t, 2) == v
                || mesh.containsXZ(t, mesh.vertexX(v), mesh.vertexZ(v));
    }

    /** XZ length of the shortest path between two points on triangles st and gt, or infinity. */
    double distance(int st, float sx, float sz, int gt, float gx, float gz) {
        int n = verts.length;
        // Node n = start, n + 1 = goal.
        boolean[] fromStart = new boolean[n];
        boolean[] toGoal = new boolean[n];
        for (int i = 0; i < n; i++) {
            float vx = mesh.vertexX(verts[i]), vz = mesh.vertexZ(verts[i]);
            fromStart[i] = q.raycast(st, sx, sz, vx, vz, QueryFilter.defaults(), hit) && containsVertex(hit.lastTriangle(), verts[i]);
            toGoal[i] = false;
            for (int j = topo.vertTriStart[verts[i]]; j < topo.vertTriStart[verts[i] + 1] && !toGoal[i]; j++) {
                toGoal[i] = q.raycast(topo.vertTris[j], vx, vz, gx, gz, QueryFilter.defaults(), hit)
                        && reachesGoal(hit.lastTriangle(), gt, gx, gz);
            }
        }
        double best = q.raycast(st, sx, sz, gx, gz, QueryFilter.defaults(), hit) && reachesGoal(hit.lastTriangle(), gt, gx, gz)
                ? Math.hypot(gx - sx, gz - sz) : Double.POSITIVE_INFINITY;
        double[] d = new double[n];
        boolean[] done = new boolean[n];
        Arrays.fill(d, Double.POSITIVE_INFINITY);
        for (int i = 0; i < n; i++) {
            if (fromStart[i]) {
                d[i] = Math.hypot(mesh.vertexX(verts[i]) - sx, mesh.vertexZ(verts[i]) - sz);
            }
        }
        while (true) {
            int u = -1;
            for (int i = 0; i < n; i++) {
                if (!done[i] && d[i] < Double.POSITIVE_INFINITY && (u < 0 || d[i] < d[u])) {
                    u = i;
                }
            }
            if (u < 0 || d[u] >= best) {
                return best;
            }
            done[u] = true;
            float ux = mesh.vertexX(verts[u]), uz = mesh.vertexZ(verts[u]);
            if (toGoal[u]) {
                best = Math.min(best, d[u] + Math.hypot(gx - ux, gz - uz));
            }
            for (int v = 0; v < n; v++) {
                if (!done[v]) {
                    double w = d[u] + Math.hypot(mesh.vertexX(verts[v]) - ux, mesh.vertexZ(verts[v]) - uz);
                    if (w < d[v] && visible(u, v)) {
                        d[v] = w;
                    }
                }
            }
        }
    }
}
