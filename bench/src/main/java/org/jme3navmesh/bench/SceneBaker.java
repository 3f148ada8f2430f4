package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.nio.file.Path;
import org.jme3navmesh.mesh.NavMesh;

/**
 * One engine's bake as the benchmark times it. {@link #prepare} turns the scene into the engine's
 * input (untimed: a game already has its physics scene or triangle soup); {@link #bake} runs one
 * timed bake from that input. Not thread-safe.
 */
public interface SceneBaker {
    /** Short engine name for reports. */
    String name();

    /**
     * Loads the scene into the engine's input form (untimed).
     *
     * @param file the OBJ file (Y up, metres)
     * @param soup the same file already parsed
     */
    void prepare(Path file, ObjMesh soup) throws Exception;

    /** Runs one bake from the prepared input; the result's time covers the bake only. */
    Outcome bake();

    /**
     * A finished bake.
     *
     * @param nanos     wall time of the bake
     * @param triangles triangle count (a polygon of n vertices counts n - 2)
     * @param polygons  polygon count (equal to triangles for a triangle mesh)
     * @param triMesh   the result as a triangle mesh (for analysis), never null
     * @param native_   the engine's own result object (e.g. a Detour NavMesh), never null
     */
    record Outcome(long nanos, int triangles, int polygons, NavMesh triMesh, Object native_) {
    }
}
