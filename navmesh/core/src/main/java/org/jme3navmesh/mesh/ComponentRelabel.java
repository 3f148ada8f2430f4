package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The connected components of an edited mesh ({@link EditableMesh}), kept under stable labels: a
 * version relabels only its changed triangles, so the labels of the others stay those of the
 * previous version and the work follows the change, not the mesh. Labels are reused once empty; a
 * triangle's label is an id below {@link #idBound()}. The retired triangles (corners one vertex,
 * no links) share one label of their own, which {@link #count()} does not count.
 *
 * <p>Why it holds. An unchanged triangle keeps its neighbour entries (a changed link marks both
 * ends), so the unchanged triangles are linked among themselves as before. The changed triangles
 * are flooded among themselves in the new mesh (new groups) and in the previous one (old groups).
 * A new group joins the previous components of the unchanged triangles it touches. A previous
 * component keeps its unchanged triangles together when every old group's unchanged neighbours
 * are joined by new groups too (each path through an old group then has a detour through new
 * ones). Then a new group touching one label takes it, and one touching none is a component of
 * its own (a free label). A new group touching several labels merges their components: the set keeps
 * its largest label and the unchanged triangles of the others are flooded to take it (the work follows
 * the smaller components). When an old group's neighbours are not joined (a component may have
 * split), floods from the changed triangles race through the components beside them ({@link SplitRelabel}): the
 * parts they close off are labelled again, and the part still going when the others are closed keeps its label.
 * When no triangle is retired any more, the whole mesh is flooded instead and labelled as
 * {@link NavMeshBuilder#labelComponents}
 * does (by lowest triangle id, the retired triangles last), so a mesh whose edits are all undone
 * gets its base's labels back. Not thread-safe: its scratch arrays are reused.
 */
final class ComponentRelabel {
    private int[] mark = new int[0];
    private int stamp;
    private int[] group = new int[0];
    private int[] stack = new int[0];
    /**
     * Union-find over the labels; every label is its own root between calls (the labels joined in
     * a call are listed in joined and reset at its end).
     */
    private int[] labelParent = new int[0];
    private final TriangleGrid.IntList joined = new TriangleGrid.IntList();
    /** The changed triangles of a call, each once. */
    private final TriangleGrid.IntList ids = new TriangleGrid.IntList();
    /** Per new group: the label of the unchanged triangles it touches, or -1. */
    private int[] groupSet = new int[0];
    /** The frontier triangles of this call, in sets joined by the new groups. */
    private final FrontierSets frontier = new FrontierSets();
    /** Stamp of the triangles an old group's flood reached. */
    private int[] oldSeen = new int[0];
    /** Per label met at the frontier in a call: an unchanged triangle carrying it (valid where seedSeen is the stamp). */
    private int[] seedOf = new int[0];
    private int[] seedSeen = new int[0];
    /** Per joined set's root label: the label the set keeps (-1 between calls). */
    private int[] keepOf = new int[0];
    /** Stamp of the changed triangles a merge flood went through (its own counter). */
    private int[] passed = new int[0];
    private int passStamp;
    /** The pages ({@link PagedArrays}) of the unchanged triangles a merge in the last call relabelled. */
    private final java.util.BitSet movedPages = new java.util.BitSet();
    /** The labels' sizes, the free ones and the retired triangles' label. */
    private final ComponentLabels labels;
    /** The floods after a possible split. */
    private final SplitRelabel around = new SplitRelabel();

    /**
     * Starts from a built mesh's labels (no triangle retired).
     *
     * @param comps its labels, dense from 0; not null, unaffected
     * @param n     its triangle count
     * @param count its component count
     */
    ComponentRelabel(int[] comps, int n, int count) {
        labels = new ComponentLabels(comps, n, count);
    }

    /** Number of components of live (not retired) triangles after the last {@link #label} call. */
    int count() { return labels.live(); }

    /** Every label is below it. */
    int idBound() { return labels.bound(); }

    /** The retired triangles' label after the last {@link #label} call, or -1 when none is retired. */
    int retiredLabel() { return labels.retiredLabel(); }

    /**
     * The pages ({@link PagedArrays}) holding an unchanged triangle whose label the last local
     * {@link #label} call rewrote (components merged or flooded again after a split); cleared by the next call.
     *
     * @return the page set; owned by this, not to be modified
     */
    java.util.BitSet movedPages() { return movedPages; }

    /**
     * Labels the components of the edited mesh: rewrites the labels of the changed triangles and of
     * the unchanged ones in components the change joined or may have split (or, for a flood over the
     * whole mesh, of every triangle).
     *
     * @param prev         the previous version; not null, unaffected
     * @param nb           the edited mesh's neighbours, 3 per triangle (at least 3 n); not null, unaffected
     * @param tris         the edited mesh's corners, 3 per triangle; not null, unaffected
     * @param n            the edited mesh's triangle count
     * @param changed      ids of the triangles changed since prev (corners or neighbours), any order, unique, ids
     *                     at or above n are dropped ones; not null, unaffected
     * @param changedCount the number of ids in changed
     * @param comps        on entry the previous version's labels (at least max(n, prev's count) entries), on
     *                     return the edited mesh's at [0, n); modified
     * @return true when every triangle was labelled again, false when only the changed ones and
     *         unchanged ones on the pages of {@link #movedPages()} were
     */
    boolean label(NavMesh prev, int[] nb, int[] tris, int n, int[] changed, int changedCount, int[] comps) {
        int prevN = prev.triangleCount();
        int top = Math.max(n, prevN);
        grow(top);
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            frontier.clearStamps();
            Arrays.fill(oldSeen, 0);
            Arrays.fill(seedSeen, 0);
            stamp = 1;
        }
        int changedMark = stamp;
        movedPages.clear();
        // The changed triangles, each once: those listed, and those added or dropped.
        ids.size = 0;
        for (int k = 0; k < changedCount; k++) {
            markChanged(changed[k], top, changedMark);
        }
        for (int t = Math.min(n, prevN); t < top; t++) {
            markChanged(t, top, changedMark);
        }
        ensureLabelArrays(labels.bound());
        // New groups: flood the live changed triangles among themselves; each joins the labels
        // (and the frontier sets) of the unchanged triangles it touches.
        int groups = 0;
        int retiredLabel = labels.retiredLabel();
        int retired = retiredLabel < 0 ? 0 : labels.size(retiredLabel);
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s < prevN && comps[s] == retiredLabel) {
                retired--;
            }
            if (s < n && TriangleGrid.retired(tris, s)) {
                retired++;
            } else if (s < n && group[s] < 0) {
                groupSet[groups] = flood(nb, s, groups, comps, changedMark);
                groups++;
            }
        }
        // Old groups: each one's unchanged neighbours must be joined by the new groups.
        boolean local = retired > 0;
        for (int k = 0; k < ids.size && local; k++) {
            int s = ids.items[k];
            if (s < prevN && oldSeen[s] != changedMark) {
                local = oldGroupJoined(prev, s, changedMark);
            }
        }
        if (local) {
            if (joined.size > 0) {
                merge(nb, groups, comps, changedMark);
            }
            relabelChanged(n, prevN, tris, groups, comps);
        } else if (retired > 0) {
            around.relabel(prev, nb, tris, n, comps, ids, mark, changedMark, labels, movedPages);
        } else {
            relabelAll(nb, tris, n, comps);
        }
        for (int k = 0; k < ids.size; k++) {
            group[ids.items[k]] = -1;
        }
        for (int k = 0; k < joined.size; k++) {
            int l = joined.items[k];
            labelParent[l] = l;
        }
        joined.size = 0;
        return retired == 0;
    }

    private void markChanged(int t, int top, int changedMark) {
        if (t < top && mark[t] != changedMark) {
            mark[t] = changedMark;
            ids.add(t);
        }
    }

    /**
     * Components joined by the change (the local case, labels joined in {@link #flood}): each joined
     * set keeps its largest label (the lowest of equal sizes) and the unchanged triangles of its other
     * labels take it, found by a flood from one of them through their own label's unchanged triangles
     * and the live changed ones (which the old groups' check proved join them); the groups take
     * the kept labels. The work follows the smaller components, not the mesh.
     */
    private void merge(int[] nb, int groups, int[] comps, int changedMark) {
        // A set's labels: its root and the labels joined to it (each listed once in joined).
        for (int k = 0; k < joined.size; k++) {
            int l = joined.items[k];
            int r = find(l);
            if (keepOf[r] < 0) {
                keepOf[r] = r;
            }
            int best = keepOf[r];
            if (labels.size(l) > labels.size(best) || (labels.size(l) == labels.size(best) && l < best)) {
                keepOf[r] = l;
            }
        }
        for (int k = 0; k < joined.size; k++) {
            int l = joined.items[k];
            int r = find(l);
            int keep = keepOf[r];
            if (l != keep) {
                moveLabel(nb, l, keep, comps, changedMark);
            }
            // The root moves once: its seed still carries it until then.
            if (r != keep && comps[seedOf[r]] == r) {
                moveLabel(nb, r, keep, comps, changedMark);
            }
        }
        for (int g = 0; g < groups; g++) {
            if (groupSet[g] >= 0) {
                int r = find(groupSet[g]);
                groupSet[g] = keepOf[r] >= 0 ? keepOf[r] : r;
            }
        }
        for (int k = 0; k < joined.size; k++) {
            keepOf[find(joined.items[k])] = -1;
        }
    }

    /**
     * Gives label to the unchanged triangles labelled from: a flood from from's seed through them,
     * the live changed triangles and the frontier triangles of other labels (the new groups join the
     * old groups' neighbours through those).
     */
    private void moveLabel(int[] nb, int from, int to, int[] comps, int changedMark) {
        int pass = nextPass();
        int seed = seedOf[from];
        int sp = 0;
        stack[sp++] = seed;
        comps[seed] = to;
        movedPages.set(seed >>> PagedArrays.SHIFT);
        passed[seed] = pass;
        int moved = 1;
        while (sp > 0) {
            int t = stack[--sp];
            for (int e = 0; e < 3; e++) {
                int u = nb[3 * t + e];
                boolean unchanged = u >= 0 && mark[u] != changedMark;
                if (u >= 0 && passed[u] != pass && (!unchanged || comps[u] == from || frontier.contains(u, changedMark))) {
                    passed[u] = pass;
                    stack[sp++] = u;
                    if (unchanged && comps[u] == from) {
                        comps[u] = to;
                        movedPages.set(u >>> PagedArrays.SHIFT);
                        moved++;
                    }
                }
            }
        }
        labels.resize(from, -moved);
        labels.resize(to, moved);
    }

    /** The local case: new labels for the changed triangles only, the label sizes kept up to date. */
    private void relabelChanged(int n, int prevN, int[] tris, int groups, int[] comps) {
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s < prevN) {
                labels.resize(comps[s], -1);
            }
        }
        for (int g = 0; g < groups; g++) {
            if (groupSet[g] < 0) {
                groupSet[g] = labels.take();
            }
        }
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s >= n) {
                continue;
            }
            int l = TriangleGrid.retired(tris, s) ? labels.retiredOrNew() : groupSet[group[s]];
            comps[s] = l;
            labels.resize(l, 1);
        }
    }

    /** A stamp for passed that no triangle carries yet. */
    private int nextPass() {
        if (++passStamp == Integer.MAX_VALUE) {
            Arrays.fill(passed, 0);
            passStamp = 1;
        }
        return passStamp;
    }

    /** Makes room in the per-label arrays for labels below cap (a new label is its own root and keeps none). */
    private void ensureLabelArrays(int cap) {
        if (cap > labelParent.length) {
            int c = Math.max(cap, 2 * labelParent.length);
            seedOf = Arrays.copyOf(seedOf, c);
            seedSeen = Arrays.copyOf(seedSeen, c);
            int old = labelParent.length;
            keepOf = Arrays.copyOf(keepOf, c);
            Arrays.fill(keepOf, old, c, -1);
            labelParent = Arrays.copyOf(labelParent, c);
            for (int i = old; i < c; i++) {
                labelParent[i] = i;
            }
        }
    }

    /**
     * Labels every triangle as {@link NavMeshBuilder#labelComponents} does, the live triangles
     * first, the retired ones last under one label, and counts the labels' sizes again.
     */
    private void relabelAll(int[] nb, int[] tris, int n, int[] comps) {
        for (int t = 0; t < n; t++) {
            comps[t] = TriangleGrid.retired(tris, t) ? -2 : -1;
        }
        int count = FloodFill.labelRegions(n, (t, e) -> nb[3 * t + e], -1, comps);
        int retired = -1;
        for (int t = 0; t < n; t++) {
            if (comps[t] == -2) {
                retired = count;
                comps[t] = count;
            }
        }
        labels.recount(comps, n, count, retired);
    }

    /**
     * Floods the changed triangles linked to seed in the new mesh as group g, joining the previous
     * labels and the frontier sets of the unchanged triangles it touches; returns the group's
     * previous label root, or -1 when it touches none.
     */
    private int flood(int[] nb, int seed, int g, int[] pc, int changedMark) {
        int sp = 0;
        stack[sp++] = seed;
        group[seed] = g;
        int root = -1, firstFrontier = -1;
        while (sp > 0) {
            int t = stack[--sp];
            for (int e = 0; e < 3; e++) {
                int u = nb[3 * t + e];
                if (u < 0) {
                    continue;
                }
                if (mark[u] == changedMark) {
                    if (group[u] < 0) {
                        group[u] = g;
                        stack[sp++] = u;
                    }
                    continue;
                }
                // u is unchanged: a frontier triangle.
                if (seedSeen[pc[u]] != changedMark) {
                    seedSeen[pc[u]] = changedMark;
                    seedOf[pc[u]] = u;
                }
                int l = find(pc[u]);
                if (root < 0) {
                    root = l;
                } else if (l != root) {
                    labelParent[l] = root;
                    joined.add(l);
                }
                if (firstFrontier < 0) {
                    firstFrontier = u;
                    frontier.root(u, changedMark);
                } else {
                    frontier.join(firstFrontier, u, changedMark);
                }
            }
        }
        return root < 0 ? -1 : find(root);
    }

    /**
     * Floods the changed triangles linked to seed in the previous mesh; true when all the
     * unchanged triangles they touch lie in one frontier set.
     */
    private boolean oldGroupJoined(NavMesh prev, int seed, int changedMark) {
        int sp = 0;
        stack[sp++] = seed;
        oldSeen[seed] = changedMark;
        int root = -1;
        boolean together = true;
        while (sp > 0) {
            int t = stack[--sp];
            for (int e = 0; e < 3; e++) {
                int u = prev.neighbour(t, e);
                if (u < 0) {
                    continue;
                }
                if (mark[u] == changedMark) {
                    if (oldSeen[u] != changedMark) {
                        oldSeen[u] = changedMark;
                        stack[sp++] = u;
                    }
                    continue;
                }
                int r = frontier.contains(u, changedMark) ? frontier.root(u, changedMark) : -2 - u;
                if (root == -1) {
                    root = r;
                } else if (r != root) {
                    together = false;
                }
            }
        }
        return together;
    }

    private int find(int l) {
        return root(labelParent, l);
    }

    /** The root of x in the union-find forest parent (a root is its own parent), compressing the path. */
    static int root(int[] parent, int x) {
        int r = x;
        while (parent[r] != r) {
            r = parent[r];
        }
        while (parent[x] != r) {
            int next = parent[x];
            parent[x] = r;
            x = next;
        }
        return r;
    }

    private void grow(int triangles) {
        if (mark.length < triangles) {
            int cap = Math.max(triangles, 2 * mark.length);
            mark = Arrays.copyOf(mark, cap);
            int old = group.length;
            group = Arrays.copyOf(group, cap);
            Arrays.fill(group, old, cap, -1);
            stack = new int[cap];
            frontier.grow(cap);
            oldSeen = Arrays.copyOf(oldSeen, cap);
            passed = Arrays.copyOf(passed, cap);
            groupSet = new int[cap];
        }
    }
}
