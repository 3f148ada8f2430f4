package org.jme3navmesh.demo;

/** Makes the demo's agents. */
public final class DemoAgentsFactory {
    private DemoAgentsFactory() {
    }

    /** The agents, or null when unavailable (WIP seam until NavAgentAppState is on this branch). */
    public static DemoAgents create() {
        return null;
    }
}
