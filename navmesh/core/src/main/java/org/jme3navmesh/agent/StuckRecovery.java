package org.jme3navmesh.agent;

import java.util.SplittableRandom;

/**
 * Stuck detection and recovery, fed by the path-following stage. An agent that follows a path but has not
 * shortened what remains of it by {@link CrowdConfig#stuckProgress()} for {@link CrowdConfig#stuckTime()} seconds
 * becomes STUCK: it hops sideways (a nudge of up to one radius, kept on the mesh; not under
 * {@link AvoidanceMode#ORCA}, whose agents wait in queues without overlapping, which a blind hop would undo) and is
 * marked for re-planning
 * (or, when an answer is already in flight, that answer is adopted whatever its length). A STUCK agent is free
 * again once it makes progress: {@link CrowdConfig#stuckProgress()} under ORCA, and where it is nudged, clearly more
 * than a nudge could account for.
 */
final class StuckRecovery {
    private final AgentStore s;
    private final SurfaceWalker walker;
    private final SplittableRandom random;
    private final float stuckTime;
    private final float stuckProgress;
    private final boolean nudges;
    private final float[] out = new float[3];

    /**
     * @param store  the agents; not null, read and written
     * @param walker keeps nudges on the crowd's mesh; not null
     * @param random draws the nudges; not null, advanced
     * @param config supplies the stuck time and progress; not null
     */
    StuckRecovery(AgentStore store, SurfaceWalker walker, SplittableRandom random, CrowdConfig config) {
        this.s = store;
        this.walker = walker;
        this.random = random;
        this.stuckTime = config.stuckTime();
        this.stuckProgress = config.stuckProgress();
        this.nudges = config.avoidance() != AvoidanceMode.ORCA;
    }

    /**
     * Takes note of agent i's progress.
     *
     * @param i         an agent that follows a path
     * @param remaining XZ length of what remains of its path, metres
     */
    void track(int i, float remaining) {
        // A nudged stuck agent must walk clearly further than a nudge (up to one radius) could carry it.
        boolean stuck = s.state[i] == AgentState.STUCK.ordinal();
        float need = stuckProgress + (stuck && nudges ? 2f * s.type[i].radius() : 0f);
        if (remaining < s.bestRemaining[i] - need) {
            s.bestRemaining[i] = remaining;
            s.lastProgress[i] = s.time;
            if (stuck) {
                s.setState(i, s.plan[i].status() == PathPlan.Status.PARTIAL ? AgentState.UNREACHABLE : AgentState.MOVING);
            }
        } else if (s.time - s.lastProgress[i] > stuckTime) {
            s.setState(i, AgentState.STUCK);
            s.recoveries[i]++;
            s.lastProgress[i] = s.time;
            s.bestRemaining[i] = remaining;
            if (nudges) {
                nudge(i);
            }
            if (!s.pending[i]) {
                s.replan[i] = true;
            } else {
                s.refresh[i] = false; // the answer in flight must now be taken whatever its length
            }
        }
    }

    /** A sideways hop of up to one radius in a random direction, kept on the mesh. */
    private void nudge(int i) {
        if (s.external[i]) {
            return;
        }
        double a = random.nextDouble() * 2 * Math.PI;
        float r = s.type[i].radius() * (0.5f + 0.5f * (float) random.nextDouble());
        float ex = s.px[i] + r * (float) Math.cos(a), ez = s.pz[i] + r * (float) Math.sin(a);
        s.tri[i] = walker.move(s.tri[i], s.px[i], s.pz[i], ex, ez, s.type[i].maxSlopeDeg(), s.type[i].radius(), out);
        s.px[i] = out[0];
        s.py[i] = out[1];
        s.pz[i] = out[2];
        s.speed[i] = 0f;
    }
}
