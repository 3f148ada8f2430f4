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
 */
final class ResolveCollisionsStage implements CrowdStage {
    private final AgentStore s;
    private final SurfaceWalker walker;
    private final float[] out = new float[3];

    /**
     * @param store  the agents; not null, read and written
     * @param walker moves agents over the crowd's mesh; not null
     */
    ResolveCollisionsStage(AgentStore store, SurfaceWalker walker) {
        this.s = store;
        this.walker = walker;
    }

    @Override
    public String name() {
        return "resolve collisions";
    }

    @Override
    public void run(float dt) {
        int[] ids = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = ids[k];
            s.hitWall[i] = false;
            if (s.external[i]) {
                continue;
            }
            if (s.speed[i] > 0f) {
                float ox = s.px[i], oz = s.pz[i];
                int t = walker.move(s.tri[i], ox, oz, ox + s.vx[i] * dt, oz + s.vz[i] * dt, s.type[i].maxSlopeDeg(), out);
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
