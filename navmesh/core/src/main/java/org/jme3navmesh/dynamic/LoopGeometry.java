package org.jme3navmesh.dynamic;

/**
 * Tests on the boundary loops of a carved region ({@link RegionTriangulator}): straight runs, twin spikes, and for
 * bridging holes, points inside a loop and segments clear of one.
 */
final class LoopGeometry {
    private LoopGeometry() {
    }

    /** True when b lies on the segment a-c, strictly between its ends (within the rounding of floats). */
    static boolean straight(int a, int b, int c, float[] xs, float[] zs) {
        double ux = xs[c] - (double) xs[a], uz = zs[c] - (double) zs[a];
        double vx = xs[b] - (double) xs[a], vz = zs[b] - (double) zs[a];
        double len2 = ux * ux + uz * uz;
        double dot = ux * vx + uz * vz;
        if (!(dot > 0 && dot < len2)) {
            return false;
        }
        double tol = 8 * Math.ulp(Math.max(1f, Math.max(Math.max(Math.abs(xs[a]), Math.abs(zs[a])),
                Math.max(Math.abs(xs[c]), Math.abs(zs[c])))));
        double cross = ux * vz - uz * vx;
        return cross * cross <= tol * tol * len2;
    }

    /**
     * True when a loop turns back at a point between two different points within tol of each other (in X and in Z): a
     * slit of no width into the region between twins the snap level left apart, whose two sides are walls facing each
     * other.
     *
     * @param loops     the loops' points (indices into keys, xs, zs), one loop after another; not null, unaffected
     * @param loopStart where each loop starts in loops, one more for the end; not null, unaffected
     * @param keys      the points' keys; not null, unaffected
     * @param xs        the points' X; not null, unaffected
     * @param zs        the points' Z; not null, unaffected
     * @param tol       metres, &gt;= 0
     */
    static boolean hasTwinSpike(IntBuffer loops, IntBuffer loopStart, int[] keys, float[] xs, float[] zs, double tol) {
        int count = loopStart.size - 1;
        for (int l = 0; l < count; l++) {
            int s = loopStart.items[l], e = loopStart.items[l + 1];
            for (int i = s; i < e; i++) {
                int a = loops.items[i == s ? e - 1 : i - 1], b = loops.items[i], c = loops.items[i + 1 == e ? s : i + 1];
                if (keys[a] == keys[c] || Math.abs(xs[a] - (double) xs[c]) > tol
                        || Math.abs(zs[a] - (double) zs[c]) > tol) {
                    continue;
                }
                // Twins: the loop turns back at b when both lie on one side of it.
                double ax = xs[a] - (double) xs[b], az = zs[a] - (double) zs[b];
                double cx = xs[c] - (double) xs[b], cz = zs[c] - (double) zs[b];
                if (ax * cx + az * cz > 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Crossing-number test of (x, z) against the closed polygon items[s..e) (a weakly simple ring counts right). */
    static boolean inside(int[] items, int s, int e, double x, double z, float[] xs, float[] zs) {
        boolean in = false;
        for (int i = s, j = e - 1; i < e; j = i++) {
            double xi = xs[items[i]], zi = zs[items[i]], xj = xs[items[j]], zj = zs[items[j]];
            if ((zi > z) != (zj > z) && x < xi + (z - zi) * (xj - xi) / (zj - zi)) {
                in = !in;
            }
        }
        return in;
    }

    /** True when the open segment a-b crosses no side of polygon items[s..e) and passes through none of its points. */
    static boolean clearOf(int[] items, int s, int e, double ax, double az, double bx, double bz, float[] xs,
            float[] zs) {
        double len = Math.sqrt((bx - ax) * (bx - ax) + (bz - az) * (bz - az));
        double tol = EarClipper.ON_LINE * len;
        for (int i = s, j = e - 1; i < e; j = i++) {
            double px = xs[items[j]], pz = zs[items[j]], qx = xs[items[i]], qz = zs[items[i]];
            boolean pEnd = (px == ax && pz == az) || (px == bx && pz == bz);
            boolean qEnd = (qx == ax && qz == az) || (qx == bx && qz == bz);
            double dp = ConvexPolygons.area2(ax, az, bx, bz, px, pz);
            if (!pEnd && Math.abs(dp) <= tol) {
                double t = ((px - ax) * (bx - ax) + (pz - az) * (bz - az)) / (len * len);
                if (t > 0 && t < 1) {
                    return false; // a point on the bridge
                }
            }
            if (pEnd || qEnd) {
                continue;
            }
            double dq = ConvexPolygons.area2(ax, az, bx, bz, qx, qz);
            double da = ConvexPolygons.area2(px, pz, qx, qz, ax, az);
            double db = ConvexPolygons.area2(px, pz, qx, qz, bx, bz);
            if (((dp > 0 && dq < 0) || (dp < 0 && dq > 0)) && ((da > 0 && db < 0) || (da < 0 && db > 0))) {
                return false;
            }
        }
        return true;
    }
}
