package org.jme3navmesh.bake;

/**
 * Receives the progress of a bake. Called on the thread that runs the bake, with progress
 * never decreasing from 0 to 1.
 */
@FunctionalInterface
public interface BakeProgressListener {
    /** A listener that ignores progress. */
    BakeProgressListener NONE = new BakeProgressListener() {
        @Override
        public void progress(String stage, float progress) {
            // ignored
        }
    };

    /**
     * @param stage    short name of the running stage ("rasterise", "walkable", "erode", "mesh"); never null
     * @param progress overall fraction done, 0..1, never decreasing
     */
    void progress(String stage, float progress);
}
