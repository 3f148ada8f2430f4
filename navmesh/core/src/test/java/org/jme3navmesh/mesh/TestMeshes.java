package org.jme3navmesh.mesh;

/** Small hand-made meshes for tests. */
public final class TestMeshes {
    private TestMeshes() {
    }

    /**
     * A flat grid of nx * nz square cells of size s at height y, two CCW triangles per cell,
     * with the cells listed in {@code holes} (ix + iz * nx) left out.
     */
    public static NavMesh grid(int nx, int nz, float s, float y, int... holes) {
        return gridAt(0f, 0f, nx, nz, s, y, holes);
    }

    /** As {@link #grid}, with the grid's corner at (x0, z0) instead of the origin. */
    public static NavMesh gridAt(float x0, float z0, int nx, int nz, float s, float y, int... holes) {
        return gridAt(AreaTable.defaults(), x0, z0, nx, nz, s, y, holes);
    }

    /** As {@link #gridAt}, with the given area table (every triangle is area 0). */
    public static NavMesh gridAt(AreaTable areas, float x0, float z0, int nx, int nz, float s, float y, int... holes) {
        NavMeshBuilder b = new NavMeshBuilder().areaTable(areas);
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(x0 + ix * s, y, z0 + iz * s);
            }
        }
        java.util.Set<Integer> skip = new java.util.HashSet<>();
        for (int h : holes) {
            skip.add(h);
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (skip.contains(ix + iz * nx)) {
                    continue;
                }
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                // CCW from above: (b - a) x (c - a) points +Y
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }
}
