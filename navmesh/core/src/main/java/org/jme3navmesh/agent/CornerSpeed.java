package org.jme3navmesh.agent;

/**
 * Turn anticipation before a slot: how fast an agent may walk towards a path corner where its path turns sharply
 * into a passage narrower than the agent. An agent turns at most {@link AgentType#turnRateDeg()}, so at top speed it
 * sweeps wide round a sharp corner; at a slot (a doorway reached sliding along the wall beside it, whose mesh is
 * eroded to a sliver) it overshoots the mouth and has to come back, while the agents behind it close in. At a wider
 * opening a little overshoot costs nothing, and slowing there only thins the traffic.
 *
 * <p>Towards a corner whose next leg turns by an angle a of more than {@value #SHARP_TURN_DEG} degrees from the
 * direction to the corner, and where the corner is a slot (see {@link #isSlot}), the speed is capped at the turn rate
 * (radians per second) times the distance to the corner times (1 - cos a), but never below {@value #MIN_SPEED} m/s:
 * at a right angle the agent could turn a radian in the distance left; the cap is half that at 60 degrees and twice
 * that for a full turn back (an agent that overshot a mouth is not held at a crawl on its way back to it).
 *
 * <p>Allocation-free; not thread-safe (it walks the mesh with the stage's {@link SurfaceWalker}).
 */
final class CornerSpeed {
    /** Turns sharper than this, degrees, are anticipated. */
    static final float SHARP_TURN_DEG = 60f;
    /** The cap never goes below this, m/s. */
    static final float MIN_SPEED = 1f;
    /** Largest height gap between a corner and the surface found one radius past it, metres. */
    static final float PROBE_HEIGHT = 0.5f;
    private static final float COS_SHARP = (float) Math.cos(Math.toRadians(SHARP_TURN_DEG));
    private static final float EPS = 1e-6f;

    private final AgentStore s;
    private final SurfaceWalker walker;

    /**
     * @param store  the agents; not null, read only
     * @param walker walks the crowd's mesh for the slot test; not null, shared with the calling stage
     */
    CornerSpeed(AgentStore store, SurfaceWalker walker) {
        this.s = store;
        this.walker = walker;
    }

    /**
     * The speed agent i may walk at towards waypoint k, followed by waypoint k + 1.
     *
     * @param i     the agent's index in the store
     * @param w     the path's waypoints, x, y, z per waypoint in world space, metres; not null, unaffected
     * @param k     the waypoint ahead; waypoint k + 1 must exist (k &lt; w.length / 3 - 1)
     * @param d     the horizontal distance from the agent to waypoint k, metres (&gt;= 0)
     * @param speed the speed the agent would walk at otherwise, m/s (&gt;= 0)
     * @return {@code speed}, or less before a sharp turn into a slot (see the class comment), m/s
     */
    float limit(int i, float[] w, int k, float d, float speed) {
        float ix = w[3 * k] - s.px[i], iz = w[3 * k + 2] - s.pz[i];
        float ox = w[3 * k + 3] - w[3 * k], oz = w[3 * k + 5] - w[3 * k + 2];
        float lo = (float) Math.sqrt(ox * ox + oz * oz);
        if (d < EPS || lo < EPS || ix * ox + iz * oz >= COS_SHARP * d * lo) {
            return speed;
        }
        float cos = (ix * ox + iz * oz) / (d * lo);
        float cap = Math.max(MIN_SPEED, (float) Math.toRadians(s.type[i].turnRateDeg()) * d * (1f - cos));
        if (cap >= speed || !isSlot(i, w, k, ox / lo, oz / lo)) {
            return speed;
        }
        return cap;
    }

    /**
     * True when the corner at waypoint k is a slot for agent i: at the point one radius past the corner along the
     * next leg (unit direction (ux, uz)), the mesh ends within the agent's radius on both sides across the leg.
     */
    private boolean isSlot(int i, float[] w, int k, float ux, float uz) {
        float r = s.type[i].radius(), slope = s.type[i].maxSlopeDeg();
        float x = w[3 * k] + ux * r, z = w[3 * k + 2] + uz * r;
        int tri = walker.mesh().findTriangle(x, w[3 * k + 1], z, PROBE_HEIGHT, PROBE_HEIGHT);
        return tri >= 0 && !walker.clearLine(tri, x, z, x - uz * r, z + ux * r, slope)
                && !walker.clearLine(tri, x, z, x + uz * r, z - ux * r, slope);
    }
}
