package org.jme3navmesh.agent;

import java.util.SplittableRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The step of an {@link AgentCrowd}: its stages over the crowd's {@link AgentStore} in the manner of Detour's
 * {@code dtCrowd::update} (check paths, apply plans, re-plan, follow path, plan velocity, integrate, resolve
 * collisions, off-mesh links, statistics), the threads that run chunks of them ({@link ChunkPool}), and the switch
 * to a mesh version handed over since the last step ({@link CrowdMeshVersions}). The crowd's API reads and writes
 * the store between steps; this runs the step. Simulation thread only (except {@link CrowdMeshVersions#offer}).
 */
final class CrowdPipeline implements AutoCloseable {
    private final AgentStore s;
    private final CrowdStatistics stats;
    private final CrowdStage[] stages;
    private final ChunkPool pool;
    final ApplyPlansStage applyPlans;
    final ReplanStage replan;
    final PlanVelocityStage planVelocity;
    final CrowdLinks links;
    final CrowdMeshVersions versions;

    /**
     * Builds the stages over the store.
     *
     * @param s             the agents; not null, read and written by the stages
     * @param stats         the crowd's figures; not null, modified
     * @param mesh          the navmesh the agents walk on; not null, shared, never modified
     * @param planner       answers path requests; not null
     * @param config        steering parameters; not null
     * @param seed          seed for the jitter of periodic re-plans and the random nudges of stuck recovery
     * @param avoidance     plans velocities around neighbours; not null, owned from now on
     * @param walker        moves agents over the mesh; not null, shared with the crowd
     * @param snap          snaps points onto the triangles an agent type may enter; not null, shared with the crowd
     * @param randomTargets the crowd's random target sampler; not null, shared with the crowd
     * @param meshSwitched  told about a new mesh version at the start of the step that takes it; not null
     */
    CrowdPipeline(AgentStore s, CrowdStatistics stats, NavMesh mesh, PathPlanner planner, CrowdConfig config,
                  long seed, LocalAvoidance avoidance, SurfaceWalker walker, TypeSnap snap,
                  RandomTargets randomTargets, Consumer<NavMesh> meshSwitched) {
        this.s = s;
        this.stats = stats;
        SplittableRandom random = new SplittableRandom(seed);
        applyPlans = new ApplyPlansStage(s, stats);
        replan = new ReplanStage(s, planner, applyPlans.sink(), random, stats, config);
        pool = new ChunkPool(config.threads());
        planVelocity = new PlanVelocityStage(s, config.avoidance(), avoidance, pool);
        links = new CrowdLinks(s, mesh.links(), config);
        stages = new CrowdStage[] {
            new CheckPathsStage(s, walker, config),
            applyPlans,
            replan,
            new FollowPathStage(s, walker, new StuckRecovery(s, walker, random, config), config, links,
                    new OccupiedGoals(planVelocity, config.arrivalRadius())),
            planVelocity,
            new IntegrateStage(s, pool),
            new ResolveCollisionsStage(s, walker, pool),
            new SeparateOverlapsStage(s, walker, planVelocity),
            new OffMeshLinkStage(s, links),
            new StatisticsStage(stats),
        };
        stats.setStages(stages, pool);
        versions = new CrowdMeshVersions(s, walker, snap, randomTargets, planner, replan, links, meshSwitched);
    }

    /**
     * Takes a mesh version handed over since the last step, advances the clock and runs the stages in order, timing
     * each.
     *
     * @param dt step in seconds, in (0, 1]
     */
    void step(float dt) {
        versions.switchIfOffered();
        s.time += dt;
        s.arrivedNowCount = 0;
        stats.runTimed(stages, dt);
    }

    /**
     * Waits until every agent that is waiting for a path has its answer queued (see
     * {@link AgentCrowd#awaitAnswers}).
     *
     * @param timeoutNanos longest wait, nanoseconds (&gt;= 0)
     * @return true when all answers are in, false on timeout
     */
    boolean awaitAnswers(long timeoutNanos) {
        long deadline = System.nanoTime() + timeoutNanos;
        while (!applyPlans.allAnswersQueued()) {
            if (System.nanoTime() >= deadline) {
                return false;
            }
            LockSupport.parkNanos(20_000L);
        }
        return true;
    }

    /** Stops the worker threads (see {@link ChunkPool#close}). Idempotent. */
    @Override
    public void close() {
        pool.close();
    }
}
