package org.jme3navmesh.bake;

/**
 * Agent and grid parameters for a bake. Immutable and validated on construction.
 *
 * <p>All lengths are in metres (world units), angles in degrees. Y is up.
 *
 * @param cellSize     edge length of one XZ grid cell (&gt; 0)
 * @param agentRadius  radius of the agent; the walkable area shrinks by this much from every boundary (&gt; 0)
 * @param agentHeight  minimum headroom a surface needs to be walkable (&gt; 0)
 * @param maxStep      largest height difference between neighbouring cells that still connects them (&gt; 0)
 * @param maxSlopeDeg  steepest walkable surface, in degrees, in (0, 90)
 */
public record BakeConfig(float cellSize, float agentRadius, float agentHeight, float maxStep, float maxSlopeDeg) {

    /** Default cell size, metres. */
    public static final float DEFAULT_CELL_SIZE = 0.3f;
    /** Default agent radius, metres. */
    public static final float DEFAULT_AGENT_RADIUS = 0.5f;
    /** Default agent height, metres. */
    public static final float DEFAULT_AGENT_HEIGHT = 2.0f;
    /** Default maximum step, metres. */
    public static final float DEFAULT_MAX_STEP = 0.4f;
    /** Default maximum slope, degrees. */
    public static final float DEFAULT_MAX_SLOPE = 45f;

    /** Validates every parameter; throws {@link IllegalArgumentException} naming the bad one. */
    public BakeConfig {
        requirePositive("cellSize", cellSize);
        requirePositive("agentRadius", agentRadius);
        requirePositive("agentHeight", agentHeight);
        requirePositive("maxStep", maxStep);
        requirePositive("maxSlope", maxSlopeDeg);
        if (maxSlopeDeg >= 90f) {
            throw new IllegalArgumentException("maxSlope must be below 90 degrees, got " + maxSlopeDeg);
        }
        if (maxStep >= agentHeight) {
            throw new IllegalArgumentException(
                    "maxStep (" + maxStep + ") must be smaller than agentHeight (" + agentHeight + ")");
        }
    }

    /** The project's default agent: cell 0.3 m, radius 0.5, height 2.0, step 0.4, slope 45 degrees. */
    public static BakeConfig defaults() {
        return new BakeConfig(DEFAULT_CELL_SIZE, DEFAULT_AGENT_RADIUS, DEFAULT_AGENT_HEIGHT,
                DEFAULT_MAX_STEP, DEFAULT_MAX_SLOPE);
    }

    public BakeConfig withCellSize(float v) { return new BakeConfig(v, agentRadius, agentHeight, maxStep, maxSlopeDeg); }
    public BakeConfig withAgentRadius(float v) { return new BakeConfig(cellSize, v, agentHeight, maxStep, maxSlopeDeg); }
    public BakeConfig withAgentHeight(float v) { return new BakeConfig(cellSize, agentRadius, v, maxStep, maxSlopeDeg); }
    public BakeConfig withMaxStep(float v) { return new BakeConfig(cellSize, agentRadius, agentHeight, v, maxSlopeDeg); }
    public BakeConfig withMaxSlope(float v) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, v); }

    private static void requirePositive(String name, float v) {
        if (Float.isNaN(v) || Float.isInfinite(v)) {
            throw new IllegalArgumentException(name + " must be a finite number, got " + v);
        }
        if (v <= 0f) {
            throw new IllegalArgumentException(name + " must be greater than zero, got " + v);
        }
    }
}
