package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.BitSet;

/**
 * The arrays of a {@link TriangleGrid} for an edited mesh, derived from the grid of the mesh it
 * was edited from, sharing what did not change: the changed triangles leave the buckets they were
 * in and enter the buckets of their new boxes (kept in triangle order, as a fresh build lists
 * them); only those buckets get new arrays, the others are the previous grid's, and only the pages
 * of the bucket table holding one are copied. The per-triangle
 * pages (boxes, first buckets, overlap lists) are copied only where they hold a changed triangle
 * or one whose overlap list is recomputed: the changed triangles' and those of every triangle that
 * overlapped one before or overlaps one now. The grid's extent and bucket size stay those of the
 * previous grid (edits keep triangles inside their parents' boxes). The work grows with the
 * changed triangles; only the tables of page references grow with the mesh (one entry per
 * {@value TriangleGrid#PAGE} triangles or buckets).
 */
final class TriangleGridPatch {
    /** The overlap starts of a page whose triangles overlap none (shared, never written). */
    private static final int[] EMPTY_STARTS = new int[TriangleGrid.PAGE + 1];
    float[][] boundPages;
    int[][] firstPages;
    int[][][] bucketTris;
    float[][][] bucketBounds;
    int maxBucket;
    int[][] overlapStarts;
    int[][] overlapLists;

    private final TriangleGrid prev;
    private final NavMesh mesh;
    private final int n;
    private final int prevN;
    /** The new mesh's vertex coordinates and corners, flat. */
    private final float[] verts;
    private final int[] corners;
    /** Changed ids, sorted, unique; below max(n, prevN). */
    private final int[] changed;
    private final BitSet isChanged;
    /** The changed triangles whose overlap list (set by overlaps) is not empty. */
    private final BitSet overlapsNow;
    /** The pages of boundPages and firstPages copied for this grid (the others are prev's). */
    private final BitSet ownPage;
    private final GridPatchScratch scratch;

    /**
     * @param scratch the editor's working sets, cleared here and used until {@link #overlaps} returns; not null
     */
    TriangleGridPatch(TriangleGrid prev, NavMesh mesh, int[] changedIds, int changedCount, float[] verts, int[] corners,
                      GridPatchScratch scratch) {
        scratch.clear();
        this.scratch = scratch;
        isChanged = scratch.changed;
        overlapsNow = scratch.overlapsNow;
        ownPage = scratch.ownPage;
        this.prev = prev;
        this.mesh = mesh;
        this.verts = verts;
        this.corners = corners;
        n = mesh.triangleCount();
        prevN = prev.triangleCount();
        int top = Math.max(n, prevN);
        for (int k = 0; k < changedCount; k++) {
            int t = changedIds[k];
            if (t < top) {
                isChanged.set(t);
            }
        }
        isChanged.set(Math.min(n, prevN), top);
        // Read off the marks in id order: sorted, each once, without a sort.
        changed = new int[isChanged.cardinality()];
        for (int t = isChanged.nextSetBit(0), k = 0; t >= 0; t = isChanged.nextSetBit(t + 1)) {
            changed[k++] = t;
        }
        bounds();
        buckets();
    }

    private void bounds() {
        int pages = TriangleGrid.pageCount(n);
        boundPages = Arrays.copyOf(prev.boundPages(), pages);
        firstPages = Arrays.copyOf(prev.firstBucketPages(), pages);
        float[] v = verts;
        int[] t = corners;
        for (int i : changed) {
            if (i >= n) {
                continue;
            }
            int p = i >>> TriangleGrid.PAGE_SHIFT;
            if (!ownPage.get(p)) {
                ownPage.set(p);
                boundPages[p] = boundPages[p] == null ? new float[6 * TriangleGrid.PAGE] : boundPages[p].clone();
                firstPages[p] = firstPages[p] == null ? new int[2 * TriangleGrid.PAGE] : firstPages[p].clone();
            }
            int o = i & TriangleGrid.PAGE_MASK;
            float[] tb = boundPages[p];
            TriangleGrid.writeBounds(v, t, i, tb, 6 * o);
            firstPages[p][2 * o] = prev.col(tb[6 * o]);
            firstPages[p][2 * o + 1] = prev.row(tb[6 * o + 2]);
        }
    }

    private void buckets() {
        float[][] oldBoxes = prev.boundPages();
        NavMesh prevMesh = prev.mesh();
        // The buckets touched: those the changed triangles were in or are in now. Each live changed
        // triangle's rectangle of buckets (first column, last column, first row, last row) is kept.
        BucketSet touched = new BucketSet();
        int[] rects = new int[4 * changed.length];
        int pairs = 0;
        for (int c = 0; c < changed.length; c++) {
            int i = changed[c];
            if (i < prevN && !prevMesh.retired(i)) {
                rectOf(oldBoxes, i, rects, 4 * c);
                addRect(touched, rects, 4 * c);
            }
            if (i < n && !TriangleGrid.retired(corners, i)) {
                rectOf(boundPages, i, rects, 4 * c);
                addRect(touched, rects, 4 * c);
                pairs += (rects[4 * c + 1] - rects[4 * c] + 1) * (rects[4 * c + 3] - rects[4 * c + 2] + 1);
            } else {
                rects[4 * c] = -1;
            }
        }
        int[] tb = touched.ids();
        final int u = tb.length;
        // New entries per touched bucket, in triangle order (changed is ascending); each pair's bucket position kept.
        int[] addStart = new int[u + 1];
        int[] pairBucket = new int[pairs];
        int cols = prev.columns();
        for (int c = 0, q = 0; c < changed.length; c++) {
            if (rects[4 * c] < 0) {
                continue;
            }
            for (int r = rects[4 * c + 2]; r <= rects[4 * c + 3]; r++) {
                for (int col = rects[4 * c]; col <= rects[4 * c + 1]; col++) {
                    int b = touched.indexOf(col + r * cols);
                    pairBucket[q++] = b;
                    addStart[b + 1]++;
                }
            }
        }
        for (int k = 0; k < u; k++) {
            addStart[k + 1] += addStart[k];
        }
        int[] addTris = new int[addStart[u]];
        int[] fill = new int[u];
        for (int c = 0, q = 0; c < changed.length; c++) {
            if (rects[4 * c] < 0) {
                continue;
            }
            int i = changed[c];
            for (int end = q + (rects[4 * c + 1] - rects[4 * c] + 1) * (rects[4 * c + 3] - rects[4 * c + 2] + 1); q < end; q++) {
                int b = pairBucket[q];
                addTris[addStart[b] + fill[b]++] = i;
            }
        }
        bucketTris = prev.bucketTrianglePages().clone();
        bucketBounds = prev.bucketBoundsPages().clone();
        BitSet ownBucketPage = scratch.ownBucketPage;
        int mb = prev.maxBucketSize();
        for (int k = 0; k < u; k++) {
            int b = tb[k];
            int[] old = prev.bucket(b);
            float[] oldBox = prev.bucketBounds(b);
            int kept = 0;
            for (int tri : old) {
                kept += isChanged.get(tri) ? 0 : 1;
            }
            int size = kept + addStart[k + 1] - addStart[k];
            int[] list = size == 0 ? TriangleGrid.NO_INTS : new int[size];
            float[] boxes = size == 0 ? TriangleGrid.NO_FLOATS : new float[6 * size];
            // Merge the kept old entries and the new ones, both in triangle order.
            int w = 0;
            int e = 0;
            int a = addStart[k], aEnd = addStart[k + 1];
            while (e < old.length || a < aEnd) {
                if (e < old.length && isChanged.get(old[e])) {
                    e++;
                    continue;
                }
                if (e == old.length || (a < aEnd && addTris[a] < old[e])) {
                    int tri = addTris[a++];
                    list[w] = tri;
                    System.arraycopy(boundPages[tri >>> TriangleGrid.PAGE_SHIFT], 6 * (tri & TriangleGrid.PAGE_MASK), boxes, 6 * w, 6);
                    w++;
                    continue;
                }
                // A run of kept old entries below the next new one, copied at once.
                int below = a < aEnd ? addTris[a] : Integer.MAX_VALUE;
                int from = e;
                while (e < old.length && old[e] < below && !isChanged.get(old[e])) {
                    e++;
                }
                System.arraycopy(old, from, list, w, e - from);
                System.arraycopy(oldBox, 6 * from, boxes, 6 * w, 6 * (e - from));
                w += e - from;
            }
            int bp = b >>> TriangleGrid.PAGE_SHIFT;
            if (!ownBucketPage.get(bp)) {
                ownBucketPage.set(bp);
                bucketTris[bp] = bucketTris[bp].clone();
                bucketBounds[bp] = bucketBounds[bp].clone();
            }
            bucketTris[bp][b & TriangleGrid.PAGE_MASK] = list;
            bucketBounds[bp][b & TriangleGrid.PAGE_MASK] = boxes;
            mb = Math.max(mb, size);
        }
        maxBucket = mb;
    }

    /** Writes the bucket rectangle of triangle i's box (in pages): first column, last column, first row, last row at out[o ..]. */
    private void rectOf(float[][] pages, int i, int[] out, int o) {
        float[] box = pages[i >>> TriangleGrid.PAGE_SHIFT];
        int b = 6 * (i & TriangleGrid.PAGE_MASK);
        out[o] = prev.col(box[b]);
        out[o + 1] = prev.col(box[b + 3]);
        out[o + 2] = prev.row(box[b + 2]);
        out[o + 3] = prev.row(box[b + 5]);
    }

    /** Adds the buckets of the rectangle at rect[o ..] (as {@link #rectOf} writes it) to set. */
    private void addRect(BucketSet set, int[] rect, int o) {
        int cols = prev.columns();
        for (int r = rect[o + 2]; r <= rect[o + 3]; r++) {
            for (int c = rect[o]; c <= rect[o + 1]; c++) {
                set.add(c + r * cols);
            }
        }
    }

    /** Fills the overlap lists once grid's buckets are in place. */
    void overlaps(TriangleGrid grid) {
        float[] v = verts;
        BitSet redo = scratch.redo;
        TriangleGrid.IntList redoList = scratch.redoList;
        TriangleGrid.IntList found = scratch.found;
        // The changed triangles' lists, collected once: they also say whom to recompute.
        int[][] changedLists = new int[changed.length][];
        for (int c = 0; c < changed.length; c++) {
            int i = changed[c];
            if (i < prevN) {
                for (int k = 0, m = prev.overlapCount(i); k < m; k++) {
                    mark(prev.overlapping(i, k), redo, redoList);
                }
            }
            if (i < n) {
                mark(i, redo, redoList);
                found.size = 0;
                if (!TriangleGrid.retired(corners, i)) {
                    grid.collectOverlaps(i, v, corners, found);
                    for (int e = 0; e < found.size; e++) {
                        mark(found.items[e], redo, redoList);
                    }
                }
                changedLists[c] = Arrays.copyOf(found.items, found.size);
                if (found.size > 0) {
                    overlapsNow.set(i);
                }
            }
        }
        int[] order = Arrays.copyOf(redoList.items, redoList.size);
        Arrays.sort(order);
        int pages = TriangleGrid.pageCount(n);
        overlapStarts = Arrays.copyOf(prev.overlapStartPages(), pages);
        overlapLists = Arrays.copyOf(prev.overlapListPages(), pages);
        // Each page holding a recomputed list is laid out again: recomputed lists, the others copied.
        int k = 0;
        // The position in changed of the next changed triangle at or above order[k] (order and changed ascend).
        int c = 0;
        while (k < order.length) {
            int p = order[k] >>> TriangleGrid.PAGE_SHIFT;
            int end = k;
            while (end < order.length && order[end] >>> TriangleGrid.PAGE_SHIFT == p) {
                end++;
            }
            if (noOverlapsBefore(p) && noneFound(order, k, end)) {
                // A page with no overlap before and none now (most pages of a one-layer mesh): the shared empty page.
                overlapStarts[p] = EMPTY_STARTS;
                overlapLists[p] = TriangleGrid.NO_INTS;
                k = end;
                continue;
            }
            int[] start = new int[TriangleGrid.PAGE + 1];
            found.size = 0;
            int first = p << TriangleGrid.PAGE_SHIFT;
            // The lists prev holds on this page (those of triangles below both counts are kept unless recomputed).
            int keptEnd = Math.max(0, Math.min(TriangleGrid.PAGE, Math.min(prevN, n) - first));
            int[] prevStart = keptEnd > 0 ? prev.overlapStartPages()[p] : null;
            int[] prevList = keptEnd > 0 ? prev.overlapListPages()[p] : null;
            for (int o = 0; o < TriangleGrid.PAGE; ) {
                int i = first + o;
                if (k < order.length && order[k] == i) {
                    while (changed[c] < i && c + 1 < changed.length) {
                        c++;
                    }
                    if (changed[c] == i) {
                        for (int t : changedLists[c]) {
                            found.add(t);
                        }
                    } else if (!TriangleGrid.retired(corners, i)) {
                        grid.collectOverlaps(i, v, corners, found);
                    }
                    k++;
                    start[++o] = found.size;
                    continue;
                }
                // A run up to the next recomputed list: prev's lists copied at once, none past the counts.
                int runEnd = k < end ? order[k] - first : TriangleGrid.PAGE;
                int copyEnd = Math.min(runEnd, Math.max(o, keptEnd));
                if (o < copyEnd) {
                    int from = prevStart[o], count = prevStart[copyEnd] - from, base = found.size - from;
                    if (found.size + count > found.items.length) {
                        found.items = Arrays.copyOf(found.items, Math.max(found.size + count, 2 * found.items.length));
                    }
                    System.arraycopy(prevList, from, found.items, found.size, count);
                    found.size += count;
                    for (; o < copyEnd; o++) {
                        start[o + 1] = base + prevStart[o + 1];
                    }
                }
                for (; o < runEnd; o++) {
                    start[o + 1] = found.size;
                }
            }
            overlapStarts[p] = start;
            overlapLists[p] = Arrays.copyOf(found.items, found.size);
        }
    }

    /** True when no triangle of page p had an overlap in prev (or prev has no such page). */
    private boolean noOverlapsBefore(int p) {
        int[][] starts = prev.overlapStartPages();
        return p >= starts.length || starts[p][TriangleGrid.PAGE] == 0;
    }

    /** True when the recomputed triangles order[from .. to) are all changed ones with an empty list. */
    private boolean noneFound(int[] order, int from, int to) {
        for (int k = from; k < to; k++) {
            int i = order[k];
            if (!isChanged.get(i) || overlapsNow.get(i)) {
                return false;
            }
        }
        return true;
    }

    private void mark(int t, BitSet redo, TriangleGrid.IntList list) {
        if (t < n && !redo.get(t)) {
            redo.set(t);
            list.add(t);
        }
    }

    /**
     * Bucket ids (&gt;= 0), each kept once (open addressing, linear probing), with each id's
     * position in the order they were first added (the buckets are written independently of each
     * other, so any order serves).
     */
    private static final class BucketSet {
        private int[] slots = new int[64];
        /** Per slot: the id's position among the ids. */
        private int[] index = new int[64];
        private int[] ids = new int[32];
        private int size;

        BucketSet() {
            Arrays.fill(slots, -1);
        }

        void add(int b) {
            int s = slot(b);
            if (slots[s] < 0) {
                slots[s] = b;
                index[s] = size;
                if (size == ids.length) {
                    ids = Arrays.copyOf(ids, 2 * size);
                }
                ids[size++] = b;
                if (2 * size > slots.length) {
                    grow();
                }
            }
        }

        /** The ids, in the order they were first added. */
        int[] ids() {
            return Arrays.copyOf(ids, size);
        }

        /** The position of id b, added before, among {@link #ids}. */
        int indexOf(int b) {
            return index[slot(b)];
        }

        /** The slot holding b, or the empty slot where it would go. */
        private int slot(int b) {
            int mask = slots.length - 1;
            int s = (b * 0x9E3779B9) >>> 7 & mask;
            while (slots[s] >= 0 && slots[s] != b) {
                s = (s + 1) & mask;
            }
            return s;
        }

        private void grow() {
            slots = new int[2 * slots.length];
            index = new int[slots.length];
            Arrays.fill(slots, -1);
            for (int k = 0; k < size; k++) {
                int s = slot(ids[k]);
                slots[s] = ids[k];
                index[s] = k;
            }
        }
    }
}
