package org.jme3navmesh.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Objects;
import java.util.Set;
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
 * ratios drop together. A third, load-independent figure comes from the workers' CPU time: the
 * single worker's CPU time over the busier of the two workers' CPU time, i.e. the speedup the service
 * would show if each worker had a core to itself (it sees extra work from contention and an uneven
 * split, not time spent blocked).
 */
public final class ThroughputBench {
    private ThroughputBench() {
    }

    /**
     * Queries per second, 1 and 2 threads, through the service and raw; and the service's speedup
     * estimated from the workers' CPU time ({@code cpuSpeedup}).
     */
    public record Result(String scene, int batchRequests, int batches, double qps1, double qps2, double rawQps1,
                         double rawQps2, double cpuSpeedup) {
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
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        try (PathService one = new PathService(mesh, 1, Runnable::run)) {
            Set<Thread> afterOne = Thread.getAllStackTraces().keySet();
            long[] workersOne = newThreads(before, afterOne, 1);
            try (PathService two = new PathService(mesh, 2, Runnable::run)) {
                long[] workersTwo = newThreads(afterOne, Thread.getAllStackTraces().keySet(), 2);
                return measure(scene, mesh, pairs, minBatchMillis, batches, one, two, workersOne, workersTwo);
            }
        }
    }

    private static Result measure(String scene, NavMesh mesh, float[] pairs, long minBatchMillis, int batches,
                                  PathService one, PathService two, long[] workersOne, long[] workersTwo)
            throws Exception {
        int n = pairs.length / 6;
        // warm up both (JIT), then size the batch from a warm single-thread pass
        for (int w = 0; w < 3; w++) {
            batch(one, pairs, n);
            batch(two, pairs, n);
        }
        // Size the batch so that it really takes minBatchMillis on one thread: a 500-request batch
        // overstates the per-request time (waking the worker, the last answers' latency), so the
        // estimate is corrected on batches of the estimated size until one takes at least 3/4 of it.
        int size = n;
        for (int k = 0; k < 4; k++) {
            int sz = size;
            double ms = 1e3 * seconds(() -> batch(one, pairs, sz));
            if (ms >= 0.75 * minBatchMillis) {
                break;
            }
            size = (int) Math.min(50_000_000L, Math.max(size + 1L, (long) Math.ceil(size * minBatchMillis / Math.max(ms, 1e-3))));
        }
        int batchSize = size;
        // The sizing ran full-size batches on the single-thread service only: give the 2-thread one
        // the same before timing (its agent map grows to the batch, its code paths warm up), so
        // that neither configuration's first timed batches pay for that.
        batch(two, pairs, batchSize);
        batch(one, pairs, batchSize);
        batch(two, pairs, batchSize);
        double[] q1 = new double[batches], q2 = new double[batches], r1 = new double[batches], r2 = new double[batches];
        long[] startOne = cpu(workersOne), startTwo = cpu(workersTwo);
        OursEngine[] engines = {new OursEngine(mesh), new OursEngine(mesh)};
        raw(engines, 1, pairs, n);
        raw(engines, 2, pairs, n);
        for (int b = 0; b < batches; b++) {
            if (b % 2 == 0) {
                q1[b] = batchSize / seconds(() -> batch(one, pairs, batchSize));
                q2[b] = batchSize / seconds(() -> batch(two, pairs, batchSize));
            } else {
                q2[b] = batchSize / seconds(() -> batch(two, pairs, batchSize));
                q1[b] = batchSize / seconds(() -> batch(one, pairs, batchSize));
            }
            r1[b] = batchSize / seconds(() -> raw(engines, 1, pairs, batchSize));
            r2[b] = batchSize / seconds(() -> raw(engines, 2, pairs, batchSize));
        }
        long[] endOne = cpu(workersOne), endTwo = cpu(workersTwo);
        double busyOne = 0, busyTwo = 0;
        for (int i = 0; i < workersOne.length; i++) {
            busyOne = Math.max(busyOne, endOne[i] - startOne[i]);
        }
        for (int i = 0; i < workersTwo.length; i++) {
            busyTwo = Math.max(busyTwo, endTwo[i] - startTwo[i]);
        }
        double cpuSpeedup = busyOne > 0 && busyTwo > 0 ? busyOne / busyTwo : Double.NaN;
        return new Result(scene, batchSize, batches, Stats.median(q1), Stats.median(q2), Stats.median(r1),
                Stats.median(r2), cpuSpeedup);
    }

    /** Ids of the threads named navmesh-path-* in {@code after} but not in {@code before} (expects {@code count}). */
    private static long[] newThreads(Set<Thread> before, Set<Thread> after, int count) {
        long[] ids = after.stream().filter(t -> !before.contains(t) && t.getName().startsWith("navmesh-path-"))
                .mapToLong(Thread::getId).toArray();
        return ids.length == count ? ids : new long[0]; // unknown layout: no CPU-time figure
    }

    /** CPU time (ns) of each thread, -1 when unavailable. */
    private static long[] cpu(long[] ids) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        long[] out = new long[ids.length];
        for (int i = 0; i < ids.length; i++) {
            out[i] = mx.isThreadCpuTimeSupported() ? mx.getThreadCpuTime(ids[i]) : -1;
        }
        return out;
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
