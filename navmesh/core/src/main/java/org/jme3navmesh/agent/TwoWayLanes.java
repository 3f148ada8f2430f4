package org.jme3navmesh.agent;

/**
 * Lanes for two-way traffic between walls: an agent that meets walkers coming the other way inside the same passage
 * ({@link #oncoming}) keeps to its half of the passage, the half on the side {@link OrcaPlanner} turns blocked agents to (counter-clockwise in (x, z)), so that
 * the two directions fill opposite halves and nobody walks down the middle into the oncoming flow.
 *
 * <p>The passage is measured across the agent's preferred direction: the distances from its centre to the nearest
 * mesh boundary seen from the walkable side on either hand, each up to {@value #REACH} m (further than that, or
 * nothing, means open ground: no lane). With {@code w} the sum of both, the agent wants its centre at least
 * {@code min(r, w / 2)} towards its own side of the middle ({@code r} its radius, so that its disc stays in its half
 * where the passage allows). Short of that, its preferred velocity is turned towards its side, keeping its speed,
 * so that it closes the gap in {@value #LANE_TIME} s, by at most {@value #MAX_TURN_RAD} rad.
 *
 * <p>Allocation-free per call; not thread-safe (scratch arrays; one per planner).
 */
final class TwoWayLanes {
    /** Largest distance to a side wall that still makes a passage, metres. */
    static final float REACH = 3f;
    /** Time in which an agent means to reach its lane, seconds. */
    static final float LANE_TIME = 0.5f;
    /** Largest turn of the preferred velocity towards the lane, radians. */
    static final float MAX_TURN_RAD = 0.6f;
    private static final float SIN_MAX_TURN = (float) Math.sin(MAX_TURN_RAD);

    private final WallSegments walls;
    private final int[] ids;
    private final int[] mark;
    /** The last {@link #measure}: distances to the boundary along and against the direction, metres. */
    private float side, other;
    private int stamp;
    /** The turned preferred velocity of the last {@link #keepSide} that returned true, m/s. */
    float x, z;

    /**
     * @param walls the navmesh's boundary edges; not null, shared (immutable)
     */
    TwoWayLanes(WallSegments walls) {
        this.walls = walls;
        this.ids = new int[walls.count()]; // every segment may lie near: none dropped, whatever the mesh's detail
        this.mark = new int[walls.count()];
    }

    /**
     * True when a walking neighbour of agent i comes the other way inside the passage agent i is in: their preferred
     * velocities are more than 135 degrees apart, their next corners lie more than two summed radii apart (agents
     * converging on one corner, such as a doorway, come from opposite sides without being two-way traffic), and the
     * neighbour too has the mesh boundary within {@value #REACH} m on both hands across agent i's preferred direction.
     * Two flows that meet in a passage need lanes; a walker still outside it (beyond a doorway, queued along the
     * wall's far face) does not share it, and lanes towards it would only push agent i against a door jamb.
     *
     * @param s         the agents; not null, unaffected
     * @param i         an agent that follows a path
     * @param neighbour agent ids; not null, unaffected
     * @param n         how many of {@code neighbour} to read
     * @param prefX     preferred velocities X by agent id, m/s; not null, unaffected
     * @param prefZ     preferred velocities Z by agent id, m/s; not null, unaffected
     */
    boolean oncoming(AgentStore s, int i, int[] neighbour, int n, float[] prefX, float[] prefZ) {
        PathPlan pi = s.plan[i];
        float ax = prefX[i], az = prefZ[i];
        float la2 = ax * ax + az * az;
        if (pi == null || la2 < 1e-8f) {
            return false;
        }
        float la = (float) Math.sqrt(la2);
        float nx = -az / la, nz = ax / la;
        float[] wi = pi.waypoints();
        int ki = 3 * s.wp[i];
        for (int k = 0; k < n; k++) {
            int j = neighbour[k];
            PathPlan pj = s.plan[j];
            float bx = prefX[j], bz = prefZ[j];
            float dot = ax * bx + az * bz;
            if (!s.following[j] || pj == null || dot >= 0f || 2f * dot * dot <= la2 * (bx * bx + bz * bz)) {
                continue; // not more than 135 degrees apart
            }
            float[] wj = pj.waypoints();
            int kj = 3 * s.wp[j];
            float rr = s.type[i].radius() + s.type[j].radius();
            if (AgentStore.dist2xz(wi[ki], wi[ki + 2], wj[kj], wj[kj + 2]) > 4f * rr * rr
                    && measure(s.px[j], s.py[j], s.pz[j], s.type[j].height(), nx, nz)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Turns agent i's preferred velocity towards its lane (see the class comment) into {@link #x}, {@link #z}.
     *
     * @param s     the agents; not null, unaffected
     * @param i     an active agent
     * @param prefX the preferred velocity's X, m/s
     * @param prefZ the preferred velocity's Z, m/s
     * @return true when the velocity was turned; false when the agent stands, is in its lane or not between walls
     */
    boolean keepSide(AgentStore s, int i, float prefX, float prefZ) {
        float speed = (float) Math.sqrt(prefX * prefX + prefZ * prefZ);
        if (speed < 1e-4f) {
            return false;
        }
        float fx = prefX / speed, fz = prefZ / speed;
        float nx = -fz, nz = fx; // the side: counter-clockwise in (x, z)
        if (!measure(s.px[i], s.py[i], s.pz[i], s.type[i].height(), nx, nz)) {
            return false;
        }
        float offset = 0.5f * (other - side); // towards the side, from the middle
        float want = Math.min(s.type[i].radius(), 0.5f * (side + other));
        if (offset >= want) {
            return false;
        }
        float lateral = Math.min((want - offset) / LANE_TIME, speed * SIN_MAX_TURN);
        float ahead = (float) Math.sqrt(speed * speed - lateral * lateral);
        x = fx * ahead + nx * lateral;
        z = fz * ahead + nz * lateral;
        return true;
    }

    /**
     * Measures the passage at (px, py, pz) across unit direction (nx, nz) into {@link #side} (along it) and
     * {@link #other} (against it): the distances to the nearest boundary seen from the walkable side, each at most
     * {@value #REACH}.
     *
     * @return true when the boundary lies within {@value #REACH} m on both hands
     */
    private boolean measure(float px, float py, float pz, float height, float nx, float nz) {
        if (++stamp == Integer.MAX_VALUE) {
            java.util.Arrays.fill(mark, 0);
            stamp = 1;
        }
        int found = walls.near(px, py, pz, REACH, height, ids, mark, stamp);
        side = REACH;
        other = REACH;
        boolean sideWall = false, otherWall = false;
        for (int k = 0; k < found; k++) {
            int w = ids[k];
            float ax = walls.startX(w), az = walls.startZ(w), bx = walls.endX(w), bz = walls.endZ(w);
            if (WallSegments.leftOf(ax, az, bx, bz, px, pz) >= 0f) {
                continue; // seen from behind
            }
            float t = rayHit(px, pz, nx, nz, ax, az, bx, bz);
            if (t < side) {
                side = t;
                sideWall = true;
            }
            t = rayHit(px, pz, -nx, -nz, ax, az, bx, bz);
            if (t < other) {
                other = t;
                otherWall = true;
            }
        }
        return sideWall && otherWall;
    }

    /**
     * Distance along the unit ray from (ox, oz) in direction (dx, dz) to segment a-b, metres; infinite when the ray
     * misses it.
     */
    static float rayHit(float ox, float oz, float dx, float dz, float ax, float az, float bx, float bz) {
        float ex = bx - ax, ez = bz - az;
        float den = OrcaLines.det(dx, dz, ex, ez);
        if (Math.abs(den) < 1e-9f) {
            return Float.POSITIVE_INFINITY;
        }
        float qx = ax - ox, qz = az - oz;
        float t = OrcaLines.det(qx, qz, ex, ez) / den;
        float u = OrcaLines.det(qx, qz, dx, dz) / den;
        return t >= 0f && u >= 0f && u <= 1f ? t : Float.POSITIVE_INFINITY;
    }
}
