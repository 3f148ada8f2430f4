package org.jme3navmesh.agent;

import java.util.Arrays;
import org.jme3navmesh.query.QueryFilter;

/**
 * Every agent of a crowd, as flat arrays indexed by agent id (one array per field), plus the id pool.
 * The stages of {@link AgentCrowd#step} read and write these arrays and hold no per-agent state of their own.
 *
 * <p>Ids are dense: removed ids are reused by the next {@link #spawn}. The arrays grow (doubling) only when an
 * agent is added to full arrays, never in a stage, so the stages allocate nothing.
 *
 * <p>Units: world space, metres, Y up, seconds. Simulation thread only; not thread-safe.
 */
final class AgentStore {
    static final AgentState[] STATES = AgentState.values();
    /** The avoidance priority of a new agent. */
    static final byte DEFAULT_PRIORITY = 50;

    /** Simulated time, seconds. */
    double time;
    /** Largest radius of any agent ever added, metres. */
    float maxRadius;
    /** Changes whenever any agent's path changes. */
    int pathsVersion;

    // ---- id pool ----
    int capacity;
    /** One past the largest id ever handed out. */
    int high;
    int activeCount;
    private int[] ids = new int[0];
    private boolean idsDirty = true;
    private int[] free = new int[0];
    private int freeCount;

    // ---- body ----
    boolean[] active;
    AgentType[] type;
    /** The filter of the agent's type (its max slope), for snapping onto triangles it may enter. */
    QueryFilter[] filter;
    float[] px, py, pz;
    /** Unit facing direction in XZ. */
    float[] fx, fz;
    /** Walking speed along the facing, m/s. */
    float[] speed;
    /** Velocity over the last step (the intended velocity for externally moved agents), m/s. */
    float[] vx, vz;
    int[] tri;
    /** {@link AgentState} ordinal. */
    byte[] state;
    boolean[] external;
    /** Avoidance priority, 0 (most important) to 99; see {@link AgentCrowd#setPriority}. */
    byte[] priority;

    // ---- target and path ----
    boolean[] hasTarget;
    float[] tx, ty, tz;
    /** The goal the current path (or the request in flight) was planned to. */
    float[] gx, gy, gz;
    PathPlan[] plan;
    /** suffix[i][k]: XZ length of agent i's path from waypoint k to its end; owned by the agent, reused. */
    float[][] suffix;
    /** Index of the waypoint the agent walks towards. */
    int[] wp;
    int[] pathVersion;

    // ---- path requests ----
    long[] ticket;
    boolean[] pending;
    /** True while the request in flight is a periodic refresh (adopted only when shorter), not a forced re-plan. */
    boolean[] refresh;
    /**
     * True when a stage found the path wanting (blocked, stuck, or its end short of a moved target): the re-plan
     * stage then asks for a new path, whose answer replaces the current one whatever its length.
     */
    boolean[] replan;
    double[] nextReplan;

    // ---- steering, one step ----
    /** Desired velocity: written by the path-following stage, adjusted by local avoidance, m/s. */
    float[] dvx, dvz;
    /** Scale of the avoidance push, in [0, 1]: 1 in open walking, less while slowing down on arrival. */
    float[] avoidScale;
    /** True when the agent steered along a path in the last path-following stage. */
    boolean[] following;
    /** True when the agent's last move, made while following a path, was stopped or deflected by a wall. */
    boolean[] hitWall;
    /**
     * True when, in the last velocity planning, the local avoidance found the agent's preferred velocity running into
     * the mesh boundary (it then steers short of the wall, so {@link #hitWall} alone would not tell).
     */
    boolean[] wallAhead;

    // ---- progress and counters ----
    double[] lastWallCheck;
    float[] bestRemaining;
    double[] lastProgress;
    int[] recoveries;
    int[] arrivals;
    /** Agents that arrived during the current step, for the arrival listener. */
    int[] arrivedNow;
    int arrivedNowCount;

    AgentStore(int initialCapacity) {
        grow(initialCapacity);
    }

    /**
     * Adds an idle agent standing still, facing +Z, at (x, y, z) on triangle t, without target or path.
     *
     * @param agentType the agent's kind; not null
     * @param typeFilter the filter of the triangles the type may enter; not null
     * @param t         the triangle under the agent, one the type may enter
     * @return the new agent's id (a reused one when there is one); the arrays grow when they are full
     */
    int spawn(AgentType agentType, QueryFilter typeFilter, int t, float x, float y, float z) {
        int i = allocate();
        type[i] = agentType;
        filter[i] = typeFilter;
        px[i] = x;
        py[i] = y;
        pz[i] = z;
        fx[i] = 0f;
        fz[i] = 1f;
        speed[i] = 0f;
        vx[i] = vz[i] = 0f;
        tri[i] = t;
        setState(i, AgentState.IDLE);
        external[i] = false;
        priority[i] = DEFAULT_PRIORITY;
        hasTarget[i] = false;
        wp[i] = 0;
        dropPath(i);
        ticket[i]++;
        pending[i] = false;
        refresh[i] = false;
        following[i] = false;
        hitWall[i] = false;
        wallAhead[i] = false;
        lastWallCheck[i] = -1e9;
        lastProgress[i] = time;
        recoveries[i] = 0;
        arrivals[i] = 0;
        maxRadius = Math.max(maxRadius, agentType.radius());
        return i;
    }

    private int allocate() {
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
        activeCount++;
        idsDirty = true;
        if (ids.length < activeCount) {
            ids = new int[Math.max(activeCount, 2 * ids.length)];
        }
        return i;
    }

    /** Removes agent i: answers in flight for it no longer match its ticket, and its id returns to the pool. */
    void release(int i) {
        ticket[i]++;
        plan[i] = null;
        pathsVersion++; // its path is gone: views drawing the paths redraw
        active[i] = false;
        activeCount--;
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, Math.max(8, 2 * free.length));
        }
        free[freeCount++] = i;
        idsDirty = true;
    }

    /**
     * The active ids, in increasing order, at [0, {@link #activeCount}); rebuilt after adds and removes.
     * The array is owned by the store: read it, do not keep it across an add or remove.
     */
    int[] ids() {
        if (idsDirty) {
            int n = 0;
            for (int i = 0; i < high; i++) {
                if (active[i]) {
                    ids[n++] = i;
                }
            }
            idsDirty = false;
        }
        return ids;
    }

    /** True when the id names an active agent. */
    boolean isActive(int agent) {
        return agent >= 0 && agent < high && active[agent];
    }

    /** Throws {@link IllegalArgumentException} unless the id names an active agent. */
    void check(int agent) {
        if (!isActive(agent)) {
            throw new IllegalArgumentException("no agent with id " + agent);
        }
    }

    /** Number of active agents in the given state. */
    int count(AgentState s) {
        int n = 0;
        for (int i = 0; i < high; i++) {
            if (active[i] && state[i] == s.ordinal()) {
                n++;
            }
        }
        return n;
    }

    /** Number of active agents that arrived at least once. */
    int arrivedAtLeastOnce() {
        int n = 0;
        for (int i = 0; i < high; i++) {
            if (active[i] && arrivals[i] > 0) {
                n++;
            }
        }
        return n;
    }

    AgentState state(int i) {
        return STATES[state[i]];
    }

    void setState(int i, AgentState s) {
        state[i] = (byte) s.ordinal();
    }

    /** Drops agent i's path (and any wanted re-plan), telling the path versions. */
    void dropPath(int i) {
        plan[i] = null;
        replan[i] = false;
        pathChanged(i);
    }

    /** Tells the path versions that agent i's path changed. */
    void pathChanged(int i) {
        pathVersion[i]++;
        pathsVersion++;
    }

    /** XZ length of what remains of agent i's current path (not null): straight to its next waypoint, then along it. */
    float remaining(int i) {
        float[] w = plan[i].waypoints();
        int k = wp[i];
        return (float) Math.sqrt(dist2xz(px[i], pz[i], w[3 * k], w[3 * k + 2])) + suffix[i][k];
    }

    /** Records that agent i arrived during this step. */
    void noteArrival(int i) {
        arrivedNow[arrivedNowCount++] = i;
    }

    static float dist2xz(float ax, float az, float bx, float bz) {
        float dx = ax - bx, dz = az - bz;
        return dx * dx + dz * dz;
    }

    private void grow(int cap) {
        capacity = cap;
        active = Arrays.copyOf(active == null ? new boolean[0] : active, cap);
        type = Arrays.copyOf(type == null ? new AgentType[0] : type, cap);
        filter = Arrays.copyOf(filter == null ? new QueryFilter[0] : filter, cap);
        px = fa(px, cap); py = fa(py, cap); pz = fa(pz, cap);
        fx = fa(fx, cap); fz = fa(fz, cap);
        speed = fa(speed, cap);
        vx = fa(vx, cap); vz = fa(vz, cap);
        tri = ia(tri, cap);
        state = state == null ? new byte[cap] : Arrays.copyOf(state, cap);
        external = ba(external, cap);
        priority = priority == null ? new byte[cap] : Arrays.copyOf(priority, cap);
        hasTarget = ba(hasTarget, cap);
        tx = fa(tx, cap); ty = fa(ty, cap); tz = fa(tz, cap);
        gx = fa(gx, cap); gy = fa(gy, cap); gz = fa(gz, cap);
        plan = Arrays.copyOf(plan == null ? new PathPlan[0] : plan, cap);
        suffix = Arrays.copyOf(suffix == null ? new float[0][] : suffix, cap);
        wp = ia(wp, cap);
        pathVersion = ia(pathVersion, cap);
        ticket = ticket == null ? new long[cap] : Arrays.copyOf(ticket, cap);
        pending = ba(pending, cap);
        refresh = ba(refresh, cap);
        replan = ba(replan, cap);
        nextReplan = da(nextReplan, cap);
        dvx = fa(dvx, cap); dvz = fa(dvz, cap);
        avoidScale = fa(avoidScale, cap);
        following = ba(following, cap);
        hitWall = ba(hitWall, cap);
        wallAhead = ba(wallAhead, cap);
        lastWallCheck = da(lastWallCheck, cap);
        bestRemaining = fa(bestRemaining, cap);
        lastProgress = da(lastProgress, cap);
        recoveries = ia(recoveries, cap);
        arrivals = ia(arrivals, cap);
        arrivedNow = ia(arrivedNow, cap);
    }

    private static float[] fa(float[] a, int n) { return a == null ? new float[n] : Arrays.copyOf(a, n); }
    private static int[] ia(int[] a, int n) { return a == null ? new int[n] : Arrays.copyOf(a, n); }
    private static double[] da(double[] a, int n) { return a == null ? new double[n] : Arrays.copyOf(a, n); }
    private static boolean[] ba(boolean[] a, int n) { return a == null ? new boolean[n] : Arrays.copyOf(a, n); }

    /** Throws {@link IllegalArgumentException} naming the first coordinate that is NaN or infinite. */
    static void requireFinite(String what, float x, float y, float z) {
        if (!Float.isFinite(x) || !Float.isFinite(y) || !Float.isFinite(z)) {
            String axis = !Float.isFinite(x) ? "x" : !Float.isFinite(y) ? "y" : "z";
            float v = axis.equals("x") ? x : axis.equals("y") ? y : z;
            throw new IllegalArgumentException(what + " " + axis + " must be finite, got " + v + " in (" + x + ", "
                    + y + ", " + z + ")");
        }
    }
}
