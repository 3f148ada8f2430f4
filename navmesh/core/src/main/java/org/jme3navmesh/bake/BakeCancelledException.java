package org.jme3navmesh.bake;

/** Thrown by a bake whose cancellation flag was raised; the partial result is discarded. */
public class BakeCancelledException extends RuntimeException {
    public BakeCancelledException(String stage) {
        super("bake cancelled during " + stage);
    }
}
