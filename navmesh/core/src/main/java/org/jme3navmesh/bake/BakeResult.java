package org.jme3navmesh.bake;

import java.util.List;
import java.util.Map;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;

/**
 * Everything a bake produced.
 *
 * @param navMesh       the navigation mesh
 * @param field         the walkable field it was meshed from (debug views show its samples)
 * @param areas         area names and costs; ids match {@code navMesh.area(t)} and {@code field.area}
 * @param grid          the sampling grid
 * @param cellsSampled  grid cells sampled (width * depth)
 * @param walkableSpans spans walkable after erosion
 * @param stageMillis   wall-clock milliseconds per stage, in order (extract, rasterise, walkable, erode, mesh)
 * @param totalMillis   wall-clock milliseconds of the whole bake
 * @param warnings      what the bake found suspicious but could bake (e.g. reversed winding, see
 *                      {@link BakeConfig#doubleSided}), one line each; never null, often empty
 * @param tiles         which triangles belong to which tile, for a tiled bake
 *                      ({@link BakeConfig#tileSize} &gt; 0); null for one mesh
 */
public record BakeResult(NavMesh navMesh, WalkableField field, AreaTable areas, BakeGrid grid, int cellsSampled,
                         int walkableSpans, Map<String, Double> stageMillis, double totalMillis, List<String> warnings,
                         TileLayout tiles) {
    /** Keeps an unmodifiable copy of the warnings. */
    public BakeResult {
        warnings = List.copyOf(warnings);
    }

    /**
     * A result without tiles.
     *
     * @param navMesh       the navigation mesh; not null
     * @param field         the walkable field it was meshed from; not null
     * @param areas         area names and costs; not null
     * @param grid          the sampling grid; not null
     * @param cellsSampled  grid cells sampled
     * @param walkableSpans spans walkable after erosion
     * @param stageMillis   wall-clock milliseconds per stage; not null
     * @param totalMillis   wall-clock milliseconds of the whole bake
     * @param warnings      one line each; not null, copied
     */
    public BakeResult(NavMesh navMesh, WalkableField field, AreaTable areas, BakeGrid grid, int cellsSampled,
                      int walkableSpans, Map<String, Double> stageMillis, double totalMillis, List<String> warnings) {
        this(navMesh, field, areas, grid, cellsSampled, walkableSpans, stageMillis, totalMillis, warnings, null);
    }
}
