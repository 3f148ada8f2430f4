package org.jme3navmesh.dynamic;

/** Where an obstacle of a {@link DynamicNavMesh} stands. */
public enum ObstacleStatus {
    /** Added or moved, waiting for {@link DynamicNavMesh#update}. */
    PENDING,
    /** In the current mesh: it carves (or marks) the triangles under it. */
    CARVED,
    /** In the current mesh, but it covers no surface within its vertical extent: nothing changed. */
    NO_SURFACE,
    /** Its footprint lies outside the baked mesh's bounds: it was not queued and changes nothing. */
    OUTSIDE_BOUNDS,
    /** Removed (or its removal is queued). */
    REMOVED
}
