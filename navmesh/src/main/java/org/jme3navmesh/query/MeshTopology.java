package org.jme3navmesh.query;

import java.util.Map;
import java.util.WeakHashMap;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Derived, immutable per-mesh tables the queries share: the triangles around each vertex and which
 * vertices lie on the mesh boundary. Built once per mesh and cached (weakly) so the queries of many
 * threads share one copy. Thread-safe.
 */
final class MeshTopology {
    private static final Map<NavMesh, MeshTopology> CACHE = new WeakHashMap<>();

    final int[] vertTriStart;
    final int[] vertTris;
    final boolean[] boundaryVertex;
    final float maxSlope;
    /** Bit i set when some triangle has area i. */
    final long areasPresent;

    private MeshTopology(NavMesh m) {
        int nv = m.vertexCount();
        int nt = m.triangleCount();
        vertTriStart = new int[nv + 1];
        for (int t = 0; t < nt; t++) {
            for (int k = 0; k < 3; k++) {
                vertTriStart[m.vertex(t, k) + 1]++;
            }
        }
        for (int v = 0; v < nv; v++) {
            vertTriStart[v + 1] += vertTriStart[v];
        }
        vertTris = new int[vertTriStart[nv]];
        int[] fill = new int[nv];
        boundaryVertex = new boolean[nv];
        float ms = 0f;
        long present = 0L;
        for (int t = 0; t < nt; t++) {
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                vertTris[vertTriStart[v] + fill[v]++] = t;
                if (m.neighbour(t, k) < 0) {
                    boundaryVertex[v] = true;
                    boundaryVertex[m.vertex(t, (k + 1) % 3)] = true;
                }
            }
            ms = Math.max(ms, m.slopeDeg(t));
            present |= 1L << m.area(t);
        }
        maxSlope = ms;
        areasPresent = present;
    }

    /**
     * True when an optimal path may turn at vertex v: it lies on the mesh boundary or, when the
     * filter restricts anything, touches a triangle the filter forbids.
     */
    boolean isCorner(int v, NavMesh mesh, QueryFilter filter, boolean filterRestricts) {
        if (boundaryVertex[v]) {
            return true;
        }
        if (!filterRestricts) {
            return false;
        }
        for (int i = vertTriStart[v], e = vertTriStart[v + 1]; i < e; i++) {
            if (!filter.passable(mesh, vertTris[i])) {
                return true;
            }
        }
        return false;
    }

    static MeshTopology of(NavMesh mesh) {
        synchronized (CACHE) {
            return CACHE.computeIfAbsent(mesh, MeshTopology::new);
        }
    }
}
