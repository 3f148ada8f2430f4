package org.jme3navmesh.agent;

/**
 * Which way a STUCK agent turns a blocked preferred velocity. ORCA's side bias ({@link OrcaPlanner#SIDE_BIAS_RAD})
 * turns it counter-clockwise for every agent, so that crowds meeting head-on form lanes. Facing an agent that stands
 * and does not give way ({@link CrowdConfig#standingGiveWay()} false), or one that cannot, with a wall on the
 * counter-clockwise side, that turn points into the wall: the agent stops against it and, the stander never moving,
 * stays STUCK for good although the way round on the other side is open. An agent that is STUCK (no progress for
 * {@link CrowdConfig#stuckTime()}; waiting for a door or a link counts as progress) therefore turns a quarter clockwise
 * instead when the counter-clockwise turn would cross one of its wall half-planes and the clockwise one would not.
 *
 * <p>Stateless; thread-safe.
 */
final class WallSideTurn {
    /** The clockwise turn, radians: a quarter turn, so that an agent pressed into the corner between the stander and the wall backs out of it. */
    static final float TURN_RAD = (float) (Math.PI / 2);
    static final float COS = (float) Math.cos(TURN_RAD), SIN = (float) Math.sin(TURN_RAD);

    private static final byte STUCK = (byte) AgentState.STUCK.ordinal();

    private WallSideTurn() {
    }

    /**
     * True when agent i follows a path and is STUCK.
     *
     * @param s the agents; not null, unaffected
     * @param i an agent of s
     */
    static boolean stalled(AgentStore s, int i) {
        return s.following[i] && s.state[i] == STUCK;
    }
}
