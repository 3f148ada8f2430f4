package org.jme3navmesh.testkit;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.IntBinaryOperator;

/**
 * A walkable surface as plain arrays, the input of the reference geometry in this module: vertex
 * positions, triangles (three vertex indices each, counter-clockwise seen from above, +Y up) and
 * triangle adjacency (the triangle across each edge, -1 on the boundary). Edge e of triangle t runs
 * from its corner e to its corner (e + 1) % 3.
 *
 * <p>It knows nothing of the library: a test or the bench builds one from a navmesh with
 * {@code withAdjacency(mesh.vertexArray(), mesh.triangleArray(), mesh::neighbour)}, or from a
 * triangle list with {@link #fromTriangles}. Immutable after construction and thread-safe.
 */
public final class WalkableSurface {
    private final float[] xyz;
    private final int[] tris;
    private final int[] neighbours;
    private final double scale;

    /**
     * Wraps the arrays (copied).
     *
     * @param vertexXyz          x, y, z per vertex (metres); not null, unaffected
     * @param triangleVertices   three vertex indices per triangle; not null, unaffected
     * @param triangleNeighbours three neighbouring triangle indices per triangle (-1: boundary),
     *                           symmetric; not null, unaffected
     */
    public WalkableSurface(float[] vertexXyz, int[] triangleVertices, int[] triangleNeighbours) {
        Objects.requireNonNull(vertexXyz, "vertexXyz");
        Objects.requireNonNull(triangleVertices, "triangleVertices");
        Objects.requireNonNull(triangleNeighbours, "triangleNeighbours");
        if (vertexXyz.length % 3 != 0 || triangleVertices.length % 3 != 0
                || triangleNeighbours.length != triangleVertices.length) {
            throw new IllegalArgumentException("arrays must hold 3 values per vertex and per triangle");
        }
        this.xyz = vertexXyz.clone();
        this.tris = triangleVertices.clone();
        this.neighbours = triangleNeighbours.clone();
        double s = 0;
        for (float c : xyz) {
            s = Math.max(s, Math.abs(c));
        }
        this.scale = s;
    }

    /**
     * A surface over another mesh's arrays, its adjacency read edge by edge.
     *
     * @param vertexXyz        x, y, z per vertex (metres); not null, unaffected
     * @param triangleVertices three vertex indices per triangle; not null, unaffected
     * @param neighbour        (triangle, edge 0..2) to the triangle across that edge, -1 on the
     *                         boundary (e.g. {@code mesh::neighbour}); not null, called once per edge
     * @return a new surface, not null
     */
    public static WalkableSurface withAdjacency(float[] vertexXyz, int[] triangleVertices,
                                                IntBinaryOperator neighbour) {
        int[] nb = new int[triangleVertices.length];
        for (int i = 0; i < nb.length; i++) {
            nb[i] = neighbour.applyAsInt(i / 3, i % 3);
        }
        return new WalkableSurface(vertexXyz, triangleVertices, nb);
    }

    /**
     * A surface whose adjacency links two triangles that use an edge in opposite directions; an
     * edge used by more than two triangles, or twice in the same direction, is a boundary.
     *
     * @param vertexXyz        x, y, z per vertex (metres); not null, unaffected
     * @param triangleVertices three vertex indices per triangle, counter-clockwise seen from
     *                         above; not null, unaffected
     * @return a new surface, not null
     */
    public static WalkableSurface fromTriangles(float[] vertexXyz, int[] triangleVertices) {
        int[] nb = new int[triangleVertices.length];
        Arrays.fill(nb, -1);
        Map<Long, int[]> edgeUsers = new HashMap<>(); // undirected edge -> half-edges using it
        for (int he = 0; he < triangleVertices.length; he++) {
            int a = triangleVertices[he], b = triangleVertices[he - he % 3 + (he % 3 + 1) % 3];
            long key = ((long) Math.min(a, b) << 32) | Math.max(a, b);
            int[] users = edgeUsers.get(key);
            edgeUsers.put(key, users == null ? new int[] {he} : append(users, he));
        }
        for (int[] users : edgeUsers.values()) {
            if (users.length == 2 && triangleVertices[users[0]] != triangleVertices[users[1]]) {
                nb[users[0]] = users[1] / 3;
                nb[users[1]] = users[0] / 3;
            }
        }
        return new WalkableSurface(vertexXyz, triangleVertices, nb);
    }

    private static int[] append(int[] a, int v) {
        int[] r = Arrays.copyOf(a, a.length + 1);
        r[a.length] = v;
        return r;
    }

    /** @return the number of vertices */
    public int vertexCount() { return xyz.length / 3; }

    /** @return the number of triangles */
    public int triangleCount() { return tris.length / 3; }

    /**
     * @param v a vertex index
     * @return its x coordinate (metres)
     */
    public float vertexX(int v) { return xyz[3 * v]; }

    /**
     * @param v a vertex index
     * @return its y coordinate (metres, up)
     */
    public float vertexY(int v) { return xyz[3 * v + 1]; }

    /**
     * @param v a vertex index
     * @return its z coordinate (metres)
     */
    public float vertexZ(int v) { return xyz[3 * v + 2]; }

    /**
     * @param t a triangle index
     * @param k a corner, 0 to 2
     * @return the vertex index at corner k of triangle t
     */
    public int vertex(int t, int k) { return tris[3 * t + k]; }

    /**
     * @param t a triangle index
     * @param e an edge, 0 to 2 (from corner e to corner e + 1)
     * @return the triangle across edge e of t, or -1 on the boundary
     */
    public int neighbour(int t, int e) { return neighbours[3 * t + e]; }

    /**
     * @param t a triangle index
     * @param n another triangle index
     * @return the edge of t shared with n, or -1 when they are not adjacent
     */
    public int sharedEdge(int t, int n) {
        for (int e = 0; e < 3; e++) {
            if (neighbours[3 * t + e] == n) {
                return e;
            }
        }
        return -1;
    }

    /** @return the largest absolute vertex coordinate (metres), 0 for an empty surface */
    public double coordinateScale() { return scale; }

    /**
     * Height of triangle t's plane over (x, z).
     *
     * @param t a triangle index
     * @param x x coordinate (metres)
     * @param z z coordinate (metres)
     * @return the plane's y at (x, z) (metres)
     */
    public double planeHeight(int t, double x, double z) {
        int a = tris[3 * t], b = tris[3 * t + 1], c = tris[3 * t + 2];
        double ax = xyz[3 * a], ay = xyz[3 * a + 1], az = xyz[3 * a + 2];
        double ux = xyz[3 * b] - ax, uy = xyz[3 * b + 1] - ay, uz = xyz[3 * b + 2] - az;
        double vx = xyz[3 * c] - ax, vy = xyz[3 * c + 1] - ay, vz = xyz[3 * c + 2] - az;
        // normal n = u x v; the plane is n . (p - a) = 0, solved for y
        double nx = uy * vz - uz * vy, ny = uz * vx - ux * vz, nz = ux * vy - uy * vx;
        return ay - (nx * (x - ax) + nz * (z - az)) / ny;
    }

    /**
     * The triangle over or under (x, z) whose plane is nearest in height to y, by a scan of every
     * triangle (XZ containment within {@code slack}).
     *
     * @param x     x coordinate (metres)
     * @param y     y coordinate (metres)
     * @param z     z coordinate (metres)
     * @param slack distance (metres, at least 0) by which the point may lie outside a triangle in XZ
     * @return the triangle index, or -1 when no triangle lies over or under the point
     */
    public int triangleAt(double x, double y, double z, double slack) {
        int best = -1;
        double bestDy = Double.MAX_VALUE;
        for (int t = 0; t < triangleCount(); t++) {
            if (insideDistanceXZ(t, x, z) >= -slack) {
                double dy = Math.abs(planeHeight(t, x, z) - y);
                if (dy < bestDy) {
                    bestDy = dy;
                    best = t;
                }
            }
        }
        return best;
    }

    /**
     * Signed distance in XZ from (x, z) to the nearest edge line of triangle t: positive inside,
     * negative outside.
     *
     * @param t a triangle index
     * @param x x coordinate (metres)
     * @param z z coordinate (metres)
     * @return the smallest signed distance to t's three edge lines (metres)
     */
    public double insideDistanceXZ(int t, double x, double z) {
        double min = Double.MAX_VALUE;
        for (int e = 0; e < 3; e++) {
            int a = tris[3 * t + e], b = tris[3 * t + (e + 1) % 3];
            double ax = xyz[3 * a], az = xyz[3 * a + 2];
            double ex = xyz[3 * b] - ax, ez = xyz[3 * b + 2] - az;
            // counter-clockwise seen from above (+Y up): the interior lies where ez*(x-ax) - ex*(z-az) >= 0
            min = Math.min(min, (ez * (x - ax) - ex * (z - az)) / Math.sqrt(ex * ex + ez * ez));
        }
        return min;
    }
}
