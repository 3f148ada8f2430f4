package org.jme3navmesh.bake;

import java.util.Arrays;

/**
 * The scene's triangles listed by rasterising band (a counting sort), so a band visits only its own:
 * band b's triangles are {@code binned[start[b] .. start[b + 1])}, in triangle order. Immutable once built.
 */
final class BandBins {
    /** Triangles per call of {@link #count} and {@link #fill}: a bake bins once, too few times for the JIT to compile a loop over all. */
    private static final int SEGMENT = 64;

    /** Where each band's triangles start in {@link #binned}; bands + 1 entries. */
    final int[] start;
    /** The triangles of every band, band after band. */
    final int[] binned;

    /**
     * @param firstBand per triangle, its first band; not null, unaffected
     * @param lastBand  per triangle, its last band (below firstBand: in none); not null, unaffected
     * @param n         the number of triangles
     * @param bands     the number of bands
     */
    BandBins(int[] firstBand, int[] lastBand, int n, int bands) {
        start = new int[bands + 1];
        for (int t = 0; t < n; t += SEGMENT) {
            count(firstBand, lastBand, t, Math.min(n, t + SEGMENT), start);
        }
        for (int b = 0; b < bands; b++) {
            start[b + 1] += start[b];
        }
        binned = new int[start[bands]];
        int[] next = Arrays.copyOf(start, bands);
        for (int t = 0; t < n; t += SEGMENT) {
            fill(firstBand, lastBand, t, Math.min(n, t + SEGMENT), next, binned);
        }
    }

    /** Counts triangles [t0, t1) in each of their bands, at start[band + 1]. */
    private static void count(int[] firstBand, int[] lastBand, int t0, int t1, int[] start) {
        for (int t = t0; t < t1; t++) {
            for (int b = firstBand[t]; b <= lastBand[t]; b++) {
                start[b + 1]++;
            }
        }
    }

    /** Lists triangles [t0, t1) in each of their bands, at next[band] on (advanced). */
    private static void fill(int[] firstBand, int[] lastBand, int t0, int t1, int[] next, int[] binned) {
        for (int t = t0; t < t1; t++) {
            for (int b = firstBand[t]; b <= lastBand[t]; b++) {
                binned[next[b]++] = t;
            }
        }
    }
}
