package org.jme3navmesh.query;

import static org.jme3navmesh.query.AnyAngleSearch.EDGE;
import static org.jme3navmesh.query.AnyAngleSearch.ND;
import static org.jme3navmesh.query.AnyAngleSearch.NI;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The corridor of an {@link AnyAngleSearch} result: the triangles the node chain found crosses
 * (per polygon, the triangles between its entry and exit edges) and the portals between polygons
 * as the funnel reads them. A node that entered its polygon over a run of sub-edges ({@link PolyGraph}) crossed the
 * sub-edge where the path from its root to the next root of the chain (or the goal) meets the run; the corridor
 * passes there. Scratch arrays sized by the mesh or grown on demand; not thread-safe.
 */
final class AnyAngleCorridor {
    /** Per triangle: its index in the corridor being de-looped, else -1. */
    private final int[] corridorPos;

    private final NavMesh mesh;

    AnyAngleCorridor(NavMesh mesh) {
        this.mesh = mesh;
        int triangleCount = mesh.triangleCount();
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
     * @param nd      the search's double node records ({@link AnyAngleSearch#ND} per node: the root's x, z first)
     * @param st      the start triangle
     * @param last    the last node of the chain
     * @param goalTri the goal triangle
     * @param gx      the goal's x, world metres
     * @param gz      the goal's z, world metres
     * @param lazy    true to leave the triangles to be written on first access ({@link PathResult#corridorReady}):
     *                only the corridor's size, the crossings and the paths inside the polygons are kept
     * @param out     receives the corridor; modified
     */
    void write(PolyGraph g, int[] ni, double[] nd, int st, int last, int goalTri, double gx, double gz, boolean lazy,
               PathResult out) {
        if (++chainId == Integer.MAX_VALUE) {
            Arrays.fill(chainMark, 0);
            chainId = 1;
        }
        // The chain, last node first.
        int sp = g.polyOf(st);
        chainMark[sp] = chainId;
        boolean revisits = false;
        int nodes = 0;
        for (int k = last; k >= 0; k = ni[NI * k + 2]) {
            if (nodes == chain.length) {
                chain = Arrays.copyOf(chain, 2 * nodes);
            }
            chain[nodes++] = k;
            int p = ni[NI * k];
            revisits |= chainMark[p] == chainId;
            chainMark[p] = chainId;
        }
        if (crossings.length < CROSSING * nodes) {
            crossings = new int[2 * CROSSING * nodes];
        }
        this.nd = nd;
        this.ni = ni;
        this.gx = gx;
        this.gz = gz;
        nodeCount = nodes;
        rootsKnown = false;
        if (lazy && !revisits) {
            out.corridorFrom(g, nodes + 1);
            out.corridorSize = crossLazily(g, ni, st, nodes, goalTri, out);
            crossingCount = nodes;
            return;
        }
        int size = g.triCount(sp); // an upper bound on the corridor's size
        for (int c = 0; c < nodes; c++) {
            size += g.triCount(ni[NI * chain[c]]);
        }
        out.ensureCorridor(size);
        int[] corridor = out.corridor;
        int w = 0;
        int entry = st;
        for (int c = nodes - 1; c >= 0; c--) {
            int k = chain[c];
            int p = ni[NI * k];
            crossing(g, p, g.first(p) + (ni[NI * k + 1] & EDGE), k, c);
            // The previous polygon's triangles from entry to its side of this node's entry edge.
            w = g.appendPath(corridor, w, entry, crossBefore);
            entry = crossAfter;
            cross(nodes - 1 - c, w - 1);
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
            crossing(g, p, g.first(p) + (ni[NI * k + 1] & EDGE), k, c);
            out.corridorPath(entry, crossBefore);
            w += g.pathLength(entry, crossBefore);
            entry = crossAfter;
            cross(nodes - 1 - c, w - 1);
        }
        out.corridorPath(entry, goalTri);
        return w + g.pathLength(entry, goalTri);
    }

    /** Records crossing i, the last one {@link #crossing} found, at corridor portal index portal. */
    private void cross(int i, int portal) {
        int o = CROSSING * i;
        crossings[o] = portal;
        crossings[o + 1] = crossLeft;
        crossings[o + 2] = crossRight;
        crossings[o + 3] = crossBefore;
        crossings[o + 4] = crossAfter;
    }

    /**
     * Finds where the path crosses into polygon p over its edge e (a per-edge index of g), at node k (at chain[c]):
     * the edge itself, or on a run the sub-edge where the line from the node's root to the next root meets it. The
     * triangle edge crossed runs CCW in its triangle of p, so seen from the previous polygon its end vertex is the
     * portal's left end and its start the right; sets {@link #crossLeft}, {@link #crossRight}, {@link #crossBefore}
     * (the triangle before it) and {@link #crossAfter} (its triangle in p).
     */
    private void crossing(PolyGraph g, int p, int e, int k, int c) {
        int f = g.first(p);
        int i = e == f ? 0 : g.runEnd[e - 1];
        int e1 = e + 1 == g.end(p) ? f : e + 1;
        if (g.runEnd[e] - i == 1) {
            crossLeft = g.vert[e1];
            crossRight = g.vert[e];
            crossBefore = g.across[e];
            crossAfter = g.tri[e];
            return;
        }
        if (!rootsKnown) {
            nextRoots();
        }
        double sx = g.vx[e], sz = g.vz[e], dx = g.vx[e1] - sx, dz = g.vz[e1] - sz;
        double ax = nd[ND * k], az = nd[ND * k + 1];
        double bx = nextX[c] - ax, bz = nextZ[c] - az;
        double den = dx * bz - dz * bx;
        double u;
        if (Math.abs(den) > 1e-12 * Math.sqrt((dx * dx + dz * dz) * (bx * bx + bz * bz))) {
            u = ((ax - sx) * bz - (az - sz) * bx) / den;
        } else {
            u = ((ax - sx) * dx + (az - sz) * dz) / (dx * dx + dz * dz); // along the run: where the root is
        }
        int s = f + g.subAt(p, e, u);
        int h = g.sub[s];
        int t = h / 3, j = h % 3;
        crossLeft = mesh.vertex(t, j == 2 ? 0 : j + 1);
        crossRight = mesh.vertex(t, j);
        crossBefore = g.subAcross[s];
        crossAfter = t;
    }

    /** The crossing {@link #crossing} found last: its left and right vertices, the triangles before and after it. */
    private int crossLeft;
    private int crossRight;
    private int crossBefore;
    private int crossAfter;
    /** The chain being written: the search's node records, the goal, the number of nodes. */
    private int[] ni;
    private double[] nd;
    private double gx;
    private double gz;
    private int nodeCount;
    /** True once {@link #nextRoots} ran for the chain being written. */
    private boolean rootsKnown;

    /**
     * Per chain position c (last node first), the point the path heads for from the root of node chain[c]: the
     * next root along the chain that differs from it, or where the path leaves the last root ({@link #lastTurn}).
     */
    private void nextRoots() {
        int nodes = nodeCount;
        rootsKnown = true;
        if (nextX.length < nodes) {
            nextX = new double[2 * nodes];
            nextZ = new double[2 * nodes];
        }
        for (int c = 0; c < nodes; c++) {
            if (c == 0) {
                lastTurn(chain[0]);
                continue;
            }
            int k = chain[c], later = chain[c - 1];
            if (ni[NI * later + 3] != ni[NI * k + 3]) {
                nextX[c] = nd[ND * later];
                nextZ[c] = nd[ND * later + 1];
            } else {
                nextX[c] = nextX[c - 1];
                nextZ[c] = nextZ[c - 1];
            }
        }
    }

    /**
     * Sets the point the path heads for from the root of the chain's last node k (the one entering the goal's
     * polygon): the goal when the line from the root to the goal passes through k's interval, else the interval's end
     * it turns at (the goal node's cost goes round it, {@link IntervalGeometry#throughCost}).
     */
    private void lastTurn(int k) {
        int d = ND * k;
        double ax = nd[d], az = nd[d + 1], lx = nd[d + 2], lz = nd[d + 3], rx = nd[d + 4], rz = nd[d + 5];
        double bx = gx - ax, bz = gz - az, ex = rx - lx, ez = rz - lz;
        double den = ex * bz - ez * bx;
        nextX[0] = gx;
        nextZ[0] = gz;
        if (Math.abs(den) > 1e-12 * Math.sqrt((ex * ex + ez * ez) * (bx * bx + bz * bz))) {
            double t = ((ax - lx) * bz - (az - lz) * bx) / den;
            if (t < 0) {
                nextX[0] = lx;
                nextZ[0] = lz;
            } else if (t > 1) {
                nextX[0] = rx;
                nextZ[0] = rz;
            }
        }
    }

    private double[] nextX = new double[64];
    private double[] nextZ = new double[64];

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
