package org.jme3navmesh.query;

import java.util.Arrays;

/**
 * The min-heap of the library's graph searches (A* over triangles, the any-angle search, the
 * wander sampler's Dijkstra): a binary heap of int ids (node records kept by the caller in its own
 * arrays), ordered by a key and, on equal keys, by a larger tie value first. Keys are kept inline
 * beside the ids, so comparisons read no caller array. With an id range (see
 * {@link #withDecreaseKey}) it also tracks each id's position for decrease-key (gdx-ai
 * IndexedAStarPathFinder style). {@link #clear()} is O(1) and nothing is allocated after
 * construction unless the heap outgrows its arrays. Not thread-safe.
 */
public final class IndexedHeap {
    private int[] ids;
    private double[] keys;
    private double[] ties;
    /**
     * Position of each id in {@link #ids}, -1 once popped; null without decrease-key. Neither
     * {@link #clear()} nor a fresh heap resets it, so an entry is trusted only when it points below
     * {@link #size} at the same id (see {@link #contains}).
     */
    private final int[] pos;
    private int size;

    private IndexedHeap(int capacity, boolean decreaseKey) {
        int n = Math.max(1, capacity);
        ids = new int[n];
        keys = new double[n];
        ties = new double[n];
        pos = decreaseKey ? new int[n] : null;
    }

    /**
     * A heap of ids 0 .. idCount - 1 with decrease-key; it holds each id at most once.
     *
     * @param idCount number of distinct ids, &gt;= 0 (the ids pushed are then 0 .. idCount - 1)
     * @return a new empty heap; never null
     */
    public static IndexedHeap withDecreaseKey(int idCount) {
        return new IndexedHeap(idCount, true);
    }

    /**
     * A heap of any non-negative ids without decrease-key (an id may be pushed again); its arrays
     * grow as needed.
     *
     * @param initialCapacity entries before the arrays first grow, &gt;= 1 (a smaller value counts as 1)
     * @return a new empty heap; never null
     */
    public static IndexedHeap growable(int initialCapacity) {
        return new IndexedHeap(initialCapacity, false);
    }

    /** Empties the heap (O(1)). */
    public void clear() {
        size = 0;
    }

    /**
     * True when the heap holds no entry.
     *
     * @return true when empty
     */
    public boolean isEmpty() {
        return size == 0;
    }

    /**
     * The smallest key; the heap must not be empty.
     *
     * @return the key of the entry {@link #pop()} would return; meaningless (not checked) when the heap is empty
     */
    public double minKey() {
        return keys[0];
    }

    /**
     * True when id was pushed since the last {@link #clear()} and not popped since; right for every
     * id of the range, pushed or not, in O(1) (a stale position, left by a clear or never written,
     * does not point at the id below the size). Only with decrease-key.
     *
     * @param id an id, 0 &lt;= id &lt; idCount of {@link #withDecreaseKey}
     * @return true when the id is in the heap
     * @throws NullPointerException when the heap has no decrease-key ({@link #growable})
     * @throws ArrayIndexOutOfBoundsException when id is negative or past the ids the heap was sized for
     */
    public boolean contains(int id) {
        int p = pos[id];
        return p >= 0 && p < size && ids[p] == id;
    }

    /**
     * Adds id with key and tie 0.
     *
     * @param id  id to add, &gt;= 0 (&lt; idCount and not in the heap, with decrease-key)
     * @param key ordering key, smaller first; not NaN (not checked)
     */
    public void push(int id, double key) {
        push(id, key, 0.0);
    }

    /**
     * Adds id.
     *
     * @param id  id to add, &gt;= 0 (&lt; idCount and not in the heap, with decrease-key)
     * @param key ordering key, smaller first; not NaN (not checked)
     * @param tie secondary key for equal keys, larger first; not NaN (not checked)
     */
    public void push(int id, double key, double tie) {
        if (size == ids.length) {
            int n = 2 * size;
            ids = Arrays.copyOf(ids, n);
            keys = Arrays.copyOf(keys, n);
            ties = Arrays.copyOf(ties, n);
        }
        siftUp(size++, id, key, tie);
    }

    /**
     * Lowers the key of an id in the heap (decrease-key); its tie is kept.
     *
     * @param id  an id in the heap ({@link #contains}); only with decrease-key
     * @param key the new key, not above the old one (not checked); not NaN
     */
    public void decrease(int id, double key) {
        int i = pos[id];
        siftUp(i, id, key, ties[i]);
    }

    /**
     * Removes and returns the id with the smallest key; the heap must not be empty.
     *
     * @return the id removed: the smallest key's, on equal keys the one with the largest tie; &gt;= 0
     */
    public int pop() {
        int[] h = ids;
        double[] k = keys;
        double[] tv = ties;
        int top = h[0];
        if (pos != null) {
            pos[top] = -1;
        }
        int n = --size;
        int last = h[n];
        double lk = k[n], lt = tv[n];
        if (n == 0) {
            return top;
        }
        int i = 0;
        while (true) {
            int c = 2 * i + 1;
            if (c >= n) {
                break;
            }
            if (c + 1 < n && before(k[c + 1], tv[c + 1], k[c], tv[c])) {
                c++;
            }
            if (!before(k[c], tv[c], lk, lt)) {
                break;
            }
            move(c, i);
            i = c;
        }
        place(i, last, lk, lt);
        return top;
    }

    private void siftUp(int i, int id, double key, double tie) {
        while (i > 0) {
            int p = (i - 1) >> 1;
            if (!before(key, tie, keys[p], ties[p])) {
                break;
            }
            move(p, i);
            i = p;
        }
        place(i, id, key, tie);
    }

    private static boolean before(double ka, double ta, double kb, double tb) {
        return ka < kb || (ka == kb && ta > tb);
    }

    private void move(int from, int to) {
        int id = ids[from];
        ids[to] = id;
        keys[to] = keys[from];
        ties[to] = ties[from];
        if (pos != null) {
            pos[id] = to;
        }
    }

    private void place(int i, int id, double key, double tie) {
        ids[i] = id;
        keys[i] = key;
        ties[i] = tie;
        if (pos != null) {
            pos[id] = i;
        }
    }
}
