package org.jme3navmesh.sim;

import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.agent.PathPlanner;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.agent.ReachableTargets;
import org.jme3navmesh.query.PathService;
import java.util.Objects;
import java.util.SplittableRandom;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Runs a crowd without any window at fixed steps of 1/60 s, as fast as the machine allows: every
 * agent spawns at a random point, gets a random reachable target, and a new one each time it
 * arrives, until the simulated time is up. Targets are wander targets: a random point the agent can
 * reach by walking at most {@link Settings#wanderDistance()} over the mesh (by default
 * {@value Settings#DEFAULT_WANDER_DISTANCE} m; see {@link org.jme3navmesh.agent.WanderSampler}), so each leg is one a game
 * character would walk and fits in a short run. {@link Settings#withWanderDistance} with
 * {@link Float#POSITIVE_INFINITY} draws targets anywhere on the agent's island instead. This is the engine of the demo's
 * {@code --headless --agents N --seconds S} mode and of the agent benchmark.
 *
 * <p>Typical use, with the mesh baked from a scene (answers delivered straight from the workers):
 * <pre>{@code
 * try (PathService service = new PathService(mesh, 2, new HandoverClock(Runnable::run))) {
 *     SimulationReport r = HeadlessSimulation.run(mesh, new PathServicePlanner(service),
 *             HeadlessSimulation.Settings.of(agents, seconds), null);
 *     System.out.println(r.toJson());
 * }
 * }</pre>
 * or simply {@link #runHeadless(NavMesh, Settings)}.
 */
public final class HeadlessSimulation {
    /** The fixed simulation step, seconds. */
    public static final float STEP = CrowdConfig.FIXED_STEP;
    /** Longest wait for the planner before a step, nanoseconds; a late answer is applied at a later step. */
    private static final long ANSWER_TIMEOUT_NANOS = 2_000_000_000L;

    private HeadlessSimulation() {
    }

    /**
     * What to simulate.
     *
     * @param agents        number of agents (&gt;= 0; 0 steps an empty crowd)
     * @param seconds       simulated time, seconds (&gt; 0)
     * @param seed          random seed for spawn points, targets and nudges
     * @param heavyFraction fraction of agents of the heavy type, in [0, 1]
     * @param walker        type of normal agents; not null
     * @param heavy         type of heavy agents; not null
     * @param config        crowd parameters; not null
     * @param wanderDistance longest walk to a new target, metres over the mesh (&gt; 0), or
     *                      {@link Float#POSITIVE_INFINITY} for anywhere on the agent's island
     */
    public record Settings(int agents, double seconds, long seed, float heavyFraction, AgentType walker,
                           AgentType heavy, CrowdConfig config, float wanderDistance) {
        /**
         * Default longest walk to a new target, metres: 20 s for a heavy agent at full speed, a handful
         * of legs per minute. Far more than the demo's buildings, maze and ramps make agents detour round.
         */
        public static final float DEFAULT_WANDER_DISTANCE = 50f;

        /**
         * Validates every field.
         *
         * @param agents         number of agents, &gt;= 0 (0: the crowd is stepped empty)
         * @param seconds        simulated time, seconds; finite, &gt; 0
         * @param seed           random seed; any value
         * @param heavyFraction  fraction of heavy agents, in [0, 1]
         * @param walker         type of normal agents; not null, kept (not copied)
         * @param heavy          type of heavy agents; not null, kept (not copied)
         * @param config         crowd parameters; not null, kept (not copied)
         * @param wanderDistance longest walk to a new target, metres over the mesh; &gt; 0, or
         *                       {@link Float#POSITIVE_INFINITY}
         * @throws IllegalArgumentException when a number is out of range
         * @throws NullPointerException     when walker, heavy or config is null
         */
        public Settings {
            if (agents < 0) {
                throw new IllegalArgumentException("agents must be 0 or more, got " + agents);
            }
            if (!(seconds > 0) || Double.isInfinite(seconds)) {
                throw new IllegalArgumentException("seconds must be a finite number > 0, got " + seconds);
            }
            if (!(heavyFraction >= 0f && heavyFraction <= 1f)) {
                throw new IllegalArgumentException("heavyFraction must be in [0, 1], got " + heavyFraction);
            }
            Objects.requireNonNull(walker, "walker");
            Objects.requireNonNull(heavy, "heavy");
            Objects.requireNonNull(config, "config");
            if (!(wanderDistance > 0f)) {
                throw new IllegalArgumentException("wanderDistance must be > 0 metres (or +infinity), got " + wanderDistance);
            }
        }

        /**
         * N agents for S seconds: seed 1, a fifth of them heavy, default types and crowd config (re-planning
         * every 2 s), targets within {@value #DEFAULT_WANDER_DISTANCE} m of walking.
         *
         * @param agents  number of agents; &gt;= 0
         * @param seconds simulated time, seconds; finite, &gt; 0
         * @return new settings; not null
         * @throws IllegalArgumentException when agents or seconds is out of range
         */
        public static Settings of(int agents, double seconds) {
            return new Settings(agents, seconds, 1L, 0.2f, AgentType.walker(), AgentType.heavy(), CrowdConfig.defaults(),
                    DEFAULT_WANDER_DISTANCE);
        }

        /**
         * A copy with another seed.
         *
         * @param s the random seed; any value
         * @return new settings; not null
         */
        public Settings withSeed(long s) {
            return new Settings(agents, seconds, s, heavyFraction, walker, heavy, config, wanderDistance);
        }

        /**
         * A copy with another crowd config.
         *
         * @param c crowd parameters; not null, kept (not copied)
         * @return new settings; not null
         */
        public Settings withConfig(CrowdConfig c) {
            return new Settings(agents, seconds, seed, heavyFraction, walker, heavy, c, wanderDistance);
        }

        /**
         * A copy with another longest walk to a new target.
         *
         * @param metres longest walk, metres over the mesh; &gt; 0, or {@link Float#POSITIVE_INFINITY} for anywhere
         *               on the agent's island
         * @return new settings; not null
         * @throws IllegalArgumentException when metres is not &gt; 0
         */
        public Settings withWanderDistance(float metres) {
            return new Settings(agents, seconds, seed, heavyFraction, walker, heavy, config, metres);
        }

        /**
         * A copy with another heavy fraction.
         *
         * @param f fraction of agents of the heavy type, in [0, 1]
         * @return new settings; not null
         * @throws IllegalArgumentException when f is not in [0, 1]
         */
        public Settings withHeavyFraction(float f) {
            return new Settings(agents, seconds, seed, f, walker, heavy, config, wanderDistance);
        }
    }

    /** Called after every step (e.g. by tests that check invariants). */
    @FunctionalInterface
    public interface StepObserver {
        /**
         * @param crowd the crowd, just stepped; not null
         * @param step  index of the step just taken, from 0
         */
        void afterStep(AgentCrowd crowd, long step);
    }

    /**
     * Spawns the agents and runs the simulation on the calling thread.
     *
     * @param mesh     navmesh to walk on; not null, must have a walkable island for both agent types
     * @param planner  path source (usually a {@link PathServicePlanner}); not null
     * @param settings what to run; not null
     * @param observer called after every step; may be null
     * @return the run's figures
     */
    public static SimulationReport run(NavMesh mesh, PathPlanner planner, Settings settings, StepObserver observer) {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(planner, "planner");
        Objects.requireNonNull(settings, "settings");
        long wall0 = System.nanoTime();
        SplittableRandom rnd = new SplittableRandom(settings.seed());
        AgentCrowd crowd = new AgentCrowd(mesh, planner, settings.config(), settings.seed() * 31 + 7);
        ReachableTargets walkerTargets = crowd.reachableTargets(settings.walker());
        ReachableTargets heavyTargets = crowd.reachableTargets(settings.heavy());
        float[] p = new float[3];
        for (int k = 0; k < settings.agents(); k++) {
            boolean heavy = rnd.nextDouble() < settings.heavyFraction();
            ReachableTargets rt = heavy ? heavyTargets : walkerTargets;
            if (rt.randomPointOnLargestIsland(rnd, p) < 0) {
                rt = walkerTargets;
                heavy = false;
                if (rt.randomPointOnLargestIsland(rnd, p) < 0) {
                    throw new IllegalArgumentException("the navmesh has no triangle an agent may walk on");
                }
            }
            crowd.add(heavy ? settings.heavy() : settings.walker(), p[0], p[1], p[2]);
        }
        float wander = settings.wanderDistance();
        AgentCrowd.ArrivalListener retarget = (c, agent) -> c.setRandomTarget(agent, rnd, wander);
        for (int i = 0; i < crowd.idLimit(); i++) {
            retarget.arrived(crowd, i);
        }
        crowd.setArrivalListener(retarget);
        long steps = Math.round(settings.seconds() / STEP);
        long timeouts = 0;
        for (long s = 0; s < steps; s++) {
            // A path asked for in one step is applied in the next, as in a game whose planner
            // answers within a frame; without this, simulated time would outrun the workers.
            if (!crowd.awaitAnswers(ANSWER_TIMEOUT_NANOS)) {
                timeouts++;
            }
            crowd.step(STEP);
            if (observer != null) {
                observer.afterStep(crowd, s);
            }
        }
        return new SimulationReport(crowd.size(), crowd.arrivedAtLeastOnce(), crowd.count(AgentState.STUCK),
                crowd.meanPathMs(), crowd.meanUpdateMs(), crowd.time(), crowd.steps(),
                (System.nanoTime() - wall0) / 1e9, timeouts);
    }

    /**
     * Runs the simulation on a private path service with one worker per available
     * core (at least one) whose answers are delivered straight from the workers. This is what the
     * demo's {@code --headless --agents N --seconds S} mode calls; print {@link SimulationReport#toJson()}.
     *
     * @param mesh     the navmesh; not null, shared, never modified
     * @param settings what to simulate; not null
     * @return the run's figures; not null
     * @throws IllegalArgumentException when the navmesh has no triangle an agent may walk on
     */
    public static SimulationReport runHeadless(NavMesh mesh, Settings settings) {
        return runHeadless(mesh, settings, null);
    }

    /**
     * As {@link #runHeadless(NavMesh, Settings)}, with an observer called after every step.
     *
     * @param mesh     the navmesh; not null, shared, never modified
     * @param settings what to simulate; not null
     * @param observer called after every step, on the calling thread; or null for none
     * @return the run's figures; not null
     * @throws IllegalArgumentException when the navmesh has no triangle an agent may walk on
     */
    public static SimulationReport runHeadless(NavMesh mesh, Settings settings,
                                               StepObserver observer) {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(settings, "settings");
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        try (PathService service = new PathService(mesh, threads, new HandoverClock(Runnable::run))) {
            return run(mesh, new PathServicePlanner(service), settings, observer);
        }
    }

}
