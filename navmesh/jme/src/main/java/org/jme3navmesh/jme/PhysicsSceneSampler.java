package org.jme3navmesh.jme;

import com.jme3.bullet.PhysicsSpace;
import java.util.Objects;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import org.jme3navmesh.bake.BakeGrid;
import org.jme3navmesh.bake.RegionSamples;
import org.jme3navmesh.bake.SceneSampler;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.CellGrid;

/**
 * The {@link SceneSampler} of a jbullet {@link PhysicsSpace}: reads the static bodies of the live
 * space on each call. A region's sampling extracts the triangles under the region and its ring
 * of neighbouring cells ({@link PhysicsTriangles#extract(PhysicsSpace, float[])}; mesh shapes are
 * queried for that part only) and samples them as a {@link TriangleSceneSampler} does, so it finds
 * exactly what sampling the snapshot {@code PhysicsTriangles.extract(space)} finds.
 *
 * <p>jbullet's space and mesh shapes are not thread-safe: call {@link #bounds} and
 * {@link #sample} on the thread that owns the space. To sample on a worker, take a snapshot on that
 * thread instead ({@code new TriangleSceneSampler(PhysicsTriangles.extract(space))}).
 */
public final class PhysicsSceneSampler implements SceneSampler {
    private final PhysicsSpace space;

    /**
     * @param space the world; not null, kept (not copied); read (never modified) by {@link #bounds} and
     *              {@link #sample}
     */
    public PhysicsSceneSampler(PhysicsSpace space) {
        this.space = Objects.requireNonNull(space, "space");
    }

    @Override
    public float[] bounds() {
        return PhysicsTriangles.bounds(space);
    }

    @Override
    public RegionSamples sample(BakeGrid region, float blockerCosSlope, boolean doubleSided, BooleanSupplier cancelled,
                                DoubleConsumer progress) {
        Objects.requireNonNull(region, "region");
        CellGrid g = region.cells();
        // The region's cells and the ring around them (wall posts there still reach its cells).
        float[] xz = {g.minX() - g.cellSize(), g.minZ() - g.cellSize(),
            g.minX() + (g.width() + 1) * g.cellSize(), g.minZ() + (g.depth() + 1) * g.cellSize()};
        return new TriangleSceneSampler(PhysicsTriangles.extract(space, xz))
                .sample(region, blockerCosSlope, doubleSided, cancelled, progress);
    }
}
