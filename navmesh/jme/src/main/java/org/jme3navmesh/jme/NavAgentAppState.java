package org.jme3navmesh.jme;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Set;
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
 * <p>Calls to {@link #addAgent}, {@link #removeAgent} and {@link #setTargetForAll} made before the
 * state is initialised (right after {@code stateManager.attach}) are queued and applied, in order,
 * when it initialises; after {@link #cleanup} they throw.
 *
 * <p>Render thread only: every method, and the crowd {@link #crowd()} returns, are for the render thread.
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
    /** Calls made before initialisation, applied in order by {@link #initialize}; null once applied. */
    private List<Runnable> pending = new ArrayList<>();
    /** The spatials queued by {@link #addAgent} before initialisation and not removed since. */
    private final Set<Spatial> pendingSpatials = Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * @param mesh        the navmesh the agents walk and their paths are planned on; not null, kept
     *                    (not copied)
     * @param config      crowd parameters; not null, kept (not copied)
     * @param baseFilter  base query filter (area costs, exclusions, corner margin); not null, kept (not copied)
     * @param pathThreads path worker threads; &gt;= 1
     * @param seed        seed for the crowd's random nudges; any value
     * @throws IllegalArgumentException when pathThreads &lt; 1
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
     *
     * @param mesh the navmesh the agents walk and their paths are planned on; not null, kept (not copied)
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
        List<Runnable> queued = pending;
        pending = null;
        pendingSpatials.clear();
        if (queued != null) {
            for (Runnable r : queued) {
                r.run();
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        service.close();
        service = null;
        crowd.close(); // a multi-threaded crowd's workers stop with the state
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

    /**
     * Chooses the timing mode: one fixed step per frame, or real time.
     *
     * @param fastForward true for one fixed step of {@link CrowdConfig#FIXED_STEP} seconds per frame, whatever the
     *                    frame time; false for real time (the default)
     */
    public void setFastForward(boolean fastForward) {
        this.fastForward = fastForward;
    }

    /**
     * The crowd; null before initialisation and after cleanup.
     *
     * @return the state's own crowd, live (render thread only), or null before initialisation and after cleanup
     */
    public AgentCrowd crowd() {
        return crowd;
    }

    /**
     * The path service; null before initialisation and after cleanup.
     *
     * @return the state's own service (closed by {@link #cleanup}, do not close it), or null before initialisation
     *         and after cleanup
     */
    public PathService pathService() {
        return service;
    }

    /**
     * The navmesh.
     *
     * @return the mesh given to the constructor; not null, shared (not copied)
     */
    public NavMesh mesh() {
        return mesh;
    }

    /**
     * Spawns an agent at the spatial's world position (snapped to the navmesh) and adds a
     * {@link NavAgentControl} to the spatial. For {@link NavAgentControl.Mode#PHYSICAL} the spatial
     * must already carry a BetterCharacterControl in a physics space, for
     * {@link NavAgentControl.Mode#RIGID_BODY} a dynamic RigidBodyControl. Before initialisation the
     * call is queued: the agent is spawned, at the spatial's position then, when the state initialises.
     *
     * @param spatial the character, whose world translation (metres) is the spawn point; not null; modified
     *                (a {@link NavAgentControl} is added to it, now or when the state initialises)
     * @param type    the agent's type; not null, kept (not copied)
     * @param mode    kinematic, physical or rigid body; not null
     * @return the control (its {@link NavAgentControl#agentId()} names the agent), or null when the
     *         call was queued (then {@code spatial.getControl(NavAgentControl.class)} returns it once
     *         the state has initialised)
     * @throws IllegalStateException after cleanup
     * @throws IllegalArgumentException when the spatial is off the navmesh (reported when the state
     *         initialises for a queued call) or already has (or is queued for) an agent
     */
    public NavAgentControl addAgent(Spatial spatial, AgentType type, NavAgentControl.Mode mode) {
        Objects.requireNonNull(spatial, "spatial");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(mode, "mode");
        if (spatial.getControl(NavAgentControl.class) != null || pendingSpatials.contains(spatial)) {
            throw new IllegalArgumentException("spatial '" + spatial.getName() + "' already has a NavAgentControl");
        }
        if (crowd == null) {
            queue(() -> addAgent(spatial, type, mode));
            pendingSpatials.add(spatial);
            return null;
        }
        Vector3f p = spatial.getWorldTranslation();
        int id = crowd.add(type, p.x, p.y, p.z);
        NavAgentControl c = new NavAgentControl(crowd, id, mode);
        spatial.addControl(c);
        return c;
    }

    /**
     * Removes the spatial's agent from the crowd and its control from the spatial; no-op without
     * one. Queued before initialisation.
     *
     * @param spatial the character; not null; modified (its {@link NavAgentControl} is removed)
     * @throws IllegalStateException after cleanup
     */
    public void removeAgent(Spatial spatial) {
        Objects.requireNonNull(spatial, "spatial");
        if (crowd == null) {
            queue(() -> removeAgent(spatial));
            pendingSpatials.remove(spatial);
            return;
        }
        NavAgentControl c = spatial.getControl(NavAgentControl.class);
        if (c == null) {
            return;
        }
        spatial.removeControl(c);
        if (c.crowd() == crowd && crowd.isActive(c.agentId())) {
            crowd.remove(c.agentId());
        }
    }

    /**
     * Sends every agent to a world point. Queued before initialisation (then it sends the agents
     * added before it).
     *
     * @param target the destination, world space, metres; not null, finite, unaffected (copied when queued)
     * @throws IllegalStateException after cleanup
     * @throws IllegalArgumentException when a coordinate of target is not finite and there is an agent to send
     *                                  (for a queued call, when the state initialises)
     */
    public void setTargetForAll(Vector3f target) {
        Objects.requireNonNull(target, "target");
        if (crowd == null) {
            Vector3f t = target.clone();
            queue(() -> setTargetForAll(t));
            return;
        }
        for (int i = 0; i < crowd.idLimit(); i++) {
            if (crowd.isActive(i)) {
                crowd.setTarget(i, target.x, target.y, target.z);
            }
        }
    }

    /**
     * Queues a call for {@link #initialize}; called only while there is no crowd.
     *
     * @throws IllegalStateException after cleanup
     */
    private void queue(Runnable call) {
        if (pending == null) {
            throw new IllegalStateException("NavAgentAppState is cleaned up (detached); attach it again or use a new one");
        }
        pending.add(call);
    }
}
