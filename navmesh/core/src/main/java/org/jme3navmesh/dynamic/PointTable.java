package org.jme3navmesh.dynamic;

/**
 * The carver's shared vertices by where they are: an open-addressing map (linear probing, removal
 * by backward shift) from a point's key to its entry, with the keys in one flat int array, so that
 * a look-up reads one run of memory and allocates nothing. A point lies on base edge (lo, hi)
 * (vertex ids, lo &lt; hi) at the float point (x, z), or inside base triangle p when lo = hi = -1 - p.
 * An entry is an int array {vertex id, users, lo, hi, X bits, Z bits} ({@link Float#floatToIntBits});
 * the table keeps the array itself, so a caller may hold it and count its users in it. An empty slot
 * has lo = {@link Integer#MIN_VALUE} in the keys (no point has: that would be triangle 2<sup>31</sup> - 1),
 * so a probe reads the keys alone until it finds its point.
 * Single-threaded.
 */
final class PointTable {
    /** Index of the vertex id in an entry. */
    static final int VERTEX = 0;
    /** Index of the user count in an entry. */
    static final int USERS = 1;
    /** Index of lo in an entry (hi, X bits, Z bits follow). */
    static final int LO = 2;
    /** Ints per entry. */
    static final int SIZE = 6;

    /** The lo of an empty slot. */
    private static final int EMPTY = Integer.MIN_VALUE;

    private int[] keys = emptyKeys(64);
    private int[][] entries = new int[64][];
    private int size;

    /**
     * @return the entry of the point, or null when none is in the table
     */
    int[] get(int lo, int hi, int xBits, int zBits) {
        int mask = entries.length - 1;
        int[] keys = this.keys;
        for (int s = hash(lo, hi, xBits, zBits) & mask; ; s = (s + 1) & mask) {
            int k = 4 * s;
            int a = keys[k];
            if (a == lo && keys[k + 1] == hi && keys[k + 2] == xBits && keys[k + 3] == zBits) {
                return entries[s];
            }
            if (a == EMPTY) {
                return null;
            }
        }
    }

    /**
     * Puts an entry whose point is not in the table.
     *
     * @param entry {vertex id, users, lo, hi, X bits, Z bits}; not null, kept (not copied)
     */
    void put(int[] entry) {
        if (2 * (size + 1) > entries.length) {
            grow();
        }
        insert(entry);
        size++;
    }

    /**
     * Takes an entry out of the table.
     *
     * @param entry an entry in the table; not null
     */
    void remove(int[] entry) {
        int mask = entries.length - 1;
        int s = hash(entry[LO], entry[LO + 1], entry[LO + 2], entry[LO + 3]) & mask;
        while (entries[s] != entry) {
            s = (s + 1) & mask;
        }
        // Backward shift: later entries of the run move into the hole when their home is not between.
        int hole = s;
        for (int j = (s + 1) & mask; entries[j] != null; j = (j + 1) & mask) {
            int[] e = entries[j];
            int home = hash(e[LO], e[LO + 1], e[LO + 2], e[LO + 3]) & mask;
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                entries[hole] = e;
                System.arraycopy(keys, 4 * j, keys, 4 * hole, 4);
                hole = j;
            }
        }
        entries[hole] = null;
        keys[4 * hole] = EMPTY;
        size--;
    }

    private void insert(int[] entry) {
        int mask = entries.length - 1;
        int s = hash(entry[LO], entry[LO + 1], entry[LO + 2], entry[LO + 3]) & mask;
        while (entries[s] != null) {
            s = (s + 1) & mask;
        }
        entries[s] = entry;
        System.arraycopy(entry, LO, keys, 4 * s, 4);
    }

    private void grow() {
        int[][] old = entries;
        entries = new int[2 * old.length][];
        keys = emptyKeys(entries.length);
        for (int[] e : old) {
            if (e != null) {
                insert(e);
            }
        }
    }

    /** Keys for that many empty slots. */
    private static int[] emptyKeys(int slots) {
        int[] k = new int[4 * slots];
        for (int i = 0; i < k.length; i += 4) {
            k[i] = EMPTY;
        }
        return k;
    }

    // Nearby points differ only in the low bits of their coordinates, which this mix spreads over the whole hash.
    private static int hash(int lo, int hi, int xBits, int zBits) {
        long h = (((long) lo * 0x9E3779B97F4A7C15L + hi) * 0xC2B2AE3D27D4EB4FL + xBits) * 0x9E3779B97F4A7C15L + zBits;
        h *= 0xC2B2AE3D27D4EB4FL;
        return (int) (h ^ (h >>> 32));
    }

    /** Number of entries. */
    int size() {
        return size;
    }

    /** Empties the table (the entries themselves are left as they are). */
    void clear() {
        java.util.Arrays.fill(entries, null);
        for (int k = 0; k < keys.length; k += 4) {
            keys[k] = EMPTY;
        }
        size = 0;
    }
}
