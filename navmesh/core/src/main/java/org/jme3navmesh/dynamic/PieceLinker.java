package org.jme3navmesh.dynamic;

import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.function.IntFunction;
import org.jme3navmesh.mesh.EditableMesh;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Links the triangles the {@link Carver} placed to each other and to the pieces around them,
 * through a half-edge map ({@link HalfEdges}): two triangles link across an edge when one has it
 * from a to b and the other from b to a. Only the pieces that can face a change are looked at.
 * Single-threaded, like the carver; it keeps its scratch arrays between calls.
 */
final class PieceLinker {
    private final EditableMesh mesh;
    private final NavMesh base;
    private final int v0;
    /** The triangles a base triangle stands as now: itself, or its pieces. */
    private final IntFunction<int[]> live;
    private final HalfEdges halfEdges = new HalfEdges();
    /** Per triangle: the stamp of the last link call that placed it (placedMark) or touched it as a parent. */
    private int[] placedMark = new int[0];
    private int[] touchedMark = new int[0];
    private int markStamp;
    /** Per carving vertex (id - v0): its base edge (lo << 32 | hi), or NOT_ON_EDGE for a point inside a parent. */
    private long[] edgeOf = new long[64];
    private static final long NOT_ON_EDGE = -1L;

    /**
     * @param mesh the mesh being carved; not null, modified by {@link #link}
     * @param live the triangles a base triangle stands as now; not null
     */
    PieceLinker(EditableMesh mesh, IntFunction<int[]> live) {
        this.mesh = mesh;
        this.base = mesh.base();
        this.v0 = base.vertexCount();
        this.live = live;
    }

    /**
     * Records where a carving vertex lies: on the base edge of its key, or inside a parent.
     *
     * @param v  the vertex id, at or above the base's vertex count
     * @param lo the lower base vertex id of the edge it lies on, or negative for a point inside a parent
     * @param hi the higher base vertex id of that edge
     */
    void vertexMade(int v, int lo, int hi) {
        int slot = v - v0;
        if (slot >= edgeOf.length) {
            edgeOf = Arrays.copyOf(edgeOf, Math.max(slot + 1, 2 * edgeOf.length));
        }
        edgeOf[slot] = lo >= 0 ? ((long) lo << 32) | (hi & 0xffffffffL) : NOT_ON_EDGE;
    }

    /**
     * Links the placed triangles, the kept pieces of the touched parents (ring, on entry) with an edge
     * that has no neighbour or a retired or placed one, and the pieces of the neighbouring parents
     * that face a change: those with a retired or placed neighbour, or an edge along a base edge with
     * no neighbour (the others keep links that are still right).
     *
     * @param touched the parents laid out again; not null, unaffected
     * @param placed  the triangles set or restored; not null, unaffected
     * @param ring    on entry the kept pieces of the touched parents; on return those relinked, then the
     *                pieces linked around them; modified
     */
    void link(List<Integer> touched, IntBuffer placed, IntBuffer ring) {
        int stamp = nextStamp();
        halfEdges.clear();
        for (int i = 0; i < placed.size; i++) {
            placedMark[placed.items[i]] = stamp;
            putEdges(placed.items[i]);
        }
        // A kept piece whose three links go to kept triangles keeps them: the other side of each edge is taken.
        int kept = ring.size;
        ring.size = 0;
        for (int i = 0; i < kept; i++) {
            int t = ring.items[i];
            if (linksChange(t, stamp)) {
                ring.items[ring.size++] = t;
                putEdges(t);
            }
        }
        for (int p : touched) {
            touchedMark[p] = stamp;
        }
        TreeSet<Integer> ringParents = new TreeSet<>();
        for (int p : touched) {
            for (int e = 0; e < 3; e++) {
                int r = base.neighbour(p, e);
                if (r >= 0 && touchedMark[r] != stamp) {
                    ringParents.add(r);
                }
            }
        }
        for (int r : ringParents) {
            for (int t : live.apply(r)) {
                if (facesChange(t, stamp)) {
                    ring.add(t);
                    putEdges(t);
                }
            }
        }
        for (int i = 0; i < placed.size; i++) {
            int t = placed.items[i];
            for (int e = 0; e < 3; e++) {
                int twin = halfEdges.get(mesh.vertex(t, (e + 1) % 3), mesh.vertex(t, e));
                mesh.setNeighbour(t, e, twin < 0 ? -1 : twin / 3);
            }
        }
        for (int i = 0; i < ring.size; i++) {
            int t = ring.items[i];
            for (int e = 0; e < 3; e++) {
                int twin = halfEdges.get(mesh.vertex(t, (e + 1) % 3), mesh.vertex(t, e));
                int old = mesh.neighbour(t, e);
                if (twin >= 0) {
                    mesh.setNeighbour(t, e, twin / 3);
                } else if (old >= 0 && (placedMark[old] == stamp || mesh.vertex(old, 0) == mesh.vertex(old, 1))) {
                    mesh.setNeighbour(t, e, -1);
                }
            }
        }
    }

    /**
     * True when triangle t has a retired or placed (marked with stamp) neighbour, or an edge with no
     * neighbour along a base edge (a side of a hole inside its parent cannot meet another parent).
     */
    private boolean facesChange(int t, int stamp) {
        for (int e = 0; e < 3; e++) {
            int nb = mesh.neighbour(t, e);
            if (nb >= 0 ? placedMark[nb] == stamp || mesh.vertex(nb, 0) == mesh.vertex(nb, 1)
                    : onBaseEdge(mesh.vertex(t, e), mesh.vertex(t, (e + 1) % 3))) {
                return true;
            }
        }
        return false;
    }

    /** True when triangle t has an edge with no neighbour, or a retired or placed (marked with stamp) neighbour. */
    private boolean linksChange(int t, int stamp) {
        for (int e = 0; e < 3; e++) {
            int nb = mesh.neighbour(t, e);
            if (nb < 0 || placedMark[nb] == stamp || mesh.vertex(nb, 0) == mesh.vertex(nb, 1)) {
                return true;
            }
        }
        return false;
    }

    /** True when vertices a and b both lie on one base edge (base corners, or carving points made on it). */
    private boolean onBaseEdge(int a, int b) {
        if (a < v0 && b < v0) {
            return true;
        }
        if (a < v0) {
            return hasCorner(edgeOf[b - v0], a);
        }
        if (b < v0) {
            return hasCorner(edgeOf[a - v0], b);
        }
        return edgeOf[a - v0] == edgeOf[b - v0] && edgeOf[a - v0] != NOT_ON_EDGE;
    }

    private static boolean hasCorner(long edge, int v) {
        return edge != NOT_ON_EDGE && ((int) (edge >>> 32) == v || (int) edge == v);
    }

    /** A new stamp for placedMark and touchedMark, grown to the triangle count. */
    private int nextStamp() {
        int n = mesh.triangleCount();
        if (placedMark.length < n) {
            placedMark = Arrays.copyOf(placedMark, Math.max(n, 2 * placedMark.length));
            touchedMark = Arrays.copyOf(touchedMark, placedMark.length);
        }
        if (++markStamp == Integer.MAX_VALUE) {
            Arrays.fill(placedMark, 0);
            Arrays.fill(touchedMark, 0);
            markStamp = 1;
        }
        return markStamp;
    }

    private void putEdges(int t) {
        for (int e = 0; e < 3; e++) {
            halfEdges.put(mesh.vertex(t, e), mesh.vertex(t, (e + 1) % 3), 3 * t + e);
        }
    }

}
