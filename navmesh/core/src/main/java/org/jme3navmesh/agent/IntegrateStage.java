package org.jme3navmesh.agent;

/**
 * Stage "integrate": turns every agent's facing towards its planned velocity by at most
 * {@link AgentType#turnRateDeg()} &middot; dt, changes its speed towards the planned speed by at most
 * {@link AgentType#maxAccel()} &middot; dt (an agent facing away from where it wants to go slows down: it turns
 * first, then runs), and sets its velocity ({@link AgentStore#vx}, {@link AgentStore#vz}) to its facing times its
 * speed. The collision stage then moves it by that velocity.
 *
 * <p>The agents are integrated in fixed chunks of {@value #CHUNK} (in id order) on the crowd's {@link ChunkPool}: an
 * agent's result depends only on its own state, so it is the same on any number of threads.
 */
final class IntegrateStage implements CrowdStage {
    /** Agents per chunk. */
    static final int CHUNK = 128;

    private final AgentStore s;
    private final ChunkPool pool;
    private final ChunkPool.Task chunk = this::integrateChunk;
    private float dt;

    /**
     * @param store the agents; not null, read and written
     * @param pool  the threads that integrate; not null, shared with the crowd (which closes it)
     */
    IntegrateStage(AgentStore store, ChunkPool pool) {
        this.s = store;
        this.pool = pool;
    }

    @Override
    public String name() {
        return "integrate";
    }

    @Override
    public void run(float dt) {
        this.dt = dt;
        pool.run(s.activeCount, CHUNK, chunk);
    }

    private void integrateChunk(int worker, int from, int to) {
        int[] ids = s.ids();
        for (int k = from; k < to; k++) {
            integrate(ids[k], dt);
        }
    }

    private void integrate(int i, float dt) {
        AgentType type = s.type[i];
        float dvx = s.dvx[i], dvz = s.dvz[i];
        float ds = (float) Math.sqrt(dvx * dvx + dvz * dvz);
        float target = 0f;
        if (ds > 1e-3f) {
            float ux = dvx / ds, uz = dvz / ds;
            float f0x = s.fx[i], f0z = s.fz[i];
            float dot = f0x * ux + f0z * uz;
            float maxTurn = (float) Math.toRadians(type.turnRateDeg()) * dt;
            if (maxTurn >= Math.PI || dot >= (float) Math.cos(maxTurn)) {
                s.fx[i] = ux;
                s.fz[i] = uz;
            } else {
                float cross = f0x * uz - f0z * ux;
                float a = cross >= 0f ? maxTurn : -maxTurn;
                float c = (float) Math.cos(a), sn = (float) Math.sin(a);
                float nx = f0x * c - f0z * sn, nz = f0x * sn + f0z * c;
                float len = (float) Math.sqrt(nx * nx + nz * nz);
                s.fx[i] = nx / len;
                s.fz[i] = nz / len;
            }
            float align = s.fx[i] * ux + s.fz[i] * uz;
            target = align > 0f ? ds * align : 0f;
        }
        float accel = type.maxAccel() * dt;
        float sp = s.speed[i];
        sp += Math.max(-accel, Math.min(accel, target - sp));
        s.speed[i] = sp;
        s.vx[i] = s.fx[i] * sp;
        s.vz[i] = s.fz[i] * sp;
    }
}
