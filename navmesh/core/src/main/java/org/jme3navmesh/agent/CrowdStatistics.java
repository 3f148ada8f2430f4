package org.jme3navmesh.agent;

/**
 * Running figures of one {@link AgentCrowd}: steps taken, the wall time of each step and of each of its stages,
 * and the path answers received. Updated by the crowd's stages; read it between steps (simulation thread only).
 * Reading allocates nothing.
 */
public final class CrowdStatistics {
    private String[] stageNames = new String[0];
    private long[] lastStageNanos = new long[0];
    private long[] totalStageNanos = new long[0];
    private long stepStartNanos;
    private long steps;
    private double totalUpdateMs;
    private double lastUpdateMs;
    private long plansReceived;
    private double totalPathMs;
    private double lastPathMs;
    private long requests;

    /** Names the stages whose times {@link #stageTook} records, in step order. */
    void setStages(CrowdStage[] stages) {
        stageNames = new String[stages.length];
        for (int k = 0; k < stages.length; k++) {
            stageNames[k] = stages[k].name();
        }
        lastStageNanos = new long[stages.length];
        totalStageNanos = new long[stages.length];
    }

    // ---- written by the crowd and its stages ----

    /**
     * Runs one step's stages in order, timing each ({@link #setStages}: the same array).
     *
     * @param stages the crowd's stages; not null
     * @param dt     the step, seconds
     */
    void runTimed(CrowdStage[] stages, float dt) {
        long t0 = System.nanoTime();
        stepStartNanos = t0;
        for (int k = 0; k < stages.length; k++) {
            stages[k].run(dt);
            long t1 = System.nanoTime();
            lastStageNanos[k] = t1 - t0;
            totalStageNanos[k] += t1 - t0;
            t0 = t1;
        }
    }

    /** Closes the step's accounting: counts it and takes its wall time up to now. */
    void endStep() {
        steps++;
        lastUpdateMs = (System.nanoTime() - stepStartNanos) / 1e6;
        totalUpdateMs += lastUpdateMs;
    }

    void planReceived(double computeMs) {
        plansReceived++;
        totalPathMs += computeMs;
        lastPathMs = computeMs;
    }

    void requestMade() {
        requests++;
    }

    // ---- read access ----

    /** Number of stages of a step. */
    public int stageCount() {
        return stageNames.length;
    }

    /**
     * The name of a stage.
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1
     */
    public String stageName(int stage) {
        return stageNames[stage];
    }

    /**
     * Wall time of a stage in the last step, milliseconds (0 before the first step).
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1
     */
    public double lastStageMillis(int stage) {
        return lastStageNanos[stage] / 1e6;
    }

    /**
     * Mean wall time of a stage per step, milliseconds (0 before the first step).
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1
     */
    public double meanStageMillis(int stage) {
        return steps == 0 ? 0 : totalStageNanos[stage] / 1e6 / steps;
    }

    /** Steps taken. */
    public long steps() {
        return steps;
    }

    /** Mean wall time of a step, milliseconds (0 before the first step). */
    public double meanUpdateMs() {
        return steps == 0 ? 0 : totalUpdateMs / steps;
    }

    /** Wall time of the last step, milliseconds. */
    public double lastUpdateMs() {
        return lastUpdateMs;
    }

    /** Mean planner time per answer received, milliseconds (0 before the first answer). */
    public double meanPathMs() {
        return plansReceived == 0 ? 0 : totalPathMs / plansReceived;
    }

    /** Planner time of the last answer received, milliseconds. */
    public double lastPathMs() {
        return lastPathMs;
    }

    /** Answers received (including superseded ones). */
    public long pathsReceived() {
        return plansReceived;
    }

    /** Path requests made. */
    public long pathRequests() {
        return requests;
    }
}
