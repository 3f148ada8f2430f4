package org.jme3navmesh.agent;

/**
 * Stage "plan velocity": builds the neighbour grid over the agents' positions, lets the {@link LocalAvoidance}
 * adjust every desired velocity for the agents around, and limits each to its agent's top speed. The result is
 * the velocity the agent steers towards in the integration stage.
 *
 * <p>The agents are planned in fixed chunks of {@value #CHUNK} (in id order) on the crowd's {@link ChunkPool}: on
 * several threads when {@link CrowdConfig#threads()} is above 1, with the same result as on one, since an agent's
 * plan depends only on the state at the start of the stage.
 */
final class PlanVelocityStage implements CrowdStage {
    /** Agents per chunk of the planning. */
    static final int CHUNK = 64;

    private final AgentStore s;
    private final LocalAvoidance avoidance;
    private final ChunkPool pool;
    private final AgentGrid grid = new AgentGrid();
    private final ChunkPool.Task planChunk = this::planChunk;
    private float dt;

    /**
     * @param store     the agents; not null, read and written
     * @param avoidance adjusts desired velocities for neighbours; not null
     * @param pool      the threads that plan; not null, shared with the crowd (which closes it)
     */
    PlanVelocityStage(AgentStore store, LocalAvoidance avoidance, ChunkPool pool) {
        this.s = store;
        this.avoidance = avoidance;
        this.pool = pool;
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
        avoidance.beginStep(s, grid, pool.threads());
        this.dt = dt;
        pool.run(n, CHUNK, planChunk);
    }

    private void planChunk(int worker, int from, int to) {
        avoidance.planAgents(s, grid, worker, from, to, dt);
        int[] ids = s.ids();
        for (int k = from; k < to; k++) {
            int i = ids[k];
            float max = s.type[i].maxSpeed();
            float dvx = s.dvx[i], dvz = s.dvz[i];
            float len = (float) Math.sqrt(dvx * dvx + dvz * dvz);
            assert Float.isFinite(len) : "desired velocity of agent " + i + " is not finite";
            if (len > max) {
                s.dvx[i] = dvx * (max / len);
                s.dvz[i] = dvz * (max / len);
            }
        }
    }
}
