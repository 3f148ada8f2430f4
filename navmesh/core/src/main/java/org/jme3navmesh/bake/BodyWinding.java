package org.jme3navmesh.bake;

import java.util.HashMap;
import java.util.Map;

/**
 * The winding of each body of a sampling, guessed from the side it shows the sky: the first
 * surface of a body that a down-ray meets is its top, which faces up when the body's winding is
 * right. A body whose tops mostly face down is taken as reversed. Double-sided bakes use this to
 * tell the inside of a reversed closed object from the outside, and an object resting on the
 * floor from a floor under it ({@link WalkableRules}). Stateless.
 */
final class BodyWinding {
    /** Body ids spanning at most this range are counted in arrays, wider ones in a map. */
    private static final int DIRECT_RANGE = 1 << 20;

    private BodyWinding() {
    }

    /**
     * Each hit's normal Y as if its body's winding were right: negated for the hits of a body whose
     * tops mostly face down.
     *
     * @param s the sampling; not null, unaffected
     * @return a new array, one entry per hit
     */
    static float[] facing(SurfaceSamples s) {
        int n = s.hitCount();
        int minBody = Integer.MAX_VALUE, maxBody = Integer.MIN_VALUE;
        for (int h = 0; h < n; h++) {
            minBody = Math.min(minBody, s.body[h]);
            maxBody = Math.max(maxBody, s.body[h]);
        }
        float[] out = s.normalY.clone();
        if (n == 0) {
            return out;
        }
        boolean direct = (long) maxBody - minBody < DIRECT_RANGE;
        int[] votes = direct ? new int[maxBody - minBody + 1] : null;
        Map<Integer, int[]> voteMap = direct ? null : new HashMap<>();
        int cells = s.cellStart.length - 1;
        for (int c = 0; c < cells; c++) {
            int a = s.cellStart[c], e = s.cellStart[c + 1];
            for (int h = e - 1; h >= a; h--) {
                if (!topOfBody(s.body, h, e)) {
                    continue;
                }
                int vote = s.normalY[h] > 0f ? 1 : -1;
                if (direct) {
                    votes[s.body[h] - minBody] += vote;
                } else {
                    voteMap.computeIfAbsent(s.body[h], k -> new int[1])[0] += vote;
                }
            }
        }
        for (int h = 0; h < n; h++) {
            int v = direct ? votes[s.body[h] - minBody] : voteMap.get(s.body[h])[0];
            if (v < 0) {
                out[h] = -out[h];
            }
        }
        return out;
    }

    /** True when no hit above h (up to the cell's end e) belongs to h's body. */
    private static boolean topOfBody(int[] body, int h, int e) {
        for (int k = h + 1; k < e; k++) {
            if (body[k] == body[h]) {
                return false;
            }
        }
        return true;
    }
}
