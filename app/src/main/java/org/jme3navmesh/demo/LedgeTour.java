package org.jme3navmesh.demo;

import java.util.Arrays;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;

/**
 * Agents touring the {@link CrowdCourse}'s ledges by their off-mesh links, round and round: from the ground at the
 * ladder's foot up the ladder, across the gap and down the step to the drop step ({@link #STOPS} 0), down the
 * drop-off to the ground east of it (stop 1), and back along the ground to the ladder's foot (stop 2). Render thread
 * only.
 */
final class LedgeTour {
    /** The tour's stops, x, y, z each, world metres. */
    static final float[] STOPS = {
        (CrowdCourse.LEDGE_B_X1 + CrowdCourse.STEP_X1) / 2, LevelLayout.GROUND + CrowdCourse.LEDGE_HEIGHT - CrowdCourse.DROP,
        CrowdCourse.LEDGE_Z,
        CrowdCourse.STEP_X1 + 3f, LevelLayout.GROUND, CrowdCourse.LEDGE_Z,
        CrowdCourse.LEDGE_A_X0 - 3f, LevelLayout.GROUND, CrowdCourse.LEDGE_Z,
    };

    private int[] agents = new int[2];
    private int[] stop = new int[2];
    private int count;

    /**
     * Starts an agent on the tour: it walks to the first stop.
     *
     * @param crowd the crowd; not null; the agent's target is set
     * @param agent an active agent's id
     */
    void add(AgentCrowd crowd, int agent) {
        if (count == agents.length) {
            agents = Arrays.copyOf(agents, 2 * count);
            stop = Arrays.copyOf(stop, 2 * count);
        }
        agents[count] = agent;
        stop[count] = 0;
        count++;
        crowd.setTarget(agent, STOPS[0], STOPS[1], STOPS[2]);
    }

    /** Number of agents on the tour. */
    int size() {
        return count;
    }

    /** Sends every agent of the tour that arrived to its next stop; removed agents are skipped. */
    void update(AgentCrowd crowd) {
        for (int k = 0; k < count; k++) {
            int a = agents[k];
            if (!crowd.isActive(a) || crowd.state(a) != AgentState.ARRIVED) {
                continue;
            }
            stop[k] = (stop[k] + 1) % (STOPS.length / 3);
            int o = 3 * stop[k];
            crowd.setTarget(a, STOPS[o], STOPS[o + 1], STOPS[o + 2]);
        }
    }
}
