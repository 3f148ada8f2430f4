package org.jme3navmesh.dynamic;

/** Tests on the boundary loops of a carved region ({@link RegionTriangulator}): straight runs and twin spikes. */
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
}
