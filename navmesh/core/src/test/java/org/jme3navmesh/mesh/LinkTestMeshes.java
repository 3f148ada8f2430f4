package org.jme3navmesh.mesh;

/** Meshes for off-mesh link tests: separate flat platforms made of unit-cell grids. */
public final class LinkTestMeshes {
    private LinkTestMeshes() {
    }

    /**
     * Flat platforms in one mesh, each nx by nz cells of 1 m: platform k spans x in [x0[k], x0[k] + nx], z in [0, nz]
     * at height y[k].
     */
    public static NavMesh platforms(int nx, int nz, float[] x0, float[] y) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int k = 0; k < x0.length; k++) {
            int base = b.vertexCount();
            for (int iz = 0; iz <= nz; iz++) {
                for (int ix = 0; ix <= nx; ix++) {
                    b.addVertex(x0[k] + ix, y[k], iz);
                }
            }
            for (int iz = 0; iz < nz; iz++) {
                for (int ix = 0; ix < nx; ix++) {
                    int v00 = base + ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                    b.addTriangle(v00, v01, v11, 0, 0f);
                    b.addTriangle(v00, v11, v10, 0, 0f);
                }
            }
        }
        return b.build();
    }

    /** An upper platform x in [0, 4] at y = 2 and a lower one x in [6, 10] at y = 0, both z in [0, 4]. */
    public static NavMesh ledge() {
        return platforms(4, 4, new float[] {0f, 6f}, new float[] {2f, 0f});
    }
}
