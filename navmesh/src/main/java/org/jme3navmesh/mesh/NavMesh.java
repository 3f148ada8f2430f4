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
    private final float[] verts;
    private final int[] tris;
    private final int[] neighbours;
    private final int[] areas;
    private final float[] slopes;
    private final int[] components;
    private final int componentCount;
    private final AreaTable areaTable;
    private final HeightDetail detail;
    private final float detailTolerance;
    private final TriangleGrid index;
    private final float[] bounds;

    NavMesh(float[] verts, int[] tris, int[] neighbours, int[] areas, float[] slopes, int[] components,
            int componentCount, AreaTable areaTable, HeightDetail detail, float detailTolerance) {
        this.verts = verts;
        this.tris = tris;
        this.neighbours = neighbours;
        this.areas = areas;
        this.slopes = slopes;
        this.components = components;
        this.componentCount = componentCount;
        this.areaTable = areaTable;
        this.detail = detail;
        this.detailTolerance = detailTolerance;
        this.bounds = computeBounds(verts);
        this.index = new TriangleGrid(this);
    }

    private static float[] computeBounds(float[] v) {
        float[] b = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int i = 0; i < v.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                b[k] = Math.min(b[k], v[i + k]);
                b[3 + k] = Math.max(b[3 + k], v[i + k]);
            }
        }
        return b;
    }

    /** Number of vertices. */
    public int vertexCount() { return verts.length / 3; }

    /** Number of triangles. */
    public int triangleCount() { return tris.length / 3; }

    /** World X of vertex v. */
    public float vertexX(int v) { return verts[3 * v]; }

    /** World Y of vertex v. */
    public float vertexY(int v) { return verts[3 * v + 1]; }

    /** World Z of vertex v. */
    public float vertexZ(int v) { return verts[3 * v + 2]; }

    /** Vertex id of corner k (0..2) of triangle t. */
    public int vertex(int t, int k) { return tris[3 * t + k]; }

    /** Triangle across edge e (0..2) of triangle t, or -1 on the mesh boundary. */
    public int neighbour(int t, int e) { return neighbours[3 * t + e]; }

    /** Area id of triangle t (see {@link #areas()}). */
    public int area(int t) { return areas[t]; }

    /** Steepest sampled slope under triangle t, degrees from horizontal. */
    public float slopeDeg(int t) { return slopes[t]; }

    /** Connected-component id of triangle t, 0 .. componentCount() - 1. */
    public int component(int t) { return components[t]; }

    /** Number of connected components. */
    public int componentCount() { return componentCount; }

    /** Names and default costs of the areas. */
    public AreaTable areas() { return areaTable; }

    /** The height detail, or null when the mesh has none. */
    public HeightDetail heightDetail() { return detail; }

    /** Largest |detail - plane| the detail may correct, metres. */
    public float detailTolerance() { return detailTolerance; }

    /** The spatial index. */
    public TriangleGrid index() { return index; }

    /** Bounds as a new array {minX, minY, minZ, maxX, maxY, maxZ}. */
    public float[] bounds() { return bounds.clone(); }

    /** Copies all vertex coordinates (x, y, z per vertex) into a new array. */
    public float[] vertexArray() { return verts.clone(); }

    /** Copies all triangle corner ids (3 per triangle) into a new array. */
    public int[] triangleArray() { return tris.clone(); }

    /** True when the two triangles are in the same connected component. */
    public boolean connected(int t1, int t2) { return components[t1] == components[t2]; }

    /** Number of portals (shared edges, each counted once). */
    public int portalCount() {
        int n = 0;
        for (int i = 0; i < neighbours.length; i++) {
            if (neighbours[i] >= 0 && neighbours[i] > i / 3) {
                n++;
            }
        }
        return n;
    }

    /** Walkable area projected on the XZ plane, square metres. */
    public double walkableArea() {
        double sum = 0;
        for (int t = 0; t < triangleCount(); t++) {
            sum += 0.5 * area2(t);
        }
        return sum;
    }

    /** Twice the XZ area of triangle t (positive). */
    public float area2(int t) {
        int a = 3 * tris[3 * t], b = 3 * tris[3 * t + 1], c = 3 * tris[3 * t + 2];
        return Geometry.area2(verts[a], verts[a + 2], verts[b], verts[b + 2], verts[c], verts[c + 2]);
    }

    /**
     * True when (x, z) lies inside or on triangle t seen from above. A point counts as on an edge
     * within a few float ulps of its coordinates (the rounding any computed point carries), so the
     * test stays exact far from the origin instead of growing with the coordinates.
     */
    public boolean containsXZ(int t, float x, float z) {
        int a = 3 * tris[3 * t], b = 3 * tris[3 * t + 1], c = 3 * tris[3 * t + 2];
        float ax = verts[a], az = verts[a + 2], bx = verts[b], bz = verts[b + 2], cx = verts[c], cz = verts[c + 2];
        float ulp = 4f * Math.ulp(Math.max(1f, Math.max(Math.abs(x), Math.abs(z))));
        return Geometry.area2(ax, az, bx, bz, x, z) >= -ulp * (Math.abs(bx - ax) + Math.abs(bz - az))
                && Geometry.area2(bx, bz, cx, cz, x, z) >= -ulp * (Math.abs(cx - bx) + Math.abs(cz - bz))
                && Geometry.area2(cx, cz, ax, az, x, z) >= -ulp * (Math.abs(ax - cx) + Math.abs(az - cz));
    }

    /** Height of triangle t's plane at (x, z), metres; (x, z) may lie outside the triangle. */
    public float planeHeight(int t, float x, float z) {
        int a = 3 * tris[3 * t], b = 3 * tris[3 * t + 1], c = 3 * tris[3 * t + 2];
        float ax = verts[a], ay = verts[a + 1], az = verts[a + 2];
        float v0x = verts[b] - ax, v0y = verts[b + 1] - ay, v0z = verts[b + 2] - az;
        float v1x = verts[c] - ax, v1y = verts[c + 1] - ay, v1z = verts[c + 2] - az;
        float px = x - ax, pz = z - az;
        float den = v0x * v1z - v1x * v0z;
        if (Math.abs(den) < 1e-12f) {
            return (ay + verts[b + 1] + verts[c + 1]) / 3f;
        }
        float u = (px * v1z - v1x * pz) / den;
        float v = (v0x * pz - px * v0z) / den;
        return ay + u * v0y + v * v1y;
    }

    /**
     * Height of the walkable surface at (x, z) on triangle t, metres: the triangle plane,
     * corrected by the height detail where the mesh has one.
     */
    public float heightAt(int t, float x, float z) {
        float h = planeHeight(t, x, z);
        return detail == null ? h : detail.heightAt(x, z, h, detailTolerance);
    }

    /**
     * The triangle under or over a point: among triangles whose XZ projection contains (x, z)
     * and whose surface lies within [y - maxDown, y + maxUp], the one whose surface is nearest y.
     *
     * @return triangle id, or -1 when there is none
     */
    public int findTriangle(float x, float y, float z, float maxUp, float maxDown) {
        requireFinite(x, y, z);
        return index.locate(x, y, z, maxUp, maxDown);
    }

    /**
     * Nearest point on the mesh to p within the box p &plusmn; (hx, hy, hz). Where p lies over or
     * under a triangle, the nearest point is the surface point straight above or below it.
     *
     * @param out receives the point at out[0..2] when found; modified
     * @return triangle id, or -1 when no triangle touches the box
     */
    public int findNearest(float x, float y, float z, float hx, float hy, float hz, float[] out) {
        requireFinite(x, y, z);
        if (!(hx >= 0f && hy >= 0f && hz >= 0f) || !Float.isFinite(hx + hy + hz)) {
            throw new IllegalArgumentException("search half extents must be finite and >= 0");
        }
        Objects.requireNonNull(out, "out");
        return index.nearest(x, y, z, hx, hy, hz, out);
    }

    private static void requireFinite(float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw new IllegalArgumentException("point must be finite, got (" + x + ", " + y + ", " + z + ")");
        }
    }

    // Raw access for the index, IO and builders in this package.
    float[] rawVerts() { return verts; }
    int[] rawTris() { return tris; }
    int[] rawNeighbours() { return neighbours; }
    int[] rawAreas() { return areas; }
    float[] rawSlopes() { return slopes; }
    int[] rawComponents() { return components; }

    /** Structural equality: same vertices, triangles, areas, slopes, area table and detail. */
    public boolean sameAs(NavMesh o) {
        return java.util.Arrays.equals(verts, o.verts) && java.util.Arrays.equals(tris, o.tris)
                && java.util.Arrays.equals(neighbours, o.neighbours) && java.util.Arrays.equals(areas, o.areas)
                && java.util.Arrays.equals(slopes, o.slopes) && java.util.Arrays.equals(components, o.components)
                && areaTable.equals(o.areaTable) && Objects.equals(detail, o.detail)
                && detailTolerance == o.detailTolerance;
    }

    @Override
    public String toString() {
        return "NavMesh[" + vertexCount() + " vertices, " + triangleCount() + " triangles, "
                + componentCount + " components]";
    }
}
