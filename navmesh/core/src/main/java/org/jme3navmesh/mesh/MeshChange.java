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
    /** The change this one continues (null when it starts at previous), and the ids it adds to that one's. */
    private final MeshChange earlier;
    private final int[] moreTriangles;
    private final int[] moreVertices;
    /** The ids listed, {triangles, vertices}: made on first read (the union along the chain of earlier changes). */
    private volatile int[][] ids;

    MeshChange(NavMesh previous, int[] triangles, int[] vertices) {
        this(previous, null, triangles, vertices);
    }

    private MeshChange(NavMesh previous, MeshChange earlier, int[] moreTriangles, int[] moreVertices) {
        this.previous = Objects.requireNonNull(previous, "previous");
        this.earlier = earlier;
        this.moreTriangles = moreTriangles;
        this.moreVertices = moreVertices;
    }

    /**
     * The most triangle ids a change of a mesh of n triangles may list: a snapshot whose change would list more
     * drops it (a fresh build is then cheaper).
     */
    static int maxTriangles(int n) {
        return Math.max(256, n / MAX_SHARE);
    }

    /**
     * The earlier version; not null.
     *
     * @return the version the listed ids differ from; not null, shared (immutable)
     */
    public NavMesh previous() { return previous; }

    /**
     * Number of triangle ids listed.
     *
     * @return the number of triangle ids, &gt;= 0
     */
    public int triangleCount() { return ids()[0].length; }

    /**
     * @param i index, 0 .. triangleCount() - 1
     * @return a changed triangle id (distinct from the others; may be at or above either version's triangle count)
     */
    public int triangle(int i) { return ids()[0][i]; }

    /**
     * Number of vertex ids listed.
     *
     * @return the number of vertex ids, &gt;= 0
     */
    public int vertexCount() { return ids()[1].length; }

    /**
     * @param i index, 0 .. vertexCount() - 1
     * @return a vertex id whose position may have changed (distinct; may be at or above either version's vertex count)
     */
    public int vertex(int i) { return ids()[1][i]; }

    /**
     * This change followed by more changes: the same earlier version, the union of the ids (sorted), made when
     * first read, so that a chain of changes nobody reads costs nothing per change. The caller keeps the union
     * within {@link #maxTriangles}.
     */
    MeshChange then(int[] moreTriangles, int[] moreVertices) {
        return new MeshChange(previous, this, moreTriangles, moreVertices);
    }

    private int[][] ids() {
        int[][] f = ids;
        if (f == null) {
            synchronized (this) {
                f = ids;
                if (f == null) {
                    f = earlier == null ? new int[][] {moreTriangles, moreVertices}
                            : new int[][] {union(this, true), union(this, false)};
                    ids = f;
                }
            }
        }
        return f;
    }

    /** The sorted union of the triangle (or vertex) ids along the chain from c back to its start. */
    private static int[] union(MeshChange c, boolean triangles) {
        int size = 0;
        for (MeshChange e = c; e != null; e = e.earlier) {
            size += (triangles ? e.moreTriangles : e.moreVertices).length;
        }
        int[] u = new int[size];
        int w = 0;
        for (MeshChange e = c; e != null; e = e.earlier) {
            int[] more = triangles ? e.moreTriangles : e.moreVertices;
            System.arraycopy(more, 0, u, w, more.length);
            w += more.length;
        }
        Arrays.sort(u);
        int k = 0;
        for (int i = 0; i < u.length; i++) {
            if (k == 0 || u[k - 1] != u[i]) {
                u[k++] = u[i];
            }
        }
        return Arrays.copyOf(u, k);
    }
}
