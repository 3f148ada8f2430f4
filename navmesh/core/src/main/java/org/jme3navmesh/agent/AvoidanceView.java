package org.jme3navmesh.agent;

/**
 * A read-only look at a crowd's local avoidance after a step, for debug views ({@link AgentCrowd#avoidanceView()}):
 * which avoidance runs, the neighbours it reads for an agent, the half-planes ORCA constrains it with, the velocity
 * the agent's path asked for (its preferred velocity) and the one the avoidance chose. Velocities are in world XZ, metres per second. Simulation thread only,
 * between steps; nothing here changes the crowd.
 */
public final class AvoidanceView {
    private final AgentStore s;
    private final PlanVelocityStage stage;

    AvoidanceView(AgentStore store, PlanVelocityStage stage) {
        this.s = store;
        this.stage = stage;
    }

    /**
     * The avoidance the crowd runs now ({@link AgentCrowd#setAvoidance}).
     *
     * @return the current mode; not null
     */
    public AvoidanceMode mode() {
        return stage.mode();
    }

    /**
     * The agents the avoidance reads for an agent, nearest first: under {@link AvoidanceMode#ORCA} the
     * {@link CrowdConfig#maxNeighbours()} nearest within {@link CrowdConfig#neighbourRange()} on its level, as the
     * last step's planning listed them (at the positions of that step; none for an agent added since); none under
     * the other modes.
     *
     * @param agent an active agent's id
     * @param out   receives agent ids at out[0 .. count); modified; not null
     * @return the count, at most out.length
     * @throws IllegalArgumentException when the agent is not active
     */
    public int neighbours(int agent, int[] out) {
        s.check(agent);
        java.util.Objects.requireNonNull(out, "out");
        return stage.neighbours(agent, out);
    }

    /**
     * The ORCA half-planes that constrain an agent's velocity now (none under the other modes): the mesh boundary's
     * first, then one per neighbour, rebuilt from the last step's neighbour grid and the agents' positions and
     * velocities now. Line k is a point (pointX, pointZ) and a unit direction (dirX, dirZ) in (x, z) velocity space;
     * the velocities the agent may take lie on its left, where det(dir, point - v) &lt;= 0 with
     * det(a, b) = a.x b.z - a.z b.x.
     *
     * @param agent an active agent's id
     * @param out   receives line k at out[4k .. 4k + 3], (pointX, pointZ) in m/s and (dirX, dirZ) unit; modified;
     *              not null
     * @return the number of lines written, at most out.length / 4
     * @throws IllegalArgumentException when the agent is not active
     */
    public int halfPlanes(int agent, float[] out) {
        s.check(agent);
        java.util.Objects.requireNonNull(out, "out");
        return stage.halfPlanes(agent, out);
    }

    /**
     * X of the velocity the agent's path asked for in the last step, before the avoidance (0 for an agent standing
     * or added since).
     *
     * @param agent an active agent's id
     * @return world X of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float preferredX(int agent) {
        s.check(agent);
        return stage.preferredX(agent);
    }

    /**
     * Z of the velocity the agent's path asked for in the last step, before the avoidance.
     *
     * @param agent an active agent's id
     * @return world Z of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float preferredZ(int agent) {
        s.check(agent);
        return stage.preferredZ(agent);
    }

    /**
     * X of the velocity the avoidance chose for the agent in the last step, limited to its top speed (the velocity
     * it steers towards; {@link AgentCrowd#velocityX} is the one it moved with, after its acceleration limit).
     *
     * @param agent an active agent's id
     * @return world X of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float chosenX(int agent) {
        s.check(agent);
        return s.dvx[agent];
    }

    /**
     * Z of the velocity the avoidance chose for the agent in the last step.
     *
     * @param agent an active agent's id
     * @return world Z of the velocity, metres per second
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public float chosenZ(int agent) {
        s.check(agent);
        return s.dvz[agent];
    }
}
