package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The triangles of each connected component of a mesh, ascending: tris[start[c] .. start[c + 1]) for every
 * component id c below {@link NavMesh#componentIdBound()}. Built on
 * first use by {@link MeshTopology#components} (only the nearest-point fallback to the start's component needs
 * it). Immutable; thread-safe.
 */
final class ComponentTriangles {
    final int[] start;
    final int[] tris;

    /**
     * @param m the mesh; not null, unaffected
     */
    ComponentTriangles(NavMesh m) {
        int nt = m.triangleCount();
        int nc = m.componentIdBound();
        start = new int[nc + 1];
        tris = new int[nt];
        for (int t = 0; t < nt; t++) {
            start[m.component(t) + 1]++;
        }
        for (int c = 0; c < nc; c++) {
            start[c + 1] += start[c];
        }
        int[] fill = new int[nc];
        for (int t = 0; t < nt; t++) {
            int c = m.component(t);
            tris[start[c] + fill[c]++] = t;
        }
    }
}
