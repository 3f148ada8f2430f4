package org.jme3navmesh.agent;

/**
 * One named stage of {@link AgentCrowd#step}: a pass over every active agent of the shared {@link AgentStore}.
 * The crowd runs its stages in a fixed order and times each one ({@link CrowdStatistics#lastStageMillis}).
 *
 * <p>A stage holds no per-agent state (that lives in the store) and allocates nothing when it runs.
 * Simulation thread only.
 */
interface CrowdStage {
    /** Short name for timings and logs, e.g. "follow path". */
    String name();

    /**
     * Runs the stage over every active agent.
     *
     * @param dt the step, seconds, in (0, 1]
     */
    void run(float dt);
}
