package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

/**
 * The triangulated, simplified outline of every region: corner vertices (grid corner, corner key,
 * height) and triangles indexing them, packed per region. Not thread-safe.
 */
final class RegionPolygons {
    final int[] vertStart;
    final int[] triStart;
    int[] vx = new int[1024];
    int[] vz = new int[1024];
    int[] vkey = new int[1024];
    float[] vy = new float[1024];
    int[] tris = new int[3 * 1024];
    private int vn;
    private int tn;

    RegionPolygons(int regions) {
        vertStart = new int[regions + 1];
        triStart = new int[regions + 1];
    }

    /** Stores region r's result; regions must be stored in increasing order, each once. */
    void store(int r, ContourTracer c, PolygonTriangulator t) {
        vertStart[r] = vn;
        triStart[r] = tn;
        int nv = c.vertCount;
        if (vn + nv > vx.length) {
            int m = Math.max(vn + nv, vx.length * 2);
            vx = Arrays.copyOf(vx, m);
            vz = Arrays.copyOf(vz, m);
            vkey = Arrays.copyOf(vkey, m);
            vy = Arrays.copyOf(vy, m);
        }
        System.arraycopy(c.vx, 0, vx, vn, nv);
        System.arraycopy(c.vz, 0, vz, vn, nv);
        System.arraycopy(c.vkey, 0, vkey, vn, nv);
        System.arraycopy(c.vy, 0, vy, vn, nv);
        vn += nv;
        if (3 * (tn + t.triCount) > tris.length) {
            tris = Arrays.copyOf(tris, Math.max(3 * (tn + t.triCount), tris.length * 2));
        }
        System.arraycopy(t.tris, 0, tris, 3 * tn, 3 * t.triCount);
        tn += t.triCount;
        vertStart[r + 1] = vn;
        triStart[r + 1] = tn;
    }
}
