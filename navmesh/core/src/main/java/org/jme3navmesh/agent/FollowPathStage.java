package org.jme3navmesh.agent;

/**
 * Stage "follow path": for every agent with a path, passes the waypoints it has reached (within the corner radius of
 * the waypoint, or of its outer lane point in two-way traffic: {@link CornerLanes}; with the next one in sight; or, once
 * stalled, pushed past it with the next one in sight: {@link CornerSkip}),
 * detects arrival at the path's end, and sets the desired velocity ({@link AgentStore#dvx}, {@link AgentStore#dvz})
 * towards the waypoint ahead (or its lane point) at top speed, slowing down linearly
 * over the last {@link CrowdConfig#slowDownDistance()} metres, and before a sharp turn into a slot
 * ({@link CornerSpeed}). Progress along the path goes to the
 * {@link StuckRecovery}. Agents without a path get a zero desired velocity.
 *
 * <p>At the path's end (within the arrival radius, or beside agents that occupy it: {@link OccupiedGoals}) an agent
 * has ARRIVED (or is UNREACHABLE when the path was partial), unless its target moved
 * since the path was planned: then it is marked for re-planning.
 */
final class FollowPathStage implements CrowdStage {
    private static final float EPS = 1e-6f;

    private final AgentStore s;
    private final SurfaceWalker walker;
    private final StuckRecovery stuck;
    private final float corner2;
    private final float arrivalRadius;
    private final float slowDown;
    private final CrowdLinks links;
    private final CornerSpeed cornerSpeed;
    private final OccupiedGoals occupied;
    private final CornerLanes lanes;
    private final CornerSkip skip;

    /**
     * @param store  the agents; not null, read and written
     * @param walker tests lines of sight on the crowd's mesh; not null
     * @param stuck  told the progress of every agent that follows a path; not null
     * @param config supplies the corner and arrival radii and the slow-down distance; not null
     * @param links  the agents on off-mesh links: agents on a link are not steered here, and a link's entry
     *               waypoint is never cut (it hands the agent to the link); not null
     * @param occupied tells arrival beside agents that occupy the goal; not null
     */
    FollowPathStage(AgentStore store, SurfaceWalker walker, StuckRecovery stuck, CrowdConfig config, CrowdLinks links,
                    OccupiedGoals occupied) {
        this.links = links;
        this.occupied = occupied;
        this.s = store;
        this.walker = walker;
        this.stuck = stuck;
        this.corner2 = config.cornerRadius() * config.cornerRadius();
        this.arrivalRadius = config.arrivalRadius();
        this.slowDown = config.slowDownDistance();
        this.cornerSpeed = new CornerSpeed(store, walker);
        this.lanes = new CornerLanes(store, walker);
        this.skip = new CornerSkip(store, walker);
    }

    @Override
    public String name() {
        return "follow path";
    }

    @Override
    public void run(float dt) {
        lanes.collect();
        int[] ids = s.ids();
        for (int k = 0, n = s.activeCount; k < n; k++) {
            int i = ids[k];
            s.dvx[i] = 0f;
            s.dvz[i] = 0f;
            s.avoidScale[i] = 1f;
            s.following[i] = false;
            PathPlan p = s.plan[i];
            if (p != null) {
                follow(i, p);
            } else if (s.pending[i]) {
                s.lastProgress[i] = s.time; // waiting for a first path is not being stuck
            }
        }
    }

    private void follow(int i, PathPlan p) {
        if (links.onLink(i)) {
            return; // the off-mesh link stage moves it
        }
        float[] w = p.waypoints();
        int n = w.length / 3;
        int k = s.wp[i];
        while (k < n - 1 && !p.isLinkEntry(k) && canAdvance(i, p, k)) {
            k++;
        }
        s.wp[i] = k;
        lanes.aim(i, p, k);
        float ddx = lanes.x - s.px[i], ddz = lanes.z - s.pz[i];
        float d = (float) Math.sqrt(ddx * ddx + ddz * ddz);
        if (k == n - 1 && (d <= arrivalRadius || occupied.arrivedBeside(s, i, w[3 * k], w[3 * k + 2]))) {
            reachedEnd(i, p);
            return;
        }
        if (p.isLinkEntry(k) && links.steerAtEntry(i, p, k, d)) {
            return;
        }
        float remaining = d + s.suffix[i][k];
        s.following[i] = true;
        float speed = s.type[i].maxSpeed();
        if (slowDown > 0f && remaining < slowDown) {
            speed *= remaining / slowDown;
            s.avoidScale[i] = remaining / slowDown;
        }
        if (k < n - 1 && !p.isLinkEntry(k)) {
            speed = cornerSpeed.limit(i, w, k, d, speed);
        }
        if (d > EPS) {
            s.dvx[i] = ddx / d * speed;
            s.dvz[i] = ddz / d * speed;
        }
        stuck.track(i, remaining);
    }

    /**
     * True when waypoint k counts as passed: within the corner radius of its lane point and the next waypoint is in
     * sight, so cutting the corner never walks into its wall (without sight the agent keeps
     * steering at the corner, which brings it round); further out, only for a stalled agent past it ({@link CornerSkip}).
     */
    private boolean canAdvance(int i, PathPlan p, int k) {
        float[] w = p.waypoints();
        lanes.aim(i, p, k);
        if (AgentStore.dist2xz(s.px[i], s.pz[i], lanes.x, lanes.z) > corner2) {
            return skip.seesPast(i, p, k);
        }
        return walker.clearLine(s.tri[i], s.px[i], s.pz[i], w[3 * k + 3], w[3 * k + 5], s.type[i].maxSlopeDeg());
    }

    private void reachedEnd(int i, PathPlan p) {
        boolean targetMoved = s.hasTarget[i]
                && AgentStore.dist2xz(s.tx[i], s.tz[i], s.gx[i], s.gz[i]) > arrivalRadius * arrivalRadius;
        s.dropPath(i);
        if (targetMoved) {
            s.replan[i] = true; // a small target move, caught up now
            return;
        }
        if (p.status() == PathPlan.Status.PARTIAL) {
            s.setState(i, AgentState.UNREACHABLE);
            return;
        }
        s.setState(i, AgentState.ARRIVED);
        s.arrivals[i]++;
        s.noteArrival(i);
    }
}
