package org.jme3navmesh.debug;

import org.jme3navmesh.agent.AgentCrowd;

/**
 * Read access to the crowd's local avoidance for the avoidance debug view ({@link AvoidanceLayer}); render thread
 * only.
 */
public interface AvoidanceSource {
    /**
     * Changes whenever the picture may change (every simulation step, every selection change).
     *
     * @return the version; any value, compared only for equality with an earlier one
     */
    int version();

    /**
     * The crowd, or null before the agents start.
     *
     * @return the crowd, live (owned by the agents); or null before the agents start
     */
    AgentCrowd crowd();

    /**
     * Crowd ids of the agents to draw (the selected ones); a new array, owned by the caller.
     *
     * @return the crowd ids, a new array; not null, empty when none is to be drawn
     */
    int[] focusedAgents();
}
