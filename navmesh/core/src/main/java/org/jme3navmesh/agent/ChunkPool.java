package org.jme3navmesh.agent;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Runs a task over the index range [0, n) in fixed chunks on the calling thread and a few parked worker threads,
 * for the heavy stages of a crowd step. Chunk c always covers [c &middot; chunk, min(n, (c + 1) &middot; chunk)),
 * whatever the number of threads; which thread runs a chunk varies, so a task whose result for an index depends only
 * on that index (and on data no chunk writes) gives the same result on any number of threads. The worker index the
 * task receives names the scratch it may use: 0 for the calling thread, 1 .. threads - 1 for the workers.
 *
 * <p>With one thread, no worker is started and {@link #run} calls the task in order on the calling thread. Workers
 * are daemon threads, parked between runs, stopped by {@link #close}. A run allocates nothing. One caller at a time.
 */
final class ChunkPool implements AutoCloseable {
    /** A task over a range of indices. */
    @FunctionalInterface
    interface Task {
        /**
         * @param worker the scratch this call may use, in [0, threads)
         * @param from   first index, inclusive
         * @param to     last index, exclusive
         */
        void run(int worker, int from, int to);
    }

    /** Busy-wait rounds of the calling thread before it yields its core while workers finish. */
    private static final int SPINS_BEFORE_YIELD = 1000;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU_TIMED = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
    private final Thread[] workers;
    /** Past every chunk between runs, so a worker that wakes late takes nothing. */
    private static final int CLOSED_RUN = 1 << 30;

    private final AtomicInteger nextChunk = new AtomicInteger(CLOSED_RUN);
    private final AtomicInteger doneChunks = new AtomicInteger();
    private volatile int generation;
    private volatile boolean closed;
    private Task task;
    private int n;
    private int chunk;
    private int chunks;
    private volatile Throwable failure;
    /** CPU time the workers spent in runs, nanoseconds (0 where the JVM does not measure thread CPU time). */
    private final AtomicLong workerCpu = new AtomicLong();

    /** @param threads threads that run chunks, the calling one included (&gt;= 1) */
    ChunkPool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        workers = new Thread[threads - 1];
        for (int w = 0; w < workers.length; w++) {
            int index = w + 1;
            Thread t = new Thread(() -> workLoop(index), "crowd-worker-" + index);
            t.setDaemon(true);
            workers[w] = t;
            t.start();
        }
    }

    /** Threads that run chunks, the calling one included. */
    int threads() {
        return workers.length + 1;
    }

    /**
     * Runs {@code task} over [0, n) in chunks of {@code chunk} indices and returns once every chunk is done.
     *
     * @param n     number of indices (&gt;= 0)
     * @param chunk indices per chunk (&gt;= 1)
     * @param task  not null; called once per chunk
     */
    void run(int n, int chunk, Task task) {
        if (closed && workers.length > 0) {
            // Also when the work would fit one chunk: a closed multi-threaded crowd refuses every step, not only
            // those with enough agents to wake the workers.
            throw new IllegalStateException("the crowd's worker threads were closed");
        }
        int count = (n + chunk - 1) / chunk;
        if (workers.length == 0 || count <= 1) {
            for (int c = 0; c < count; c++) {
                task.run(0, c * chunk, Math.min(n, (c + 1) * chunk));
            }
            return;
        }
        this.task = task;
        this.n = n;
        this.chunk = chunk;
        this.chunks = count;
        doneChunks.set(0);
        nextChunk.set(0); // publishes the fields above to the workers that take a chunk
        generation++;
        for (Thread t : workers) {
            LockSupport.unpark(t);
        }
        work(0);
        // Spin briefly for the last chunks, then yield: on a busy machine a worker that holds a chunk may be waiting
        // for a core.
        for (int spins = 0; doneChunks.get() < count; spins++) {
            if (spins < SPINS_BEFORE_YIELD) {
                Thread.onSpinWait();
            } else {
                Thread.yield();
            }
        }
        nextChunk.set(CLOSED_RUN);
        Throwable f = failure;
        if (f != null) {
            failure = null;
            if (f instanceof RuntimeException re) {
                throw re;
            }
            if (f instanceof Error e) {
                throw e;
            }
            throw new IllegalStateException(f);
        }
    }

    private void work(int worker) {
        int c;
        while ((c = nextChunk.getAndIncrement()) < chunks) {
            try {
                task.run(worker, c * chunk, Math.min(n, (c + 1) * chunk));
            } catch (Throwable e) {
                failure = e;
            }
            doneChunks.incrementAndGet();
        }
    }

    private void workLoop(int worker) {
        int seen = 0;
        while (true) {
            while (generation == seen && !closed) {
                LockSupport.park(this);
            }
            if (closed) {
                return;
            }
            seen = generation;
            long cpu0 = cpuNow();
            work(worker);
            workerCpu.addAndGet(cpuNow() - cpu0);
        }
    }

    /** CPU time of the current thread, nanoseconds, or 0 where the JVM does not measure it. */
    private static long cpuNow() {
        return CPU_TIMED ? THREADS.getCurrentThreadCpuTime() : 0L;
    }

    /**
     * CPU time the worker threads spent running chunks since the pool started, nanoseconds (0 with one thread or
     * where the JVM does not measure thread CPU time). A worker adds a run's time once it has finished its chunks,
     * so the last run may not be counted yet.
     */
    long workerCpuNanos() {
        return workerCpu.get();
    }

    /** Stops the worker threads; a later multi-threaded {@link #run} throws. Idempotent. */
    @Override
    public void close() {
        closed = true;
        for (Thread t : workers) {
            LockSupport.unpark(t);
        }
    }
}
