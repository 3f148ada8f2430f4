package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import org.junit.jupiter.api.Test;

/** A bake refuses, before it runs out, what the heap cannot hold (issue 14, case 2). */
class BakeMemoryTest {
    /** n stacked 60 x 60 m floors, 3 m apart. */
    private static SceneTriangles floors(int n) {
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        for (int f = 0; f < n; f++) {
            b.beginBody(SurfaceTag.GROUND);
            float y = 3f * f;
            b.add(0, y, 0, 0, y, 60, 60, y, 60).add(0, y, 0, 60, y, 60, 60, y, 0);
        }
        return b.build();
    }

    /** Counts the samplings; estimates only when asked to. */
    private static final class CountingSampler implements SceneSampler {
        final TriangleSceneSampler inner;
        final boolean estimates;
        final AtomicInteger samplings = new AtomicInteger();

        CountingSampler(SceneTriangles t, boolean estimates) {
            inner = new TriangleSceneSampler(t);
            this.estimates = estimates;
        }

        @Override
        public float[] bounds() {
            return inner.bounds();
        }

        @Override
        public long estimateHits(BakeGrid region, boolean upwards) {
            return estimates ? inner.estimateHits(region, upwards) : -1;
        }

        @Override
        public RegionSamples sample(BakeGrid region, float cos, boolean doubleSided, BooleanSupplier cancelled,
                                    DoubleConsumer progress) {
            samplings.incrementAndGet();
            return inner.sample(region, cos, doubleSided, cancelled, progress);
        }
    }

    private static BakeResult bake(SceneSampler s, BakeConfig cfg) {
        return new NavMeshBaker().bake(s, cfg, BakeProgressListener.NONE, () -> false);
    }

    @Test
    void aBakeTooLargeForItsBudgetIsRefusedBeforeSampling() {
        CountingSampler s = new CountingSampler(floors(10), true);
        BakeConfig cfg = BakeConfig.defaults().withCellSize(0.2f).withMemoryBudget(16L << 20);
        assertThatThrownBy(() -> bake(s, cfg))
                .isInstanceOf(BakeMemoryException.class)
                .hasMessageMatching("not enough memory: the bake needs about \\d+ MB \\(90,000 cells, 10\\.00 surfaces"
                        + " per cell\\), memoryBudgetBytes allows 16 MB; use a larger cellSize, a smaller region, or a"
                        + " larger heap \\(-Xmx\\d+g\\)")
                .satisfies(e -> {
                    BakeMemoryException m = (BakeMemoryException) e;
                    assertThat(m.allowedBytes()).isEqualTo(16L << 20);
                    assertThat(m.neededBytes()).isEqualTo(BakeMemory.estimate(90_000, 900_000, 900_000, 0));
                });
        assertThat(s.samplings.get()).as("refused before the per-cell arrays").isZero();
    }

    @Test
    void aRefusalJustOverTheBudgetShowsTwoDifferentSizes() {
        long needed = BakeMemory.estimate(90_000, 900_000, 900_000, 0);
        // A budget a few MB under the estimate: both round to the same tenth of a GB when the estimate is large, so
        // the message gives whole MB. The same rule holds here with the estimate scaled up past 1 GB.
        long scale = Math.max(1, (long) Math.ceil((1L << 30) * 1.3 / needed));
        long cells = 90_000 * scale;
        long big = BakeMemory.estimate(cells, 900_000 * scale, 900_000 * scale, 0);
        BakeConfig cfg = BakeConfig.defaults().withMemoryBudget(big - (4L << 20));
        assertThatThrownBy(() -> BakeMemory.check(cfg, cfg.memoryBudgetBytes(), cells, 900_000 * scale, 900_000 * scale, 0))
                .isInstanceOf(BakeMemoryException.class)
                .hasMessageContaining("needs about " + BakeMemory.megabytes(big) + " (")
                .hasMessageContaining("memoryBudgetBytes allows " + BakeMemory.megabytes(big - (4L << 20)) + ";")
                .hasMessageNotContaining(" GB");
        assertThat(BakeMemory.megabytes(big)).isNotEqualTo(BakeMemory.megabytes(big - (4L << 20)));
    }

    @Test
    void theLayersFoundBySamplingAreCheckedBeforeTheWalkableRules() {
        // A sampler that cannot estimate passes the first check on its cells alone.
        CountingSampler s = new CountingSampler(floors(10), false);
        long cellsOnly = BakeMemory.estimate(90_000, 0, 0, 0);
        long all = BakeMemory.estimate(90_000, 900_000, 900_000, 0);
        BakeConfig cfg = BakeConfig.defaults().withCellSize(0.2f).withMemoryBudget((cellsOnly + all) / 2);
        assertThatThrownBy(() -> bake(s, cfg)).isInstanceOf(BakeMemoryException.class)
                .hasMessageContaining("(90,000 cells, 10.00 surfaces per cell)");
        assertThat(s.samplings.get()).isEqualTo(1);
        // With room for it, the same bake runs.
        BakeResult r = bake(s, cfg.withMemoryBudget(all + all / 10));
        assertThat(r.navMesh().componentCount()).isEqualTo(10);
    }

    @Test
    void theTriangleSamplerEstimatesItsSurfacesFromTheirAreaSeenFromAbove() {
        for (String scene : new String[] {"hills.obj", "maze.obj", "bridge.obj"}) {
            TriangleSceneSampler s = new TriangleSceneSampler(TestScenes.triangles(scene));
            BakeGrid grid = BakeGrid.covering(s.bounds(), 0.3f);
            SurfaceSamples real = s.sample(grid, 0.7f, () -> false, p -> { }).surfaces();
            long up = 0;
            for (float ny : real.normalY) {
                up += ny > 0 ? 1 : 0;
            }
            assertThat((double) s.estimateHits(grid, false)).as(scene).isCloseTo(real.hitCount(), offset(0.05 * real.hitCount()));
            assertThat((double) s.estimateHits(grid, true)).as(scene).isCloseTo(up, offset(0.05 * up));
            // A region's estimate is its share.
            BakeGrid half = grid.region(0, 0, grid.cells().width() / 2, grid.cells().depth());
            long halfReal = s.sample(half, 0.7f, () -> false, p -> { }).surfaces().hitCount();
            assertThat((double) s.estimateHits(half, false)).as(scene).isCloseTo(halfReal, offset(0.1 * halfReal));
        }
    }

    @Test
    void theDefaultBudgetIsTheFreeHeap() {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        assertThat(BakeMemory.allowance(BakeConfig.defaults(), 0)).isBetween(free / 2, rt.maxMemory());
        assertThat(BakeMemory.allowance(BakeConfig.defaults().withMemoryBudget(123), Long.MAX_VALUE)).isEqualTo(123);
        assertThatThrownBy(() -> BakeConfig.defaults().withMemoryBudget(-1)).hasMessageContaining("memoryBudgetBytes");
    }
}
