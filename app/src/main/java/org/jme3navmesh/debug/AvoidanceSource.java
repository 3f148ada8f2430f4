package org.jme3navmesh.debug;

import org.jme3navmesh.agent.AgentCrowd;

/**
 * Read access to the crowd's local avoidance for the avoidance debug view ({@link AvoidanceLayer}); render thread
 * only.
 */
public interface AvoidanceSource {
    /** Changes whenever the picture may change (every simulation step, every selection change). */
    int version();

    /** The crowd, or null before the agents start. */
    AgentCrowd crowd();

    /** Crowd ids of the agents to draw (the selected ones); a new array, owned by the caller. */
    int[] focusedAgents();
}
