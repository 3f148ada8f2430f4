package org.jme3navmesh.bake.mesher;

import java.util.Arrays;

/**
 * The triangulated, simplified outline of every region: corner vertices (grid corner, corner key,
 * height) and triangles indexing them, packed per region. Storing a region again replaces its
 * earlier result. Not thread-safe.
 */
final class RegionPolygons {
    final int[] vertOff;
    final int[] vertCount;
    final int[] triOff;
    final int[] triCount;
    int[] vx = new int[1024];
    int[] vz = new int[1024];
    int[] vkey = new int[1024];
    float[] vy = new float[1024];
    int[] tris = new int[3 * 1024];
    private int vn;
    private int tn;

    RegionPolygons(int regions) {
        vertOff = new int[regions];
        vertCount = new int[regions];
        triOff = new int[regions];
        triCount = new int[regions];
    }

    /** Stores region r's outline vertices and triangles (indices relative to its first vertex). */
    void store(int r, ContourTracer c, PolygonTriangulator t) {
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
        vertOff[r] = vn;
        vertCount[r] = nv;
        vn += nv;
        if (3 * (tn + t.triCount) > tris.length) {
            tris = Arrays.copyOf(tris, Math.max(3 * (tn + t.triCount), tris.length * 2));
        }
        System.arraycopy(t.tris, 0, tris, 3 * tn, 3 * t.triCount);
        triOff[r] = 3 * tn;
        triCount[r] = t.triCount;
        tn += t.triCount;
    }
}
