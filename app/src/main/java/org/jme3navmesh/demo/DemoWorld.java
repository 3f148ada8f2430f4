package org.jme3navmesh.demo;

import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The demo's shared state, owned by the render thread (never touch it from a worker; use app.enqueue).
 * {@link #navVersion()} increases whenever the navmesh changes, so debug views rebuild only then.
 */
public final class DemoWorld {
    private NavMesh mesh;
    private WalkableField field;
    private BakeOutput bake;
    private int navVersion;
    private volatile float bakeProgress;
    private String bakeError;
    private boolean paused;
    private boolean agentsReady;

    /** The current navmesh, or null before the bake finished. */
    public NavMesh mesh() { return mesh; }

    /** The walkable field of the current bake, or null. */
    public WalkableField field() { return field; }

    /** The last bake's output, or null. */
    public BakeOutput bake() { return bake; }

    /** Incremented on every navmesh change. */
    public int navVersion() { return navVersion; }

    /** Installs a finished bake (render thread). */
    public void applyBake(BakeOutput out) {
        this.bake = out;
        this.mesh = out.mesh();
        this.field = out.field();
        this.bakeProgress = 1f;
        navVersion++;
    }

    /**
     * Installs a new version of the navmesh made from the bake (a dynamic obstacle added or removed; render thread).
     *
     * @param next the new version; not null, shared, never modified
     */
    public void applyMeshVersion(NavMesh next) {
        this.mesh = java.util.Objects.requireNonNull(next, "next");
        navVersion++;
    }

    /** Bake progress in [0, 1]; may be written by the bake worker. */
    public float bakeProgress() { return bakeProgress; }

    public void setBakeProgress(float p) {
        this.bakeProgress = Math.max(0f, Math.min(1f, p));
    }

    /** Message of a failed bake, or null. */
    public String bakeError() { return bakeError; }

    public void setBakeError(String message) { this.bakeError = message; }

    public boolean paused() { return paused; }

    public void setPaused(boolean paused) { this.paused = paused; }

    /** True once the navmesh is in and the agents spawned. */
    public boolean agentsReady() { return agentsReady; }

    public void setAgentsReady(boolean ready) { this.agentsReady = ready; }
}
