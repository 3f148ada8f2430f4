package org.jme3navmesh.agent;

/**
 * Lanes round a convex corner that traffic rounds in both directions, such as a wall's free end walked both ways: one
 * flow hugs the corner, the other keeps a lane's width out, as on a road. Without lanes both flows steer at the same
 * small circle round the corner (the crowd's corner radius) and jam on it.
 *
 * <p>Which flow hugs follows {@link TwoWayLanes}' side (counter-clockwise in (x, z)): an agent whose path turns
 * towards that side at a corner hugs it; an agent whose path turns the other way rounds it on the outer lane. The
 * outer lane is used only while traffic comes the other way: at the start of every step, {@link #collect} notes the
 * corners that following agents hug within {@value #LOOK} m (their next two waypoints); then {@link #aim} moves the
 * corner waypoint of an agent on the outer lane, within {@value #LOOK} m of a noted corner, outwards along the
 * bisector of its turn to where both legs of its path, moved sideways by a lane of {@value #LANE_RADII} times its
 * radius, meet (the lane divided by the cosine of half the turn, at most twice the lane). That distance is halved
 * until the line from the corner out to twice it is free, so that the lane stays on its side of a narrow passage
 * (measured once per agent, path and waypoint, on the mesh of that moment). The
 * agent keeps the corner itself when the distance would fall under {@value #MIN_LANE_RADII} radii, when the path's
 * previous waypoint does not see the lane point, or when its last move hit a wall and it does not see the lane point
 * from where it stands. One-way traffic rounds every corner in one sense (the obstacle stays on one hand of all
 * its paths), so it never takes the outer lane.
 *
 * <p>A corner is a waypoint other than the first and the last, not at an off-mesh link, where the path turns by more
 * than {@value #MIN_TURN_DEG} degrees. Corners of two paths are one when they lie within {@value #SAME_CORNER} m of
 * each other horizontally and 0.5 m vertically, and the insides of their turns (the bisectors towards the obstacle)
 * are less than {@value #SAME_SIDE_DEG} degrees apart.
 *
 * <p>Allocation-free per step (the table grows with the store's capacity only); not thread-safe (it walks the mesh
 * with the calling stage's {@link SurfaceWalker}).
 */
final class CornerLanes {
    /** Distance within which agents at a corner meet there, metres. */
    static final float LOOK = 4f;
    /** Width of the outer lane (between the legs of the hugging path and of the outer one), in the agent's radii. */
    static final float LANE_RADII = 2.4f;
    /** Least distance of a lane point from its corner, in the agent's radii (with less room: the corner itself). */
    static final float MIN_LANE_RADII = 0.5f;
    /** Smallest turn at a waypoint that makes it a corner, degrees. */
    static final float MIN_TURN_DEG = 6f;
    private static final float SIN2_MIN_TURN = (float) (Math.sin(Math.toRadians(MIN_TURN_DEG))
            * Math.sin(Math.toRadians(MIN_TURN_DEG)));
    /** Corners of two paths this near each other horizontally are one, metres (the paths' corner margins differ). */
    static final float SAME_CORNER = 0.3f;
    /**
     * Largest angle between the insides of two turns round one corner, degrees: the obstacle lies inside both turns.
     * Two jambs' ends that erosion has brought together are two corners on one point, rounded on opposite insides.
     */
    static final float SAME_SIDE_DEG = 60f;
    private static final float COS_SAME_SIDE = (float) Math.cos(Math.toRadians(SAME_SIDE_DEG));
    private static final float SAME_HEIGHT = 0.5f;
    /** Smallest cosine of half a turn for the lane point: at most twice the lane out, whatever the turn. */
    private static final float MIN_HALF_COS = 0.5f;
    private static final float EPS = 1e-6f;

    private final AgentStore s;
    private final SurfaceWalker walker;
    /** Open-addressed table of hugged corners by cell: the cell's key, the corner and its inside. */
    private long[] keys = new long[0];
    private float[] cornerX = new float[0], cornerY = new float[0], cornerZ = new float[0];
    private float[] insideX = new float[0], insideZ = new float[0];
    /** The inside of the turn found by the last {@link #turns} that was true: unit bisector, X and Z. */
    private float inX, inZ;
    /** The cosine of half the turn found by the last {@link #turns} that was true (1 for no turn, 0 for a U-turn). */
    private float halfCos;
    private boolean[] filled = new boolean[0];
    /** The filled slots of the table. */
    private int[] used = new int[0];
    private int usedCount;
    /** The point the agent of the last {@link #aim} walks to, world X and Z, metres. */
    float x, z;
    /** The last {@link #aim}'s agent (-1: none since {@link #collect}), path, waypoint and answer. */
    private int aimAgent = -1;
    private PathPlan aimPlan;
    private int aimWaypoint;
    private boolean aimLane;
    /** Per agent: the path and waypoint of its last lane point, and that point's distance out (0: no room). */
    private PathPlan[] roomPlan = new PathPlan[0];
    private int[] roomWaypoint = new int[0];
    private float[] roomLane = new float[0];

    /**
     * @param store  the agents; not null, read only
     * @param walker walks the crowd's mesh for the lane's room and line of sight; not null, shared with the calling
     *               stage
     */
    CornerLanes(AgentStore store, SurfaceWalker walker) {
        this.s = store;
        this.walker = walker;
    }

    /**
     * Notes the corners that agents following a path hug within {@value #LOOK} m (see the class comment), forgetting
     * those of the previous step. Call once per step, before the agents' {@link #aim}s.
     */
    void collect() {
        for (int k = 0; k < usedCount; k++) {
            filled[used[k]] = false;
        }
        usedCount = 0;
        aimAgent = -1;
        aimPlan = null;
        if (roomPlan.length < s.capacity) {
            roomPlan = java.util.Arrays.copyOf(roomPlan, s.capacity);
            roomWaypoint = java.util.Arrays.copyOf(roomWaypoint, s.capacity);
            roomLane = java.util.Arrays.copyOf(roomLane, s.capacity);
        }
        if (keys.length < 4 * s.capacity) {
            int size = Integer.highestOneBit(Math.max(16, 4 * s.capacity)) << 1;
            keys = new long[size];
            cornerX = new float[size];
            cornerY = new float[size];
            cornerZ = new float[size];
            insideX = new float[size];
            insideZ = new float[size];
            filled = new boolean[size];
            used = new int[size];
        }
        int[] ids = s.ids();
        for (int a = 0, n = s.activeCount; a < n; a++) {
            int i = ids[a];
            PathPlan p = s.plan[i];
            if (p == null || !s.following[i]) {
                continue;
            }
            float[] w = p.waypoints();
            for (int k = s.wp[i], last = Math.min(s.wp[i] + 1, w.length / 3 - 2); k <= last; k++) {
                if (near(i, w, k) && turns(p, w, k, 1f)) {
                    add(w[3 * k], w[3 * k + 1], w[3 * k + 2], inX, inZ);
                }
            }
        }
    }

    /**
     * Sets {@link #x}, {@link #z} to the point agent i walks to for waypoint k of its path: the waypoint, or its outer
     * lane point while an agent coming the other way hugs it (see the class comment). Asked again for the same agent,
     * path and waypoint before the next {@link #collect}, it gives the same answer without working it out again.
     *
     * @param i an active agent
     * @param p the agent's path; not null, unaffected
     * @param k a waypoint index of {@code p}
     * @return true when the point is the outer lane's, not the waypoint
     */
    boolean aim(int i, PathPlan p, int k) {
        if (i == aimAgent && p == aimPlan && k == aimWaypoint) {
            return aimLane; // x, z still hold the answer
        }
        aimAgent = i;
        aimPlan = p;
        aimWaypoint = k;
        aimLane = lanePoint(i, p, k);
        return aimLane;
    }

    /** {@link #aim} without the memory of the last call. */
    private boolean lanePoint(int i, PathPlan p, int k) {
        float[] w = p.waypoints();
        x = w[3 * k];
        z = w[3 * k + 2];
        if (usedCount == 0 || k < 1 || k > w.length / 3 - 2 || !near(i, w, k) || !turns(p, w, k, -1f)
                || !contains(x, w[3 * k + 1], z, inX, inZ)) {
            return false;
        }
        if (roomPlan[i] != p || roomWaypoint[i] != k) {
            roomPlan[i] = p;
            roomWaypoint[i] = k;
            roomLane[i] = laneOut(i, w, k);
        }
        float lane = roomLane[i];
        if (lane == 0f) {
            return false;
        }
        float lx = x - lane * inX, lz = z - lane * inZ;
        if (s.hitWall[i] && !walker.clearLine(s.tri[i], s.px[i], s.pz[i], lx, lz, s.type[i].maxSlopeDeg())) {
            return false; // pushed off its leg to where a wall hides the lane point
        }
        x = lx;
        z = lz;
        return true;
    }

    /**
     * The distance of agent i's lane point from waypoint k of its path out along the bisector of the last
     * {@link #turns} (see the class comment), metres; 0 when there is no room for it or the previous waypoint does not
     * see it.
     */
    private float laneOut(int i, float[] w, int k) {
        float lane = LANE_RADII * s.type[i].radius() / Math.max(MIN_HALF_COS, halfCos);
        float slope = s.type[i].maxSlopeDeg();
        int tri = walker.mesh().findTriangle(x, w[3 * k + 1], z, SAME_HEIGHT, SAME_HEIGHT);
        if (tri < 0) {
            return 0f;
        }
        while (!walker.clearLine(tri, x, z, x - 2f * lane * inX, z - 2f * lane * inZ, slope)) {
            lane *= 0.5f; // no room for the lane and as much again beyond it
            if (lane < MIN_LANE_RADII * s.type[i].radius()) {
                return 0f;
            }
        }
        int from = walker.mesh().findTriangle(w[3 * k - 3], w[3 * k - 2], w[3 * k - 1], SAME_HEIGHT, SAME_HEIGHT);
        boolean seen = from >= 0
                && walker.clearLine(from, w[3 * k - 3], w[3 * k - 1], x - lane * inX, z - lane * inZ, slope);
        return seen ? lane : 0f;
    }

    /** True when agent i is within {@value #LOOK} m of waypoint k, horizontally. */
    private boolean near(int i, float[] w, int k) {
        return AgentStore.dist2xz(s.px[i], s.pz[i], w[3 * k], w[3 * k + 2]) <= LOOK * LOOK;
    }

    /**
     * True when the path turns at waypoint k towards the counter-clockwise side ({@code sense} 1) or the other
     * ({@code sense} -1) by more than {@value #MIN_TURN_DEG} degrees, k being neither the first nor the last waypoint
     * nor at an off-mesh link. Then {@link #inX}, {@link #inZ} get the unit bisector of the turn towards its inside,
     * and {@link #halfCos} the cosine of half the turn.
     */
    private boolean turns(PathPlan p, float[] w, int k, float sense) {
        if (k < 1 || k > w.length / 3 - 2 || p.isLinkEntry(k) || p.isLinkEntry(k - 1)) {
            return false;
        }
        float ax = w[3 * k] - w[3 * k - 3], az = w[3 * k + 2] - w[3 * k - 1];
        float bx = w[3 * k + 3] - w[3 * k], bz = w[3 * k + 5] - w[3 * k + 2];
        float cross = sense * OrcaLines.det(ax, az, bx, bz);
        float a2 = ax * ax + az * az, b2 = bx * bx + bz * bz;
        if (cross <= 0f || a2 * b2 < EPS || cross * cross <= SIN2_MIN_TURN * a2 * b2) {
            return false;
        }
        float la = (float) Math.sqrt(a2), lb = (float) Math.sqrt(b2);
        float ix = bx / lb - ax / la, iz = bz / lb - az / la;
        float li = (float) Math.sqrt(ix * ix + iz * iz);
        inX = ix / li;
        inZ = iz / li;
        halfCos = (float) Math.sqrt(Math.max(0f, 0.5f * (1f + (ax * bx + az * bz) / (la * lb))));
        return true;
    }

    private static long key(int cx, int cz) {
        return ((long) cx << 32) ^ (cz & 0xffffffffL);
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 40) & (keys.length - 1);
    }

    /** Notes a hugged corner at (x, y, z) with the inside of its turn (ix, iz), in its {@value #SAME_CORNER} m cell. */
    private void add(float x, float y, float z, float ix, float iz) {
        long key = key((int) Math.floor(x / SAME_CORNER), (int) Math.floor(z / SAME_CORNER));
        int m = keys.length - 1;
        int h = slot(key);
        while (filled[h]) {
            h = (h + 1) & m;
        }
        filled[h] = true;
        keys[h] = key;
        cornerX[h] = x;
        cornerY[h] = y;
        cornerZ[h] = z;
        insideX[h] = ix;
        insideZ[h] = iz;
        used[usedCount++] = h;
    }

    /**
     * True when a hugged corner lies within {@value #SAME_CORNER} m of (x, z) and {@value #SAME_HEIGHT} m of y, with
     * the inside of its turn less than {@value #SAME_SIDE_DEG} degrees from (ix, iz).
     */
    private boolean contains(float x, float y, float z, float ix, float iz) {
        int cx = (int) Math.floor(x / SAME_CORNER), cz = (int) Math.floor(z / SAME_CORNER);
        int m = keys.length - 1;
        for (int dx = -1; dx <= 1; dx++) {
            for (int dz = -1; dz <= 1; dz++) {
                long key = key(cx + dx, cz + dz);
                for (int h = slot(key); filled[h]; h = (h + 1) & m) {
                    if (keys[h] == key && Math.abs(cornerY[h] - y) < SAME_HEIGHT
                            && insideX[h] * ix + insideZ[h] * iz > COS_SAME_SIDE
                            && AgentStore.dist2xz(x, z, cornerX[h], cornerZ[h]) <= SAME_CORNER * SAME_CORNER) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
