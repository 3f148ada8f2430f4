package org.jme3navmesh.dynamic;

/**
 * The carver's shared vertices by {@link PointKey}: each key's vertex id and number of users, in
 * flat arrays with open addressing (linear probing, deletion by shifting back), so a lookup reads
 * a few adjacent ints instead of following a hash map's node, key and value objects.
 *
 * <p>Not thread-safe: the carver's thread.
 */
final class PointTable {
    private int[] lo = new int[0];
    private int[] hi = new int[0];
    private int[] xBits = new int[0];
    private int[] zBits = new int[0];
    private int[] vertex = new int[0];
    /** Users of the slot's key; 0 for an empty slot. */
    private int[] users = new int[0];
    private int size;

    PointTable() {
        resize(256);
    }

    /**
     * @param k the key; not null, unaffected
     * @return the slot holding k, or -1 - (the empty slot where it would go)
     */
    int find(PointKey k) {
        int mask = users.length - 1;
        for (int s = k.hashCode() & mask; ; s = (s + 1) & mask) {
            if (users[s] == 0) {
                return -1 - s;
            }
            if (xBits[s] == k.xBits() && zBits[s] == k.zBits() && lo[s] == k.lo() && hi[s] == k.hi()) {
                return s;
            }
        }
    }

    /** The vertex id of the key in slot s. */
    int vertex(int s) {
        return vertex[s];
    }

    /** Counts one more user of the key in slot s. */
    void use(int s) {
        users[s]++;
    }

    /**
     * Adds key k with vertex v and one user.
     *
     * @param k the key, not in the table; not null, unaffected
     * @param v its vertex id
     */
    void add(PointKey k, int v) {
        if (2 * (size + 1) > users.length) {
            resize(2 * users.length);
        }
        int s = -1 - find(k);
        lo[s] = k.lo();
        hi[s] = k.hi();
        xBits[s] = k.xBits();
        zBits[s] = k.zBits();
        vertex[s] = v;
        users[s] = 1;
        size++;
    }

    /**
     * Counts one user fewer of key k; drops the key with its last user.
     *
     * @param k a key in the table; not null, unaffected
     * @return the key's vertex id when this was its last user, else -1
     */
    int release(PointKey k) {
        int s = find(k);
        if (--users[s] > 0) {
            return -1;
        }
        int v = vertex[s];
        size--;
        // Shift back the entries of the probe run after s that may no longer be reached past the hole.
        int mask = users.length - 1;
        int hole = s;
        for (int j = (s + 1) & mask; users[j] != 0; j = (j + 1) & mask) {
            int home = hash(lo[j], hi[j], xBits[j], zBits[j]) & mask;
            // Entry j may move to the hole when its home does not lie cyclically in (hole, j].
            boolean reachable = hole <= j ? home > hole && home <= j : home > hole || home <= j;
            if (!reachable) {
                move(j, hole);
                hole = j;
            }
        }
        users[hole] = 0;
        return v;
    }

    private void move(int from, int to) {
        lo[to] = lo[from];
        hi[to] = hi[from];
        xBits[to] = xBits[from];
        zBits[to] = zBits[from];
        vertex[to] = vertex[from];
        users[to] = users[from];
    }

    private static int hash(int lo, int hi, int xBits, int zBits) {
        return PointKey.hash(lo, hi, xBits, zBits);
    }

    private void resize(int capacity) {
        int[] oLo = lo, oHi = hi, oX = xBits, oZ = zBits, oV = vertex, oU = users;
        lo = new int[capacity];
        hi = new int[capacity];
        xBits = new int[capacity];
        zBits = new int[capacity];
        vertex = new int[capacity];
        users = new int[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oU.length; j++) {
            if (oU[j] == 0) {
                continue;
            }
            int s = hash(oLo[j], oHi[j], oX[j], oZ[j]) & mask;
            while (users[s] != 0) {
                s = (s + 1) & mask;
            }
            lo[s] = oLo[j];
            hi[s] = oHi[j];
            xBits[s] = oX[j];
            zBits[s] = oZ[j];
            vertex[s] = oV[j];
            users[s] = oU[j];
        }
    }
}
