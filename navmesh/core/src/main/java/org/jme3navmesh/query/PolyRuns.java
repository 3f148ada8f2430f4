package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.BitSet;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The runs of a {@link PolyGraph} being laid out by {@link PolyGraphPatch} (a run: consecutive sub-edges of a polygon
 * facing one polygon, one edge of both): joined between two new polygons ({@link #joinRuns}), split where a kept
 * polygon's run faced one that went away ({@link #splitRuns}), and the links back into a polygon laid out again
 * ({@link #linkBack}). Works on the pool and records of the graph being laid out; not thread-safe.
 *
 * <p>Runs are joined only between two new polygons. A kept polygon keeps its edges, but for a run facing a polygon that
 * went away: the sub-edges of that run might now face several polygons, so they become one edge each (the polygon's
 * edges are laid out again, and the kept polygons across its other edges are written again with their links into it).
 */
final class PolyRuns {
    private final NavMesh m;
    private final PolyEdges pool;
    private final IntPages polyRecords;
    private final IntPages triRecords;
    /** The earlier graph's polygons that went away (by their earlier ids). */
    private final BitSet isGone;

    /**
     * @param m           the later mesh; not null
     * @param pool        the pool the graph is laid out in; modified by the methods
     * @param polyRecords the graph's polygon records (first, end); modified by the methods
     * @param triRecords  the graph's triangle records (polygon, local index), all written; read
     * @param isGone      the earlier polygons that went away; read
     */
    PolyRuns(NavMesh m, PolyEdges pool, IntPages polyRecords, IntPages triRecords, BitSet isGone) {
        this.m = m;
        this.pool = pool;
        this.polyRecords = polyRecords;
        this.triRecords = triRecords;
        this.isGone = isGone;
    }

    /**
     * The kept polygons of an earlier graph with a run facing one that went away (each side of a run has one).
     *
     * @param prev      the earlier graph; not null, unaffected
     * @param gone      its polygons that went away, at 0 .. goneCount - 1; unaffected
     * @param goneCount how many
     * @param isGone    the same as a set; unaffected
     * @return the kept polygons' earlier ids, each once; new
     */
    static int[] keptFacingGone(PolyGraph prev, int[] gone, int goneCount, BitSet isGone) {
        int[] split = new int[8];
        int splitCount = 0;
        BitSet isSplit = new BitSet();
        for (int k = 0; k < goneCount; k++) {
            int p = gone[k];
            for (int e = prev.first(p), end = prev.end(p); e < end; e++) {
                int r = prev.nbr[e];
                if (r >= 0 && !isGone.get(r) && !isSplit.get(r) && prev.runEnd[e] - prev.subStart(p, e) > 1) {
                    isSplit.set(r);
                    if (splitCount == split.length) {
                        split = Arrays.copyOf(split, 2 * splitCount);
                    }
                    split[splitCount++] = r;
                }
            }
        }
        return Arrays.copyOf(split, splitCount);
    }

    private int first(int p) {
        return polyRecords.get(2 * p);
    }

    private int end(int p) {
        return polyRecords.get(2 * p + 1);
    }

    /**
     * Lays out kept polygon p again (written again, before its links are): each run facing a polygon that went
     * away (its links still the earlier graph's) becomes one edge per sub-edge, linked later ({@link PolyGraphPatch}'s linking of new polygons).
     */
    void splitRuns(int p) {
        int f = first(p), n = end(p) - f;
        int[] vert = Arrays.copyOfRange(pool.vert, f, f + n);
        double[] vx = Arrays.copyOfRange(pool.vx, f, f + n);
        double[] vz = Arrays.copyOfRange(pool.vz, f, f + n);
        int[] half = Arrays.copyOfRange(pool.half, f, f + n);
        int[] nbr = Arrays.copyOfRange(pool.nbr, f, f + n);
        int[] back = Arrays.copyOfRange(pool.back, f, f + n);
        int[] tri = Arrays.copyOfRange(pool.tri, f, f + n);
        int[] across = Arrays.copyOfRange(pool.across, f, f + n);
        int[] runEnd = Arrays.copyOfRange(pool.runEnd, f, f + n);
        int e = f;
        for (int i = 0; i < n; i++) {
            int s0 = i == 0 ? 0 : runEnd[i - 1];
            if (runEnd[i] - s0 > 1 && nbr[i] >= 0 && isGone.get(nbr[i])) {
                for (int x = s0; x < runEnd[i]; x++) {
                    writeEdge(m, pool, e, pool.sub[f + x]);
                    pool.nbr[e] = nbr[i];
                    pool.back[e] = -1;
                    pool.runEnd[e] = x + 1;
                    e++;
                }
                continue;
            }
            pool.vert[e] = vert[i];
            pool.vx[e] = vx[i];
            pool.vz[e] = vz[i];
            pool.half[e] = half[i];
            pool.nbr[e] = nbr[i];
            pool.back[e] = back[i];
            pool.tri[e] = tri[i];
            pool.across[e] = across[i];
            pool.runEnd[e] = runEnd[i];
            e++;
        }
        polyRecords.set(2 * p + 1, e);
    }

    /** Writes edge e of the pool from the mesh's half-edge h of m: its start vertex, the triangles on both sides. */
    static void writeEdge(NavMesh m, PolyEdges pool, int e, int h) {
        int t = h / 3, j = h % 3;
        int v = m.vertex(t, j);
        pool.vert[e] = v;
        pool.vx[e] = m.vertexX(v);
        pool.vz[e] = m.vertexZ(v);
        pool.half[e] = h;
        pool.tri[e] = t;
        pool.across[e] = m.neighbour(t, j);
    }

    /**
     * After polygon p was laid out again ({@link #splitRuns}) and linked: the kept polygons across its edges (written
     * again) link back to its edges where they are now.
     */
    void linkBack(int p, int base) {
        for (int e = first(p), end = end(p); e < end; e++) {
            int q = pool.nbr[e];
            if (q < 0) {
                continue;
            }
            int be = edgeHolding(q, twinOf(pool.half[e]));
            assert be >= base : "the polygon across one laid out again is written again";
            pool.back[be] = e - first(p);
        }
    }

    /** The half-edge across half-edge h of the mesh (h must have a neighbour). */
    private int twinOf(int h) {
        int t = h / 3, q = m.neighbour(t, h % 3);
        return 3 * q + m.sharedEdge(q, t);
    }

    /** The edge (per-edge index) of polygon q whose sub-edges hold half-edge h. */
    int edgeHolding(int q, int h) {
        int nf = first(q);
        int i = 0;
        while (pool.sub[nf + i] != h) {
            i++;
        }
        int be = nf;
        while (pool.runEnd[be] <= i) {
            be++;
        }
        assert be < end(q) : "a polygon edge faces a polygon edge";
        return be;
    }

    /**
     * Joins into one edge each run of consecutive sub-edges of new polygon p that face one other new polygon (after
     * every triangle's record is written): its edges, written one per sub-edge, are written again, fewer, from its
     * first entry, its sub-edges turned so that the first one starts an edge.
     */
    void joinRuns(int p, BitSet isFresh) {
        int f = first(p), k = end(p) - f;
        int[] fac = runFacing;
        for (int i = 0; i < k; i++) {
            fac[i] = facing(pool.sub[f + i], isFresh);
        }
        // Sub-edge i continues the edge of sub-edge i - 1 when both face the same new polygon.
        int start = -1;
        boolean any = false;
        for (int i = 0; i < k; i++) {
            boolean joined = fac[i] >= 0 && fac[i] == fac[i == 0 ? k - 1 : i - 1];
            any |= joined;
            if (!joined && start < 0) {
                start = i;
            }
        }
        if (!any || start < 0) {
            return; // every sub-edge its own edge, as written
        }
        int[] turned = runTurned;
        int[] turnedFac = runTurnedFacing;
        for (int i = 0; i < k; i++) {
            turned[i] = pool.sub[f + (start + i) % k];
            turnedFac[i] = fac[(start + i) % k];
        }
        int e = f;
        for (int i = 0; i < k; i++) {
            int h = turned[i];
            pool.sub[f + i] = h;
            pool.subAcross[f + i] = m.neighbour(h / 3, h % 3);
            pool.subU[f + i] = 0f;
            if (i > 0 && turnedFac[i] >= 0 && turnedFac[i] == turnedFac[i - 1]) {
                pool.runEnd[e - 1] = i + 1;
                continue;
            }
            writeEdge(m, pool, e, h);
            pool.runEnd[e] = i + 1;
            e++;
        }
        polyRecords.set(2 * p + 1, e);
        // Where each sub-edge of a run starts along its edge.
        for (int x = f, s0 = 0; x < e; s0 = pool.runEnd[x], x++) {
            if (pool.runEnd[x] - s0 > 1) {
                int x1 = x + 1 == e ? f : x + 1;
                double sx = pool.vx[x], sz = pool.vz[x], dx = pool.vx[x1] - sx, dz = pool.vz[x1] - sz;
                double len2 = dx * dx + dz * dz;
                for (int i = s0 + 1; i < pool.runEnd[x]; i++) {
                    int h = pool.sub[f + i];
                    int v = m.vertex(h / 3, h % 3);
                    pool.subU[f + i] = (float) (((m.vertexX(v) - sx) * dx + (m.vertexZ(v) - sz) * dz) / len2);
                }
            }
        }
    }

    /** {@link #joinRuns}' scratch: per sub-edge the new polygon it faces, then the same turned, with the sub-edges. */
    private final int[] runFacing = new int[PolyGraph.MAX_EDGES];
    private final int[] runTurned = new int[PolyGraph.MAX_EDGES];
    private final int[] runTurnedFacing = new int[PolyGraph.MAX_EDGES];

    /** The new polygon across half-edge h (of a new polygon), or -1 when none or not a new one. */
    private int facing(int h, BitSet isFresh) {
        int q = m.neighbour(h / 3, h % 3);
        if (q < 0) {
            return -1;
        }
        int r = triRecords.get(2 * q);
        return isFresh.get(r) ? r : -1;
    }
}
