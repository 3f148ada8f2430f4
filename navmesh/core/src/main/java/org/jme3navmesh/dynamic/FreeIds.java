package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * Freed ids (triangle slots or vertices) handed out again lowest first. A bit per id, in words of
 * 64, and a summary bit per word that has a free id, so finding the lowest free id reads one
 * summary word per 4096 ids instead of every word up to it. Single-threaded.
 */
final class FreeIds {
    private long[] words = new long[64];
    private long[] summary = new long[1];
    private int count;

    /**
     * Frees an id.
     *
     * @param id an id not free, &gt;= 0
     */
    void free(int id) {
        int w = id >>> 6;
        if (w >= words.length) {
            words = Arrays.copyOf(words, Math.max(w + 1, 2 * words.length));
            summary = Arrays.copyOf(summary, (words.length + 63) >>> 6);
        }
        words[w] |= 1L << id;
        summary[w >>> 6] |= 1L << w;
        count++;
    }

    /** @return the lowest free id, taken (no longer free), or -1 when none is free */
    int takeLowest() {
        if (count == 0) {
            return -1;
        }
        int s = 0;
        while (summary[s] == 0) {
            s++; // count > 0: some summary word has a bit
        }
        int w = (s << 6) + Long.numberOfTrailingZeros(summary[s]);
        int id = (w << 6) + Long.numberOfTrailingZeros(words[w]);
        clear(id);
        return id;
    }

    /**
     * Takes an id when it is free.
     *
     * @param id an id, &gt;= 0
     * @return true when it was free (and is now taken)
     */
    boolean take(int id) {
        int w = id >>> 6;
        if (w >= words.length || (words[w] & (1L << id)) == 0) {
            return false;
        }
        clear(id);
        return true;
    }

    private void clear(int id) {
        int w = id >>> 6;
        words[w] &= ~(1L << id);
        if (words[w] == 0) {
            summary[w >>> 6] &= ~(1L << w);
        }
        count--;
    }
}
