package org.jme3navmesh.bake;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

/**
 * Runs independent tasks on all cores while the calling thread waits, polls cancellation and
 * reports progress. Within a bake ({@link #withThreads}) every call uses the bake's pool of daemon
 * threads, started by its first call and shut down when the bake ends; a call outside a bake uses
 * a pool of its own. Counts the CPU time of the bakes' threads ({@link #cpuNanos}).
 */
final class Parallel {
    private Parallel() {
    }

    /** The calling thread's bake: its thread count, depth and pool. */
    private static final ThreadLocal<Bake> BAKE = new ThreadLocal<>() {
        @Override
        protected Bake initialValue() {
            return new Bake();
        }
    };
    /**
     * Progress that nobody reads, for {@link #run}. The bake's callbacks are classes, not lambdas:
     * a fresh JVM links each lambda on its first call (about a millisecond each, on the calling
     * thread), which a bake's first run would pay once per call site.
     */
    static final IntConsumer NO_PROGRESS = new IntConsumer() {
        @Override
        public void accept(int done) {
            // nothing reads it
        }
    };
    /** A cancellation flag that is never raised. */
    static final BooleanSupplier NEVER = new BooleanSupplier() {
        @Override
        public boolean getAsBoolean() {
            return false;
        }
    };
    /** CPU nanoseconds of the bakes' worker threads so far ({@link #cpuNanos}). */
    private static final LongAdder CPU = new LongAdder();
    /** CPU nanoseconds of the bakes' calling threads so far ({@link #callerCpuNanos}). */
    private static final LongAdder CALLER_CPU = new LongAdder();
    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /**
     * CPU time of the bakes run in this JVM so far, nanoseconds: the calling threads' within
     * {@link #withThreads} and the worker threads' within their tasks ({@link #run}, and the pools
     * that count through {@link #addCpu}); the JIT's and the collector's threads are not counted.
     * Grows by each bake's work as it finishes; 0 where the JVM cannot measure thread CPU time.
     */
    static long cpuNanos() {
        return CPU.sum() + CALLER_CPU.sum();
    }

    /** The part of {@link #cpuNanos} spent on the calling threads, nanoseconds. */
    static long callerCpuNanos() {
        return CALLER_CPU.sum();
    }

    /** The calling thread's CPU time, nanoseconds, or 0 where the JVM cannot measure it. */
    static long threadCpu() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : 0L;
    }

    /** Adds a worker's CPU time, nanoseconds, to {@link #cpuNanos}. */
    static void addCpu(long nanos) {
        CPU.add(nanos);
    }

    /**
     * Worker threads used for a bake: the count set by {@link #withThreads} on the calling
     * thread, else one per available core.
     */
    static int threads() {
        int n = BAKE.get().threads;
        return n > 0 ? n : Math.max(1, Runtime.getRuntime().availableProcessors());
    }

    /**
     * Runs a bake with a given number of worker threads for every stage it runs on the calling
     * thread (the stages' results do not depend on it).
     *
     * @param threads worker threads, &gt; 0
     * @param bake    the work; not null
     * @return what bake returned
     */
    static <T> T withThreads(int threads, java.util.function.Supplier<T> bake) {
        if (threads <= 0) {
            throw new IllegalArgumentException("threads must be > 0, got " + threads);
        }
        Bake slot = BAKE.get();
        int before = slot.threads;
        slot.threads = threads;
        long cpu0 = slot.depth++ == 0 ? threadCpu() : -1L;
        try {
            return bake.get();
        } finally {
            slot.threads = before;
            if (--slot.depth == 0) {
                slot.close();
                CALLER_CPU.add(threadCpu() - cpu0);
            }
        }
    }

    /**
     * A calling thread's bake: the thread count {@link #withThreads} set (or 0), how deep the thread
     * is in withThreads calls, and the pool its parallel stages share (null until the first needs it).
     */
    private static final class Bake {
        int threads;
        int depth;
        private ExecutorService pool;
        private int poolThreads;

        /**
         * The bake's pool of the given number of threads (started on first use), or null outside a
         * bake or when the bake's pool has another number of threads.
         */
        ExecutorService pool(int count) {
            if (depth == 0) {
                return null;
            }
            if (pool == null) {
                pool = Executors.newFixedThreadPool(count, new DaemonThreads("navmesh-bake"));
                poolThreads = count;
            }
            return poolThreads == count ? pool : null;
        }

        /** Shuts the bake's pool down (its threads are idle: every stage waited for its tasks). */
        void close() {
            if (pool != null) {
                pool.shutdownNow();
                pool = null;
            }
        }
    }

    /**
     * Runs task.accept(i) for every i in [0, n).
     *
     * @param abort      set when the run is cancelled or fails; tasks should poll it and return early
     * @param cancelled  polled on the calling thread only
     * @param onProgress called on the calling thread with the number of finished tasks when it has
     *                   risen: on one thread after each task, on several each time the calling
     *                   thread wakes (every 20 ms while tasks run), and last with n
     * @throws BakeCancelledException when cancelled
     */
    static void run(int n, IntConsumer task, AtomicBoolean abort, BooleanSupplier cancelled, String stage,
                    IntConsumer onProgress) {
        if (n <= 0) {
            return;
        }
        int all = threads();
        int threads = Math.min(all, n);
        if (threads == 1) {
            for (int i = 0; i < n; i++) {
                if (cancelled.getAsBoolean()) {
                    abort.set(true);
                    throw new BakeCancelledException(stage);
                }
                task.accept(i);
                onProgress.accept(i + 1);
            }
            return;
        }
        ExecutorService shared = BAKE.get().pool(all);
        ExecutorService pool = shared != null ? shared
                : Executors.newFixedThreadPool(threads, new DaemonThreads("navmesh-bake-" + stage));
        try {
            // The calling thread wakes when every task is done, or every 20 ms to poll and report:
            // not once per task, which on a busy machine takes a core from the workers each time.
            CountDownLatch done = new CountDownLatch(n);
            AtomicReference<Throwable> failure = new AtomicReference<>();
            for (int i = 0; i < n; i++) {
                pool.execute(new Task(task, i, abort, done, failure));
            }
            int reported = 0;
            do {
                if (cancelled.getAsBoolean()) {
                    abort.set(true);
                    throw new BakeCancelledException(stage);
                }
                Throwable c = failure.get();
                if (c != null) {
                    if (c instanceof RuntimeException re) {
                        throw re;
                    }
                    if (c instanceof Error err) {
                        throw err;
                    }
                    throw new IllegalStateException("bake stage " + stage + " failed", c);
                }
                int finished = n - (int) done.getCount();
                if (finished > reported) {
                    reported = finished;
                    onProgress.accept(finished);
                }
            } while (done.getCount() > 0 && !done.await(20, TimeUnit.MILLISECONDS) || failure.get() != null);
            if (reported < n) {
                onProgress.accept(n);
            }
        } catch (InterruptedException e) {
            abort.set(true);
            Thread.currentThread().interrupt();
            throw new BakeCancelledException(stage + " (interrupted)");
        } finally {
            if (shared == null) {
                pool.shutdownNow();
            }
        }
    }

    /** Daemon worker threads of one name. */
    private static final class DaemonThreads implements ThreadFactory {
        private final String name;

        DaemonThreads(String name) {
            this.name = name;
        }

        @Override
        public Thread newThread(Runnable r) {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        }
    }

    /**
     * Task i of a {@link #run}: skipped once the run is aborted; its CPU time is counted; the first
     * failure of the run is kept (and aborts it); counts down the run's latch when it ends.
     */
    private static final class Task implements Runnable {
        private final IntConsumer task;
        private final int index;
        private final AtomicBoolean abort;
        private final CountDownLatch done;
        private final AtomicReference<Throwable> failure;

        Task(IntConsumer task, int index, AtomicBoolean abort, CountDownLatch done, AtomicReference<Throwable> failure) {
            this.task = task;
            this.index = index;
            this.abort = abort;
            this.done = done;
            this.failure = failure;
        }

        @Override
        public void run() {
            try {
                if (!abort.get()) {
                    long cpu0 = threadCpu();
                    try {
                        task.accept(index);
                    } finally {
                        CPU.add(threadCpu() - cpu0);
                    }
                }
            } catch (Throwable t) {
                abort.set(true);
                failure.compareAndSet(null, t);
            } finally {
                done.countDown();
            }
        }
    }
}
