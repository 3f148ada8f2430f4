package org.jme3navmesh.agent;

/**
 * Arrival at a goal that other agents sent to it already occupy. When several agents are sent to one point, only one
 * can stand on it: without a rule the others would circle it for ever. So an agent has also arrived when it is within
 * the arrival radius (at most {@link AgentContacts#MARGIN}, the reach of the noted close agents) of touching an
 * occupant: an agent that lies nearer the goal than it, was sent to the same goal (its target within the arrival
 * radius of it), and either stands (follows no path) in state {@link AgentState#ARRIVED} or, still on its way, blocks
 * the goal: it lies closer to the goal than their summed radii less the arrival radius, so no spot within the arrival
 * radius of the goal is clear of it. (Agents queueing for a goal along a wall otherwise press on the one in front,
 * which cannot reach the goal for them, and turn STUCK.) Agents sent to one goal thus gather round
 * the first to arrive, each beside one nearer the goal; an arrived agent pushed away from its target does not walk back
 * while it stands beside such an occupant. Since an occupant is always nearer the goal, agents never hold each other
 * off in a cycle: the one nearest the goal walks back to it. Agents sent to distinct goals are left alone: one that
 * stands on another's goal walks back to its own, and arriving early beside it would leave the other short of its goal.
 *
 * <p>The occupants looked at are the close agents the avoidance noted in its last planning ({@link AgentContacts}),
 * checked against their positions now; without such notes (an avoidance that keeps none) the rule is off.
 * Allocation-free.
 */
final class OccupiedGoals {
    private final PlanVelocityStage planVelocity;
    private final float arrivalRadius;

    /**
     * @param planVelocity  the stage whose avoidance notes the close agents; not null
     * @param arrivalRadius the crowd's arrival radius, metres (&gt; 0)
     */
    OccupiedGoals(PlanVelocityStage planVelocity, float arrivalRadius) {
        this.planVelocity = planVelocity;
        this.arrivalRadius = arrivalRadius;
    }

    /**
     * True when agent i has arrived beside an occupant of its goal (see the class comment), with the close agents of
     * the last planning.
     *
     * @param s  the agents; not null, unaffected
     * @param i  an active agent
     * @param gx the goal's X, world metres
     * @param gz the goal's Z, world metres
     */
    boolean arrivedBeside(AgentStore s, int i, float gx, float gz) {
        return besideOccupant(s, planVelocity.contacts(), i, gx, gz, arrivalRadius);
    }

    /**
     * True when agent i is within {@code arrivalRadius} (at most {@link AgentContacts#MARGIN}) of touching an
     * occupant of goal (gx, gz): a noted close agent that lies nearer the goal than agent i, has a target within
     * {@code arrivalRadius} of the goal, and stands in state {@link AgentState#ARRIVED} or lies within their summed
     * radii less {@code arrivalRadius} of the goal.
     *
     * @param s             the agents; not null, unaffected
     * @param contacts      the close agents of the last planning; null means none
     * @param i             an active agent
     * @param gx            the goal's X, world metres
     * @param gz            the goal's Z, world metres
     * @param arrivalRadius the crowd's arrival radius, metres (&gt; 0)
     */
    static boolean besideOccupant(AgentStore s, AgentContacts contacts, int i, float gx, float gz,
                                  float arrivalRadius) {
        if (contacts == null) {
            return false;
        }
        float x = s.px[i], z = s.pz[i], r = s.type[i].radius();
        float d2 = AgentStore.dist2xz(x, z, gx, gz);
        float a2 = arrivalRadius * arrivalRadius;
        for (int m = 0, c = contacts.count(i); m < c; m++) {
            int j = contacts.contact(i, m);
            if (j == i || !s.isActive(j)) {
                continue;
            }
            float rr = r + s.type[j].radius();
            float dj2 = AgentStore.dist2xz(s.px[j], s.pz[j], gx, gz);
            float reach = rr + Math.min(arrivalRadius, AgentContacts.MARGIN);
            if (dj2 >= d2 || AgentStore.dist2xz(x, z, s.px[j], s.pz[j]) > reach * reach) {
                continue; // not nearer the goal, or not beside agent i
            }
            if (!s.hasTarget[j] || AgentStore.dist2xz(s.tx[j], s.tz[j], gx, gz) > a2) {
                continue; // not sent to the same goal
            }
            if (!s.following[j] && s.state[j] == AgentState.ARRIVED.ordinal()) {
                return true; // arrived there
            }
            float blocks = rr - arrivalRadius;
            if (blocks > 0f && dj2 < blocks * blocks) {
                return true; // on its way there, and no spot within the arrival radius of the goal is clear of it
            }
        }
        return false;
    }
}
