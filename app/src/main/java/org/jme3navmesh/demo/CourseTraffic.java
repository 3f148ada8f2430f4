package org.jme3navmesh.demo;

import org.jme3navmesh.agent.AgentCrowd;

/**
 * The two crowds of the {@link CrowdCourse}: each agent walks from its spot to the partner spot across the course
 * and, once there, back again, so the crowds keep meeting in the doorway and the corridor ({@link AgentRounds} of two
 * stops). Render thread only.
 */
final class CourseTraffic {
    private final AgentRounds rounds = new AgentRounds();

    /**
     * Sends a crowd agent standing at its spot (x, z) to the partner spot and back from now on.
     *
     * @param crowd the crowd; not null; the agent's target is set
     * @param agent an active agent's id
     * @param x     the spot's X, world metres
     * @param z     the spot's Z, world metres
     */
    void add(AgentCrowd crowd, int agent, float x, float z) {
        float y = LevelLayout.GROUND;
        rounds.add(crowd, agent, new float[] {CrowdCourse.partnerX(x), y, z, x, y, z});
    }

    /** Number of agents in the traffic. */
    int size() {
        return rounds.size();
    }

    /** Turns every arrived agent of the traffic back towards its other end; removed agents are skipped. */
    void update(AgentCrowd crowd) {
        rounds.update(crowd);
    }
}
