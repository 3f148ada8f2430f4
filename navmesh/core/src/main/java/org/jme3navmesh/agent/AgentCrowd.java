package org.jme3navmesh.agent;

import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.jme3navmesh.mesh.NavMesh;

/**
 * A crowd of agents walking a navmesh: path following with acceleration, a turn-rate limit and
 * arrival slow-down; separation steering over a spatial hash; re-planning when the target moves,
 * the path is blocked, or periodically; stuck detection with recovery; and on-mesh clamping after
 * every move. Pure logic: no rendering and no scene graph.
 *
 * <p><b>Threading.</b> Everything except the planner's answer runs on one simulation thread (the
 * thread that calls {@link #step}). Paths are requested from a {@link PathPlanner}; its answers
 * may arrive on any thread, are queued, and are applied at the start of the next {@link #step}.
 * Agent state is never touched by a worker.
 *
 * <p><b>Data layout.</b> Agents are dense int ids with their state in parallel primitive arrays;
 * a step allocates nothing but one small array (cumulative path lengths) per applied path answer.
 *
 * <p><b>Units.</b> World space, metres, Y up, seconds. Agents stay on the mesh: a position always
 * lies on a triangle passable for the agent's type, with Y on the surface.
 */
public final class AgentCrowd {
    private static final float EPS = 1e-6f;
    /** Weight of the sidestep to the right when a neighbour is ahead, relative to the push away from it. */
    private static final float SIDESTEP = 0.5f;
    private static final AgentState[] STATES = AgentState.values();
    /**
     * A periodic re-plan replaces the current path only when what remains of the new one is at least this much
     * shorter, metres. Planners are not exactly optimal (A* over triangles ranks routes by a proxy of the funnel
     * length), so two routes of nearly equal length can swap ranks as the agent moves; adopting every answer then
     * sends the agent back and forth between them forever.
     */
    private static final float REFRESH_MIN_GAIN = 0.1f;

    private final NavMesh mesh;
    private final CrowdConfig config;
    private final PathPlanner planner;
    private final SurfaceWalker walker;
    private final AgentGrid grid = new AgentGrid();
    private final ConcurrentLinkedQueue<PathPlan> inbox = new ConcurrentLinkedQueue<>();
    private final PathPlanner.Sink sink = inbox::add;
    private final SplittableRandom random;
    private final float[] tmp3 = new float[3];
    private final float[] startScratch = new float[3];
    private final float[] goalScratch = new float[3];
    private ArrivalListener arrivalListener;

    // ---- per-agent state, parallel arrays indexed by agent id ----
    private int capacity;
    private int high;
    private int activeCount;
    private int[] ids = new int[0];
    private boolean idsDirty = true;
    private int[] free = new int[0];
    private int freeCount;
    private boolean[] active;
    private AgentType[] type;
    private float[] px, py, pz;
    private float[] fx, fz;
    private float[] speed;
    private float[] vx, vz;
    private int[] tri;
    private byte[] state;
    private boolean[] hasTarget;
    private float[] tx, ty, tz;
    private float[] gx, gy, gz;
    private PathPlan[] plan;
    private float[][] suffix;
    private int[] wp;
    private long[] ticket;
    private boolean[] pending;
    /** True while the request in flight is a periodic refresh (adopted only when shorter), not a forced re-plan. */
    private boolean[] refresh;
    private double[] nextReplan;
    private double[] lastWallCheck;
    private float[] bestRemaining;
    private double[] lastProgress;
    private int[] recoveries;
    private int[] arrivals;
    private int[] pathVersion;
    private boolean[] external;

    private int[] arrivedNow = new int[16];
    private int arrivedNowCount;
    private float maxRadius;
    private int pathsVersion;
    private final java.util.Map<Float, ReachableTargets> reachable = new java.util.HashMap<>();
    /** Wander-target search state, created on first use. */
    private WanderSampler wander;

    // ---- statistics ----
    private double time;
    private long steps;
    private double totalUpdateMs;
    private double lastUpdateMs;
    private long plansReceived;
    private double totalPathMs;
    private double lastPathMs;
    private long requests;

    /**
     * @param mesh    the navmesh the agents walk on; not null
     * @param planner answers path requests; not null
     * @param config  steering parameters; not null
     * @param seed    seed for the random nudges of stuck recovery
     */
    public AgentCrowd(NavMesh mesh, PathPlanner planner, CrowdConfig config, long seed) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        this.planner = Objects.requireNonNull(planner, "planner");
        this.config = Objects.requireNonNull(config, "config");
        if (mesh.triangleCount() == 0) {
            throw new IllegalArgumentException("navmesh has no triangles");
        }
        this.walker = new SurfaceWalker(mesh);
        this.random = new SplittableRandom(seed);
        grow(16);
    }

    // =====================================================================================
    // Agents
    // =====================================================================================

    /**
     * Adds an agent at the mesh point nearest to (x, y, z), searching 2 m sideways and 4 m vertically.
     *
     * @return the new agent's id (ids of removed agents are reused)
     * @throws IllegalArgumentException when the point is not finite or no triangle is near it
     */
    public int add(AgentType agentType, float x, float y, float z) {
        Objects.requireNonNull(agentType, "agentType");
        requireFinite("position", x, y, z);
        int t = mesh.findNearest(x, y, z, 2f, 4f, 2f, tmp3);
        if (t < 0) {
            throw new IllegalArgumentException("agent position (" + x + ", " + y + ", " + z + ") is off the navmesh");
        }
        int i;
        if (freeCount > 0) {
            i = free[--freeCount];
        } else {
            if (high == capacity) {
                grow(capacity * 2);
            }
            i = high++;
        }
        active[i] = true;
        type[i] = agentType;
        px[i] = tmp3[0];
        py[i] = tmp3[1];
        pz[i] = tmp3[2];
        fx[i] = 0f;
        fz[i] = 1f;
        speed[i] = 0f;
        vx[i] = vz[i] = 0f;
        tri[i] = t;
        state[i] = (byte) AgentState.IDLE.ordinal();
        hasTarget[i] = false;
        plan[i] = null;
        suffix[i] = null;
        wp[i] = 0;
        ticket[i]++;
        pending[i] = false;
        recoveries[i] = 0;
        arrivals[i] = 0;
        pathVersion[i]++;
        pathsVersion++;
        external[i] = false;
        lastWallCheck[i] = -1e9;
        lastProgress[i] = time;
        maxRadius = Math.max(maxRadius, agentType.radius());
        activeCount++;
        idsDirty = true;
        return i;
    }

    /** Removes an agent; answers still in flight for it are dropped. Its id may be reused by {@link #add}. */
    public void remove(int agent) {
        check(agent);
        active[agent] = false;
        ticket[agent]++;
        plan[agent] = null;
        suffix[agent] = null;
        activeCount--;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, Math.max(8, 2 * free.length));
        }
        free[freeCount++] = agent;
        idsDirty = true;
    }

    /**
     * Sets an agent's target (world, metres). A new path is requested when the agent has no path,
     * or when the target is more than {@link CrowdConfig#replanThreshold()} from the goal of its
     * current path; smaller moves keep the current path and are caught up at its end.
     */
    public void setTarget(int agent, float x, float y, float z) {
        check(agent);
        requireFinite("target", x, y, z);
        tx[agent] = x;
        ty[agent] = y;
        tz[agent] = z;
        boolean had = hasTarget[agent];
        hasTarget[agent] = true;
        boolean hasPath = plan[agent] != null || pending[agent];
        float thr = config.replanThreshold();
        if (!had || !hasPath || dist2(x, y, z, gx[agent], gy[agent], gz[agent]) > thr * thr) {
            lastProgress[agent] = time;
            if (state(agent) != AgentState.STUCK) {
                setState(agent, AgentState.MOVING);
            }
            requestPath(agent);
        }
    }

    /** Clears an agent's target; it stops and becomes IDLE. */
    public void clearTarget(int agent) {
        check(agent);
        hasTarget[agent] = false;
        ticket[agent]++;
        pending[agent] = false;
        plan[agent] = null;
        suffix[agent] = null;
        pathVersion[agent]++;
        pathsVersion++;
        setState(agent, AgentState.IDLE);
    }

    /**
     * Physical mode: the crowd computes the agent's velocity but does not move it; the caller moves
     * its body and reports the position with {@link #syncPosition}.
     */
    public void setExternallyMoved(int agent, boolean externallyMoved) {
        check(agent);
        external[agent] = externallyMoved;
    }

    /**
     * Reports where an externally moved agent's body is (world, metres). The agent's navmesh position
     * follows it across passable triangles and stays on the mesh when the body leaves it.
     */
    public void syncPosition(int agent, float x, float y, float z) {
        check(agent);
        requireFinite("position", x, y, z);
        int t = walker.move(tri[agent], px[agent], pz[agent], x, z, type[agent].maxSlopeDeg(), tmp3);
        float dx = tmp3[0] - x, dz = tmp3[2] - z;
        if (dx * dx + dz * dz > 1f) {
            // Far jump (teleport or a long fall): locate from scratch when possible.
            int n = mesh.findNearest(x, y, z, 2f, 4f, 2f, tmp3);
            if (n >= 0) {
                t = n;
            } else {
                t = walker.move(tri[agent], px[agent], pz[agent], x, z, type[agent].maxSlopeDeg(), tmp3);
            }
        }
        tri[agent] = t;
        px[agent] = tmp3[0];
        py[agent] = tmp3[1];
        pz[agent] = tmp3[2];
    }

    /** Asks every agent that follows a path or waits for one to re-plan (e.g. after the world changed). */
    public void invalidatePaths() {
        for (int i = 0; i < high; i++) {
            if (active[i] && hasTarget[i] && (plan[i] != null || pending[i])) {
                requestPath(i);
            }
        }
    }

    /** Sets the listener told about arrivals (on the simulation thread, after a step's movement); null for none. */
    public void setArrivalListener(ArrivalListener listener) {
        this.arrivalListener = listener;
    }

    // =====================================================================================
    // Simulation
    // =====================================================================================

    /**
     * Advances the simulation by dt seconds: applies queued path answers, steers, moves and clamps
     * every agent, runs re-planning and stuck detection, then tells the arrival listener.
     *
     * @param dt step in seconds, in (0, 1]
     */
    public void step(float dt) {
        if (!(dt > 0f && dt <= 1f)) {
            throw new IllegalArgumentException("dt must be in (0, 1] seconds, got " + dt);
        }
        long t0 = System.nanoTime();
        applyPlans();
        time += dt;
        if (idsDirty) {
            rebuildIds();
        }
        float cell = 2f * maxRadius + config.separationMargin();
        if (config.separationWeight() > 0f) {
            grid.build(ids, activeCount, px, pz, Math.max(cell, 0.1f), capacity);
        }
        arrivedNowCount = 0;
        for (int k = 0; k < activeCount; k++) {
            update(ids[k], dt);
        }
        steps++;
        lastUpdateMs = (System.nanoTime() - t0) / 1e6;
        totalUpdateMs += lastUpdateMs;
        if (arrivalListener != null) {
            for (int k = 0; k < arrivedNowCount; k++) {
                int i = arrivedNow[k];
                if (active[i] && state(i) == AgentState.ARRIVED) {
                    arrivalListener.arrived(this, i);
                }
            }
        }
    }

    private void update(int i, float dt) {
        AgentType ty0 = type[i];
        float maxSpd = ty0.maxSpeed();
        float dvx = 0f, dvz = 0f;
        float sepScale = 1f;
        PathPlan p = plan[i];
        boolean following = false;
        if (p != null) {
            float[] w = p.waypoints();
            int n = w.length / 3;
            int k = wp[i];
            float corner2 = config.cornerRadius() * config.cornerRadius();
            while (k < n - 1 && canAdvance(i, w, k, corner2)) {
                k++;
            }
            wp[i] = k;
            float ddx = w[3 * k] - px[i], ddz = w[3 * k + 2] - pz[i];
            float d = (float) Math.sqrt(ddx * ddx + ddz * ddz);
            float remaining = d + suffix[i][k];
            if (k == n - 1 && d <= config.arrivalRadius()) {
                reachedEnd(i);
            } else {
                following = true;
                float s = maxSpd;
                float slow = config.slowDownDistance();
                if (slow > 0f && remaining < slow) {
                    s *= remaining / slow;
                    sepScale = remaining / slow;
                }
                if (d > EPS) {
                    dvx = ddx / d * s;
                    dvz = ddz / d * s;
                }
                trackProgress(i, remaining);
            }
        } else if (pending[i]) {
            lastProgress[i] = time; // waiting for a first path is not being stuck
        }

        if (config.separationWeight() > 0f) {
            float[] sep = tmp3;
            separation(i, sep);
            float wgt = config.separationWeight() * maxSpd * sepScale;
            dvx += sep[0] * wgt;
            dvz += sep[1] * wgt;
        }
        float ds = (float) Math.sqrt(dvx * dvx + dvz * dvz);
        if (ds > maxSpd) {
            dvx *= maxSpd / ds;
            dvz *= maxSpd / ds;
            ds = maxSpd;
        }

        // Turn-rate limit: rotate the facing towards the desired direction by at most turnRate * dt.
        float target = 0f;
        if (ds > 1e-3f) {
            float ux = dvx / ds, uz = dvz / ds;
            float f0x = fx[i], f0z = fz[i];
            float dot = f0x * ux + f0z * uz;
            float maxTurn = (float) Math.toRadians(ty0.turnRateDeg()) * dt;
            if (maxTurn >= Math.PI || dot >= (float) Math.cos(maxTurn)) {
                fx[i] = ux;
                fz[i] = uz;
            } else {
                float cross = f0x * uz - f0z * ux;
                float a = cross >= 0f ? maxTurn : -maxTurn;
                float c = (float) Math.cos(a), sn = (float) Math.sin(a);
                float nx = f0x * c - f0z * sn, nz = f0x * sn + f0z * c;
                float len = (float) Math.sqrt(nx * nx + nz * nz);
                fx[i] = nx / len;
                fz[i] = nz / len;
            }
            // Walk slower while facing away from where we want to go: turn first, then run.
            float align = fx[i] * ux + fz[i] * uz;
            target = align > 0f ? ds * align : 0f;
        }
        float accel = ty0.maxAccel() * dt;
        float sp = speed[i];
        sp += Math.max(-accel, Math.min(accel, target - sp));
        speed[i] = sp;
        float mvx = fx[i] * sp, mvz = fz[i] * sp;

        if (external[i]) {
            vx[i] = mvx;
            vz[i] = mvz;
            return;
        }
        if (sp > 0f) {
            float ox = px[i], oz = pz[i];
            int t = walker.move(tri[i], ox, oz, ox + mvx * dt, oz + mvz * dt, ty0.maxSlopeDeg(), tmp3);
            tri[i] = t;
            px[i] = tmp3[0];
            py[i] = tmp3[1];
            pz[i] = tmp3[2];
            vx[i] = (px[i] - ox) / dt;
            vz[i] = (pz[i] - oz) / dt;
            if (walker.lastClamped() && following && time - lastWallCheck[i] >= config.wallCheckInterval()) {
                lastWallCheck[i] = time;
                PathPlan q = plan[i];
                if (q != null && !pending[i]) {
                    float[] w = q.waypoints();
                    int k = wp[i];
                    if (!walker.clearLine(t, px[i], pz[i], w[3 * k], w[3 * k + 2], ty0.maxSlopeDeg())) {
                        requestPath(i); // the corridor is blocked from here: the path became invalid
                    }
                }
            }
        } else {
            vx[i] = vz[i] = 0f;
        }
        if (following && plan[i] != null && !pending[i] && config.replanInterval() > 0f && time >= nextReplan[i]) {
            requestPath(i);
            refresh[i] = true;
        }
    }

    /**
     * True when waypoint k counts as passed: within the corner radius and the next waypoint is in
     * sight, so cutting the corner never walks into its wall (without sight the agent keeps
     * steering at the corner, which brings it round).
     */
    private boolean canAdvance(int i, float[] w, int k, float corner2) {
        float d2 = dist2xz(px[i], pz[i], w[3 * k], w[3 * k + 2]);
        if (d2 > corner2) {
            return false;
        }
        return walker.clearLine(tri[i], px[i], pz[i], w[3 * k + 3], w[3 * k + 5], type[i].maxSlopeDeg());
    }

    private void trackProgress(int i, float remaining) {
        // A stuck agent must walk clearly further than a nudge (up to one radius) could carry it.
        boolean stuck = state[i] == AgentState.STUCK.ordinal();
        float need = config.stuckProgress() + (stuck ? 2f * type[i].radius() : 0f);
        if (remaining < bestRemaining[i] - need) {
            bestRemaining[i] = remaining;
            lastProgress[i] = time;
            if (stuck) {
                setState(i, plan[i].status() == PathPlan.Status.PARTIAL ? AgentState.UNREACHABLE : AgentState.MOVING);
            }
        } else if (time - lastProgress[i] > config.stuckTime()) {
            setState(i, AgentState.STUCK);
            recoveries[i]++;
            lastProgress[i] = time;
            bestRemaining[i] = remaining;
            nudge(i);
            if (!pending[i]) {
                requestPath(i);
            } else {
                refresh[i] = false; // the answer in flight must now be taken whatever its length
            }
        }
    }

    /** Stuck recovery: a sideways hop of up to one radius, alternating sides, kept on the mesh. */
    private void nudge(int i) {
        if (external[i]) {
            return;
        }
        double a = random.nextDouble() * 2 * Math.PI;
        float r = type[i].radius() * (0.5f + 0.5f * (float) random.nextDouble());
        float ex = px[i] + r * (float) Math.cos(a), ez = pz[i] + r * (float) Math.sin(a);
        tri[i] = walker.move(tri[i], px[i], pz[i], ex, ez, type[i].maxSlopeDeg(), tmp3);
        px[i] = tmp3[0];
        py[i] = tmp3[1];
        pz[i] = tmp3[2];
        speed[i] = 0f;
    }

    private void reachedEnd(int i) {
        PathPlan p = plan[i];
        float ar = config.arrivalRadius();
        boolean targetMoved = hasTarget[i] && dist2xz(tx[i], tz[i], gx[i], gz[i]) > ar * ar;
        plan[i] = null;
        suffix[i] = null;
        pathVersion[i]++;
        pathsVersion++;
        if (targetMoved) {
            requestPath(i); // a small target move, caught up now
            return;
        }
        if (p.status() == PathPlan.Status.PARTIAL) {
            setState(i, AgentState.UNREACHABLE);
            return;
        }
        setState(i, AgentState.ARRIVED);
        arrivals[i]++;
        if (arrivedNowCount == arrivedNow.length) {
            arrivedNow = Arrays.copyOf(arrivedNow, 2 * arrivedNow.length);
        }
        arrivedNow[arrivedNowCount++] = i;
    }

    private void separation(int i, float[] out) {
        float sx = 0f, sz = 0f;
        float x = px[i], z = pz[i], y = py[i];
        float ri = type[i].radius(), hi = type[i].height(), margin = config.separationMargin();
        boolean moving = speed[i] > 0.1f;
        float fxi = fx[i], fzi = fz[i];
        int cx0 = grid.cellOf(x), cz0 = grid.cellOf(z);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = cx0 + dx, cz = cz0 + dz;
                for (int k = grid.bucketStart(cx, cz), e = grid.bucketEnd(cx, cz); k < e; k++) {
                    int j = grid.item(k);
                    if (j == i || !grid.inCell(j, cx, cz) || Math.abs(py[j] - y) > hi) {
                        continue;
                    }
                    float range = ri + type[j].radius() + margin;
                    float ox = x - px[j], oz = z - pz[j];
                    float d2 = ox * ox + oz * oz;
                    if (d2 >= range * range) {
                        continue;
                    }
                    float d;
                    if (d2 < 1e-8f) {
                        // Exactly on top of each other: split along a direction fixed by the ids.
                        double a = (i < j ? i : j) * 2.399963; // golden angle
                        ox = (float) Math.cos(a) * (i < j ? 1f : -1f);
                        oz = (float) Math.sin(a) * (i < j ? 1f : -1f);
                        d = 1f;
                    } else {
                        d = (float) Math.sqrt(d2);
                    }
                    float w = (range - (d2 < 1e-8f ? 0f : d)) / range;
                    sx += ox / d * w;
                    sz += oz / d * w;
                    if (moving && ox * fxi + oz * fzi < 0f) {
                        // j is ahead: also step to the right of our facing, so agents meeting head-on
                        // pass each other instead of pushing straight back along the same line.
                        sx += fzi * w * SIDESTEP;
                        sz -= fxi * w * SIDESTEP;
                    }
                }
            }
        }
        float l = (float) Math.sqrt(sx * sx + sz * sz);
        if (l > 1f) {
            sx /= l;
            sz /= l;
        }
        out[0] = sx;
        out[1] = sz;
    }

    /** Asks for a new path that will replace the current one (see {@link #refresh} for the periodic kind). */
    private void requestPath(int i) {
        ticket[i]++;
        pending[i] = true;
        refresh[i] = false;
        requests++;
        gx[i] = tx[i];
        gy[i] = ty[i];
        gz[i] = tz[i];
        float interval = config.replanInterval();
        nextReplan[i] = time + interval * (0.75 + 0.5 * random.nextDouble());
        startScratch[0] = px[i];
        startScratch[1] = py[i];
        startScratch[2] = pz[i];
        goalScratch[0] = tx[i];
        goalScratch[1] = ty[i];
        goalScratch[2] = tz[i];
        planner.request(i, ticket[i], type[i], startScratch, goalScratch, sink);
    }

    private void applyPlans() {
        PathPlan p;
        while ((p = inbox.poll()) != null) {
            int i = p.agent();
            plansReceived++;
            totalPathMs += p.computeMs();
            lastPathMs = p.computeMs();
            if (i < 0 || i >= high || !active[i] || p.ticket() != ticket[i] || !pending[i]) {
                continue; // superseded, cancelled or removed
            }
            pending[i] = false;
            boolean wasRefresh = refresh[i];
            refresh[i] = false;
            boolean stuck = state(i) == AgentState.STUCK;
            if (p.status() == PathPlan.Status.FAILED) {
                plan[i] = null;
                suffix[i] = null;
                pathVersion[i]++;
                pathsVersion++;
                setState(i, AgentState.UNREACHABLE);
                continue;
            }
            float[] w = p.waypoints();
            int n = w.length / 3;
            float[] suf = new float[n];
            for (int k = n - 2; k >= 0; k--) {
                suf[k] = suf[k + 1] + (float) Math.sqrt(dist2xz(w[3 * k], w[3 * k + 2], w[3 * k + 3], w[3 * k + 5]));
            }
            int k = n > 1 ? 1 : 0;
            float remaining = (float) Math.sqrt(dist2xz(px[i], pz[i], w[3 * k], w[3 * k + 2])) + suf[k];
            PathPlan cur = plan[i];
            if (wasRefresh && cur != null) {
                if (cur.status() == p.status() && remaining > currentRemaining(i) - REFRESH_MIN_GAIN) {
                    continue; // not clearly shorter: keep the route we are on rather than flip between near-equals
                }
                // A shorter route to the same target: progress is still measured against the best so far,
                // so an agent that keeps being re-routed without getting closer is detected as stuck.
                bestRemaining[i] = Math.min(bestRemaining[i], remaining);
            } else {
                bestRemaining[i] = remaining;
            }
            pathVersion[i]++;
            pathsVersion++;
            plan[i] = p;
            suffix[i] = suf;
            wp[i] = k;
            if (!stuck) {
                setState(i, p.status() == PathPlan.Status.PARTIAL ? AgentState.UNREACHABLE : AgentState.MOVING);
            }
        }
    }

    /** XZ length of what remains of agent i's current path: straight to its next waypoint, then along the path. */
    private float currentRemaining(int i) {
        float[] w = plan[i].waypoints();
        int k = wp[i];
        return (float) Math.sqrt(dist2xz(px[i], pz[i], w[3 * k], w[3 * k + 2])) + suffix[i][k];
    }

    /**
     * Waits until every agent that is waiting for a path has its answer queued, so the next
     * {@link #step} applies it. Headless runs call this before each step to keep planner latency at
     * one step of simulated time however fast the simulation runs. Simulation thread only.
     *
     * @param timeoutNanos longest wait, nanoseconds (&gt;= 0)
     * @return true when all answers are in, false on timeout (the step then simply goes on)
     */
    public boolean awaitAnswers(long timeoutNanos) {
        long deadline = System.nanoTime() + timeoutNanos;
        if (idsDirty) {
            rebuildIds();
        }
        while (true) {
            int waiting = 0;
            for (int k = 0; k < activeCount; k++) {
                if (pending[ids[k]]) {
                    waiting++;
                }
            }
            if (waiting == 0) {
                return true;
            }
            int answered = 0;
            for (PathPlan p : inbox) {
                int i = p.agent();
                if (i >= 0 && i < high && active[i] && pending[i] && p.ticket() == ticket[i]) {
                    answered++;
                }
            }
            if (answered >= waiting) {
                return true;
            }
            if (System.nanoTime() >= deadline) {
                return false;
            }
            java.util.concurrent.locks.LockSupport.parkNanos(20_000L);
        }
    }

    // =====================================================================================
    // Read access (simulation thread)
    // =====================================================================================

    /** The navmesh. */
    public NavMesh mesh() { return mesh; }

    /** The configuration. */
    public CrowdConfig config() { return config; }

    /** Number of agents. */
    public int size() { return activeCount; }

    /** One past the largest agent id in use; iterate ids below it and test {@link #isActive}. */
    public int idLimit() { return high; }

    /** True when the id names a live agent. */
    public boolean isActive(int agent) { return agent >= 0 && agent < high && active[agent]; }

    /** The agent's type. */
    public AgentType type(int agent) { check(agent); return type[agent]; }

    /** World X of the agent, metres. */
    public float x(int agent) { check(agent); return px[agent]; }

    /** World Y of the agent (on the navmesh surface), metres. */
    public float y(int agent) { check(agent); return py[agent]; }

    /** World Z of the agent, metres. */
    public float z(int agent) { check(agent); return pz[agent]; }

    /** X of the unit facing direction (horizontal). */
    public float facingX(int agent) { check(agent); return fx[agent]; }

    /** Z of the unit facing direction (horizontal). */
    public float facingZ(int agent) { check(agent); return fz[agent]; }

    /** X of the velocity over the last step (or the desired velocity for externally moved agents), m/s. */
    public float velocityX(int agent) { check(agent); return vx[agent]; }

    /** Z of the velocity over the last step (or the desired velocity for externally moved agents), m/s. */
    public float velocityZ(int agent) { check(agent); return vz[agent]; }

    /** Walking speed along the facing, m/s. */
    public float speed(int agent) { check(agent); return speed[agent]; }

    /** The triangle the agent stands on. */
    public int triangle(int agent) { check(agent); return tri[agent]; }

    /** The agent's state. */
    public AgentState state(int agent) { check(agent); return STATES[state[agent]]; }

    /** True when the agent has a target. */
    public boolean hasTarget(int agent) { check(agent); return hasTarget[agent]; }

    /** Target X, metres (meaningful when {@link #hasTarget}). */
    public float targetX(int agent) { check(agent); return tx[agent]; }

    /** Target Y, metres. */
    public float targetY(int agent) { check(agent); return ty[agent]; }

    /** Target Z, metres. */
    public float targetZ(int agent) { check(agent); return tz[agent]; }

    /** The path being followed, or null. Do not modify its arrays. */
    public PathPlan path(int agent) { check(agent); return plan[agent]; }

    /** Index of the waypoint the agent walks towards in {@link #path}. */
    public int waypointIndex(int agent) { check(agent); return wp[agent]; }

    /** Changes whenever the agent's path changes (for rebuilding debug geometry). */
    public int pathVersion(int agent) { check(agent); return pathVersion[agent]; }

    /** True while a path request is in flight. */
    public boolean isWaitingForPath(int agent) { check(agent); return pending[agent]; }

    /** Number of times the agent arrived at a target. */
    public int arrivals(int agent) { check(agent); return arrivals[agent]; }

    /** Number of stuck recoveries the agent went through. */
    public int recoveries(int agent) { check(agent); return recoveries[agent]; }

    /** True when the agent is moved by the caller (physical mode). */
    public boolean isExternallyMoved(int agent) { check(agent); return external[agent]; }

    /** Changes whenever any agent's path changes (for rebuilding corridor debug geometry). */
    public int pathsVersion() { return pathsVersion; }

    /**
     * Random-point sampler for agents that avoid triangles steeper than the type's max slope
     * (built on first use per slope, then cached).
     */
    public ReachableTargets reachableTargets(AgentType agentType) {
        Objects.requireNonNull(agentType, "agentType");
        return reachable.computeIfAbsent(agentType.maxSlopeDeg(), s -> ReachableTargets.forMaxSlope(mesh, s));
    }

    /**
     * Sends the agent to a uniformly random point it can reach (on its island of passable triangles).
     *
     * @return false when the agent stands on a triangle its type may not enter (no target set)
     */
    public boolean setRandomTarget(int agent, java.util.random.RandomGenerator rnd) {
        check(agent);
        Objects.requireNonNull(rnd, "rnd");
        if (reachableTargets(type[agent]).randomPoint(tri[agent], rnd, tmp3) < 0) {
            return false;
        }
        setTarget(agent, tmp3[0], tmp3[1], tmp3[2]);
        return true;
    }

    /**
     * Sends the agent to a uniformly random point it can reach by walking at most {@code maxDistance} metres over
     * the mesh from where it stands (see {@link WanderSampler}): a wander target.
     *
     * @param rnd         random source; not null
     * @param maxDistance longest walk, metres (&gt; 0); {@link Float#POSITIVE_INFINITY} means anywhere it can
     *                    reach, as {@link #setRandomTarget(int, java.util.random.RandomGenerator)}
     * @return false when the agent stands on a triangle its type may not enter (no target set)
     */
    public boolean setRandomTarget(int agent, java.util.random.RandomGenerator rnd, float maxDistance) {
        check(agent);
        Objects.requireNonNull(rnd, "rnd");
        if (maxDistance == Float.POSITIVE_INFINITY) {
            return setRandomTarget(agent, rnd);
        }
        if (!(maxDistance > 0f) || Float.isInfinite(maxDistance)) {
            throw new IllegalArgumentException("maxDistance must be > 0 metres (or +infinity), got " + maxDistance);
        }
        if (wander == null) {
            wander = new WanderSampler(mesh);
        }
        if (wander.randomPoint(tri[agent], px[agent], pz[agent], type[agent].maxSlopeDeg(), maxDistance, rnd, tmp3) < 0) {
            return false;
        }
        setTarget(agent, tmp3[0], tmp3[1], tmp3[2]);
        return true;
    }

    /** Number of agents currently in the given state. */
    public int count(AgentState s) {
        int n = 0;
        for (int i = 0; i < high; i++) {
            if (active[i] && state[i] == s.ordinal()) {
                n++;
            }
        }
        return n;
    }

    /** Number of agents that arrived at least once. */
    public int arrivedAtLeastOnce() {
        int n = 0;
        for (int i = 0; i < high; i++) {
            if (active[i] && arrivals[i] > 0) {
                n++;
            }
        }
        return n;
    }

    /** Simulated time, seconds. */
    public double time() { return time; }

    /** Steps taken. */
    public long steps() { return steps; }

    /** Mean wall time of {@link #step}, milliseconds (0 before the first step). */
    public double meanUpdateMs() { return steps == 0 ? 0 : totalUpdateMs / steps; }

    /** Wall time of the last {@link #step}, milliseconds. */
    public double lastUpdateMs() { return lastUpdateMs; }

    /** Mean planner time per answered request, milliseconds (0 before the first answer). */
    public double meanPathMs() { return plansReceived == 0 ? 0 : totalPathMs / plansReceived; }

    /** Planner time of the last answer, milliseconds. */
    public double lastPathMs() { return lastPathMs; }

    /** Answers received (including superseded ones). */
    public long pathsReceived() { return plansReceived; }

    /** Path requests made. */
    public long pathRequests() { return requests; }

    /** Told when an agent arrives; may set a new target from the callback. */
    @FunctionalInterface
    public interface ArrivalListener {
        /** Called on the simulation thread at the end of the step in which the agent arrived. */
        void arrived(AgentCrowd crowd, int agent);
    }

    // =====================================================================================
    // Internals
    // =====================================================================================

    private void setState(int i, AgentState s) {
        state[i] = (byte) s.ordinal();
    }

    private void check(int agent) {
        if (agent < 0 || agent >= high || !active[agent]) {
            throw new IllegalArgumentException("no agent with id " + agent);
        }
    }

    private static void requireFinite(String what, float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            throw new IllegalArgumentException(what + " must be finite, got (" + x + ", " + y + ", " + z + ")");
        }
    }

    private static float dist2xz(float ax, float az, float bx, float bz) {
        float dx = ax - bx, dz = az - bz;
        return dx * dx + dz * dz;
    }

    private static float dist2(float ax, float ay, float az, float bx, float by, float bz) {
        float dx = ax - bx, dy = ay - by, dz = az - bz;
        return dx * dx + dy * dy + dz * dz;
    }

    private void rebuildIds() {
        if (ids.length < activeCount) {
            ids = new int[Math.max(activeCount, 2 * ids.length)];
        }
        int n = 0;
        for (int i = 0; i < high; i++) {
            if (active[i]) {
                ids[n++] = i;
            }
        }
        assert n == activeCount;
        idsDirty = false;
    }

    private void grow(int cap) {
        capacity = cap;
        active = Arrays.copyOf(active == null ? new boolean[0] : active, cap);
        type = Arrays.copyOf(type == null ? new AgentType[0] : type, cap);
        px = fa(px, cap); py = fa(py, cap); pz = fa(pz, cap);
        fx = fa(fx, cap); fz = fa(fz, cap);
        speed = fa(speed, cap);
        vx = fa(vx, cap); vz = fa(vz, cap);
        tri = ia(tri, cap);
        state = state == null ? new byte[cap] : Arrays.copyOf(state, cap);
        hasTarget = Arrays.copyOf(hasTarget == null ? new boolean[0] : hasTarget, cap);
        tx = fa(tx, cap); ty = fa(ty, cap); tz = fa(tz, cap);
        gx = fa(gx, cap); gy = fa(gy, cap); gz = fa(gz, cap);
        plan = Arrays.copyOf(plan == null ? new PathPlan[0] : plan, cap);
        suffix = Arrays.copyOf(suffix == null ? new float[0][] : suffix, cap);
        wp = ia(wp, cap);
        ticket = ticket == null ? new long[cap] : Arrays.copyOf(ticket, cap);
        pending = Arrays.copyOf(pending == null ? new boolean[0] : pending, cap);
        refresh = Arrays.copyOf(refresh == null ? new boolean[0] : refresh, cap);
        nextReplan = da(nextReplan, cap);
        lastWallCheck = da(lastWallCheck, cap);
        bestRemaining = fa(bestRemaining, cap);
        lastProgress = da(lastProgress, cap);
        recoveries = ia(recoveries, cap);
        arrivals = ia(arrivals, cap);
        pathVersion = ia(pathVersion, cap);
        external = Arrays.copyOf(external == null ? new boolean[0] : external, cap);
    }

    private static float[] fa(float[] a, int n) { return a == null ? new float[n] : Arrays.copyOf(a, n); }
    private static int[] ia(int[] a, int n) { return a == null ? new int[n] : Arrays.copyOf(a, n); }
    private static double[] da(double[] a, int n) { return a == null ? new double[n] : Arrays.copyOf(a, n); }
}
