package org.jme3navmesh.agent;

import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * Stage "apply plans": drains the inbox of path answers, which the planner may fill from any thread, and adopts
 * the current answer of each agent. Answers to superseded requests and to removed agents are dropped; a periodic
 * refresh replaces the path only when what remains of the new one is clearly shorter.
 *
 * <p>The inbox is the only state the crowd shares with other threads. Adopting an answer copies its cumulative
 * lengths into the agent's own array, which grows only when a path longer than any before it arrives.
 */
final class ApplyPlansStage implements CrowdStage {
    /**
     * A periodic re-plan replaces the current path only when what remains of the new one is at least this much
     * shorter, metres. Planners are not exactly optimal (A* over triangles ranks routes by a proxy of the funnel
     * length), so two routes of nearly equal length can swap ranks as the agent moves; adopting every answer then
     * sends the agent back and forth between them forever.
     */
    static final float REFRESH_MIN_GAIN = 0.1f;

    /** Smallest per-agent array of path lengths, floats: paths of up to this many waypoints never grow it. */
    private static final int MIN_SUFFIX = 16;

    private final AgentStore s;
    private final CrowdStatistics stats;
    private final ConcurrentLinkedQueue<PathPlan> inbox = new ConcurrentLinkedQueue<>();
    private final PathPlanner.Sink sink = inbox::add;
    /** Cumulative lengths of the answer being applied, before it is adopted. */
    private float[] suffix = new float[MIN_SUFFIX];

    /**
     * @param store the agents; not null, read and written
     * @param stats counts the answers received; not null, modified
     */
    ApplyPlansStage(AgentStore store, CrowdStatistics stats) {
        this.s = store;
        this.stats = stats;
    }

    /** The thread-safe sink that queues answers into the inbox. */
    PathPlanner.Sink sink() {
        return sink;
    }

    @Override
    public String name() {
        return "apply plans";
    }

    @Override
    public void run(float dt) {
        PathPlan p;
        while ((p = inbox.poll()) != null) {
            stats.planReceived(p.computeMs());
            if (isCurrent(p)) {
                apply(p);
            }
        }
    }

    /** True when p answers the request its agent waits for (not superseded, cancelled or removed). */
    private boolean isCurrent(PathPlan p) {
        int i = p.agent();
        return s.isActive(i) && p.ticket() == s.ticket[i] && s.pending[i];
    }

    /**
     * True when every agent that waits for a path has its answer queued, so that the next {@link #run} applies
     * them all. Allocates an iterator: call it between steps.
     */
    boolean allAnswersQueued() {
        int[] ids = s.ids();
        int waiting = 0;
        for (int k = 0; k < s.activeCount; k++) {
            if (s.pending[ids[k]]) {
                waiting++;
            }
        }
        if (waiting == 0) {
            return true;
        }
        int queued = 0;
        for (PathPlan p : inbox) {
            if (isCurrent(p)) {
                queued++;
            }
        }
        return queued >= waiting;
    }

    private void apply(PathPlan p) {
        int i = p.agent();
        s.pending[i] = false;
        boolean wasRefresh = s.refresh[i];
        s.refresh[i] = false;
        boolean stuck = s.state(i) == AgentState.STUCK;
        if (p.status() == PathPlan.Status.FAILED) {
            s.dropPath(i);
            s.setState(i, AgentState.UNREACHABLE);
            return;
        }
        float[] w = p.waypoints();
        int n = w.length / 3;
        if (suffix.length < n) {
            suffix = new float[Math.max(n, 2 * suffix.length)];
        }
        float[] suf = suffix;
        suf[n - 1] = 0f;
        for (int k = n - 2; k >= 0; k--) {
            suf[k] = suf[k + 1] + (float) Math.sqrt(AgentStore.dist2xz(w[3 * k], w[3 * k + 2], w[3 * k + 3], w[3 * k + 5]));
        }
        int k = n > 1 ? 1 : 0;
        float remaining = (float) Math.sqrt(AgentStore.dist2xz(s.px[i], s.pz[i], w[3 * k], w[3 * k + 2])) + suf[k];
        PathPlan cur = s.plan[i];
        if (wasRefresh && cur != null) {
            if (cur.status() == p.status() && remaining > s.remaining(i) - REFRESH_MIN_GAIN) {
                return; // not clearly shorter: keep the route we are on rather than flip between near-equals
            }
            // A shorter route to the same target: progress is still measured against the best so far,
            // so an agent that keeps being re-routed without getting closer is detected as stuck.
            s.bestRemaining[i] = Math.min(s.bestRemaining[i], remaining);
        } else {
            s.bestRemaining[i] = remaining;
        }
        s.pathChanged(i);
        s.plan[i] = p;
        float[] own = s.suffix[i];
        if (own == null || own.length < n) {
            own = s.suffix[i] = new float[Math.max(Math.max(n, MIN_SUFFIX), own == null ? 0 : 2 * own.length)];
        }
        System.arraycopy(suf, 0, own, 0, n);
        s.wp[i] = k;
        if (!stuck) {
            s.setState(i, p.status() == PathPlan.Status.PARTIAL ? AgentState.UNREACHABLE : AgentState.MOVING);
        }
    }
}
