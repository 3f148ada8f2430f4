package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Cold builds in fresh child JVMs, the engines taking turns (no timing assertions). */
class ColdBuildTest {
    private static final Path MAZE = Path.of("..", Scenes.DEFAULT_DIR, "maze.obj");

    @Test
    void pairedRunsEachEngineInItsOwnFreshJvmsAndReportsTheMedians() throws Exception {
        // a small primer: the bench's is as large as its heap limit
        ColdBuild.Pair p = ColdBuild.paired(MAZE, 32, 1, 2, 0, 64);
        assertThat(p.ours()).hasSize(2);
        assertThat(Math.min(p.ours()[0], p.ours()[1])).isPositive();
        assertThat(p.tileCache()).hasSize(2);
        assertThat(Math.min(p.tileCache()[0], p.tileCache()[1])).isPositive();
        assertThat(p.oursMedian()).isBetween(Math.min(p.ours()[0], p.ours()[1]), Math.max(p.ours()[0], p.ours()[1]));
        assertThat(TilesBench.runs(new double[] {1234.4, 5.6})).isEqualTo("[1234,6]");
        // every child reports the heap it committed
        assertThat(p.oursHeap()).hasSize(2);
        assertThat(p.tileCacheHeap()).hasSize(2);
        assertThat(Math.min(Math.min(p.oursHeap()[0], p.oursHeap()[1]), Math.min(p.tileCacheHeap()[0], p.tileCacheHeap()[1])))
                .isPositive();
    }

    @Test
    void aPreTouchedChildRunsWithItsWholeHeapCommitted() throws Exception {
        ColdBuild.Run r = ColdBuild.measure(ColdBuild.Engine.OURS, MAZE, 32, 1, 192);
        assertThat(r.ms()).isPositive();
        // -Xms = -Xmx: the heap is committed whole from the start (G1 rounds it to its regions)
        assertThat(r.heapMb()).isBetween(190.0, 194.0);
        ColdBuild.Run fresh = ColdBuild.measure(ColdBuild.Engine.TILECACHE, MAZE, 32, 1, 0);
        assertThat(fresh.heapMb()).isPositive();
    }

    @Test
    void noRunsOrAMissingSceneIsAClearError() {
        assertThatThrownBy(() -> ColdBuild.paired(MAZE, 32, 1, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("cold runs must be > 0, got 0");
        assertThatThrownBy(() -> ColdBuild.paired(MAZE, 32, 1, 1, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("pre-touched heap must be >= 0 MiB, got -1");
        assertThatThrownBy(() -> ColdBuild.paired(MAZE, 32, 1, 1, 0, -1)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("the primer's heap must be >= 0 MiB, got -1");
        // a primer JVM that cannot start (a heap far beyond any machine) is named with its output
        assertThatThrownBy(() -> ColdBuild.prime(1L << 40)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("primer JVM").hasMessageContaining("heap");
        assertThatThrownBy(() -> ColdBuild.measure(ColdBuild.Engine.OURS, Path.of("no-such-scene.obj"), 32, 1, 0))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("no-such-scene.obj");
    }
}
