package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The greedy merge of {@link PolyGraph#merged}, over all triangles of a mesh or over a sorted subset of them
 * (the triangles a change freed, {@link PolyGraphPatch}): visits the interior edges between triangles of the
 * subset with the same area id from the longest to the shortest and removes each one whose two polygons join
 * into a convex polygon (in XZ) of at most {@link PolyGraph#MAX_VERTS} corners and {@link PolyGraph#MAX_EDGES}
 * triangle edges, until no edge can go. Corners may be straight (collinear edges, within {@link PolyGraph#STRAIGHT}
 * radians of reflex); a straight one does not count as a corner (a tile seam puts one on the boundary between every
 * two of its vertices).
 */
final class PolyMerger {
    private final NavMesh m;
    /** The subset, ascending; null for all triangles. */
    private final int[] subset;
    private final int count;
    /** Polygon slot (local index of its root triangle) of each local triangle: union-find with path halving. */
    private final int[] owner;
    /**
     * Per local half-edge 3 i + j (edge j of the subset's i-th triangle): the local index of the triangle across it,
     * or -1 when none or not in the subset. The merge works on local half-edges and gives global ones back at the end,
     * so it looks each neighbour up in the subset once, not in every test.
     */
    private final int[] across;

    private PolyMerger(NavMesh m, int[] subset, int count) {
        this.m = m;
        this.subset = subset;
        this.count = count;
        owner = new int[count];
        across = new int[3 * count];
    }

    /**
     * The merged polygons of the given triangles, each as its half-edges 3 t + j counter-clockwise, in the order
     * of their lowest triangle id (nothing merges when no triangle of the subset encloses any area in XZ).
     *
     * @param m      the mesh; not null
     * @param subset triangle ids, ascending and distinct; null for all the mesh's triangles; unaffected
     * @param count  how many ids of subset to use (the mesh's triangle count when subset is null)
     * @param mergeAny false to keep every triangle alone (one polygon per triangle)
     * @return one array of half-edges per polygon; new
     */
    static int[][] merge(NavMesh m, int[] subset, int count, boolean mergeAny) {
        return new PolyMerger(m, subset, count).run(mergeAny);
    }

    private int triangle(int i) {
        return subset == null ? i : subset[i];
    }

    /** Local index of triangle t, or -1 when t is not in the subset. */
    private int local(int t) {
        if (subset == null) {
            return t;
        }
        int i = Arrays.binarySearch(subset, 0, count, t);
        return i >= 0 ? i : -1;
    }

    private int[][] run(boolean mergeAny) {
        int[][] polys = new int[count][];
        double sign = 0;
        for (int i = 0; i < count; i++) {
            int t = triangle(i);
            polys[i] = new int[] {3 * i, 3 * i + 1, 3 * i + 2};
            owner[i] = i;
            if (sign == 0) {
                sign = Math.signum(area2(m, m.vertex(t, 0), m.vertex(t, 1), m.vertex(t, 2)));
            }
        }
        if (mergeAny && sign != 0) {
            mergeAll(polys, sign);
        }
        int np = 0;
        for (int[] p : polys) {
            if (p != null) {
                for (int k = 0; k < p.length; k++) {
                    p[k] = 3 * triangle(p[k] / 3) + p[k] % 3;
                }
                polys[np++] = p;
            }
        }
        return Arrays.copyOf(polys, np);
    }

    private void mergeAll(int[][] polys, double sign) {
        // Interior edges (once, from the lower triangle id), ordered by squared length: the float
        // bits of a non-negative length order like the length, packed above the half-edge id.
        // (The subset ascends, so local order is triangle id order: the edges and their ties sort as the triangles'.)
        long[] edges = new long[3 * count];
        int ne = 0;
        for (int i = 0; i < count; i++) {
            int t = triangle(i);
            for (int j = 0; j < 3; j++) {
                int q = m.neighbour(t, j);
                int lq = q >= 0 ? local(q) : -1;
                across[3 * i + j] = lq;
                if (lq > i && m.area(q) == m.area(t)) {
                    int v0 = m.vertex(t, j), v1 = m.vertex(t, j == 2 ? 0 : j + 1);
                    double dx = m.vertexX(v1) - m.vertexX(v0), dz = m.vertexZ(v1) - m.vertexZ(v0);
                    edges[ne++] = ((long) Float.floatToIntBits((float) (dx * dx + dz * dz)) << 32) | (3 * i + j);
                }
            }
        }
        Arrays.sort(edges, 0, ne);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int x = ne - 1; x >= 0; x--) {
                int h = (int) edges[x];
                int t = h / 3, q = across[h];
                int a = find(t), b = find(q);
                if (a == b) {
                    continue;
                }
                int[] pa = polys[a], pb = polys[b];
                if (pa.length + pb.length - 2 > PolyGraph.MAX_EDGES) {
                    continue;
                }
                int i = indexOf(pa, h);
                int k = indexOfTwin(pb, t, q);
                assert i >= 0 && k >= 0 : "an edge between two polygons is on both";
                if (sharedEdges(pa, b) != 1 || !convexJoin(pa, i, pb, k, sign)) {
                    continue;
                }
                int w = 0;
                for (int s = 1; s < pa.length; s++) {
                    join[w++] = pa[(i + s) % pa.length];
                }
                for (int s = 1; s < pb.length; s++) {
                    join[w++] = pb[(k + s) % pb.length];
                }
                if (w > PolyGraph.MAX_VERTS && corners(join, w) > PolyGraph.MAX_VERTS) {
                    continue;
                }
                polys[a] = Arrays.copyOf(join, w);
                polys[b] = null;
                owner[b] = a;
                changed = true;
            }
        }
    }

    /** The polygon two polygons would join into (local half-edges), {@link PolyGraph#MAX_EDGES} at most. */
    private final int[] join = new int[PolyGraph.MAX_EDGES];

    /** Number of the corners of the polygon of local half-edges p[0 .. n) that are not straight. */
    private int corners(int[] p, int n) {
        int c = 0;
        for (int x = 0; x < n; x++) {
            int a = startVertex(p[x == 0 ? n - 1 : x - 1]), b = startVertex(p[x]), d = startVertex(p[x + 1 == n ? 0 : x + 1]);
            if (!straight(a, b, d)) {
                c++;
            }
        }
        return c;
    }

    private static int indexOf(int[] p, int h) {
        for (int i = 0; i < p.length; i++) {
            if (p[i] == h) {
                return i;
            }
        }
        return -1;
    }

    private int find(int i) {
        while (owner[i] != i) {
            owner[i] = owner[owner[i]];
            i = owner[i];
        }
        return i;
    }

    /** Index in pb of the local half-edge of local triangle q facing local triangle t, or -1. */
    private int indexOfTwin(int[] pb, int t, int q) {
        for (int k = 0; k < pb.length; k++) {
            int h = pb[k];
            if (h / 3 == q && across[h] == t) {
                return k;
            }
        }
        return -1;
    }

    /** Number of edges of pa whose far side belongs to polygon b. */
    private int sharedEdges(int[] pa, int b) {
        int n = 0;
        for (int h : pa) {
            int lq = across[h];
            if (lq >= 0 && find(lq) == b) {
                n++;
            }
        }
        return n;
    }

    /** True when joining pa and pb across pa[i] / pb[k] keeps both junction corners convex (or straight). */
    private boolean convexJoin(int[] pa, int i, int[] pb, int k, double sign) {
        int na = pa.length, nb = pb.length;
        // Junction at the start vertex of pa[i] (= end of pb[k]): previous pa[i-1] start, next pb[k+1] end.
        int u = startVertex(pa[i]);
        int uPrev = startVertex(pa[(i + na - 1) % na]);
        int uNext = startVertex(pb[(k + 2) % nb]);
        // Junction at the start vertex of pb[k] (= end of pa[i]).
        int v = startVertex(pb[k]);
        int vPrev = startVertex(pb[(k + nb - 1) % nb]);
        int vNext = startVertex(pa[(i + 2) % na]);
        return convex(uPrev, u, uNext, sign) && convex(vPrev, v, vNext, sign);
    }

    /** True when the corner a, b, c is straight: within {@link PolyGraph#STRAIGHT} of a straight line either way. */
    private boolean straight(int a, int b, int c) {
        double ax = m.vertexX(a), az = m.vertexZ(a);
        double bx = m.vertexX(b), bz = m.vertexZ(b);
        double cx = m.vertexX(c), cz = m.vertexZ(c);
        double abx = bx - ax, abz = bz - az, bcx = cx - bx, bcz = cz - bz;
        double l1 = Math.sqrt(abx * abx + abz * abz), l2 = Math.sqrt(bcx * bcx + bcz * bcz);
        return Math.abs(area2(ax, az, bx, bz, cx, cz)) <= PolyGraph.STRAIGHT * l1 * l2;
    }

    private boolean convex(int a, int b, int c, double sign) {
        double ax = m.vertexX(a), az = m.vertexZ(a);
        double bx = m.vertexX(b), bz = m.vertexZ(b);
        double cx = m.vertexX(c), cz = m.vertexZ(c);
        double abx = bx - ax, abz = bz - az, bcx = cx - bx, bcz = cz - bz;
        double l1 = Math.sqrt(abx * abx + abz * abz), l2 = Math.sqrt(bcx * bcx + bcz * bcz);
        return sign * area2(ax, az, bx, bz, cx, cz) >= -PolyGraph.STRAIGHT * l1 * l2;
    }

    /** The start vertex (mesh id) of local half-edge h. */
    private int startVertex(int h) {
        return m.vertex(triangle(h / 3), h % 3);
    }

    private static double area2(NavMesh m, int a, int b, int c) {
        return area2(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b), m.vertexX(c), m.vertexZ(c));
    }

    private static double area2(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }
}
