package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.BitSet;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Lays out a {@link PolyGraph}: from scratch ({@link #build}: polygons given in order) or for a changed mesh
 * from the graph of an earlier version ({@link #patch}). A patch keeps every polygon whose triangles are all
 * unchanged: its edges, triangles and hop table stay where they are in the shared pool ({@link PolyEdges}), its
 * id stays unless it moves into the slot of a polygon that went away (so that the ids stay dense). The
 * triangles of the other polygons and the changed triangles are merged again among themselves
 * ({@link PolyMerger}); the new polygons take the freed slots first. Only the links (nbr, back) at the seams
 * between kept and new or moved polygons are computed again, and only the pages of polygon and triangle records
 * that a new or moved polygon is in are copied: a patch costs what the change holds, not what the mesh holds
 * (but for the pool's occasional compaction, when every polygon is written to a new pool).
 * Runs of sub-edges are joined and split by {@link PolyRuns}.
 */
final class PolyGraphPatch {
    private final NavMesh m;
    /** The earlier graph; null for a build from scratch. */
    private final PolyGraph prev;
    /** The new polygons' half-edges, and their triangles ascending. */
    private final int[][] fresh;
    private final int[][] freshTris;
    private int count;
    /**
     * The slots that do not hold the earlier polygon of their own id (new polygons and moved ones), ascending, and
     * per such slot its source: the earlier polygon it holds (&gt;= 0), or -(i + 1) for new polygon i.
     */
    private int[] slots = new int[16];
    private int[] sources = new int[16];
    private int slotCount;
    /** The earlier polygons that went away, ascending, and as a set. */
    private int[] gone = new int[0];
    private int goneCount;
    private BitSet isGone = new BitSet();
    /** Kept polygons (by new slot) with a run facing a polygon that went away: laid out again ({@link PolyRuns#splitRuns}). */
    private int[] relayout = new int[0];
    /** Per earlier polygon count + i (the ones above the new count, all moved or gone): its new slot, or -1. */
    private int[] movedTo = new int[0];
    /** Kept polygons (by new slot) whose edges are written again, in marking order, and as a set. */
    private int[] rewritten = new int[16];
    private int rewrittenCount;
    private final BitSet rewrite = new BitSet();
    /** The new graph's records: per polygon (first, end) and per triangle (polygon, local index), from the earlier graph's. */
    private IntPages polyRecords;
    private IntPages triRecords;
    private PolyEdges pool;
    /** The runs of the graph being laid out, once its pool and records are (see {@link PolyRuns}). */
    private PolyRuns runs;
    private static final int[][] NO_PAGES = new int[0][];

    private PolyGraphPatch(NavMesh m, PolyGraph prev, int[][] fresh) {
        this.m = m;
        this.prev = prev;
        this.fresh = fresh;
        freshTris = new int[fresh.length][];
        for (int i = 0; i < fresh.length; i++) {
            freshTris[i] = trianglesOf(fresh[i]);
            assert freshTris[i].length == fresh[i].length - 2 : "a polygon of k edges has k - 2 triangles";
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
        return b.writeAll();
    }

    /**
     * The graph of a changed mesh, from the graph of an earlier version ({@link TopologyUpdate}).
     *
     * @param prev         the earlier version's graph (merged when mergeAny, else one polygon per triangle);
     *                     not null, unaffected (its pool may gain entries above its used length)
     * @param m            the later version; not null
     * @param changed      triangles that may differ between the versions, ascending, distinct (any ids); unaffected
     * @param changedCount how many entries of changed to use
     * @param mergeAny     true for a merged graph, false for one polygon per triangle
     * @return the graph; new
     */
    static PolyGraph patch(PolyGraph prev, NavMesh m, int[] changed, int changedCount, boolean mergeAny) {
        int n = m.triangleCount();
        int prevN = prev.triangleCount;
        int[] free = new int[64];
        int nf = 0;
        // The earlier polygons holding a changed or dropped triangle go away: listed once each.
        int[] gone = new int[16];
        int goneCount = 0;
        BitSet isGone = new BitSet();
        for (int i = 0; i < changedCount; i++) {
            int t = changed[i];
            if (t < prevN) {
                int p = prev.polyOf(t);
                if (!isGone.get(p)) {
                    isGone.set(p);
                    gone = add(gone, goneCount++, p);
                }
            }
        }
        for (int t = n; t < prevN; t++) {
            int p = prev.polyOf(t);
            if (!isGone.get(p)) {
                isGone.set(p);
                gone = add(gone, goneCount++, p);
            }
        }
        int[] split = PolyRuns.keptFacingGone(prev, gone, goneCount, isGone);
        Arrays.sort(gone, 0, goneCount);
        for (int k = 0; k < goneCount; k++) {
            int p = gone[k];
            for (int i = prev.first(p), c = prev.triCount(p), e = i + c; i < e; i++) {
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
        b.isGone = isGone;
        b.assignSlots();
        b.relayout = new int[split.length];
        for (int i = 0; i < split.length; i++) {
            b.relayout[i] = b.oldToNew(split[i]);
        }
        return b.assemble();
    }

    private static int[] add(int[] a, int i, int v) {
        if (i == a.length) {
            a = Arrays.copyOf(a, Math.max(16, 2 * i));
        }
        a[i] = v;
        return a;
    }

    private void addSlot(int p, int source) {
        slots = add(slots, slotCount, p);
        sources = add(sources, slotCount, source);
        slotCount++;
    }

    /**
     * New polygons take the lowest freed slots; when fewer remain than went away, the kept polygons of the
     * highest ids (exactly those at or above the new count) move into the remaining freed slots below it.
     */
    private void assignSlots() {
        int prevCount = prev.polyCount;
        count = prevCount - goneCount + fresh.length;
        movedTo = new int[Math.max(0, prevCount - count)];
        Arrays.fill(movedTo, -1);
        int next = 0; // next new polygon
        int high = prevCount - 1; // candidate to move down
        for (int k = 0; k < goneCount; k++) {
            int p = gone[k];
            if (next < fresh.length) {
                addSlot(p, -(++next));
            } else if (p < count) {
                while (isGone.get(high)) {
                    high--;
                }
                addSlot(p, high);
                movedTo[high - count] = p;
                high--;
            }
        }
        for (int p = prevCount; p < count; p++) {
            addSlot(p, -(++next));
        }
    }

    /** The slot of earlier polygon r in the new graph, or -1 when it went away. */
    private int oldToNew(int r) {
        if (r >= count) {
            return movedTo[r - count];
        }
        return isGone.get(r) ? -1 : r;
    }

    /** The source of slot p: the earlier polygon it holds, or -(i + 1) for new polygon i. */
    private int sourceOf(int p) {
        int i = Arrays.binarySearch(slots, 0, slotCount, p);
        return i >= 0 ? sources[i] : p;
    }

    /** The triangles of a polygon (a tree under adjacency inside its edges), ascending. */
    private int[] trianglesOf(int[] halves) {
        int[] ts = new int[PolyGraph.MAX_EDGES];
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
        // The edges of the kept polygons: the earlier graph's less those of the polygons that went away.
        int live = prev.liveEdges;
        for (int k = 0; k < goneCount; k++) {
            int s = gone[k];
            live -= prev.span(s);
        }
        for (int[] f : fresh) {
            live += f.length;
        }
        int added = markRewrites();
        if (prev.edgeUsed + added > 2 * live + 1024 || !prev.edges.reserve(prev.edgeUsed, added)) {
            // The earlier pool cannot take the appended edges: every polygon is written to a new pool.
            return writeAll();
        }
        pool = prev.edges;
        int n = m.triangleCount();
        polyRecords = new IntPages(prev.polyPages, 2 * count);
        triRecords = new IntPages(prev.triPages, 2 * n);
        int ei = prev.edgeUsed;
        // New and moved polygons, then the kept ones written again in their own slots.
        for (int i = 0; i < slotCount; i++) {
            ei = place(slots[i], sources[i], rewrite.get(slots[i]), ei);
        }
        for (int k = 0; k < rewrittenCount; k++) {
            int p = rewritten[k];
            if (Arrays.binarySearch(slots, 0, slotCount, p) < 0) {
                ei = copyEdges(p, p, ei);
            }
        }
        assert ei == prev.edgeUsed + added : "appended what was reserved";
        runs = new PolyRuns(m, pool, polyRecords, triRecords, isGone);
        for (int r : relayout) {
            runs.splitRuns(r);
        }
        for (int k = 0; k < rewrittenCount; k++) {
            relink(rewritten[k]);
        }
        BitSet isFresh = new BitSet();
        for (int i = 0; i < slotCount; i++) {
            if (sources[i] < 0) {
                isFresh.set(slots[i]);
            }
        }
        for (int i = 0; i < slotCount; i++) {
            if (sources[i] < 0) {
                runs.joinRuns(slots[i], isFresh);
            }
        }
        for (int i = 0; i < slotCount; i++) {
            if (sources[i] < 0) {
                linkFresh(slots[i], prev.edgeUsed);
            }
        }
        for (int r : relayout) {
            runs.linkBack(r, prev.edgeUsed);
        }
        return new PolyGraph(count, n, polyRecords.pages(), triRecords.pages(), pool, ei, live);
    }

    /**
     * Every polygon written to a new pool, in slot order, and new pages (a build, or a patch whose edges the
     * earlier pool cannot take).
     */
    private PolyGraph writeAll() {
        int n = m.triangleCount();
        // Each slot's source, as sourceOf gives it (a build's slots all hold new polygons).
        int[] src = new int[count];
        int live = 0;
        for (int p = 0; p < count; p++) {
            src[p] = prev == null ? -(p + 1) : sourceOf(p);
            live += src[p] < 0 ? fresh[-src[p] - 1].length : prev.span(src[p]);
        }
        pool = new PolyEdges(live + live / 2 + 1024);
        pool.claim(live);
        polyRecords = new IntPages(NO_PAGES, 2 * count);
        triRecords = new IntPages(NO_PAGES, 2 * n);
        int ei = 0;
        for (int p = 0; p < count; p++) {
            ei = place(p, src[p], true, ei);
        }
        assert ei == live : "wrote every edge";
        runs = new PolyRuns(m, pool, polyRecords, triRecords, isGone);
        for (int r : relayout) {
            runs.splitRuns(r);
        }
        for (int p = 0; p < count; p++) {
            if (src[p] >= 0) {
                relink(p);
            }
        }
        BitSet isFresh = new BitSet();
        for (int p = 0; p < count; p++) {
            if (src[p] < 0) {
                isFresh.set(p);
            }
        }
        for (int p = 0; p < count; p++) {
            if (src[p] < 0) {
                runs.joinRuns(p, isFresh);
            }
        }
        for (int p = 0; p < count; p++) {
            if (src[p] < 0) {
                linkFresh(p, 0);
            }
        }
        for (int r : relayout) {
            runs.linkBack(r, 0);
        }
        return new PolyGraph(count, n, polyRecords.pages(), triRecords.pages(), pool, live, live);
    }

    /**
     * Marks the kept polygons whose edges change: those next to a new polygon and those next to a polygon that
     * moves to another slot.
     *
     * @return the number of edges to append: the new polygons' and the marked ones'
     */
    private int markRewrites() {
        int added = 0;
        for (int r : relayout) {
            markRewrite(r);
            int s = sourceOf(r);
            for (int e = prev.first(s), end = prev.end(s); e < end; e++) {
                int q = prev.nbr[e];
                if (q >= 0 && oldToNew(q) >= 0) {
                    markRewrite(oldToNew(q)); // its link into r changes with r's layout
                }
            }
        }
        int prevN = prev.triangleCount;
        for (int i = 0; i < slotCount; i++) {
            int s = sources[i];
            if (s < 0) {
                int[] halves = fresh[-s - 1];
                added += halves.length;
                for (int h : halves) {
                    int q = m.neighbour(h / 3, h % 3);
                    int kept = q < 0 || q >= prevN ? -1 : oldToNew(prev.polyOf(q));
                    if (kept >= 0) {
                        markRewrite(kept); // q is unchanged, in a kept polygon
                    }
                }
            } else {
                for (int e = prev.first(s), end = prev.end(s); e < end; e++) {
                    int r = prev.nbr[e];
                    if (r >= 0 && oldToNew(r) >= 0) {
                        markRewrite(oldToNew(r));
                    }
                }
            }
        }
        for (int k = 0; k < rewrittenCount; k++) {
            int s = sourceOf(rewritten[k]);
            added += prev.span(s);
        }
        return added;
    }

    /** Marks kept slot p for rewriting (once), and lists it. */
    private void markRewrite(int p) {
        if (!rewrite.get(p)) {
            rewrite.set(p);
            rewritten = add(rewritten, rewrittenCount++, p);
        }
    }

    /** Slot p's record: its edges first .. end - 1; returns next. */
    private int setPoly(int p, int first, int end, int next) {
        polyRecords.set(2 * p, first);
        polyRecords.set(2 * p + 1, end);
        return next;
    }

    /** Triangle t's record: in polygon p, its k-th triangle. */
    private void setTri(int t, int p, int k) {
        triRecords.set(2 * t, p);
        triRecords.set(2 * t + 1, k);
    }

    private int first(int p) {
        return polyRecords.get(2 * p);
    }

    private int end(int p) {
        return polyRecords.get(2 * p + 1);
    }

    /**
     * Slot p takes new polygon -s - 1, written at ei, or earlier polygon s: its triangles point at p, and its edges
     * (with its triangles and hops) are copied to ei when copy is set, else stay where they are.
     *
     * @return the pool's next free entry
     */
    private int place(int p, int s, boolean copy, int ei) {
        if (s < 0) {
            return writeFresh(p, fresh[-s - 1], freshTris[-s - 1], ei);
        }
        int f = prev.first(s), c = prev.triCount(s);
        for (int k = 0; k < c; k++) {
            setTri(prev.tris[f + k], p, k);
        }
        return copy ? copyEdges(p, s, ei) : setPoly(p, f, prev.end(s), ei);
    }

    /** Copies earlier polygon s's edges (triangles and hops with them) to the pool at ei as slot p's; returns next. */
    private int copyEdges(int p, int s, int ei) {
        int f = prev.first(s), k = prev.span(s);
        pool.copy(prev.edges, f, ei, k);
        return setPoly(p, ei, ei + prev.end(s) - f, ei + k);
    }

    /** Writes new polygon p (all but its links) to the pool at ei; returns the next free entry. */
    private int writeFresh(int p, int[] halves, int[] ts, int ei) {
        int first = ei;
        for (int h : halves) {
            PolyRuns.writeEdge(m, pool, ei, h);
            pool.sub[ei] = h;
            pool.subAcross[ei] = pool.across[ei];
            pool.subU[ei] = 0f;
            pool.runEnd[ei] = ei - first + 1;
            ei++;
        }
        int c = ts.length;
        for (int i = 0; i < c; i++) {
            pool.tris[first + i] = ts[i];
            setTri(ts[i], p, i);
        }
        int hi = PolyGraph.HOP_STRIDE * first;
        // Each triangle's neighbours among the polygon's, by local index (-1: none, or outside it), found once.
        int[] local = new int[3 * c];
        for (int x = 0; x < c; x++) {
            for (int j = 0; j < 3; j++) {
                int q = m.neighbour(ts[x], j);
                int lq = -1;
                for (int y = 0; q >= 0 && y < c; y++) {
                    if (ts[y] == q) {
                        lq = y;
                        break;
                    }
                }
                local[3 * x + j] = lq;
            }
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
                for (int j = 0; j < 3; j++) {
                    int lq = local[3 * x + j];
                    if (lq >= 0 && before[lq] < 0) {
                        before[lq] = x;
                        steps[lq] = steps[x] + 1;
                        queue[tail++] = lq;
                    }
                }
            }
            for (int a = 0; a < c; a++) {
                assert before[a] >= 0 : "a polygon's triangles are connected";
                pool.hop[hi + c * a + b] = (byte) (steps[a] << PolyGraph.HOP_STEPS | before[a]);
            }
        }
        pool.hop[hi] = (byte) c; // the entry from the first triangle to itself, read by no path: the triangle count
        return setPoly(p, first, ei, ei);
    }

    /**
     * A kept polygon written again at slot p: its edges point at the new slots of the kept polygons across them
     * (those across a new polygon are linked by {@link #linkFresh}).
     */
    private void relink(int p) {
        for (int e = first(p), end = end(p); e < end; e++) {
            int r = pool.nbr[e];
            if (r >= 0 && oldToNew(r) >= 0) {
                pool.nbr[e] = oldToNew(r);
            }
        }
    }

    /** Links new polygon p's edges with the polygons across them, both ways. */
    private void linkFresh(int p, int base) {
        for (int e = first(p), end = end(p); e < end; e++) {
            int t = pool.tri[e];
            int q = pool.across[e];
            if (q < 0) {
                pool.nbr[e] = -1;
                pool.back[e] = -1;
                continue;
            }
            int twin = 3 * q + m.sharedEdge(q, t);
            int np = triRecords.get(2 * q);
            int nf = first(np);
            int be = runs.edgeHolding(np, twin);
            assert be >= base : "the polygon across a new one is written again";
            pool.nbr[e] = np;
            pool.back[e] = be - nf;
            pool.nbr[be] = p;
            pool.back[be] = e - first(p);
        }
    }
}
