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

    /** True when the walk reached the end point without leaving the walkable (filter-passable) mesh. */
    public boolean clear() {
        return clear;
    }

    /**
     * Fraction of the segment walked before leaving the mesh, 0..1 (1 when clear). The hit point
     * is {@code start + fraction * (end - start)} in XZ.
     */
    public float fraction() {
        return fraction;
    }

    /** Last triangle walked on (the one containing the end when clear), or -1 when the start is off the mesh. */
    public int lastTriangle() {
        return lastTriangle;
    }

    /** XZ unit normal of the blocking edge, pointing back into the walkable side (0, 0 when clear). */
    public float normalX() {
        return normalX;
    }

    /** See {@link #normalX()}. */
    public float normalZ() {
        return normalZ;
    }

    /** Number of triangles walked through. */
    public int visitedTriangles() {
        return visited;
    }

    @Override
    public String toString() {
        return "RaycastHit[clear=" + clear + ", fraction=" + fraction + ", last=" + lastTriangle + "]";
    }
}
