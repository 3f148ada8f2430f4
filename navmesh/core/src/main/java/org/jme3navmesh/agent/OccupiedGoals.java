package org.jme3navmesh.agent;

/**
 * Arrival at a goal taken by other agents. An agent that stands on another's goal, or a crowd sent to one point, keeps
 * the others from coming within the arrival radius of it: without a rule they would circle the occupants for ever.
 * So an agent has also arrived when it is within the arrival radius (at most {@link AgentContacts#MARGIN}, the reach
 * of the noted close agents) of touching an occupant: an agent that stands
 * (follows no path) in state {@link AgentState#ARRIVED}, lies nearer the goal than it, and either stands on the goal
 * (its disc, grown by the agent's radius, covers the goal) or was sent to the same goal (its target within the arrival
 * radius of it). Agents sent to one goal thus gather round the first to arrive, each beside one nearer the goal.
 *
 * <p>An arrived agent pushed away from its target walks back unless it is beside an occupant sent to the same target
 * ({@link #besideOccupant} with {@code sameGoalOnly}): an agent standing on a goal not its own does not keep the one
 * beside it away from its own target. Since an occupant is always nearer the goal, agents never hold each other off
 * in a cycle: the one nearest a goal walks back to it.
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
        return besideOccupant(s, planVelocity.contacts(), i, gx, gz, arrivalRadius, false);
    }

    /**
     * True when agent i is within {@code arrivalRadius} (at most {@link AgentContacts#MARGIN}) of touching an occupant of goal (gx, gz): a noted close agent
     * that stands in state {@link AgentState#ARRIVED}, lies nearer the goal than agent i, and has a target within
     * {@code arrivalRadius} of the goal or (unless {@code sameGoalOnly}) has its disc, grown by agent i's radius,
     * over the goal.
     *
     * @param s             the agents; not null, unaffected
     * @param contacts      the close agents of the last planning; null means none
     * @param i             an active agent
     * @param gx            the goal's X, world metres
     * @param gz            the goal's Z, world metres
     * @param arrivalRadius the crowd's arrival radius, metres (&gt; 0)
     * @param sameGoalOnly  true to count only occupants sent to the same goal
     */
    static boolean besideOccupant(AgentStore s, AgentContacts contacts, int i, float gx, float gz,
                                  float arrivalRadius, boolean sameGoalOnly) {
        if (contacts == null) {
            return false;
        }
        float x = s.px[i], z = s.pz[i], r = s.type[i].radius();
        float d2 = AgentStore.dist2xz(x, z, gx, gz);
        float a2 = arrivalRadius * arrivalRadius;
        for (int m = 0, c = contacts.count(i); m < c; m++) {
            int j = contacts.contact(i, m);
            if (j == i || !s.isActive(j) || s.following[j] || s.state[j] != AgentState.ARRIVED.ordinal()) {
                continue;
            }
            float rr = r + s.type[j].radius();
            float dj2 = AgentStore.dist2xz(s.px[j], s.pz[j], gx, gz);
            float reach = rr + Math.min(arrivalRadius, AgentContacts.MARGIN);
            if (dj2 >= d2 || AgentStore.dist2xz(x, z, s.px[j], s.pz[j]) > reach * reach) {
                continue; // not nearer the goal, or not beside agent i
            }
            boolean sameGoal = s.hasTarget[j] && AgentStore.dist2xz(s.tx[j], s.tz[j], gx, gz) <= a2;
            if (sameGoal || (!sameGoalOnly && dj2 < rr * rr)) {
                return true;
            }
        }
        return false;
    }
}
