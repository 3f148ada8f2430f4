package org.jme3navmesh.demo;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.debug.MeshChangeLog;
import org.jme3navmesh.debug.NavMeshView;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.TileSquares;

/**
 * The demo's shared state, owned by the render thread (never touch it from a worker; use app.enqueue).
 * {@link #navVersion()} increases whenever the navmesh changes, so debug views rebuild only then; the changes of
 * the last versions are kept ({@link MeshChangeLog}) so that they redraw only the tiles that changed. The tiles are
 * squares of {@link #TILE_CELLS} bake cells from the bake grid's corner ({@link TileSquares}).
 */
public final class DemoWorld implements NavMeshView {
    /** Edge of a tile, in bake cells: the bake's own tile size, or {@link TileSquares#DEFAULT_CELLS} for one mesh. */
    public static final int TILE_CELLS = BakeConfig.defaults().tileSize() > 0 ? BakeConfig.defaults().tileSize()
            : TileSquares.DEFAULT_CELLS;

    private NavMesh mesh;
    private WalkableField field;
    private BakeOutput bake;
    private TileSquares tiles;
    private final MeshChangeLog changes = new MeshChangeLog();
    private int navVersion;
    private int lastChangeVersion = -1;
    private int[] lastRebuiltTiles = new int[0];
    private volatile float bakeProgress;
    private String bakeError;
    private boolean paused;
    private boolean agentsReady;

    /**
     * The walkable field of the current bake, or null.
     *
     * @return the field, shared; or null before the first bake or when the bake kept none
     */
    public WalkableField field() { return field; }

    /**
     * The last bake's output, or null.
     *
     * @return the output, shared (immutable); or null before the first bake
     */
    public BakeOutput bake() { return bake; }

    /**
     * Incremented on every navmesh change.
     *
     * @return the version, &gt;= 0: 0 before the first bake, one more per bake and per mesh version
     */
    public int navVersion() { return navVersion; }

    @Override
    public NavMesh mesh() { return mesh; }

    @Override
    public int version() { return navVersion; }

    @Override
    public TileSquares tiles() { return tiles; }

    @Override
    public int[] changedSince(int version) { return changes.since(version); }

    @Override
    public int lastChangeVersion() { return lastChangeVersion; }

    @Override
    public int[] lastRebuiltTiles() { return lastRebuiltTiles; }

    /**
     * Installs a finished bake (render thread).
     *
     * @param out the bake; not null, kept (not copied)
     */
    public void applyBake(BakeOutput out) {
        this.bake = out;
        this.mesh = out.mesh();
        this.field = out.field();
        this.bakeProgress = 1f;
        this.tiles = out.field() != null ? TileSquares.of(out.field().grid, TILE_CELLS)
                : TileSquares.covering(out.mesh(), out.mesh().bounds()[0], out.mesh().bounds()[2],
                        TILE_CELLS * BakeConfig.defaults().cellSize());
        navVersion = changes.whole();
        lastRebuiltTiles = new int[0];
    }

    /**
     * Installs a new version of the navmesh made from the bake (a dynamic obstacle added or removed; render thread).
     *
     * @param next    the new version; not null, shared, never modified
     * @param changed ids of the triangles that differ from the current version; not null, unaffected
     * @return the tiles the change rebuilt (those holding a changed triangle before or after), ascending; not null
     * @throws IllegalStateException before the first {@link #applyBake} (a mesh version changes a bake)
     */
    public int[] applyMeshVersion(NavMesh next, int[] changed) {
        java.util.Objects.requireNonNull(next, "next");
        java.util.Objects.requireNonNull(changed, "changed");
        if (bake == null) {
            throw new IllegalStateException("DemoWorld.applyMeshVersion: there is no bake yet to change"
                    + " (a mesh version applies once applyBake installed the first bake)");
        }
        lastRebuiltTiles = tiles.touched(mesh, next, changed);
        this.mesh = next;
        navVersion = changes.changed(changed);
        lastChangeVersion = navVersion;
        return lastRebuiltTiles;
    }

    /**
     * Bake progress in [0, 1]; may be written by the bake worker.
     *
     * @return the fraction done, in [0, 1]; 1 once a bake is applied
     */
    public float bakeProgress() { return bakeProgress; }

    /**
     * Records the bake's progress; may be called by the bake worker.
     *
     * @param p fraction done, clamped to [0, 1]
     */
    public void setBakeProgress(float p) {
        this.bakeProgress = Math.max(0f, Math.min(1f, p));
    }

    /**
     * Message of a failed bake, or null.
     *
     * @return the message recorded by {@link #setBakeError}; or null when no bake failed
     */
    public String bakeError() { return bakeError; }

    /**
     * Records that the bake failed.
     *
     * @param message what went wrong; or null for no error
     */
    public void setBakeError(String message) { this.bakeError = message; }

    /**
     * Whether the simulation is paused.
     *
     * @return true when paused
     */
    public boolean paused() { return paused; }

    /**
     * Records whether the simulation is paused.
     *
     * @param paused true when paused
     */
    public void setPaused(boolean paused) { this.paused = paused; }

    /**
     * True once the navmesh is in and the agents spawned.
     *
     * @return the value recorded by {@link #setAgentsReady} (false at first)
     */
    public boolean agentsReady() { return agentsReady; }

    /**
     * Records whether the navmesh is in and the agents spawned.
     *
     * @param ready true once they are
     */
    public void setAgentsReady(boolean ready) { this.agentsReady = ready; }
}
