/**
 * Baking a navigation mesh from a jbullet physics scene.
 *
 * <h2>Pipeline</h2>
 * <ol>
 *   <li><b>Extract</b> ({@link org.jme3navmesh.jme.PhysicsTriangles}): the world-space triangles of
 *       every static body of the {@code PhysicsSpace}, each with the body's
 *       {@link org.jme3navmesh.bake.SurfaceTag} (area name and cost, or unwalkable), as a
 *       {@link org.jme3navmesh.bake.SceneTriangles} soup.</li>
 *   <li><b>Rasterise</b> ({@link org.jme3navmesh.bake.SceneRasterizer}): every surface a vertical
 *       ray through each cell centre of the XZ grid ({@link org.jme3navmesh.bake.BakeGrid}) would
 *       hit, sorted bottom to top ({@link org.jme3navmesh.bake.SurfaceSamples}); computed triangle
 *       by triangle (each triangle sliced along the rows of centres), on all cores. It equals what
 *       jbullet rays find ({@link org.jme3navmesh.jme.RaySurfaceProbe}, checked in the tests on
 *       285k rays) and is about 20 times faster. The same slices give the
 *       {@link org.jme3navmesh.bake.LinkBlockers}: the steep or downward-facing geometry that
 *       crosses the segment between neighbouring centres, so walls thinner than a cell block.</li>
 *   <li><b>Walkable rules</b> ({@link org.jme3navmesh.bake.WalkableRules}): slope, headroom, tags,
 *       closed objects; links between neighbours by step height, shared headroom and blockers.</li>
 *   <li><b>Erode</b> by the agent radius with a Euclidean (vector) distance transform over the
 *       span graph; the result is a {@link org.jme3navmesh.bake.WalkableField}.</li>
 *   <li><b>Mesh</b> ({@link org.jme3navmesh.bake.mesher.FieldMesher}): regions, simplified
 *       contours, triangles, height detail.</li>
 * </ol>
 * {@link org.jme3navmesh.bake.NavMeshBaker} runs all of it, with progress and cancellation.
 *
 * <h2>Tagging</h2>
 * See {@link org.jme3navmesh.jme.NavTags}: jME user data {@code navmesh.area},
 * {@code navmesh.cost} and {@code navmesh.walkable}, inherited from parent spatials; OBJ objects
 * are tagged by name ("water", "pond", "lake", "lava": unwalkable; "mud": area mud, cost 3;
 * "road": area road, cost 1).
 *
 * <h2>Differences from Recast</h2>
 * Heights are sampled exactly at the cell centres rather than as the top of each cell's voxel
 * column, thin walls block through link blockers rather than by filling whole cells, and erosion
 * measures the distance to where the wall actually crosses a link, so the walkable area follows
 * walls to a fraction of a cell. As in Recast, winding decides which side of a triangle is its
 * top: a triangle is walkable only when its counter-clockwise front faces up.
 */
package org.jme3navmesh.bake;
