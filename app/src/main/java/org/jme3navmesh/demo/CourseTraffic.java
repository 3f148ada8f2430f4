package org.jme3navmesh.demo;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.agent.AgentCrowd;

/**
 * The two crowds of the {@link CrowdCourse}: each agent walks from its spot to the partner spot across the course
 * and, once there, back again, so the crowds keep meeting in the doorway and the corridor ({@link AgentRounds} of two
 * stops).
 *
 * <p>The agents of a yard leave in file, not as one block: the one nearest the yard's way out (the doorway for the
 * west yard, the corridor for the east yard) first, the next {@value #DEPARTURE_GAP} s of crowd time later, and so
 * on. A block of eight starting at once reaches the doorway as a crush, in which the agents pressed against the wall
 * beside the jamb make no progress for seconds and turn STUCK. Agents too wide for the doorway leave at once. Render
 * thread only.
 */
final class CourseTraffic {
    /** Crowd time between two departures from the same yard, seconds. */
    static final float DEPARTURE_GAP = 0.6f;
    private final AgentRounds rounds = new AgentRounds();
    /** Agents not gone yet, in the order they were added. */
    private final List<Departure> waiting = new ArrayList<>();
    /** Per yard: the crowd time of its last departure (NaN before the first). */
    private final double[] lastDeparture = {Double.NaN, Double.NaN};

    /** An agent waiting to leave: its yard (0 west, 1 east), its distance to the yard's way out, its stops. */
    private record Departure(int agent, int yard, float exitDistance, float[] stops) {
    }

    /**
     * Adds a crowd agent standing at its spot (x, z): it leaves for the partner spot, and walks back and forth from
     * then on: at once when it is too wide for the doorway (it takes the wide way round), else in its turn
     * ({@link #update}).
     *
     * @param crowd the crowd; not null; the agent's target is set now (too wide for the doorway) or by {@link #update}
     * @param agent an active agent's id
     * @param x     the spot's X, world metres
     * @param z     the spot's Z, world metres
     */
    void add(AgentCrowd crowd, int agent, float x, float z) {
        java.util.Objects.requireNonNull(crowd, "crowd");
        float y = LevelLayout.GROUND;
        float[] stops = {CrowdCourse.partnerX(x), y, z, x, y, z};
        if (2f * crowd.type(agent).radius() > CrowdCourse.DOOR_WIDTH) {
            // too wide for the doorway: it takes the wide way round, so it does not queue
            rounds.add(crowd, agent, stops);
            return;
        }
        boolean west = x < (CrowdCourse.WEST_WALL_X + CrowdCourse.EAST_WALL_X) / 2;
        float exitX = west ? CrowdCourse.WEST_WALL_X : CrowdCourse.EAST_WALL_X;
        waiting.add(new Departure(agent, west ? 0 : 1, (float) Math.hypot(x - exitX, z - CrowdCourse.AXIS_Z), stops));
    }

    /** Number of agents in the traffic, gone or waiting for their turn to leave. */
    int size() {
        return rounds.size() + waiting.size();
    }

    /** Number of agents still waiting in their yard for their turn to leave. */
    int waitingToLeave() {
        return waiting.size();
    }

    /**
     * Lets the next agent of each yard leave when its turn has come, and turns every arrived agent of the traffic
     * back towards its other end; removed agents are skipped.
     *
     * @param crowd the crowd; not null; targets are set
     */
    void update(AgentCrowd crowd) {
        for (int y = 0; y < 2; y++) {
            if (!Double.isNaN(lastDeparture[y]) && crowd.time() < lastDeparture[y] + DEPARTURE_GAP) {
                continue;
            }
            Departure next = null;
            for (Departure d : waiting) {
                if (d.yard() == y && (next == null || d.exitDistance() < next.exitDistance())) {
                    next = d;
                }
            }
            if (next == null) {
                continue;
            }
            waiting.remove(next);
            if (crowd.isActive(next.agent())) {
                rounds.add(crowd, next.agent(), next.stops());
                lastDeparture[y] = crowd.time();
            }
        }
        rounds.update(crowd);
    }
}
