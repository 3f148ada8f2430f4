package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** A copy of a path result is read-only: eight threads reading one copy at once all see the same portals. */
class PathResultCopyThreadsTest {
    @Test
    void eightThreadsReadOneCopy() throws Exception {
        NavMesh mesh = TestMeshes.grid(150, 150, 1f, 0f);
        NavMeshQuery q = new NavMeshQuery(mesh);
        PathResult scratch = new PathResult();
        q.findPath(0.5f, 0f, 0.5f, 149.5f, 0f, 120.5f, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, scratch);
        assertThat(scratch.isFound()).isTrue();
        int np = scratch.portalCount();
        assertThat(np).isGreaterThan(200);
        float[] expected = new float[6 * np];
        PathResult reference = scratch.copy();
        float[] p = new float[6];
        for (int i = 0; i < np; i++) {
            reference.portal(i, p);
            System.arraycopy(p, 0, expected, 6 * i, 6);
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            for (int round = 0; round < 200; round++) {
                q.findPath(0.5f, 0f, 0.5f, 149.5f, 0f, 120.5f, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, scratch);
                PathResult shared = scratch.copy(); // portals never read before the threads start
                CountDownLatch go = new CountDownLatch(1);
                List<Future<Integer>> bad = new ArrayList<>();
                for (int t = 0; t < 8; t++) {
                    int first = t * 5 % np;
                    bad.add(pool.submit(() -> {
                        go.await();
                        int wrong = 0;
                        for (int k = 0; k < np; k++) {
                            int i = (first + k) % np;
                            if (shared.portalLeftX(i) != expected[6 * i] || shared.portalLeftZ(i) != expected[6 * i + 2]
                                    || shared.portalRightX(i) != expected[6 * i + 3]
                                    || shared.portalRightZ(i) != expected[6 * i + 5]) {
                                wrong++;
                            }
                        }
                        return wrong;
                    }));
                }
                go.countDown();
                for (Future<Integer> f : bad) {
                    assertThat(f.get(10, TimeUnit.SECONDS)).as("round " + round).isZero();
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
