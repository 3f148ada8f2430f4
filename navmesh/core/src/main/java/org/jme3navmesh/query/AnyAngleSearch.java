package org.jme3navmesh.query;

import static org.jme3navmesh.query.IntervalGeometry.ON_VERTEX;
import static org.jme3navmesh.query.IntervalGeometry.exitCut;
import static org.jme3navmesh.query.IntervalGeometry.leftExit;
import static org.jme3navmesh.query.IntervalGeometry.len;
import static org.jme3navmesh.query.IntervalGeometry.onEntryLine;
import static org.jme3navmesh.query.IntervalGeometry.rightExit;
import static org.jme3navmesh.query.IntervalGeometry.throughCost;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Any-angle shortest-path search: Polyanya (Cui, Harabor &amp; Grastien, "Compromise-free
 * Pathfinding on a Navigation Mesh", IJCAI 2017) on the convex polygons of a {@link PolyGraph}, in
 * the XZ plane, following polygon adjacency (so it also works on multi-layer meshes).
 *
 * <p>A search node is an interval [L, R] on a polygon edge, seen from a root point (the start or a
 * mesh corner) whose shortest distance g is known; every point of the interval is visible from the
 * root. f = g + (shortest distance from the root through the interval to the goal), an admissible
 * and exact-on-arrival estimate, so the first goal node popped gives the Euclidean shortest path
 * (up to the heuristic weight). Expanding a node projects the interval across the next polygon
 * (observable successors, same root) and, where an interval end is a corner vertex, turns around
 * it (non-observable successors rooted at that corner). Root-level pruning keeps only the cheapest
 * g per root vertex; dead-end pruning never crosses a bridge of the triangle adjacency graph away
 * from the goal (the region beyond could only be left the way it was entered).
 *
 * <p>The search yields the corridor of triangles the optimal path crosses (per polygon, the
 * triangles between its entry and exit edges); the funnel in {@link NavMeshQuery} turns it into
 * waypoints. Node records live in growable primitive arrays and the open list is an
 * {@link IndexedHeap}: no allocation per query in steady state. Not thread-safe (owned by one
 * {@link NavMeshQuery}).
 */
final class AnyAngleSearch {
    /** Interval ends within this edge parameter of a vertex count as the vertex (a corner to turn at). */
    private static final double AT_VERTEX = 1e-6;

    /**
     * Heuristic weight: f = g + (1 + {@link QueryTolerances#PATH}) h. Weighted A* returns a
     * path at most that factor longer than the shortest, and expands far fewer nodes than the
     * exact search in open terrain (about half at 0.5 %).
     */
    private static final double WEIGHT = 1.0 + QueryTolerances.PATH;

    /** Ints per node record: polygon entered, entry edge with flags (-1 = goal node), parent node, root vertex (-1 = start). */
    static final int NI = 4;
    /** Doubles per node record: root x, z; interval end L x, z; interval end R x, z; g; f. */
    static final int ND = 8;
    /** Entry-edge field: the local edge index (low bits) ... */
    static final int EDGE = 0xFFFF;
    /** ... and flags: the interval's end L (resp. R) is the edge's end vertex. */
    private static final int AT_L = 1 << 16;
    private static final int AT_R = 1 << 17;

    private final NavMesh mesh;
    private final MeshTopology topo;

    // Node records.
    private int size;
    /**
     * Node records: {@link #NI} ints and {@link #ND} doubles each. The interval [L, R] lies on the
     * entry edge of the polygon entered; seen from inside that polygon, L is on the left.
     */
    private int[] ni = new int[NI * 256];
    private double[] nd = new double[ND * 256];

    /** Open nodes: lower f first; on ties, larger g (deeper) first. */
    private final IndexedHeap open = IndexedHeap.growable(256);

    private final int[] vStamp;
    private final double[] vBest;
    private final int[] pStamp;
    /** Writes the corridor of the node chain found and keeps its polygon crossings. */
    private final AnyAngleCorridor corridor;
    /** The last node expanded through each edge: one equal to it is not expanded again. */
    private final RepeatedNodes repeated = new RepeatedNodes();
    private PolyGraph graph;
    private int goalPoly;
    private int searchId;

    private QueryFilter filter;
    private boolean restricts;
    private double gx;
    private double gz;
    /** 2-edge-connected component of the goal, or -1 to search without dead-end pruning. */
    private int goalEcc;
    /** DFS entry time of goalEcc in the bridge tree. */
    private int goalIn;
    /** True when {@link #mayEnter} has anything to check (a restricting filter or dead-end pruning). */
    private boolean gated;
    private final int[] eccIn;
    /** {@link MeshTopology#bridge}: per half-edge 3 t + j, its bridge mark (-1 when not a bridge). */
    private final int[][] halfBridge;
    private final int[] eccOut;
    /**
     * Slack of the side tests from a root vertex ({@link IntervalGeometry#lineEps}). Carving splits edges at
     * points rounded to floats: a ray from a root vertex along such an edge passes its pieces' vertices only
     * within that rounding, and a polygon's corner between two pieces is straight only within it.
     */
    private final double lineEps;
    private int budget;
    private int expanded;
    /** True to leave a found path's triangles to be written on first access ({@link AnyAngleCorridor#write}). */
    boolean lazyCorridor;

    AnyAngleSearch(NavMesh mesh, MeshTopology topo) {
        this.mesh = mesh;
        this.topo = topo;
        vStamp = new int[mesh.vertexCount()];
        vBest = new double[mesh.vertexCount()];
        pStamp = new int[mesh.triangleCount()];
        corridor = new AnyAngleCorridor(mesh);
        eccIn = topo.eccIn;
        eccOut = topo.eccOut;
        halfBridge = topo.bridge;
        lineEps = IntervalGeometry.lineEps(mesh);
    }

    /** True when the last search entered triangle t (or started in it). */
    boolean reached(int t) {
        return pStamp[graph.polyOf(t)] == searchId;
    }

    /** The last path's corridor and its polygon crossings ({@link AnyAngleCorridor#crossings}); read-only. */
    AnyAngleCorridor corridor() {
        return corridor;
    }

    /** Nodes expanded by the last search. */
    int expanded() {
        return expanded;
    }

    /**
     * Searches from (sx, sz) in triangle st to (gx, gz) in triangle gt and writes the corridor of
     * triangles to out.
     *
     * @param polys the search graph: {@link MeshTopology#polys} when the filter forbids no triangle,
     *              else {@link MeshTopology#trianglePolys}
     * @return 1 when found, 0 when the goal is unreachable under the filter, -1 when the node
     *         budget ran out (the caller falls back to another search)
     */
    int search(PolyGraph polys, int st, float sx, float sz, int gt, float goalX, float goalZ, QueryFilter f,
               boolean filterRestricts, boolean pruneDeadEnds, PathResult out) {
        if (++searchId == Integer.MAX_VALUE) {
            Arrays.fill(vStamp, 0);
            Arrays.fill(pStamp, 0);
            repeated.clear();
            searchId = 1;
        }
        graph = polys;
        repeated.ensure(polys.edgeUsed);
        corridor.reset();
        filter = f;
        restricts = filterRestricts;
        gx = goalX;
        gz = goalZ;
        goalPoly = polys.polyOf(gt);
        goalEcc = pruneDeadEnds ? topo.ecc(gt) : -1;
        goalIn = pruneDeadEnds ? eccIn[goalEcc] : 0;
        gated = filterRestricts || pruneDeadEnds;
        size = 0;
        open.clear();
        expanded = 0;
        budget = Math.max(1 << 16, 32 * mesh.triangleCount());
        int sp = polys.polyOf(st);
        pStamp[sp] = searchId;
        if (sp == goalPoly) {
            // Both in one convex polygon: the straight line is the path.
            corridor.straight(polys, st, gt, out);
            return 1;
        }

        // Nudge the start off edges and vertices into the triangle's interior (by far less than a
        // millimetre on game-sized triangles) so its first intervals are never collinear with it.
        double cx = 0, cz = 0;
        for (int k = 0; k < 3; k++) {
            cx += mesh.vertexX(mesh.vertex(st, k));
            cz += mesh.vertexZ(mesh.vertex(st, k));
        }
        cx /= 3;
        cz /= 3;
        double rx = sx + (cx - sx) * 1e-5, rz = sz + (cz - sz) * 1e-5;
        pendingCount = 0;
        int sBase = polys.first(sp);
        for (int e = 0, ne = polys.end(sp) - sBase; e < ne; e++) {
            push(sBase, ne, e, 0.0, 1.0, rx, rz, -1, 0.0, -1);
        }
        estimatePending();
        for (int i = 0; i < pendingCount; i++) {
            queue(pending[i]);
        }
        while (!open.isEmpty()) {
            int n = open.pop();
            if (ni[NI * n + 1] < 0) {
                corridor.write(polys, ni, nd, st, ni[NI * n + 2], gt, gx, gz, lazyCorridor, out);
                return 1;
            }
            int rv = ni[NI * n + 3];
            if (rv >= 0 && nd[ND * n + 6] > vBest[rv] + 1e-6) {
                continue; // a cheaper way to this root was found after this node was queued
            }
            // Intermediate pruning (Polyanya, extended to any root): a node with a single successor
            // has it expanded at once instead of going through the heap (and without computing its
            // f: the search must pass through it to get anywhere beyond). Expanding out of f order
            // costs at most some extra work: root pruning keeps the best g per root vertex whatever
            // the order, and goal nodes always go through the heap, so the path returned keeps its
            // bound.
            int cur = n;
            while (true) {
                expanded++;
                if (size > budget) {
                    return -1;
                }
                pendingCount = 0;
                expand(cur);
                if (pendingCount == 1) {
                    int only = pending[0];
                    if (ni[NI * only + 1] >= 0) {
                        cur = only;
                        continue;
                    }
                }
                estimatePending();
                // The best new node goes on at once when the heap would hand it out next anyway.
                int bi = -1;
                double bf = Double.POSITIVE_INFINITY;
                for (int i = 0; i < pendingCount; i++) {
                    double pf = nd[ND * pending[i] + 7];
                    if (pf < bf) {
                        bf = pf;
                        bi = i;
                    }
                }
                if (bi >= 0 && (open.isEmpty() || bf < open.minKey())) {
                    int b = pending[bi];
                    for (int i = 0; i < pendingCount; i++) {
                        if (i != bi) {
                            queue(pending[i]);
                        }
                    }
                    if (ni[NI * b + 1] < 0) {
                        corridor.write(polys, ni, nd, st, ni[NI * b + 2], gt, gx, gz, lazyCorridor, out);
                        return 1;
                    }
                    cur = b;
                    continue;
                }
                for (int i = 0; i < pendingCount; i++) {
                    queue(pending[i]);
                }
                break;
            }
        }
        return 0;
    }

    /**
     * Queues the interval [u0, u1] of local edge j of the polygon whose edges start at base (np
     * edges; params from the edge's start vertex) as a node into the neighbour across it.
     */
    private void push(int base, int np, int j, double u0, double u1, double ox, double oz, int rootV, double g, int parent) {
        // Kept small (under the JIT's inlining limit for hot methods): the rare checks are apart.
        PolyGraph gr = graph;
        int e = base + j;
        int q = gr.nbr[e];
        if (q < 0 || u1 < u0 || (gated && !mayEnter(gr, e))) {
            return;
        }
        int e1 = j + 1 == np ? base : e + 1;
        double sx = gr.vx[e], sz = gr.vz[e];
        double dx = gr.vx[e1] - sx, dz = gr.vz[e1] - sz;
        int n = alloc();
        int o = NI * n;
        // Seen from the neighbour, the edge runs from R (its start there) to L: L is this edge's start.
        ni[o] = q;
        ni[o + 1] = gr.back[e] | (u0 <= AT_VERTEX ? AT_L : 0) | (u1 >= 1.0 - AT_VERTEX ? AT_R : 0);
        ni[o + 2] = parent;
        ni[o + 3] = rootV;
        int d = ND * n;
        nd[d] = ox;
        nd[d + 1] = oz;
        nd[d + 2] = sx + u0 * dx;
        nd[d + 3] = sz + u0 * dz;
        nd[d + 4] = sx + u1 * dx;
        nd[d + 5] = sz + u1 * dz;
        nd[d + 6] = g;
        addPending(n);
    }

    /** False when the filter forbids the polygon across edge e or e is a bridge away from the goal. */
    private boolean mayEnter(PolyGraph gr, int e) {
        if (restricts) {
            int h = gr.half[e];
            if (!filter.passable(mesh, mesh.neighbour(h / 3, h % 3))) {
                return false;
            }
        }
        if (goalEcc < 0) {
            return true;
        }
        int h = gr.half[e];
        int b = halfBridge[h >>> IntPages.SHIFT][h & IntPages.MASK];
        if (b >= 0) {
            // A bridge away from the goal leads into a dead end (see MeshTopology.mayCross).
            int c = b >> 1;
            boolean inside = eccIn[c] <= goalIn && goalIn < eccOut[c];
            return ((b & 1) == 1) == inside;
        }
        return true;
    }

    /**
     * Sets f of the pending non-goal nodes (deferred from push: a node expanded at once by
     * intermediate pruning never needs it).
     */
    private void estimatePending() {
        for (int i = 0; i < pendingCount; i++) {
            int n = pending[i];
            if (ni[NI * n + 1] < 0) {
                continue; // goal node: f set on creation
            }
            int d = ND * n;
            nd[d + 7] = nd[d + 6] + WEIGHT * throughCost(nd[d], nd[d + 1], nd[d + 2], nd[d + 3], nd[d + 4], nd[d + 5], gx, gz);
        }
    }

    private void pushGoal(int n, double cost) {
        int k = alloc();
        ni[NI * k] = goalPoly;
        ni[NI * k + 1] = -1;
        ni[NI * k + 2] = n;
        ni[NI * k + 3] = -1;
        nd[ND * k + 6] = cost;
        nd[ND * k + 7] = cost;
        addPending(k);
    }

    private void expand(int n) {
        PolyGraph gr = graph;
        int o = NI * n;
        int d = ND * n;
        int p = ni[o];
        pStamp[p] = searchId;
        int[] rec = gr.polyPages[(2 * p) >>> IntPages.SHIFT];
        int base = rec[(2 * p) & IntPages.MASK];
        int np = rec[((2 * p) & IntPages.MASK) + 1] - base;
        // Entry edge k runs from R (its start) to L (its end) in CCW order; seen from the entry,
        // L is on the left. The far edges are k+1 .. k-1 (mod np), from L around to R; a local
        // edge's parameter runs from its start vertex.
        int kf = ni[o + 1];
        int k = kf & EDGE;
        int k1 = k + 1 == np ? 0 : k + 1;
        int vL = gr.vert[base + k1], vR = gr.vert[base + k];
        double lvx = gr.vx[base + k1], lvz = gr.vz[base + k1];
        double rvx = gr.vx[base + k], rvz = gr.vz[base + k];
        double ox = nd[d], oz = nd[d + 1];
        double lx = nd[d + 2], lz = nd[d + 3];
        double rx = nd[d + 4], rz = nd[d + 5];
        double g = nd[d + 6];
        int rootV = ni[o + 3];
        if (repeated.repeats(base + k, searchId, rootV, g, lx, lz, rx, rz)) {
            return;
        }

        if (p == goalPoly) {
            pushGoal(n, g + throughCost(ox, oz, lx, lz, rx, rz, gx, gz));
            return;
        }
        int kLast = k == 0 ? np - 1 : k - 1; // the far edge ending at R

        // The eps of the exits below: a root vertex is rounded to floats, as are the edge's ends.
        double eps = rootV >= 0 ? lineEps : 0.0;
        if (onEntryLine(gr, base, np, k1, kLast, lvx, lvz, rvx, rvz, ox, oz, eps)) {
            // The root lies on the entry edge's line: if within the edge, it sees the whole polygon.
            double ex = rvx - lvx, ez = rvz - lvz;
            double u = ((ox - lvx) * ex + (oz - lvz) * ez) / (ex * ex + ez * ez);
            if (u >= -1e-6 && u <= 1 + 1e-6) {
                pushRange(base, np, k1, kLast, ox, oz, rootV, g, n);
                return;
            }
            // The root lies on the edge's line outside the edge: it sees the interval only edge-on.
            // A path into this polygon turns at the nearer edge end, if that is a corner vertex in
            // the interval; from there it sees the whole polygon.
            boolean nearLeft = u < 0;
            if ((kf & (nearLeft ? AT_L : AT_R)) == 0) {
                return;
            }
            int cv = nearLeft ? vL : vR;
            double cx = nearLeft ? lvx : rvx, cz = nearLeft ? lvz : rvz;
            if (!topo.isCorner(cv, mesh, filter, restricts)) {
                return;
            }
            double g2 = g + len(cx - ox, cz - oz);
            if (claimRoot(cv, g2)) {
                pushRange(base, np, k1, kLast, cx, cz, cv, g2, n);
            }
            return;
        }

        // The far edges where the rays root->L and root->R leave the polygon. From a root vertex, a vertex within
        // eps (the rounding of the coordinates) of a ray is where that ray leaves (the interval then ends at that
        // vertex, a corner to turn at).
        int xL = leftExit(gr, base, np, k1, kLast, ox, oz, lx, lz, lvx, lvz, rvx, rvz, eps);
        int iL = xL & ~ON_VERTEX;
        int xR = rightExit(gr, base, np, iL, kLast, ox, oz, rx, rz, eps);
        int iR = xR & ~ON_VERTEX;
        double uL = xL != iL ? 0.0 : exitCut(gr, base, np, iL, ox, oz, lx, lz);
        double uR = xR != iR ? 1.0 : exitCut(gr, base, np, iR, ox, oz, rx, rz);
        if (iR == iL && uR < uL) {
            uR = uL;
        }

        // Observable successors: same root.
        if (iL == iR) {
            push(base, np, iL, uL, uR, ox, oz, rootV, g, n);
        } else {
            if (uL < 1.0) {
                push(base, np, iL, uL, 1.0, ox, oz, rootV, g, n);
            }
            for (int i = iL + 1 == np ? 0 : iL + 1; i != iR; i = i + 1 == np ? 0 : i + 1) {
                push(base, np, i, 0.0, 1.0, ox, oz, rootV, g, n);
            }
            if (uR > 0.0) {
                push(base, np, iR, 0.0, uR, ox, oz, rootV, g, n);
            }
        }

        // Non-observable successors: turn around an interval end that is a corner vertex, when the
        // polygon has a part hidden behind it (never at a convex or straight corner of the free
        // space: the ray through it leaves the polygon there).
        if ((kf & AT_L) != 0 && (iL != k1 || uL > 0.0) && topo.isCorner(vL, mesh, filter, restricts)) {
            double g2 = g + len(lvx - ox, lvz - oz);
            if (claimRoot(vL, g2)) {
                for (int i = k1; i != iL; i = i + 1 == np ? 0 : i + 1) {
                    push(base, np, i, 0.0, 1.0, lvx, lvz, vL, g2, n);
                }
                if (uL > 0.0) {
                    push(base, np, iL, 0.0, uL, lvx, lvz, vL, g2, n);
                }
            }
        }
        if ((kf & AT_R) != 0 && (iR != kLast || uR < 1.0) && topo.isCorner(vR, mesh, filter, restricts)) {
            double g2 = g + len(rvx - ox, rvz - oz);
            if (claimRoot(vR, g2)) {
                if (uR < 1.0) {
                    push(base, np, iR, uR, 1.0, rvx, rvz, vR, g2, n);
                }
                if (iR != kLast) {
                    pushRange(base, np, iR + 1 == np ? 0 : iR + 1, kLast, rvx, rvz, vR, g2, n);
                }
            }
        }
    }

    /** Pushes the whole far edges from..to (inclusive, mod np) of the polygon at base, seen from one root. */
    private void pushRange(int base, int np, int from, int to, double ox, double oz, int rootV, double g, int n) {
        for (int i = from; ; i = i + 1 == np ? 0 : i + 1) {
            push(base, np, i, 0.0, 1.0, ox, oz, rootV, g, n);
            if (i == to) {
                break;
            }
        }
    }

    /** Root-level pruning: true when g is the best (or tied) distance found so far to vertex v. */
    private boolean claimRoot(int v, double g) {
        if (vStamp[v] == searchId && g > vBest[v] + 1e-6) {
            return false;
        }
        if (vStamp[v] != searchId || g < vBest[v]) {
            vStamp[v] = searchId;
            vBest[v] = g;
        }
        return true;
    }

    private int[] pending = new int[16];
    private int pendingCount;

    private void addPending(int n) {
        if (pendingCount == pending.length) {
            pending = Arrays.copyOf(pending, 2 * pendingCount);
        }
        pending[pendingCount++] = n;
    }

    private int alloc() {
        if (NI * size == ni.length) {
            ni = Arrays.copyOf(ni, 2 * ni.length);
            nd = Arrays.copyOf(nd, 2 * nd.length);
        }
        return size++;
    }

    private void queue(int n) {
        open.push(n, nd[ND * n + 7], nd[ND * n + 6]);
    }
}
