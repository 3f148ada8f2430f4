package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The arrays of a {@link TriangleGrid} for an edited mesh, derived from the grid of the mesh it
 * was edited from: the changed triangles leave the buckets they were in and enter the buckets of
 * their new boxes (kept in triangle order, as a fresh build lists them); untouched buckets are
 * copied in runs. The overlap lists are recomputed for the changed triangles and for every
 * triangle that overlapped one before or overlaps one now; the others are copied. The grid's
 * extent and bucket size stay those of the previous grid (edits keep triangles inside their
 * parents' boxes). Work done per triangle grows with the changed triangles; copying the arrays
 * grows with the mesh.
 */
final class TriangleGridPatch {
    float[] triBounds;
    int[] triFirstBucket;
    int[] bucketStart;
    int[] bucketTris;
    float[] bucketBounds;
    int maxBucket;
    int[] overlapStart;
    int[] overlapTris;

    private final TriangleGrid prev;
    private final NavMesh mesh;
    private final int n;
    private final int prevN;
    /** Changed ids, sorted, unique; below max(n, prevN). */
    private final int[] changed;
    private final boolean[] isChanged;

    TriangleGridPatch(TriangleGrid prev, NavMesh mesh, int[] changedIds, int changedCount) {
        this.prev = prev;
        this.mesh = mesh;
        n = mesh.triangleCount();
        prevN = prev.rawTriBounds().length / 6;
        int top = Math.max(n, prevN);
        isChanged = new boolean[top];
        TriangleGrid.IntList c = new TriangleGrid.IntList();
        for (int k = 0; k < changedCount; k++) {
            int t = changedIds[k];
            if (t < top && !isChanged[t]) {
                isChanged[t] = true;
                c.add(t);
            }
        }
        for (int t = n; t < prevN; t++) {
            if (!isChanged[t]) {
                isChanged[t] = true;
                c.add(t);
            }
        }
        for (int t = prevN; t < n; t++) {
            if (!isChanged[t]) {
                isChanged[t] = true;
                c.add(t);
            }
        }
        changed = Arrays.copyOf(c.items, c.size);
        Arrays.sort(changed);
        bounds();
        buckets();
    }

    private void bounds() {
        triBounds = Arrays.copyOf(prev.rawTriBounds(), 6 * n);
        triFirstBucket = Arrays.copyOf(prev.rawTriFirstBucket(), 2 * n);
        float[] v = mesh.rawVerts();
        int[] t = mesh.rawTris();
        for (int i : changed) {
            if (i >= n) {
                continue;
            }
            TriangleGrid.writeBounds(v, t, i, triBounds);
            triFirstBucket[2 * i] = prev.col(triBounds[6 * i]);
            triFirstBucket[2 * i + 1] = prev.row(triBounds[6 * i + 2]);
        }
    }

    private void buckets() {
        int cols = prev.columns();
        int buckets = cols * prev.rows();
        int[] oldStart = prev.rawBucketStart();
        int[] oldTris = prev.rawBucketTris();
        float[] oldBounds = prev.rawBucketBounds();
        int[] prevCorners = prev.mesh().rawTris();
        int[] corners = mesh.rawTris();
        // The buckets touched: those the changed triangles were in or are in now.
        TriangleGrid.IntList touched = new TriangleGrid.IntList();
        for (int i : changed) {
            if (i < prevN && !TriangleGrid.retired(prevCorners, i)) {
                addBuckets(prev.rawTriBounds(), i, touched);
            }
            if (i < n && !TriangleGrid.retired(corners, i)) {
                addBuckets(triBounds, i, touched);
            }
        }
        int[] tb = Arrays.copyOf(touched.items, touched.size);
        Arrays.sort(tb);
        int uniq = 0;
        for (int k = 0; k < tb.length; k++) {
            if (uniq == 0 || tb[uniq - 1] != tb[k]) {
                tb[uniq++] = tb[k];
            }
        }
        final int u = uniq;
        // New entries per touched bucket, in triangle order.
        int[] addStart = new int[u + 1];
        for (int i : changed) {
            if (i < n && !TriangleGrid.retired(corners, i)) {
                forBuckets(triBounds, i, b -> addStart[Arrays.binarySearch(tb, 0, u, b) + 1]++);
            }
        }
        for (int k = 0; k < u; k++) {
            addStart[k + 1] += addStart[k];
        }
        int[] addTris = new int[addStart[u]];
        int[] fill = new int[u];
        for (int i : changed) {
            if (i < n && !TriangleGrid.retired(corners, i)) {
                forBuckets(triBounds, i, b -> {
                    int k = Arrays.binarySearch(tb, 0, u, b);
                    addTris[addStart[k] + fill[k]++] = i;
                });
            }
        }
        // New bucket sizes.
        bucketStart = new int[buckets + 1];
        int[] keptCount = new int[u];
        for (int k = 0; k < u; k++) {
            int b = tb[k];
            for (int e = oldStart[b]; e < oldStart[b + 1]; e++) {
                keptCount[k] += isChanged[oldTris[e]] ? 0 : 1;
            }
        }
        int k = 0;
        int mb = 0;
        for (int b = 0; b < buckets; b++) {
            int size;
            if (k < u && tb[k] == b) {
                size = keptCount[k] + addStart[k + 1] - addStart[k];
                k++;
            } else {
                size = oldStart[b + 1] - oldStart[b];
            }
            bucketStart[b + 1] = bucketStart[b] + size;
            mb = Math.max(mb, size);
        }
        maxBucket = mb;
        bucketTris = new int[bucketStart[buckets]];
        bucketBounds = new float[6 * bucketTris.length];
        int from = 0; // first old bucket not copied yet
        for (k = 0; k < u; k++) {
            int b = tb[k];
            copyRun(oldStart, oldTris, oldBounds, from, b);
            // Merge the kept old entries and the new ones, both in triangle order.
            int w = bucketStart[b];
            int e = oldStart[b], eEnd = oldStart[b + 1];
            int a = addStart[k], aEnd = addStart[k + 1];
            while (e < eEnd || a < aEnd) {
                if (e < eEnd && isChanged[oldTris[e]]) {
                    e++;
                    continue;
                }
                int tri;
                if (a >= aEnd || (e < eEnd && oldTris[e] < addTris[a])) {
                    tri = oldTris[e++];
                } else {
                    tri = addTris[a++];
                }
                bucketTris[w] = tri;
                System.arraycopy(triBounds, 6 * tri, bucketBounds, 6 * w, 6);
                w++;
            }
            from = b + 1;
        }
        copyRun(oldStart, oldTris, oldBounds, from, buckets);
    }

    /** Copies the old entries of buckets [b0, b1), unchanged, to their new places. */
    private void copyRun(int[] oldStart, int[] oldTris, float[] oldBounds, int b0, int b1) {
        if (b0 >= b1) {
            return;
        }
        int src = oldStart[b0], len = oldStart[b1] - src, dst = bucketStart[b0];
        System.arraycopy(oldTris, src, bucketTris, dst, len);
        System.arraycopy(oldBounds, 6 * src, bucketBounds, 6 * dst, 6 * len);
    }

    private void addBuckets(float[] bounds, int i, TriangleGrid.IntList out) {
        forBuckets(bounds, i, out::add);
    }

    private void forBuckets(float[] bounds, int i, java.util.function.IntConsumer action) {
        int c0 = prev.col(bounds[6 * i]), c1 = prev.col(bounds[6 * i + 3]);
        int r0 = prev.row(bounds[6 * i + 2]), r1 = prev.row(bounds[6 * i + 5]);
        int cols = prev.columns();
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                action.accept(c + r * cols);
            }
        }
    }

    /** Fills the overlap lists once grid's buckets are in place. */
    void overlaps(TriangleGrid grid) {
        int[] oldStart = prev.rawOverlapStart();
        int[] oldTris = prev.rawOverlapTris();
        int[] corners = mesh.rawTris();
        float[] v = mesh.rawVerts();
        boolean[] redo = new boolean[n];
        TriangleGrid.IntList redoList = new TriangleGrid.IntList();
        TriangleGrid.IntList found = new TriangleGrid.IntList();
        // The changed triangles' lists, collected once: they also say whom to recompute.
        int[][] changedLists = new int[changed.length][];
        for (int c = 0; c < changed.length; c++) {
            int i = changed[c];
            if (i < prevN) {
                for (int e = oldStart[i]; e < oldStart[i + 1]; e++) {
                    mark(oldTris[e], redo, redoList);
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
            }
        }
        int[] order = Arrays.copyOf(redoList.items, redoList.size);
        Arrays.sort(order);
        // Recompute the other marked lists, then lay all lists out in triangle order.
        int[][] lists = new int[order.length][];
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            int c = isChanged[i] ? Arrays.binarySearch(changed, i) : -1;
            if (c >= 0) {
                lists[k] = changedLists[c];
            } else {
                found.size = 0;
                if (!TriangleGrid.retired(corners, i)) {
                    grid.collectOverlaps(i, v, corners, found);
                }
                lists[k] = Arrays.copyOf(found.items, found.size);
            }
        }
        // Between two recomputed lists the kept ones keep their sizes: their starts move by one delta.
        overlapStart = new int[n + 1];
        int delta = 0;
        int from = 0;
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            for (int j = from + 1; j <= i; j++) {
                overlapStart[j] = oldStart[j] + delta;
            }
            overlapStart[i + 1] = overlapStart[i] + lists[k].length;
            from = i + 1;
            if (from <= prevN) {
                delta = overlapStart[from] - oldStart[from];
            }
        }
        for (int j = from + 1; j <= n; j++) {
            overlapStart[j] = oldStart[j] + delta;
        }
        overlapTris = new int[overlapStart[n]];
        from = 0;
        for (int k = 0; k < order.length; k++) {
            int i = order[k];
            copyOverlapRun(oldStart, oldTris, from, i);
            System.arraycopy(lists[k], 0, overlapTris, overlapStart[i], lists[k].length);
            from = i + 1;
        }
        copyOverlapRun(oldStart, oldTris, from, n);
    }

    private void copyOverlapRun(int[] oldStart, int[] oldTris, int i0, int i1) {
        if (i0 < i1) {
            System.arraycopy(oldTris, oldStart[i0], overlapTris, overlapStart[i0], oldStart[i1] - oldStart[i0]);
        }
    }

    private void mark(int t, boolean[] redo, TriangleGrid.IntList list) {
        if (t < n && !redo[t]) {
            redo[t] = true;
            list.add(t);
        }
    }
}
