package org.jme3navmesh.agent;

/**
 * How far two agents queueing for corners near each other are from the first corner their paths share. Their next
 * corners may differ: at a doorway, the agent in the door heads for the far jamb while the crowd still heads for the
 * near one. When one agent's next corner is the other's corner after next (within half their summed radii), both
 * are measured to that later corner, the other along its path through its next corner; otherwise each is measured
 * to its own next corner. Ranking by the own corners alone lets the crowd behind hold the agent in the door, which is
 * closer to the near jamb than to the far one.
 */
final class CornerOrder {
    private CornerOrder() {
    }

    /**
     * How much further agent i is than agent j from their first shared corner (see the class comment), or, when
     * {@code laterCorner} is false, from their own next corners.
     *
     * @param s           the agents; not null, unaffected
     * @param i           an agent with a path whose next waypoint is not its last
     * @param j           another such agent
     * @param rr          the agents' summed radii, metres (&gt; 0)
     * @param laterCorner true to measure both to one agent's corner after next when it is the other's next corner
     * @return agent i's distance minus agent j's, metres
     */
    static float lead(AgentStore s, int i, int j, float rr, boolean laterCorner) {
        float[] wi = s.plan[i].waypoints(), wj = s.plan[j].waypoints();
        int ki = 3 * s.wp[i], kj = 3 * s.wp[j];
        float di = (float) Math.sqrt(AgentStore.dist2xz(s.px[i], s.pz[i], wi[ki], wi[ki + 2]));
        float dj = (float) Math.sqrt(AgentStore.dist2xz(s.px[j], s.pz[j], wj[kj], wj[kj + 2]));
        if (!laterCorner) {
            return di - dj;
        }
        float same2 = 0.25f * rr * rr;
        if (kj + 3 < wj.length && AgentStore.dist2xz(wi[ki], wi[ki + 2], wj[kj + 3], wj[kj + 5]) <= same2) {
            dj += leg(wj, kj);
        } else if (ki + 3 < wi.length && AgentStore.dist2xz(wj[kj], wj[kj + 2], wi[ki + 3], wi[ki + 5]) <= same2) {
            di += leg(wi, ki);
        }
        return di - dj;
    }

    /** XZ length of the leg from the waypoint at offset k to the next one. */
    private static float leg(float[] w, int k) {
        return (float) Math.sqrt(AgentStore.dist2xz(w[k], w[k + 2], w[k + 3], w[k + 5]));
    }
}
