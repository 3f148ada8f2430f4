package org.jme3navmesh.bake;

/** Thrown by a bake whose cancellation flag was raised; the partial result is discarded. */
public class BakeCancelledException extends RuntimeException {
    /**
     * An exception naming the stage that was running.
     *
     * @param stage the running stage's name (e.g. "rasterise"), for the message; may be null
     */
    public BakeCancelledException(String stage) {
        super("bake cancelled during " + stage);
    }
}
