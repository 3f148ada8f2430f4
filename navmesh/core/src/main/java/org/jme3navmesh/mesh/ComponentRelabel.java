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
 * its own (a free label). When an old group's neighbours are not joined (a component may have
 * split), when a new group joins several labels (components merged), or when no triangle is retired
 * any more, the whole mesh is flooded instead and labelled as {@link NavMeshBuilder#labelComponents}
 * does (by lowest triangle id, the retired triangles last), so a mesh whose edits are all undone
 * gets its base's labels back. Not thread-safe: its scratch arrays are reused.
 */
final class ComponentRelabel {
    private int[] mark = new int[0];
    private int stamp;
    private int[] group = new int[0];
    private int[] stack = new int[0];
    private int[] frontier = new int[0];
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
    /** Stamp of the frontier triangles of this call (their sets in frontier). */
    private int[] frontierSeen = new int[0];
    /** Stamp of the triangles an old group's flood reached. */
    private int[] oldSeen = new int[0];
    /** Triangles per label, the retired ones' label included. */
    private int[] size = new int[0];
    /** The labels in use are below it. */
    private int bound;
    /** Labels with triangles, the retired ones' aside. */
    private int live;
    /** The retired triangles' label, or -1 when none is retired. */
    private int retiredLabel = -1;
    /** Labels below bound with no triangle. */
    private final java.util.BitSet freeLabels = new java.util.BitSet();

    /**
     * Starts from a built mesh's labels (no triangle retired).
     *
     * @param comps its labels, dense from 0; not null, unaffected
     * @param n     its triangle count
     * @param count its component count
     */
    ComponentRelabel(int[] comps, int n, int count) {
        bound = live = count;
        ensureLabels(Math.max(4, count));
        for (int t = 0; t < n; t++) {
            size[comps[t]]++;
        }
    }

    /** Number of components of live (not retired) triangles after the last {@link #label} call. */
    int count() { return live; }

    /** Every label is below it. */
    int idBound() { return bound; }

    /**
     * Labels the components of the edited mesh: rewrites the labels of the changed triangles (or,
     * for a flood over the whole mesh, of every triangle).
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
     * @return true when every triangle was labelled again, false when only the changed ones were
     */
    boolean label(NavMesh prev, int[] nb, int[] tris, int n, int[] changed, int changedCount, int[] comps) {
        int prevN = prev.triangleCount();
        int top = Math.max(n, prevN);
        grow(top);
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            Arrays.fill(frontierSeen, 0);
            Arrays.fill(oldSeen, 0);
            stamp = 1;
        }
        int changedMark = stamp;
        // The changed triangles, each once: those listed, and those added or dropped.
        ids.size = 0;
        for (int k = 0; k < changedCount; k++) {
            markChanged(changed[k], top, changedMark);
        }
        for (int t = Math.min(n, prevN); t < top; t++) {
            markChanged(t, top, changedMark);
        }
        // New groups: flood the live changed triangles among themselves; each joins the labels
        // (and the frontier sets) of the unchanged triangles it touches.
        int groups = 0;
        int retired = retiredLabel < 0 ? 0 : size[retiredLabel];
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
        boolean local = joined.size == 0 && retired > 0;
        for (int k = 0; k < ids.size && local; k++) {
            int s = ids.items[k];
            if (s < prevN && oldSeen[s] != changedMark) {
                local = oldGroupJoined(prev, s, changedMark);
            }
        }
        if (local) {
            relabelChanged(n, prevN, tris, groups, comps);
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
        return !local;
    }

    private void markChanged(int t, int top, int changedMark) {
        if (t < top && mark[t] != changedMark) {
            mark[t] = changedMark;
            ids.add(t);
        }
    }

    /** The local case: new labels for the changed triangles only, the label sizes kept up to date. */
    private void relabelChanged(int n, int prevN, int[] tris, int groups, int[] comps) {
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s < prevN) {
                resize(comps[s], -1);
            }
        }
        for (int g = 0; g < groups; g++) {
            if (groupSet[g] < 0) {
                groupSet[g] = freeLabel();
            }
        }
        for (int k = 0; k < ids.size; k++) {
            int s = ids.items[k];
            if (s >= n) {
                continue;
            }
            int l;
            if (TriangleGrid.retired(tris, s)) {
                if (retiredLabel < 0) {
                    retiredLabel = freeLabel();
                }
                l = retiredLabel;
            } else {
                l = groupSet[group[s]];
            }
            comps[s] = l;
            resize(l, 1);
        }
    }

    /** Adds d to label l's size, keeping the live count and the free labels up to date. */
    private void resize(int l, int d) {
        boolean counted = l != retiredLabel;
        boolean was = size[l] > 0;
        size[l] += d;
        boolean is = size[l] > 0;
        if (is) {
            freeLabels.clear(l);
        } else {
            freeLabels.set(l);
            if (l == retiredLabel) {
                retiredLabel = -1;
            }
        }
        if (was != is && counted) {
            live += is ? 1 : -1;
        }
    }

    /** The lowest label with no triangle (a new one when there is none). */
    private int freeLabel() {
        int l = freeLabels.nextSetBit(0);
        if (l < 0) {
            l = bound++;
            ensureLabels(bound);
        }
        freeLabels.clear(l);
        return l;
    }

    /** Makes room for labels below cap. */
    private void ensureLabels(int cap) {
        if (cap > size.length) {
            int c = Math.max(cap, 2 * size.length);
            size = Arrays.copyOf(size, c);
            int old = labelParent.length;
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
        Arrays.fill(size, 0, bound, 0);
        freeLabels.clear();
        live = count;
        retiredLabel = -1;
        bound = count;
        ensureLabels(count + 1);
        for (int t = 0; t < n; t++) {
            if (comps[t] == -2) {
                retiredLabel = count;
                bound = count + 1;
                comps[t] = count;
            }
            size[comps[t]]++;
        }
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
                int l = find(pc[u]);
                if (root < 0) {
                    root = l;
                } else if (l != root) {
                    labelParent[l] = root;
                    joined.add(l);
                }
                if (firstFrontier < 0) {
                    firstFrontier = u;
                    frontierRoot(u, changedMark);
                } else {
                    joinFrontier(firstFrontier, u, changedMark);
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
                int r = frontierSeen[u] == changedMark ? frontierRoot(u, changedMark) : -2 - u;
                if (root == -1) {
                    root = r;
                } else if (r != root) {
                    together = false;
                }
            }
        }
        return together;
    }

    /** The root of u's frontier set (u joins as its own set on first sight in this call, stamp s). */
    private int frontierRoot(int u, int s) {
        if (frontierSeen[u] != s) {
            frontierSeen[u] = s;
            frontier[u] = u;
            return u;
        }
        return root(frontier, u);
    }

    private void joinFrontier(int a, int b, int s) {
        int ra = frontierRoot(a, s), rb = frontierRoot(b, s);
        if (ra != rb) {
            frontier[rb] = ra;
        }
    }

    private int find(int l) {
        return root(labelParent, l);
    }

    /** The root of x in the union-find forest parent (a root is its own parent), compressing the path. */
    private static int root(int[] parent, int x) {
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
            frontier = Arrays.copyOf(frontier, cap);
            frontierSeen = Arrays.copyOf(frontierSeen, cap);
            oldSeen = Arrays.copyOf(oldSeen, cap);
            groupSet = new int[cap];
        }
    }
}
