package org.jme3navmesh.bake;

import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * The {@link SceneSampler} of a triangle soup: samples a region triangle by triangle
 * ({@link SceneRasterizer}, on all cores) and takes the wall posts from the same triangles
 * ({@link WallPosts#of}). Thread-safe: the soup is immutable.
 */
public final class TriangleSceneSampler implements SceneSampler {
    private final SceneTriangles triangles;

    /**
     * @param triangles the world, world space, metres; not null, unaffected
     */
    public TriangleSceneSampler(SceneTriangles triangles) {
        this.triangles = Objects.requireNonNull(triangles, "triangles");
    }

    @Override
    public float[] bounds() {
        return triangles.bounds();
    }

    @Override
    public RegionSamples sample(BakeGrid region, float blockerCosSlope, boolean doubleSided, BooleanSupplier cancelled,
                                DoubleConsumer progress) {
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(cancelled, "cancelled");
        Objects.requireNonNull(progress, "progress");
        SceneRasterizer raster = new SceneRasterizer(triangles, region, doubleSided);
        float bands = raster.bandCount();
        SceneRasterizer.Result r = raster.run(blockerCosSlope, cancelled,
                done -> progress.accept(Math.min(1f, done / bands)));
        return new RegionSamples(r.samples(), r.blockers(), WallPosts.of(triangles, blockerCosSlope, doubleSided, region.cells()));
    }
}
