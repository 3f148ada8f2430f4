package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * What changed between an earlier version of an edited mesh and a later one ({@link EditableMesh#snapshot()}):
 * the earlier version and the ids of the triangles and vertices that may differ. Every triangle not listed
 * has the same corners, neighbours, area and slope in both versions, and every vertex not listed the same
 * position (ids at or above either version's counts may be listed). Lets a {@link DerivedKey} with an
 * updater derive its value for the later version from the earlier version's. Immutable; thread-safe.
 */
public final class MeshChange {
    /** Largest share of a mesh's triangles a change may list before a snapshot drops it (then builds start afresh). */
    static final int MAX_SHARE = 4;
    private final NavMesh previous;
    private final int[] triangles;
    private final int[] vertices;

    MeshChange(NavMesh previous, int[] triangles, int[] vertices) {
        this.previous = Objects.requireNonNull(previous, "previous");
        this.triangles = triangles;
        this.vertices = vertices;
    }

    /** The earlier version; not null. */
    public NavMesh previous() { return previous; }

    /** Number of triangle ids listed. */
    public int triangleCount() { return triangles.length; }

    /**
     * @param i index, 0 .. triangleCount() - 1
     * @return a changed triangle id (distinct from the others; may be at or above either version's triangle count)
     */
    public int triangle(int i) { return triangles[i]; }

    /** Number of vertex ids listed. */
    public int vertexCount() { return vertices.length; }

    /**
     * @param i index, 0 .. vertexCount() - 1
     * @return a vertex id whose position may have changed (distinct; may be at or above either version's vertex count)
     */
    public int vertex(int i) { return vertices[i]; }

    /**
     * This change followed by more changes: the same earlier version, the union of the ids; null when the union
     * would list more than 1 / {@value #MAX_SHARE} of the later version's triangles (a fresh build is then cheaper).
     */
    MeshChange then(int[] moreTriangles, int[] moreVertices, int triangleCount) {
        int[] t = union(triangles, moreTriangles);
        if (t.length > Math.max(256, triangleCount / MAX_SHARE)) {
            return null;
        }
        return new MeshChange(previous, t, union(vertices, moreVertices));
    }

    /**
     * The sorted union of a and b (each without repeats): b is sorted apart and merged with a, so a union that
     * grows over many small changes costs a pass over it per change, not a sort.
     */
    private static int[] union(int[] a, int[] b) {
        int[] x = sortedCopy(a);
        int[] y = sortedCopy(b);
        int[] u = new int[x.length + y.length];
        int i = 0, j = 0, w = 0;
        while (i < x.length || j < y.length) {
            int next = j == y.length || (i < x.length && x[i] <= y[j]) ? x[i++] : y[j++];
            if (w == 0 || u[w - 1] != next) {
                u[w++] = next;
            }
        }
        return w == u.length ? u : Arrays.copyOf(u, w);
    }

    /** a when it is sorted already, else a sorted copy. */
    private static int[] sortedCopy(int[] a) {
        for (int i = 1; i < a.length; i++) {
            if (a[i - 1] > a[i]) {
                int[] s = a.clone();
                Arrays.sort(s);
                return s;
            }
        }
        return a;
    }
}
