package org.jme3navmesh.demo;

import java.util.Arrays;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;

/**
 * The two crowds of the {@link CrowdCourse}: each agent walks from its spot to the partner spot across the course
 * and, once there, back again, so the crowds keep meeting in the doorway and the corridor. Render thread only.
 */
final class CourseTraffic {
    private int[] agents = new int[8];
    /** Per agent k: x of its two ends at [2k, 2k + 1]; both ends at its z. */
    private float[] endX = new float[16];
    private float[] endZ = new float[8];
    private int count;

    /**
     * Sends a crowd agent standing at its spot (x, z) to the partner spot and back from now on.
     *
     * @param crowd the crowd; not null; the agent's target is set
     * @param agent an active agent's id
     * @param x     the spot's X, world metres
     * @param z     the spot's Z, world metres
     */
    void add(AgentCrowd crowd, int agent, float x, float z) {
        if (count == agents.length) {
            agents = Arrays.copyOf(agents, 2 * count);
            endX = Arrays.copyOf(endX, 4 * count);
            endZ = Arrays.copyOf(endZ, 2 * count);
        }
        agents[count] = agent;
        endX[2 * count] = x;
        endX[2 * count + 1] = CrowdCourse.partnerX(x);
        endZ[count] = z;
        count++;
        crowd.setTarget(agent, CrowdCourse.partnerX(x), LevelLayout.GROUND, z);
    }

    /** Number of agents in the traffic. */
    int size() {
        return count;
    }

    /** Turns every arrived agent of the traffic back towards its other end; removed agents are skipped. */
    void update(AgentCrowd crowd) {
        for (int k = 0; k < count; k++) {
            int a = agents[k];
            if (!crowd.isActive(a) || crowd.state(a) != AgentState.ARRIVED) {
                continue;
            }
            float x = crowd.x(a), x0 = endX[2 * k], x1 = endX[2 * k + 1];
            float other = Math.abs(x - x0) < Math.abs(x - x1) ? x1 : x0;
            crowd.setTarget(a, other, LevelLayout.GROUND, endZ[k]);
        }
    }
}
