package org.jme3navmesh.bake;

import java.util.Locale;

/**
 * Tells a scene whose surfaces face the wrong way (reversed winding, common in models exported
 * from other tools) from one that has little ground: in a reversed scene, the first surface a
 * down-ray meets faces down, and since downward faces are not ground, nothing under it is
 * walkable. In a scene with the right winding that happens only under a one-sided ceiling with no
 * walkable floor beneath. Stateless.
 */
final class WindingCheck {
    /** Share of the hit cells above which a single-sided bake warns of reversed winding. */
    static final double WARN_SHARE = 0.25;

    private WindingCheck() {
    }

    /**
     * The share of the cells with any hit whose topmost hit faces down and which hold no walkable
     * span.
     *
     * @param samples the sampling; not null, unaffected
     * @param field   the walkable field made from it, before erosion; not null, unaffected
     * @return 0 to 1; 0 when no cell has a hit
     */
    static double backFacingShare(SurfaceSamples samples, WalkableField field) {
        int cells = samples.cellStart.length - 1;
        long[] counts = new long[2];
        // Segments of cells, each in a method: a bake runs this once, too few times for the JIT to
        // compile a loop over all the cells.
        for (int c = 0; c < cells; c += SEGMENT) {
            count(samples, field, c, Math.min(cells, c + SEGMENT), counts);
        }
        return counts[0] == 0 ? 0 : (double) counts[1] / counts[0];
    }

    /** Cells per call of {@link #count}. */
    private static final int SEGMENT = 64;

    /**
     * Adds the cells [c0, c1) with any hit to counts[0], and those of them whose topmost hit faces
     * down and which hold no walkable span to counts[1].
     */
    private static void count(SurfaceSamples samples, WalkableField field, int c0, int c1, long[] counts) {
        int[] hitStart = samples.cellStart;
        for (int c = c0; c < c1; c++) {
            int top = hitStart[c + 1] - 1;
            if (top < hitStart[c]) {
                continue;
            }
            counts[0]++;
            if (samples.normalY[top] < 0f && !hasWalkable(field, c)) {
                counts[1]++;
            }
        }
    }

    private static boolean hasWalkable(WalkableField f, int cell) {
        for (int s = f.cellStart[cell]; s < f.cellStart[cell + 1]; s++) {
            if (f.area[s] >= 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The warning for a share, or null when it is below {@link #WARN_SHARE}.
     *
     * @param share 0 to 1, from {@link #backFacingShare}
     * @return one line naming the share and the fix ({@link BakeConfig#doubleSided}), or null
     */
    static String warning(double share) {
        if (!(share >= WARN_SHARE)) {
            return null;
        }
        return String.format(Locale.ROOT, "%d%% of the surfaces the down-rays hit first face down, with nothing"
                + " walkable under them: reversed winding? bake with doubleSided", Math.round(100 * share));
    }
}
