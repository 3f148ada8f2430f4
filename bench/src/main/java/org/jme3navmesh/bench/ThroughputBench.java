package org.jme3navmesh.bench;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathRequest;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathService;

/**
 * {@link PathService} throughput with 1 and 2 worker threads on the same request batches (every
 * request from a different agent, so none is superseded; results delivered on the worker thread).
 * Batches alternate between the two services; the figure is the median over batches.
 *
 * <p>As a control it also measures the machine's own 2-thread scaling for the same queries: two
 * plain threads with one {@link OursEngine} each, no service. On a loaded shared machine both
 * ratios drop together.
 */
public final class ThroughputBench {
    private ThroughputBench() {
    }

    /** Queries per second, 1 and 2 threads, through the service and raw. */
    public record Result(String scene, int batchRequests, int batches, double qps1, double qps2, double rawQps1,
                         double rawQps2) {
        /** PathService 2-thread / 1-thread throughput. */
        public double speedup() { return qps2 / qps1; }

        /** Raw 2-thread / 1-thread throughput (machine control). */
        public double rawSpeedup() { return rawQps2 / rawQps1; }
    }

    /**
     * @param pairs   6 floats per pair; not modified
     * @param minBatchMillis single-thread duration a batch should at least take (sets its size)
     * @param batches timed batches per configuration, &gt;= 1
     */
    public static Result run(String scene, NavMesh mesh, float[] pairs, long minBatchMillis, int batches)
            throws Exception {
        Objects.requireNonNull(mesh, "mesh");
        int n = pairs.length / 6;
        if (n == 0 || batches < 1) {
            throw new IllegalArgumentException("need pairs and batches >= 1");
        }
        try (PathService one = new PathService(mesh, 1, Runnable::run);
             PathService two = new PathService(mesh, 2, Runnable::run)) {
            // warm up both and size the batch
            long t0 = System.nanoTime();
            batch(one, pairs, n);
            double perQueryMs = (System.nanoTime() - t0) / 1e6 / n;
            batch(two, pairs, n);
            batch(one, pairs, n);
            batch(two, pairs, n);
            int size = Math.max(n, (int) Math.ceil(minBatchMillis / Math.max(perQueryMs, 1e-6)));
            double[] q1 = new double[batches], q2 = new double[batches], r1 = new double[batches], r2 = new double[batches];
            OursEngine[] engines = {new OursEngine(mesh), new OursEngine(mesh)};
            raw(engines, 1, pairs, n);
            raw(engines, 2, pairs, n);
            for (int b = 0; b < batches; b++) {
                if (b % 2 == 0) {
                    q1[b] = size / seconds(() -> batch(one, pairs, size));
                    q2[b] = size / seconds(() -> batch(two, pairs, size));
                } else {
                    q2[b] = size / seconds(() -> batch(two, pairs, size));
                    q1[b] = size / seconds(() -> batch(one, pairs, size));
                }
                r1[b] = size / seconds(() -> raw(engines, 1, pairs, size));
                r2[b] = size / seconds(() -> raw(engines, 2, pairs, size));
            }
            return new Result(scene, size, batches, Stats.median(q1), Stats.median(q2), Stats.median(r1),
                    Stats.median(r2));
        }
    }

    private interface Job {
        void run() throws Exception;
    }

    private static double seconds(Job j) throws Exception {
        long t0 = System.nanoTime();
        j.run();
        return (System.nanoTime() - t0) / 1e9;
    }

    /** Submits {@code count} requests cycling over the pairs and waits for all answers. */
    private static void batch(PathService s, float[] p, int count) {
        int n = p.length / 6;
        @SuppressWarnings("unchecked")
        CompletableFuture<PathResult>[] f = new CompletableFuture[count];
        for (int i = 0; i < count; i++) {
            int k = 6 * (i % n);
            f[i] = s.submit(Integer.valueOf(i), PathRequest.of(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]));
        }
        CompletableFuture.allOf(f).join();
    }

    /** Runs {@code count} queries split over {@code threads} plain threads. */
    private static void raw(OursEngine[] engines, int threads, float[] p, int count) throws InterruptedException {
        int n = p.length / 6;
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            OursEngine e = engines[t];
            int from = t * count / threads, to = (t + 1) * count / threads;
            ts[t] = new Thread(() -> {
                for (int i = from; i < to; i++) {
                    int k = 6 * (i % n);
                    e.query(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
                }
            }, "raw-query-" + t);
            ts[t].start();
        }
        for (Thread t : ts) {
            t.join();
        }
    }
}
