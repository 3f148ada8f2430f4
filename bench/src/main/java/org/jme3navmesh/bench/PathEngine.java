package org.jme3navmesh.bench;

/**
 * One engine's complete path query as the benchmark times it: nearest point on the mesh for both
 * ends, the path search and the string pulling. Implementations reuse their buffers and are not
 * thread-safe.
 */
public interface PathEngine {
    /** Short engine name for reports. */
    String name();

    /**
     * Runs one query between two world points (metres, Y up).
     *
     * @param out receives status and waypoints; modified
     * @return the status written to {@code out} (one of the {@link PathRecord} constants)
     */
    int query(float sx, float sy, float sz, float gx, float gy, float gz, PathRecord out);
}
