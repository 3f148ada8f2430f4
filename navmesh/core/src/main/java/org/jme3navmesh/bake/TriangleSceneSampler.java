package org.jme3navmesh.bake;

import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import java.util.function.IntConsumer;
import org.jme3navmesh.mesh.CellGrid;

/**
 * The {@link SceneSampler} of a triangle soup: samples a region triangle by triangle
 * ({@link SceneRasterizer}, on all cores) and takes the wall posts from the same triangles
 * ({@link WallPosts#of}). Thread-safe: the soup is immutable.
 */
public final class TriangleSceneSampler implements SceneSampler {
    /** Triangles per task of the parallel passes over the triangles. */
    static final int CHUNK = 1 << 14;
    private final SceneTriangles triangles;

    /**
     * @param triangles the world, world space, metres; not null, shared, never modified
     * @throws NullPointerException when triangles is null
     */
    public TriangleSceneSampler(SceneTriangles triangles) {
        this.triangles = Objects.requireNonNull(triangles, "triangles");
    }

    @Override
    public float[] bounds() {
        return triangles.bounds();
    }

    /**
     * The area of the triangles seen from above, in cells, each triangle's share clipped to the
     * region by its bounding box: one hit per cell centre a triangle covers.
     */
    @Override
    public long estimateHits(BakeGrid region, boolean upwards) {
        Objects.requireNonNull(region, "region");
        CellGrid g = region.cells();
        double minX = g.minX(), minZ = g.minZ();
        double maxX = minX + (double) g.width() * g.cellSize(), maxZ = minZ + (double) g.depth() * g.cellSize();
        float[] v = triangles.xyz;
        int n = triangles.count();
        // Partial sums over fixed chunks, added in chunk order: the same estimate on any number of threads.
        int chunks = (n + CHUNK - 1) / CHUNK;
        double[] part = new double[chunks];
        Parallel.run(chunks, new IntConsumer() {
            @Override
            public void accept(int k) {
                double sum = 0;
                for (int t = k * CHUNK, end = Math.min(n, t + CHUNK); t < end; t++) {
                    sum += hitArea(v, 9 * t, upwards, minX, minZ, maxX, maxZ);
                }
                part[k] = sum;
            }
        }, new AtomicBoolean(), Parallel.NEVER, "extract", Parallel.NO_PROGRESS);
        double area = 0;
        for (double a : part) {
            area += a;
        }
        return (long) Math.ceil(area / ((double) g.cellSize() * g.cellSize()));
    }

    /**
     * The part of {@link #estimateHits}' area of the triangle at v[o..o + 9) that lies over the
     * box [minX, maxX] x [minZ, maxZ]: its area seen from above times the share of its bounds
     * inside the box; 0 when it is vertical, faces down while only upward triangles count, or misses the box.
     */
    private static double hitArea(float[] v, int o, boolean upwards, double minX, double minZ, double maxX,
                                  double maxZ) {
        double ux = v[o + 3] - v[o], uz = v[o + 5] - v[o + 2];
        double wx = v[o + 6] - v[o], wz = v[o + 8] - v[o + 2];
        double cross = uz * wx - ux * wz; // twice the signed area from above; > 0 when facing up
        if (cross == 0 || (upwards && cross < 0)) {
            return 0;
        }
        double x0 = Math.min(v[o], Math.min(v[o + 3], v[o + 6])), x1 = Math.max(v[o], Math.max(v[o + 3], v[o + 6]));
        double z0 = Math.min(v[o + 2], Math.min(v[o + 5], v[o + 8])), z1 = Math.max(v[o + 2], Math.max(v[o + 5], v[o + 8]));
        double ox = Math.min(x1, maxX) - Math.max(x0, minX), oz = Math.min(z1, maxZ) - Math.max(z0, minZ);
        if (ox <= 0 || oz <= 0) {
            return 0;
        }
        return 0.5 * Math.abs(cross) * (ox * oz) / ((x1 - x0) * (z1 - z0));
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
                new IntConsumer() {
                    @Override
                    public void accept(int done) {
                        progress.accept(Math.min(1f, done / bands));
                    }
                });
        return new RegionSamples(r.samples(), r.blockers(), WallPosts.of(triangles, blockerCosSlope, doubleSided, region.cells()));
    }
}
