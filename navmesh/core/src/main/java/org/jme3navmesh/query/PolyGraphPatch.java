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
 *
 * <p>Runs (an edge of several sub-edges facing one polygon, {@link PolyGraph}) are joined only between two new
 * polygons. A kept polygon keeps its edges, but for a run facing a polygon that went away: the sub-edges of that run
 * might now face several polygons, so they become one edge each (the polygon's edges are laid out again, and the kept
 * polygons across its other edges are written again with their links into it).
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
    /** Kept polygons (by new slot) with a run facing a polygon that went away: laid out again ({@link #splitRuns}). */
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
        // The kept polygons with a run facing one that went away (each side of a run has one).
        int[] split = new int[8];
        int splitCount = 0;
        BitSet isSplit = new BitSet();
        for (int k = 0; k < goneCount; k++) {
            int p = gone[k];
            for (int e = prev.first(p), end = prev.end(p); e < end; e++) {
                int r = prev.nbr[e];
                if (r >= 0 && !isGone.get(r) && !isSplit.get(r) && prev.runEnd[e] - prev.subStart(p, e) > 1) {
                    isSplit.set(r);
                    split = add(split, splitCount++, r);
                }
            }
        }
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
        b.relayout = new int[splitCount];
        for (int i = 0; i < splitCount; i++) {
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
        for (int r : relayout) {
            splitRuns(r);
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
                joinRuns(slots[i], isFresh);
            }
        }
        for (int i = 0; i < slotCount; i++) {
            if (sources[i] < 0) {
                linkFresh(slots[i], prev.edgeUsed);
            }
        }
        for (int r : relayout) {
            linkBack(r, prev.edgeUsed);
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
        for (int r : relayout) {
            splitRuns(r);
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
                joinRuns(p, isFresh);
            }
        }
        for (int p = 0; p < count; p++) {
            if (src[p] < 0) {
                linkFresh(p, 0);
            }
        }
        for (int r : relayout) {
            linkBack(r, 0);
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
            writeEdge(ei, h);
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

    /**
     * Lays out kept polygon p again (written again, before its links are): each run facing a polygon that went
     * away (its links still the earlier graph's) becomes one edge per sub-edge, linked later ({@link #linkFresh}).
     */
    private void splitRuns(int p) {
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
                    writeEdge(e, pool.sub[f + x]);
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

    /** Writes edge e of the pool from the mesh's half-edge h: its start vertex, the triangles on both sides. */
    private void writeEdge(int e, int h) {
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
    private void linkBack(int p, int base) {
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
    private int edgeHolding(int q, int h) {
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
    private void joinRuns(int p, BitSet isFresh) {
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
            writeEdge(e, h);
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
            int be = edgeHolding(np, twin);
            assert be >= base : "the polygon across a new one is written again";
            pool.nbr[e] = np;
            pool.back[e] = be - nf;
            pool.nbr[be] = p;
            pool.back[be] = e - first(p);
        }
    }
}
