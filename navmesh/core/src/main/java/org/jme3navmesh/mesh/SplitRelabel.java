package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.BitSet;

/**
 * The labelling of {@link ComponentRelabel} when a change may have split a component: the live
 * changed triangles and the components beside them (before or now) are flooded again, and each
 * region found takes the lowest free label once its triangles have given up theirs; the retired
 * changed triangles take the retired label. Every part of a component beside the change holds a
 * triangle beside it in one version or the other (it was joined to the rest through the changed
 * triangles), so the floods start there and reach every triangle whose component may differ; the
 * other components keep their labels. The work follows those components, not the mesh. Not
 * thread-safe: its scratch arrays are reused.
 */
final class SplitRelabel {
    /** Where the floods start. */
    private final TriangleGrid.IntList seeds = new TriangleGrid.IntList();
    /** The triangles of the region being flooded, and the flood's stack. */
    private int[] region = new int[0];
    private int[] stack = new int[0];
    /** Per triangle: the call that flooded it. */
    private int[] seen = new int[0];
    private int call;

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
            region = new int[cap];
            stack = new int[cap];
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
        for (int k = 0; k < seeds.size; k++) {
            int q = seeds.items[k];
            if (seen[q] != call) {
                label(q, nb, comps, mark, changedMark, labels, moved);
            }
        }
    }

    /** Floods the region of seed q and gives it the lowest free label once its triangles have given up theirs. */
    private void label(int q, int[] nb, int[] comps, int[] mark, int changedMark, ComponentLabels labels, BitSet moved) {
        int count = 0, sp = 0;
        seen[q] = call;
        stack[sp++] = q;
        while (sp > 0) {
            int t = stack[--sp];
            region[count++] = t;
            for (int e = 0; e < 3; e++) {
                int u = nb[3 * t + e];
                if (u >= 0 && seen[u] != call) {
                    seen[u] = call;
                    stack[sp++] = u;
                }
            }
        }
        for (int i = 0; i < count; i++) {
            int t = region[i];
            if (mark[t] != changedMark) {
                labels.resize(comps[t], -1);
                moved.set(t >>> PagedArrays.SHIFT);
            }
        }
        int l = labels.take();
        for (int i = 0; i < count; i++) {
            comps[region[i]] = l;
        }
        labels.resize(l, count);
    }
}
