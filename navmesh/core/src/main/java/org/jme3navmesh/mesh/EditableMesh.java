package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Objects;

/**
 * A working copy of a baked {@link NavMesh} that an editor (the obstacle carver) changes triangle
 * by triangle, publishing immutable {@link NavMesh} versions with {@link #snapshot()}. The editor
 * works on flat arrays of its own; a version holds them in pages ({@link PagedArrays}), and a
 * snapshot copies only the pages holding a vertex or triangle changed since the previous snapshot,
 * sharing the others with it. It recomputes the derived data only around the changed triangles:
 * triangle records (paged the same way), spatial index entries and overlaps for those whose corners
 * changed ({@link TriangleGridPatch}), connected components ({@link ComponentRelabel}) for those
 * whose corners or links changed (their labels paged like the arrays). The height detail's records
 * are the base's, read through each triangle's base triangle.
 *
 * <p>Triangles and vertices added by edits come after the base's. A <em>retired</em> triangle
 * (its three corners one vertex, no neighbours) is in no spatial index bucket, so no query finds
 * it; its id stays, so the ids of the other triangles do not move. A retired triangle has zero
 * area; the retired triangles share one component label, which {@link NavMesh#componentCount()}
 * does not count. Component labels are kept from version to version where the components did not
 * change ({@link ComponentRelabel}). Pieces of a base triangle read the base
 * triangle's height detail and clearance. The base's off-mesh links are snapped again onto each
 * snapshot; an end an obstacle or an unloaded tile leaves off the mesh covers its link for that version
 * ({@link OffMeshLinks#isCovered}).
 *
 * <p>Not thread-safe: one editing thread. The snapshots are ordinary immutable meshes.
 */
public final class EditableMesh {
    private final NavMesh base;
    private final float[] bounds;
    private float[] verts;
    private int vertCount;
    private int[] tris;
    private int[] neighbours;
    private int[] areas;
    private float[] slopes;
    /** The record pages (see {@link NavMesh}); those not in ownRecords are shared with the last snapshot. */
    private float[][] rec;
    private final BitSet ownRecords = new BitSet();
    /** The base triangle each triangle lies on (its height detail and clearance). */
    private int[] parents;
    private float[] vertexHeight;
    /**
     * The last snapshot's pages ({@link PagedArrays}) of the arrays above: a snapshot shares those
     * whose items did not change since and copies the others from the working arrays.
     */
    private float[][] vertPages;
    private float[][] vertexHeightPages;
    private int[][] cornerPages;
    private int[][] neighbourPages;
    private int[][] areaPages;
    private float[][] slopePages;
    private int[][] parentPages;
    /** Each triangle's component label ({@link ComponentRelabel}), and the last snapshot's pages of them. */
    private int[] comps;
    private int[][] compPages;
    /** The vertex pages holding a vertex set since the last snapshot. */
    private final BitSet dirtyVertPages = new BitSet();
    /** Scratch of a snapshot: the triangle pages copied for their neighbours, for all their arrays. */
    private final BitSet linkPagesDone = new BitSet();
    private final BitSet shapePagesDone = new BitSet();
    private int triCount;
    private NavMesh last;
    /** The index the next snapshot's index derives from. */
    private TriangleGrid lastIndex;
    /**
     * Largest bucket of an edited mesh's spatial index, metres: carving cuts a few large baked
     * triangles into many small pieces, which coarse buckets would list by the hundred.
     */
    static final float EDIT_BUCKET = 8f;
    /**
     * Bucket edge of an edited mesh's spatial index over its base's mean triangle box edge (up to {@link #EDIT_BUCKET}):
     * twice a baked mesh's. Each version patches the buckets its changed triangles were and are in, and a carved
     * parent's old and new triangles touched 23 buckets per add on the 1 km world at the baked size (8 us of a 35 us
     * add). The larger buckets made adds about 5% faster on the world and on hills, and path queries on the meshes
     * with all 400 obstacles took the same time.
     */
    static final float EDIT_BUCKET_SCALE = 2 * TriangleGrid.BAKED_BUCKET_SCALE;
    private final ComponentRelabel components;
    /** The working sets of each snapshot's index patch. */
    private final GridPatchScratch gridScratch = new GridPatchScratch();
    private final BitSet changedMark = new BitSet();
    private int[] changed = new int[64];
    private int changedCount;
    /** The changed triangles whose corners changed (set, restored or retired): records and index entries. */
    private final BitSet reshapedMark = new BitSet();
    private int[] reshaped = new int[64];
    private int reshapedCount;
    /** The vertices set since the last snapshot (the snapshot's {@link MeshChange}). */
    private final BitSet movedMark = new BitSet();
    private int[] moved = new int[64];
    private int movedCount;
    /** The triangles the last snapshot's change lists (their union along its chain), and how many. */
    private final BitSet recordMark = new BitSet();
    private int recordCount;

    /**
     * @param base the baked mesh to edit; not null, unaffected (its arrays are copied)
     */
    public EditableMesh(NavMesh base) {
        this.base = Objects.requireNonNull(base, "base");
        this.last = base;
        this.lastIndex = new TriangleGrid(base, EDIT_BUCKET_SCALE, EDIT_BUCKET);
        bounds = base.bounds();
        verts = base.vertexArray();
        vertCount = base.vertexCount();
        tris = base.triangleArray();
        neighbours = base.rawNeighbours().clone();
        areas = base.rawAreas().clone();
        slopes = base.rawSlopes().clone();
        rec = base.recordPages().clone();
        triCount = base.triangleCount();
        parents = new int[triCount];
        Arrays.setAll(parents, t -> t);
        vertPages = base.vertexPages();
        cornerPages = base.cornerPages();
        neighbourPages = base.neighbourPages();
        areaPages = base.areaPages();
        slopePages = base.slopePages();
        parentPages = PagedArrays.split(parents, 1, triCount);
        vertexHeightPages = base.vertexHeightPages();
        comps = base.rawComponents().clone();
        compPages = base.componentPages();
        components = new ComponentRelabel(comps, triCount, base.componentCount());
        vertexHeight = vertexHeightPages == null ? null : PagedArrays.flatten(vertexHeightPages, 1, vertCount);
    }

    /**
     * The mesh the edits started from.
     *
     * @return the mesh given to the constructor; not null, shared (immutable)
     */
    public NavMesh base() { return base; }

    /**
     * The last snapshot (the base before the first).
     *
     * @return the version {@link #snapshot()} returned last, {@link #base()} before the first; not null, immutable
     */
    public NavMesh current() { return last; }

    /**
     * Number of vertices now.
     *
     * @return the number of vertices, edits included, &gt;= base().vertexCount()
     */
    public int vertexCount() { return vertCount; }

    /**
     * Number of triangles now, retired ones included.
     *
     * @return the number of triangles, edits included, &gt;= base().triangleCount()
     */
    public int triangleCount() { return triCount; }

    /**
     * @param t triangle id, 0 .. triangleCount() - 1 (not checked)
     * @param k corner, 0..2 (not checked)
     * @return the vertex id of corner k of triangle t now
     */
    public int vertex(int t, int k) { return tris[3 * t + k]; }

    /**
     * @param t triangle id, 0 .. triangleCount() - 1 (not checked)
     * @param e edge, 0..2 (from corner e to corner e + 1; not checked)
     * @return the triangle across edge e of triangle t now, or -1
     */
    public int neighbour(int t, int e) { return neighbours[3 * t + e]; }

    /**
     * Sets (or, with v == vertexCount(), appends) a vertex that lies on base triangle parent: its
     * height for the height detail is read on that triangle.
     *
     * @param v      vertex id, base.vertexCount() .. vertexCount()
     * @param x      world X, metres; finite
     * @param y      world Y, metres; finite
     * @param z      world Z, metres; finite
     * @param parent a base triangle whose surface holds the vertex, 0 .. base().triangleCount() - 1 (read only
     *               when the base has a height detail)
     * @throws IllegalArgumentException when v is out of range (a base vertex, or past the end), a coordinate is
     *                                  not finite, or parent is not a base triangle
     */
    public void setVertex(int v, float x, float y, float z, int parent) {
        if (v < base.vertexCount() || v > vertCount) {
            throw new IllegalArgumentException("vertex " + v + " is not an edit vertex (" + base.vertexCount() + ".." + vertCount + ")");
        }
        if (!Float.isFinite(x + y + z)) {
            throw new IllegalArgumentException("vertex " + v + " must be finite, got (" + x + ", " + y + ", " + z + ")");
        }
        if (parent < 0 || parent >= base.triangleCount()) {
            throw new IllegalArgumentException("vertex " + v + ": parent " + parent + " is not a base triangle (0.."
                    + (base.triangleCount() - 1) + ")");
        }
        if (v == vertCount) {
            if (3 * vertCount + 3 > verts.length) {
                verts = Arrays.copyOf(verts, Math.max(3 * vertCount + 3, 2 * verts.length));
                if (vertexHeight != null) {
                    vertexHeight = Arrays.copyOf(vertexHeight, verts.length / 3);
                }
            }
            vertCount++;
        }
        verts[3 * v] = x;
        verts[3 * v + 1] = y;
        verts[3 * v + 2] = z;
        dirtyVertPages.set(v >>> PagedArrays.SHIFT);
        if (!movedMark.get(v)) {
            movedMark.set(v);
            if (movedCount == moved.length) {
                moved = Arrays.copyOf(moved, 2 * movedCount);
            }
            moved[movedCount++] = v;
        }
        if (vertexHeight != null) {
            vertexHeight[v] = base.heightDetail().heightAt(parent, x, z, base.planeHeight(parent, x, z));
        }
    }

    /**
     * Drops the vertices from n on.
     *
     * @param n the new vertex count, base.vertexCount() .. vertexCount()
     * @throws IllegalArgumentException when n is out of range
     */
    public void setVertexCount(int n) {
        if (n < base.vertexCount() || n > vertCount) {
            throw new IllegalArgumentException("vertex count " + n + " outside " + base.vertexCount() + ".." + vertCount);
        }
        vertCount = n;
    }

    /**
     * Sets (or, with t == triangleCount(), appends) a triangle, counter-clockwise seen from above,
     * with no neighbours yet ({@link #setNeighbour}).
     *
     * @param t        triangle id, 0 .. triangleCount()
     * @param a        corner vertex id, 0 .. vertexCount() - 1
     * @param b        corner vertex id, likewise
     * @param c        corner vertex id, likewise
     * @param area     area id of the base's area table, 0 .. base().areas().count() - 1
     * @param slopeDeg steepest slope under the triangle, degrees from horizontal (not checked)
     * @param parent   the base triangle whose height detail and clearance it reads, 0 .. base().triangleCount() - 1
     * @throws IllegalArgumentException when t, a corner, the area or the parent is out of range
     */
    public void setTriangle(int t, int a, int b, int c, int area, float slopeDeg, int parent) {
        if (t < 0 || t > triCount) {
            throw new IllegalArgumentException("triangle " + t + " outside 0.." + triCount);
        }
        if ((a | b | c) < 0 || Math.max(a, Math.max(b, c)) >= vertCount) {
            throw new IllegalArgumentException("triangle " + t + ": corners " + a + ", " + b + ", " + c
                    + " must be vertices 0.." + (vertCount - 1));
        }
        if (area < 0 || area >= base.areas().count() || parent < 0 || parent >= base.triangleCount()) {
            throw new IllegalArgumentException("triangle " + t + ": area " + area + " (0.." + (base.areas().count() - 1)
                    + ") or parent " + parent + " (0.." + (base.triangleCount() - 1) + ") out of range");
        }
        if (t == triCount) {
            if (3 * triCount + 3 > tris.length) {
                int cap = Math.max(triCount + 1, 2 * triCount);
                tris = Arrays.copyOf(tris, 3 * cap);
                neighbours = Arrays.copyOf(neighbours, 3 * cap);
                areas = Arrays.copyOf(areas, cap);
                slopes = Arrays.copyOf(slopes, cap);
                parents = Arrays.copyOf(parents, cap);
                comps = Arrays.copyOf(comps, cap);
            }
            triCount++;
        }
        tris[3 * t] = a;
        tris[3 * t + 1] = b;
        tris[3 * t + 2] = c;
        neighbours[3 * t] = neighbours[3 * t + 1] = neighbours[3 * t + 2] = -1;
        areas[t] = area;
        slopes[t] = slopeDeg;
        parents[t] = parent;
        markReshaped(t);
    }

    /**
     * Retires triangle t: its corners become the one vertex given, its neighbours -1. Its area,
     * slope and detail stay.
     *
     * @param t      triangle id, 0 .. triangleCount() - 1
     * @param vertex a vertex id no live triangle uses (that it is unused is not checked)
     * @throws IllegalArgumentException when t or vertex is out of range
     */
    public void retireTriangle(int t, int vertex) {
        if (t < 0 || t >= triCount || vertex < 0 || vertex >= vertCount) {
            throw new IllegalArgumentException("cannot retire triangle " + t + " (0.." + (triCount - 1) + ") onto vertex "
                    + vertex + " (0.." + (vertCount - 1) + ")");
        }
        tris[3 * t] = tris[3 * t + 1] = tris[3 * t + 2] = vertex;
        neighbours[3 * t] = neighbours[3 * t + 1] = neighbours[3 * t + 2] = -1;
        markReshaped(t);
    }

    /**
     * Puts base triangle t back as it was baked (corners, area, slope, detail; neighbours -1).
     *
     * @param t a base triangle id, 0 .. base().triangleCount() - 1
     * @throws IllegalArgumentException when t is not a base triangle
     */
    public void restoreTriangle(int t) {
        if (t < 0 || t >= base.triangleCount()) {
            throw new IllegalArgumentException("triangle " + t + " is not a base triangle (0.." + (base.triangleCount() - 1)
                    + ")");
        }
        setTriangle(t, base.vertex(t, 0), base.vertex(t, 1), base.vertex(t, 2), base.area(t), base.slopeDeg(t), t);
    }

    /**
     * Sets the triangle across edge e of triangle t.
     *
     * @param t triangle id, 0 .. triangleCount() - 1
     * @param e edge, 0..2
     * @param n the neighbour's id, 0 .. triangleCount() - 1, or -1 for none
     * @throws IllegalArgumentException when t, e or n is out of range
     */
    public void setNeighbour(int t, int e, int n) {
        if (t < 0 || t >= triCount || e < 0 || e > 2 || n < -1 || n >= triCount) {
            throw new IllegalArgumentException("neighbour " + n + " across edge " + e + " of triangle " + t
                    + ": triangles are 0.." + (triCount - 1) + ", edges 0..2");
        }
        if (neighbours[3 * t + e] != n) {
            neighbours[3 * t + e] = n;
            markChanged(t);
        }
    }

    /**
     * Drops the triangles from n on.
     *
     * @param n the new triangle count, base.triangleCount() .. triangleCount()
     * @throws IllegalArgumentException when n is out of range
     */
    public void setTriangleCount(int n) {
        if (n < base.triangleCount() || n > triCount) {
            throw new IllegalArgumentException("triangle count " + n + " outside " + base.triangleCount() + ".." + triCount);
        }
        triCount = n;
    }

    /** Record page p, copied first when the last snapshot shares it (made when new). */
    private float[] ownRecordPage(int p) {
        if (!ownRecords.get(p)) {
            ownRecords.set(p);
            rec[p] = rec[p] == null ? new float[TriangleRecords.SIZE * TriangleRecords.PAGE] : rec[p].clone();
        }
        return rec[p];
    }

    /**
     * Makes the page tables those of a version of n triangles: new tables sharing the last
     * snapshot's pages, except the pages holding a triangle or vertex changed since, copied from the
     * working arrays (a triangle whose links alone changed copies its neighbour page only).
     */
    private void publishPages(int n, boolean allComponents) {
        int tp = PagedArrays.pageCount(n);
        compPages = allComponents ? PagedArrays.split(comps, 1, n) : Arrays.copyOf(compPages, tp);
        cornerPages = Arrays.copyOf(cornerPages, tp);
        neighbourPages = Arrays.copyOf(neighbourPages, tp);
        areaPages = Arrays.copyOf(areaPages, tp);
        slopePages = Arrays.copyOf(slopePages, tp);
        parentPages = Arrays.copyOf(parentPages, tp);
        for (int k = 0; k < changedCount; k++) {
            int t = changed[k];
            if (t >= n) {
                continue;
            }
            int p = t >>> PagedArrays.SHIFT;
            if (!linkPagesDone.get(p)) {
                linkPagesDone.set(p);
                neighbourPages[p] = PagedArrays.page(neighbours, 3, p);
                if (!allComponents) {
                    compPages[p] = PagedArrays.page(comps, 1, p);
                }
            }
            if (reshapedMark.get(t) && !shapePagesDone.get(p)) {
                shapePagesDone.set(p);
                cornerPages[p] = PagedArrays.page(tris, 3, p);
                areaPages[p] = PagedArrays.page(areas, 1, p);
                slopePages[p] = PagedArrays.page(slopes, 1, p);
                parentPages[p] = PagedArrays.page(parents, 1, p);
            }
        }
        if (!allComponents) {
            java.util.BitSet moved = components.movedPages();
            for (int p = moved.nextSetBit(0); p >= 0 && p < tp; p = moved.nextSetBit(p + 1)) {
                if (!linkPagesDone.get(p)) {
                    compPages[p] = PagedArrays.page(comps, 1, p);
                }
            }
        }
        linkPagesDone.clear();
        shapePagesDone.clear();
        int vp = PagedArrays.pageCount(vertCount);
        vertPages = Arrays.copyOf(vertPages, vp);
        if (vertexHeight != null) {
            vertexHeightPages = Arrays.copyOf(vertexHeightPages, vp);
        }
        for (int p = dirtyVertPages.nextSetBit(0); p >= 0 && p < vp; p = dirtyVertPages.nextSetBit(p + 1)) {
            vertPages[p] = PagedArrays.page(verts, 3, p);
            if (vertexHeight != null) {
                vertexHeightPages[p] = PagedArrays.page(vertexHeight, 1, p);
            }
        }
        dirtyVertPages.clear();
    }

    private void markReshaped(int t) {
        markChanged(t);
        if (!reshapedMark.get(t)) {
            reshapedMark.set(t);
            if (reshapedCount == reshaped.length) {
                reshaped = Arrays.copyOf(reshaped, 2 * reshapedCount);
            }
            reshaped[reshapedCount++] = t;
        }
    }

    private void markChanged(int t) {
        if (!changedMark.get(t)) {
            changedMark.set(t);
            if (changedCount == changed.length) {
                changed = Arrays.copyOf(changed, 2 * changedCount);
            }
            changed[changedCount++] = t;
        }
    }

    /**
     * The triangles changed since the last snapshot (corners or neighbours), before
     * {@link #snapshot()} clears the list; ids may lie at or above triangleCount() (dropped).
     *
     * @return a new array, ascending, each id once
     */
    public int[] changedTriangles() {
        // Read off the marks in id order: no sort.
        int[] out = new int[changedCount];
        for (int t = changedMark.nextSetBit(0), k = 0; t >= 0; t = changedMark.nextSetBit(t + 1)) {
            out[k++] = t;
        }
        return out;
    }

    /**
     * The change from the last snapshot to the next one, or, when the last one derived no data with an
     * updater, from the version its own record starts at (null when that union grows too large). The last
     * snapshot drops its record, so a version keeps at most one earlier version alive.
     */
    private MeshChange changeRecord(int n) {
        DerivedData lastData = last.derivedData();
        MeshChange earlier = lastData.change();
        int[] triangles = Arrays.copyOf(changed, changedCount);
        int[] vertices = Arrays.copyOf(moved, movedCount);
        boolean fresh = lastData.holdsIncremental() || earlier == null;
        if (fresh) {
            recordMark.clear();
            recordCount = 0;
        }
        for (int k = 0; k < changedCount; k++) {
            if (!recordMark.get(changed[k])) {
                recordMark.set(changed[k]);
                recordCount++;
            }
        }
        MeshChange change = fresh ? new MeshChange(last, triangles, vertices)
                : recordCount > MeshChange.maxTriangles(n) ? null : earlier.then(triangles, vertices);
        lastData.dropChange();
        return change;
    }

    /**
     * Publishes the mesh as it is now: an immutable {@link NavMesh} sharing nothing mutable with
     * this editor; clears the changed list. The new version carries a {@link MeshChange} from the last
     * snapshot (or from an earlier one, when the last one derived no data with an updater), with which
     * its derived data may follow the change instead of being built afresh.
     *
     * @return the new version, not null; an off-mesh link whose end lies farther than its snap distance from the
     *         edited mesh is covered in it ({@link OffMeshLinks#isCovered})
     */
    public NavMesh snapshot() {
        int n = triCount;
        int recPages = TriangleRecords.pageCount(n);
        if (rec.length < recPages) {
            rec = Arrays.copyOf(rec, Math.max(recPages, 2 * rec.length));
        }
        for (int k = 0; k < reshapedCount; k++) {
            int t = reshaped[k];
            if (t < n) {
                TriangleRecords.write(verts, tris, t, ownRecordPage(t >>> TriangleRecords.PAGE_SHIFT), t & TriangleRecords.PAGE_MASK);
            }
        }
        boolean allComponents = components.label(last, neighbours, tris, n, changed, changedCount, comps);
        publishPages(n, allComponents);
        MeshChange change = changeRecord(n);
        TriangleDetail detail = base.heightDetail() == null ? null : new TriangleDetail(base.heightDetail(), parentPages, n);
        NavMesh next = new NavMesh(vertCount, n, vertPages, cornerPages, neighbourPages, areaPages, slopePages, compPages,
                components.count(), components.idBound(), components.retiredLabel(), base.areas(), detail,
                base.detailTolerance(),
                Arrays.copyOf(rec, recPages), vertexHeightPages, bounds.clone(), lastIndex, reshaped, reshapedCount, verts, tris, parentPages,
                gridScratch);
        MeshClearance clearance = base.clearance();
        if (clearance != null) {
            next = next.withClearance(clearance.ofParents(parentPages, n));
        }
        OffMeshLinks links = last.links();
        if (!links.isEmpty()) {
            next = next.withCoveredLinks(links.asList(), links.maxSnap());
        }
        next = next.withChange(change);
        ownRecords.clear();
        changedMark.clear();
        changedCount = 0;
        reshapedMark.clear();
        reshapedCount = 0;
        movedMark.clear();
        movedCount = 0;
        last = next;
        lastIndex = next.index();
        return next;
    }
}
