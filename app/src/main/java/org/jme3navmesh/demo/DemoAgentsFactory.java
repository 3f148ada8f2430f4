package org.jme3navmesh.demo;

/** Makes the demo's agents. */
public final class DemoAgentsFactory {
    private DemoAgentsFactory() {
    }

    /**
     * The agents: {@link CrowdAgentsState} (an app state; the demo attaches it).
     *
     * @return a new {@link CrowdAgentsState}, not attached; not null
     */
    public static DemoAgents create() {
        return new CrowdAgentsState();
    }
}
