package org.jme3navmesh.debug;

/**
 * Read access to the agents' current paths for the corridor debug views (render thread only).
 * {@link #version()} must change whenever any agent's corridor or waypoints change.
 */
public interface AgentPathSource {
    /**
     * Changes whenever a corridor or path changes.
     *
     * @return the version; any value, compared only for equality with an earlier one
     */
    int version();

    /**
     * Number of agent slots; ids are 0 .. agentCount() - 1.
     *
     * @return the number of slots, &gt;= 0
     */
    int agentCount();

    /**
     * Triangle ids of agent i's current corridor, start to end, or null when it has none. Not modified by callers.
     *
     * @param i an agent slot, 0 .. agentCount() - 1
     * @return the corridor, not to be modified; or null
     */
    int[] corridor(int i);

    /**
     * True for the agents whose corridor triangles are filled (the selected ones, say): filling every corridor of a
     * crowd covers the whole level. Portals and paths are drawn for every agent.
     *
     * @param i an agent slot, 0 .. agentCount() - 1
     * @return true when agent i's corridor is filled
     */
    boolean isFocused(int i);

    /**
     * Agent i's smoothed path. Not modified by callers.
     *
     * @param i an agent slot, 0 .. agentCount() - 1
     * @return x, y, z per waypoint, world space, metres, not to be modified; or null when there is no path
     */
    float[] waypoints(int i);
}
