package org.jme3navmesh.agent;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Running figures of one {@link AgentCrowd}: steps taken, the wall time of each step and of each of its stages,
 * the CPU time the step's threads spent on it, and the path answers received. Updated by the crowd's stages; read it
 * between steps (simulation thread only). Reading allocates nothing.
 */
public final class CrowdStatistics {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final boolean cpuTimed = THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadCpuTimeEnabled();
    private ChunkPool pool;
    private long callerCpuNanos;
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

    /**
     * Names the stages whose times {@link #runTimed} records, in step order.
     *
     * @param stages the crowd's stages; not null, unaffected
     * @param pool   the threads that run chunks of the stages; not null, its CPU time read by {@link #meanCpuMs()}
     */
    void setStages(CrowdStage[] stages, ChunkPool pool) {
        this.pool = pool;
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
        long cpu0 = cpuTimed ? THREADS.getCurrentThreadCpuTime() : 0L;
        long t0 = System.nanoTime();
        stepStartNanos = t0;
        for (int k = 0; k < stages.length; k++) {
            stages[k].run(dt);
            long t1 = System.nanoTime();
            lastStageNanos[k] = t1 - t0;
            totalStageNanos[k] += t1 - t0;
            t0 = t1;
        }
        if (cpuTimed) {
            callerCpuNanos += THREADS.getCurrentThreadCpuTime() - cpu0;
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

    /**
     * Number of stages of a step.
     *
     * @return the count, &gt;= 0
     */
    public int stageCount() {
        return stageNames.length;
    }

    /**
     * The name of a stage.
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1; others throw
     *              {@link ArrayIndexOutOfBoundsException}
     * @return the stage's name, e.g. "plan velocity"; not null
     */
    public String stageName(int stage) {
        return stageNames[stage];
    }

    /**
     * Wall time of a stage in the last step, milliseconds (0 before the first step).
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1; others throw
     *              {@link ArrayIndexOutOfBoundsException}
     * @return milliseconds, &gt;= 0
     */
    public double lastStageMillis(int stage) {
        return lastStageNanos[stage] / 1e6;
    }

    /**
     * Mean wall time of a stage per step, milliseconds (0 before the first step).
     *
     * @param stage index in step order, 0 .. {@link #stageCount()} - 1; others throw
     *              {@link ArrayIndexOutOfBoundsException}
     * @return milliseconds, &gt;= 0
     */
    public double meanStageMillis(int stage) {
        return steps == 0 ? 0 : totalStageNanos[stage] / 1e6 / steps;
    }

    /**
     * Steps taken.
     *
     * @return the count, &gt;= 0
     */
    public long steps() {
        return steps;
    }

    /**
     * Mean wall time of a step, milliseconds (0 before the first step).
     *
     * @return milliseconds, &gt;= 0
     */
    public double meanUpdateMs() {
        return steps == 0 ? 0 : totalUpdateMs / steps;
    }

    /**
     * Mean CPU time of a step, milliseconds: the stepping thread's during the stages plus the crowd's worker threads'
     * while they ran chunks ({@link CrowdConfig#threads()}); 0 before the first step, and NaN where the JVM does not
     * measure thread CPU time.
     *
     * @return milliseconds, &gt;= 0, or NaN where thread CPU time is not measured
     */
    public double meanCpuMs() {
        if (!cpuTimed) {
            return Double.NaN;
        }
        return steps == 0 ? 0 : (callerCpuNanos + pool.workerCpuNanos()) / 1e6 / steps;
    }

    /**
     * Wall time of the last step, milliseconds.
     *
     * @return milliseconds, &gt;= 0 (0 before the first step)
     */
    public double lastUpdateMs() {
        return lastUpdateMs;
    }

    /**
     * Mean planner time per answer received, milliseconds (0 before the first answer).
     *
     * @return milliseconds, as the planners reported them ({@link PathPlan#computeMs()})
     */
    public double meanPathMs() {
        return plansReceived == 0 ? 0 : totalPathMs / plansReceived;
    }

    /**
     * Planner time of the last answer received, milliseconds.
     *
     * @return milliseconds, as the planner reported it ({@link PathPlan#computeMs()}); 0 before the first answer
     */
    public double lastPathMs() {
        return lastPathMs;
    }

    /**
     * Answers received (including superseded ones).
     *
     * @return the count, &gt;= 0
     */
    public long pathsReceived() {
        return plansReceived;
    }

    /**
     * Path requests made.
     *
     * @return the count, &gt;= 0
     */
    public long pathRequests() {
        return requests;
    }
}
