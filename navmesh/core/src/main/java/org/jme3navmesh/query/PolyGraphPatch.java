package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.BitSet;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Lays out a {@link PolyGraph}: from scratch ({@link #build}: polygons given in order) or for a changed mesh
 * from the graph of an earlier version ({@link #patch}). A patch keeps every polygon whose triangles are all
 * unchanged: its arrays are copied in runs, its id stays unless it moves into the slot of a polygon that
 * went away (so that the ids stay dense). The triangles of the other polygons and the changed triangles are
 * merged again among themselves ({@link PolyMerger}); the new polygons take the freed slots first. Only the
 * links (nbr, back) at the seams between kept and new or moved polygons are computed again.
 */
final class PolyGraphPatch {
    private final NavMesh m;
    /** The earlier graph; null for a build from scratch. */
    private final PolyGraph prev;
    /** The new polygons' half-edges, and their triangles ascending. */
    private final int[][] fresh;
    private final int[][] freshTris;
    /** Per slot of the new graph: the earlier polygon it copies (&gt;= 0), or -(i + 1) for new polygon i. */
    private int[] source;
    private int count;
    /** Per earlier polygon: its slot in the new graph, or -1 when it went away; null for a build. */
    private int[] oldToNew;
    /** The earlier polygons that went away, ascending (none for a build). */
    private int[] gone = new int[0];
    private int goneCount;
    /**
     * The slots that do not copy the earlier polygon of their own id unchanged: new polygons, moved ones, and
     * (once marked) kept ones whose edges are written again; the runs between them are copied whole.
     */
    private BitSet special;
    /** The kept polygons whose edges are written again (marked by {@link #markRewrites}), in marking order. */
    private int[] rewritten = new int[16];
    private int rewrittenCount;

    private PolyGraphPatch(NavMesh m, PolyGraph prev, int[][] fresh) {
        this.m = m;
        this.prev = prev;
        this.fresh = fresh;
        freshTris = new int[fresh.length][];
        for (int i = 0; i < fresh.length; i++) {
            freshTris[i] = trianglesOf(fresh[i]);
        }
    }

    /**
     * @param m         the mesh; not null
     * @param polys     the polygons as half-edges 3 t + j, counter-clockwise, in slot order, covering every
     *                  triangle once; not null, kept
     * @return the graph; new
     */
    static PolyGraph build(NavMesh m, int[][] polys) {
        PolyGraphPatch b = new PolyGraphPatch(m, null, polys);
        b.count = polys.length;
        b.source = new int[b.count];
        for (int i = 0; i < b.count; i++) {
            b.source[i] = -(i + 1);
        }
        b.special = new BitSet(b.count);
        b.special.set(0, b.count);
        return b.assemble();
    }

    /**
     * The graph of a changed mesh, from the graph of an earlier version ({@link TopologyUpdate}).
     *
     * @param prev         the earlier version's graph (merged when mergeAny, else one polygon per triangle);
     *                     not null, unaffected
     * @param m            the later version; not null
     * @param changed      triangles that may differ between the versions, ascending, distinct (any ids); unaffected
     * @param changedCount how many entries of changed to use
     * @param mergeAny     true for a merged graph, false for one polygon per triangle
     * @return the graph; new
     */
    static PolyGraph patch(PolyGraph prev, NavMesh m, int[] changed, int changedCount, boolean mergeAny) {
        int n = m.triangleCount();
        int prevN = prev.polyOf.length;
        boolean[] dirty = new boolean[prev.polyCount];
        int[] free = new int[64];
        int nf = 0;
        // The earlier polygons holding a changed or dropped triangle go away: marked, and listed once each.
        int[] gone = new int[16];
        int goneCount = 0;
        for (int i = 0; i < changedCount; i++) {
            int t = changed[i];
            if (t < prevN && !dirty[prev.polyOf[t]]) {
                dirty[prev.polyOf[t]] = true;
                gone = add(gone, goneCount++, prev.polyOf[t]);
            }
        }
        for (int t = n; t < prevN; t++) {
            if (!dirty[prev.polyOf[t]]) {
                dirty[prev.polyOf[t]] = true;
                gone = add(gone, goneCount++, prev.polyOf[t]);
            }
        }
        Arrays.sort(gone, 0, goneCount);
        for (int k = 0; k < goneCount; k++) {
            int p = gone[k];
            for (int i = prev.triStart[p]; i < prev.triStart[p + 1]; i++) {
                free = add(free, nf++, prev.tris[i]);
            }
        }
        for (int i = 0; i < changedCount; i++) {
            free = add(free, nf++, changed[i]);
        }
        for (int t = prevN; t < n; t++) {
            free = add(free, nf++, t);
        }
        Arrays.sort(free, 0, nf);
        int w = 0;
        for (int i = 0; i < nf; i++) {
            if (free[i] < n && (w == 0 || free[w - 1] != free[i])) {
                free[w++] = free[i];
            }
        }
        PolyGraphPatch b = new PolyGraphPatch(m, prev, PolyMerger.merge(m, free, w, mergeAny));
        b.gone = gone;
        b.goneCount = goneCount;
        b.assignSlots(dirty);
        return b.assemble();
    }

    private static int[] add(int[] a, int i, int v) {
        if (i == a.length) {
            a = Arrays.copyOf(a, 2 * i);
        }
        a[i] = v;
        return a;
    }

    /**
     * New polygons take the lowest freed slots; when fewer remain than went away, the kept polygons of the
     * highest ids move into the remaining freed slots below the new count.
     */
    private void assignSlots(boolean[] dirty) {
        int prevCount = prev.polyCount;
        count = prevCount - goneCount + fresh.length;
        source = new int[count];
        oldToNew = new int[prevCount];
        int next = 0; // next new polygon
        int high = prevCount - 1; // candidate to move down
        for (int p = 0; p < prevCount; p++) {
            if (!dirty[p]) {
                if (p < count) {
                    source[p] = p;
                    oldToNew[p] = p;
                }
                continue;
            }
            oldToNew[p] = -1;
            if (next < fresh.length) {
                source[p] = -(++next);
            } else if (p < count) {
                while (dirty[high]) {
                    high--;
                }
                source[p] = high;
                oldToNew[high] = p;
                high--;
            }
        }
        for (int p = prevCount; p < count; p++) {
            source[p] = -(++next);
        }
        special = new BitSet(count);
        for (int k = 0; k < goneCount && gone[k] < count; k++) {
            special.set(gone[k]);
        }
        if (prevCount < count) {
            special.set(prevCount, count);
        }
    }

    /** The triangles of a polygon (a tree under adjacency inside its edges), ascending. */
    private int[] trianglesOf(int[] halves) {
        int[] ts = new int[PolyGraph.MAX_VERTS];
        int c = 0;
        ts[c++] = halves[0] / 3;
        for (int head = 0; head < c; head++) {
            int t = ts[head];
            for (int j = 0; j < 3; j++) {
                int q = m.neighbour(t, j);
                if (q >= 0 && !contains(halves, halves.length, 3 * t + j) && !contains(ts, c, q)) {
                    ts[c++] = q;
                }
            }
        }
        int[] out = Arrays.copyOf(ts, c);
        Arrays.sort(out);
        return out;
    }

    private static boolean contains(int[] a, int n, int v) {
        for (int i = 0; i < n; i++) {
            if (a[i] == v) {
                return true;
            }
        }
        return false;
    }

    private PolyGraph assemble() {
        int n = m.triangleCount();
        // Kept polygons whose edges change (a neighbour is new or moved) are appended again, like the new ones;
        // when the earlier pool cannot take the appended edges, every polygon is written to a new pool. (The
        // edges hold no bridge marks: the search reads them from the version's topology, so a change that finds
        // bridges again far from itself rewrites no edge.)
        boolean[] rewrite = new boolean[count];
        // The edges and hops of the kept polygons: the earlier graph's less those of the polygons that went away.
        int live = prev == null ? 0 : prev.liveEdges;
        int hops = prev == null ? 0 : prev.hopStart[prev.polyCount];
        for (int k = 0; k < goneCount; k++) {
            int s = gone[k];
            live -= prev.end[s] - prev.first[s];
            hops -= prev.hopStart[s + 1] - prev.hopStart[s];
        }
        for (int i = 0; i < fresh.length; i++) {
            int c = freshTris[i].length;
            live += fresh[i].length;
            hops += c * c;
        }
        int added = prev == null ? live : markRewrites(rewrite);
        boolean all = false;
        PolyEdges pool = null;
        int base = 0;
        if (prev != null && prev.edgeUsed + added <= 2 * live + 1024
                && prev.edges.reserve(prev.edgeUsed, added)) {
            pool = prev.edges;
            base = prev.edgeUsed;
        } else {
            Arrays.fill(rewrite, true);
            all = true;
            special.set(0, count);
            added = live;
            pool = new PolyEdges(live + live / 2 + 1024);
            pool.claim(live);
        }
        PolyGraph g = new PolyGraph(count, n, hops, pool, base + added, live);
        if (prev != null) {
            int keep = Math.min(n, prev.polyOf.length);
            System.arraycopy(prev.polyOf, 0, g.polyOf, 0, keep);
            System.arraycopy(prev.local, 0, g.local, 0, keep);
        }
        int ei = base;
        int ti = 0;
        int hi = 0;
        for (int p = 0; p < count; ) {
            int s = source[p];
            if (s < 0) {
                g.first[p] = ei;
                g.triStart[p] = ti;
                g.hopStart[p] = hi;
                int[] ts = freshTris[-s - 1];
                writeFresh(g, p, fresh[-s - 1], ts, ei, ti, hi);
                ei += fresh[-s - 1].length;
                g.end[p] = ei;
                ti += ts.length;
                hi += ts.length * ts.length;
                p++;
                continue;
            }
            int run = 1;
            if (!special.get(p)) {
                // A kept polygon in its own slot, not written again: so are all up to the next special slot.
                int next = special.nextSetBit(p + 1);
                run = (next < 0 ? count : next) - p;
            } else {
                while (p + run < count && source[p + run] == s + run && rewrite[p + run] == rewrite[p]
                        && (!rewrite[p] || prev.first[s + run] == prev.end[s + run - 1])) {
                    run++;
                }
            }
            ei = copyRun(g, p, s, run, rewrite[p], ei, ti, hi);
            ti += prev.triStart[s + run] - prev.triStart[s];
            hi += prev.hopStart[s + run] - prev.hopStart[s];
            p += run;
        }
        assert ei == base + added : "appended what was reserved";
        g.triStart[count] = ti;
        g.hopStart[count] = hi;
        if (all) {
            for (int p = 0; p < count; p++) {
                if (source[p] >= 0) {
                    relink(g, p);
                }
            }
        } else {
            for (int k = 0; k < rewrittenCount; k++) {
                relink(g, rewritten[k]);
            }
        }
        for (int p = special.nextSetBit(0); p >= 0; p = special.nextSetBit(p + 1)) {
            if (source[p] < 0) {
                linkFresh(g, p, base);
            }
        }
        return g;
    }

    /**
     * Marks the kept polygons whose edges change: those next to a changed triangle and those next to a
     * polygon that moves to another slot.
     *
     * @return the number of edges to append: the new polygons' and the marked ones'
     */
    private int markRewrites(boolean[] rewrite) {
        int added = 0;
        // Only new and moved polygons (the special slots so far) mark others.
        for (int p = special.nextSetBit(0); p >= 0; p = special.nextSetBit(p + 1)) {
            int s = source[p];
            if (s < 0) {
                int[] halves = fresh[-s - 1];
                added += halves.length;
                for (int h : halves) {
                    int q = m.neighbour(h / 3, h % 3);
                    int kept = q < 0 || q >= prev.polyOf.length ? -1 : oldToNew[prev.polyOf[q]];
                    if (kept >= 0) {
                        markRewrite(rewrite, kept); // q is unchanged, in a kept polygon
                    }
                }
            } else if (s != p) {
                for (int e = prev.first[s]; e < prev.end[s]; e++) {
                    int r = prev.nbr[e];
                    if (r >= 0 && oldToNew[r] >= 0) {
                        markRewrite(rewrite, oldToNew[r]);
                    }
                }
            }
        }
        for (int k = 0; k < rewrittenCount; k++) {
            int p = rewritten[k];
            added += prev.end[source[p]] - prev.first[source[p]];
            special.set(p);
        }
        return added;
    }

    /** Marks kept slot p for rewriting (once), and lists it. */
    private void markRewrite(boolean[] rewrite, int p) {
        if (!rewrite[p]) {
            rewrite[p] = true;
            rewritten = add(rewritten, rewrittenCount++, p);
        }
    }

    /**
     * Copies the triangles and hops of earlier polygons s .. s + run - 1 to slots p .. p + run - 1, and their
     * edges to the pool from ei on when write is set (else they keep their earlier ranges).
     *
     * @return the pool's next free entry
     */
    private int copyRun(PolyGraph g, int p, int s, int run, boolean write, int ei, int ti, int hi) {
        int next = ei;
        if (write) {
            int e0 = prev.first[s];
            int ne = prev.end[s + run - 1] - e0;
            g.edges.copy(prev.edges, e0, ei, ne);
            for (int i = 0; i < run; i++) {
                g.first[p + i] = prev.first[s + i] - e0 + ei;
                g.end[p + i] = prev.end[s + i] - e0 + ei;
            }
            next = ei + ne;
        } else {
            System.arraycopy(prev.first, s, g.first, p, run);
            System.arraycopy(prev.end, s, g.end, p, run);
        }
        int t0 = prev.triStart[s], nt = prev.triStart[s + run] - t0;
        System.arraycopy(prev.tris, t0, g.tris, ti, nt);
        int h0 = prev.hopStart[s];
        System.arraycopy(prev.hop, h0, g.hop, hi, prev.hopStart[s + run] - h0);
        for (int i = 0; i < run; i++) {
            g.triStart[p + i] = prev.triStart[s + i] - t0 + ti;
            g.hopStart[p + i] = prev.hopStart[s + i] - h0 + hi;
        }
        if (p != s) {
            for (int i = ti; i < ti + nt; i++) {
                g.polyOf[g.tris[i]] += p - s;
            }
        }
        return next;
    }

    /** Writes new polygon p (all but its links) at the given array offsets. */
    private void writeFresh(PolyGraph g, int p, int[] halves, int[] ts, int ei, int ti, int hi) {
        for (int h : halves) {
            int t = h / 3, j = h % 3;
            int v = m.vertex(t, j);
            g.vert[ei] = v;
            g.vx[ei] = m.vertexX(v);
            g.vz[ei] = m.vertexZ(v);
            g.half[ei] = h;
            g.tri[ei] = t;
            g.across[ei] = m.neighbour(t, j);
            ei++;
        }
        int c = ts.length;
        for (int i = 0; i < c; i++) {
            g.tris[ti + i] = ts[i];
            g.polyOf[ts[i]] = p;
            g.local[ts[i]] = i;
        }
        int[] before = new int[c];
        int[] steps = new int[c];
        int[] queue = new int[c];
        for (int b = 0; b < c; b++) {
            // BFS from b: the hop from a towards b is a's BFS parent, and a's depth the steps left.
            Arrays.fill(before, -1);
            before[b] = b;
            steps[b] = 0;
            int head = 0, tail = 0;
            queue[tail++] = b;
            while (head < tail) {
                int x = queue[head++];
                int t = ts[x];
                for (int j = 0; j < 3; j++) {
                    int q = m.neighbour(t, j);
                    int lq = q >= 0 ? Arrays.binarySearch(ts, q) : -1;
                    if (lq >= 0 && before[lq] < 0) {
                        before[lq] = x;
                        steps[lq] = steps[x] + 1;
                        queue[tail++] = lq;
                    }
                }
            }
            for (int a = 0; a < c; a++) {
                assert before[a] >= 0 : "a polygon's triangles are connected";
                g.hop[hi + c * a + b] = (byte) (steps[a] << PolyGraph.HOP_STEPS | before[a]);
            }
        }
    }

    /**
     * A kept polygon written again at slot p: its edges point at the new slots of the kept polygons across them
     * (those across a new polygon are linked by {@link #linkFresh}).
     */
    private void relink(PolyGraph g, int p) {
        int shift = prev.first[source[p]] - g.first[p];
        for (int e = g.first[p]; e < g.end[p]; e++) {
            int r = prev.nbr[e + shift];
            if (r >= 0 && oldToNew[r] >= 0) {
                g.nbr[e] = oldToNew[r];
            }
        }
    }

    /** Links new polygon p's edges with the polygons across them, both ways. */
    private void linkFresh(PolyGraph g, int p, int base) {
        for (int e = g.first[p]; e < g.end[p]; e++) {
            int t = g.tri[e];
            int q = g.across[e];
            if (q < 0) {
                g.nbr[e] = -1;
                g.back[e] = -1;
                continue;
            }
            int twin = 3 * q + m.sharedEdge(q, t);
            int np = g.polyOf[q];
            int be = g.first[np];
            while (g.half[be] != twin) {
                be++;
            }
            assert be < g.end[np] : "a polygon edge faces a polygon edge";
            assert be >= base : "the polygon across a new one is written again";
            g.nbr[e] = np;
            g.back[e] = be - g.first[np];
            g.nbr[be] = p;
            g.back[be] = e - g.first[p];
        }
    }
}
