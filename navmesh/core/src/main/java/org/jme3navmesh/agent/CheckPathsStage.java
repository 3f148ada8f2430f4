package org.jme3navmesh.agent;

/**
 * Stage "check paths": finds paths that became invalid. An agent whose last move, made while following its path,
 * was stopped by a wall (or whose path, as the local avoidance found, runs into the mesh boundary) tests its line of sight to the waypoint it walks towards, at most once per
 * {@link CrowdConfig#wallCheckInterval()}; when the line is blocked the corridor no longer leads on from where the
 * agent stands, and the agent is marked for re-planning ({@link AgentStore#replan}).
 */
final class CheckPathsStage implements CrowdStage {
    private final AgentStore s;
    private final SurfaceWalker walker;
    private final float interval;

    /**
     * @param store  the agents; not null, read and written
     * @param walker the walker that tests lines of sight on the crowd's mesh; not null
     * @param config supplies the wall-check interval; not null
     */
    CheckPathsStage(AgentStore store, SurfaceWalker walker, CrowdConfig config) {
        this.s = store;
        this.walker = walker;
        this.interval = config.wallCheckInterval();
    }

    @Override
    public String name() {
        return "check paths";
    }

    @Override
    public void run(float dt) {
        int[] ids = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = ids[k];
            if (!(s.hitWall[i] || s.wallAhead[i]) || s.time - s.lastWallCheck[i] < interval) {
                continue;
            }
            s.lastWallCheck[i] = s.time;
            PathPlan p = s.plan[i];
            if (p == null || s.pending[i]) {
                continue;
            }
            float[] w = p.waypoints();
            int j = 3 * s.wp[i];
            if (!walker.clearLine(s.tri[i], s.px[i], s.pz[i], w[j], w[j + 2], s.type[i].maxSlopeDeg())) {
                s.replan[i] = true;
            }
        }
    }
}
