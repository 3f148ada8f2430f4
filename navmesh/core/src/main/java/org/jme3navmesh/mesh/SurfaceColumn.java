package org.jme3navmesh.mesh;

/**
 * The scan of one {@link TriangleGrid} bucket behind {@link TriangleGrid#locate} and
 * {@link TriangleGrid#columnLocating}: the triangle whose surface right above or below a point is nearest it, and
 * optionally the bucket's column under the point, in one pass. Stateless.
 */
final class SurfaceColumn {
    private SurfaceColumn() {
    }

    /**
     * One pass over a bucket's triangles bt (their bounds bb, 6 per entry) for {@link TriangleGrid#locate} (its
     * answer kept only when its surface lies within within of y) and, when out is not null,
     * {@link TriangleGrid#column} over [y0, y1] (only its triangles are then candidates for locate).
     *
     * @return the column's count in the low 32 bits (0 when out is null), locate's answer or -1 in the high 32 bits
     */
    static long scan(NavMesh mesh, int[] bt, float[] bb, float x, float y, float z, float maxUp, float maxDown,
                     float within, float y0, float y1, int[] out) {
        int n = 0;
        int best = -1;
        float bestD = Float.MAX_VALUE;
        float slack = detailSlack(mesh);
        for (int i = 0; i < bt.length; i++) {
            int o = 6 * i;
            if (out != null) {
                if (bb[o] > x || bb[o + 3] < x || bb[o + 2] > z || bb[o + 5] < z || bb[o + 1] > y1 || bb[o + 4] < y0) {
                    continue;
                }
                out[n++] = bt[i];
            }
            float d = surfaceGap(mesh, bt[i], bb, o, x, y, z, maxUp, maxDown, within, slack);
            if (d < bestD) {
                bestD = d;
                best = bt[i];
            }
        }
        return ((long) (bestD <= within ? best : -1) << 32) | n;
    }

    /**
     * How far (metres) {@link NavMesh#heightAt} may lie from the triangle's plane: the detail's largest correction,
     * padded for the rounding of its weighted mean; 0 without a detail (the plane itself).
     */
    private static float detailSlack(NavMesh mesh) {
        TriangleDetail detail = mesh.heightDetail();
        return detail == null ? 0f : detail.maxDelta() + 1e-4f;
    }

    /**
     * |heightAt(t, x, z) - y| for {@link TriangleGrid#locate}: NaN unless t's box (entry o of bucket bounds bb)
     * reaches maxUp above y and maxDown below it, t holds (x, z) in XZ and its surface there lies within those
     * reaches; NaN too when its plane there lies farther than within + slack ({@link #detailSlack}) from y, so that
     * its surface lies farther than within (its height is then not read).
     */
    private static float surfaceGap(NavMesh mesh, int t, float[] bb, int o, float x, float y, float z, float maxUp,
                                    float maxDown, float within, float slack) {
        if (x < bb[o] || x > bb[o + 3] || z < bb[o + 2] || z > bb[o + 5]
                || bb[o + 1] > y + maxUp || bb[o + 4] < y - maxDown || !mesh.containsXZ(t, x, z)) {
            return Float.NaN;
        }
        float p = mesh.planeHeight(t, x, z);
        if (Math.abs(p - y) > within + slack + 64f * Math.ulp(Math.abs(y) + Math.abs(p))) {
            return Float.NaN;
        }
        float d = mesh.heightAt(t, x, z) - y;
        return d > maxUp || -d > maxDown ? Float.NaN : Math.abs(d);
    }
}
