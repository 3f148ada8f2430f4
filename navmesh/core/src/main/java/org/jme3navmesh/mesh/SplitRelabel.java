package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.BitSet;

/**
 * The labelling of {@link ComponentRelabel} when a change may have split a component: the live
 * changed triangles and the components beside them (before or now) are flooded again. Every part of a component
 * beside the change holds a triangle beside it in one version or the other (it was joined to the rest through the
 * changed triangles), so the floods start there (the seeds) and reach every triangle whose component may differ.
 *
 * <p>The floods race: one per seed, a triangle each in turn, and two floods that meet join. A set of joined floods
 * with nothing left to flood is a whole region; once at most one set is still going, that set is the rest of the
 * mesh beside the change. The whole regions take the lowest free labels, in the order of their first seeds, once
 * their triangles have given up theirs. The set still going keeps the label of its unchanged triangles when they
 * all had one (each is joined to an unchanged seed through unchanged triangles, whose links the change kept, so the
 * seeds' labels are theirs), and only its changed triangles take it; when its unchanged seeds had several labels
 * (the change also joined components), it is flooded to the end and labelled as a whole region. So a hole carved
 * into a large component costs the few triangles the floods take to meet round it, not the component. The
 * retired changed triangles take the retired label. Not thread-safe: its scratch arrays are reused.
 */
final class SplitRelabel {
    /** Where the floods start. */
    private final TriangleGrid.IntList seeds = new TriangleGrid.IntList();
    /** The whole regions' triangles, regrouped by slot (see {@link #assign}). */
    private int[] region = new int[0];
    /** Per triangle: the call that flooded it. */
    private int[] seen = new int[0];
    private int call;
    /** Per triangle flooded in this call: its flood (a seed's index). */
    private int[] owner = new int[0];
    /** Per flood: its stack (grown as needed, kept between calls) and the stack's size. */
    private int[][] floodStack = new int[0][];
    private int[] floodSize = new int[0];
    /** Union-find over the floods: parent, and per root the floods of its set with a non-empty stack. */
    private int[] parent = new int[0];
    private int[] active = new int[0];
    /** Per root: the label of its unchanged seeds (-1 none yet), and whether they had several. */
    private int[] seedLabel = new int[0];
    private boolean[] mixed = new boolean[0];
    /**
     * Per root of a whole region: its slot in first-seed order (-1 none); per slot, where its triangles start in
     * {@link #region} and where its next one goes.
     */
    private int[] slot = new int[0];
    private int[] slotStart = new int[0];
    private int[] slotNext = new int[0];
    /** The triangles flooded, in flooding order; and regrouped by slot. */
    private int[] visited = new int[0];
    private int visitedCount;

    /**
     * @param prev       the previous version; not null, unaffected
     * @param nb         the edited mesh's neighbours, 3 per triangle; not null, unaffected
     * @param tris       the edited mesh's corners, 3 per triangle; not null, unaffected
     * @param n          the edited mesh's triangle count
     * @param comps      on entry the previous labels, on return the edited mesh's at [0, n); modified
     * @param ids        the changed triangles, each once; not null, unaffected
     * @param mark       per triangle: changedMark for the changed ones; not null, unaffected
     * @param changedMark the stamp of the changed triangles
     * @param labels     the label pool, holding the previous labels' sizes; modified
     * @param moved      gets the pages ({@link PagedArrays}) of the unchanged triangles labelled again; modified
     */
    void relabel(NavMesh prev, int[] nb, int[] tris, int n, int[] comps, TriangleGrid.IntList ids, int[] mark,
            int changedMark, ComponentLabels labels, BitSet moved) {
        int prevN = prev.triangleCount();
        int top = Math.max(n, prevN);
        if (seen.length < top) {
            int cap = Math.max(top, 2 * seen.length);
            seen = Arrays.copyOf(seen, cap);
            owner = new int[cap];
            visited = new int[cap];
            region = new int[cap];
        }
        if (++call == Integer.MAX_VALUE) {
            Arrays.fill(seen, 0);
            call = 1;
        }
        seeds.size = 0;
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s < prevN) {
                labels.resize(comps[s], -1);
                for (int e = 0; e < 3; e++) {
                    int u = prev.neighbour(s, e);
                    if (u >= 0 && mark[u] != changedMark) {
                        seeds.add(u);
                    }
                }
            }
            if (s < n && !TriangleGrid.retired(tris, s)) {
                seeds.add(s);
                for (int e = 0; e < 3; e++) {
                    int u = nb[3 * s + e];
                    if (u >= 0 && mark[u] != changedMark) {
                        seeds.add(u);
                    }
                }
            }
        }
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s < n && TriangleGrid.retired(tris, s)) {
                comps[s] = labels.retiredOrNew();
                labels.resize(comps[s], 1);
            }
        }
        race(nb, comps, mark, changedMark);
        assign(comps, mark, changedMark, labels, moved);
    }

    /**
     * Floods from every seed not yet taken, a triangle per flood in turn, joining floods that meet, until at most one
     * set of floods is still going; then, when that set's unchanged seeds had several labels, floods it to the end.
     */
    private void race(int[] nb, int[] comps, int[] mark, int changedMark) {
        int floods = 0;
        visitedCount = 0;
        for (int k = 0; k < seeds.size; k++) {
            int q = seeds.items[k];
            if (seen[q] != call) {
                int f = floods++;
                growFloods(floods);
                seen[q] = call;
                owner[q] = f;
                visited[visitedCount++] = q;
                floodStack[f][0] = q;
                floodSize[f] = 1;
                parent[f] = f;
                active[f] = 1;
                seedLabel[f] = mark[q] == changedMark ? -1 : comps[q];
                mixed[f] = false;
            }
        }
        int going = floods;
        while (going > 1) {
            for (int f = 0; f < floods && going > 1; f++) {
                if (floodSize[f] > 0) {
                    going -= step(f, nb);
                }
            }
        }
        int big = -1;
        for (int f = 0; f < floods && big < 0; f++) {
            if (floodSize[f] > 0) {
                big = find(f);
            }
        }
        if (big >= 0 && (mixed[big] || seedLabel[big] < 0)) {
            // Several labels among its unchanged seeds (or none): flood it to the end, a whole region like the others.
            for (int f = 0; f < floods; f++) {
                while (floodSize[f] > 0) {
                    step(f, nb);
                }
            }
        }
    }

    /**
     * Takes one triangle off flood f's stack and floods its neighbours, joining the floods it meets.
     *
     * @return how many sets stopped going: 1 when f's set finished or joined another going set, else 0
     */
    private int step(int f, int[] nb) {
        int t = floodStack[f][--floodSize[f]];
        int stopped = 0;
        for (int e = 0; e < 3; e++) {
            int u = nb[3 * t + e];
            if (u < 0) {
                continue;
            }
            if (seen[u] != call) {
                seen[u] = call;
                owner[u] = f;
                visited[visitedCount++] = u;
                if (floodSize[f] == floodStack[f].length) {
                    floodStack[f] = Arrays.copyOf(floodStack[f], 2 * floodStack[f].length);
                }
                floodStack[f][floodSize[f]++] = u;
            } else {
                int a = find(f), b = find(owner[u]);
                if (a != b) {
                    // Both sets are going: a finished set has no neighbour outside it.
                    parent[b] = a;
                    active[a] += active[b];
                    if (seedLabel[a] < 0) {
                        seedLabel[a] = seedLabel[b];
                    } else if (seedLabel[b] >= 0 && seedLabel[b] != seedLabel[a]) {
                        mixed[a] = true;
                    }
                    mixed[a] |= mixed[b];
                    stopped++;
                }
            }
        }
        if (floodSize[f] == 0 && --active[find(f)] == 0) {
            stopped++;
        }
        return stopped;
    }

    private int find(int f) {
        while (parent[f] != f) {
            parent[f] = parent[parent[f]];
            f = parent[f];
        }
        return f;
    }

    /**
     * Labels what the race found: each whole region (in the order of its first seed) gives up its triangles' labels
     * and takes the lowest free one; the set still going keeps its unchanged seeds' label, which its changed
     * triangles take.
     */
    private void assign(int[] comps, int[] mark, int changedMark, ComponentLabels labels, BitSet moved) {
        int regions = 0;
        int big = -1;
        for (int i = 0; i < visitedCount; i++) {
            int r = find(owner[visited[i]]);
            if (active[r] > 0) {
                big = r;
            } else if (slot[r] < 0) {
                slot[r] = regions++;
            }
        }
        // Regroup the whole regions' triangles by slot (counting sort), in flooding order within a region.
        if (slotStart.length < regions + 1) {
            slotStart = new int[Math.max(regions + 1, 2 * slotStart.length)];
            slotNext = new int[slotStart.length];
        }
        Arrays.fill(slotStart, 0, regions + 1, 0);
        for (int i = 0; i < visitedCount; i++) {
            int r = find(owner[visited[i]]);
            if (r != big) {
                slotStart[slot[r] + 1]++;
            }
        }
        for (int k = 0; k < regions; k++) {
            slotStart[k + 1] += slotStart[k];
        }
        System.arraycopy(slotStart, 0, slotNext, 0, regions);
        for (int i = 0; i < visitedCount; i++) {
            int t = visited[i];
            int r = find(owner[t]);
            if (r != big) {
                region[slotNext[slot[r]]++] = t;
            } else if (mark[t] == changedMark) {
                comps[t] = seedLabel[big]; // a changed triangle of the rest: its label (given up before)
                labels.resize(seedLabel[big], 1);
            }
        }
        for (int k = 0; k < regions; k++) {
            int from = slotStart[k], to = slotStart[k + 1];
            for (int i = from; i < to; i++) {
                int t = region[i];
                if (mark[t] != changedMark) {
                    labels.resize(comps[t], -1);
                    moved.set(t >>> PagedArrays.SHIFT);
                }
            }
            int l = labels.take();
            for (int i = from; i < to; i++) {
                comps[region[i]] = l;
            }
            labels.resize(l, to - from);
        }
        for (int i = 0; i < visitedCount; i++) {
            slot[find(owner[visited[i]])] = -1;
        }
    }

    private void growFloods(int floods) {
        if (parent.length < floods) {
            int cap = Math.max(floods, 2 * parent.length);
            parent = Arrays.copyOf(parent, cap);
            active = Arrays.copyOf(active, cap);
            seedLabel = Arrays.copyOf(seedLabel, cap);
            mixed = Arrays.copyOf(mixed, cap);
            int old = slot.length;
            slot = Arrays.copyOf(slot, cap);
            Arrays.fill(slot, old, cap, -1);
            floodSize = Arrays.copyOf(floodSize, cap);
            int oldStacks = floodStack.length;
            floodStack = Arrays.copyOf(floodStack, cap);
            for (int f = oldStacks; f < cap; f++) {
                floodStack[f] = new int[16];
            }
        }
    }
}
