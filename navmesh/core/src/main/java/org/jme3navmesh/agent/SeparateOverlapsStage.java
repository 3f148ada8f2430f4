package org.jme3navmesh.agent;

/**
 * Stage "separate overlaps": after the agents have moved, pushes apart the close agents the avoidance noted that
 * still overlap ({@link AgentContacts#separate}); nothing when the avoidance notes none (separation steering, off).
 */
final class SeparateOverlapsStage implements CrowdStage {
    private final AgentStore s;
    private final SurfaceWalker walker;
    private final PlanVelocityStage planVelocity;

    /**
     * @param store        the agents; not null, read and written
     * @param walker       keeps pushes on the crowd's mesh; not null
     * @param planVelocity the stage whose avoidance noted the contacts; not null
     */
    SeparateOverlapsStage(AgentStore store, SurfaceWalker walker, PlanVelocityStage planVelocity) {
        this.s = store;
        this.walker = walker;
        this.planVelocity = planVelocity;
    }

    @Override
    public String name() {
        return "separate overlaps";
    }

    @Override
    public void run(float dt) {
        AgentContacts contacts = planVelocity.contacts();
        if (contacts != null) {
            contacts.separate(s, walker);
        }
    }
}
