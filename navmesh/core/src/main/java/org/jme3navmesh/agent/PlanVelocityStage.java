package org.jme3navmesh.agent;

/**
 * Stage "plan velocity": builds the neighbour grid over the agents' positions, lets the {@link LocalAvoidance}
 * adjust every desired velocity for the agents around, and limits each to its agent's top speed. The result is
 * the velocity the agent steers towards in the integration stage.
 */
final class PlanVelocityStage implements CrowdStage {
    private final AgentStore s;
    private final LocalAvoidance avoidance;
    private final AgentGrid grid = new AgentGrid();

    /**
     * @param store     the agents; not null, read and written
     * @param avoidance adjusts desired velocities for neighbours; not null
     */
    PlanVelocityStage(AgentStore store, LocalAvoidance avoidance) {
        this.s = store;
        this.avoidance = avoidance;
    }

    @Override
    public String name() {
        return "plan velocity";
    }

    @Override
    public void run(float dt) {
        int[] ids = s.ids();
        int n = s.activeCount;
        float cell = avoidance.neighbourCell(s);
        if (cell > 0f) {
            grid.build(ids, n, s.px, s.pz, cell, s.capacity);
        }
        avoidance.planVelocities(s, grid, dt);
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            float max = s.type[i].maxSpeed();
            float dvx = s.dvx[i], dvz = s.dvz[i];
            float len = (float) Math.sqrt(dvx * dvx + dvz * dvz);
            if (len > max) {
                s.dvx[i] = dvx * (max / len);
                s.dvz[i] = dvz * (max / len);
            }
        }
    }
}
