package org.jme3navmesh.bake;

import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * How a bake reads the world: the extent of its solid geometry, and for any region of cells the
 * surfaces under the cell centres and the walls between them.
 *
 * <p>A region is a {@link BakeGrid}: the whole world's grid or any block of its cells
 * ({@link BakeGrid#region}). Sampling a region gives what sampling the whole world gives for those
 * cells: every surface in the full height of the world under each centre, not only those between
 * the region's {@code minY} and {@code maxY}.
 *
 * <p>Implementations: {@link TriangleSceneSampler} over a {@link SceneTriangles} soup (any thread),
 * and {@code org.jme3navmesh.jme.PhysicsSceneSampler} over the static bodies of a jbullet space
 * (on the thread that owns the space).
 */
public interface SceneSampler {
    /**
     * The bounds of the solid geometry.
     *
     * @return a new array {minX, minY, minZ, maxX, maxY, maxZ}, world metres; all NaN when the
     *         world has no geometry
     */
    float[] bounds();

    /**
     * An estimate of how many surfaces sampling a region finds, made before sampling it, so that a
     * bake can refuse a region too large for the heap before it allocates anything
     * ({@link BakeMemoryException}).
     *
     * @param region  the cells, world space; not null, unaffected
     * @param upwards true to count only the surfaces whose front faces up, false for all
     * @return the estimated number of hits, or -1 when the sampler cannot tell (the default)
     */
    default long estimateHits(BakeGrid region, boolean upwards) {
        return -1;
    }

    /**
     * Samples the cells of a region, single-sided (see the double-sided
     * {@link #sample(BakeGrid, float, boolean, BooleanSupplier, DoubleConsumer)}).
     *
     * <p>The result's {@link SurfaceSamples#tags} lists every tag of the world in one order, the
     * same for every region, so that area ids agree between regions.
     *
     * @param region          the cells, world space; not null, unaffected
     * @param blockerCosSlope geometry whose unit normal Y is below this (steeper than walkable, or
     *                        facing down) blocks links and gives wall posts; in [-1, 1] (a cosine)
     * @param cancelled       polled now and then; when it returns true the sampler throws
     *                        {@link BakeCancelledException}; not null
     * @param progress        receives the fraction done, 0 to 1, on the calling thread; not null
     * @return the surfaces, blockers and posts of the region; never null
     */
    default RegionSamples sample(BakeGrid region, float blockerCosSlope, BooleanSupplier cancelled,
                                 DoubleConsumer progress) {
        return sample(region, blockerCosSlope, false, cancelled, progress);
    }

    /**
     * Samples the cells of a region, single- or double-sided.
     *
     * <p>Single-sided, hits keep the normal of the triangle's front face, and geometry whose unit
     * normal Y is below blockerCosSlope (steep, or facing down) blocks links and gives wall posts.
     * Double-sided, hits still report that normal (so touching surfaces can tell they face opposite
     * ways), but only steep geometry (|normal Y| below blockerCosSlope) blocks and gives posts, and
     * hits of one body at one height are one surface whichever way they face (a two-sided sheet).
     *
     * @param region          the cells, world space; not null, unaffected
     * @param blockerCosSlope the unit normal Y (its absolute value, double-sided) below which
     *                        geometry blocks links and gives wall posts; in [-1, 1] (a cosine)
     * @param doubleSided     whether both faces of a surface count (see {@link BakeConfig#doubleSided})
     * @param cancelled       polled now and then; when it returns true the sampler throws
     *                        {@link BakeCancelledException}; not null
     * @param progress        receives the fraction done, 0 to 1, on the calling thread; not null
     * @return the surfaces, blockers and posts of the region; never null
     */
    RegionSamples sample(BakeGrid region, float blockerCosSlope, boolean doubleSided, BooleanSupplier cancelled,
                         DoubleConsumer progress);
}
