package org.jme3navmesh.agent;

/**
 * Stage "plan velocity": builds the neighbour grid over the agents' positions, lets the {@link LocalAvoidance}
 * adjust every desired velocity for the agents around, and limits each to its agent's top speed. The result is
 * the velocity the agent steers towards in the integration stage.
 *
 * <p>The agents are planned in fixed chunks of {@value #CHUNK} on the crowd's {@link ChunkPool}, in the grid's order
 * ({@link AgentGrid#order}: by cell when the avoidance listed neighbours, so agents near each other, whose data a
 * planner reads together, are planned one after the other): on
 * several threads when {@link CrowdConfig#threads()} is above 1, with the same result as on one, since an agent's
 * plan depends only on the state at the start of the stage. It keeps each agent's desired velocity from before the
 * avoidance (its preferred velocity) for {@link AvoidanceView}.
 */
final class PlanVelocityStage implements CrowdStage {
    /** Agents per chunk of the planning. */
    static final int CHUNK = 64;

    private final AgentStore s;
    private LocalAvoidance avoidance;
    private AvoidanceMode mode;
    private final ChunkPool pool;
    private final AgentGrid grid;
    private final ChunkPool.Task planChunk = this::planChunk;
    private float dt;
    /** The active agents in the order of the planning's chunks ({@link AgentGrid#order}) for the current run. */
    private int[] order;
    /** True when the last run built the grid (its avoidance reads neighbours). */
    private boolean gridBuilt;
    /** Every agent's desired velocity before the avoidance of the last run, by id. */
    private float[] prefX = new float[0], prefZ = new float[0];

    /**
     * @param store     the agents; not null, read and written
     * @param mode      the avoidance's mode; not null
     * @param avoidance adjusts desired velocities for neighbours; not null
     * @param pool      the threads that plan; not null, shared with the crowd (which closes it)
     */
    PlanVelocityStage(AgentStore store, AvoidanceMode mode, LocalAvoidance avoidance, ChunkPool pool) {
        this.s = store;
        this.pool = pool;
        this.grid = new AgentGrid(pool);
        setAvoidance(mode, avoidance);
    }

    /** Replaces the avoidance from the next run on. */
    void setAvoidance(AvoidanceMode mode, LocalAvoidance avoidance) {
        this.mode = mode;
        this.avoidance = avoidance;
    }

    /** The avoidance's mode. */
    AvoidanceMode mode() {
        return mode;
    }

    @Override
    public String name() {
        return "plan velocity";
    }

    @Override
    public void run(float dt) {
        int[] ids = s.ids();
        int n = s.activeCount;
        if (prefX.length < s.capacity) {
            prefX = new float[s.capacity];
            prefZ = new float[s.capacity];
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            prefX[i] = s.dvx[i];
            prefZ[i] = s.dvz[i];
        }
        float cell = avoidance.neighbourCell(s);
        gridBuilt = cell > 0f;
        if (gridBuilt) {
            grid.build(ids, n, s.px, s.pz, cell, s.capacity);
        }
        avoidance.beginStep(s, grid, pool.threads());
        order = gridBuilt ? grid.order() : ids;
        this.dt = dt;
        pool.run(n, CHUNK, planChunk);
    }

    private void planChunk(int worker, int from, int to) {
        avoidance.planAgents(s, grid, worker, from, to, dt);
        int[] ids = order;
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

    /** The close agents the current avoidance noted in the last run; null when it notes none. */
    AgentContacts contacts() {
        return avoidance.contacts();
    }

    /** Agent i's desired velocity X before the last run's avoidance, m/s (0 before the first run). */
    float preferredX(int i) {
        return i < prefX.length ? prefX[i] : 0f;
    }

    /** Agent i's desired velocity Z before the last run's avoidance, m/s (0 before the first run). */
    float preferredZ(int i) {
        return i < prefZ.length ? prefZ[i] : 0f;
    }

    /** Agent i's velocity-space half-planes ({@link LocalAvoidance#halfPlanes}); none when the last run built no grid. */
    int halfPlanes(int i, float[] out) {
        return gridBuilt ? Math.min(avoidance.halfPlanes(s, grid, i, out), out.length / 4) : 0;
    }

    /**
     * The active neighbours the avoidance reads for agent i over the last run's grid ({@link LocalAvoidance#neighbours}),
     * nearest first; none when the last run built no grid.
     */
    int neighbours(int i, int[] out) {
        if (!gridBuilt) {
            return 0;
        }
        int n = Math.min(avoidance.neighbours(s, grid, i, out), out.length);
        int kept = 0;
        for (int k = 0; k < n; k++) {
            if (s.isActive(out[k])) {
                out[kept++] = out[k];
            }
        }
        return kept;
    }
}
