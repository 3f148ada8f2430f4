package org.jme3navmesh.agent;

/**
 * Arrival at a goal taken by another agent. When an agent that has arrived stands on the goal of another, so that the
 * other's centre cannot come within the summed radii of it, the other can get no nearer its goal than the point where
 * the two discs touch. Its arrival radius is then widened by that shortfall: it has arrived once it is within the
 * arrival radius of the nearest point it can reach, instead of circling the occupant for ever. Several agents sent to
 * one goal thus gather round the first one to arrive.
 *
 * <p>The occupants looked at are the close agents the avoidance noted in its last planning ({@link AgentContacts}),
 * checked against their positions now; without such notes (an avoidance that keeps none) the rule is off.
 * Allocation-free.
 */
final class OccupiedGoals {
    private final PlanVelocityStage planVelocity;

    /**
     * @param planVelocity the stage whose avoidance notes the close agents; not null
     */
    OccupiedGoals(PlanVelocityStage planVelocity) {
        this.planVelocity = planVelocity;
    }

    /**
     * How much further than the arrival radius agent i may stay from its goal, as {@link #slack(AgentStore,
     * AgentContacts, int, float, float)} with the contacts of the last planning.
     *
     * @param s  the agents; not null, unaffected
     * @param i  an active agent
     * @param gx the goal's X, world metres
     * @param gz the goal's Z, world metres
     * @return the widening, metres (&gt;= 0)
     */
    float slack(AgentStore s, int i, float gx, float gz) {
        return slack(s, planVelocity.contacts(), i, gx, gz);
    }

    /**
     * How much further than the arrival radius agent i may stay from its goal (gx, gz): over the agents noted close to
     * it that stand (follow no path) in state {@link AgentState#ARRIVED} with their disc, grown by agent i's radius,
     * over the goal, the largest of the summed radii less the occupant's distance to the goal; 0 when there is none.
     *
     * @param s        the agents; not null, unaffected
     * @param contacts the close agents of the last planning; null means none
     * @param i        an active agent
     * @param gx       the goal's X, world metres
     * @param gz       the goal's Z, world metres
     * @return the widening, metres (&gt;= 0)
     */
    static float slack(AgentStore s, AgentContacts contacts, int i, float gx, float gz) {
        if (contacts == null) {
            return 0f;
        }
        float best = 0f;
        float r = s.type[i].radius();
        for (int m = 0, c = contacts.count(i); m < c; m++) {
            int j = contacts.contact(i, m);
            if (j == i || !s.isActive(j) || s.following[j] || s.state[j] != AgentState.ARRIVED.ordinal()) {
                continue;
            }
            float rr = r + s.type[j].radius();
            float d2 = AgentStore.dist2xz(gx, gz, s.px[j], s.pz[j]);
            if (d2 < rr * rr) {
                best = Math.max(best, rr - (float) Math.sqrt(d2));
            }
        }
        return best;
    }
}
