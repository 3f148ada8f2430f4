package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import java.util.Locale;
import java.util.Objects;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.jme.NavAgentAppState;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The demo's dynamic obstacles: a {@link DynamicNavMesh} over the baked navmesh (made once the bake is in, for the
 * default agent radius, {@link BakeConfig#defaults()}), updated on the render thread every frame within
 * {@value #MAX_UPDATE_MS} ms. Each new version goes to the {@link DemoWorld} (the debug layers then redraw the tiles
 * it changed, and the tile layer flashes them) and to the crowd ({@link AgentCrowd#setNavMesh}: agents step out of new obstacles and re-route). The crates
 * ({@link ObstacleState}) and the gate ({@link GateState}) add and remove their obstacles here.
 */
public final class DynamicMeshState extends BaseAppState {
    /** Time budget of one frame's update, milliseconds. */
    static final double MAX_UPDATE_MS = 4.0;

    private final DemoWorld world;
    private DynamicNavMesh dynamic;
    private AgentCrowd crowdSeen;
    private int obstacles;
    private double lastUpdateMs;
    private int lastChanged;
    private int lastTiles;

    /** @param world the demo's shared state; not null, its mesh replaced by each new version */
    public DynamicMeshState(DemoWorld world) {
        this.world = Objects.requireNonNull(world, "world");
    }

    /**
     * True once the bake is in and obstacles may be added.
     *
     * @return true from the first update after the bake is in
     */
    public boolean isReady() {
        return dynamic != null;
    }

    /**
     * Queues an obstacle; the mesh changes at the next frame's update.
     *
     * @param shape the obstacle, world space, metres; not null
     * @return its handle
     * @throws IllegalStateException before the bake is in ({@link #isReady})
     */
    public ObstacleHandle add(ObstacleShape shape) {
        requireReady();
        ObstacleHandle h = dynamic.add(Objects.requireNonNull(shape, "shape"));
        obstacles++;
        return h;
    }

    /**
     * Queues the removal of an obstacle added here.
     *
     * @param handle from {@link #add}; not null, not removed before
     */
    public void remove(ObstacleHandle handle) {
        requireReady();
        dynamic.remove(Objects.requireNonNull(handle, "handle"));
        obstacles--;
    }

    /**
     * Obstacles added and not removed.
     *
     * @return the number, &gt;= 0
     */
    public int obstacleCount() {
        return obstacles;
    }

    /**
     * Wall time of the last update that applied changes, milliseconds.
     *
     * @return milliseconds, &gt;= 0 (0 before the first)
     */
    public double lastUpdateMs() {
        return lastUpdateMs;
    }

    /**
     * Triangles changed by the last update that applied changes.
     *
     * @return the number, &gt;= 0 (0 before the first)
     */
    public int lastChangedTriangles() {
        return lastChanged;
    }

    /**
     * Tiles ({@link DemoWorld#tiles()}) rebuilt by the last update that applied changes.
     *
     * @return the number, &gt;= 0 (0 before the first)
     */
    public int lastRebuiltTiles() {
        return lastTiles;
    }

    /**
     * The published version (0: the baked mesh).
     *
     * @return {@link DynamicNavMesh#version()}, &gt;= 0; 0 before the bake is in
     */
    public long version() {
        return dynamic == null ? 0 : dynamic.version();
    }

    /**
     * The HUD's line: obstacles, last update time, tiles rebuilt and triangles changed.
     *
     * @return a new one-line string, without a line break; not null
     */
    public String hudLine() {
        return String.format(Locale.ROOT, "Obstacles: %d, last update %.2f ms: %d tiles rebuilt, %d triangles  (O, G)",
                obstacles, lastUpdateMs, lastTiles, lastChanged);
    }

    private void requireReady() {
        if (dynamic == null) {
            throw new IllegalStateException("no navmesh yet: obstacles can be added once the bake is in");
        }
    }

    /**
     * Makes the dynamic mesh once the bake is in, hands its current version to a crowd made since, and applies the
     * queued changes within {@value #MAX_UPDATE_MS} ms, giving a new version to the {@link DemoWorld} and the crowd.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        if (dynamic == null) {
            if (world.bake() == null) {
                return;
            }
            dynamic = new DynamicNavMesh(world.bake().mesh(), BakeConfig.defaults().agentRadius());
        }
        AgentCrowd crowd = crowd();
        if (crowd != null && crowd != crowdSeen) {
            // A crowd made after some versions: it walks the baked mesh, every triangle of which may have changed.
            crowdSeen = crowd;
            NavMesh current = dynamic.current();
            if (crowd.mesh() != current) {
                int n = Math.max(current.triangleCount(), crowd.mesh().triangleCount());
                crowd.setNavMesh(current, java.util.stream.IntStream.range(0, n).toArray());
            }
        }
        if (dynamic.pendingChanges() == 0) {
            return;
        }
        MeshUpdate u = dynamic.update(MAX_UPDATE_MS);
        if (u.applied() == 0) {
            return;
        }
        lastUpdateMs = u.millis();
        lastChanged = u.changedTriangles().length;
        lastTiles = world.applyMeshVersion(u.mesh(), u.changedTriangles()).length;
        if (crowd != null) {
            crowd.setNavMesh(u.mesh(), u.changedTriangles());
        }
    }

    /** The crowd of the agents' app state, or null before there is one. */
    private AgentCrowd crowd() {
        NavAgentAppState nav = getStateManager().getState(NavAgentAppState.class);
        return nav == null ? null : nav.crowd();
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
