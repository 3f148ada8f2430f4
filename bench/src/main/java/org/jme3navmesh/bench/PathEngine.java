package org.jme3navmesh.bench;

/**
 * One engine's complete path query as the benchmark times it: nearest point on the mesh for both
 * ends, the path search and the string pulling. The timed call keeps the answer in the engine's
 * own form; {@link #export} copies it out afterwards, outside the timed region. Implementations
 * reuse their buffers and are not thread-safe.
 */
public interface PathEngine {
    /** Short engine name for reports. */
    String name();

    /**
     * Runs one query between two world points (metres, Y up) and keeps the answer.
     *
     * @return one of the {@link PathRecord} status constants
     */
    int query(float sx, float sy, float sz, float gx, float gy, float gz);

    /**
     * Copies the answer of the last {@link #query} into {@code out} (status and waypoints).
     *
     * @param out modified
     */
    void export(PathRecord out);
}
