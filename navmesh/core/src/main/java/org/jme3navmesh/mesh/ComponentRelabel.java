package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * The connected components of an edited mesh ({@link EditableMesh}) derived from the previous
 * version's, with floods over the changed triangles only. The labels equal those of a flood over
 * the whole mesh ({@link NavMeshBuilder#labelComponents}: components numbered by their lowest
 * triangle id).
 *
 * <p>Why it holds. An unchanged triangle keeps its neighbour entries (a changed link marks both
 * ends), so the unchanged triangles are linked among themselves as before. The changed triangles
 * are flooded among themselves in the new mesh (new groups) and in the previous one (old groups).
 * A new group joins the previous components of the unchanged triangles it touches. A previous
 * component keeps its unchanged triangles together when every old group's unchanged neighbours
 * are joined by new groups too (each path through an old group then has a detour through new
 * ones); when one is not, the whole mesh is flooded instead. One O(n) pass then numbers the
 * components in order of their lowest triangle. Not thread-safe: its scratch arrays are reused.
 */
final class ComponentRelabel {
    private int[] mark = new int[0];
    private int stamp;
    private int[] group = new int[0];
    private int[] stack = new int[0];
    private int[] frontier = new int[0];
    /**
     * Union-find over the previous labels; every label is its own root between calls (the labels
     * joined in a call are listed in joined and reset at its end).
     */
    private int[] labelParent = new int[0];
    /** Per previous label: its root after the floods (the label itself unless joined). */
    private int[] rootOf = new int[0];
    private final TriangleGrid.IntList joined = new TriangleGrid.IntList();
    private int[] groupSet = new int[0];
    private int[] number = new int[0];
    /** Stamp of the frontier triangles of this call (their sets in frontier). */
    private int[] frontierSeen = new int[0];
    /** Stamp of the triangles an old group's flood reached. */
    private int[] oldSeen = new int[0];

    /**
     * Labels the components of the edited mesh.
     *
     * @param prev         the previous version; not null, unaffected
     * @param nb           the edited mesh's neighbours, 3 per triangle (at least 3 n); not null, unaffected
     * @param n            the edited mesh's triangle count
     * @param changed      ids of the triangles changed since prev (corners or neighbours), any order, ids at or
     *                     above n are dropped ones; not null, unaffected
     * @param changedCount the number of ids in changed
     * @param comps        receives the component of each triangle at [0, n); modified
     * @return the number of components
     */
    int label(NavMesh prev, int[] nb, int n, int[] changed, int changedCount, int[] comps) {
        int prevN = prev.triangleCount();
        int top = Math.max(n, prevN);
        grow(top, prev.componentCount());
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            Arrays.fill(frontierSeen, 0);
            Arrays.fill(oldSeen, 0);
            stamp = 1;
        }
        int changedMark = stamp;
        for (int k = 0; k < changedCount; k++) {
            if (changed[k] < top) {
                mark[changed[k]] = changedMark;
            }
        }
        for (int t = prevN; t < n; t++) {
            mark[t] = changedMark;
        }
        int[] pc = prev.rawComponents();
        int labels = prev.componentCount();
        // New groups: flood the changed triangles among themselves; each joins the previous
        // components (and the frontier sets) of the unchanged triangles it touches.
        int groups = 0;
        for (int k = 0; k < changedCount; k++) {
            int s = changed[k];
            if (s < n && group[s] < 0) {
                groupSet[groups] = flood(nb, s, groups, pc, changedMark);
                groups++;
            }
        }
        for (int t = prevN; t < n; t++) {
            if (group[t] < 0) {
                groupSet[groups] = flood(nb, t, groups, pc, changedMark);
                groups++;
            }
        }
        // Old groups: each one's unchanged neighbours must be joined by the new groups.
        boolean local = true;
        for (int k = 0; k < changedCount && local; k++) {
            int s = changed[k];
            if (s < prevN && oldSeen[s] != changedMark) {
                local = oldGroupJoined(prev, s, changedMark);
            }
        }
        int count;
        if (local) {
            Arrays.fill(number, 0, labels + groups, -1);
            for (int k = 0; k < joined.size; k++) {
                int l = joined.items[k];
                rootOf[l] = find(l);
            }
            count = 0;
            for (int t = 0; t < n; t++) {
                int key;
                if (mark[t] == changedMark) {
                    key = groupSet[group[t]] >= 0 ? rootOf[groupSet[group[t]]] : labels + group[t];
                } else {
                    key = rootOf[pc[t]];
                }
                if (number[key] < 0) {
                    number[key] = count++;
                }
                comps[t] = number[key];
            }
        } else {
            count = NavMeshBuilder.labelComponents(nb, comps, n);
        }
        for (int k = 0; k < changedCount; k++) {
            if (changed[k] < top) {
                group[changed[k]] = -1;
            }
        }
        for (int k = 0; k < joined.size; k++) {
            int l = joined.items[k];
            labelParent[l] = rootOf[l] = l;
        }
        joined.size = 0;
        for (int t = prevN; t < n; t++) {
            group[t] = -1;
        }
        return count;
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

    private void grow(int triangles, int labels) {
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
        if (labelParent.length < labels) {
            int old = labelParent.length;
            labelParent = Arrays.copyOf(labelParent, Math.max(labels, 2 * old));
            rootOf = Arrays.copyOf(rootOf, labelParent.length);
            for (int l = old; l < labelParent.length; l++) {
                labelParent[l] = rootOf[l] = l;
            }
        }
        if (number.length < labels + triangles) {
            number = new int[Math.max(labels + triangles, 2 * number.length)];
        }
    }
}
