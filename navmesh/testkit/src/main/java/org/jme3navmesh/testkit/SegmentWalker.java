package org.jme3navmesh.testkit;

import java.util.Arrays;
import java.util.Objects;

/**
 * Tests whether a straight segment stays on a navmesh, seen from above (XZ plane): it walks the
 * triangles the segment crosses, through shared edges and through vertices, and fails as soon as
 * it would leave the mesh. The mesh is treated as a closed set: a segment may run along a boundary
 * edge or touch a boundary corner. The walk follows triangle adjacency, so on a multi-layer mesh
 * (stacked floors, a bridge over a road) it stays on the layer it started on: a segment is
 * visible when walking its XZ line over the surface reaches the end on the end's own layer, not
 * merely some triangle above or below the end. An end counts as on its layer when the surface
 * reached there is within {@link #LAYER_GAP} of it in height.
 *
 * <p>Robust against the degenerate cases shortest paths live on (segments through vertices and
 * along edges): points within {@link #tolerance()} of the segment's line count as on it.
 * Immutable after construction and thread-safe.
 */
public final class SegmentWalker {
    private final WalkableSurface mesh;
    private final int[] fanStart;
    private final int[] fanTri;
    private final int[] fanCorner;
    private final int[] cornerSector; // 3 * t + k -> sector of triangle t around its corner k
    private final int[] sectorCount;  // vertex -> number of sectors (more than 1 at pinch vertices)
    private final double tol;
    /**
     * Height difference (metres) below which the surface reached at a segment's end counts as the
     * end's own layer. Triangles of one layer meet there at the same height (they share the
     * vertices); different layers are at least an agent's height (2 m by default) apart.
     */
    public static final double LAYER_GAP = 1.0;

    /**
     * Builds the vertex-to-triangle fans and the sectors around every vertex.
     *
     * @param mesh the surface to walk; not null, unaffected (kept by reference; immutable)
     */
    public SegmentWalker(WalkableSurface mesh) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        int nv = mesh.vertexCount(), nt = mesh.triangleCount();
        fanStart = new int[nv + 1];
        for (int t = 0; t < nt; t++) {
            for (int k = 0; k < 3; k++) {
                fanStart[mesh.vertex(t, k) + 1]++;
            }
        }
        for (int v = 0; v < nv; v++) {
            fanStart[v + 1] += fanStart[v];
        }
        fanTri = new int[3 * nt];
        fanCorner = new int[3 * nt];
        int[] fill = fanStart.clone();
        for (int t = 0; t < nt; t++) {
            for (int k = 0; k < 3; k++) {
                int v = mesh.vertex(t, k);
                fanTri[fill[v]] = t;
                fanCorner[fill[v]] = k;
                fill[v]++;
            }
        }
        cornerSector = new int[3 * nt];
        Arrays.fill(cornerSector, -1);
        sectorCount = new int[nv];
        int[] stack = new int[16];
        for (int v = 0; v < nv; v++) {
            for (int i = fanStart[v]; i < fanStart[v + 1]; i++) {
                if (cornerSector[3 * fanTri[i] + fanCorner[i]] >= 0) {
                    continue;
                }
                int sector = sectorCount[v]++;
                int sp = 0;
                stack[sp++] = fanTri[i];
                cornerSector[3 * fanTri[i] + fanCorner[i]] = sector;
                while (sp > 0) {
                    int t = stack[--sp];
                    int k = cornerOf(t, v);
                    // the two edges of t that touch v: k (v -> next) and k + 2 (prev -> v)
                    for (int e : new int[] {k, (k + 2) % 3}) {
                        int n = mesh.neighbour(t, e);
                        if (n >= 0 && cornerSector[3 * n + cornerOf(n, v)] < 0) {
                            cornerSector[3 * n + cornerOf(n, v)] = sector;
                            if (sp == stack.length) {
                                stack = Arrays.copyOf(stack, 2 * sp);
                            }
                            stack[sp++] = n;
                        }
                    }
                }
            }
        }
        double scale = mesh.coordinateScale();
        // float vertices: about 1e-7 relative precision; keep well above it
        tol = Math.max(1e-4, 2e-7 * scale);
    }

    /** @return the surface walked, not null */
    public WalkableSurface mesh() { return mesh; }

    /** @return distance (metres) within which a point counts as lying on a segment's line */
    public double tolerance() { return tol; }

    private int cornerOf(int t, int v) {
        for (int k = 0; k < 3; k++) {
            if (mesh.vertex(t, k) == v) {
                return k;
            }
        }
        throw new IllegalStateException("vertex " + v + " is not a corner of triangle " + t);
    }

    /**
     * Sector of triangle t around its vertex v: the triangles around a vertex split into sectors
     * joined only at the vertex (a pinch point); a segment may not pass from one to another.
     *
     * @param t a triangle index
     * @param v a vertex index, a corner of t
     * @return the sector, from 0
     */
    public int sector(int t, int v) { return cornerSector[3 * t + cornerOf(t, v)]; }

    /**
     * @param v a vertex index
     * @return the number of sectors around v (0 for unused vertices, above 1 at pinch points)
     */
    public int sectorCount(int v) { return sectorCount[v]; }

    /** First index into the fan arrays of vertex v. */
    int fanBegin(int v) { return fanStart[v]; }

    /** End index (exclusive) into the fan arrays of vertex v. */
    int fanEnd(int v) { return fanStart[v + 1]; }

    /** Triangle of fan entry i. */
    int fanTriangle(int i) { return fanTri[i]; }

    /** Corner of the vertex in the triangle of fan entry i. */
    int fanCorner(int i) { return fanCorner[i]; }

    /** Sector of fan entry i around its vertex. */
    int fanSector(int i) { return cornerSector[3 * fanTri[i] + fanCorner[i]]; }

    /**
     * Whether the segment from a point to (qx, qz) stays on the surface, ending on any layer.
     *
     * @param startTri the triangle the start lies in
     * @param px       x of the start (metres)
     * @param pz       z of the start (metres)
     * @param qx       x of the end (metres)
     * @param qz       z of the end (metres)
     * @return true when walking the segment from startTri reaches some triangle over (qx, qz)
     */
    public boolean visibleFromPoint(int startTri, double px, double pz, double qx, double qz) {
        return walk(startTri, -1, -1, px, pz, qx, qz, -1, -1, -1);
    }

    /**
     * Whether the segment from a point to a point on a given layer stays on the surface.
     *
     * @param startTri the triangle the start lies in
     * @param px       x of the start (metres)
     * @param pz       z of the start (metres)
     * @param endTri   the triangle the end lies in
     * @param qx       x of the end (metres)
     * @param qz       z of the end (metres)
     * @return true when walking the segment from startTri reaches (qx, qz) on endTri's layer
     */
    public boolean visibleFromPoint(int startTri, double px, double pz, int endTri, double qx, double qz) {
        return walk(startTri, -1, -1, px, pz, qx, qz, -1, -1, endTri);
    }

    /**
     * Whether the segment from a point to a vertex stays on the surface.
     *
     * @param startTri the triangle the start lies in
     * @param px       x of the start (metres)
     * @param pz       z of the start (metres)
     * @param w        the end vertex
     * @param wSector  the sector of w the segment must arrive in, -1 for any
     * @return true when walking the segment from startTri reaches w within wSector
     */
    public boolean visibleToVertex(int startTri, double px, double pz, int w, int wSector) {
        return walk(startTri, -1, -1, px, pz, mesh.vertexX(w), mesh.vertexZ(w), w, wSector, -1);
    }

    /**
     * Whether the segment between two vertices stays on the surface (any sectors).
     *
     * @param u the start vertex
     * @param w the end vertex
     * @return true when walking the segment from u reaches w
     */
    public boolean visibleVertices(int u, int w) {
        return visibleVertices(u, -1, w, -1);
    }

    /**
     * Whether the segment between two vertices stays on the surface, leaving and arriving within
     * given sectors.
     *
     * @param u       the start vertex
     * @param uSector the sector of u the segment must leave from, -1 for any
     * @param w       the end vertex
     * @param wSector the sector of w the segment must arrive in, -1 for any
     * @return true when walking the segment from u within uSector reaches w within wSector
     */
    public boolean visibleVertices(int u, int uSector, int w, int wSector) {
        return walk(-1, u, uSector, mesh.vertexX(u), mesh.vertexZ(u), mesh.vertexX(w), mesh.vertexZ(w), w, wSector, -1);
    }

    /**
     * True when reaching the end (qx, qz) through triangle t is allowed: t is on the end's layer,
     * and an end vertex is reached within its sector.
     */
    private boolean endOk(int t, int endVertex, int endSector, int endTri, double qx, double qz) {
        if (endTri >= 0) {
            return t == endTri || sameLayer(planeHeight(t, qx, qz), planeHeight(endTri, qx, qz));
        }
        if (endVertex < 0) {
            return true;
        }
        for (int k = 0; k < 3; k++) {
            if (mesh.vertex(t, k) == endVertex) {
                return endSector < 0 || cornerSector[3 * t + k] == endSector;
            }
        }
        // the end vertex lies on t's edge or inside it, not on one of its corners
        return sameLayer(planeHeight(t, qx, qz), mesh.vertexY(endVertex));
    }

    /** True when the walk, standing on vertex v at the end's XZ position, has reached the end. */
    private boolean endOkAtVertex(int v, int sector, int endVertex, int endSector, int endTri, double qx, double qz) {
        if (endTri >= 0) {
            return sameLayer(mesh.vertexY(v), planeHeight(endTri, qx, qz));
        }
        if (endVertex < 0) {
            return true;
        }
        if (v == endVertex) {
            return endSector < 0 || sector < 0 || sector == endSector;
        }
        return sameLayer(mesh.vertexY(v), mesh.vertexY(endVertex));
    }

    private double planeHeight(int t, double x, double z) {
        return mesh.planeHeight(t, x, z);
    }

    private static boolean sameLayer(double y1, double y2) {
        return Math.abs(y1 - y2) <= LAYER_GAP;
    }

    private boolean walk(int tri, int vertex, int sector, double px, double pz, double qx, double qz,
                         int endVertex, int endSector, int endTri) {
        double dx = qx - px, dz = qz - pz;
        double len2 = dx * dx + dz * dz;
        if (len2 <= tol * tol) {
            return vertex >= 0 ? endOkAtVertex(vertex, sector, endVertex, endSector, endTri, qx, qz)
                    : endOk(tri, endVertex, endSector, endTri, qx, qz);
        }
        return walk(tri, vertex, sector, -1, -1, px, pz, qx, qz, endVertex, endSector, endTri);
    }

    /**
     * The walk proper, from triangle {@code tri} (entered over {@code entryEdge}, -1 for none;
     * {@code cameFrom} is a vertex just left, -1 for none) or from {@code vertex} within its
     * {@code sector}. Where the line leaves a vertex along more than one layer (boundaries of two
     * layers run together in XZ), each is walked in turn.
     */
    private boolean walk(int tri, int vertex, int sector, int entryEdge, int cameFrom, double px, double pz,
                         double qx, double qz, int endVertex, int endSector, int endTri) {
        double dx = qx - px, dz = qz - pz;
        double len2 = dx * dx + dz * dz;
        double invLen = 1.0 / Math.sqrt(len2);
        double paramTol = tol * invLen;
        int guard = 4 * mesh.triangleCount() + 16;
        while (guard-- > 0) {
            if (vertex >= 0) {
                double vx = mesh.vertexX(vertex), vz = mesh.vertexZ(vertex);
                if (param(vx, vz, px, pz, dx, dz, len2) >= 1.0 - paramTol) {
                    return endOkAtVertex(vertex, sector, endVertex, endSector, endTri, qx, qz);
                }
                // the first way on is followed here, any other (on another layer) by a nested walk
                int next = -1, nextVertex = -1, nextEntry = -1, via = -1;
                for (int i = fanStart[vertex]; i < fanStart[vertex + 1]; i++) {
                    int t = fanTri[i], k = fanCorner[i];
                    if (sector >= 0 && cornerSector[3 * t + k] != sector) {
                        continue;
                    }
                    int a = mesh.vertex(t, (k + 1) % 3), b = mesh.vertex(t, (k + 2) % 3);
                    double ax = mesh.vertexX(a), az = mesh.vertexZ(a), bx = mesh.vertexX(b), bz = mesh.vertexZ(b);
                    double sa = side(ax, az, px, pz, dx, dz) * invLen;
                    double sb = side(bx, bz, px, pz, dx, dz) * invLen;
                    boolean aFwd = (ax - vx) * dx + (az - vz) * dz > 0;
                    boolean bFwd = (bx - vx) * dx + (bz - vz) * dz > 0;
                    int along = Math.abs(sa) <= tol && aFwd ? a : Math.abs(sb) <= tol && bFwd ? b : -1;
                    if (along >= 0) {
                        // the line runs along the edge vertex -> along
                        if (along == nextVertex) {
                            continue; // the same way on, through the triangle across the edge
                        }
                        if (nextVertex < 0 && next < 0) {
                            nextVertex = along;
                            via = t;
                        } else if (alongEdge(t, along, px, pz, dx, dz, len2, paramTol, qx, qz, endVertex, endSector,
                                endTri)) {
                            return true;
                        }
                        continue;
                    }
                    if (sa < -tol && sb > tol) {
                        // the direction lies strictly inside this corner's wedge
                        if (containsXZ(t, qx, qz)) {
                            if (endOk(t, endVertex, endSector, endTri, qx, qz)) {
                                return true;
                            }
                            continue; // the end is on another layer: try the others
                        }
                        int n = mesh.neighbour(t, (k + 1) % 3);
                        if (n < 0) {
                            continue;
                        }
                        if (nextVertex < 0 && next < 0) {
                            next = n;
                            nextEntry = edgeTo(n, t);
                        } else if (walk(n, -1, -1, edgeTo(n, t), vertex, px, pz, qx, qz, endVertex, endSector, endTri)) {
                            return true;
                        }
                    }
                }
                if (nextVertex >= 0) {
                    if (param(mesh.vertexX(nextVertex), mesh.vertexZ(nextVertex), px, pz, dx, dz, len2) >= 1.0 - paramTol) {
                        return endOk(via, endVertex, endSector, endTri, qx, qz); // q lies on the edge
                    }
                    sector = cornerSector[3 * via + cornerOf(via, nextVertex)];
                    vertex = nextVertex;
                    continue;
                }
                if (next < 0) {
                    return false; // no triangle around the vertex continues in this direction
                }
                cameFrom = vertex;
                vertex = -1;
                tri = next;
                entryEdge = nextEntry;
                continue;
            }
            // triangle mode
            if (containsXZ(tri, qx, qz)) {
                return endOk(tri, endVertex, endSector, endTri, qx, qz);
            }
            int v0 = mesh.vertex(tri, 0), v1 = mesh.vertex(tri, 1), v2 = mesh.vertex(tri, 2);
            double s0 = side(mesh.vertexX(v0), mesh.vertexZ(v0), px, pz, dx, dz) * invLen;
            double s1 = side(mesh.vertexX(v1), mesh.vertexZ(v1), px, pz, dx, dz) * invLen;
            double s2 = side(mesh.vertexX(v2), mesh.vertexZ(v2), px, pz, dx, dz) * invLen;
            int exit = -1;
            if (entryEdge != 0 && s0 < -tol && s1 > tol) {
                exit = 0;
            } else if (entryEdge != 1 && s1 < -tol && s2 > tol) {
                exit = 1;
            } else if (entryEdge != 2 && s2 < -tol && s0 > tol) {
                exit = 2;
            }
            if (exit >= 0) {
                int n = mesh.neighbour(tri, exit);
                if (n < 0) {
                    return false;
                }
                entryEdge = edgeTo(n, tri);
                cameFrom = -1;
                tri = n;
                continue;
            }
            // the line passes through a vertex of this triangle: continue from the one furthest ahead
            int best = -1, bestCorner = -1;
            double bestParam = -Double.MAX_VALUE;
            double[] ss = {s0, s1, s2};
            for (int k = 0; k < 3; k++) {
                int v = mesh.vertex(tri, k);
                if (Math.abs(ss[k]) <= tol && v != cameFrom) {
                    double s = param(mesh.vertexX(v), mesh.vertexZ(v), px, pz, dx, dz, len2);
                    if (s > bestParam) {
                        bestParam = s;
                        best = v;
                        bestCorner = k;
                    }
                }
            }
            if (best < 0 || bestParam < -paramTol) {
                return false;
            }
            cameFrom = -1;
            vertex = best;
            sector = cornerSector[3 * tri + bestCorner];
        }
        throw new IllegalStateException("segment walk did not terminate (corrupt adjacency?)");
    }

    /** Continues the walk along an edge of triangle {@code via} to its vertex {@code along}. */
    private boolean alongEdge(int via, int along, double px, double pz, double dx, double dz, double len2,
                              double paramTol, double qx, double qz, int endVertex, int endSector, int endTri) {
        if (param(mesh.vertexX(along), mesh.vertexZ(along), px, pz, dx, dz, len2) >= 1.0 - paramTol) {
            return endOk(via, endVertex, endSector, endTri, qx, qz); // q lies on the edge
        }
        return walk(-1, along, cornerSector[3 * via + cornerOf(via, along)], -1, -1, px, pz, qx, qz, endVertex,
                endSector, endTri);
    }

    /** Edge index of triangle t that borders triangle other. */
    private int edgeTo(int t, int other) {
        int e = mesh.sharedEdge(t, other);
        if (e < 0) {
            throw new IllegalStateException("adjacency is not symmetric between " + t + " and " + other);
        }
        return e;
    }

    /** Signed (area2 convention) cross of the direction with (x - p): |d| times the signed distance. */
    private static double side(double x, double z, double px, double pz, double dx, double dz) {
        // same convention as Geometry.area2(p, p + d, x): positive = left, where CCW triangles keep their interior
        return dz * (x - px) - dx * (z - pz);
    }

    private static double param(double x, double z, double px, double pz, double dx, double dz, double len2) {
        return ((x - px) * dx + (z - pz) * dz) / len2;
    }

    /** True when (x, z) lies in triangle t, within the tolerance. */
    private boolean containsXZ(int t, double x, double z) {
        return mesh.insideDistanceXZ(t, x, z) >= -tol;
    }
}
