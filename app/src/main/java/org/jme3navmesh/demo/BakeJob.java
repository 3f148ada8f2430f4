package org.jme3navmesh.demo;

import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;

/**
 * A bake that runs on a worker thread from a snapshot of the level that nothing else touches.
 * Implementations must report progress in [0, 1] and stop early (throwing
 * {@link java.util.concurrent.CancellationException}) once {@code cancelled} returns true.
 */
@FunctionalInterface
public interface BakeJob {
    /**
     * Bakes the navmesh, on the calling (worker) thread.
     *
     * @param progress  receives the fraction done, in [0, 1]; not null
     * @param cancelled returns true once the bake should stop; not null, polled by the job
     * @return the bake's output; not null
     * @throws java.util.concurrent.CancellationException when stopped because {@code cancelled} returned true
     * @throws Exception                                  when the bake fails
     */
    BakeOutput run(DoubleConsumer progress, BooleanSupplier cancelled) throws Exception;
}
