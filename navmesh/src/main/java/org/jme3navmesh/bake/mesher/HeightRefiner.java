package org.jme3navmesh.bake.mesher;

import org.jme3navmesh.bake.WalkableField;

/**
 * Turns one region's triangulated contour into mesh triangles: welds the corner vertices and
 * records each triangle's steepest sampled slope, scanning the region's cells under it.
 * Not thread-safe.
 */
final class HeightRefiner {
    private final WalkableField f;
    private final int[] reg;
    private final MeshSink sink;
    private final float maxError;

    HeightRefiner(WalkableField f, int[] spanCell, int[] reg, MeshSink sink, float maxError) {
        this.f = f;
        this.reg = reg;
        this.sink = sink;
        this.maxError = maxError;
    }

    void refine(int r, int area, ContourTracer c, int[] tris, int triCount) {
        for (int t = 0; t < triCount; t++) {
            int a = tris[3 * t], b = tris[3 * t + 1], d = tris[3 * t + 2];
            float slope = slopeUnder(r, 2 * c.vx[a], 2 * c.vz[a], 2 * c.vx[b], 2 * c.vz[b], 2 * c.vx[d], 2 * c.vz[d]);
            int va = sink.cornerVertex(c.vkey[a], c.vx[a], c.vz[a], c.vy[a]);
            int vb = sink.cornerVertex(c.vkey[b], c.vx[b], c.vz[b], c.vy[b]);
            int vd = sink.cornerVertex(c.vkey[d], c.vx[d], c.vz[d], c.vy[d]);
            sink.addTriangle(va, vb, vd, area, slope);
        }
    }

    /** Steepest slope of region r's spans whose cell centre lies in the triangle (doubled corner coordinates). */
    private float slopeUnder(int r, int ax, int az, int bx, int bz, int cx, int cz) {
        int minX = Math.max(0, Math.min(ax, Math.min(bx, cx)) / 2);
        int maxX = Math.min(f.width - 1, (Math.max(ax, Math.max(bx, cx)) - 1) / 2);
        int minZ = Math.max(0, Math.min(az, Math.min(bz, cz)) / 2);
        int maxZ = Math.min(f.depth - 1, (Math.max(az, Math.max(bz, cz)) - 1) / 2);
        float best = -1f;
        float any = 0f;
        for (int iz = minZ; iz <= maxZ; iz++) {
            long pz = 2L * iz + 1;
            for (int ix = minX; ix <= maxX; ix++) {
                long px = 2L * ix + 1;
                int c = ix + iz * f.width;
                int s = spanOf(c, r);
                if (s < 0) {
                    continue;
                }
                float sl = f.slopeDeg[s];
                any = Math.max(any, sl);
                if (inside(ax, az, bx, bz, cx, cz, px, pz)) {
                    best = Math.max(best, sl);
                }
            }
        }
        float v = best >= 0f ? best : any;
        return Math.min(90f, Math.max(0f, v));
    }

    private int spanOf(int c, int r) {
        for (int s = f.cellStart[c], e = f.cellStart[c + 1]; s < e; s++) {
            if (reg[s] == r) {
                return s;
            }
        }
        return -1;
    }

    /** Geometry.area2 sign convention: inside or on a CCW-from-above triangle. */
    static boolean inside(long ax, long az, long bx, long bz, long cx, long cz, long px, long pz) {
        return (bz - az) * (px - ax) - (bx - ax) * (pz - az) >= 0
                && (cz - bz) * (px - bx) - (cx - bx) * (pz - bz) >= 0
                && (az - cz) * (px - cx) - (ax - cx) * (pz - cz) >= 0;
    }
}
