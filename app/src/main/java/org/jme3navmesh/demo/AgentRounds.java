package org.jme3navmesh.demo;

import java.util.Arrays;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;

/**
 * Agents walking rounds: each has its own list of stops and, once it arrives at one, walks to the next, after the
 * last to the first again. The crowd course's traffic ({@link CourseTraffic}) and the ledge tour
 * ({@link CrowdCourse#LEDGE_TOUR}) are such rounds. Render thread only.
 */
final class AgentRounds {
    private int[] agents = new int[8];
    /** Per agent: its stops, x, y, z each, world metres. */
    private float[][] stops = new float[8][];
    /** Per agent: the stop it walks to. */
    private int[] next = new int[8];
    private int count;

    /**
     * Starts an agent on its rounds: it walks to the first stop.
     *
     * @param crowd the crowd; not null; the agent's target is set
     * @param agent an active agent's id
     * @param round the stops, x, y, z each, world metres, at least one; not null, kept (not to be modified)
     */
    void add(AgentCrowd crowd, int agent, float[] round) {
        if (round.length < 3 || round.length % 3 != 0) {
            throw new IllegalArgumentException("rounds need x, y, z stops, got " + round.length + " values");
        }
        if (count == agents.length) {
            agents = Arrays.copyOf(agents, 2 * count);
            stops = Arrays.copyOf(stops, 2 * count);
            next = Arrays.copyOf(next, 2 * count);
        }
        agents[count] = agent;
        stops[count] = round;
        next[count] = 0;
        count++;
        crowd.setTarget(agent, round[0], round[1], round[2]);
    }

    /** Number of agents on rounds. */
    int size() {
        return count;
    }

    /** Sends every agent that arrived to its next stop; removed agents are skipped. */
    void update(AgentCrowd crowd) {
        for (int k = 0; k < count; k++) {
            int a = agents[k];
            if (!crowd.isActive(a) || crowd.state(a) != AgentState.ARRIVED) {
                continue;
            }
            float[] round = stops[k];
            next[k] = (next[k] + 1) % (round.length / 3);
            int o = 3 * next[k];
            crowd.setTarget(a, round[o], round[o + 1], round[o + 2]);
        }
    }
}
