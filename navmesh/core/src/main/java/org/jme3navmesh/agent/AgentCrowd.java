package org.jme3navmesh.agent;

import java.util.Objects;
import java.util.random.RandomGenerator;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.QueryFilter;

/**
 * A crowd of agents walking a navmesh: path following with acceleration, a turn-rate limit and arrival slow-down;
 * local avoidance over a spatial hash ({@link CrowdConfig#avoidance()}: separation steering or ORCA); re-planning when the target moves, the path is
 * blocked, or periodically; stuck detection with recovery; and on-mesh clamping after every move. Pure logic: no
 * rendering and no scene graph.
 *
 * <p><b>The step.</b> {@link #step} runs a pipeline of named stages over one {@link AgentStore} ({@link CrowdPipeline}),
 * in the manner of Detour's {@code dtCrowd::update}: check paths ({@link CheckPathsStage}), apply plans ({@link ApplyPlansStage}),
 * re-plan ({@link ReplanStage}), follow path ({@link FollowPathStage}), plan velocity ({@link PlanVelocityStage}
 * with a {@link LocalAvoidance}), integrate ({@link IntegrateStage}), resolve collisions
 * ({@link ResolveCollisionsStage}), separate overlaps ({@link SeparateOverlapsStage}), off-mesh links ({@link OffMeshLinkStage}) and statistics
 * ({@link StatisticsStage}). Each stage is timed ({@link #statistics()}).
 *
 * <p><b>Threading.</b> Everything except the planner's answer runs on one simulation thread (the thread that calls
 * {@link #step}). Paths are requested from a {@link PathPlanner}; its answers may arrive on any thread, are
 * queued, and are applied at the start of the next {@link #step}. Agent state is never touched by a planner's
 * worker. With {@link CrowdConfig#threads()} above 1, the neighbour lists, velocity planning, integration and moves
 * of a step run in fixed chunks of agents on the simulation thread and {@code threads - 1} daemon worker threads the
 * crowd owns, which {@code step} waits for; the state is the same, bit for bit, as on one thread. {@link #close}
 * stops those workers.
 *
 * <p><b>Data layout.</b> Agents are dense int ids with their state in flat primitive arrays. Once warm, a step
 * allocates nothing: only the first step after agents were added grows the neighbour grid to the crowd, and an
 * agent's array of path lengths grows when a path of more waypoints than it ever had (and more than 16) arrives.
 * What the arrival listener does is the caller's.
 *
 * <p><b>Agent ids.</b> Every method that takes an {@code agent} id requires the id of a live agent (see
 * {@link #isActive}) and throws {@link IllegalArgumentException} for any other.
 *
 * <p><b>Units.</b> World space, metres, Y up, seconds. Agents stay on the mesh: a position always lies on a
 * triangle the agent's type may enter (no steeper than its {@link AgentType#maxSlopeDeg()}), with Y on the surface.
 */
public final class AgentCrowd implements AutoCloseable {
    private NavMesh mesh;
    private final CrowdConfig config;
    private final SurfaceWalker walker;
    private final AgentStore s = new AgentStore(16);
    private final CrowdStatistics stats = new CrowdStatistics();
    private final TypeSnap snap;
    private final RandomTargets randomTargets;
    private final CrowdPipeline pipeline;
    private final ReplanStage replan;
    private final AvoidanceView avoidanceView;
    private final CrowdLinks links;
    private final float[] tmp3 = new float[3];
    private ArrivalListener arrivalListener;

    /**
     * @param mesh    the navmesh the agents walk on; not null, with at least one triangle; shared, never modified
     * @param planner answers path requests; not null, kept (called on the simulation thread)
     * @param config  steering parameters; not null, kept
     * @param seed    seed for the jitter of periodic re-plans and the random nudges of stuck recovery; any value
     * @throws IllegalArgumentException when the mesh has no triangles
     */
    public AgentCrowd(NavMesh mesh, PathPlanner planner, CrowdConfig config, long seed) {
        this(mesh, planner, config, seed, LocalAvoidance.of(Objects.requireNonNull(mesh, "mesh"),
                Objects.requireNonNull(config, "config")));
    }

    /**
     * A crowd with another local avoidance than separation steering.
     *
     * @param avoidance plans velocities around neighbours; not null, owned by the crowd from now on
     */
    AgentCrowd(NavMesh mesh, PathPlanner planner, CrowdConfig config, long seed, LocalAvoidance avoidance) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(planner, "planner");
        this.config = Objects.requireNonNull(config, "config");
        if (mesh.triangleCount() == 0) {
            throw new IllegalArgumentException("navmesh has no triangles");
        }
        walker = new SurfaceWalker(mesh);
        snap = new TypeSnap(mesh);
        randomTargets = new RandomTargets(mesh);
        pipeline = new CrowdPipeline(s, stats, mesh, planner, config, seed,
                Objects.requireNonNull(avoidance, "avoidance"), walker, snap, randomTargets, next -> {
                    this.mesh = next;
                    setAvoidance(avoidanceView().mode());
                });
        replan = pipeline.replan;
        links = pipeline.links;
        avoidanceView = new AvoidanceView(s, pipeline.planVelocity);
    }

    /**
     * Hands over a new version of the mesh (e.g. {@code DynamicNavMesh.update(...).mesh()}), from any thread; the
     * crowd switches to it at the start of its next step ({@link CrowdMeshVersions}): agents on changed triangles
     * step out to the nearest point of the new mesh, agents whose corridor crosses one re-plan, requests in flight
     * are re-issued. Triangles not listed must keep their ids. The crowd takes the new version's off-mesh links
     * (matched by name: an agent on a link the new version keeps goes on along it).
     *
     * @param next             the new version; not null, with at least one triangle; shared, never modified
     * @param changedTriangles ids of the triangles that changed since the version before (negative ids and ids at
     *                         or above the new triangle count are ignored); not null, unaffected (copied)
     * @throws IllegalArgumentException when {@code next} has no triangles
     */
    public void setNavMesh(NavMesh next, int[] changedTriangles) {
        pipeline.versions.offer(next, changedTriangles);
    }

    /**
     * Switches the local avoidance from the next step on; the other parameters of {@link #config()} stay.
     *
     * @param mode the avoidance; not null
     */
    public void setAvoidance(AvoidanceMode mode) {
        pipeline.planVelocity.setAvoidance(Objects.requireNonNull(mode, "mode"),
                LocalAvoidance.of(mesh, config.withAvoidance(mode)));
    }

    /**
     * A read-only look at the local avoidance's last step, for debug views.
     *
     * @return the crowd's view; not null, the same object on every call, live (reads the crowd when asked)
     */
    public AvoidanceView avoidanceView() { return avoidanceView; }

    // ---- agents ----

    /**
     * Adds an agent at the point nearest to (x, y, z) on a triangle its type may enter, searching 2 m sideways and
     * 4 m vertically.
     *
     * @param agentType the agent's kind; not null
     * @param x         world X, metres, finite
     * @param y         world Y, metres, finite
     * @param z         world Z, metres, finite
     * @return the new agent's id (ids of removed agents are reused)
     * @throws IllegalArgumentException when the point is not finite or no triangle the type may enter is near it
     */
    public int add(AgentType agentType, float x, float y, float z) {
        Objects.requireNonNull(agentType, "agentType");
        AgentStore.requireFinite("position", x, y, z);
        QueryFilter filter = TypeSnap.filterFor(agentType);
        int t = snap.snap(filter, x, y, z, tmp3);
        if (t < 0) {
            throw new IllegalArgumentException("agent position (" + x + ", " + y + ", " + z + ") is off the navmesh"
                    + " (no triangle of at most " + agentType.maxSlopeDeg() + " degrees near it)");
        }
        return s.spawn(agentType, filter, t, tmp3[0], tmp3[1], tmp3[2]);
    }

    /**
     * Removes an agent; answers still in flight for it are dropped. Its id may be reused by {@link #add}.
     *
     * @param agent an active agent's id
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public void remove(int agent) {
        s.check(agent);
        links.release(agent);
        s.release(agent);
    }

    /**
     * Sets an agent's target. A new path is requested when the agent has no path, or when the target is more than
     * {@link CrowdConfig#replanThreshold()} from the goal of its current path; smaller moves keep the current path
     * and are caught up at its end.
     *
     * @param agent an active agent's id
     * @param x     world X, metres, finite
     * @param y     world Y, metres, finite
     * @param z     world Z, metres, finite
     * @throws IllegalArgumentException when {@code agent} names no active agent or the point is not finite
     */
    public void setTarget(int agent, float x, float y, float z) {
        s.check(agent);
        AgentStore.requireFinite("target", x, y, z);
        replan.retarget(agent, x, y, z);
    }

    /**
     * Clears an agent's target; it stops and becomes IDLE.
     *
     * @param agent an active agent's id
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public void clearTarget(int agent) {
        s.check(agent);
        s.hasTarget[agent] = false;
        s.ticket[agent]++;
        s.pending[agent] = false;
        s.dropPath(agent);
        s.setState(agent, AgentState.IDLE);
    }

    /**
     * Physical mode: the crowd computes the agent's velocity but does not move it; the caller moves its body and
     * reports the position with {@link #syncPosition}.
     *
     * @param agent           an active agent's id
     * @param externallyMoved true for physical mode (the caller moves the agent), false to let the crowd move it
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public void setExternallyMoved(int agent, boolean externallyMoved) {
        s.check(agent);
        s.external[agent] = externallyMoved;
    }

    /**
     * Reports where an externally moved agent's body is. The agent's navmesh position follows it across the
     * triangles its type may enter and stays on the mesh when the body leaves it; after a jump of more than 1 m
     * it is located afresh on the nearest triangle the type may enter, when there is one near.
     *
     * @param agent an active agent's id
     * @param x     world X, metres, finite
     * @param y     world Y, metres, finite
     * @param z     world Z, metres, finite
     * @throws IllegalArgumentException when {@code agent} names no active agent or the point is not finite
     */
    public void syncPosition(int agent, float x, float y, float z) {
        s.check(agent);
        AgentStore.requireFinite("position", x, y, z);
        float slope = s.type[agent].maxSlopeDeg();
        int t = walker.move(s.tri[agent], s.px[agent], s.pz[agent], x, z, slope, tmp3);
        float dx = tmp3[0] - x, dz = tmp3[2] - z;
        if (dx * dx + dz * dz > 1f) {
            // Far jump (teleport or a long fall): locate from scratch when possible.
            int n = snap.snap(s.filter[agent], x, y, z, tmp3);
            if (n >= 0) {
                t = n;
            } else {
                t = walker.move(s.tri[agent], s.px[agent], s.pz[agent], x, z, slope, tmp3);
            }
        }
        s.tri[agent] = t;
        s.px[agent] = tmp3[0];
        s.py[agent] = tmp3[1];
        s.pz[agent] = tmp3[2];
    }

    /**
     * Sets an agent's avoidance priority, as in Unity: 0 is the most important, 99 the least. Under
     * {@link AvoidanceMode#ORCA}, of two walking agents the less important one (the larger number) gives way to the
     * other, and equals share the avoidance. New agents have priority 50.
     *
     * @param agent    an active agent's id
     * @param priority in [0, 99], 0 the most important
     * @throws IllegalArgumentException when {@code agent} names no active agent or priority is outside [0, 99]
     */
    public void setPriority(int agent, int priority) {
        s.check(agent);
        if (priority < 0 || priority > 99) {
            throw new IllegalArgumentException("priority must be in [0, 99], got " + priority);
        }
        s.priority[agent] = (byte) priority;
    }

    /**
     * The agent's avoidance priority, 0 (most important) to 99 (see {@link #setPriority}).
     *
     * @param agent an active agent's id
     * @return in [0, 99], 0 the most important
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int priority(int agent) { s.check(agent); return s.priority[agent]; }

    /** Asks every agent that follows a path or waits for one to re-plan (e.g. after the world changed). */
    public void invalidatePaths() {
        for (int i = 0; i < s.high; i++) {
            if (s.active[i] && s.hasTarget[i] && (s.plan[i] != null || s.pending[i])) {
                replan.request(i);
            }
        }
    }

    /**
     * Sets the listener told about arrivals (on the simulation thread, after a step's stages).
     *
     * @param listener the listener, or null for none; kept
     */
    public void setArrivalListener(ArrivalListener listener) {
        this.arrivalListener = listener;
    }

    // ---- simulation ----

    /**
     * Advances the simulation by dt seconds: runs the stages in order (see the class comment), timing each, then
     * tells the arrival listener about the agents that arrived.
     *
     * @param dt step in seconds, in (0, 1]
     * @throws IllegalArgumentException when dt is not in (0, 1] (NaN included)
     */
    public void step(float dt) {
        if (!(dt > 0f && dt <= 1f)) {
            throw new IllegalArgumentException("dt must be in (0, 1] seconds, got " + dt);
        }
        pipeline.step(dt);
        if (arrivalListener != null) {
            for (int k = 0; k < s.arrivedNowCount; k++) {
                int i = s.arrivedNow[k];
                if (s.active[i] && s.state(i) == AgentState.ARRIVED) {
                    arrivalListener.arrived(this, i);
                }
            }
        }
        links.deliver(this);
    }

    /**
     * Stops the worker threads of a multi-threaded crowd ({@link CrowdConfig#threads()} &gt; 1); a later
     * {@link #step} then throws {@link IllegalStateException}. Does nothing for a single-threaded crowd. Idempotent.
     */
    @Override
    public void close() {
        pipeline.close();
    }

    /**
     * Waits until every agent that is waiting for a path has its answer queued, so the next {@link #step} applies
     * it. Headless runs call this before each step to keep planner latency at one step of simulated time however
     * fast the simulation runs. Simulation thread only.
     *
     * @param timeoutNanos longest wait, nanoseconds (&gt;= 0; 0 or less only checks once)
     * @return true when all answers are in, false on timeout (the step then simply goes on)
     */
    public boolean awaitAnswers(long timeoutNanos) {
        return pipeline.awaitAnswers(timeoutNanos);
    }

    // ---- random targets ----

    /**
     * Random-point sampler for agents of a type: points on triangles no steeper than its max slope (built on first
     * use per slope, then kept).
     *
     * @param agentType the agent kind whose max slope selects the sampler; not null, unaffected
     * @return the sampler over the crowd's current mesh, shared by the types of the same max slope; not null
     */
    public ReachableTargets reachableTargets(AgentType agentType) {
        Objects.requireNonNull(agentType, "agentType");
        return randomTargets.reachable(agentType);
    }

    /**
     * Sends the agent to a uniformly random point it can reach (on its island of triangles its type may enter).
     *
     * @param agent an active agent's id
     * @param rnd   random source; not null, advanced
     * @return false when the agent stands on a triangle its type may not enter (no target set)
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean setRandomTarget(int agent, RandomGenerator rnd) {
        return setRandomTarget(agent, rnd, Float.POSITIVE_INFINITY);
    }

    /**
     * Sends the agent to a uniformly random point it can reach by walking at most {@code maxDistance} metres over
     * the mesh from where it stands (see {@link WanderSampler}): a wander target.
     *
     * @param agent       an active agent's id
     * @param rnd         random source; not null, advanced
     * @param maxDistance longest walk, metres (&gt; 0); {@link Float#POSITIVE_INFINITY} means anywhere it can
     *                    reach, as {@link #setRandomTarget(int, RandomGenerator)}
     * @return false when the agent stands on a triangle its type may not enter (no target set)
     * @throws IllegalArgumentException when {@code agent} names no active agent, or maxDistance is neither finite
     *                                  and &gt; 0 nor {@link Float#POSITIVE_INFINITY}
     */
    public boolean setRandomTarget(int agent, RandomGenerator rnd, float maxDistance) {
        s.check(agent);
        Objects.requireNonNull(rnd, "rnd");
        if (maxDistance != Float.POSITIVE_INFINITY && !(maxDistance > 0f && maxDistance < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("maxDistance must be > 0 metres (or +infinity), got " + maxDistance);
        }
        if (randomTargets.pick(s.type[agent], s.tri[agent], s.px[agent], s.pz[agent], maxDistance, rnd, tmp3) < 0) {
            return false;
        }
        setTarget(agent, tmp3[0], tmp3[1], tmp3[2]);
        return true;
    }

    // ---- read access (simulation thread) ----

    /**
     * The navmesh the agents walk (the version switched to last: {@link #setNavMesh}).
     *
     * @return the current version (one handed over by {@link #setNavMesh} becomes current at the start of the next
     *         step); not null, shared, do not modify
     */
    public NavMesh mesh() { return mesh; }

    /**
     * The configuration, as built ({@link #setAvoidance} changes the avoidance only: see {@link AvoidanceView#mode()}).
     *
     * @return the configuration given to the constructor (its {@link CrowdConfig#avoidance()} not updated by
     *         {@link #setAvoidance}); not null, immutable
     */
    public CrowdConfig config() { return config; }

    /**
     * The agents on the mesh's off-mesh links: auto-traverse, {@code completeLink}, listener.
     *
     * @return the crowd's link state; not null, the same object on every call, live
     */
    public CrowdLinks links() { return links; }

    /**
     * Number of agents.
     *
     * @return the number of live agents, &gt;= 0
     */
    public int size() { return s.activeCount; }

    /**
     * One past the largest agent id in use; iterate ids below it and test {@link #isActive}.
     *
     * @return one past the largest id ever handed out (it never drops), &gt;= {@link #size()}
     */
    public int idLimit() { return s.high; }

    /**
     * True when the id names a live agent.
     *
     * @param agent any int
     * @return true for a live agent's id, false for any other (never throws)
     */
    public boolean isActive(int agent) { return s.isActive(agent); }

    /**
     * The agent's type.
     *
     * @param agent an active agent's id
     * @return the type it was added with; not null
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public AgentType type(int agent) { s.check(agent); return s.type[agent]; }

    /**
     * World X of the agent, metres.
     *
     * @param agent an active agent's id
     * @return world X, metres
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float x(int agent) { s.check(agent); return s.px[agent]; }

    /**
     * World Y of the agent (on the navmesh surface), metres.
     *
     * @param agent an active agent's id
     * @return world Y, metres
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float y(int agent) { s.check(agent); return s.py[agent]; }

    /**
     * World Z of the agent, metres.
     *
     * @param agent an active agent's id
     * @return world Z, metres
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float z(int agent) { s.check(agent); return s.pz[agent]; }

    /**
     * X of the unit facing direction (horizontal).
     *
     * @param agent an active agent's id
     * @return X of a unit vector in the XZ plane
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float facingX(int agent) { s.check(agent); return s.fx[agent]; }

    /**
     * Z of the unit facing direction (horizontal).
     *
     * @param agent an active agent's id
     * @return Z of a unit vector in the XZ plane
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float facingZ(int agent) { s.check(agent); return s.fz[agent]; }

    /**
     * X of the velocity over the last step (or the desired velocity for externally moved agents), m/s.
     *
     * @param agent an active agent's id
     * @return world X of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float velocityX(int agent) { s.check(agent); return s.vx[agent]; }

    /**
     * Z of the velocity over the last step (or the desired velocity for externally moved agents), m/s.
     *
     * @param agent an active agent's id
     * @return world Z of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float velocityZ(int agent) { s.check(agent); return s.vz[agent]; }

    /**
     * Walking speed along the facing, m/s.
     *
     * @param agent an active agent's id
     * @return metres per second, &gt;= 0
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float speed(int agent) { s.check(agent); return s.speed[agent]; }

    /**
     * The triangle the agent stands on.
     *
     * @param agent an active agent's id
     * @return the triangle's id in {@link #mesh()} (on an off-mesh link: its entry's)
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int triangle(int agent) { s.check(agent); return s.tri[agent]; }

    /**
     * The agent's state.
     *
     * @param agent an active agent's id
     * @return the state; not null
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public AgentState state(int agent) { s.check(agent); return s.state(agent); }

    /**
     * True when the agent has a target.
     *
     * @param agent an active agent's id
     * @return true while a target is set
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean hasTarget(int agent) { s.check(agent); return s.hasTarget[agent]; }

    /**
     * Target X, metres (meaningful when {@link #hasTarget}).
     *
     * @param agent an active agent's id
     * @return world X, metres (meaningful when {@link #hasTarget})
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float targetX(int agent) { s.check(agent); return s.tx[agent]; }

    /**
     * Target Y, metres.
     *
     * @param agent an active agent's id
     * @return world Y, metres (meaningful when {@link #hasTarget})
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float targetY(int agent) { s.check(agent); return s.ty[agent]; }

    /**
     * Target Z, metres.
     *
     * @param agent an active agent's id
     * @return world Z, metres (meaningful when {@link #hasTarget})
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float targetZ(int agent) { s.check(agent); return s.tz[agent]; }

    /**
     * The path being followed, or null; shared: do not modify its arrays.
     *
     * @param agent an active agent's id
     * @return the plan, or null for none; shared: do not modify its arrays
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public PathPlan path(int agent) { s.check(agent); return s.plan[agent]; }

    /**
     * Index of the waypoint the agent walks towards in {@link #path}.
     *
     * @param agent an active agent's id
     * @return a waypoint index of {@link #path} (meaningful while it is not null)
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int waypointIndex(int agent) { s.check(agent); return s.wp[agent]; }

    /**
     * Changes whenever the agent's path changes (for rebuilding debug geometry).
     *
     * @param agent an active agent's id
     * @return a counter that changes with the path
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int pathVersion(int agent) { s.check(agent); return s.pathVersion[agent]; }

    /**
     * True while a path request is in flight.
     *
     * @param agent an active agent's id
     * @return true while waiting
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean isWaitingForPath(int agent) { s.check(agent); return s.pending[agent]; }

    /**
     * Number of times the agent arrived at a target.
     *
     * @param agent an active agent's id
     * @return the count, &gt;= 0
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int arrivals(int agent) { s.check(agent); return s.arrivals[agent]; }

    /**
     * Number of stuck recoveries the agent went through.
     *
     * @param agent an active agent's id
     * @return the count, &gt;= 0
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int recoveries(int agent) { s.check(agent); return s.recoveries[agent]; }

    /**
     * True when the agent is moved by the caller (physical mode).
     *
     * @param agent an active agent's id
     * @return true in physical mode ({@link #setExternallyMoved})
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean isExternallyMoved(int agent) { s.check(agent); return s.external[agent]; }

    /**
     * Changes whenever any agent's path changes (for rebuilding corridor debug geometry).
     *
     * @return a counter that changes with any agent's path, and when an agent is removed; it may wrap
     */
    public int pathsVersion() { return s.pathsVersion; }

    /**
     * Number of agents currently in the given state.
     *
     * @param state the state counted; not null
     * @return the count, &gt;= 0
     */
    public int count(AgentState state) { return s.count(Objects.requireNonNull(state, "state")); }

    /**
     * Number of agents that arrived at least once.
     *
     * @return the count of live agents that did, in [0, {@link #size()}]
     */
    public int arrivedAtLeastOnce() { return s.arrivedAtLeastOnce(); }

    /**
     * Simulated time, seconds.
     *
     * @return the sum of the steps' dt, seconds, &gt;= 0
     */
    public double time() { return s.time; }

    /**
     * The crowd's running figures, including the wall time of each stage of a step; live, read-only.
     *
     * @return the crowd's statistics; not null, the same object on every call, live, read-only
     */
    public CrowdStatistics statistics() { return stats; }

    /**
     * Steps taken.
     *
     * @return the count, &gt;= 0
     */
    public long steps() { return stats.steps(); }

    /**
     * Mean wall time of {@link #step}, milliseconds (0 before the first step).
     *
     * @return milliseconds, &gt;= 0
     */
    public double meanUpdateMs() { return stats.meanUpdateMs(); }

    /**
     * Wall time of the last {@link #step}, milliseconds.
     *
     * @return milliseconds, &gt;= 0 (0 before the first step)
     */
    public double lastUpdateMs() { return stats.lastUpdateMs(); }

    /**
     * Mean planner time per answered request, milliseconds (0 before the first answer).
     *
     * @return milliseconds, as the planner reported them ({@link PathPlan#computeMs()})
     */
    public double meanPathMs() { return stats.meanPathMs(); }

    /**
     * Planner time of the last answer, milliseconds.
     *
     * @return milliseconds, as the planner reported it ({@link PathPlan#computeMs()}); 0 before the first answer
     */
    public double lastPathMs() { return stats.lastPathMs(); }

    /**
     * Answers received (including superseded ones).
     *
     * @return the count, &gt;= 0
     */
    public long pathsReceived() { return stats.pathsReceived(); }

    /**
     * Path requests made.
     *
     * @return the count, &gt;= 0
     */
    public long pathRequests() { return stats.pathRequests(); }

    /** Told when an agent arrives; may set a new target from the callback. */
    @FunctionalInterface
    public interface ArrivalListener {
        /**
         * Called on the simulation thread at the end of the step in which the agent arrived.
         *
         * @param crowd the crowd; not null, may be changed from the callback (e.g. a new target)
         * @param agent the id of the agent that arrived; active, in state {@link AgentState#ARRIVED}
         */
        void arrived(AgentCrowd crowd, int agent);
    }
}
