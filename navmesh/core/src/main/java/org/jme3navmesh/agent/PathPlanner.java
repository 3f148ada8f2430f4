package org.jme3navmesh.agent;

/**
 * Asynchronous path source for an {@link AgentCrowd}. Implementations may answer on any thread
 * (or synchronously, inside {@link #request}); the crowd only queues the answer and applies it at
 * its next step on the simulation thread. See {@link PathServicePlanner} for the real one.
 */
public interface PathPlanner {

    /**
     * Asks for a path from start to goal for an agent of the given type. A newer request for the
     * same agent supersedes older ones: the planner may drop them, and the crowd ignores their answers.
     *
     * @param agent  agent id (echoed in the plan)
     * @param ticket request ticket (echoed in the plan)
     * @param type   the agent's type (its max slope selects the query filter); not null
     * @param start  start x, y, z at start[0..2] (world, metres); not null; read during the call only, not modified
     * @param goal   goal x, y, z at goal[0..2] (world, metres); not null; read during the call only, not modified
     * @param sink   receives exactly one plan per request that is not superseded; not null
     */
    void request(int agent, long ticket, AgentType type, float[] start, float[] goal, Sink sink);

    /**
     * Tells the planner that the crowd walks another version of its mesh from now on (see
     * {@link AgentCrowd#setNavMesh}); requests made after this call should be answered on it. Called on the
     * simulation thread before the crowd re-issues its requests in flight. Does nothing by default.
     *
     * @param next the new version; not null, shared, never modified
     */
    default void meshChanged(org.jme3navmesh.mesh.NavMesh next) {
    }

    /** Receives plans; must be thread-safe when the planner answers from worker threads. */
    @FunctionalInterface
    interface Sink {
        /**
         * Takes one plan.
         *
         * @param plan the answer; not null, kept (the crowd's sink queues it for its next step)
         */
        void accept(PathPlan plan);
    }
}
