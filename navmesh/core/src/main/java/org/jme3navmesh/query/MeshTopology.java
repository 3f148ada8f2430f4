package org.jme3navmesh.query;

import org.jme3navmesh.mesh.DerivedKey;
import org.jme3navmesh.mesh.FloodFill;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Derived, immutable per-mesh tables the queries share: the triangles around each vertex, which
 * vertices lie on the mesh boundary, bridges and components, and the search graphs of convex
 * polygons ({@link PolyGraph}). Built once per mesh and owned by it ({@link NavMesh#derived}), so
 * the queries of many threads share one copy. Thread-safe.
 */
final class MeshTopology {
    /** The mesh's slot for its topology. */
    private static final DerivedKey<MeshTopology> KEY = new DerivedKey<>("query topology", MeshTopology::new,
            TopologyUpdate::apply);

    /** The triangles around each vertex, ascending, a triangle once per corner at it (retired triangles left out). */
    final VertexTriangles vertTris;
    /** Per vertex, in {@link IntPages}: 1 when on an edge with no neighbour (of a triangle that is not retired), else 0. */
    final int[][] boundaryVertex;
    final float maxSlope;
    /**
     * Per half-edge (3 t + e): -1 when crossing it is not a bridge of the triangle adjacency graph;
     * else 2 c + 1 when crossing enters the bridge-tree subtree of 2-edge-connected component c,
     * 2 c when it leaves that subtree. In {@link IntPages}, by half-edge.
     */
    final int[][] bridge;
    /**
     * 2-edge-connected component of each triangle, in {@link IntPages}: a node of the bridge tree, maybe one
     * joined into a node above it since ({@link #eccRep}).
     */
    final int[][] ecc;
    /** DFS interval of each 2-edge-connected component in the bridge tree: [eccIn, eccOut). */
    final int[] eccIn;
    final int[] eccOut;
    /** Parent of each 2-edge-connected component in the bridge tree (the DFS of the intervals), or -1 for a root. */
    final int[] eccParent;
    /**
     * Per node of the bridge tree, the half-edge of the bridge to its parent on the parent's side (its mark
     * 2 u + 1), as found by the last full build of the bridges; -1 for a root. A later change may have unmarked
     * that bridge or reused the triangle's id (then the half-edge is not marked with u).
     */
    final int[] eccUp;
    /**
     * Per node of the bridge tree, the node it was joined into (a {@link TopologyUpdate} joins connected subtrees
     * of nodes into their top node: the others keep their intervals and their triangles keep their labels, which
     * answer {@link #mayCross} as the top's would, and this leads from them towards the top; follow it to a node
     * that maps to itself); null when no node was joined (a topology built from scratch).
     */
    final int[] eccRep;
    /** Bit i set when some triangle has area i. */
    final long areasPresent;
    /** Number of triangles of each area id (modulo 64, as the bits of areasPresent). */
    final int[] areaCounts;
    /** Convex polygons merged from the triangles: the any-angle search graph for unrestricted filters. */
    final PolyGraph polys;
    /** True when derived from an earlier version's topology ({@link TopologyUpdate}), false when built from scratch. */
    final boolean derived;
    /** Built on first use (only filters that forbid triangles need it), or patched from the earlier version's. */
    private volatile PolyGraph trianglePolys;
    /** Built on first use ({@link #components}). */
    private volatile ComponentTriangles components;

    /** A topology of the given parts (kept, not copied), derived from an earlier version's by {@link TopologyUpdate}. */
    MeshTopology(VertexTriangles vertTris, int[][] boundaryVertex, float maxSlope, int[][] bridge, int[][] ecc,
            int[] eccIn, int[] eccOut, int[] eccParent, int[] eccUp, int[] eccRep, int[] areaCounts, PolyGraph polys,
            PolyGraph trianglePolys) {
        this.vertTris = vertTris;
        this.boundaryVertex = boundaryVertex;
        this.maxSlope = maxSlope;
        this.bridge = bridge;
        this.ecc = ecc;
        this.eccIn = eccIn;
        this.eccOut = eccOut;
        this.eccParent = eccParent;
        this.eccUp = eccUp;
        this.eccRep = eccRep;
        this.areaCounts = areaCounts;
        this.areasPresent = areasPresent(areaCounts);
        this.polys = polys;
        this.trianglePolys = trianglePolys;
        this.derived = true;
    }

    /** Builds the topology of m from scratch. */
    MeshTopology(NavMesh m) {
        int nv = m.vertexCount();
        int nt = m.triangleCount();
        derived = false;
        vertTris = VertexTriangles.of(m);
        int[] boundary = new int[nv];
        float ms = 0f;
        areaCounts = new int[64];
        for (int t = 0; t < nt; t++) {
            boolean live = !retired(m, t);
            for (int k = 0; live && k < 3; k++) {
                int v = m.vertex(t, k);
                if (m.neighbour(t, k) < 0) {
                    boundary[v] = 1;
                    boundary[m.vertex(t, (k + 1) % 3)] = 1;
                }
            }
            ms = Math.max(ms, m.slopeDeg(t));
            areaCounts[m.area(t) & 63]++;
        }
        maxSlope = ms;
        areasPresent = areasPresent(areaCounts);
        boundaryVertex = IntPages.of(boundary, nv);
        int[] bridgeFlat = new int[3 * nt];
        int[] eccFlat = new int[nt];
        int eccCount = findBridges(m, nt, bridgeFlat, eccFlat);
        eccIn = new int[eccCount];
        eccOut = new int[eccCount];
        eccParent = new int[eccCount];
        eccUp = new int[eccCount];
        eccRep = null;
        orientBridges(m, nt, eccCount, bridgeFlat, eccFlat, eccIn, eccOut, eccParent, eccUp);
        bridge = IntPages.of(bridgeFlat, 3 * nt);
        ecc = IntPages.of(eccFlat, nt);
        polys = PolyGraph.merged(m);
    }

    /**
     * True when triangle t is retired (its three corners one vertex, as an edited mesh leaves a triangle it
     * carved away): no vertex lists it and it makes no vertex a boundary vertex.
     */
    static boolean retired(NavMesh m, int t) {
        int a = m.vertex(t, 0);
        return a == m.vertex(t, 1) && a == m.vertex(t, 2);
    }

    private static long areasPresent(int[] areaCounts) {
        long present = 0L;
        for (int a = 0; a < 64; a++) {
            if (areaCounts[a] > 0) {
                present |= 1L << a;
            }
        }
        return present;
    }

    /**
     * The triangles of each connected component, built on first use.
     *
     * @param mesh the mesh this topology belongs to; not null
     * @return the lists; not null
     */
    ComponentTriangles components(NavMesh mesh) {
        ComponentTriangles c = components;
        if (c == null) {
            synchronized (this) {
                c = components;
                if (c == null) {
                    c = new ComponentTriangles(mesh);
                    components = c;
                }
            }
        }
        return c;
    }

    /** The triangle graph if built already (for {@link TopologyUpdate}), else null. */
    PolyGraph trianglePolysIfBuilt() {
        return trianglePolys;
    }

    /**
     * One polygon per triangle: the any-angle search graph when the filter forbids some triangles.
     * (The mesh is passed in, not kept: the mesh holds its topology.)
     *
     * @param mesh the mesh this topology was built for
     */
    PolyGraph trianglePolys(NavMesh mesh) {
        PolyGraph g = trianglePolys;
        if (g == null) {
            synchronized (this) {
                g = trianglePolys;
                if (g == null) {
                    g = PolyGraph.triangles(mesh);
                    trianglePolys = g;
                }
            }
        }
        return g;
    }

    /** The 2-edge-connected component of triangle t. */
    int ecc(int t) {
        return IntPages.get(ecc, t);
    }

    /**
     * A path to a goal in 2-edge-connected component goalEcc never needs to cross half-edge he
     * when he is a bridge leading away from the goal: beyond it lies a dead end (a region that can
     * only be left the way it was entered).
     */
    boolean mayCross(int he, int goalEcc) {
        int b = IntPages.get(bridge, he);
        if (b < 0) {
            return true;
        }
        int c = b >> 1;
        boolean inside = eccIn[c] <= eccIn[goalEcc] && eccIn[goalEcc] < eccOut[c];
        return (b & 1) == 1 ? inside : !inside;
    }

    /** Tarjan's bridges (iterative DFS over triangle adjacency); labels 2-edge-connected components. */
    static int findBridges(NavMesh m, int nt, int[] bridge, int[] ecc) {
        java.util.Arrays.fill(bridge, -1);
        int[] tin = new int[nt];
        int[] low = new int[nt];
        int[] parent = new int[nt];
        int[] next = new int[nt];
        int[] stack = new int[nt];
        java.util.Arrays.fill(tin, -1);
        int timer = 0;
        for (int s = 0; s < nt; s++) {
            if (tin[s] >= 0) {
                continue;
            }
            int sp = 0;
            stack[sp++] = s;
            tin[s] = low[s] = timer++;
            parent[s] = -1;
            next[s] = 0;
            while (sp > 0) {
                int t = stack[sp - 1];
                if (next[t] < 3) {
                    int e = next[t]++;
                    int nb = m.neighbour(t, e);
                    if (nb < 0 || nb == parent[t]) {
                        continue;
                    }
                    if (tin[nb] < 0) {
                        tin[nb] = low[nb] = timer++;
                        parent[nb] = t;
                        next[nb] = 0;
                        stack[sp++] = nb;
                    } else {
                        low[t] = Math.min(low[t], tin[nb]);
                    }
                } else {
                    sp--;
                    int p = parent[t];
                    if (p >= 0) {
                        low[p] = Math.min(low[p], low[t]);
                        if (low[t] > tin[p]) {
                            // marked; oriented later
                            bridge[3 * p + m.sharedEdge(p, t)] = 0;
                            bridge[3 * t + m.sharedEdge(t, p)] = 0;
                        }
                    }
                }
            }
        }
        java.util.Arrays.fill(ecc, -1);
        return FloodFill.labelRegions(nt, (t, e) -> bridge[3 * t + e] < 0 ? m.neighbour(t, e) : -1, -1, ecc);
    }

    /** DFS over the bridge tree: intervals per component and the direction of every bridge half-edge. */
    static void orientBridges(NavMesh m, int nt, int eccCount, int[] bridge, int[] ecc, int[] eccIn, int[] eccOut,
            int[] parentEcc, int[] up) {
        // Bridge-tree adjacency in CSR form, one entry per bridge half-edge (from its triangle's ecc).
        int[] start = new int[eccCount + 1];
        for (int he = 0; he < 3 * nt; he++) {
            if (bridge[he] >= 0) {
                start[ecc[he / 3] + 1]++;
            }
        }
        for (int i = 0; i < eccCount; i++) {
            start[i + 1] += start[i];
        }
        int[] adj = new int[start[eccCount]];
        int[] fill = new int[eccCount];
        for (int he = 0; he < 3 * nt; he++) {
            if (bridge[he] >= 0) {
                int a = ecc[he / 3];
                adj[start[a] + fill[a]++] = ecc[m.neighbour(he / 3, he % 3)];
            }
        }
        int[] next = new int[eccCount];
        int[] stack = new int[eccCount];
        java.util.Arrays.fill(eccIn, -1);
        int timer = 0;
        for (int r = 0; r < eccCount; r++) {
            if (eccIn[r] >= 0) {
                continue;
            }
            int sp = 0;
            stack[sp++] = r;
            parentEcc[r] = -1;
            eccIn[r] = timer++;
            next[r] = start[r];
            while (sp > 0) {
                int c = stack[sp - 1];
                if (next[c] < start[c + 1]) {
                    int d = adj[next[c]++];
                    if (eccIn[d] < 0) {
                        parentEcc[d] = c;
                        eccIn[d] = timer++;
                        next[d] = start[d];
                        stack[sp++] = d;
                    }
                } else {
                    eccOut[c] = timer;
                    sp--;
                }
            }
        }
        java.util.Arrays.fill(up, -1);
        for (int he = 0; he < 3 * nt; he++) {
            if (bridge[he] >= 0) {
                int a = ecc[he / 3], b = ecc[m.neighbour(he / 3, he % 3)];
                bridge[he] = parentEcc[b] == a ? 2 * b + 1 : 2 * a;
                if (parentEcc[b] == a) {
                    up[b] = he;
                }
            }
        }
    }

    /**
     * True when an optimal path may turn at vertex v: it lies on the mesh boundary or, when the
     * filter restricts anything, touches a triangle the filter forbids.
     */
    boolean isCorner(int v, NavMesh mesh, QueryFilter filter, boolean filterRestricts) {
        if (IntPages.get(boundaryVertex, v) != 0) {
            return true;
        }
        if (!filterRestricts) {
            return false;
        }
        int[] page = vertTris.page(v);
        for (int i = VertexTriangles.from(page, v), e = VertexTriangles.to(page, v); i < e; i++) {
            if (!filter.passable(mesh, page[i])) {
                return true;
            }
        }
        return false;
    }

    /** The topology of the mesh, built on first use and kept by the mesh. */
    static MeshTopology of(NavMesh mesh) {
        return mesh.derived(KEY);
    }
}
