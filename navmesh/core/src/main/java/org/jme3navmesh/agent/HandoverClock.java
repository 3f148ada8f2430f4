package org.jme3navmesh.agent;

import java.util.Objects;
import java.util.concurrent.Executor;

/**
 * Delivery executor wrapper that remembers when each task was handed over (the moment a path
 * worker finished and passed its result on), so {@link PathServicePlanner} can report path times
 * without the wait for the delivery thread (e.g. the next frame of {@code app::enqueue}).
 *
 * <p>Thread-safe; a task's handover time is visible, through {@link #currentHandoverNanos()}, to
 * code it runs synchronously on the delivering thread.
 */
public final class HandoverClock implements Executor {
    private static final ThreadLocal<long[]> CURRENT = ThreadLocal.withInitial(() -> new long[] {-1L});
    private final Executor target;

    /** @param target the real delivery executor (e.g. {@code app::enqueue} or {@code Runnable::run}); not null, kept */
    public HandoverClock(Executor target) {
        this.target = Objects.requireNonNull(target, "target");
    }

    /**
     * Hands the task to the target executor, recording the time of the handover for the task's run.
     *
     * @param task the task; not null, kept until the target runs it
     */
    @Override
    public void execute(Runnable task) {
        Objects.requireNonNull(task, "task");
        long handedOver = System.nanoTime();
        target.execute(() -> {
            long[] slot = CURRENT.get();
            long previous = slot[0];
            slot[0] = handedOver;
            try {
                task.run();
            } finally {
                slot[0] = previous;
            }
        });
    }

    /**
     * {@link System#nanoTime()} at which the task running on this thread was handed over, or -1 outside one.
     *
     * @return the handover time, {@link System#nanoTime()} nanoseconds, or -1 when the calling thread is not running a
     *         task of a {@code HandoverClock} (of any clock: the slot is per thread)
     */
    public static long currentHandoverNanos() {
        return CURRENT.get()[0];
    }
}
