package org.jme3navmesh.agent;

import java.util.SplittableRandom;

/**
 * Stage "re-plan": asks the planner for new paths. An agent marked by another stage ({@link AgentStore#replan}:
 * its path is blocked, it is stuck, or its path ended short of a target that moved) gets a forced request, whose
 * answer replaces its path; an agent that followed its path in the last step gets a periodic refresh every
 * {@link CrowdConfig#replanInterval()} (jittered by &plusmn;25 %), whose answer replaces the path only when it is
 * clearly shorter. Agents waiting for an answer ask for nothing: the answer in flight is newer than the mark.
 *
 * <p>{@link #request} is also how the crowd's API asks for a path (a new target, {@link AgentCrowd#invalidatePaths}).
 */
final class ReplanStage implements CrowdStage {
    private final AgentStore s;
    private final PathPlanner planner;
    private final PathPlanner.Sink sink;
    private final SplittableRandom random;
    private final CrowdStatistics stats;
    private final float interval;
    private final float threshold;
    private final float[] start = new float[3];
    private final float[] goal = new float[3];

    /**
     * @param store   the agents; not null, read and written
     * @param planner answers the requests; not null
     * @param sink    where the planner delivers answers (the inbox); not null
     * @param random  jitters the refresh times; not null, advanced
     * @param stats   counts the requests; not null, modified
     * @param config  supplies the refresh interval and the re-planning threshold; not null
     */
    ReplanStage(AgentStore store, PathPlanner planner, PathPlanner.Sink sink, SplittableRandom random,
                CrowdStatistics stats, CrowdConfig config) {
        this.s = store;
        this.planner = planner;
        this.sink = sink;
        this.random = random;
        this.stats = stats;
        this.interval = config.replanInterval();
        this.threshold = config.replanThreshold();
    }

    @Override
    public String name() {
        return "re-plan";
    }

    @Override
    public void run(float dt) {
        int[] ids = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = ids[k];
            if (s.pending[i]) {
                s.replan[i] = false;
            } else if (s.replan[i]) {
                s.replan[i] = false;
                request(i);
            } else if (interval > 0f && s.following[i] && s.plan[i] != null && s.time >= s.nextReplan[i]) {
                request(i);
                s.refresh[i] = true;
            }
        }
    }

    /**
     * Sets agent i's target (world metres, finite) and asks for a path when the agent had no target, has no path nor
     * request in flight, or the target lies more than {@link CrowdConfig#replanThreshold()} from the goal of its
     * path; the agent then counts as making progress and, unless STUCK, becomes MOVING ({@link AgentCrowd#setTarget}).
     */
    void retarget(int i, float x, float y, float z) {
        s.tx[i] = x;
        s.ty[i] = y;
        s.tz[i] = z;
        boolean had = s.hasTarget[i];
        s.hasTarget[i] = true;
        boolean hasPath = s.plan[i] != null || s.pending[i];
        float dx = x - s.gx[i], dy = y - s.gy[i], dz = z - s.gz[i];
        if (!had || !hasPath || dx * dx + dy * dy + dz * dz > threshold * threshold) {
            s.lastProgress[i] = s.time;
            if (s.state(i) != AgentState.STUCK) {
                s.setState(i, AgentState.MOVING);
            }
            request(i);
        }
    }

    /**
     * Asks for a path from agent i's position to its target, superseding any request in flight. The answer
     * replaces the current path whatever its length (the caller marks a periodic refresh afterwards).
     */
    void request(int i) {
        s.ticket[i]++;
        s.pending[i] = true;
        s.refresh[i] = false;
        stats.requestMade();
        s.gx[i] = s.tx[i];
        s.gy[i] = s.ty[i];
        s.gz[i] = s.tz[i];
        s.nextReplan[i] = s.time + interval * (0.75 + 0.5 * random.nextDouble());
        start[0] = s.px[i];
        start[1] = s.py[i];
        start[2] = s.pz[i];
        goal[0] = s.tx[i];
        goal[1] = s.ty[i];
        goal[2] = s.tz[i];
        planner.request(i, s.ticket[i], s.type[i], start, goal, sink);
    }
}
