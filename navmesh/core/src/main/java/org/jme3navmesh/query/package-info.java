/**
 * Path queries on a {@link org.jme3navmesh.mesh.NavMesh}: nearest point, shortest paths, raycasts and
 * an asynchronous path service. World space, metres, Y up.
 *
 * <ul>
 * <li>{@link org.jme3navmesh.query.NavMeshQuery}: one per thread. {@code findPath} snaps start and
 *     goal to the mesh, rejects unreachable goals in O(1) by connected component, skips the search
 *     when a straight line works, otherwise searches (an any-angle search whose paths are within
 *     {@link org.jme3navmesh.query.NavMeshQuery#PATH_TOLERANCE} of the Euclidean shortest path when
 *     all passable areas cost the same; A* over triangles with portal entry points when they don't),
 *     then pulls the string through the corridor (funnel) and adds waypoints where the ground bends.</li>
 * <li>{@link org.jme3navmesh.query.QueryFilter}: per-agent slope limit, area costs and exclusions,
 *     corner margin. Immutable.</li>
 * <li>{@link org.jme3navmesh.query.PathResult}: caller-allocated, reusable result; {@code copy()}
 *     for other threads. {@link org.jme3navmesh.query.PathStatus} and
 *     {@link org.jme3navmesh.query.GoalPolicy} say what happened and what to do with unreachable goals.</li>
 * <li>{@link org.jme3navmesh.query.PathService}: worker pool for many agents; results as futures or
 *     callbacks on the caller's executor (e.g. {@code app::enqueue}); a newer request of an agent
 *     supersedes its pending ones.</li>
 * </ul>
 */
package org.jme3navmesh.query;
