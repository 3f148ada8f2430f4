package org.jme3navmesh.agent;

/**
 * Stage "resolve collisions": moves every agent that the crowd moves by its velocity over dt, across the triangles
 * its type may enter ({@link SurfaceWalker#move}): a wall (the mesh boundary or a triangle too steep for the type)
 * stops or deflects the move, and the agent stays on the mesh with its height on the surface. The velocity becomes
 * the one actually travelled. A move a wall stopped while the agent followed a path is remembered
 * ({@link AgentStore#hitWall}) for the path check of the next step. Agents never overlap-test each other here:
 * local avoidance keeps them apart.
 *
 * <p>Externally moved agents keep their velocity as the one their owner should apply; their body reports back
 * through {@link AgentCrowd#syncPosition}.
 *
 * <p>The agents are moved in fixed chunks of {@value #CHUNK} (in id order) on the crowd's {@link ChunkPool}, each
 * worker with its own walker on the crowd walker's mesh: an agent's move depends only on its own state and the mesh,
 * so it is the same on any number of threads. A worker's walker is made on the first run and again after the crowd
 * switched to another mesh version.
 */
final class ResolveCollisionsStage implements CrowdStage {
    /** Agents per chunk. */
    static final int CHUNK = 128;

    private final AgentStore s;
    private final SurfaceWalker walker;
    private final ChunkPool pool;
    private final ChunkPool.Task chunk = this::moveChunk;
    /** Per worker: its walker (the crowd's for worker 0) and its output. */
    private final SurfaceWalker[] walkers;
    private final float[][] out;
    private float dt;

    /**
     * @param store  the agents; not null, read and written
     * @param walker moves agents over the crowd's mesh; not null, shared with the crowd (its mesh is followed)
     * @param pool   the threads that move the agents; not null, shared with the crowd (which closes it)
     */
    ResolveCollisionsStage(AgentStore store, SurfaceWalker walker, ChunkPool pool) {
        this.s = store;
        this.walker = walker;
        this.pool = pool;
        walkers = new SurfaceWalker[pool.threads()];
        walkers[0] = walker;
        out = new float[pool.threads()][3];
    }

    @Override
    public String name() {
        return "resolve collisions";
    }

    @Override
    public void run(float dt) {
        for (int w = 1; w < walkers.length; w++) {
            if (walkers[w] == null || walkers[w].mesh() != walker.mesh()) {
                walkers[w] = new SurfaceWalker(walker.mesh());
            }
        }
        this.dt = dt;
        pool.run(s.activeCount, CHUNK, chunk);
    }

    private void moveChunk(int worker, int from, int to) {
        SurfaceWalker walker = walkers[worker];
        float[] out = this.out[worker];
        int[] ids = s.ids();
        for (int k = from; k < to; k++) {
            int i = ids[k];
            s.hitWall[i] = false;
            if (s.external[i]) {
                continue;
            }
            if (s.speed[i] > 0f) {
                float ox = s.px[i], oz = s.pz[i];
                int t = walker.move(s.tri[i], ox, oz, ox + s.vx[i] * dt, oz + s.vz[i] * dt, s.type[i].maxSlopeDeg(),
                        s.type[i].radius(), out);
                s.tri[i] = t;
                s.px[i] = out[0];
                s.py[i] = out[1];
                s.pz[i] = out[2];
                assert Float.isFinite(out[0]) && Float.isFinite(out[1]) && Float.isFinite(out[2])
                        : "position of agent " + i + " is not finite";
                s.vx[i] = (out[0] - ox) / dt;
                s.vz[i] = (out[2] - oz) / dt;
                s.hitWall[i] = walker.lastClamped() && s.following[i];
            } else {
                s.vx[i] = 0f;
                s.vz[i] = 0f;
            }
        }
    }
}
