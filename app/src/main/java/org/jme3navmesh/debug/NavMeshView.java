package org.jme3navmesh.debug;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.TileSquares;

/**
 * What the navmesh debug layers draw, read on the render thread: the current mesh and its version, the tiles it is
 * drawn (and redrawn) by, what changed between versions, and the tiles the last change rebuilt.
 */
public interface NavMeshView {
    /**
     * The current navmesh, or null before there is one.
     *
     * @return the mesh, shared (immutable); or null before the first bake
     */
    NavMesh mesh();

    /**
     * Changes whenever the mesh changes.
     *
     * @return the version, as {@link #changedSince} takes it
     */
    int version();

    /**
     * The tiles of the current mesh, or null when there is no mesh.
     *
     * @return the tiles (immutable); or null when there is no mesh
     */
    TileSquares tiles();

    /**
     * The triangles that changed since a version.
     *
     * @param version a version returned by {@link #version()} before
     * @return the ids of the triangles that may differ from that version (empty when it is the current one), or null
     *         when the whole mesh may differ (a new bake, or a version older than the changes kept); a new array
     */
    int[] changedSince(int version);

    /**
     * The version made by the last change that rebuilt tiles, or -1 when there was none.
     *
     * @return a version as {@link #version()} gives it, or -1
     */
    int lastChangeVersion();

    /**
     * The tiles the last change rebuilt, ascending; never null, not to be modified.
     *
     * @return tile numbers of {@link #tiles()}, ascending, each once; not null (empty when none), not to be modified
     */
    int[] lastRebuiltTiles();
}
