package org.jme3navmesh.demo;

import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMesh;

/**
 * What a background bake hands to the render thread. Immutable.
 *
 * @param mesh     the baked navmesh, never null
 * @param field    the walkable field the mesh was made from (for the cell-sample debug view), or null
 * @param cells    number of grid cells sampled
 * @param bakeMillis wall-clock bake time, milliseconds
 */
public record BakeOutput(NavMesh mesh, WalkableField field, long cells, double bakeMillis) {
    /**
     * Validates the output.
     *
     * @param mesh       the baked navmesh; not null, kept (not copied)
     * @param field      the walkable field the mesh was made from, kept (not copied); or null
     * @param cells      number of grid cells sampled
     * @param bakeMillis wall-clock bake time, milliseconds; &gt;= 0, not NaN
     * @throws IllegalArgumentException when bakeMillis is negative or NaN
     */
    public BakeOutput {
        java.util.Objects.requireNonNull(mesh, "mesh");
        if (bakeMillis < 0 || Double.isNaN(bakeMillis)) {
            throw new IllegalArgumentException("bakeMillis must be >= 0, got " + bakeMillis);
        }
    }
}
