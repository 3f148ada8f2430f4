/**
 * Field to triangles: turns the walkable spans of a {@link org.jme3navmesh.bake.WalkableField}
 * into a {@link org.jme3navmesh.mesh.NavMesh}. The entry point is
 * {@link org.jme3navmesh.bake.mesher.FieldMesher}; everything else is package-private.
 *
 * <ol>
 *   <li>{@code RegionPartitioner}: single-layer regions of one area id and slope band, grown by
 *       flood fill inside 128-cell tiles; small regions merge into neighbours.</li>
 *   <li>{@code RegionOutliner} with {@code ContourTracer}: boundary loops along cell edges,
 *       simplified (Douglas-Peucker, 1.3 cells in XZ) canonically so that a boundary shared by
 *       two regions keeps the same corners on both sides; corners are welded by grid corner and
 *       linked-span cluster (the layer). Outlines that fold are retried with exact boundaries.</li>
 *   <li>{@code PolygonTriangulator}: hole bridging and shortest-diagonal ear clipping on exact
 *       integer coordinates.</li>
 *   <li>{@code HeightRefiner}: Delaunay flips inside each region, then vertices inserted where a
 *       triangle's plane strays from the spans under it; per-triangle steepest slope.</li>
 *   <li>{@code VertexDecimator}: interior vertices that region and tile borders left behind are
 *       removed where the re-triangulated fan still fits the spans (same area and slope band);
 *       fewer vertices mean larger convex polygons for the path search.</li>
 *   <li>{@code EdgeFlipper}: Delaunay flips across region borders (same area and slope band).</li>
 * </ol>
 *
 * <p>Coordinates are world space, metres, Y up; internally, grid corners and cell centres are
 * integer "doubled grid units" so that every geometric predicate is exact.
 */
package org.jme3navmesh.bake.mesher;
