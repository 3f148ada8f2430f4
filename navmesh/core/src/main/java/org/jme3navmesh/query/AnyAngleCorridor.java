package org.jme3navmesh.query;

import static org.jme3navmesh.query.AnyAngleSearch.EDGE;
import static org.jme3navmesh.query.AnyAngleSearch.NI;

import java.util.Arrays;

/**
 * The corridor of an {@link AnyAngleSearch} result: the triangles the node chain found crosses
 * (per polygon, the triangles between its entry and exit edges) and the portals between polygons
 * as the funnel reads them. Scratch arrays sized by the mesh or grown on demand; not thread-safe.
 */
final class AnyAngleCorridor {
    /** Per triangle: its index in the corridor being de-looped, else -1. */
    private final int[] corridorPos;

    AnyAngleCorridor(int triangleCount) {
        corridorPos = new int[triangleCount];
        Arrays.fill(corridorPos, -1);
        chainMark = new int[triangleCount];
    }

    /** Forgets the last path's crossings (a search starts). */
    void reset() {
        crossingCount = -1;
    }

    /** Start and goal in one convex polygon of g: the triangles from st to gt, no crossing. */
    void straight(PolyGraph g, int st, int gt, PathResult out) {
        int sp = g.polyOf(st);
        out.ensureCorridor(g.triCount(sp));
        out.corridorSize = g.appendPath(out.corridor, 0, st, gt);
        crossingCount = 0;
    }

    /**
     * Writes the triangles of the node chain ending at node last: per polygon, the triangles
     * between its entry and exit triangles. A chain that enters a polygon twice (never on an exact
     * shortest path; possible in principle with the weighted heuristic) then has its loops removed.
     *
     * @param g       the polygons searched
     * @param ni      the search's int node records ({@link AnyAngleSearch#NI} per node)
     * @param st      the start triangle
     * @param last    the last node of the chain
     * @param goalTri the goal triangle
     * @param lazy    true to leave the triangles to be written on first access ({@link PathResult#corridorReady}):
     *                only the corridor's size, the crossings and the paths inside the polygons are kept
     * @param out     receives the corridor; modified
     */
    void write(PolyGraph g, int[] ni, int st, int last, int goalTri, boolean lazy, PathResult out) {
        if (++chainId == Integer.MAX_VALUE) {
            Arrays.fill(chainMark, 0);
            chainId = 1;
        }
        // The chain, last node first; and an upper bound on the corridor's size.
        int sp = g.polyOf(st);
        chainMark[sp] = chainId;
        boolean revisits = false;
        int size = g.triCount(sp);
        int nodes = 0;
        for (int k = last; k >= 0; k = ni[NI * k + 2]) {
            if (nodes == chain.length) {
                chain = Arrays.copyOf(chain, 2 * nodes);
            }
            chain[nodes++] = k;
            int p = ni[NI * k];
            revisits |= chainMark[p] == chainId;
            chainMark[p] = chainId;
            size += g.triCount(p);
        }
        if (crossings.length < CROSSING * nodes) {
            crossings = new int[2 * CROSSING * nodes];
        }
        if (lazy && !revisits) {
            out.corridorFrom(g, nodes + 1);
            out.corridorSize = crossLazily(g, ni, st, nodes, goalTri, out);
            crossingCount = nodes;
            return;
        }
        out.ensureCorridor(size);
        int[] corridor = out.corridor;
        int w = 0;
        int entry = st;
        for (int c = nodes - 1; c >= 0; c--) {
            int k = chain[c];
            int p = ni[NI * k];
            int base = g.first(p);
            int j = ni[NI * k + 1] & EDGE;
            int e = base + j;
            // The previous polygon's triangles from entry to its side of this node's entry edge.
            w = g.appendPath(corridor, w, entry, g.across[e]);
            entry = g.tri[e];
            cross(g, nodes - 1 - c, w - 1, p, e);
        }
        w = g.appendPath(corridor, w, entry, goalTri);
        out.corridorSize = revisits ? removeLoops(corridor, w) : w;
        crossingCount = revisits ? -1 : nodes;
    }

    /**
     * As {@link #write}'s crossings, the corridor counted instead of written: the paths inside the polygons go to
     * out ({@link PathResult#corridorPath}) and the size is returned.
     */
    private int crossLazily(PolyGraph g, int[] ni, int st, int nodes, int goalTri, PathResult out) {
        int w = 0;
        int entry = st;
        for (int c = nodes - 1; c >= 0; c--) {
            int k = chain[c];
            int p = ni[NI * k];
            int e = g.first(p) + (ni[NI * k + 1] & EDGE);
            int exit = g.across[e];
            out.corridorPath(entry, exit);
            w += g.pathLength(entry, exit);
            entry = g.tri[e];
            cross(g, nodes - 1 - c, w - 1, p, e);
        }
        out.corridorPath(entry, goalTri);
        return w + g.pathLength(entry, goalTri);
    }

    /**
     * Records crossing i: into polygon p over its edge e (a per-edge index of g), corridor portal index portal.
     * The edge runs CCW in p, so seen from the previous polygon its end vertex is the portal's left end and its
     * start the right; the triangles on either side are the corridor's at portal and portal + 1.
     */
    private void cross(PolyGraph g, int i, int portal, int p, int e) {
        int o = CROSSING * i;
        crossings[o] = portal;
        crossings[o + 1] = g.vert[e + 1 == g.end(p) ? g.first(p) : e + 1];
        crossings[o + 2] = g.vert[e];
        crossings[o + 3] = g.across[e];
        crossings[o + 4] = g.tri[e];
    }

    /** Ints per crossing in {@link #crossings}. */
    static final int CROSSING = 5;

    /**
     * The corridor portals between polygons of the last path found, in order: per crossing, its
     * corridor portal index, its left and right vertex (mesh ids), and the corridor's triangles before
     * and after it, as the funnel reads them.
     */
    private int[] crossings = new int[16 * CROSSING];
    private int crossingCount = -1;

    /**
     * Number of polygon crossings of the last path found ({@link #crossings}); -1 when the search
     * found none or the corridor had loops removed (then its portals must be read from the corridor).
     */
    int crossingCount() {
        return crossingCount;
    }

    /** The crossings behind {@link #crossingCount}, {@link #CROSSING} ints each; read-only. */
    int[] crossings() {
        return crossings;
    }

    /** Removes loops (a triangle visited twice) from corridor c[0..n); returns the new size. */
    private int removeLoops(int[] c, int n) {
        int w = 0;
        for (int r = 0; r < n; r++) {
            int t = c[r];
            int prev = corridorPos[t] >= 0 && corridorPos[t] < w && c[corridorPos[t]] == t ? corridorPos[t] : -1;
            if (prev >= 0) {
                w = prev;
            }
            c[w] = t;
            corridorPos[t] = w;
            w++;
        }
        for (int k = 0; k < n; k++) {
            corridorPos[c[k]] = -1;
        }
        return w;
    }

    /** Per polygon: stamped when the chain being written enters it. */
    private final int[] chainMark;
    private int chainId;
    private int[] chain = new int[64];
}
