package org.jme3navmesh.mesh;

/** Whole-mesh counts behind {@link NavMesh#portalCount} and {@link NavMesh#walkableArea}; stateless. */
final class MeshCounts {
    private MeshCounts() {
    }

    /**
     * @param m the mesh; not null, unaffected
     * @return the shared edges, each counted once
     */
    static int portals(NavMesh m) {
        int n = 0;
        for (int t = 0, nt = m.triangleCount(); t < nt; t++) {
            for (int e = 0; e < 3; e++) {
                if (m.neighbour(t, e) > t) {
                    n++;
                }
            }
        }
        return n;
    }

    /**
     * @param m the mesh; not null, unaffected
     * @return the triangles' area projected on the XZ plane, square metres
     */
    static double walkableArea(NavMesh m) {
        double sum = 0;
        for (int t = 0, nt = m.triangleCount(); t < nt; t++) {
            sum += 0.5 * m.area2(t);
        }
        return sum;
    }
}
