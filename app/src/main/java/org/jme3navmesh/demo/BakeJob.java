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
    BakeOutput run(DoubleConsumer progress, BooleanSupplier cancelled) throws Exception;
}
