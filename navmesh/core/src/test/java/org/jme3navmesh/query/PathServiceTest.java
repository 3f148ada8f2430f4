package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class PathServiceTest {
    private static final NavMesh MESH = TestMeshes.grid(10, 10, 1f, 0f, 23, 33, 43, 53, 63);

    @Test
    void resultsAreSnapshotsDeliveredOnTheCallersExecutor() throws Exception {
        ExecutorService render = Executors.newSingleThreadExecutor(r -> new Thread(r, "render"));
        try (PathService service = new PathService(MESH, 2, render)) {
            PathRequest req = PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 9.5f);
            AtomicReference<String> thread = new AtomicReference<>();
            PathResult got = service.submit("a", req).get(10, TimeUnit.SECONDS);
            PathResult direct = new NavMeshQuery(MESH).findPath(0.5f, 0f, 0.5f, 9.5f, 0f, 9.5f);
            assertThat(got.samePathAs(direct)).isTrue();

            // Callbacks always run on the delivery executor, however fast the worker is.
            CountDownLatch done = new CountDownLatch(1);
            AtomicReference<PathResult> viaCallback = new AtomicReference<>();
            service.submit("b", req, p -> {
                thread.set(Thread.currentThread().getName());
                viaCallback.set(p);
                done.countDown();
            });
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(thread.get()).isEqualTo("render");
            assertThat(viaCallback.get()).isNotSameAs(got);
            assertThat(viaCallback.get().samePathAs(direct)).isTrue();
            assertThat(service.completedCount()).isEqualTo(2);
        } finally {
            render.shutdownNow();
        }
    }

    @Test
    void manyAgentsAllGetTheirOwnAnswers() throws Exception {
        try (PathService service = new PathService(MESH, 3, Runnable::run)) {
            List<CompletableFuture<PathResult>> futures = new ArrayList<>();
            for (int i = 0; i < 200; i++) {
                float gx = 0.5f + (i % 10), gz = 0.5f + (i / 10) % 10;
                futures.add(service.submit("agent" + i, PathRequest.of(0.5f, 0f, 0.5f, gx, 0f, gz)));
            }
            NavMeshQuery q = new NavMeshQuery(MESH);
            for (int i = 0; i < 200; i++) {
                float gx = 0.5f + (i % 10), gz = 0.5f + (i / 10) % 10;
                PathResult p = futures.get(i).get(10, TimeUnit.SECONDS);
                assertThat(p.samePathAs(q.findPath(0.5f, 0f, 0.5f, gx, 0f, gz))).isTrue();
            }
        }
    }

    @Test
    void aNewerRequestSupersedesTheAgentsPendingOnes() throws Exception {
        CountDownLatch workerBusy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        // The single worker blocks while delivering the first answer, so later requests stay queued.
        PathService service = new PathService(MESH, 1, task -> {
            workerBusy.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            task.run();
        });
        try {
            CompletableFuture<PathResult> blocker = service.submit("other", PathRequest.of(0.5f, 0f, 0.5f, 1.5f, 0f, 0.5f));
            assertThat(workerBusy.await(10, TimeUnit.SECONDS)).isTrue();
            CompletableFuture<PathResult> first = service.submit("agent", PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 0.5f));
            CompletableFuture<PathResult> second = service.submit("agent", PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 5.5f));
            CompletableFuture<PathResult> third = service.submit("agent", PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 9.5f));
            assertThat(first).isCancelled();
            assertThat(second).isCancelled();
            assertThat(service.supersededCount()).isEqualTo(2);
            release.countDown();
            PathResult p = third.get(10, TimeUnit.SECONDS);
            assertThat(p.goalZ()).isEqualTo(9.5f);
            assertThat(blocker.get(10, TimeUnit.SECONDS).isFound()).isTrue();
        } finally {
            release.countDown();
            service.close();
        }
    }

    @Test
    void closeCancelsPendingRequestsAndRefusesNewOnes() throws Exception {
        CountDownLatch workerBusy = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        PathService service = new PathService(MESH, 1, task -> {
            workerBusy.countDown();
            try {
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            task.run();
        });
        service.submit("x", PathRequest.of(0.5f, 0f, 0.5f, 1.5f, 0f, 0.5f));
        assertThat(workerBusy.await(10, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<PathResult> pending = service.submit("y", PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 9.5f));
        Thread closer = new Thread(service::close);
        closer.start();
        while (!service.isClosed()) {
            Thread.onSpinWait();
        }
        release.countDown();
        closer.join(10_000);
        assertThat(closer.isAlive()).isFalse();
        assertThat(pending).isCancelled();
        assertThatThrownBy(() -> service.submit("z", PathRequest.of(0, 0, 0, 1, 0, 1)))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        service.close(); // idempotent
    }

    @Test
    void closingUnderABurstEndsEveryRequestAndBothWorkers() throws Exception {
        // Workers take several jobs at a time from a deep queue; closing must still cancel or
        // answer every one of them and stop both workers promptly.
        Thread[] before = Thread.getAllStackTraces().keySet().toArray(new Thread[0]);
        PathService service = new PathService(MESH, 2, Runnable::run);
        List<Thread> workers = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("navmesh-path-") && !List.of(before).contains(t)) {
                workers.add(t);
            }
        }
        assertThat(workers).hasSize(2);
        List<CompletableFuture<PathResult>> futures = new ArrayList<>();
        for (int i = 0; i < 5000; i++) {
            futures.add(service.submit(i, PathRequest.of(0.5f, 0f, 0.5f, 9.5f, 0f, 9.5f)));
        }
        long t0 = System.nanoTime();
        service.close();
        assertThat(System.nanoTime() - t0).as("close() time, ns").isLessThan(TimeUnit.SECONDS.toNanos(5));
        for (Thread t : workers) {
            t.join(5000);
            assertThat(t.isAlive()).as("worker %s", t.getName()).isFalse();
        }
        int answered = 0;
        for (CompletableFuture<PathResult> f : futures) {
            assertThat(f).isDone();
            if (!f.isCancelled()) {
                assertThat(f.get().status()).isEqualTo(PathStatus.FOUND);
                answered++;
            }
        }
        assertThat(answered).isLessThan(futures.size());
    }

    @Test
    void badRequestsAreRejected() {
        assertThatThrownBy(() -> PathRequest.of(Float.NaN, 0, 0, 1, 0, 1)).hasMessageContaining("start must be finite");
        assertThatThrownBy(() -> new PathRequest(0, 0, 0, 1, 0, 1, null, GoalPolicy.FAIL)).hasMessageContaining("filter");
        assertThatThrownBy(() -> new PathService(MESH, 0, Runnable::run)).hasMessageContaining("threads");
        assertThatThrownBy(() -> new PathService(MESH, 1, null)).hasMessageContaining("delivery");
        try (PathService s = new PathService(MESH, 1, Runnable::run)) {
            assertThatThrownBy(() -> s.submit(null, PathRequest.of(0, 0, 0, 1, 0, 1))).hasMessageContaining("agentKey");
        }
    }

    @Test
    void offMeshStartComesBackAsAStatus() throws Exception {
        try (PathService service = new PathService(MESH, 1, Runnable::run)) {
            PathResult p = service.submit("a", PathRequest.of(-50f, 0f, 0f, 1f, 0f, 1f)).get(10, TimeUnit.SECONDS);
            assertThat(p.status()).isEqualTo(PathStatus.START_OFF_MESH);
        }
    }
}
