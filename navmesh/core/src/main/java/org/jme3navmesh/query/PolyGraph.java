package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.FloodFill;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The search graph of the any-angle search: convex polygons (in XZ) made of whole mesh triangles,
 * with their adjacency. Immutable and shared by all queries of a mesh (built once per mesh by
 * {@link MeshTopology}); thread-safe.
 *
 * <p>{@link #merged} greedily merges adjacent triangles of the same area id into convex polygons of
 * at most {@value #MAX_VERTS} vertices (straight corners allowed); a search on it expands far fewer
 * nodes than on the triangles. (A polygon may contain a bridge of the triangle adjacency
 * graph; dead-end pruning then acts at the polygon's own edges, one polygon later.) Every polygon edge is exactly one triangle edge (a half-edge
 * 3 t + j of a triangle t of the polygon), so results map back to triangles: the triangles of a
 * convex polygon form a tree under adjacency, and the triangles a path crosses inside a polygon
 * are the tree path between its entry and exit triangles. {@link #triangles} is the trivial graph
 * (one polygon per triangle), used when the filter makes some triangles impassable (then the
 * polygons would have to be split by passability).
 */
final class PolyGraph {
    /** Most vertices of a merged polygon. */
    static final int MAX_VERTS = 8;
    /**
     * A merged polygon's corner may be reflex by up to this angle (radians): straight corners count
     * as convex even when the float coordinates of their vertices bend them a hair inwards.
     */
    static final double STRAIGHT = 1e-6;

    /** Number of polygons. */
    final int polyCount;
    /** Polygon of each triangle. */
    final int[] polyOf;
    /** Edges of polygon p: indices first[p] .. first[p + 1) of the per-edge arrays. */
    final int[] first;
    /** Per polygon edge: its start vertex (mesh id); edges run CCW from above like the triangles. */
    final int[] vert;
    /** Per polygon edge: XZ of its start vertex. */
    final double[] vx;
    final double[] vz;
    /** Per polygon edge: the half-edge 3 t + j of the triangle t of this polygon that forms it. */
    final int[] half;
    /** Per polygon edge: the polygon across it, or -1 on the mesh boundary. */
    final int[] nbr;
    /** Per polygon edge with a neighbour: the local index of the same edge in the neighbour. */
    final int[] back;
    /** Per polygon edge: {@link MeshTopology#bridge} of its half-edge (-1 when not a bridge). */
    final int[] bridge;
    /** Per polygon edge: the triangle of this polygon on it (half / 3). */
    final int[] tri;
    /** Per polygon edge: the triangle across it, or -1 on the mesh boundary. */
    final int[] across;
    /** Triangles of polygon p: tris[triStart[p] .. triStart[p + 1]). */
    final int[] triStart;
    final int[] tris;
    /** Index of each triangle among its polygon's triangles. */
    final int[] local;
    /**
     * Per polygon p with n triangles, at hopStart[p] + n * a + b: the local index of the triangle
     * after a on the (unique, the triangles form a tree) adjacency path from a to b in p.
     */
    final int[] hopStart;
    final byte[] hop;

    private PolyGraph(NavMesh m, int[][] polys, int[] triBridge) {
        int nt = m.triangleCount();
        int np = 0;
        int ne = 0;
        for (int[] p : polys) {
            if (p != null) {
                np++;
                ne += p.length;
            }
        }
        polyCount = np;
        polyOf = new int[nt];
        first = new int[np + 1];
        vert = new int[ne];
        vx = new double[ne];
        vz = new double[ne];
        half = new int[ne];
        nbr = new int[ne];
        back = new int[ne];
        bridge = new int[ne];
        tri = new int[ne];
        across = new int[ne];
        int pi = 0;
        int ei = 0;
        for (int[] p : polys) {
            if (p == null) {
                continue;
            }
            first[pi] = ei;
            for (int h : p) {
                int v = m.vertex(h / 3, h % 3);
                vert[ei] = v;
                vx[ei] = m.vertexX(v);
                vz[ei] = m.vertexZ(v);
                half[ei] = h;
                bridge[ei] = triBridge[h];
                tri[ei] = h / 3;
                across[ei] = m.neighbour(h / 3, h % 3);
                ei++;
            }
            pi++;
        }
        first[np] = ei;
        // Triangles of each polygon: flood over adjacency not crossing the polygon's edges.
        Arrays.fill(polyOf, -1);
        int[] stack = new int[nt];
        boolean[] isEdge = new boolean[3 * nt];
        for (int e = 0; e < ne; e++) {
            isEdge[half[e]] = true;
        }
        FloodFill.Adjacency inside = (t, j) -> isEdge[3 * t + j] ? -1 : m.neighbour(t, j);
        for (int p = 0; p < np; p++) {
            FloodFill.fill(inside, half[first[p]] / 3, p, -1, polyOf, stack);
        }
        triStart = new int[np + 1];
        for (int t = 0; t < nt; t++) {
            triStart[polyOf[t] + 1]++;
        }
        hopStart = new int[np + 1];
        for (int p = 0; p < np; p++) {
            int c = triStart[p + 1];
            hopStart[p + 1] = hopStart[p] + c * c;
            triStart[p + 1] += triStart[p];
        }
        tris = new int[nt];
        local = new int[nt];
        int[] fill = new int[np];
        for (int t = 0; t < nt; t++) {
            int p = polyOf[t];
            local[t] = fill[p];
            tris[triStart[p] + fill[p]++] = t;
        }
        hop = new byte[hopStart[np]];
        int[] prev = new int[MAX_VERTS];
        int[] queue = new int[MAX_VERTS];
        for (int p = 0; p < np; p++) {
            int c = triStart[p + 1] - triStart[p];
            for (int b = 0; b < c; b++) {
                // BFS from b: the hop from a towards b is a's BFS parent.
                Arrays.fill(prev, 0, c, -1);
                prev[b] = b;
                int head = 0, tail = 0;
                queue[tail++] = b;
                while (head < tail) {
                    int x = queue[head++];
                    int t = tris[triStart[p] + x];
                    for (int j = 0; j < 3; j++) {
                        int q = m.neighbour(t, j);
                        if (q >= 0 && polyOf[q] == p && prev[local[q]] < 0) {
                            prev[local[q]] = x;
                            queue[tail++] = local[q];
                        }
                    }
                }
                for (int a = 0; a < c; a++) {
                    assert prev[a] >= 0 : "a polygon's triangles are connected";
                    hop[hopStart[p] + c * a + b] = (byte) prev[a];
                }
            }
        }
        int[] edgeOfHalf = new int[3 * nt];
        Arrays.fill(edgeOfHalf, -1);
        for (int e = 0; e < ne; e++) {
            edgeOfHalf[half[e]] = e;
        }
        for (int p = 0; p < np; p++) {
            for (int e = first[p]; e < first[p + 1]; e++) {
                int t = half[e] / 3, j = half[e] % 3;
                int q = m.neighbour(t, j);
                if (q < 0) {
                    nbr[e] = -1;
                    back[e] = -1;
                    continue;
                }
                int be = edgeOfHalf[3 * q + m.sharedEdge(q, t)];
                assert be >= 0 : "a polygon edge faces a polygon edge";
                nbr[e] = polyOf[q];
                back[e] = be - first[polyOf[q]];
            }
        }
    }

    /**
     * Writes the triangles of the adjacency path from triangle a to triangle b, both of one
     * polygon (its triangles form a tree, so the path is unique; a and b included, a first) to
     * corridor[w..], which must have room for the polygon's triangle count.
     *
     * @param corridor modified at w.. only
     * @return the new size, w + the path's triangle count
     */
    int appendPath(int[] corridor, int w, int a, int b) {
        corridor[w++] = a;
        int la = local[a], lb = local[b];
        if (la != lb) {
            int p = polyOf[a];
            assert polyOf[b] == p : "triangles of one polygon";
            int base = triStart[p];
            int c = triStart[p + 1] - base;
            int hb = hopStart[p] + lb;
            do {
                la = hop[hb + c * la];
                corridor[w++] = tris[base + la];
            } while (la != lb);
        }
        return w;
    }

    /**
     * One polygon per triangle.
     *
     * @param triBridge {@link MeshTopology#bridge} of the mesh
     */
    static PolyGraph triangles(NavMesh m, int[] triBridge) {
        int nt = m.triangleCount();
        int[][] polys = new int[nt][];
        for (int t = 0; t < nt; t++) {
            polys[t] = new int[] {3 * t, 3 * t + 1, 3 * t + 2};
        }
        return new PolyGraph(m, polys, triBridge);
    }

    /**
     * Greedy merge into convex polygons (Hertel-Mehlhorn style): visits the interior edges between
     * triangles of the same area id from the longest to the shortest and removes each one whose two
     * polygons join into a convex polygon (in XZ) of at most {@link #MAX_VERTS} vertices, until no
     * edge can go. Corners may be straight (collinear edges, within {@link #STRAIGHT} radians of
     * reflex): meshes baked on a grid have many vertices along straight walls.
     *
     * @param triBridge {@link MeshTopology#bridge} of the mesh
     */
    static PolyGraph merged(NavMesh m, int[] triBridge) {
        int nt = m.triangleCount();
        int[][] polys = new int[nt][];
        int[] owner = new int[nt]; // polygon slot of each triangle (union-find with path halving)
        double sign = 0;
        for (int t = 0; t < nt; t++) {
            polys[t] = new int[] {3 * t, 3 * t + 1, 3 * t + 2};
            owner[t] = t;
            if (sign == 0) {
                double a = area2(m, m.vertex(t, 0), m.vertex(t, 1), m.vertex(t, 2));
                sign = Math.signum(a);
            }
        }
        if (sign == 0) {
            return triangles(m, triBridge);
        }
        // Interior edges (once, from the lower triangle id), ordered by squared length: the float
        // bits of a non-negative length order like the length, packed above the half-edge id.
        long[] edges = new long[3 * nt];
        int ne = 0;
        for (int t = 0; t < nt; t++) {
            for (int j = 0; j < 3; j++) {
                int q = m.neighbour(t, j);
                if (q > t && m.area(q) == m.area(t)) {
                    int v0 = m.vertex(t, j), v1 = m.vertex(t, j == 2 ? 0 : j + 1);
                    double dx = m.vertexX(v1) - m.vertexX(v0), dz = m.vertexZ(v1) - m.vertexZ(v0);
                    edges[ne++] = ((long) Float.floatToIntBits((float) (dx * dx + dz * dz)) << 32) | (3 * t + j);
                }
            }
        }
        Arrays.sort(edges, 0, ne);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = ne - 1; x >= 0; x--) {
                int h = (int) edges[x];
                int t = h / 3, j = h % 3;
                int q = m.neighbour(t, j);
                int a = find(owner, t), b = find(owner, q);
                if (a == b) {
                    continue;
                }
                int[] pa = polys[a], pb = polys[b];
                if (pa.length + pb.length - 2 > MAX_VERTS) {
                    continue;
                }
                int i = indexOf(pa, h);
                int k = indexOfTwin(m, pb, t, q);
                assert i >= 0 && k >= 0 : "an edge between two polygons is on both";
                if (sharedEdges(m, owner, pa, b) != 1 || !convexJoin(m, pa, i, pb, k, sign)) {
                    continue;
                }
                int[] merged = new int[pa.length + pb.length - 2];
                int w = 0;
                for (int s = 1; s < pa.length; s++) {
                    merged[w++] = pa[(i + s) % pa.length];
                }
                for (int s = 1; s < pb.length; s++) {
                    merged[w++] = pb[(k + s) % pb.length];
                }
                polys[a] = merged;
                polys[b] = null;
                owner[b] = a;
                changed = true;
            }
        }
        return new PolyGraph(m, polys, triBridge);
    }

    private static int indexOf(int[] p, int h) {
        for (int i = 0; i < p.length; i++) {
            if (p[i] == h) {
                return i;
            }
        }
        return -1;
    }

    private static int find(int[] owner, int t) {
        while (owner[t] != t) {
            owner[t] = owner[owner[t]];
            t = owner[t];
        }
        return t;
    }

    /** Index in pb of the half-edge of triangle q facing triangle t, or -1. */
    private static int indexOfTwin(NavMesh m, int[] pb, int t, int q) {
        for (int k = 0; k < pb.length; k++) {
            int h = pb[k];
            if (h / 3 == q && m.neighbour(q, h % 3) == t) {
                return k;
            }
        }
        return -1;
    }

    /** Number of edges of pa whose far side belongs to polygon b. */
    private static int sharedEdges(NavMesh m, int[] owner, int[] pa, int b) {
        int n = 0;
        for (int h : pa) {
            int q = m.neighbour(h / 3, h % 3);
            if (q >= 0 && find(owner, q) == b) {
                n++;
            }
        }
        return n;
    }

    /** True when joining pa and pb across pa[i] / pb[k] keeps both junction corners convex (or straight). */
    private static boolean convexJoin(NavMesh m, int[] pa, int i, int[] pb, int k, double sign) {
        int na = pa.length, nb = pb.length;
        // Junction at the start vertex of pa[i] (= end of pb[k]): previous pa[i-1] start, next pb[k+1] end.
        int u = startVertex(m, pa[i]);
        int uPrev = startVertex(m, pa[(i + na - 1) % na]);
        int uNext = startVertex(m, pb[(k + 2) % nb]);
        // Junction at the start vertex of pb[k] (= end of pa[i]).
        int v = startVertex(m, pb[k]);
        int vPrev = startVertex(m, pb[(k + nb - 1) % nb]);
        int vNext = startVertex(m, pa[(i + 2) % na]);
        return convex(m, uPrev, u, uNext, sign) && convex(m, vPrev, v, vNext, sign);
    }

    private static boolean convex(NavMesh m, int a, int b, int c, double sign) {
        double ax = m.vertexX(a), az = m.vertexZ(a);
        double bx = m.vertexX(b), bz = m.vertexZ(b);
        double cx = m.vertexX(c), cz = m.vertexZ(c);
        double l1 = Math.hypot(bx - ax, bz - az), l2 = Math.hypot(cx - bx, cz - bz);
        return sign * area2(ax, az, bx, bz, cx, cz) >= -STRAIGHT * l1 * l2;
    }

    private static int startVertex(NavMesh m, int h) {
        return m.vertex(h / 3, h % 3);
    }

    private static double area2(NavMesh m, int a, int b, int c) {
        return area2(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b), m.vertexX(c), m.vertexZ(c));
    }

    private static double area2(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }
}
