/**
 * Baking a navigation mesh from a 3D world, read through a {@link org.jme3navmesh.bake.SceneSampler}.
 *
 * <h2>Reading the world</h2>
 * A {@link org.jme3navmesh.bake.SceneSampler} gives the bounds of the world's solid geometry and,
 * for the whole grid or any region of it ({@link org.jme3navmesh.bake.BakeGrid#region}, cells on
 * the same lattice, see {@link org.jme3navmesh.mesh.CellGrid}), the
 * {@link org.jme3navmesh.bake.RegionSamples}: every surface a vertical ray through each cell centre
 * would hit ({@link org.jme3navmesh.bake.SurfaceSamples}), the
 * {@link org.jme3navmesh.bake.LinkBlockers} (steep or downward-facing geometry crossing the segment
 * between neighbouring centres, so walls thinner than a cell block) and the
 * {@link org.jme3navmesh.bake.WallPosts} (corners of walls). Implementations:
 * {@link org.jme3navmesh.bake.TriangleSceneSampler} over a {@link org.jme3navmesh.bake.SceneTriangles}
 * soup, computed triangle by triangle on all cores ({@link org.jme3navmesh.bake.SceneRasterizer}),
 * and {@code org.jme3navmesh.jme.PhysicsSceneSampler} over the static bodies of a jbullet space
 * (module navmesh/jme). The rasteriser equals what jbullet rays find
 * ({@code org.jme3navmesh.jme.RaySurfaceProbe}, a {@link org.jme3navmesh.bake.SurfaceProbe}; checked
 * in the tests on 285k rays) and is about 20 times faster.
 *
 * <h2>Pipeline</h2>
 * {@link org.jme3navmesh.bake.NavMeshBaker} runs it, with progress and cancellation.
 * The stages that do not depend on the agent's radius make a
 * {@link org.jme3navmesh.bake.SampledField} ({@code NavMeshBaker.sample}); several radii can
 * share it ({@code NavMeshBaker.bakeFor}).
 * <ol>
 *   <li><b>Extract</b>: the world's bounds and the grid covering them.</li>
 *   <li><b>Rasterise</b>: the sampler's {@link org.jme3navmesh.bake.RegionSamples}.</li>
 *   <li><b>Walkable rules</b> ({@link org.jme3navmesh.bake.WalkableRules}): areas from the tags,
 *       slope, headroom, closed objects; links between neighbours by step height, shared headroom
 *       and blockers.</li>
 *   <li><b>Erode</b> by the agent radius ({@link org.jme3navmesh.bake.AgentErosion}) with a
 *       Euclidean (vector) distance transform over the span graph, then drop the specks left
 *       ({@link org.jme3navmesh.bake.IslandFilter}); the result is a
 *       {@link org.jme3navmesh.bake.WalkableField}.</li>
 *   <li><b>Mesh</b> ({@link org.jme3navmesh.bake.mesher.FieldMesher}): regions, simplified
 *       contours, triangles, height detail.</li>
 * </ol>
 *
 * <h2>Tagging</h2>
 * See {@code org.jme3navmesh.jme.NavTags} (the jME module): jME user data {@code navmesh.area},
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
