package org.jme3navmesh.agent;

/**
 * One worker's part of {@link OrcaAvoidance}: plans the velocity of one agent at a time with its own scratch (the
 * half-planes, the walls near the agent, the neighbour list), reading the preferred velocities its avoidance took at
 * the start of the step. Several planners of one avoidance may run at the same time on distinct agents: an agent's
 * result depends only on the crowd's state at the start of the planning.
 *
 * <p>Allocation-free per agent once its buffers have grown to the crowd; not thread-safe (one per worker).
 */
final class OrcaPlanner {
    /** Turn of a blocked preferred velocity, counter-clockwise in (x, z), radians. */
    static final float SIDE_BIAS_RAD = 0.6f;
    private static final float COS_BIAS = (float) Math.cos(SIDE_BIAS_RAD);
    private static final float SIN_BIAS = (float) Math.sin(SIDE_BIAS_RAD);
    /** Squared gap between a leader's preferred and actual velocity above which its follower avoids both, (m/s)^2. */
    private static final float LEADER_INTENT_SQ = 0.01f;
    /** How sharply the agent nearer a shared corner leads: shares change by this per summed radius of lead. */
    private static final float LEAD_GAIN = 10f;
    /** Speed at which a follower expects a leader to come on when it gives way to the leader's intent, m/s. */
    static final float INTENT_SPEED = 1f;
    /** Below this fraction of their top speeds, two agents bound for the same corner queue for it. */
    static final float JAM_SPEED = 0.7f;
    /** Lead, in summed radii, from which a queue order outranks the STUCK rule ({@link #share}). */
    private static final float QUEUE_OVER_STUCK = 0.5f;
    private static final byte STUCK = (byte) AgentState.STUCK.ordinal();

    private final OrcaAvoidance owner;
    private final float range;
    private final int maxNeighbours;
    private final float invHorizon;
    /** The inverse of the neighbours' time horizon for the agent being planned, 1/s. */
    private float invAgentHorizon;
    private final boolean standingGiveWay;

    private final OrcaLines lines;
    private final OrcaWalls walls;
    private final TwoWayLanes lanes;
    private final int[] neighbour;
    private final float[] neighbourD2;
    /** Lines (indices in {@link #lines}) of the neighbours that, when they block the preferred velocity, turn it. */
    private final int[] biasLines;
    private int biasCount;
    /** Number of neighbours the last {@link #addLines} gathered into {@link #neighbour}. */
    private int gatheredCount;
    /** Set by {@link #share}: the pair queues for a shared corner (the nearer one leads). */
    private boolean queued;
    /** True while planning an agent in two-way traffic ({@link #contraflow(AgentStore, int, int)}): no queueing. */
    private boolean contraflow;
    /** The owner's preferred velocities, by agent id, for the current step. */
    private float[] prefX, prefZ;

    /**
     * @param owner  the avoidance whose preferred velocities this reads; not null
     * @param walls  the mesh boundary; not null, shared (immutable)
     * @param config supplies the neighbour range and count, the time horizons and the standing agents' rule; not null
     */
    OrcaPlanner(OrcaAvoidance owner, WallSegments walls, CrowdConfig config) {
        this.owner = owner;
        this.walls = new OrcaWalls(walls, config.wallTimeHorizon());
        this.lanes = new TwoWayLanes(walls);
        this.range = config.neighbourRange();
        this.maxNeighbours = config.maxNeighbours();
        this.invHorizon = 1f / config.timeHorizon();
        this.standingGiveWay = config.standingGiveWay();
        // Walls, then per neighbour its line and at most one more for a leader's intent: the arrays never grow.
        this.lines = new OrcaLines(OrcaWalls.MAX_WALLS + 2 * maxNeighbours);
        this.neighbour = new int[maxNeighbours];
        this.neighbourD2 = new float[maxNeighbours];
        this.biasLines = new int[maxNeighbours];
    }

    /**
     * Plans agent i's desired velocity ({@link AgentStore#dvx}, {@link AgentStore#dvz}) and its
     * {@link AgentStore#wallAhead}.
     *
     * @param s    the agents; not null, agent i's desired velocity modified
     * @param grid the agents by position; not null, unaffected
     * @param i    an active agent
     * @param dt   the step, seconds
     */
    void plan(AgentStore s, AgentGrid grid, int i, float dt) {
        readyFor(grid);
        planAgent(s, grid, i, dt);
    }

    private void planAgent(AgentStore s, AgentGrid grid, int i, float dt) {
        float maxSpeed = s.type[i].maxSpeed();
        int hard = addLines(s, grid, i, dt);
        solve(s, i, maxSpeed, hard);
        owner.contacts.record(s, i, neighbour, gatheredCount);
    }

    /**
     * Agent i's half-planes as {@link #plan} builds them, for debug views between steps: line k at
     * out[4k .. 4k + 3] (point x, point z, unit direction x, z) for the lines that fit.
     *
     * @param s    the agents; not null, unaffected
     * @param grid the agents by position; not null, unaffected
     * @param i    an active agent
     * @param dt   the step, seconds
     * @param out  receives the lines; not null, modified
     * @return the number of lines (possibly more than fit)
     */
    int halfPlanes(AgentStore s, AgentGrid grid, int i, float dt, float[] out) {
        readyFor(grid);
        addLines(s, grid, i, dt);
        return lines.copyTo(out);
    }

    /**
     * The neighbours {@link #plan} reads for agent i, nearest first, for debug views.
     *
     * @param s    the agents; not null, unaffected
     * @param grid the agents by position; not null, unaffected
     * @param i    an active agent
     * @param out  receives agent ids at out[0 .. min(count, out.length)); not null, modified
     * @return the number of neighbours (possibly more than out holds)
     */
    int neighbours(AgentStore s, AgentGrid grid, int i, int[] out) {
        readyFor(grid);
        int n = gatherNeighbours(s, grid, i);
        System.arraycopy(neighbour, 0, out, 0, Math.min(n, out.length));
        return n;
    }

    private void readyFor(AgentGrid grid) {
        prefX = owner.prefX;
        prefZ = owner.prefZ;
    }

    /** Agent i's half-planes into {@link #lines}: the walls' (their count is returned), then the neighbours'. */
    private int addLines(AgentStore s, AgentGrid grid, int i, float dt) {
        float x = s.px[i], z = s.pz[i];
        float r = s.type[i].radius();
        float maxSpeed = s.type[i].maxSpeed();
        lines.clear();
        walls.addLines(s, i, maxSpeed, lines);
        int hard = lines.count();
        int nn = gatherNeighbours(s, grid, i);
        gatheredCount = nn;
        float vx = s.vx[i], vz = s.vz[i];
        invAgentHorizon = owner.swept.swept(i, s.time) ? 1f / SweptAgents.HORIZON : invHorizon;
        boolean standing = !s.following[i];
        biasCount = 0;
        contraflow = contraflow(s, i, nn);
        for (int k = 0; k < nn; k++) {
            int j = neighbour[k];
            float share = share(s, i, j, standing);
            if (share <= 0f) {
                continue; // j takes all of the avoidance
            }
            // A standing agent that gives way answers what a walking neighbour wants to do, not what it does: the
            // walker already steers round it, so its velocity alone would never ask the stander to move.
            boolean anticipate = standing && standingGiveWay && s.following[j];
            float ovx = anticipate ? prefX[j] : s.vx[j], ovz = anticipate ? prefZ[j] : s.vz[j];
            float px = prefX[i] - prefX[j], pz = prefZ[i] - prefZ[j];
            float combined = r + s.type[j].radius();
            addAgentLine(x, z, vx, vz, s.px[j], s.pz[j], ovx, ovz, combined, share, dt, px, pz, i < j);
            if (!queued) {
                biasLines[biasCount++] = lines.count() - 1;
            }
            // Giving way to a walker means clearing the way it wants to go, not only the one it goes (it may be
            // waiting for us): avoid its preferred velocity as well.
            if (queued && share >= 1f && s.following[j]
                    && AgentStore.dist2xz(prefX[j], prefZ[j], s.vx[j], s.vz[j]) > LEADER_INTENT_SQ) {
                float pj = (float) Math.sqrt(prefX[j] * prefX[j] + prefZ[j] * prefZ[j]);
                float scale = pj > INTENT_SPEED ? INTENT_SPEED / pj : 1f;
                addAgentLine(x, z, vx, vz, s.px[j], s.pz[j], prefX[j] * scale, prefZ[j] * scale, combined, 1f, dt,
                        px, pz, i < j);
            }
        }
        return hard;
    }

    private void solve(AgentStore s, int i, float maxSpeed, int hard) {
        float prefX = s.dvx[i], prefZ = s.dvz[i];
        s.wallAhead[i] = s.following[i] && violates(0, hard, prefX, prefZ);
        // keepSide first: one boundary search, and on open ground or in its lane the agent needs no more.
        if (contraflow && !owner.doors.waiting(i) && lanes.keepSide(s, i, prefX, prefZ)
                && lanes.oncoming(s, i, neighbour, gatheredCount, this.prefX, this.prefZ)) {
            prefX = lanes.x;
            prefZ = lanes.z;
        }
        if (blockedForBias(prefX, prefZ)) {
            float bx = prefX * COS_BIAS - prefZ * SIN_BIAS;
            float bz = prefX * SIN_BIAS + prefZ * COS_BIAS;
            if (WallSideTurn.stalled(s, i) && violates(0, hard, bx, bz)) {
                float cx = prefX * WallSideTurn.COS + prefZ * WallSideTurn.SIN;
                float cz = -prefX * WallSideTurn.SIN + prefZ * WallSideTurn.COS;
                if (!violates(0, hard, cx, cz)) {
                    bx = cx;
                    bz = cz;
                }
            }
            prefX = bx;
            prefZ = bz;
        }
        lines.solve(maxSpeed, prefX, prefZ, hard);
        float nvx = lines.vx, nvz = lines.vy;
        assert Float.isFinite(nvx) && Float.isFinite(nvz) : "ORCA velocity of agent " + i + " is not finite";
        if (Float.isFinite(nvx) && Float.isFinite(nvz)) {
            s.dvx[i] = nvx;
            s.dvz[i] = nvz;
        }
    }

    /** True when the velocity lies outside one of the half-planes [from, to). */
    private boolean violates(int from, int to, float vx, float vz) {
        for (int k = from; k < to; k++) {
            if (lines.violatedBy(k, vx, vz)) {
                return true;
            }
        }
        return false;
    }

    /** True when velocity (vx, vz) lies outside the half-plane of a neighbour it does not queue behind. */
    private boolean blockedForBias(float vx, float vz) {
        for (int k = 0; k < biasCount; k++) {
            if (lines.violatedBy(biasLines[k], vx, vz)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when agents i and j both follow paths, walk slower than {@value #JAM_SPEED} of their top speeds, and head
     * for next corners within two summed radii ({@code rr}, metres) of each other that their paths leave the same way
     * ({@link NextCorners#shared}).
     */
    private boolean sharesCorner(AgentStore s, int i, int j, float rr) {
        return owner.corners.shared(i, j, rr);
    }

    /**
     * True when a walking neighbour of agent i (among the first nn of {@link #neighbour}) prefers to walk against it
     * (preferred velocities more than 90 degrees apart) without sharing its corner: two-way traffic, where agents
     * must pass each other rather than queue.
     */
    private boolean contraflow(AgentStore s, int i, int nn) {
        if (!s.following[i]) {
            return false;
        }
        for (int k = 0; k < nn; k++) {
            int j = neighbour[k];
            if (s.following[j] && !owner.doors.waiting(j) && prefX[i] * prefX[j] + prefZ[i] * prefZ[j] < 0f
                    && !sharesCorner(s, i, j, s.type[i].radius() + s.type[j].radius())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The share of the avoidance between agents i and j that agent i takes. Two walkers of equal priority that queue
     * for corners near each other ({@link #followShare}), one of them at least in a one-lane door's queue
     * ({@link DoorTurns#passing}: it comes through the door in its direction's turn or leaves its throat), whose
     * distances to their first shared corner ({@link CornerOrder}) differ by at least {@value #QUEUE_OVER_STUCK} of
     * their summed radii, keep that order even when one of them is STUCK, provided the one further back is in the
     * door's queue: at a doorway the agents further back turn STUCK first, and giving them right of way over the one
     * at the mouth stops the queue. Closer than that, the stuck rule still frees two agents pressed together at a
     * mouth. An agent further back that is not in a door's queue (outside the door's zone, or waiting for its turn)
     * keeps the stuck rule: the tail of a queue behind a door's waiters that has made no progress goes first.
     */
    private float share(AgentStore s, int i, int j, boolean iStanding) {
        queued = false;
        float dx = s.px[j] - s.px[i], dz = s.pz[j] - s.pz[i];
        float rr = s.type[i].radius() + s.type[j].radius();
        if (dx * dx + dz * dz <= rr * rr) {
            return 0.5f;
        }
        boolean jStanding = !s.following[j];
        if (iStanding != jStanding) {
            if (iStanding) {
                return standingGiveWay ? 0.5f : 0f;
            }
            return 1f;
        }
        boolean iWaits = owner.doors.waiting(i);
        if (!iStanding && iWaits != owner.doors.waiting(j)) {
            return iWaits ? 1f : 0f; // a walker waiting for its turn at a door gives way
        }
        int pi = s.priority[i], pj = s.priority[j];
        if (pi != pj) {
            return pi > pj ? 1f : 0f;
        }
        if (!iStanding && !contraflow && sharesCorner(s, i, j, rr)) {
            boolean iPassing = owner.doors.passing(i);
            if (iPassing || owner.doors.passing(j)) {
                float lead = CornerOrder.lead(s, i, j, rr, true);
                if (Math.abs(lead) >= QUEUE_OVER_STUCK * rr && (lead > 0f ? iPassing : owner.doors.passing(j))) {
                    queued = true;
                    return queueShare(lead, rr); // a clear queue order outranks the stuck rule below
                }
            }
        }
        if (!iStanding) {
            // Right of way for the starved: a walker that has made no progress for the stuck time goes first.
            boolean iStuck = s.state[i] == STUCK, jStuck = s.state[j] == STUCK;
            if (iStuck != jStuck) {
                return iStuck ? 0f : 1f;
            }
        }
        return iStanding ? 0.5f : followShare(s, i, j, dx, dz, rr);
    }

    /**
     * Between two walkers of equal priority, who leads. <b>Queueing:</b> unless agent i is in two-way traffic
     * ({@link #contraflow}), when both walk slower than
     * {@value #JAM_SPEED} of their top speeds towards next corners within two summed radii of each other that their
     * paths leave the same way (less than 90 degrees apart; a path's last waypoint is no corner), the one nearer
     * the corner goes first: agent i takes 0.5 plus {@value #LEAD_GAIN}/2 times how much further from it it is than
     * j, in summed radii, clamped to [0, 1]; the corner is their first shared one ({@link CornerOrder}) when one of
     * them at least is in a one-lane door's queue ({@link DoorTurns#passing}), else each one's next. A crowd pressing
     * towards a doorway then lets one agent after the other through instead of forming an arch of agents that all
     * wait for each other. <b>Following:</b> otherwise, the one behind gives way to the one ahead along the sum of their unit preferred velocities: agent i takes 0.5
     * plus half of how far j leads it along that direction, in summed radii, clamped to [0, 1]; agents walking
     * towards each other (preferred velocities more than 90 degrees apart) share half. The two shares always add up
     * to 1. Sets {@link #queued}.
     */
    private float followShare(AgentStore s, int i, int j, float dx, float dz, float rr) {
        if (!contraflow && sharesCorner(s, i, j, rr)) {
            queued = true;
            boolean doorQueue = owner.doors.passing(i) || owner.doors.passing(j);
            return queueShare(CornerOrder.lead(s, i, j, rr, doorQueue), rr);
        }
        float ax = prefX[i], az = prefZ[i], bx = prefX[j], bz = prefZ[j];
        float[] prefLength = owner.prefLength;
        float la = prefLength[i], lb = prefLength[j];
        if (la < 1e-6f || lb < 1e-6f || ax * bx + az * bz <= 0f) {
            return 0.5f;
        }
        float[] unitX = owner.prefUnitX, unitZ = owner.prefUnitZ;
        float cx = unitX[i] + unitX[j], cz = unitZ[i] + unitZ[j];
        float cl = (float) Math.sqrt(cx * cx + cz * cz);
        float lead = (dx * cx + dz * cz) / (cl * rr);
        return Math.max(0f, Math.min(1f, 0.5f + 0.5f * lead));
    }

    /** Agent i's share in a queue, where it is {@code lead} metres further than j from their corner. */
    private static float queueShare(float lead, float rr) {
        return Math.max(0f, Math.min(1f, 0.5f + 0.5f * LEAD_GAIN * lead / rr));
    }

    /**
     * RVO2's agent half-plane, with agent i taking {@code share} of the avoidance. Positions and velocities in
     * (x, z); the combined radius in metres. Two agents at the same place with the same velocity part along
     * the unit difference of their preferred velocities ((prefDx, prefDz), agent i's minus the other's: the faster
     * one goes ahead), or +x for the smaller id ({@code smallerId}: agent i's is) and -x for the other when those
     * are equal.
     */
    private void addAgentLine(float x, float z, float vx, float vz, float ox, float oz, float ovx, float ovz,
                              float combined, float share, float dt, float prefDx, float prefDz, boolean smallerId) {
        float rpx = ox - x, rpz = oz - z;
        float rvx = vx - ovx, rvz = vz - ovz;
        float distSq = rpx * rpx + rpz * rpz;
        float combinedSq = combined * combined;
        float dirX, dirZ, ux, uz;
        if (distSq > combinedSq) {
            float wx = rvx - invAgentHorizon * rpx, wz = rvz - invAgentHorizon * rpz;
            float wSq = wx * wx + wz * wz;
            float dot1 = wx * rpx + wz * rpz;
            if (dot1 < 0f && dot1 * dot1 > combinedSq * wSq) {
                // Project on the cut-off circle.
                float wl = (float) Math.sqrt(wSq);
                float uwx = wx / wl, uwz = wz / wl;
                dirX = uwz;
                dirZ = -uwx;
                ux = (combined * invAgentHorizon - wl) * uwx;
                uz = (combined * invAgentHorizon - wl) * uwz;
            } else {
                // Project on a leg; the same handedness for both agents of a pair.
                float leg = (float) Math.sqrt(distSq - combinedSq);
                if (OrcaLines.det(rpx, rpz, wx, wz) > 0f) {
                    dirX = (rpx * leg - rpz * combined) / distSq;
                    dirZ = (rpx * combined + rpz * leg) / distSq;
                } else {
                    dirX = -(rpx * leg + rpz * combined) / distSq;
                    dirZ = -(-rpx * combined + rpz * leg) / distSq;
                }
                float dot2 = rvx * dirX + rvz * dirZ;
                ux = dot2 * dirX - rvx;
                uz = dot2 * dirZ - rvz;
            }
        } else {
            // Already overlapping: get apart within one step.
            float inv = 1f / dt;
            float wx = rvx - inv * rpx, wz = rvz - inv * rpz;
            float wl = (float) Math.sqrt(wx * wx + wz * wz);
            float uwx, uwz;
            if (wl < 1e-6f) {
                // Same velocity, one step from touching: part along the line between them, or the side.
                float pl = (float) Math.sqrt(prefDx * prefDx + prefDz * prefDz);
                float sideX = pl > 1e-6f ? prefDx / pl : (smallerId ? 1f : -1f), sideZ = pl > 1e-6f ? prefDz / pl : 0f;
                float d = (float) Math.sqrt(distSq);
                uwx = d > 1e-6f ? -rpx / d : sideX;
                uwz = d > 1e-6f ? -rpz / d : sideZ;
                wl = 0f;
            } else {
                uwx = wx / wl;
                uwz = wz / wl;
            }
            dirX = uwz;
            dirZ = -uwx;
            ux = (combined * inv - wl) * uwx;
            uz = (combined * inv - wl) * uwz;
        }
        lines.add(vx + share * ux, vz + share * uz, dirX, dirZ);
    }

    /** The nearest neighbours of agent i into {@link #neighbour}, nearest first; returns their number. */
    private int gatherNeighbours(AgentStore s, AgentGrid grid, int i) {
        return grid.nearest(i, range, maxNeighbours, neighbour, neighbourD2);
    }
}
