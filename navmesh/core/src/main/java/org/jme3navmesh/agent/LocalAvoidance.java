package org.jme3navmesh.agent;

/**
 * Local avoidance: how agents adjust the velocity their path asks for to the agents around them. The
 * velocity-planning stage ({@link PlanVelocityStage}) builds the neighbour grid with the cell this asks for, calls
 * {@link #beginStep}, then {@link #planAgents} over fixed chunks of the agents (on several threads when
 * {@link CrowdConfig#threads()} asks for them), and limits every desired velocity to its agent's top speed.
 * {@link OrcaAvoidance} (the default) and {@link SeparationAvoidance} implement it; {@link #of} picks the one
 * a {@link CrowdConfig} asks for.
 *
 * <p>Implementations allocate nothing per call once their scratch has grown to the crowd and the workers.
 */
interface LocalAvoidance {

    /**
     * The avoidance {@link CrowdConfig#avoidance()} names: ORCA over the mesh's boundary, separation steering, or
     * separation of weight 0 (nothing) for OFF.
     *
     * @param mesh   the crowd's navmesh; not null, unaffected
     * @param config the crowd's parameters; not null
     */
    static LocalAvoidance of(org.jme3navmesh.mesh.NavMesh mesh, CrowdConfig config) {
        return switch (config.avoidance()) {
            case ORCA -> new OrcaAvoidance(mesh, config);
            case SEPARATION -> new SeparationAvoidance(config);
            case OFF -> new SeparationAvoidance(config.withSeparationWeight(0f));
        };
    }

    /**
     * The neighbour grid's cell edge this avoidance needs this step: every agent that can affect another lies
     * within one cell of it.
     *
     * @param store the agents; not null, unaffected
     * @return cell edge, metres (&gt; 0), or 0 when the avoidance reads no neighbours (the grid is then not built)
     */
    float neighbourCell(AgentStore store);

    /**
     * Starts a step's planning, on the simulation thread, before any {@link #planAgents} call: takes every active
     * agent's desired velocity ({@link AgentStore#dvx}, {@link AgentStore#dvz}) as its preferred one and readies
     * scratch for {@code workers} workers.
     *
     * @param store   the agents; not null, desired velocities may be modified (a standing agent's preference)
     * @param grid    the agents by position, built with {@link #neighbourCell} when that is positive; not null,
     *                unaffected
     * @param workers how many workers will plan (&gt;= 1)
     */
    void beginStep(AgentStore store, AgentGrid grid, int workers);

    /**
     * Adjusts the desired velocity of the agents {@code grid.order()[from, to)} for their neighbours. Reads positions,
     * velocities, paths, types and the preferred velocities taken by {@link #beginStep}; writes only those agents'
     * desired velocities (and {@link AgentStore#wallAhead}), so calls with distinct workers may run at the same time
     * on disjoint ranges, and an agent's result does not depend on the ranges. The result may exceed an agent's top
     * speed (the stage limits it).
     *
     * @param store  the agents; not null, desired velocities of the range modified
     * @param grid   the agents by position; not null, unaffected
     * @param worker the scratch to use, in [0, workers)
     * @param from   first index into {@code grid.order()} (the active agents), inclusive
     * @param to     last index, exclusive
     * @param dt     the step, seconds, in (0, 1]
     */
    void planAgents(AgentStore store, AgentGrid grid, int worker, int from, int to, float dt);

    /**
     * The neighbours this avoidance reads for agent i, nearest first, as {@link #planAgents} read them in the last
     * step (for debug views, between steps). None by default: separation steering pushes apart from whoever is
     * close and lists nobody.
     *
     * @param store the agents; not null, unaffected
     * @param grid  the agents by position; not null, unaffected
     * @param i     an agent id
     * @param out   receives agent ids at out[0 .. min(count, out.length)); modified; not null
     * @return the number of neighbours (possibly more than out holds)
     */
    default int neighbours(AgentStore store, AgentGrid grid, int i, int[] out) {
        return 0;
    }

    /**
     * The velocity-space half-planes this avoidance would constrain agent i with now (for debug views, between
     * steps): built as {@link #planAgents} builds them, from the grid the last step built and the store now.
     * Line k is a point (pointX, pointY) and a unit direction (dirX, dirY) in (x, z) velocity space, metres per
     * second; the permitted velocities lie on its left. None by default: only ORCA plans with half-planes.
     *
     * @param store the agents; not null, unaffected
     * @param grid  the agents by position; not null, unaffected
     * @param i     an agent id
     * @param out   receives line k at out[4k .. 4k + 3] for the lines that fit; modified; not null
     * @return the number of lines (possibly more than fit)
     */
    default int halfPlanes(AgentStore store, AgentGrid grid, int i, float[] out) {
        return 0;
    }

    /**
     * The close agents this avoidance noted in its last planning, which the crowd pushes apart where they still
     * overlap after moving ({@link SeparateOverlapsStage}). None by default: separation steering pushes apart by
     * itself.
     *
     * @return the contacts, owned by this avoidance; null when it notes none
     */
    default AgentContacts contacts() {
        return null;
    }
}
