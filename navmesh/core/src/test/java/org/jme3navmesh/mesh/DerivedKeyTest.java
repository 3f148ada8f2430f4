package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class DerivedKeyTest {

    @Test
    void eachMeshBuildsItsDataOnceForAllThreads() throws Exception {
        AtomicInteger builds = new AtomicInteger();
        DerivedKey<int[]> key = new DerivedKey<>("triangle count", m -> {
            builds.incrementAndGet();
            return new int[] {m.triangleCount()};
        });
        NavMesh a = TestMeshes.grid(3, 3, 1f, 0f);
        NavMesh b = TestMeshes.grid(2, 1, 1f, 0f);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<int[]>> got = new ArrayList<>();
            for (int i = 0; i < 16; i++) {
                got.add(pool.submit(() -> a.derived(key)));
            }
            int[] first = got.get(0).get();
            for (Future<int[]> f : got) {
                assertThat(f.get()).isSameAs(first);
            }
            assertThat(first[0]).isEqualTo(18);
        } finally {
            pool.shutdown();
        }
        assertThat(b.derived(key)[0]).isEqualTo(4);
        assertThat(b.derived(key)).isSameAs(b.derived(key));
        assertThat(builds.get()).isEqualTo(2);
    }

    @Test
    void aBuilderMayNotReturnNull() {
        DerivedKey<Object> key = new DerivedKey<>("nothing", m -> null);
        assertThatThrownBy(() -> TestMeshes.grid(1, 1, 1f, 0f).derived(key)).isInstanceOf(IllegalStateException.class);
    }
}
