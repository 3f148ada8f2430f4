/**
 * Dynamic obstacles: {@link org.jme3navmesh.dynamic.DynamicNavMesh} carves obstacle footprints
 * ({@link org.jme3navmesh.dynamic.ObstacleShape}: cylinder, box turned about Y, convex hull; grown
 * by the agent radius) out of a baked mesh by clipping its triangles, or marks an area under them,
 * and publishes each applied batch as a new immutable {@link org.jme3navmesh.mesh.NavMesh} version.
 * Uses only the {@code mesh} package.
 */
package org.jme3navmesh.dynamic;
