package org.jme3navmesh.agent;

/**
 * Agents that neighbours carry backwards. An ORCA half-plane passes through the agent's own velocity once that
 * velocity sits on the edge of the neighbour's velocity obstacle, and two or three such edges, from neighbours on
 * different sides, leave the agent's current velocity the only one allowed: it keeps walking wherever it walked,
 * alongside its neighbours, away from where its path leads, until it turns STUCK. An agent that has moved against
 * its preferred velocity (a component of at least {@value #AGAINST} m/s opposite to it) for {@value #ONSET} s is
 * <em>swept</em>, and stays so for {@value #HOLD} s after that last holds: {@link OrcaPlanner} then avoids its
 * neighbours over {@value #HORIZON} s instead of the crowd's time horizon, so their velocity obstacles shrink to the
 * collisions that are near and the agent can turn back towards its path.
 *
 * <p>An agent that stands, is STUCK or heads for an off-mesh link's entry is never swept, and ends any hold: a STUCK
 * agent has its own ways out (right of way, {@link WallSideTurn}), and its backing out of a corner must not keep it
 * swept once it walks on (with the short horizon it walks back into the corner); an agent bound for a link's entry
 * queues for the link ({@link CrowdLinks}).
 *
 * <p>Filled on the simulation thread ({@link #take}), read by any number of planners until the next fill.
 * Allocation-free once grown to the crowd.
 */
final class SweptAgents {
    /** Speed against the preferred direction from which an agent counts as carried backwards, m/s. */
    static final float AGAINST = 0.1f;
    /** How long an agent moves against its preferred velocity before it is swept, seconds. */
    static final double ONSET = 0.25;
    /** How long an agent stays swept after it last moved against its preferred velocity that long, seconds. */
    static final double HOLD = 3.0;
    /** The neighbours' time horizon of a swept agent, seconds. */
    static final float HORIZON = 0.5f;

    private static final byte STUCK = (byte) AgentState.STUCK.ordinal();

    /** Per agent id: the time it began moving against its preferred velocity, or -1 when it does not. */
    private double[] since = new double[0];
    /** Per agent id: the time until which it is swept. */
    private double[] until = new double[0];

    /** Grows the records to agent ids below {@code capacity} (&gt;= 0), keeping those already taken. */
    void ensureCapacity(int capacity) {
        int old = since.length;
        if (old < capacity) {
            since = java.util.Arrays.copyOf(since, capacity);
            until = java.util.Arrays.copyOf(until, capacity);
            java.util.Arrays.fill(since, old, capacity, -1.0);
            java.util.Arrays.fill(until, old, capacity, Double.NEGATIVE_INFINITY);
        }
    }

    /**
     * Takes note of agent i's velocity over the last step against its preferred velocity of this step, with its
     * state, plan and waypoint (see the class comment).
     *
     * @param s     the agents; not null, unaffected
     * @param i     an active agent, below the capacity
     * @param unitX X of the unit preferred direction (0 with unitZ when the agent prefers to stand)
     * @param unitZ Z of the unit preferred direction
     */
    void take(AgentStore s, int i, float unitX, float unitZ) {
        PathPlan p = s.plan[i];
        if (!s.following[i] || s.state[i] == STUCK || p == null || p.isLinkEntry(s.wp[i])) {
            since[i] = -1.0;
            until[i] = Double.NEGATIVE_INFINITY;
            return;
        }
        if (!(s.vx[i] * unitX + s.vz[i] * unitZ < -AGAINST)) {
            since[i] = -1.0;
            return;
        }
        if (since[i] < 0.0) {
            since[i] = s.time;
        } else if (s.time - since[i] >= ONSET) {
            until[i] = s.time + HOLD;
        }
    }

    /**
     * True when agent i is swept at time {@code time} (seconds).
     *
     * @param i    an agent below the capacity
     * @param time the crowd's time, seconds
     */
    boolean swept(int i, double time) {
        return time < until[i];
    }
}
