package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.BitSet;

/**
 * Ints in pages of {@value #PAGE}, shared between the {@link MeshTopology} of a mesh version and the one derived
 * from it ({@link TopologyUpdate}): a writer starts from the earlier version's pages and copies a page only when it
 * first writes to it, so a version derived from a small change costs what the change holds, not what the mesh
 * holds. A page table is never written once the topology holding it is published. Single-threaded while writing.
 */
final class IntPages {
    static final int SHIFT = 6;
    static final int PAGE = 1 << SHIFT;
    static final int MASK = PAGE - 1;

    private int[][] pages;
    /** The pages copied (or made) by this writer; the others are the earlier version's. */
    private final BitSet own = new BitSet();

    /**
     * A writer over n entries, starting from earlier's values (entries beyond earlier's read 0 until written).
     *
     * @param earlier pages of the earlier version; not null, unaffected
     * @param n       number of entries, &gt;= 0
     */
    IntPages(int[][] earlier, int n) {
        pages = Arrays.copyOf(earlier, pageCount(n));
    }

    /** Number of pages holding n entries. */
    static int pageCount(int n) {
        return (n + MASK) >>> SHIFT;
    }

    /**
     * Pages holding flat[0 .. n).
     *
     * @param flat the values; not null, unaffected
     * @param n    number of entries, 0 .. flat.length
     * @return new pages (the last one padded with zeros)
     */
    static int[][] of(int[] flat, int n) {
        int[][] p = new int[pageCount(n)][];
        for (int k = 0; k < p.length; k++) {
            p[k] = Arrays.copyOfRange(flat, k << SHIFT, (k + 1) << SHIFT);
        }
        return p;
    }

    /** Entry i of pages. */
    static int get(int[][] pages, int i) {
        return pages[i >>> SHIFT][i & MASK];
    }

    /** Entry i as written so far. */
    int get(int i) {
        int[] page = pages[i >>> SHIFT];
        return page == null ? 0 : page[i & MASK];
    }

    /** Sets entry i, copying its page first when it is the earlier version's. */
    void set(int i, int v) {
        int k = i >>> SHIFT;
        if (!own.get(k)) {
            own.set(k);
            int[] old = pages[k];
            pages[k] = old == null ? new int[PAGE] : old.clone();
        }
        pages[k][i & MASK] = v;
    }

    /** The pages written; the writer must not be used after. */
    int[][] pages() {
        for (int k = 0; k < pages.length; k++) {
            if (pages[k] == null) {
                pages[k] = new int[PAGE];
            }
        }
        return pages;
    }
}
