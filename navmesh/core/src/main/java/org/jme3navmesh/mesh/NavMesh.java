package org.jme3navmesh.mesh;

import java.util.Objects;

/**
 * An immutable triangle navigation mesh with adjacency, areas, slopes, connected components,
 * optional height detail and a spatial index. Build one with {@link NavMeshBuilder}, or load
 * one with {@link NavMeshIO}.
 *
 * <p>Coordinates are world space, metres, Y up. Triangles are counter-clockwise seen from above
 * (their normal points +Y). Edge e of triangle t runs from {@code vertex(t, e)} to
 * {@code vertex(t, (e + 1) % 3)}; a shared edge is a <em>portal</em> and
 * {@code neighbour(t, e)} names the triangle on its other side (-1 on the boundary).
 *
 * <p>Thread-safe: every method may be called from any number of threads at once. Triangle and
 * vertex ids are dense integers from 0.
 */
public final class NavMesh {
    private final int vertexCount;
    private final int triangleCount;
    /** A baked or loaded mesh's coordinates (x y z), corners and neighbours (3 per triangle), areas, slopes; else null. */
    private final float[] flatVerts;
    private final int[] flatTris;
    private final int[] flatNeighbours;
    private final int[] flatAreas;
    private final float[] flatSlopes;
    /**
     * An edited version's ({@link EditableMesh}) same data in pages ({@link PagedArrays}) that versions share where
     * no item changed; else null. Accessors read the flat array when there is one: a baked mesh pays no page lookup.
     */
    private final float[][] verts;
    private final int[][] tris;
    private final int[][] neighbours;
    private final int[][] areas;
    private final float[][] slopes;
    /** Component labels: flat (a built mesh) or in pages (an edited version), the other null. */
    private final int[] components;
    private final int[][] componentPages;
    private final int componentCount;
    private final int componentIdBound;
    /** The retired triangles' component id ({@link EditableMesh}), or -1 when no triangle is retired. */
    private final int retiredComponent;
    private final AreaTable areaTable;
    private final TriangleDetail detail;
    private final float detailTolerance;
    private final TriangleGrid index;
    private final float[] bounds;
    /** The off-mesh links ({@link OffMeshLinks#NONE} for none). */
    private final OffMeshLinks links;
    /** What the bake recorded about the agents' room ({@link #clearance}); null when nothing. */
    private final MeshClearance clearance;
    /**
     * The nearest-point search scratch of each thread calling {@link #findNearest} on any mesh
     * (lent a mesh for one call, so it keeps none alive; its arrays fit the largest mesh searched).
     */
    private static final ThreadLocal<NearestPointSearch> NEAREST = new NearestScratch();
    /** Data derived on demand by other packages ({@link #derived}). */
    private final DerivedData derivedData;
    /**
     * Derived per-triangle record (never stored in files), {@value TriangleRecords#SIZE} floats per triangle:
     * XZ of the three corners (ax, az, bx, bz, cx, cz); the plane y = ay + gx (x - ax) + gz (z - az);
     * the reciprocal XZ lengths of the three edges (0 for a zero-length edge). In pages of
     * {@link TriangleRecords#PAGE} triangles, which edited versions share where their triangles did not change.
     */
    private final float[][] rec;
    /**
     * Derived, with a detail: the height at each vertex, the mean of the detail's heights there
     * over the triangles using it, so that path corners, which sit on vertices, get one height
     * whichever triangle they are read on (the detail is fitted per triangle); null without one.
     */
    private final float[] flatVertexHeight;
    private final float[][] vertexHeight;

    private static final int S = PagedArrays.SHIFT;
    private static final int M = PagedArrays.MASK;
    /**
     * Where the sampled heights are known to stay this close (metres) to a triangle's plane over
     * the whole triangle, the triangle keeps no detail even when the build allows no error.
     */
    static final float FLAT_EPSILON = 5e-5f;

    /**
     * The mesh, with its detail either given ({@code stored}) or compacted from {@code sampled}
     * ({@link DetailCompactor}) once the triangle planes are known; both null for none.
     */
    NavMesh(float[] verts, int[] tris, int[] neighbours, int[] areas, float[] slopes, int[] components,
            int componentCount, int componentIdBound, int retiredComponent, AreaTable areaTable, TriangleDetail stored,
            HeightDetail sampled, float detailError, float detailTolerance) {
        this.vertexCount = verts.length / 3;
        this.triangleCount = tris.length / 3;
        this.flatVerts = verts;
        this.flatTris = tris;
        this.flatNeighbours = neighbours;
        this.flatAreas = areas;
        this.flatSlopes = slopes;
        this.verts = null;
        this.tris = null;
        this.neighbours = null;
        this.areas = null;
        this.slopes = null;
        this.components = components;
        this.componentPages = null;
        this.componentCount = componentCount;
        this.componentIdBound = componentIdBound;
        this.retiredComponent = retiredComponent;
        this.areaTable = areaTable;
        this.detailTolerance = detailTolerance;
        this.bounds = Geometry.bounds(verts);
        this.rec = TriangleRecords.build(verts, tris);
        if (stored != null && stored.triangleCount() != tris.length / 3) {
            throw new IllegalArgumentException("height detail describes " + stored.triangleCount()
                    + " triangles, the mesh has " + tris.length / 3);
        }
        this.detail = stored != null ? stored
                : sampled != null ? DetailCompactor.compact(this, sampled, detailTolerance, detailError) : null;
        this.flatVertexHeight = detail == null ? null : detail.vertexHeights(this);
        this.vertexHeight = null;
        this.index = new TriangleGrid(this, verts, tris, TriangleGrid.BAKED_BUCKET_SCALE, Float.MAX_VALUE);
        this.links = OffMeshLinks.NONE;
        this.clearance = null;
        this.derivedData = new DerivedData();
    }

    /**
     * The same geometry as {@code base} (its arrays and index shared) with other links and clearance, and the
     * given change record (null for none).
     */
    private NavMesh(NavMesh base, OffMeshLinks links, MeshClearance clearance, MeshChange change) {
        this.vertexCount = base.vertexCount;
        this.triangleCount = base.triangleCount;
        this.flatVerts = base.flatVerts;
        this.flatTris = base.flatTris;
        this.flatNeighbours = base.flatNeighbours;
        this.flatAreas = base.flatAreas;
        this.flatSlopes = base.flatSlopes;
        this.verts = base.verts;
        this.tris = base.tris;
        this.neighbours = base.neighbours;
        this.areas = base.areas;
        this.slopes = base.slopes;
        this.components = base.components;
        this.componentPages = base.componentPages;
        this.componentCount = base.componentCount;
        this.componentIdBound = base.componentIdBound;
        this.retiredComponent = base.retiredComponent;
        this.areaTable = base.areaTable;
        this.detail = base.detail;
        this.detailTolerance = base.detailTolerance;
        this.index = base.index;
        this.bounds = base.bounds;
        this.rec = base.rec;
        this.flatVertexHeight = base.flatVertexHeight;
        this.vertexHeight = base.vertexHeight;
        this.links = links;
        this.clearance = clearance;
        this.derivedData = new DerivedData(change);
    }

    /**
     * {@link #withLinks(List, float)} with ends snapped from at most {@link OffMeshLinks#DEFAULT_MAX_SNAP} m.
     *
     * @param links the links, in order (link i of {@link #links()}); not null, unaffected; unique names
     * @return a new mesh; never null
     * @throws IllegalArgumentException as {@link #withLinks(List, float)}: an end farther than
     *                                  {@link OffMeshLinks#DEFAULT_MAX_SNAP} m from every triangle, or a shared name
     */
    public NavMesh withLinks(java.util.List<OffMeshLink> links) {
        return withLinks(links, OffMeshLinks.DEFAULT_MAX_SNAP);
    }

    /**
     * A mesh with the same geometry (shared, not copied) and these off-mesh links instead of this mesh's: each end
     * snaps to the nearest mesh point. Data derived from this mesh ({@link #derived}) is built afresh for the new one.
     *
     * @param links   the links, in order (link i of {@link #links()}); not null, unaffected; unique names
     * @param maxSnap largest 3D distance (metres) from an authored end to the mesh; finite, &gt;= 0
     * @return a new mesh; never null
     * @throws IllegalArgumentException naming the link, the end and its distance to the mesh when an end lies
     *                                  farther than maxSnap from every triangle; or when two links share a name;
     *                                  or when maxSnap is negative or not finite
     */
    public NavMesh withLinks(java.util.List<OffMeshLink> links, float maxSnap) {
        OffMeshLinks snapped = OffMeshLinks.snap(this, links, maxSnap);
        return new NavMesh(this, snapped, clearance, null);
    }

    /**
     * {@link #withLinks(List, float)} for a version of an edited mesh or a mesh read back from a file: an end that
     * an obstacle or an unloaded tile left off the mesh covers its link ({@link OffMeshLinks#isCovered}) instead of
     * failing.
     */
    NavMesh withCoveredLinks(java.util.List<OffMeshLink> links, float maxSnap) {
        return new NavMesh(this, OffMeshLinks.covering(this, links, maxSnap), clearance, null);
    }

    /**
     * The off-mesh links; never null, empty when the mesh has none.
     *
     * @return the links, snapped onto this mesh; not null, the same object on every call (and on the meshes
     *         {@link #withClearance} makes from this one); immutable but for the live enabled flags
     */
    public OffMeshLinks links() {
        return links;
    }

    /**
     * This mesh with a clearance record (as a bake with {@code BakeConfig.withClearance} makes it):
     * a new mesh sharing this one's data.
     *
     * @param c the record; null for none; kept (shared, immutable); must describe this mesh's triangle count
     * @return a new mesh; never null
     * @throws IllegalArgumentException when c describes another number of triangles
     */
    public NavMesh withClearance(MeshClearance c) {
        if (c != null && c.triangleCount() != triangleCount()) {
            throw new IllegalArgumentException("clearance describes " + c.triangleCount() + " triangles, the mesh has "
                    + triangleCount());
        }
        return new NavMesh(this, links, c, null);
    }

    /**
     * The clearance recorded by the bake: the radius the mesh was eroded by and the free height
     * above each triangle; null when the mesh has none (baked without
     * {@code BakeConfig.withClearance}, or read from a file without it).
     *
     * @return the record, describing {@link #triangleCount()} triangles; shared (immutable); or null when none
     */
    public MeshClearance clearance() { return clearance; }

    /**
     * A mesh whose pages, derived records and vertex heights are given (an {@link EditableMesh}
     * snapshot, which copies only the pages holding a changed item); the spatial index is derived
     * here from previousIndex. Every array is kept, not copied. No links and no clearance (the
     * editor adds them). flatVerts and flatTris hold the same vertices and corners flat (the
     * editor's working arrays, read only while this constructor runs); parentPages holds each
     * triangle's base triangle, in pages (kept by the index, which reads its overlaps through them); scratch
     * holds the editor's working sets for the index patch (used while this constructor runs).
     */
    NavMesh(int vertexCount, int triangleCount, float[][] verts, int[][] tris, int[][] neighbours, int[][] areas,
            float[][] slopes, int[][] componentPages, int componentCount, int componentIdBound, int retiredComponent,
            AreaTable areaTable, TriangleDetail detail,
            float detailTolerance, float[][] rec, float[][] vertexHeight, float[] bounds, TriangleGrid previousIndex,
            int[] changed, int changedCount, float[] flatVerts, int[] flatTris, int[][] parentPages,
            GridPatchScratch scratch) {
        this.vertexCount = vertexCount;
        this.triangleCount = triangleCount;
        this.flatVerts = null;
        this.flatTris = null;
        this.flatNeighbours = null;
        this.flatAreas = null;
        this.flatSlopes = null;
        this.flatVertexHeight = null;
        this.verts = verts;
        this.tris = tris;
        this.neighbours = neighbours;
        this.areas = areas;
        this.slopes = slopes;
        this.components = null;
        this.componentPages = componentPages;
        this.componentCount = componentCount;
        this.componentIdBound = componentIdBound;
        this.retiredComponent = retiredComponent;
        this.areaTable = areaTable;
        this.detailTolerance = detailTolerance;
        this.bounds = bounds;
        this.rec = rec;
        this.detail = detail;
        this.vertexHeight = vertexHeight;
        this.links = OffMeshLinks.NONE;
        this.clearance = null;
        this.derivedData = new DerivedData();
        this.index = new TriangleGrid(this, previousIndex, changed, changedCount, flatVerts, flatTris, parentPages, scratch);
    }

    /**
     * Number of vertices.
     *
     * @return the number of vertex ids, &gt; 0 (unused vertices included)
     */
    public int vertexCount() { return vertexCount; }

    /**
     * Number of triangles.
     *
     * @return the number of triangle ids, &gt; 0 (an edited version's retired triangles included)
     */
    public int triangleCount() { return triangleCount; }

    /**
     * World X of vertex v.
     *
     * @param v vertex id, 0 &lt;= v &lt; vertexCount() (not checked)
     * @return world X, metres
     */
    public float vertexX(int v) { float[] f = flatVerts; return f != null ? f[3 * v] : verts[v >>> S][3 * (v & M)]; }

    /**
     * World Y of vertex v.
     *
     * @param v vertex id, 0 &lt;= v &lt; vertexCount() (not checked)
     * @return world Y, metres
     */
    public float vertexY(int v) { float[] f = flatVerts; return f != null ? f[3 * v + 1] : verts[v >>> S][3 * (v & M) + 1]; }

    /**
     * World Z of vertex v.
     *
     * @param v vertex id, 0 &lt;= v &lt; vertexCount() (not checked)
     * @return world Z, metres
     */
    public float vertexZ(int v) { float[] f = flatVerts; return f != null ? f[3 * v + 2] : verts[v >>> S][3 * (v & M) + 2]; }

    /**
     * Vertex id of corner k (0..2) of triangle t.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param k corner, 0..2 (not checked)
     * @return the vertex id, 0 .. vertexCount() - 1 (all three the same for a retired triangle)
     */
    public int vertex(int t, int k) { int[] f = flatTris; return f != null ? f[3 * t + k] : tris[t >>> S][3 * (t & M) + k]; }

    /**
     * Triangle across edge e (0..2) of triangle t, or -1 on the mesh boundary.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param e edge, 0..2, from corner e to corner (e + 1) % 3 (not checked)
     * @return the neighbour's triangle id, or -1 on the boundary
     */
    public int neighbour(int t, int e) { int[] f = flatNeighbours; return f != null ? f[3 * t + e] : neighbours[t >>> S][3 * (t & M) + e]; }

    /**
     * The edge (0..2) of triangle t whose neighbour is triangle n, or -1 when they are not
     * adjacent. t must be a valid triangle id (not checked: a hot path).
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param n the neighbour's triangle id (-1 finds t's first boundary edge)
     * @return the edge, 0..2, or -1 when no edge of t has n across it
     */
    public int sharedEdge(int t, int n) {
        int[] page = flatNeighbours;
        int o = 3 * t;
        if (page == null) {
            page = neighbours[t >>> S];
            o = 3 * (t & M);
        }
        for (int e = 0; e < 3; e++) {
            if (page[o + e] == n) {
                return e;
            }
        }
        return -1;
    }

    /**
     * Area id of triangle t (see {@link #areas()}).
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @return the area id, 0 .. areas().count() - 1
     */
    public int area(int t) { int[] f = flatAreas; return f != null ? f[t] : areas[t >>> S][t & M]; }

    /**
     * Steepest sampled slope under triangle t, degrees from horizontal.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @return the slope, degrees, in [0, 90] for a built or loaded mesh
     */
    public float slopeDeg(int t) { float[] f = flatSlopes; return f != null ? f[t] : slopes[t >>> S][t & M]; }

    /**
     * Connected-component id of triangle t, 0 .. componentIdBound() - 1: two live triangles are connected
     * exactly when their ids are equal. A built mesh numbers its components 0 .. componentCount() - 1
     * by their lowest triangle; an edited version ({@code EditableMesh}) keeps ids from version to
     * version, and its retired triangles share one id of their own, though they are connected to none
     * ({@link #connected}).
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @return the component id, 0 .. componentIdBound() - 1
     */
    public int component(int t) { int[] f = components; return f != null ? f[t] : componentPages[t >>> S][t & M]; }

    /**
     * Number of connected components of live triangles (an edited version's retired triangles are in none).
     *
     * @return the number of components, &gt;= 0
     */
    public int componentCount() { return componentCount; }

    /**
     * Every component id is below it (the size of an array indexed by component id); &gt;= componentCount().
     *
     * @return one past the largest component id, &gt;= componentCount()
     */
    public int componentIdBound() { return componentIdBound; }

    /**
     * Names and default costs of the areas.
     *
     * @return the area table the triangles' area ids index; not null, shared (immutable)
     */
    public AreaTable areas() { return areaTable; }

    /**
     * The height detail, or null when the mesh has none.
     *
     * @return the detail, describing {@link #triangleCount()} triangles; shared (immutable); or null
     */
    public TriangleDetail heightDetail() { return detail; }

    /**
     * Largest |detail - plane| the detail may correct, metres.
     *
     * @return the tolerance, metres; finite, &gt; 0 (the builder's 0.5 unless set; present even without a detail)
     */
    public float detailTolerance() { return detailTolerance; }

    /**
     * The spatial index.
     *
     * @return the index over this mesh's live triangles; not null, the same object on every call, immutable
     */
    public TriangleGrid index() { return index; }

    /**
     * The data of the given kind derived from this mesh (e.g. the query's topology tables): built
     * by the key's builder on the first call for that key (or, for a key with an updater on a version an
     * {@link EditableMesh} published, derived from the earlier version's), then the same instance for every call
     * from any thread (safely published). It lives as long as this mesh; nothing is cached
     * elsewhere.
     *
     * @param key  the kind of data; not null
     * @param <T>  its type
     * @return the data, not null
     */
    public <T> T derived(DerivedKey<T> key) {
        return derivedData.get(this, key);
    }

    /**
     * This mesh (its data shared) carrying what changed since an earlier version, for the derived data of
     * {@link DerivedKey}s with an updater (an {@link EditableMesh} snapshot).
     */
    NavMesh withChange(MeshChange change) {
        return new NavMesh(this, links, clearance, change);
    }

    /** The data of the given kind when this mesh has built it already, else null (builds nothing). */
    <T> T derivedIfPresent(DerivedKey<T> key) {
        return derivedData.peek(key);
    }

    /** The holder of the derived data (its change record, for the editor's next snapshot). */
    DerivedData derivedData() {
        return derivedData;
    }

    /**
     * Bounds as a new array {minX, minY, minZ, maxX, maxY, maxZ}.
     *
     * @return the box of all vertices (an edited version keeps its base's), world metres; a new array of 6
     */
    public float[] bounds() { return bounds.clone(); }

    /**
     * Copies all vertex coordinates (x, y, z per vertex) into a new array.
     *
     * @return vertex v's world X, Y, Z (metres) at 3 v .. 3 v + 2, 3 * vertexCount() floats; a new array
     */
    public float[] vertexArray() { return flatVerts != null ? flatVerts.clone() : PagedArrays.flatten(verts, 3, vertexCount); }

    /**
     * Copies all triangle corner ids (3 per triangle) into a new array.
     *
     * @return triangle t's corner vertex ids at 3 t .. 3 t + 2, counter-clockwise seen from above, 3 * triangleCount()
     *         ints; a new array
     */
    public int[] triangleArray() { return flatTris != null ? flatTris.clone() : PagedArrays.flatten(tris, 3, triangleCount); }

    /**
     * True when the two triangles are live and in the same connected component. A retired triangle (an edited
     * version's, {@link EditableMesh}) is connected to none, not even to another retired one or to itself, though
     * the retired triangles share one component id.
     *
     * @param t1 a triangle id, 0 &lt;= t1 &lt; triangleCount() (not checked)
     * @param t2 a triangle id, 0 &lt;= t2 &lt; triangleCount() (not checked)
     * @return whether {@code component(t1) == component(t2)} and that id is not the retired triangles'
     */
    public boolean connected(int t1, int t2) {
        int c = component(t1);
        return c == component(t2) && c != retiredComponent;
    }

    /**
     * Number of portals (shared edges, each counted once).
     *
     * @return the count, &gt;= 0; counted over all triangles on each call
     */
    public int portalCount() { return MeshCounts.portals(this); }

    /**
     * Walkable area projected on the XZ plane, square metres.
     *
     * @return the sum of the triangles' XZ areas, square metres, &gt;= 0 (retired triangles add 0); summed on each call
     */
    public double walkableArea() { return MeshCounts.walkableArea(this); }

    /**
     * Twice the XZ area of triangle t (positive).
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @return twice the area seen from above, square metres; &gt; 0 for a live triangle of a built or loaded mesh,
     *         0 for a retired one
     */
    public float area2(int t) {
        int a = vertex(t, 0), b = vertex(t, 1), c = vertex(t, 2);
        return Geometry.area2(vertexX(a), vertexZ(a), vertexX(b), vertexZ(b), vertexX(c), vertexZ(c));
    }

    /**
     * True when (x, z) lies inside or on triangle t seen from above. A point counts as on an edge
     * within a few float ulps of its coordinates (the rounding any computed point carries), so the
     * test stays exact far from the origin instead of growing with the coordinates.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param x point X, world metres
     * @param z point Z, world metres
     * @return whether the point lies inside or on t's XZ projection
     */
    public boolean containsXZ(int t, float x, float z) {
        return TriangleRecords.containsXZ(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, z);
    }

    /**
     * How far (metres, XZ) (x, z) lies inside triangle t: the smallest distance to the lines
     * through its edges, negative when the point is outside one of them. For a point inside, the
     * disc of that radius around it lies inside the triangle.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param x point X, world metres
     * @param z point Z, world metres
     * @return the distance, metres in the XZ plane; negative outside
     */
    public float insideDistanceXZ(int t, float x, float z) {
        return TriangleRecords.insideDistanceXZ(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, z);
    }

    /**
     * Squared XZ distance (metres^2) from (x, z) to edge e (0..2) of triangle t, the segment from
     * corner e to corner e + 1.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param e edge, 0..2 (not checked)
     * @param x point X, world metres
     * @param z point Z, world metres
     * @return the squared distance in the XZ plane, square metres, &gt;= 0
     */
    public float edgeDistanceSqXZ(int t, int e, float x, float z) {
        return TriangleRecords.edgeDistanceSqXZ(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, e, x, z);
    }

    /**
     * Squared distance (metres^2) from (x, y, z) to triangle t's plane: a lower bound of the squared
     * distance to any point of the triangle.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param x point X, world metres
     * @param y point Y, world metres
     * @param z point Z, world metres
     * @return the squared distance, square metres, &gt;= 0
     */
    public float planeDistanceSq(int t, float x, float y, float z) {
        return TriangleRecords.planeDistanceSq(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, y, z);
    }

    /**
     * Height of triangle t's plane at (x, z), metres; (x, z) may lie outside the triangle.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param x point X, world metres
     * @param z point Z, world metres
     * @return the plane's Y there, world metres
     */
    public float planeHeight(int t, float x, float z) {
        return TriangleRecords.planeHeight(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, z);
    }

    /**
     * Height of the walkable surface at (x, z) on triangle t, metres: the triangle plane,
     * corrected by t's height detail where it has one ({@link TriangleDetail#heightAt}); at t's
     * corners, the vertex's height (the same on every triangle using it). Allocation-free.
     *
     * @param t triangle id, 0 &lt;= t &lt; triangleCount() (not checked)
     * @param x point X, world metres
     * @param z point Z, world metres
     * @return the surface's Y there, world metres
     */
    public float heightAt(int t, float x, float z) {
        float h = TriangleRecords.planeHeight(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, z);
        if (detail == null) {
            return h;
        }
        int k = TriangleRecords.cornerAt(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, x, z);
        if (k < 0) {
            return detail.heightAt(t, x, z, h);
        }
        int v = vertex(t, k);
        float[] f = flatVertexHeight;
        return f != null ? f[v] : vertexHeight[v >>> S][v & M];
    }

    /** True when {@link #heightAt} on triangle t reads the plane only. */
    boolean flatDetail(int t) {
        return detail == null || detail.isFlat(t);
    }

    /**
     * Triangle t's plane y = ay + gx (x - ax) + gz (z - az) as {ax, az, ay, gx, gz}.
     *
     * @param out receives the five values; modified; length &gt;= 5
     */
    void plane(int t, float[] out) {
        TriangleRecords.plane(rec[t >>> TriangleRecords.PAGE_SHIFT], t & TriangleRecords.PAGE_MASK, out);
    }

    /**
     * The triangle under or over a point: among triangles whose XZ projection contains (x, z)
     * and whose surface lies within [y - maxDown, y + maxUp], the one whose surface is nearest y.
     *
     * @param x       point X, world metres; finite
     * @param y       point Y, world metres; finite
     * @param z       point Z, world metres; finite
     * @param maxUp   how far above y the surface may lie, metres; &gt;= 0 (not checked)
     * @param maxDown how far below y the surface may lie, metres; &gt;= 0 (not checked)
     * @return triangle id, or -1 when there is none (or (x, z) lies outside the spatial index)
     * @throws IllegalArgumentException when x, y or z is not finite
     */
    public int findTriangle(float x, float y, float z, float maxUp, float maxDown) {
        requireFinite(x, y, z);
        return index.locate(x, y, z, maxUp, maxDown);
    }

    /**
     * Nearest point on the mesh to p within the box p &plusmn; (hx, hy, hz), any triangle: the
     * {@link NearestPointSearch} of {@code NavMeshQuery.findNearest} without a filter. Where p
     * lies over or under a triangle, the nearest point is the surface point straight above or
     * below it. Allocation-free once the calling thread's search scratch fits the mesh (each
     * thread keeps one, shared by all meshes).
     *
     * @param x   point X, world metres; finite
     * @param y   point Y, world metres; finite
     * @param z   point Z, world metres; finite
     * @param hx  half extent of the box along X, metres; finite, &gt;= 0
     * @param hy  half extent along Y, metres; finite, &gt;= 0
     * @param hz  half extent along Z, metres; finite, &gt;= 0
     * @param out receives the point (y on the surface) at out[0..2] when found; modified; not
     *            null, length &gt;= 3
     * @return triangle id, or -1 when no triangle's nearest point lies in the box
     * @throws IllegalArgumentException when the point or a half extent is not finite, a half extent is negative,
     *                                  or out is shorter than 3
     */
    public int findNearest(float x, float y, float z, float hx, float hy, float hz, float[] out) {
        requireFinite(x, y, z);
        if (!(hx >= 0f && hy >= 0f && hz >= 0f) || !Float.isFinite(hx + hy + hz)) {
            throw new IllegalArgumentException("search half extents must be finite and >= 0");
        }
        Objects.requireNonNull(out, "out");
        if (out.length < 3) {
            throw new IllegalArgumentException("out must hold at least 3 floats");
        }
        return NEAREST.get().findOn(this, x, y, z, hx, hy, hz, out);
    }

    private static void requireFinite(float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw new IllegalArgumentException("point must be finite, got (" + x + ", " + y + ", " + z + ")");
        }
    }

    // Raw access for the index, IO and builders in this package. The flat arrays: a baked mesh's own (not to be
    // modified), an edited version's pages copied into new ones. The pages: an edited version's own (shared, not to
    // be modified), a baked mesh's flat arrays cut into new ones.
    float[] rawVerts() { return flatVerts != null ? flatVerts : PagedArrays.flatten(verts, 3, vertexCount); }
    int[] rawTris() { return flatTris != null ? flatTris : PagedArrays.flatten(tris, 3, triangleCount); }
    int[] rawNeighbours() { return flatNeighbours != null ? flatNeighbours : PagedArrays.flatten(neighbours, 3, triangleCount); }
    int[] rawAreas() { return flatAreas != null ? flatAreas : PagedArrays.flatten(areas, 1, triangleCount); }
    float[] rawSlopes() { return flatSlopes != null ? flatSlopes : PagedArrays.flatten(slopes, 1, triangleCount); }
    int[] rawComponents() { return components != null ? components : PagedArrays.flatten(componentPages, 1, triangleCount); }
    int[][] componentPages() { return componentPages != null ? componentPages : PagedArrays.split(components, 1, triangleCount); }
    float[][] recordPages() { return rec; }
    float[][] vertexPages() { return verts != null ? verts : PagedArrays.split(flatVerts, 3, vertexCount); }
    int[][] cornerPages() { return tris != null ? tris : PagedArrays.split(flatTris, 3, triangleCount); }
    int[][] neighbourPages() { return neighbours != null ? neighbours : PagedArrays.split(flatNeighbours, 3, triangleCount); }
    int[][] areaPages() { return areas != null ? areas : PagedArrays.split(flatAreas, 1, triangleCount); }
    float[][] slopePages() { return slopes != null ? slopes : PagedArrays.split(flatSlopes, 1, triangleCount); }

    /** The vertex heights in pages (see vertexPages); null without a detail. */
    float[][] vertexHeightPages() {
        return vertexHeight != null || flatVertexHeight == null ? vertexHeight : PagedArrays.split(flatVertexHeight, 1, vertexCount);
    }

    /** The retired triangles' component id, or -1 when no triangle is retired. */
    int retiredComponent() { return retiredComponent; }

    /** True when triangle t is retired by an edit ({@link EditableMesh}): its corners are one vertex. */
    boolean retired(int t) {
        return vertex(t, 0) == vertex(t, 1);
    }

    /**
     * Structural equality: same vertices, triangles, areas, slopes, area table, detail and clearance.
     *
     * @param o the mesh compared; not null, unaffected
     * @return true when the two meshes hold the same data (neighbours, components, detail tolerance and
     *         links included)
     */
    public boolean sameAs(NavMesh o) {
        return java.util.Arrays.equals(rawVerts(), o.rawVerts()) && java.util.Arrays.equals(rawTris(), o.rawTris())
                && java.util.Arrays.equals(rawNeighbours(), o.rawNeighbours())
                && java.util.Arrays.equals(rawAreas(), o.rawAreas())
                && java.util.Arrays.equals(rawSlopes(), o.rawSlopes()) && java.util.Arrays.equals(rawComponents(), o.rawComponents())
                && areaTable.equals(o.areaTable) && Objects.equals(detail, o.detail)
                && detailTolerance == o.detailTolerance && links.sameAs(o.links)
                && Objects.equals(clearance, o.clearance);
    }

    @Override
    public String toString() {
        return "NavMesh[" + vertexCount() + " vertices, " + triangleCount() + " triangles, "
                + componentCount + " components]";
    }

    /** A thread's {@link NearestPointSearch}, made on first use (a class, not a method reference: a bake builds a mesh). */
    private static final class NearestScratch extends ThreadLocal<NearestPointSearch> {
        @Override
        protected NearestPointSearch initialValue() {
            return new NearestPointSearch();
        }
    }
}
