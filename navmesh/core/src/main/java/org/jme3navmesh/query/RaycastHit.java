package org.jme3navmesh.query;

/**
 * Result of {@link NavMeshQuery#raycast}: how far a straight walk (in XZ) from the start stays on
 * walkable ground. Caller-allocated and reusable; not thread-safe.
 */
public final class RaycastHit {
    boolean clear;
    float fraction;
    int lastTriangle = -1;
    float normalX;
    float normalZ;
    int visited;

    /**
     * True when the walk reached the end point without leaving the walkable (filter-passable) mesh.
     *
     * @return true when clear; false when blocked, when the start is off the mesh, when the end's surface lies more
     *         than {@link NavMeshQuery#DEFAULT_HALF_Y} m from the end's Y, and in a new hit
     */
    public boolean clear() {
        return clear;
    }

    /**
     * Fraction of the segment walked before leaving the mesh, 0..1 (1 when clear). The hit point
     * is {@code start + fraction * (end - start)} in XZ.
     *
     * @return the fraction of the XZ segment, in [0, 1]; 1 when clear, 0 when the start is off the mesh
     */
    public float fraction() {
        return fraction;
    }

    /**
     * Last triangle walked on (the one containing the end when clear), or -1 when the start is off the mesh.
     *
     * @return a triangle id of the queried mesh, or -1 when the start is off the mesh (and in a new hit)
     */
    public int lastTriangle() {
        return lastTriangle;
    }

    /**
     * XZ unit normal of the blocking edge, pointing back into the walkable side (0, 0 when clear).
     *
     * @return the normal's X, XZ plane, in [-1, 1]; 0 when no edge blocked the walk (always when clear)
     */
    public float normalX() {
        return normalX;
    }

    /**
     * See {@link #normalX()}.
     *
     * @return the normal's Z, XZ plane, in [-1, 1]; 0 when no edge blocked the walk (always when clear)
     */
    public float normalZ() {
        return normalZ;
    }

    /**
     * Number of triangles walked through.
     *
     * @return the count, &gt;= 1 after a walk; 0 when the start is off the mesh (and in a new hit)
     */
    public int visitedTriangles() {
        return visited;
    }

    /** Sets a blocked walk: not clear, stopped at fraction, in triangle last, after visited triangles; returns false. */
    boolean blocked(float fraction, int last, int visited) {
        clear = false;
        this.fraction = fraction;
        lastTriangle = last;
        this.visited = visited;
        return false;
    }

    /** Sets a walk whose start is off the mesh: blocked at fraction 0, no triangle, no normal; returns false. */
    boolean offMesh() {
        normalX = normalZ = 0f;
        return blocked(0f, -1, 0);
    }

    @Override
    public String toString() {
        return "RaycastHit[clear=" + clear + ", fraction=" + fraction + ", last=" + lastTriangle + "]";
    }
}
