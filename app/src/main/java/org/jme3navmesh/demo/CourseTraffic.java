package org.jme3navmesh.demo;

import java.util.Arrays;
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
    /** Agents not yet gone, per entry: crowd id, yard (0 west, 1 east), distance to the yard's way out; stops. */
    private int[] waiting = new int[16];
    private int[] yard = new int[16];
    private float[] exitDistance = new float[16];
    private float[][] stops = new float[16][];
    private int queued;
    /** Per yard: the crowd time of its last departure (NaN before the first). */
    private final double[] lastDeparture = {Double.NaN, Double.NaN};

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
        if (2f * crowd.type(agent).radius() > CrowdCourse.DOOR_WIDTH) {
            // too wide for the doorway: it takes the wide way round, so it does not queue
            rounds.add(crowd, agent, new float[] {CrowdCourse.partnerX(x), y, z, x, y, z});
            return;
        }
        boolean west = x < (CrowdCourse.WEST_WALL_X + CrowdCourse.EAST_WALL_X) / 2;
        float exitX = west ? CrowdCourse.WEST_WALL_X : CrowdCourse.EAST_WALL_X;
        if (queued == waiting.length) {
            waiting = Arrays.copyOf(waiting, 2 * queued);
            yard = Arrays.copyOf(yard, 2 * queued);
            exitDistance = Arrays.copyOf(exitDistance, 2 * queued);
            stops = Arrays.copyOf(stops, 2 * queued);
        }
        waiting[queued] = agent;
        yard[queued] = west ? 0 : 1;
        exitDistance[queued] = (float) Math.hypot(x - exitX, z - CrowdCourse.AXIS_Z);
        stops[queued] = new float[] {CrowdCourse.partnerX(x), y, z, x, y, z};
        queued++;
    }

    /** Number of agents in the traffic, gone or waiting for their turn to leave. */
    int size() {
        return rounds.size() + queued;
    }

    /** Number of agents still waiting in their yard for their turn to leave. */
    int waitingToLeave() {
        return queued;
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
            int next = -1;
            for (int k = 0; k < queued; k++) {
                if (yard[k] == y && (next < 0 || exitDistance[k] < exitDistance[next])) {
                    next = k;
                }
            }
            if (next < 0) {
                continue;
            }
            if (crowd.isActive(waiting[next])) {
                rounds.add(crowd, waiting[next], stops[next]);
                lastDeparture[y] = crowd.time();
            }
            queued--;
            waiting[next] = waiting[queued];
            yard[next] = yard[queued];
            exitDistance[next] = exitDistance[queued];
            stops[next] = stops[queued];
            stops[queued] = null;
        }
        rounds.update(crowd);
    }
}
