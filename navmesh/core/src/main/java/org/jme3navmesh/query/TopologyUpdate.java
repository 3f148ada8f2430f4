package org.jme3navmesh.query;

import java.util.Arrays;
import java.util.BitSet;
import org.jme3navmesh.mesh.MeshChange;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Derives the {@link MeshTopology} of a changed mesh from the earlier version's and the {@link MeshChange},
 * in time that follows the change: the per-vertex triangle lists and boundary flags are recomputed only at the
 * vertices of changed triangles (the pages of the other lists are shared, {@link VertexTriangles}), the polygon
 * graphs are patched ({@link PolyGraphPatch}), and the area and slope summaries follow the changed triangles.
 *
 * <p>Bridges: let A be the 2-edge-connected components of the earlier version that hold an unchanged
 * neighbour of a changed triangle. When A is one component X, every edge
 * connecting the change to the rest of the mesh ends in X, so the bridge tree is unchanged outside X and
 * the components made of changed triangles only: each other bridge stays a bridge with the same two sides,
 * and the changed triangles join X. The bridges and components are then kept, except that no edge of a
 * changed triangle is marked a bridge any more (X may now hold bridges that are not marked: they only lose
 * their dead-end pruning, never prune wrongly). When A holds several components of one tree of the bridge
 * forest, the change may close cycles through the bridge-tree paths between them: the components on those
 * paths are joined into their common ancestor (the bridges between them are no longer marked; their triangles
 * keep their labels, which answer as the ancestor's would, see {@link #joinPaths}), which leaves the tree
 * unchanged outside them by the same argument. When A is empty
 * (the change touches no unchanged triangle), its triangles form a new root of the forest. When A spans several
 * trees, all this holds for each group of the change on its own ({@link #groups}: the triangles that went from one
 * place, or those that came to one): a group borders unchanged triangles only, so the groups are applied one after
 * the other, removals first, as if they were successive changes. Only when one group's A spans several trees (the
 * group joins connected components) are the bridges found again over the whole mesh.
 */
final class TopologyUpdate {
    private final MeshTopology prev;
    private final NavMesh pm;
    private final NavMesh m;
    /** The changed triangles (ids below either version's count), ascending; and as a set. */
    private int[] changed = new int[64];
    private int changedCount;
    private final BitSet isChanged = new BitSet();
    /** Vertices whose triangle lists may differ: corners of changed triangles in either version, ascending. */
    private final int[] touched;

    private TopologyUpdate(MeshTopology prev, MeshChange c, NavMesh m) {
        this.prev = prev;
        this.pm = c.previous();
        this.m = m;
        int n = m.triangleCount(), prevN = pm.triangleCount();
        int top = Math.max(n, prevN);
        for (int i = 0; i < c.triangleCount(); i++) {
            int t = c.triangle(i);
            if (t < top) {
                mark(t);
            }
        }
        for (int t = Math.min(n, prevN); t < top; t++) {
            mark(t);
        }
        for (int i = 0; i < c.vertexCount(); i++) {
            int v = c.vertex(i);
            if (v < pm.vertexCount()) {
                int[] page = prev.vertTris.page(v);
                for (int k = VertexTriangles.from(page, v); k < VertexTriangles.to(page, v); k++) {
                    mark(page[k]);
                }
            }
        }
        Arrays.sort(changed, 0, changedCount);
        touched = touchedVertices();
    }

    private void mark(int t) {
        if (!isChanged.get(t)) {
            isChanged.set(t);
            if (changedCount == changed.length) {
                changed = Arrays.copyOf(changed, 2 * changedCount);
            }
            changed[changedCount++] = t;
        }
    }

    /**
     * @param prev the earlier version's topology; not null, unaffected
     * @param c    the change from c.previous() (whose topology prev is) to m; not null
     * @param m    the later version; not null
     * @return the topology of m; new
     */
    static MeshTopology apply(MeshTopology prev, MeshChange c, NavMesh m) {
        return new TopologyUpdate(prev, c, m).run();
    }

    private MeshTopology run() {
        int n = m.triangleCount();
        VertexTriangles lists = vertexLists();
        IntPages boundary = new IntPages(prev.boundaryVertex, m.vertexCount());
        for (int v = pm.vertexCount(); v < m.vertexCount(); v++) {
            boundary.set(v, 0); // a page may hold a vertex id an earlier version dropped
        }
        for (int v : touched) {
            int on = onBoundary(v, lists) ? 1 : 0;
            if (boundary.get(v) != on) {
                boundary.set(v, on); // a page is copied only when a flag changes
            }
        }
        int[] areaCounts = prev.areaCounts.clone();
        float maxSlope = prev.maxSlope;
        boolean slopeLost = false;
        for (int i = 0; i < changedCount; i++) {
            int t = changed[i];
            if (t < pm.triangleCount()) {
                areaCounts[pm.area(t) & 63]--;
                slopeLost |= pm.slopeDeg(t) >= prev.maxSlope;
            }
            if (t < n) {
                areaCounts[m.area(t) & 63]++;
                maxSlope = Math.max(maxSlope, m.slopeDeg(t));
            }
        }
        if (slopeLost && maxSlope <= prev.maxSlope) {
            maxSlope = 0f;
            for (int t = 0; t < n; t++) {
                maxSlope = Math.max(maxSlope, m.slopeDeg(t));
            }
        }
        Bridges b = bridges(n);
        PolyGraph polys = PolyGraphPatch.patch(prev.polys, m, changed, changedCount, true);
        PolyGraph triangles = prev.trianglePolysIfBuilt();
        if (triangles != null) {
            triangles = PolyGraphPatch.patch(triangles, m, changed, changedCount, false);
        }
        return new MeshTopology(lists, boundary.pages(), maxSlope, b.bridge, b.ecc, b.eccIn, b.eccOut, b.eccParent,
                b.eccUp, b.eccRep, areaCounts, polys, triangles);
    }

    /** The bridge forest of the new version: {@link MeshTopology}'s fields of the same names. */
    private record Bridges(int[][] bridge, int[][] ecc, int[] eccIn, int[] eccOut, int[] eccParent, int[] eccUp,
                           int[] eccRep) {
    }

    /**
     * The bridges and components of the new version. A change whose reached components lie in one tree of the
     * bridge forest (or that reaches none) is applied whole; one that reaches several trees is applied one group at a
     * time ({@link #groups}): each group is a change of its own, the triangles that went from one place or those that
     * came to one, bordering unchanged ones only, so the groups are applied as if one after the other, removals first
     * (see the class comment). The bridges are found again over the whole mesh only when one group reaches several
     * trees, not when the groups lie in different trees (an obstacle over a floor and a ledge apart from it, obstacles
     * added in one update far apart, or a triangle id the change reused elsewhere).
     */
    private Bridges bridges(int n) {
        // The whole change as one group first: when what it reaches lies in one tree (or it reaches nothing), it is
        // applied as one change; only when it reaches several trees is it split into its groups.
        int c = changedCount;
        int groupCount = 1;
        int[] order = identity(2 * c);
        int[] start = {0, 2 * c};
        int[][] reached = {reachedComponents(order, 0, 2 * c)};
        int[] top = {reached[0].length == 0 ? -1 : commonAncestor(reached[0])};
        if (reached[0].length > 0 && top[0] < 0) {
            int[] group = groups();
            groupCount = 0;
            for (int g : group) {
                groupCount = Math.max(groupCount, g + 1);
            }
            // The sides of changed by group: those of group g are order[start[g] .. start[g + 1]).
            start = new int[groupCount + 1];
            for (int g : group) {
                if (g >= 0) {
                    start[g + 1]++;
                }
            }
            for (int g = 0; g < groupCount; g++) {
                start[g + 1] += start[g];
            }
            int[] fill = Arrays.copyOf(start, groupCount);
            for (int k = 0; k < 2 * c; k++) {
                if (group[k] >= 0) {
                    order[fill[group[k]]++] = k;
                }
            }
            reached = new int[groupCount][];
            top = new int[groupCount];
            for (int g = 0; g < groupCount; g++) {
                reached[g] = reachedComponents(order, start[g], start[g + 1]);
                top[g] = reached[g].length == 0 ? -1 : commonAncestor(reached[g]);
                if (reached[g].length > 0 && top[g] < 0) {
                    return rebuilt(n); // this group joins connected components
                }
            }
        }
        int roots = 0;
        for (int g = 0; g < groupCount; g++) {
            roots += reached[g].length == 0 && hasNewSide(order, start[g], start[g + 1]) ? 1 : 0;
        }
        int[] eccIn = prev.eccIn;
        int[] eccOut = prev.eccOut;
        int[] eccParent = prev.eccParent;
        int[] eccUp = prev.eccUp;
        int[] eccRep = prev.eccRep;
        int nodes = eccIn.length;
        if (roots > 0) {
            // Groups that touch no unchanged triangle: each forms a new root of the bridge forest.
            eccIn = Arrays.copyOf(eccIn, nodes + roots);
            eccOut = Arrays.copyOf(eccOut, nodes + roots);
            eccParent = Arrays.copyOf(eccParent, nodes + roots);
            eccUp = Arrays.copyOf(eccUp, nodes + roots);
            if (eccRep != null) {
                eccRep = Arrays.copyOf(eccRep, nodes + roots);
            }
            for (int x = nodes; x < nodes + roots; x++) {
                eccUp[x] = -1;
                eccIn[x] = x;
                eccOut[x] = x + 1;
                eccParent[x] = -1;
                if (eccRep != null) {
                    eccRep[x] = x;
                }
            }
        }
        IntPages bridges = new IntPages(prev.bridge, 3 * n);
        IntPages eccs = new IntPages(prev.ecc, n);
        int nextRoot = nodes;
        for (int g = 0; g < groupCount; g++) {
            int x = top[g];
            if (x == -1) {
                if (!hasNewSide(order, start[g], start[g + 1])) {
                    continue; // triangles that went, touching nothing that stays: nothing to label or join
                }
                x = nextRoot++;
            } else {
                if (eccRep != null) {
                    while (eccRep[x] != x) {
                        x = eccRep[x]; // the ancestor was joined into a node above it: that node's label
                    }
                }
                if (reached[g].length > 1) {
                    if (eccRep == null || eccRep == prev.eccRep) {
                        eccRep = eccRep == null ? identity(eccIn.length) : eccRep.clone();
                    }
                    joinPaths(reached[g], x, bridges, eccRep);
                }
            }
            for (int k = start[g]; k < start[g + 1]; k++) {
                if (order[k] < c) {
                    continue; // an earlier version's triangle: its id, if still used, is labelled by its new side
                }
                int t = changed[order[k] - c];
                if (t >= n) {
                    continue;
                }
                eccs.set(t, x);
                for (int e = 0; e < 3; e++) {
                    bridges.set(3 * t + e, -1);
                    int nb = m.neighbour(t, e);
                    int he = nb < 0 ? -1 : 3 * nb + m.sharedEdge(nb, t);
                    if (he >= 0 && bridges.get(he) != -1) {
                        bridges.set(he, -1); // an edge into the change may no longer be one
                    }
                }
            }
        }
        return new Bridges(bridges.pages(), eccs.pages(), eccIn, eccOut, eccParent, eccUp, eccRep);
    }

    private static int[] identity(int count) {
        int[] a = new int[count];
        Arrays.setAll(a, i -> i);
        return a;
    }

    /** The bridges found again over the whole mesh (a change that joins trees of the forest). */
    private Bridges rebuilt(int n) {
        int[] bridgeFlat = new int[3 * n];
        int[] eccFlat = new int[n];
        int eccCount = MeshTopology.findBridges(m, n, bridgeFlat, eccFlat);
        int[] eccIn = new int[eccCount];
        int[] eccOut = new int[eccCount];
        int[] eccParent = new int[eccCount];
        int[] eccUp = new int[eccCount];
        MeshTopology.orientBridges(m, n, eccCount, bridgeFlat, eccFlat, eccIn, eccOut, eccParent, eccUp);
        return new Bridges(IntPages.of(bridgeFlat, 3 * n), IntPages.of(eccFlat, n), eccIn, eccOut, eccParent, eccUp,
                null);
    }

    /**
     * The groups of the change. Each changed id has two sides: its triangle in the earlier version (side i, when the
     * id is below that version's count) and in the later one (side c + i, c = {@link #changedCount}, when below the
     * later count). The earlier sides are joined where their triangles are neighbours in the earlier version, the
     * later ones where they are in the later version; an id's two sides are not joined (an id a change reused lies
     * in two places). So a group is the triangles that went from one place, or those that came to one, and borders
     * unchanged triangles only: applying the groups of earlier sides (removals) and then those of later sides
     * (additions) one at a time gives the change.
     *
     * @return per side, its group (numbered from 0 in the order of their first sides, so the earlier sides' groups
     *         come first), or -1 for a side that does not exist
     */
    private int[] groups() {
        int c = changedCount;
        int[] parent = identity(2 * c);
        int prevN = pm.triangleCount(), n = m.triangleCount();
        for (int i = 0; i < c; i++) {
            int t = changed[i];
            for (int e = 0; e < 3; e++) {
                if (t < prevN) {
                    union(parent, i, pm.neighbour(t, e), 0);
                }
                if (t < n) {
                    union(parent, c + i, m.neighbour(t, e), c);
                }
            }
        }
        int[] group = new int[2 * c];
        int[] label = new int[2 * c];
        Arrays.fill(label, -1);
        int count = 0;
        for (int k = 0; k < 2 * c; k++) {
            int t = changed[k < c ? k : k - c];
            if (k < c ? t >= prevN : t >= n) {
                group[k] = -1;
                continue;
            }
            int r = root(parent, k);
            if (label[r] < 0) {
                label[r] = count++;
            }
            group[k] = label[r];
        }
        return group;
    }

    /** Whether a group's sides (order[from .. to)) hold a later version's triangle. */
    private boolean hasNewSide(int[] order, int from, int to) {
        for (int k = from; k < to; k++) {
            if (order[k] >= changedCount) {
                return true;
            }
        }
        return false;
    }

    /** Joins side k with side base + j of triangle nb = changed[j] when nb is a changed triangle. */
    private void union(int[] parent, int k, int nb, int base) {
        if (nb < 0 || !isChanged.get(nb)) {
            return;
        }
        int j = base + Arrays.binarySearch(changed, 0, changedCount, nb);
        int a = root(parent, k), b = root(parent, j);
        if (a != b) {
            parent[Math.max(a, b)] = Math.min(a, b);
        }
    }

    private static int root(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private int[] touchedVertices() {
        int nv = m.vertexCount();
        int[] v = new int[6 * changedCount];
        int w = 0;
        for (int i = 0; i < changedCount; i++) {
            int t = changed[i];
            boolean wasLive = t < pm.triangleCount() && !MeshTopology.retired(pm, t);
            boolean live = t < m.triangleCount() && !MeshTopology.retired(m, t);
            for (int k = 0; k < 3; k++) {
                if (wasLive && pm.vertex(t, k) < nv) {
                    v[w++] = pm.vertex(t, k);
                }
                if (live) {
                    v[w++] = m.vertex(t, k);
                }
            }
        }
        Arrays.sort(v, 0, w);
        int u = 0;
        for (int i = 0; i < w; i++) {
            if (u == 0 || v[u - 1] != v[i]) {
                v[u++] = v[i];
            }
        }
        return Arrays.copyOf(v, u);
    }

    /**
     * The triangles around each vertex (as {@link MeshTopology} lists them: ascending, a triangle once per corner
     * at the vertex): the earlier lists, with those of the touched vertices rebuilt ({@link VertexTriangles#with}).
     */
    private VertexTriangles vertexLists() {
        int nv = m.vertexCount(), prevNv = pm.vertexCount();
        // The touched vertices' new lists: unchanged triangles from the earlier list, then changed ones.
        int[][] own = new int[touched.length][];
        int[] ownCount = new int[touched.length];
        for (int i = 0; i < touched.length; i++) {
            int v = touched[i];
            int[] l = new int[8];
            int c = 0;
            if (v < prevNv) {
                int[] page = prev.vertTris.page(v);
                for (int k = VertexTriangles.from(page, v); k < VertexTriangles.to(page, v); k++) {
                    int t = page[k];
                    if (!isChanged.get(t)) {
                        l = add(l, c++, t);
                    }
                }
            }
            own[i] = l;
            ownCount[i] = c;
        }
        for (int i = 0; i < changedCount && changed[i] < m.triangleCount(); i++) {
            int t = changed[i];
            for (int k = 0; k < 3 && !MeshTopology.retired(m, t); k++) {
                int j = Arrays.binarySearch(touched, m.vertex(t, k));
                own[j] = add(own[j], ownCount[j]++, t);
            }
        }
        for (int i = 0; i < touched.length; i++) {
            Arrays.sort(own[i], 0, ownCount[i]);
        }
        return prev.vertTris.with(nv, touched, own, ownCount);
    }

    private static int[] add(int[] a, int i, int v) {
        if (i == a.length) {
            a = Arrays.copyOf(a, 2 * i);
        }
        a[i] = v;
        return a;
    }

    /** As {@link MeshTopology} marks it: some triangle at v has no neighbour across an edge ending at v. */
    private boolean onBoundary(int v, VertexTriangles lists) {
        int[] page = lists.page(v);
        for (int i = VertexTriangles.from(page, v); i < VertexTriangles.to(page, v); i++) {
            int t = page[i];
            for (int k = 0; k < 3; k++) {
                if (m.neighbour(t, k) < 0 && (m.vertex(t, k) == v || m.vertex(t, k == 2 ? 0 : k + 1) == v)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The 2-edge-connected components of the earlier version (distinct) that hold an unchanged neighbour of the
     * changed triangles of the sides order[from .. to) ({@link #groups}: side i is changed[i] in the earlier version,
     * side c + i the same id in the later one). (A component holding a changed triangle and unchanged ones holds an
     * unchanged neighbour of a changed triangle; one of changed triangles only is gone, and lies on the bridge-tree
     * path between the components it connected.)
     */
    private int[] reachedComponents(int[] order, int from, int to) {
        int[] a = new int[4];
        int na = 0;
        int c = changedCount;
        for (int k = from; k < to; k++) {
            boolean earlier = order[k] < c;
            int t = changed[earlier ? order[k] : order[k] - c];
            NavMesh v = earlier ? pm : m;
            for (int e = 0; t < v.triangleCount() && e < 3; e++) {
                int nb = v.neighbour(t, e);
                if (nb >= 0 && !isChanged.get(nb)) {
                    a = add(a, na, prev.ecc(nb));
                    na += fresh(a, na);
                }
            }
        }
        return Arrays.copyOf(a, na);
    }

    /** 1 when a[na] (just added) is not among a[0 .. na), else 0. */
    private static int fresh(int[] a, int na) {
        for (int i = 0; i < na; i++) {
            if (a[i] == a[na]) {
                return 0;
            }
        }
        return 1;
    }

    private boolean isAncestor(int u, int v) {
        return prev.eccIn[u] <= prev.eccIn[v] && prev.eccIn[v] < prev.eccOut[u];
    }

    /** The lowest common ancestor of the components in the bridge tree, or -1 when they lie in different trees. */
    private int commonAncestor(int[] comps) {
        int x = comps[0];
        for (int c : comps) {
            while (x >= 0 && !isAncestor(x, c)) {
                x = prev.eccParent[x];
            }
        }
        return x;
    }

    /**
     * Joins the components on the bridge-tree paths from each of comps up to their common ancestor x into x: the
     * bridges between them (each the bridge from a joined node up to its parent, {@link MeshTopology#eccUp}) are no
     * longer marked. Their triangles keep their labels: for every bridge still marked, a joined node lies on the
     * same side of it as x (the path between them is joined), so a goal's label answers
     * {@link MeshTopology#mayCross} as x would, and the work follows the paths, not the mesh.
     *
     * @param rep the {@link MeshTopology#eccRep} of the new version so far; modified (the joined nodes map to x)
     */
    private void joinPaths(int[] comps, int x, IntPages bridge, int[] rep) {
        BitSet joined = new BitSet();
        joined.set(x);
        for (int c : comps) {
            for (int u = c; !joined.get(u); u = prev.eccParent[u]) {
                joined.set(u);
            }
        }
        int n = m.triangleCount();
        for (int u = joined.nextSetBit(0); u >= 0; u = joined.nextSetBit(u + 1)) {
            rep[u] = x;
            int he = u == x ? -1 : prev.eccUp[u];
            // Both half-edges of the bridge above u are marked with u, unless a change unmarked them since.
            if (he >= 0 && he < 3 * n && bridge.get(he) >= 0 && bridge.get(he) >> 1 == u) {
                bridge.set(he, -1);
                int t = he / 3, nb = m.neighbour(t, he % 3);
                int twin = nb < 0 ? -1 : 3 * nb + m.sharedEdge(nb, t);
                if (twin >= 0 && bridge.get(twin) >= 0 && bridge.get(twin) >> 1 == u) {
                    bridge.set(twin, -1);
                }
            }
        }
    }
}
