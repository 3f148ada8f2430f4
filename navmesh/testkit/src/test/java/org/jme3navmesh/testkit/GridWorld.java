package org.jme3navmesh.testkit;

import java.util.Set;

/**
 * A flat grid of square cells with holes, as a surface (two triangles per free cell, vertex
 * {@code ix + iz * (nx + 1)} at (ix * s, 0, iz * s)) and as the exact grid reference.
 */
final class GridWorld {
    final int nx, nz;
    final float s;
    final boolean[] hole;
    final WalkableSurface mesh;
    final GridShortestPath exact;

    GridWorld(int nx, int nz, float s, Set<Integer> holes) {
        this.nx = nx;
        this.nz = nz;
        this.s = s;
        this.hole = new boolean[nx * nz];
        for (int h : holes) {
            hole[h] = true;
        }
        float[] xyz = new float[3 * (nx + 1) * (nz + 1)];
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                int v = ix + iz * (nx + 1);
                xyz[3 * v] = ix * s;
                xyz[3 * v + 2] = iz * s;
            }
        }
        int[] tris = new int[6 * (nx * nz - holes.size())];
        int k = 0;
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (hole[ix + iz * nx]) {
                    continue;
                }
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                int[] cell = {v00, v01, v11, v00, v11, v10};
                System.arraycopy(cell, 0, tris, k, 6);
                k += 6;
            }
        }
        mesh = WalkableSurface.fromTriangles(xyz, tris);
        exact = new GridShortestPath(nx, nz, s, hole);
    }

    /** True when (x, z) lies in a free cell (closed squares). */
    boolean inside(double x, double z) {
        return exact.visible(x, z, x, z);
    }

    /** The triangle under the free point (x, z), which must exist. */
    int triangleAt(double x, double z) {
        int t = mesh.triangleAt(x, 0, z, 1e-6);
        if (t < 0) {
            throw new AssertionError("no triangle under (" + x + ", " + z + ")");
        }
        return t;
    }
}
