package org.jme3navmesh.jme;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import java.util.Objects;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;
import org.jme3navmesh.query.QueryFilter;

/**
 * Owns an {@link AgentCrowd} and the {@link PathService} that plans its paths, and steps the crowd
 * at a fixed 1/60 s. The service is started in {@link #initialize} with {@code app::enqueue}
 * (wrapped in a {@link HandoverClock} for path timing) as its delivery executor (answers reach the crowd on the render thread and are applied at its next
 * step) and closed in {@link #cleanup}. Disabling the state pauses the simulation.
 *
 * <p>Timing: in real-time mode (the default) frame time is accumulated and the crowd takes as many
 * fixed steps as fit (at most {@link #MAX_STEPS_PER_FRAME}); in fast-forward mode every frame takes
 * exactly one step whatever the frame time, so a headless application simulates as fast as it runs.
 *
 * <p>Render thread only, except {@link #crowd()} readers on the same thread.
 */
public class NavAgentAppState extends BaseAppState {
    /** Most fixed steps one frame may take in real-time mode (keeps slow frames from snowballing). */
    public static final int MAX_STEPS_PER_FRAME = 4;

    private final NavMesh mesh;
    private final CrowdConfig config;
    private final QueryFilter baseFilter;
    private final int pathThreads;
    private final long seed;
    private PathService service;
    private AgentCrowd crowd;
    private double accumulator;
    private boolean fastForward;

    /**
     * @param mesh        the navmesh; not null
     * @param config      crowd parameters; not null
     * @param baseFilter  base query filter (area costs, exclusions, corner margin); not null
     * @param pathThreads path worker threads, &gt;= 1
     * @param seed        seed for the crowd's random nudges
     */
    public NavAgentAppState(NavMesh mesh, CrowdConfig config, QueryFilter baseFilter, int pathThreads, long seed) {
        super("NavAgentAppState");
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.config = Objects.requireNonNull(config, "config");
        this.baseFilter = Objects.requireNonNull(baseFilter, "baseFilter");
        if (pathThreads < 1) {
            throw new IllegalArgumentException("pathThreads must be >= 1, got " + pathThreads);
        }
        this.pathThreads = pathThreads;
        this.seed = seed;
    }

    /**
     * Default crowd config, {@link PathServicePlanner#defaultBaseFilter()}, one path worker per core
     * but one (at least one), seed 1.
     */
    public NavAgentAppState(NavMesh mesh) {
        this(mesh, CrowdConfig.defaults(), PathServicePlanner.defaultBaseFilter(),
                Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 1L);
    }

    @Override
    protected void initialize(Application app) {
        service = new PathService(mesh, pathThreads, new HandoverClock(app::enqueue));
        crowd = new AgentCrowd(mesh, new PathServicePlanner(service, baseFilter), config, seed);
        accumulator = 0;
    }

    @Override
    protected void cleanup(Application app) {
        service.close();
        service = null;
        crowd = null;
    }

    @Override
    protected void onEnable() {
        accumulator = 0;
    }

    @Override
    protected void onDisable() {
        // Paused: update() is not called while disabled.
    }

    @Override
    public void update(float tpf) {
        if (fastForward) {
            crowd.step(CrowdConfig.FIXED_STEP);
            return;
        }
        accumulator += Math.min(tpf, MAX_STEPS_PER_FRAME * CrowdConfig.FIXED_STEP);
        int n = 0;
        while (accumulator >= CrowdConfig.FIXED_STEP && n < MAX_STEPS_PER_FRAME) {
            crowd.step(CrowdConfig.FIXED_STEP);
            accumulator -= CrowdConfig.FIXED_STEP;
            n++;
        }
    }

    /** One fixed step per frame (true) or real time (false, the default). */
    public void setFastForward(boolean fastForward) {
        this.fastForward = fastForward;
    }

    /** The crowd; null before initialisation and after cleanup. */
    public AgentCrowd crowd() {
        return crowd;
    }

    /** The path service; null before initialisation and after cleanup. */
    public PathService pathService() {
        return service;
    }

    /** The navmesh. */
    public NavMesh mesh() {
        return mesh;
    }

    /**
     * Spawns an agent at the spatial's world position (snapped to the navmesh) and adds a
     * {@link NavAgentControl} to the spatial. For {@link NavAgentControl.Mode#PHYSICAL} the spatial
     * must already carry a BetterCharacterControl in a physics space.
     *
     * @return the control (its {@link NavAgentControl#agentId()} names the agent)
     * @throws IllegalStateException before initialisation
     * @throws IllegalArgumentException when the spatial is off the navmesh or already has an agent
     */
    public NavAgentControl addAgent(Spatial spatial, AgentType type, NavAgentControl.Mode mode) {
        Objects.requireNonNull(spatial, "spatial");
        requireInitialized();
        if (spatial.getControl(NavAgentControl.class) != null) {
            throw new IllegalArgumentException("spatial '" + spatial.getName() + "' already has a NavAgentControl");
        }
        Vector3f p = spatial.getWorldTranslation();
        int id = crowd.add(type, p.x, p.y, p.z);
        NavAgentControl c = new NavAgentControl(crowd, id, mode);
        spatial.addControl(c);
        return c;
    }

    /** Removes the spatial's agent from the crowd and its control from the spatial; no-op without one. */
    public void removeAgent(Spatial spatial) {
        requireInitialized();
        NavAgentControl c = spatial.getControl(NavAgentControl.class);
        if (c == null) {
            return;
        }
        spatial.removeControl(c);
        if (c.crowd() == crowd && crowd.isActive(c.agentId())) {
            crowd.remove(c.agentId());
        }
    }

    /** Sends every agent to a world point (metres); not modified. */
    public void setTargetForAll(Vector3f target) {
        requireInitialized();
        for (int i = 0; i < crowd.idLimit(); i++) {
            if (crowd.isActive(i)) {
                crowd.setTarget(i, target.x, target.y, target.z);
            }
        }
    }

    private void requireInitialized() {
        if (crowd == null) {
            throw new IllegalStateException("NavAgentAppState is not initialised (attach it and let one frame pass)");
        }
    }
}
