package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * {@link LinkBlockers} keeps only the links that have entries ({@link LinkBlockers.LinkIndex}); it answers as
 * the per-link offsets it was made from, on random grids where most links cross nothing (words of 64 links
 * empty, full and mixed, grids whose link count is no multiple of 64).
 */
class LinkBlockersTest {
    @Property(tries = 60)
    void answersAsTheOffsetsItWasMadeFrom(@ForAll long seed, @ForAll @IntRange(min = 1, max = 90) int width,
                                          @ForAll @IntRange(min = 1, max = 40) int depth,
                                          @ForAll @IntRange(min = 0, max = 100) int percent) {
        Random r = new Random(seed);
        int cells = width * depth;
        int[] xStart = new int[cells + 1], zStart = new int[cells + 1];
        float[] x4 = entries(r, cells, percent, xStart), z4 = entries(r, cells, percent, zStart);
        LinkBlockers b = new LinkBlockers(width, xStart, x4, zStart, z4);
        assertThat(b.size()).isEqualTo(x4.length / 4 + z4.length / 4);
        for (int c = 0; c < cells; c++) {
            int ix = c % width, iz = c / width;
            for (int d = 0; d < 4; d++) {
                int nx = ix + WalkableField.DX[d], nz = iz + WalkableField.DZ[d];
                if (nx < 0 || nz < 0 || nx >= width || nz >= depth) {
                    continue;
                }
                float lo = -1f + 2f * r.nextFloat(), hi = lo + 2f * r.nextFloat();
                float expected = dense(width, xStart, x4, zStart, z4, c, d, lo, hi);
                assertThat(b.firstBlock(c, d, lo, hi)).as("cell %d direction %d", c, d).isEqualTo(expected);
                assertThat(b.blocked(c, d, lo, hi)).isEqualTo(expected != Float.POSITIVE_INFINITY);
            }
        }
    }

    /** Entries for each link with the given chance (runs of links with and without), filling start. */
    private static float[] entries(Random r, int links, int percent, int[] start) {
        float[] e = new float[16 * links];
        int n = 0;
        for (int l = 0; l < links; l++) {
            start[l] = n;
            boolean run = r.nextInt(8) == 0; // now and then a word's worth of links all with entries
            int count = run || r.nextInt(100) < percent ? 1 + r.nextInt(3) : 0;
            for (int i = 0; i < count; i++) {
                float t0 = r.nextFloat(), t1 = t0 + (1f - t0) * r.nextFloat();
                float y0 = -1f + 2f * r.nextFloat(), y1 = y0 + r.nextFloat();
                e[4 * n] = t0;
                e[4 * n + 1] = t1;
                e[4 * n + 2] = y0;
                e[4 * n + 3] = y1;
                n++;
            }
        }
        start[links] = n;
        return java.util.Arrays.copyOf(e, 4 * n);
    }

    /** The distance to the first blocker, straight from the offsets (as before the index). */
    private static float dense(int width, int[] xStart, float[] x4, int[] zStart, float[] z4, int cell, int d, float lo,
                               float hi) {
        int link = d == 0 ? cell - 1 : d == 3 ? cell - width : cell;
        boolean fromLow = d == 1 || d == 2;
        int[] start = d == 0 || d == 2 ? xStart : zStart;
        float[] e = d == 0 || d == 2 ? x4 : z4;
        float best = Float.POSITIVE_INFINITY;
        for (int i = start[link]; i < start[link + 1]; i++) {
            int o = 4 * i;
            if (e[o + 3] > lo && e[o + 2] < hi) {
                best = Math.min(best, fromLow ? e[o] : 1f - e[o + 1]);
            }
        }
        return best < 0f ? 0f : best;
    }
}
