package org.jme3navmesh.bake;

import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The fast, exact {@link SurfaceProbe}: finds the vertical-ray hits at every cell centre
 * triangle by triangle (see {@link SceneRasterizer}) instead of casting one ray per cell, on all
 * cores. Finds the same surfaces as casting a jbullet ray through each centre, except that a
 * closed convex shape (a box) gives both its top and its bottom where jbullet's ray only reports
 * where it enters.
 */
public final class TriangleSurfaceProbe implements SurfaceProbe {
    private final SceneTriangles triangles;

    /**
     * A probe of a soup.
     *
     * @param triangles the scene, world space, metres; not null, shared, never modified
     * @throws NullPointerException when triangles is null
     */
    public TriangleSurfaceProbe(SceneTriangles triangles) {
        this.triangles = Objects.requireNonNull(triangles, "triangles");
    }

    @Override
    public SurfaceSamples sample(BakeGrid grid, BooleanSupplier cancelled) {
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(cancelled, "cancelled");
        return new SceneRasterizer(triangles, grid, false).run(Float.NaN, cancelled, Parallel.NO_PROGRESS).samples();
    }
}
