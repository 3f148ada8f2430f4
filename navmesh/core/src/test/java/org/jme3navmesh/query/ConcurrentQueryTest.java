package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** Queries from 8 threads (one NavMeshQuery each) on one shared mesh give the serial results. */
class ConcurrentQueryTest {

    @Test
    void eightThreadsGiveTheSerialResults() throws Exception {
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(42, 40, 40, 1f, 0.2f, 1f);
        NavMesh mesh = g.build();
        NavMeshQuery serial = new NavMeshQuery(mesh);
        Random r = new Random(3);
        int n = 400;
        float[][] pts = new float[2 * n][];
        for (int i = 0; i < 2 * n; i++) {
            pts[i] = QueryPropertiesTest.randomPoint(g, serial, r);
        }
        QueryFilter[] filters = {QueryFilter.defaults(), QueryFilter.defaults().withCornerMargin(0.25f)};
        PathResult[] expected = new PathResult[n];
        for (int i = 0; i < n; i++) {
            expected[i] = serial.findPath(pts[2 * i][0], pts[2 * i][1], pts[2 * i][2], pts[2 * i + 1][0], pts[2 * i + 1][1],
                    pts[2 * i + 1][2], filters[i % 2], GoalPolicy.NEAREST_REACHABLE, new PathResult());
            // A result writes its corridor out on first read; the threads below all read these, so write it now
            // (else two threads writing one result's corridor at once could see each other's half-grown array).
            expected[i].corridorReady();
        }
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Callable<Integer>> tasks = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                int offset = t * 50;
                tasks.add(() -> {
                    NavMeshQuery q = new NavMeshQuery(mesh);
                    PathResult p = new PathResult();
                    int same = 0;
                    for (int k = 0; k < n; k++) {
                        int i = (k + offset) % n;
                        q.findPath(pts[2 * i][0], pts[2 * i][1], pts[2 * i][2], pts[2 * i + 1][0], pts[2 * i + 1][1],
                                pts[2 * i + 1][2], filters[i % 2], GoalPolicy.NEAREST_REACHABLE, p);
                        if (p.samePathAs(expected[i])) {
                            same++;
                        }
                    }
                    return same;
                });
            }
            for (Future<Integer> f : pool.invokeAll(tasks)) {
                assertThat(f.get()).isEqualTo(n);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
