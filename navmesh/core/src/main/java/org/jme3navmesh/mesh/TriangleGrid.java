package org.jme3navmesh.mesh;

/**
 * Uniform XZ bucket grid over a navmesh's triangles: finds the triangle under a point, the
 * triangles whose bounding boxes meet a box or a vertical column (the candidates of
 * {@link NearestPointSearch}), and, per triangle, which other triangles overlap it seen from above
 * (other layers), so nearest-point searches can prove an answer without a box query. Immutable,
 * so it is safe from many threads; its lookups allocate nothing. Each triangle is listed in every
 * bucket its XZ bounding box touches; a box query visits a triangle once by handling it only in
 * the first bucket shared by the query box and the triangle's box. All of it is derived from the
 * mesh when the mesh is built or loaded. Each bucket has its own arrays and the per-triangle data
 * lies in pages of {@value #PAGE} triangles, so the index of an edited version
 * ({@link TriangleGridPatch}) shares the buckets and pages its changes leave alone.
 */
public final class TriangleGrid {
    private final NavMesh mesh;
    private final float minX;
    private final float minZ;
    private final float bucketSize;
    private final int cols;
    private final int rows;
    /**
     * Per bucket (b = column + row * cols, in pages of {@value #PAGE} buckets: page b &gt;&gt;&gt; PAGE_SHIFT, slot
     * b &amp; PAGE_MASK): the triangles listed there, in triangle order; buckets and pages shared between versions.
     */
    private final int[][][] bucketTris;
    /** Per bucket, paged the same way: each entry's triangle bounds (as triangleBounds), beside the entry for column scans. */
    private final float[][][] bucketBounds;
    /** Per page of {@value #PAGE} triangles: minX, minY, minZ, maxX, maxY, maxZ of each. */
    private final float[][] boundPages;
    /** Per page: the column and row of each triangle's first bucket (the bucket of its box's min corner). */
    private final int[][] firstPages;
    /**
     * Per page: the triangles overlapping each of its triangles in XZ, those of triangle
     * {@code p PAGE + i} at overlapLists[p][overlapStarts[p][i] .. overlapStarts[p][i + 1]).
     */
    private final int[][] overlapStarts;
    private final int[][] overlapLists;
    private final int triangleCount;
    private final int maxBucket;
    /**
     * The grid of the mesh the edits started from (this grid for a mesh built or loaded), and per
     * triangle of an edited mesh the triangle of that mesh whose XZ projection holds it, in pages of
     * {@value PagedArrays#PAGE} (null for a mesh built or loaded: each triangle is its own).
     */
    private final TriangleGrid origin;
    private final int[][] parentPages;

    /**
     * Overlap (metres, XZ) up to which two triangles still count as apart in {@link #isolatedXZ}:
     * neighbours share corners (the same floats), so their projections meet to within double
     * rounding; anything more is a real overlap (another layer, or a mesher's T-junction).
     */
    public static final float OVERLAP_TOLERANCE = 1e-6f;

    /**
     * Triangles per page of the per-triangle arrays: a version made by an edit copies only the
     * pages and buckets its changed triangles touch and shares the others with the previous one.
     */
    static final int PAGE_SHIFT = 6;
    static final int PAGE = 1 << PAGE_SHIFT;
    static final int PAGE_MASK = PAGE - 1;
    static final int[] NO_INTS = new int[0];
    static final float[] NO_FLOATS = new float[0];

    /**
     * Bucket edge of a mesh's index as a multiple of its mean triangle box edge ({@link #BAKED_BUCKET_SCALE} for a
     * baked or loaded mesh).
     */
    static final float BAKED_BUCKET_SCALE = 0.5f;

    /** As {@link #TriangleGrid(NavMesh, float[], int[], float, float)} with the mesh's own arrays. */
    TriangleGrid(NavMesh mesh, float bucketScale, float bucketCap) {
        this(mesh, mesh.rawVerts(), mesh.rawTris(), bucketScale, bucketCap);
    }

    /**
     * The index with buckets bucketScale times the mean triangle box edge, but no larger than bucketCap metres (still
     * at most about 1024 along the mesh's longer side): an edited mesh ({@link EditableMesh}) gets many small
     * triangles where its base had few large ones.
     *
     * @param v           the mesh's vertex coordinates, flat (x, y, z per vertex); not null, unaffected
     * @param t           the mesh's corner ids, flat (3 per triangle); not null, unaffected
     * @param bucketScale bucket edge over the mean triangle box edge, &gt; 0
     * @param bucketCap   largest bucket edge, metres, &gt; 0
     */
    TriangleGrid(NavMesh mesh, float[] v, int[] t, float bucketScale, float bucketCap) {
        this.mesh = mesh;
        origin = this;
        parentPages = null;
        int n = mesh.triangleCount();
        triangleCount = n;
        float[] triBounds = new float[6 * n];
        float bx0 = Float.MAX_VALUE, bz0 = Float.MAX_VALUE, bx1 = -Float.MAX_VALUE, bz1 = -Float.MAX_VALUE;
        double area = 0;
        for (int i = 0; i < n; i++) {
            writeBounds(v, t, i, triBounds);
            int b = 6 * i;
            float x0 = triBounds[b], z0 = triBounds[b + 2], x1 = triBounds[b + 3], z1 = triBounds[b + 5];
            bx0 = Math.min(bx0, x0); bz0 = Math.min(bz0, z0);
            bx1 = Math.max(bx1, x1); bz1 = Math.max(bz1, z1);
            area += (double) (x1 - x0) * (z1 - z0);
        }
        if (n == 0) {
            bx0 = bz0 = 0f;
            bx1 = bz1 = 1f;
        }
        // A baked mesh's bucket edge is half the mean triangle box edge: a column (the common query) scans few
        // entries, and each triangle still lands in only a handful of buckets.
        float size = n == 0 ? 1f : bucketScale * (float) Math.sqrt(area / n);
        size = Math.min(size, bucketCap);
        float extent = Math.max(bx1 - bx0, bz1 - bz0);
        size = Math.max(size, extent / 1024f);
        size = Math.max(size, 1e-3f);
        minX = bx0;
        minZ = bz0;
        bucketSize = size;
        cols = Math.max(1, (int) Math.ceil((bx1 - bx0) / size) + 1);
        rows = Math.max(1, (int) Math.ceil((bz1 - bz0) / size) + 1);
        int[] bucketStart = new int[cols * rows + 1];
        for (int i = 0; i < n; i++) {
            if (retired(t, i)) {
                continue;
            }
            int c0 = col(triBounds[6 * i]), c1 = col(triBounds[6 * i + 3]);
            int r0 = row(triBounds[6 * i + 2]), r1 = row(triBounds[6 * i + 5]);
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    bucketStart[c + r * cols + 1]++;
                }
            }
        }
        for (int i = 0; i < cols * rows; i++) {
            bucketStart[i + 1] += bucketStart[i];
        }
        int[] flatTris = new int[bucketStart[cols * rows]];
        int[] fill = new int[cols * rows];
        int[] triFirstBucket = new int[2 * n];
        for (int i = 0; i < n; i++) {
            int c0 = col(triBounds[6 * i]), c1 = col(triBounds[6 * i + 3]);
            int r0 = row(triBounds[6 * i + 2]), r1 = row(triBounds[6 * i + 5]);
            triFirstBucket[2 * i] = c0;
            triFirstBucket[2 * i + 1] = r0;
            if (retired(t, i)) {
                continue;
            }
            for (int r = r0; r <= r1; r++) {
                for (int c = c0; c <= c1; c++) {
                    int b = c + r * cols;
                    flatTris[bucketStart[b] + fill[b]++] = i;
                }
            }
        }
        int bucketPages = pageCount(cols * rows);
        bucketTris = new int[bucketPages][PAGE][];
        bucketBounds = new float[bucketPages][PAGE][];
        int mb = 0;
        for (int b = 0; b < cols * rows; b++) {
            int from = bucketStart[b], entries = bucketStart[b + 1] - from;
            bucketTris[b >>> PAGE_SHIFT][b & PAGE_MASK] = entries == 0 ? NO_INTS : java.util.Arrays.copyOfRange(flatTris, from, from + entries);
            float[] bb = entries == 0 ? NO_FLOATS : new float[6 * entries];
            for (int k = 0; k < entries; k++) {
                System.arraycopy(triBounds, 6 * flatTris[from + k], bb, 6 * k, 6);
            }
            bucketBounds[b >>> PAGE_SHIFT][b & PAGE_MASK] = bb;
            mb = Math.max(mb, entries);
        }
        maxBucket = mb;
        int pages = pageCount(n);
        boundPages = new float[pages][];
        firstPages = new int[pages][];
        for (int p = 0; p < pages; p++) {
            boundPages[p] = java.util.Arrays.copyOfRange(triBounds, 6 * PAGE * p, 6 * PAGE * (p + 1));
            firstPages[p] = java.util.Arrays.copyOfRange(triFirstBucket, 2 * PAGE * p, 2 * PAGE * (p + 1));
        }
        overlapStarts = new int[pages][];
        overlapLists = new int[pages][];
        IntList found = new IntList();
        for (int p = 0; p < pages; p++) {
            int[] start = new int[PAGE + 1];
            found.size = 0;
            for (int i = 0; i < PAGE; i++) {
                int tri = PAGE * p + i;
                if (tri < n && !retired(t, tri)) {
                    collectOverlaps(tri, v, t, found);
                }
                start[i + 1] = found.size;
            }
            overlapStarts[p] = start;
            overlapLists[p] = java.util.Arrays.copyOf(found.items, found.size);
        }
    }

    /**
     * The index of a mesh edited from prev's mesh ({@link EditableMesh}): prev's buckets, with only
     * the entries and overlap lists of the changed triangles and of the triangles overlapping them
     * recomputed ({@link TriangleGridPatch}).
     *
     * @param changed ids of the triangles whose corners changed, added ones included; ids at or above
     *                the new triangle count are dropped ones; not null, unaffected
     * @param v       mesh's vertex coordinates, flat; not null, unaffected (read during the call only)
     * @param t       mesh's corner ids, flat; not null, unaffected (read during the call only)
     * @param parents per triangle of mesh, in pages of {@value PagedArrays#PAGE}: the triangle of the mesh prev's
     *                edits started from whose XZ projection holds it; not null, kept (not copied)
     * @param scratch the editor's working sets for the patch (used during the call only); not null
     */
    TriangleGrid(NavMesh mesh, TriangleGrid prev, int[] changed, int changedCount, float[] v, int[] t, int[][] parents,
                 GridPatchScratch scratch) {
        this.mesh = mesh;
        origin = prev.origin;
        parentPages = parents;
        minX = prev.minX;
        minZ = prev.minZ;
        bucketSize = prev.bucketSize;
        cols = prev.cols;
        rows = prev.rows;
        triangleCount = mesh.triangleCount();
        TriangleGridPatch p = new TriangleGridPatch(prev, mesh, changed, changedCount, v, t, scratch);
        boundPages = p.boundPages;
        firstPages = p.firstPages;
        bucketTris = p.bucketTris;
        bucketBounds = p.bucketBounds;
        maxBucket = p.maxBucket;
        p.overlaps(this);
        overlapStarts = p.overlapStarts;
        overlapLists = p.overlapLists;
    }

    /** Number of pages holding n triangles. */
    static int pageCount(int n) {
        return (n + PAGE_MASK) >>> PAGE_SHIFT;
    }

    /** Writes triangle i's box (minX, minY, minZ, maxX, maxY, maxZ) into out at 6 i. */
    static void writeBounds(float[] v, int[] t, int i, float[] out) {
        writeBounds(v, t, i, out, 6 * i);
    }

    /** Writes triangle i's box (minX, minY, minZ, maxX, maxY, maxZ) into out at offset b. */
    static void writeBounds(float[] v, int[] t, int i, float[] out, int b) {
        float x0 = Float.MAX_VALUE, y0 = Float.MAX_VALUE, z0 = Float.MAX_VALUE;
        float x1 = -Float.MAX_VALUE, y1 = -Float.MAX_VALUE, z1 = -Float.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int o = 3 * t[3 * i + k];
            x0 = Math.min(x0, v[o]); x1 = Math.max(x1, v[o]);
            y0 = Math.min(y0, v[o + 1]); y1 = Math.max(y1, v[o + 1]);
            z0 = Math.min(z0, v[o + 2]); z1 = Math.max(z1, v[o + 2]);
        }
        out[b] = x0; out[b + 1] = y0; out[b + 2] = z0;
        out[b + 3] = x1; out[b + 4] = y1; out[b + 5] = z1;
    }

    /**
     * True when triangle i of the corner array t is retired by an edit ({@link EditableMesh}): its
     * corners are one vertex. Such a triangle is in no bucket and overlaps nothing.
     */
    static boolean retired(int[] t, int i) {
        return t[3 * i] == t[3 * i + 1];
    }

    // Read by TriangleGridPatch.
    NavMesh mesh() { return mesh; }
    int columns() { return cols; }
    int rows() { return rows; }
    int triangleCount() { return triangleCount; }
    int[][][] bucketTrianglePages() { return bucketTris; }
    float[][][] bucketBoundsPages() { return bucketBounds; }

    /** The triangles listed in bucket b (column + row * columns()), in triangle order; shared, not to be modified. */
    int[] bucket(int b) {
        return bucketTris[b >>> PAGE_SHIFT][b & PAGE_MASK];
    }

    /** Bucket b's entries' bounds, 6 per entry; shared, not to be modified. */
    float[] bucketBounds(int b) {
        return bucketBounds[b >>> PAGE_SHIFT][b & PAGE_MASK];
    }
    float[][] boundPages() { return boundPages; }
    int[][] firstBucketPages() { return firstPages; }
    int[][] overlapStartPages() { return overlapStarts; }
    int[][] overlapListPages() { return overlapLists; }

    /** A growable int list for building. */
    static final class IntList {
        int[] items = new int[16];
        int size;

        void add(int v) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, 2 * size);
            }
            items[size++] = v;
        }
    }

    /**
     * Whether triangle t of an edited mesh lies inside a triangle of the mesh the edits started from
     * that overlaps no other ({@link #isolatedXZ} there); false for a mesh built or loaded.
     */
    boolean insideIsolated(int t) {
        return parentPages != null && origin.overlapCount(parentPages[t >>> PagedArrays.SHIFT][t & PagedArrays.MASK]) == 0;
    }

    /** Adds to found the triangles overlapping triangle i in XZ ({@link OverlapScan}). */
    void collectOverlaps(int i, float[] v, int[] t, IntList found) {
        OverlapScan.collect(this, i, v, t, found);
    }

    /**
     * True when no other triangle's XZ projection overlaps triangle t's by more than
     * {@value #OVERLAP_TOLERANCE} m across any line: then every triangle other than t lies, in XZ,
     * at least d - OVERLAP_TOLERANCE away from a point whose XZ is d inside t. False where the
     * mesh has several layers over t (bridges, floors above floors). On a mesh edited from a baked
     * one (carving), a triangle inside a baked triangle that was isolated is isolated too: the
     * overlap its neighbours may still have there is the rounding of carved points to floats
     * (a few float steps of the coordinates), not another layer.
     *
     * @param t triangle id, 0 &lt;= t &lt; the mesh's triangleCount() (not checked)
     * @return whether no other triangle overlaps t in XZ by more than the tolerance ({@link #overlapCount} is 0)
     */
    public boolean isolatedXZ(int t) {
        return overlapCount(t) == 0;
    }

    /**
     * Number of triangles whose XZ projection overlaps triangle t's by more than
     * {@value #OVERLAP_TOLERANCE} m (0 exactly when t is {@link #isolatedXZ isolated}).
     *
     * @param t triangle id, 0 &lt;= t &lt; the mesh's triangleCount() (not checked)
     * @return the count, &gt;= 0 (0 for a retired triangle)
     */
    public int overlapCount(int t) {
        int[] start = overlapStarts[t >>> PAGE_SHIFT];
        int i = t & PAGE_MASK;
        return start[i + 1] - start[i];
    }

    /**
     * The k-th (0 .. overlapCount(t) - 1) triangle overlapping triangle t in XZ.
     *
     * @param t triangle id, 0 &lt;= t &lt; the mesh's triangleCount() (not checked)
     * @param k which overlap, 0 &lt;= k &lt; overlapCount(t) (an assertion only)
     * @return the overlapping triangle's id
     */
    public int overlapping(int t, int k) {
        assert k >= 0 && k < overlapCount(t);
        return overlapLists[t >>> PAGE_SHIFT][overlapStarts[t >>> PAGE_SHIFT][t & PAGE_MASK] + k];
    }

    /**
     * Squared distance (metres^2) from (x, y, z) to triangle t's bounding box; 0 inside it.
     *
     * @param t triangle id, 0 &lt;= t &lt; the mesh's triangleCount() (not checked)
     * @param x point X, world metres
     * @param y point Y, world metres
     * @param z point Z, world metres
     * @return the squared distance, square metres, &gt;= 0
     */
    public float boxDistanceSq(int t, float x, float y, float z) {
        float[] tb = boundPages[t >>> PAGE_SHIFT];
        int o = 6 * (t & PAGE_MASK);
        float dx = Math.max(0f, Math.max(tb[o] - x, x - tb[o + 3]));
        float dy = Math.max(0f, Math.max(tb[o + 1] - y, y - tb[o + 4]));
        float dz = Math.max(0f, Math.max(tb[o + 2] - z, z - tb[o + 5]));
        return dx * dx + dy * dy + dz * dz;
    }

    int col(float x) {
        // Truncation is floor for the non-negative values; NaN and negatives land in column 0.
        float f = (x - minX) / bucketSize;
        return f >= 0f ? Math.min((int) f, cols - 1) : 0;
    }

    int row(float z) {
        float f = (z - minZ) / bucketSize;
        return f >= 0f ? Math.min((int) f, rows - 1) : 0;
    }

    /**
     * At least the largest number of triangles listed in one bucket: enough room for {@link #column}.
     *
     * @return a count, &gt;= 0, at least any bucket's (an edited version's never falls below its previous version's)
     */
    public int maxBucketSize() {
        return maxBucket;
    }

    /**
     * Triangles whose bounding box holds the vertical line through (x, z) over some part of
     * [y0, y1], each once, into out (not cleared beyond the count written).
     *
     * @param x   the line's X, world metres
     * @param z   the line's Z, world metres
     * @param y0  bottom of the span, world metres; &lt;= y1
     * @param y1  top of the span, world metres
     * @param out receives triangle ids at out[0 .. count - 1]; modified; not null, needs
     *            {@link #maxBucketSize()} entries (not checked)
     * @return the count, &gt;= 0
     */
    public int column(float x, float z, float y0, float y1, int[] out) {
        int b = col(x) + row(z) * cols;
        int n = 0;
        int[] bt = bucket(b);
        float[] bb = bucketBounds(b);
        for (int i = 0; i < bt.length; i++) {
            int o = 6 * i;
            if (bb[o] > x || bb[o + 3] < x || bb[o + 2] > z || bb[o + 5] < z || bb[o + 1] > y1 || bb[o + 4] < y0) {
                continue;
            }
            out[n++] = bt[i];
        }
        return n;
    }

    /**
     * Triangle bounds, {minX, minY, minZ, maxX, maxY, maxZ} of triangle t copied into out[0..5].
     *
     * @param t   triangle id, 0 &lt;= t &lt; the mesh's triangleCount() (not checked)
     * @param out receives the box, world metres, at out[0..5]; modified; not null, length &gt;= 6
     */
    public void triangleBounds(int t, float[] out) {
        System.arraycopy(boundPages[t >>> PAGE_SHIFT], 6 * (t & PAGE_MASK), out, 0, 6);
    }

    /**
     * Calls {@code visitor} once for every triangle whose bounding box overlaps the box
     * [x0, x1] x [y0, y1] x [z0, z1]. Stops early when the visitor returns false.
     *
     * @param x0      box min X, world metres; &lt;= x1
     * @param y0      box min Y, world metres; &lt;= y1
     * @param z0      box min Z, world metres; &lt;= z1
     * @param x1      box max X, world metres
     * @param y1      box max Y, world metres
     * @param z1      box max Z, world metres
     * @param visitor receives the triangles; not null; called during this call only
     */
    public void query(float x0, float y0, float z0, float x1, float y1, float z1, TriangleVisitor visitor) {
        if (x1 < minX || z1 < minZ) {
            return;
        }
        int c0 = col(x0), c1 = col(x1), r0 = row(z0), r1 = row(z1);
        if (c0 == c1 && r0 == r1) {
            // One bucket (e.g. a vertical column): it lists each triangle once, nothing to dedupe.
            int b = c0 + r0 * cols;
            int[] bt = bucket(b);
            float[] bb = bucketBounds(b);
            for (int i = 0; i < bt.length; i++) {
                int o = 6 * i;
                if (bb[o] > x1 || bb[o + 3] < x0 || bb[o + 2] > z1 || bb[o + 5] < z0 || bb[o + 1] > y1 || bb[o + 4] < y0) {
                    continue;
                }
                if (!visitor.visit(bt[i])) {
                    return;
                }
            }
            return;
        }
        for (int r = r0; r <= r1; r++) {
            for (int c = c0; c <= c1; c++) {
                int b = c + r * cols;
                int[] bt = bucket(b);
                float[] bb = bucketBounds(b);
                for (int i = 0; i < bt.length; i++) {
                    int o = 6 * i;
                    if (bb[o] > x1 || bb[o + 3] < x0 || bb[o + 2] > z1 || bb[o + 5] < z0 || bb[o + 1] > y1 || bb[o + 4] < y0) {
                        continue;
                    }
                    int t = bt[i];
                    // Visit in the first bucket shared by the query box and the triangle box only.
                    if (!firstSharedBucket(t, c0, r0, c, r)) {
                        continue;
                    }
                    if (!visitor.visit(t)) {
                        return;
                    }
                }
            }
        }
    }

    /** Receives triangles from {@link #query}. */
    @FunctionalInterface
    public interface TriangleVisitor {
        /**
         * @param triangle the id of a triangle whose bounding box meets the query box
         * @return false to stop the query
         */
        boolean visit(int triangle);
    }

    /**
     * True when bucket (c, r) is the first bucket shared by triangle t's box and a query box whose
     * first bucket is (c0, r0).
     */
    boolean firstSharedBucket(int t, int c0, int r0, int c, int r) {
        int[] fb = firstPages[t >>> PAGE_SHIFT];
        int o = 2 * (t & PAGE_MASK);
        return Math.max(c0, fb[o]) == c && Math.max(r0, fb[o + 1]) == r;
    }

    /**
     * The triangle whose surface ({@link NavMesh#heightAt}) right above or below (x, z) is nearest y, within maxUp
     * above and maxDown below, among the triangles of the bucket holding (x, z) that hold it in XZ (the first in
     * the bucket's order on a tie); -1 when none, or when (x, z) lies outside the grid.
     */
    int locate(float x, float y, float z, float maxUp, float maxDown) {
        int b = locateBucket(x, z);
        return b < 0 ? -1 : (int) (SurfaceColumn.scan(mesh, bucket(b), bucketBounds(b), x, y, z, maxUp, maxDown,
                Math.max(maxUp, maxDown), 0f, 0f, null) >> 32);
    }

    /**
     * {@link #column}(x, z, y - hy, y + hy, out) and {@link #locate}(x, y, z, reach, reach) at once, locate's
     * answer kept only when its surface lies within accept of y: when hy &gt;= reach and (x, z) lies inside the
     * grid, both read the same bucket and every triangle locate may take is in the column, so one pass over the
     * bucket gives both; else each is run alone.
     *
     * @param out receives the column's triangle ids at out[0 .. count - 1]; modified; needs
     *            {@link #maxBucketSize()} entries
     * @return the column's count in the low 32 bits; in the high 32 bits locate's answer (a triangle id), or -1
     *         when there is none or its surface lies farther than accept from y
     */
    long columnLocating(float x, float y, float z, float hy, float reach, float accept, int[] out) {
        int b = locateBucket(x, z);
        if (b < 0 || !(hy >= reach)) {
            int t = locate(x, y, z, reach, reach);
            if (t >= 0 && !(Math.abs(mesh.heightAt(t, x, z) - y) <= accept)) {
                t = -1;
            }
            return ((long) t << 32) | column(x, z, y - hy, y + hy, out);
        }
        return SurfaceColumn.scan(mesh, bucket(b), bucketBounds(b), x, y, z, reach, reach, accept, y - hy, y + hy, out);
    }

    /** The bucket {@link #locate} reads for (x, z): -1 outside the grid. */
    private int locateBucket(float x, float z) {
        int c = (int) Math.floor((x - minX) / bucketSize);
        int r = (int) Math.floor((z - minZ) / bucketSize);
        return c < 0 || r < 0 || c >= cols || r >= rows ? -1 : c + r * cols;
    }
}
