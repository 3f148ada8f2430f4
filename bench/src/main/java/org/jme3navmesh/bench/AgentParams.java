package org.jme3navmesh.bench;

import org.jme3navmesh.bake.BakeConfig;
import org.recast4j.recast.AreaModification;
import org.recast4j.recast.RecastConfig;
import org.recast4j.recast.RecastConstants.PartitionType;

/**
 * The agent and mesh-building parameters both engines bake with. Lengths in metres, angles in
 * degrees; region sizes in cells along one side (Recast demo convention: area = size^2 cells).
 *
 * @param cellSize           XZ cell, metres (both engines)
 * @param cellHeight         Recast's Y voxel size, metres (recast4j only)
 * @param agentHeight        headroom, metres
 * @param agentRadius        erosion radius, metres
 * @param maxClimb           largest step, metres
 * @param maxSlopeDeg        steepest walkable slope, degrees
 * @param regionMinSize      Recast minimum region size (cells per side)
 * @param regionMergeSize    Recast merge region size (cells per side)
 * @param edgeMaxLen         Recast maximum contour edge length, metres
 * @param edgeMaxError       Recast contour simplification error, cells
 * @param vertsPerPoly       Recast maximum vertices per polygon
 * @param detailSampleDist   Recast detail sample distance, cells
 * @param detailSampleMaxErr Recast detail sample max error, cell heights
 */
public record AgentParams(float cellSize, float cellHeight, float agentHeight, float agentRadius, float maxClimb,
                          float maxSlopeDeg, int regionMinSize, int regionMergeSize, float edgeMaxLen,
                          float edgeMaxError, int vertsPerPoly, float detailSampleDist, float detailSampleMaxErr) {

    /** Nearest-point search box half extents x, y, z (metres) for both engines: this project's default. */
    public static final float[] HALF_EXTENTS = {2f, 4f, 2f};

    /** The project's default agent (cell 0.3, radius 0.5, height 2.0, step 0.4, slope 45) with Recast demo mesh settings. */
    public static AgentParams defaults() {
        return withCell(0.3f);
    }

    /**
     * The settings of the shared reference meshes ({@code ../shared/obstacles} and {@code ../shared/crowd}
     * READMEs): the defaults with Recast's cell height at 0.1 m.
     */
    public static AgentParams sharedReference() {
        return new AgentParams(0.3f, 0.1f, 2.0f, 0.5f, 0.4f, 45f, 8, 20, 12f, 1.3f, 6, 6f, 1f);
    }

    /** Defaults at another cell size. */
    public static AgentParams withCell(float cell) {
        return new AgentParams(cell, 0.2f, 2.0f, 0.5f, 0.4f, 45f, 8, 20, 12f, 1.3f, 6, 6f, 1f);
    }

    /**
     * These settings with another agent radius.
     *
     * @param radius the agent radius, metres, finite and &gt; 0
     * @return a new record
     */
    public AgentParams withRadius(float radius) {
        return new AgentParams(cellSize, cellHeight, agentHeight, radius, maxClimb, maxSlopeDeg, regionMinSize,
                regionMergeSize, edgeMaxLen, edgeMaxError, vertsPerPoly, detailSampleDist, detailSampleMaxErr);
    }

    /** This project's bake configuration. */
    public BakeConfig bakeConfig() {
        return new BakeConfig(cellSize, agentRadius, agentHeight, maxClimb, maxSlopeDeg);
    }

    /** recast4j's non-tiled configuration: watershed partition, all filters on, detail mesh on. */
    public RecastConfig recastConfig() {
        return new RecastConfig(PartitionType.WATERSHED, cellSize, cellHeight, agentHeight, agentRadius, maxClimb,
                maxSlopeDeg, regionMinSize, regionMergeSize, edgeMaxLen, edgeMaxError, vertsPerPoly,
                detailSampleDist, detailSampleMaxErr, new AreaModification(RecastEngine.WALKABLE_AREA));
    }
}
