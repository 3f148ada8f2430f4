package org.jme3navmesh.bake;

import java.util.List;
import java.util.Map;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;

/**
 * Everything a bake produced.
 *
 * @param navMesh       the navigation mesh, world space, metres; kept
 * @param field         the walkable field it was meshed from (debug views show its samples); kept
 * @param areas         area names and costs; ids match {@code navMesh.area(t)} and {@code field.area}; kept
 * @param grid          the sampling grid, world space; kept
 * @param cellsSampled  grid cells sampled (width * depth), &gt;= 0
 * @param walkableSpans spans walkable after erosion, &gt;= 0
 * @param stageMillis   wall-clock milliseconds per stage, in order (extract, rasterise, walkable, erode, mesh);
 *                      kept (not copied)
 * @param totalMillis   wall-clock milliseconds of the whole bake, &gt;= 0
 * @param warnings      what the bake found suspicious but could bake (e.g. reversed winding, see
 *                      {@link BakeConfig#doubleSided}), one line each; not null, no null element, copied
 *                      (unmodifiable); often empty
 * @param tiles         which triangles belong to which tile, for a tiled bake
 *                      ({@link BakeConfig#tileSize} &gt; 0); null for one mesh
 */
public record BakeResult(NavMesh navMesh, WalkableField field, AreaTable areas, BakeGrid grid, int cellsSampled,
                         int walkableSpans, Map<String, Double> stageMillis, double totalMillis, List<String> warnings,
                         TileLayout tiles) {
    /**
     * Keeps an unmodifiable copy of the warnings.
     *
     * @param navMesh       the navigation mesh, world space, metres; kept
     * @param field         the walkable field it was meshed from; kept
     * @param areas         area names and costs; kept
     * @param grid          the sampling grid, world space; kept
     * @param cellsSampled  grid cells sampled (width * depth), &gt;= 0
     * @param walkableSpans spans walkable after erosion, &gt;= 0
     * @param stageMillis   wall-clock milliseconds per stage; kept (not copied)
     * @param totalMillis   wall-clock milliseconds of the whole bake, &gt;= 0
     * @param warnings      one line each; not null, no null element, copied
     * @param tiles         which triangles belong to which tile, kept; or null for one mesh; its last offset
     *                      ({@link TileLayout#triangleCount()}) is navMesh's triangle count
     * @throws NullPointerException     when warnings is null or holds null
     * @throws IllegalArgumentException when tiles and navMesh are given and tiles.triangleCount() is not
     *                                  navMesh.triangleCount()
     */
    public BakeResult {
        warnings = List.copyOf(warnings);
        if (tiles != null && navMesh != null && tiles.triangleCount() != navMesh.triangleCount()) {
            throw new IllegalArgumentException("tiles: its last offset (triangleCount()) is " + tiles.triangleCount()
                    + ", expected navMesh.triangleCount() = " + navMesh.triangleCount());
        }
    }

    /**
     * A result without tiles.
     *
     * @param navMesh       the navigation mesh, world space, metres; not null (not checked), kept
     * @param field         the walkable field it was meshed from; not null (not checked), kept
     * @param areas         area names and costs; not null (not checked), kept
     * @param grid          the sampling grid, world space; not null (not checked), kept
     * @param cellsSampled  grid cells sampled (width * depth), &gt;= 0
     * @param walkableSpans spans walkable after erosion, &gt;= 0
     * @param stageMillis   wall-clock milliseconds per stage; not null (not checked), kept (not copied)
     * @param totalMillis   wall-clock milliseconds of the whole bake, &gt;= 0
     * @param warnings      one line each; not null, no null element, copied
     * @throws NullPointerException when warnings is null or holds null
     */
    public BakeResult(NavMesh navMesh, WalkableField field, AreaTable areas, BakeGrid grid, int cellsSampled,
                      int walkableSpans, Map<String, Double> stageMillis, double totalMillis, List<String> warnings) {
        this(navMesh, field, areas, grid, cellsSampled, walkableSpans, stageMillis, totalMillis, warnings, null);
    }
}
