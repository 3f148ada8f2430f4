package org.jme3navmesh.mesh;

/**
 * Uniform XZ bucket grid over a navmesh's triangles: finds the triangle under a point and the
 * nearest point on the mesh within a search box. Immutable and allocation-free per query, so it
 * is safe from many threads. Each triangle is listed in every bucket its XZ bounding box touches;
 * a query visits a triangle once by handling it only in the first bucket shared by the query box
 * and the triangle's box.
 */
public final class TriangleGrid {
    private final NavMesh mesh;
    private final float minX;
    private final float minZ;
    private final float bucketSize;
    private final int cols;
    private final int rows;
    private final int[] bucketStart;
    private final int[] bucketTris;
    /** Per triangle: minX, minY, minZ, maxX, maxY, maxZ. */
    private final float[] triBounds;

    TriangleGrid(NavMesh mesh) {
        this.mesh = mesh;
        int n = mesh.triangleCount();
        float[] v = mesh.rawVerts();
        int[] t = mesh.rawTris();
        triBounds = new float[6 * n];
        float bx0 = Float.MAX_VALUE, bz0 = Float.MAX_VALUE, bx1 = -Float.MAX_VALUE, bz1 = -Float.MAX_VALUE;
        double area = 0;
        for (int i = 0; i < n; i++) {
            float x0 = Float.MAX_VALUE, y0 = Float.MAX_VALUE, z0 = Float.MAX_VALUE;
            float x1 = -Float.MAX_VALUE, y1 = -Float.MAX_VALUE, z1 = -Float.MAX_VALUE;
            for (int k = 0; k < 3; k++) {
                int o = 3 * t[3 * i + k];
                x0 = Math.min(x0, v[o]); x1 = Math.max(x1, v[o]);
                y0 = Math.min(y0, v[o + 1]); y1 = Math.max(y1, v[o + 1]);
                z0 = Math.min(z0, v[o + 2]); z1 = Math.max(z1, v[o + 2]);
            }
            int b = 6 * i;
            triBounds[b] = x0; triBounds[b + 1] = y0; triBounds[b + 2] = z0;
            triBounds[b + 3] = x1; triBounds[b + 4] = y1; triBounds[b + 5] = z1;
            bx0 = Math.min(bx0, x0); bz0 = Math.min(bz0, z0);
            bx1 = Math.max(bx1, x1); bz1 = Math.max(bz1, z1);
            area += (double) (x1 - x0) * (z1 - z0);
        }
        if (n == 0) {
            bx0 = bz0 = 0f;
            bx1 = bz1 = 1f;
        }
        // Bucket edge about the mean triangle box edge: each triangle lands in a few buckets.
        float size = n == 0 ? 1f : (float) Math.sqrt(area / n);
        float extent = Math.max(bx1 - bx0, bz1 - bz0);
        size = Math.max(size, extent / 1024f);
        size = Math.max(size, 1e-3f);
        minX = bx0;
        minZ = bz0;
        bucketSize = size;
        cols = Math.max(1, (int) Math.ceil((bx1 - bx0) / size) + 1);
        rows = Math.max(1, (int) Math.ceil((bz1 - bz0) / size) + 1);
        bucketStart = new int[cols * rows + 1];
        for (int i = 0; i < n; i++) {
            int c0 = col(triBounds[6 * i]), c1 = col(triBounds[6 * i + 3]);
            int r0 = row(triBounds[6 * i + 2]), r1 = row(triBounds[6 * i + 5]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    bucketStart[c + r * cols + 1]++;
                }
            }
        }
        for (int i = 0; i < cols * rows; i++) {
            bucketStart[i + 1] += bucketStart[i];
        }
        bucketTris = new int[bucketStart[cols * rows]];
        int[] fill = new int[cols * rows];
        for (int i = 0; i < n; i++) {
            int c0 = col(triBounds[6 * i]), c1 = col(triBounds[6 * i + 3]);
            int r0 = row(triBounds[6 * i + 2]), r1 = row(triBounds[6 * i + 5]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    int b = c + r * cols;
                    bucketTris[bucketStart[b] + fill[b]++] = i;
                }
            }
        }
    }

    private int col(float x) {
        int c = (int) Math.floor((x - minX) / bucketSize);
        return c < 0 ? 0 : Math.min(c, cols - 1);
    }

    private int row(float z) {
        int r = (int) Math.floor((z - minZ) / bucketSize);
        return r < 0 ? 0 : Math.min(r, rows - 1);
    }

    /** Triangle bounds, {minX, minY, minZ, maxX, maxY, maxZ} of triangle t copied into out[0..5]. */
    public void triangleBounds(int t, float[] out) {
        System.arraycopy(triBounds, 6 * t, out, 0, 6);
    }

    /**
     * Calls {@code visitor} once for every triangle whose bounding box overlaps the box
     * [x0, x1] x [y0, y1] x [z0, z1]. Stops early when the visitor returns false.
     */
    public void query(float x0, float y0, float z0, float x1, float y1, float z1, TriangleVisitor visitor) {
        if (x1 < minX || z1 < minZ || bucketStart.length == 1) {
            return;
        }
        int c0 = col(x0), c1 = col(x1), r0 = row(z0), r1 = row(z1);
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int b = c + r * cols;
                for (int i = bucketStart[b], e = bucketStart[b + 1]; i < e; i++) {
                    int t = bucketTris[i];
                    int o = 6 * t;
                    if (triBounds[o] > x1 || triBounds[o + 3] < x0 || triBounds[o + 2] > z1 || triBounds[o + 5] < z0
                            || triBounds[o + 1] > y1 || triBounds[o + 4] < y0) {
                        continue;
                    }
                    // Visit in the first bucket shared by the query box and the triangle box only.
                    if (Math.max(c0, col(triBounds[o])) != c || Math.max(r0, row(triBounds[o + 2])) != r) {
                        continue;
                    }
                    if (!visitor.visit(t)) {
                        return;
                    }
                }
            }
        }
    }

    /** Receives triangles from {@link #query}. */
    @FunctionalInterface
    public interface TriangleVisitor {
        /** @return false to stop the query */
        boolean visit(int triangle);
    }

    int locate(float x, float y, float z, float maxUp, float maxDown) {
        if (bucketStart.length == 1) {
            return -1;
        }
        int c = (int) Math.floor((x - minX) / bucketSize);
        int r = (int) Math.floor((z - minZ) / bucketSize);
        if (c < 0 || r < 0 || c >= cols || r >= rows) {
            return -1;
        }
        int b = c + r * cols;
        int best = -1;
        float bestD = Float.MAX_VALUE;
        for (int i = bucketStart[b], e = bucketStart[b + 1]; i < e; i++) {
            int t = bucketTris[i];
            int o = 6 * t;
            if (x < triBounds[o] || x > triBounds[o + 3] || z < triBounds[o + 2] || z > triBounds[o + 5]
                    || triBounds[o + 1] > y + maxUp || triBounds[o + 4] < y - maxDown) {
                continue;
            }
            if (!mesh.containsXZ(t, x, z)) {
                continue;
            }
            float h = mesh.heightAt(t, x, z);
            float d = h - y;
            if (d > maxUp || -d > maxDown) {
                continue;
            }
            d = Math.abs(d);
            if (d < bestD) {
                bestD = d;
                best = t;
            }
        }
        return best;
    }

    int nearest(float x, float y, float z, float hx, float hy, float hz, float[] out) {
        if (bucketStart.length == 1) {
            return -1;
        }
        float x0 = x - hx, x1 = x + hx, y0 = y - hy, y1 = y + hy, z0 = z - hz, z1 = z + hz;
        if (x1 < minX || z1 < minZ) {
            return -1;
        }
        float[] v = mesh.rawVerts();
        int[] tr = mesh.rawTris();
        int c0 = col(x0), c1 = col(x1), r0 = row(z0), r1 = row(z1);
        int best = -1;
        float bestD = Float.MAX_VALUE;
        float bx = 0, by = 0, bz = 0;
        float cpx, cpy, cpz;
        float[] tmp = new float[3];
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int b = c + r * cols;
                for (int i = bucketStart[b], e = bucketStart[b + 1]; i < e; i++) {
                    int t = bucketTris[i];
                    int o = 6 * t;
                    if (triBounds[o] > x1 || triBounds[o + 3] < x0 || triBounds[o + 2] > z1 || triBounds[o + 5] < z0
                            || triBounds[o + 1] > y1 || triBounds[o + 4] < y0) {
                        continue;
                    }
                    if (Math.max(c0, col(triBounds[o])) != c || Math.max(r0, row(triBounds[o + 2])) != r) {
                        continue;
                    }
                    float d;
                    if (mesh.containsXZ(t, x, z)) {
                        cpx = x;
                        cpz = z;
                        cpy = mesh.heightAt(t, x, z);
                        d = (cpy - y) * (cpy - y);
                    } else {
                        int a = 3 * tr[3 * t], bb = 3 * tr[3 * t + 1], cc = 3 * tr[3 * t + 2];
                        Geometry.closestPointOnTriangle(x, y, z, v[a], v[a + 1], v[a + 2],
                                v[bb], v[bb + 1], v[bb + 2], v[cc], v[cc + 1], v[cc + 2], tmp);
                        cpx = tmp[0];
                        cpz = tmp[2];
                        cpy = mesh.heightAt(t, cpx, cpz);
                        float dx = cpx - x, dy = cpy - y, dz = cpz - z;
                        d = dx * dx + dy * dy + dz * dz;
                    }
                    if (d < bestD && Math.abs(cpy - y) <= hy && Math.abs(cpx - x) <= hx && Math.abs(cpz - z) <= hz) {
                        bestD = d;
                        best = t;
                        bx = cpx;
                        by = cpy;
                        bz = cpz;
                    }
                }
            }
        }
        if (best >= 0) {
            out[0] = bx;
            out[1] = by;
            out[2] = bz;
        }
        return best;
    }
}
