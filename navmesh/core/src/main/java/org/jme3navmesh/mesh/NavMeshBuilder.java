package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * Assembles a {@link NavMesh} from vertices and triangles, then derives its topology: adjacency
 * across shared edges (found with an edge hash), connected components and the spatial index.
 *
 * <p>Not thread-safe; use one builder per mesh. Vertices are not welded: triangles that should be
 * adjacent must use the same vertex ids on their shared edge.
 */
public final class NavMeshBuilder {
    private float[] verts = new float[3 * 64];
    private int vertCount;
    private int[] tris = new int[3 * 64];
    private int[] areas = new int[64];
    private float[] slopes = new float[64];
    private int triCount;
    private AreaTable areaTable = AreaTable.defaults();
    private HeightDetail sampled;
    private TriangleDetail stored;
    private float detailError = DEFAULT_DETAIL_ERROR;
    private float detailTolerance = 0.5f;
    /** True to keep triangles whose three corners are one vertex as retired ones ({@link #keepRetired}). */
    private boolean retiredKept;
    /**
     * Default largest change, metres, of a surface height when the sampled heights are compacted
     * into the mesh's per-triangle detail.
     */
    public static final float DEFAULT_DETAIL_ERROR = 0.05f;

    /**
     * Accepts a triangle whose three corners are one vertex as a <em>retired</em> one, as a version with
     * obstacles carved in ({@link EditableMesh}) has and {@link NavMeshIO} writes: it keeps its id, has no
     * neighbour, is in no live component and is left out of the spatial index. Without this, such a triangle is
     * refused like any repeated corner.
     *
     * @return this builder
     */
    NavMeshBuilder keepRetired() {
        retiredKept = true;
        return this;
    }

    /**
     * Adds a vertex.
     *
     * @param x world X, metres; finite
     * @param y world Y, metres; finite
     * @param z world Z, metres; finite
     * @return its id, 0 for the first vertex, then 1, 2, ...
     * @throws IllegalArgumentException when a coordinate is not finite
     */
    public int addVertex(float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw new IllegalArgumentException("vertex " + vertCount + " is not finite: (" + x + ", " + y + ", " + z + ")");
        }
        if (3 * vertCount + 3 > verts.length) {
            verts = Arrays.copyOf(verts, verts.length * 2);
        }
        verts[3 * vertCount] = x;
        verts[3 * vertCount + 1] = y;
        verts[3 * vertCount + 2] = z;
        return vertCount++;
    }

    /**
     * Adds a triangle, counter-clockwise seen from above ((b - a) x (c - a) points +Y).
     *
     * @param a        first corner's vertex id, 0 .. vertexCount() - 1 when {@link #build()} runs (checked there)
     * @param b        second corner's vertex id, likewise; not a or c
     * @param c        third corner's vertex id, likewise; not a or b
     * @param area     area id, 0 .. areaTable.count() - 1 (checked in {@link #build()})
     * @param slopeDeg steepest slope under the triangle, degrees in [0, 90] (checked in {@link #build()})
     * @return its id, 0 for the first triangle, then 1, 2, ...
     */
    public int addTriangle(int a, int b, int c, int area, float slopeDeg) {
        if (3 * triCount + 3 > tris.length) {
            tris = Arrays.copyOf(tris, tris.length * 2);
            areas = Arrays.copyOf(areas, areas.length * 2);
            slopes = Arrays.copyOf(slopes, slopes.length * 2);
        }
        tris[3 * triCount] = a;
        tris[3 * triCount + 1] = b;
        tris[3 * triCount + 2] = c;
        areas[triCount] = area;
        slopes[triCount] = slopeDeg;
        return triCount++;
    }

    /**
     * Sets the area table (default: only "ground").
     *
     * @param table the areas the triangles' area ids name; not null; kept (immutable)
     * @return this builder
     */
    public NavMeshBuilder areaTable(AreaTable table) {
        this.areaTable = Objects.requireNonNull(table, "table");
        return this;
    }

    /**
     * Sets the sampled heights and how far (metres) they may move a height away from the triangle
     * plane; the mesh keeps them compacted per triangle within {@value #DEFAULT_DETAIL_ERROR} m.
     *
     * @param detail    the sampled heights; null for none; not modified, not kept by the mesh
     * @param tolerance largest correction, metres; finite, &gt; 0
     * @return this builder
     * @throws IllegalArgumentException when tolerance is not finite or not &gt; 0
     */
    public NavMeshBuilder heightDetail(HeightDetail detail, float tolerance) {
        return heightDetail(detail, tolerance, DEFAULT_DETAIL_ERROR);
    }

    /**
     * Sets the sampled heights, how far (metres) they may move a height away from the triangle
     * plane, and how far the mesh's compact per-triangle detail may differ from them.
     *
     * @param detail    the sampled heights; null for none; not modified, not kept by the mesh
     * @param tolerance largest correction, metres; finite, &gt; 0
     * @param maxError  largest change of a height by the compaction, metres; finite, &gt;= 0 (0 keeps
     *                  every sample read by a triangle that is not level within 5e-5 m)
     * @return this builder
     * @throws IllegalArgumentException when tolerance or maxError is out of range
     */
    public NavMeshBuilder heightDetail(HeightDetail detail, float tolerance, float maxError) {
        requireTolerance(tolerance);
        if (!(maxError >= 0f) || !Float.isFinite(maxError)) {
            throw new IllegalArgumentException("detail error must be finite and >= 0, got " + maxError);
        }
        this.sampled = detail;
        this.stored = null;
        this.detailTolerance = tolerance;
        this.detailError = maxError;
        return this;
    }

    /** Sets an already compact detail (as read from a file); null for none. */
    NavMeshBuilder storedDetail(TriangleDetail detail, float tolerance) {
        requireTolerance(tolerance);
        this.stored = detail;
        this.sampled = null;
        this.detailTolerance = tolerance;
        return this;
    }

    private static void requireTolerance(float tolerance) {
        if (!(tolerance > 0f) || !Float.isFinite(tolerance)) {
            throw new IllegalArgumentException("detail tolerance must be finite and > 0, got " + tolerance);
        }
    }

    /**
     * Number of vertices added so far.
     *
     * @return the number of {@link #addVertex} calls, &gt;= 0 (the next vertex's id)
     */
    public int vertexCount() { return vertCount; }

    /**
     * Number of triangles added so far.
     *
     * @return the number of {@link #addTriangle} calls, &gt;= 0 (the next triangle's id)
     */
    public int triangleCount() { return triCount; }

    /**
     * Validates the triangles and builds the mesh.
     *
     * @return the new mesh; never null
     * @throws IllegalArgumentException naming the first bad triangle: an index out of range, a
     *         repeated corner, a bad area or slope, or a degenerate or clockwise triangle
     * @throws IllegalStateException when no triangle was added
     */
    public NavMesh build() {
        if (triCount == 0) {
            throw new IllegalStateException("navmesh has no triangles: nothing in the scene is walkable");
        }
        float[] v = Arrays.copyOf(verts, 3 * vertCount);
        int[] t = Arrays.copyOf(tris, 3 * triCount);
        int[] ar = Arrays.copyOf(areas, triCount);
        int retiredCount = 0;
        float[] sl = Arrays.copyOf(slopes, triCount);
        for (int i = 0; i < triCount; i++) {
            int a = t[3 * i], b = t[3 * i + 1], c = t[3 * i + 2];
            if (a < 0 || b < 0 || c < 0 || a >= vertCount || b >= vertCount || c >= vertCount) {
                throw new IllegalArgumentException("triangle " + i + " has a vertex id out of range 0.." + (vertCount - 1));
            }
            boolean retired = retiredKept && a == b && b == c;
            retiredCount += retired ? 1 : 0;
            if (!retired && (a == b || b == c || a == c)) {
                throw new IllegalArgumentException("triangle " + i + " repeats a vertex");
            }
            if (ar[i] < 0 || ar[i] >= areaTable.count()) {
                throw new IllegalArgumentException("triangle " + i + " has area id " + ar[i] + ", not in " + areaTable);
            }
            if (!(sl[i] >= 0f && sl[i] <= 90f)) {
                throw new IllegalArgumentException("triangle " + i + " has slope " + sl[i] + ", not in [0, 90]");
            }
            float a2 = Geometry.area2(v[3 * a], v[3 * a + 2], v[3 * b], v[3 * b + 2], v[3 * c], v[3 * c + 2]);
            if (!retired && !(a2 > 0f)) {
                throw new IllegalArgumentException("triangle " + i + (a2 < 0f ? " is clockwise seen from above" : " is degenerate (zero area seen from above)"));
            }
        }
        int[] nb = buildAdjacency(t, triCount);
        int[] comp = new int[triCount];
        int compCount = labelComponents(nb, comp, triCount);
        if (retiredCount > 0) {
            compCount = labelRetired(t, comp, compCount);
        }
        int idBound = retiredCount > 0 ? compCount + 1 : compCount;
        int retiredLabel = retiredCount > 0 ? compCount : -1;
        return new NavMesh(v, t, nb, ar, sl, comp, compCount, idBound, retiredLabel, areaTable, stored, sampled,
                detailError, detailTolerance);
    }

    /**
     * Links triangles across shared edges with an open-addressing hash of undirected edges.
     * Two triangles link when they use the edge in opposite directions (consistent winding);
     * an edge used more than twice, or twice in the same direction, stays a boundary.
     */
    static int[] buildAdjacency(int[] t, int n) {
        int[] nb = new int[3 * n];
        Arrays.fill(nb, -1);
        int cap = Integer.highestOneBit(Math.max(16, 3 * n * 2 - 1)) << 1;
        long[] keys = new long[cap];
        int[] vals = new int[cap]; // half-edge id + 1; 0 = empty; -1 = closed (used more than twice)
        int mask = cap - 1;
        for (int he = 0; he < 3 * n; he++) {
            int tri = he / 3, e = he % 3;
            int a = t[3 * tri + e], b = t[3 * tri + (e + 1) % 3];
            long key = a < b ? ((long) a << 32) | b : ((long) b << 32) | a;
            int h = (int) mix(key) & mask;
            while (true) {
                if (vals[h] == 0) {
                    keys[h] = key;
                    vals[h] = he + 1;
                    break;
                }
                if (keys[h] == key) {
                    int other = vals[h] - 1;
                    if (other >= 0 && nb[other] == -1 && t[3 * (other / 3) + other % 3] == b) {
                        nb[other] = tri;
                        nb[he] = other / 3;
                        vals[h] = -1 - other; // remember the pair; a third user breaks it
                    } else if (other < -0) {
                        // Third use of an edge: unlink the pair, the edge is non-manifold.
                        int first = -vals[h] - 1;
                        int firstTri = first / 3;
                        int pairTri = nb[first];
                        if (pairTri >= 0) {
                            for (int k = 0; k < 3; k++) {
                                if (nb[3 * pairTri + k] == firstTri) {
                                    nb[3 * pairTri + k] = -1;
                                }
                            }
                            nb[first] = -1;
                        }
                    }
                    break;
                }
                h = (h + 1) & mask;
            }
        }
        return nb;
    }

    private static long mix(long k) {
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        return k;
    }

    /** Labels connected components over adjacency ({@link FloodFill}); writes ids into comp and returns their count. */
    static int labelComponents(int[] nb, int[] comp, int n) {
        Arrays.fill(comp, -1);
        return FloodFill.labelRegions(n, new NeighbourTable(nb), -1, comp);
    }

    /**
     * Gives the retired triangles (corners one vertex, each its own component after {@link #labelComponents}) one
     * label of their own after the live components', and renumbers the live ones by lowest triangle as before.
     *
     * @param t    corner vertex ids; not null, unaffected
     * @param comp the labels; modified
     * @param count the labels given, retired triangles included
     * @return the number of live components (the retired triangles' label is that number)
     */
    private static int labelRetired(int[] t, int[] comp, int count) {
        int[] renumber = new int[count];
        int live = 0;
        for (int i = 0; i < comp.length; i++) {
            if (TriangleGrid.retired(t, i)) {
                renumber[comp[i]] = -1;
            }
        }
        for (int c = 0; c < count; c++) {
            if (renumber[c] >= 0) {
                renumber[c] = live++;
            }
        }
        for (int i = 0; i < comp.length; i++) {
            int r = renumber[comp[i]];
            comp[i] = r >= 0 ? r : live;
        }
        return live;
    }

    /**
     * Adjacency read from a neighbour table (3 per triangle). A class, not a lambda: a bake builds
     * a mesh, and a fresh JVM links each lambda on its first call.
     */
    private static final class NeighbourTable implements FloodFill.Adjacency {
        private final int[] nb;

        NeighbourTable(int[] nb) {
            this.nb = nb;
        }

        @Override
        public int neighbour(int t, int e) {
            return nb[3 * t + e];
        }
    }
}
