package org.jme3navmesh.bake;

import java.util.function.BooleanSupplier;

/**
 * Finds every surface under the cell centres of a grid, as if a vertical ray were cast through
 * the whole height of the scene at each centre.
 *
 * <p>Implementations: {@link TriangleSurfaceProbe} (exact, triangle-major, fast; the surfaces a
 * {@link TriangleSceneSampler} gives the baker) and {@code org.jme3navmesh.jme.RaySurfaceProbe}
 * (jbullet {@code rayTest} per cell; the reference the first is checked against).
 */
public interface SurfaceProbe {
    /**
     * Samples the grid.
     *
     * @param grid      the grid, world space; not null, unaffected
     * @param cancelled polled now and then; when it returns true the probe throws
     *                  {@link BakeCancelledException}; not null
     * @return hits per cell, sorted bottom to top
     */
    SurfaceSamples sample(BakeGrid grid, BooleanSupplier cancelled);
}
