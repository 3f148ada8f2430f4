package org.jme3navmesh.agent;

/**
 * Corner skipping for stalled agents, in the manner of Detour's corridor optimisation by visibility: an agent that has
 * made no progress along its path for {@value #STALL} s (see {@link StuckRecovery}; waiting for a door's turn counts
 * as progress) passes its next corner without reaching it when it sees the waypoint after it: the straight line from
 * the agent to that waypoint stays on the mesh, and passes the skipped corner at least {@value #CLEAR_RADII} of the
 * agent's radius away (the wall the path turns round lies beyond the corner, so the agent's disc clears it).
 *
 * <p>Pushed past a corner by traffic coming round it the other way (at a wall's free end, in a doorway), an agent
 * otherwise walks back against that traffic to within the corner radius of the corner before it may turn, and each
 * push undoes its progress; seeing past the corner it can leave from where it stands.
 *
 * <p>Allocation-free; not thread-safe (it walks the mesh with the calling stage's {@link SurfaceWalker}).
 */
final class CornerSkip {
    /** Time without progress after which an agent looks past its next corner, seconds. */
    static final float STALL = 0.25f;
    /** Least distance of the skipped corner from the line the agent takes instead, in the agent's radii. */
    static final float CLEAR_RADII = 0.9f;
    private static final float EPS = 1e-6f;

    private final AgentStore s;
    private final SurfaceWalker walker;

    /**
     * @param store  the agents; not null, read only
     * @param walker walks the crowd's mesh for the line of sight; not null, shared with the calling stage
     */
    CornerSkip(AgentStore store, SurfaceWalker walker) {
        this.s = store;
        this.walker = walker;
    }

    /**
     * True when agent i, stalled, may pass waypoint k of its path (neither the first nor the last) without reaching it
     * (see the class comment).
     *
     * @param i an agent following path p
     * @param p agent i's path; not null, unaffected
     * @param k a waypoint of p below its last
     */
    boolean seesPast(int i, PathPlan p, int k) {
        if (s.time - s.lastProgress[i] < STALL) {
            return false;
        }
        float[] w = p.waypoints();
        float px = s.px[i], pz = s.pz[i];
        float ex = w[3 * k + 3], ez = w[3 * k + 5];
        float dx = ex - px, dz = ez - pz;
        float len2 = dx * dx + dz * dz;
        if (len2 < EPS) {
            return false;
        }
        float clear = CLEAR_RADII * s.type[i].radius();
        float cx = w[3 * k] - px, cz = w[3 * k + 2] - pz;
        if (k == 0 || (w[3 * k] - w[3 * k - 3]) * cx + (w[3 * k + 2] - w[3 * k - 1]) * cz > 0f) {
            return false; // not yet past the corner along the leg that leads to it
        }
        float t = Math.max(0f, Math.min(1f, (cx * dx + cz * dz) / len2));
        float ox = cx - t * dx, oz = cz - t * dz;
        if (ox * ox + oz * oz < clear * clear) {
            return false;
        }
        return walker.clearLine(s.tri[i], px, pz, ex, ez, s.type[i].maxSlopeDeg());
    }
}
