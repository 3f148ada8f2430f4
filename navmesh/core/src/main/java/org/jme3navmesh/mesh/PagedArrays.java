package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The paged layout of a {@link NavMesh}'s per-triangle and per-vertex arrays: item i's values (k
 * per item) lie in page i &gt;&gt;&gt; {@value #SHIFT} at [k (i &amp; {@value #MASK}), k (i &amp; {@value #MASK}) + k).
 * Every page holds {@value #PAGE} items (the last one's tail unused), so a version made by an
 * edit ({@link EditableMesh}) copies only the pages holding a changed item and shares the others
 * with the previous version. Static helpers only.
 */
final class PagedArrays {
    /**
     * Items per page: on the bench scenes an obstacle's 55-115 changed triangles lie on 4-11 pages of
     * 256 or 4-18 pages of 64, so pages of 64 copy 30-40% of the unchanged items pages of 256 did, for
     * page tables (copied per version) 4 times longer.
     */
    static final int SHIFT = 6;
    static final int PAGE = 1 << SHIFT;
    static final int MASK = PAGE - 1;

    private PagedArrays() {
    }

    /** Number of pages holding n items. */
    static int pageCount(int n) {
        return (n + MASK) >>> SHIFT;
    }

    /**
     * Cuts a flat array into pages.
     *
     * @param flat k values per item, at least k n; not null, unaffected
     * @param k    values per item, &gt; 0
     * @param n    number of items
     * @return new pages
     */
    static int[][] split(int[] flat, int k, int n) {
        int[][] pages = new int[pageCount(n)][];
        for (int p = 0; p < pages.length; p++) {
            pages[p] = page(flat, k, p);
        }
        return pages;
    }

    /** {@link #split(int[], int, int)} for floats. */
    static float[][] split(float[] flat, int k, int n) {
        float[][] pages = new float[pageCount(n)][];
        for (int p = 0; p < pages.length; p++) {
            pages[p] = page(flat, k, p);
        }
        return pages;
    }

    /**
     * Page p of a flat array, as a new array of k {@value #PAGE} values (zero past flat's end).
     *
     * @param flat k values per item; not null, unaffected
     * @param k    values per item, &gt; 0
     * @param p    page index, &gt;= 0
     * @return a new page
     */
    static int[] page(int[] flat, int k, int p) {
        return Arrays.copyOfRange(flat, k * PAGE * p, k * PAGE * (p + 1));
    }

    /** {@link #page(int[], int, int)} for floats. */
    static float[] page(float[] flat, int k, int p) {
        return Arrays.copyOfRange(flat, k * PAGE * p, k * PAGE * (p + 1));
    }

    /**
     * The first n items of pages as one new flat array.
     *
     * @param pages k values per item; not null, unaffected
     * @param k     values per item, &gt; 0
     * @param n     number of items, &lt;= PAGE pages.length
     * @return a new array of k n values
     */
    static int[] flatten(int[][] pages, int k, int n) {
        int[] out = new int[k * n];
        for (int p = 0, left = k * n; left > 0; p++, left -= k * PAGE) {
            System.arraycopy(pages[p], 0, out, k * PAGE * p, Math.min(left, k * PAGE));
        }
        return out;
    }

    /** {@link #flatten(int[][], int, int)} for floats. */
    static float[] flatten(float[][] pages, int k, int n) {
        float[] out = new float[k * n];
        for (int p = 0, left = k * n; left > 0; p++, left -= k * PAGE) {
            System.arraycopy(pages[p], 0, out, k * PAGE * p, Math.min(left, k * PAGE));
        }
        return out;
    }
}
