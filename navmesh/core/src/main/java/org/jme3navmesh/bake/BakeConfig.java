package org.jme3navmesh.bake;

/**
 * Agent and grid parameters for a bake. Immutable and validated on construction.
 *
 * <p>All lengths are in metres (world units), angles in degrees. Y is up.
 *
 * @param cellSize     edge length of one XZ grid cell, metres; finite, &gt; 0
 * @param agentRadius  radius of the agent, metres; the walkable area shrinks by this much from every boundary;
 *                     finite, &gt; 0
 * @param agentHeight  minimum headroom a surface needs to be walkable, metres; finite, &gt; 0
 * @param maxStep      largest height difference between neighbouring cells that still connects them, metres;
 *                     finite, &gt; 0, &lt; agentHeight
 * @param maxSlopeDeg  steepest walkable surface, degrees from horizontal; finite, in (0, 90)
 * @param doubleSided  false: only a surface whose front face (counter-clockwise) points up is ground
 *                     (as in Recast); true: either face of every surface is ground, for scenes whose
 *                     winding is reversed or mixed (see {@link #withDoubleSided})
 * @param memoryBudgetBytes most heap bytes a bake may plan to use, &gt; 0; or 0 (the default): what
 *                     the JVM's heap has free when the bake starts (see {@link #withMemoryBudget})
 * @param tileSize     edge of the square tiles the grid is cut into, cells, &gt;= 0; 0 (the default):
 *                     one mesh of the whole grid, no tiles (see {@link #withTileSize})
 * @param clearance    true: the mesh records its clearance for agents of every size (see {@link #withClearance})
 */
public record BakeConfig(float cellSize, float agentRadius, float agentHeight, float maxStep, float maxSlopeDeg,
                         boolean doubleSided, long memoryBudgetBytes, int tileSize, boolean clearance) {

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

    /**
     * Validates every parameter; throws {@link IllegalArgumentException} naming the bad one.
     *
     * @param cellSize          edge length of one XZ grid cell, metres; finite, &gt; 0
     * @param agentRadius       radius of the agent, metres; finite, &gt; 0
     * @param agentHeight       headroom a surface needs, metres; finite, &gt; 0
     * @param maxStep           largest step between neighbouring cells, metres; finite, &gt; 0, &lt; agentHeight
     * @param maxSlopeDeg       steepest walkable surface, degrees from horizontal; in (0, 90)
     * @param doubleSided       whether both faces of a surface count
     * @param memoryBudgetBytes heap budget, bytes, &gt;= 0 (0: the free heap)
     * @param tileSize          tile edge, cells, &gt;= 0 (0: no tiles)
     * @param clearance         whether the mesh records its clearance
     * @throws IllegalArgumentException when a parameter is out of range
     */
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
        if (memoryBudgetBytes < 0) {
            throw new IllegalArgumentException("memoryBudgetBytes must be >= 0 (0: the free heap), got " + memoryBudgetBytes);
        }
        if (tileSize < 0) {
            throw new IllegalArgumentException("tileSize must be >= 0 (0: no tiles), got " + tileSize);
        }
    }

    /**
     * A configuration without tiles that records no clearance.
     *
     * @param cellSize          edge length of one XZ grid cell, metres; finite, &gt; 0
     * @param agentRadius       radius of the agent, metres; finite, &gt; 0
     * @param agentHeight       headroom a surface needs, metres; finite, &gt; 0
     * @param maxStep           largest step between neighbouring cells, metres; finite, &gt; 0, &lt; agentHeight
     * @param maxSlopeDeg       steepest walkable surface, degrees from horizontal; in (0, 90)
     * @param doubleSided       whether both faces of a surface count
     * @param memoryBudgetBytes heap budget, bytes, &gt;= 0 (0: the free heap)
     * @throws IllegalArgumentException when a parameter is out of range
     */
    public BakeConfig(float cellSize, float agentRadius, float agentHeight, float maxStep, float maxSlopeDeg,
                      boolean doubleSided, long memoryBudgetBytes) {
        this(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, 0, false);
    }

    /**
     * A single-sided configuration with the heap as its memory budget.
     *
     * @param cellSize    edge length of one XZ grid cell, metres; finite, &gt; 0
     * @param agentRadius radius of the agent, metres; finite, &gt; 0
     * @param agentHeight headroom a surface needs, metres; finite, &gt; 0
     * @param maxStep     largest step between neighbouring cells, metres; finite, &gt; 0, &lt; agentHeight
     * @param maxSlopeDeg steepest walkable surface, degrees from horizontal; in (0, 90)
     * @throws IllegalArgumentException when a parameter is out of range
     */
    public BakeConfig(float cellSize, float agentRadius, float agentHeight, float maxStep, float maxSlopeDeg) {
        this(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, false, 0L, 0, false);
    }

    /**
     * The project's default agent: cell 0.3 m, radius 0.5, height 2.0, step 0.4, slope 45 degrees.
     *
     * @return a new configuration, single-sided, without tiles or clearance, the free heap as its budget; never null
     */
    public static BakeConfig defaults() {
        return new BakeConfig(DEFAULT_CELL_SIZE, DEFAULT_AGENT_RADIUS, DEFAULT_AGENT_HEIGHT,
                DEFAULT_MAX_STEP, DEFAULT_MAX_SLOPE);
    }

    /**
     * The same configuration with another cell size.
     *
     * @param v edge length of one XZ grid cell, metres; finite, &gt; 0
     * @return a new configuration; never null
     * @throws IllegalArgumentException when the value is out of range (see {@link BakeConfig})
     */
    public BakeConfig withCellSize(float v) { return new BakeConfig(v, agentRadius, agentHeight, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, tileSize, clearance); }
    /**
     * The same configuration with another agent radius.
     *
     * @param v radius of the agent, metres; finite, &gt; 0
     * @return a new configuration; never null
     * @throws IllegalArgumentException when the value is out of range (see {@link BakeConfig})
     */
    public BakeConfig withAgentRadius(float v) { return new BakeConfig(cellSize, v, agentHeight, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, tileSize, clearance); }
    /**
     * The same configuration with another agent height.
     *
     * @param v headroom a surface needs, metres; finite, &gt; maxStep
     * @return a new configuration; never null
     * @throws IllegalArgumentException when the value is out of range (see {@link BakeConfig})
     */
    public BakeConfig withAgentHeight(float v) { return new BakeConfig(cellSize, agentRadius, v, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, tileSize, clearance); }
    /**
     * The same configuration with another maximum step.
     *
     * @param v largest step between neighbouring cells, metres; finite, &gt; 0, &lt; agentHeight
     * @return a new configuration; never null
     * @throws IllegalArgumentException when the value is out of range (see {@link BakeConfig})
     */
    public BakeConfig withMaxStep(float v) { return new BakeConfig(cellSize, agentRadius, agentHeight, v, maxSlopeDeg, doubleSided, memoryBudgetBytes, tileSize, clearance); }
    /**
     * The same configuration with another maximum slope.
     *
     * @param v steepest walkable surface, degrees from horizontal; in (0, 90)
     * @return a new configuration; never null
     * @throws IllegalArgumentException when the value is out of range (see {@link BakeConfig})
     */
    public BakeConfig withMaxSlope(float v) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, v, doubleSided, memoryBudgetBytes, tileSize, clearance); }

    /**
     * The same configuration, single- or double-sided. Double-sided, a surface is ground whichever
     * way its front face points: a scene exported with reversed (clockwise) winding bakes as it
     * would with the right winding. Only steep surfaces then block links and make walls (a flat
     * surface facing down is ground, not a wall); any surface above a span is its ceiling. To tell
     * the inside of a closed object from its outside, and an object resting on the floor from the
     * floor, each body's winding is taken from the way most of its tops (the first of its surfaces
     * a down-ray meets) face.
     *
     * @param v true for double-sided
     * @return a new configuration; never null
     */
    public BakeConfig withDoubleSided(boolean v) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, v, memoryBudgetBytes, tileSize, clearance); }

    /**
     * The same configuration with another memory budget: a bake whose estimated peak heap exceeds
     * it is refused with a {@link BakeMemoryException} before it allocates its per-cell arrays.
     *
     * @param bytes the budget, bytes, &gt; 0; or 0 for the heap the JVM has free when the bake starts
     * @return a new configuration; never null
     * @throws IllegalArgumentException when bytes is negative
     */
    public BakeConfig withMemoryBudget(long bytes) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, doubleSided, bytes, tileSize, clearance); }

    /**
     * The same configuration with another tile size. With tiles, the grid is cut into square tiles
     * of this many cells, meshed independently (in parallel) and stitched along their borders
     * (see {@link NavMeshBaker}); each triangle then belongs to one tile ({@link BakeResult#tiles}). Such a bake
     * can also be kept and brought up to date one region at a time ({@link TiledBake}).
     *
     * @param cells tile edge, cells, &gt;= 0; 0 for one mesh of the whole grid
     * @return a new configuration; never null
     * @throws IllegalArgumentException when cells is negative
     */
    public BakeConfig withTileSize(int cells) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, cells, clearance); }

    /**
     * The same configuration, recording (or not) the clearance agents of every size need to share
     * the mesh: bake with the smallest agent's radius and height ({@link #agentRadius},
     * {@link #agentHeight}); the mesh then keeps that radius and, per triangle, the height of the
     * free space above it ({@code NavMesh.clearance()}), and a query for a bigger agent
     * ({@code QueryFilter.withAgent}) keeps the extra radius from the mesh's edges and avoids
     * triangles with too little headroom. Off by default.
     *
     * @param v true to record the clearance
     * @return a new configuration; never null
     */
    public BakeConfig withClearance(boolean v) { return new BakeConfig(cellSize, agentRadius, agentHeight, maxStep, maxSlopeDeg, doubleSided, memoryBudgetBytes, tileSize, v); }

    /**
     * The configuration for agents of the given radii on one mesh: this one baked for the smallest
     * radius, recording the clearance ({@link #withClearance}).
     *
     * @param radii the agents' radii, metres, each finite and &gt; 0; not null, not empty, unaffected
     * @return a new configuration; never null
     * @throws IllegalArgumentException when radii is null or empty or holds a bad radius
     */
    public BakeConfig forAgents(float... radii) {
        if (radii == null || radii.length == 0) {
            throw new IllegalArgumentException("forAgents needs at least one radius");
        }
        float min = Float.POSITIVE_INFINITY;
        for (float r : radii) {
            requirePositive("agent radius", r);
            min = Math.min(min, r);
        }
        return withAgentRadius(min).withClearance(true);
    }

    private static void requirePositive(String name, float v) {
        if (Float.isNaN(v) || Float.isInfinite(v)) {
            throw new IllegalArgumentException(name + " must be a finite number, got " + v);
        }
        if (v <= 0f) {
            throw new IllegalArgumentException(name + " must be greater than zero, got " + v);
        }
    }
}
