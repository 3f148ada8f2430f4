package org.jme3navmesh.agent;

/**
 * Every agent's next corner and the leg its path takes from there, taken once per step before the velocity planning,
 * so that the planners' test of two agents queueing for one corner ({@link #shared}) reads two small records instead
 * of both agents' plans and types. Filled on the simulation thread ({@link #take}); read by any number of planners
 * until the next fill.
 */
final class NextCorners {
    /** Per agent id: its next corner (X, Z, metres) and the XZ leg from it to the corner after (metres). */
    private float[] x = new float[0], z = new float[0], legX = new float[0], legZ = new float[0];
    /**
     * Per agent id: it follows a path slower than {@link OrcaPlanner#JAM_SPEED} of its top speed and its next corner
     * is not its path's last waypoint.
     */
    private boolean[] queueing = new boolean[0];

    /** Grows the records to agent ids below {@code capacity} (&gt;= 0). */
    void ensureCapacity(int capacity) {
        if (queueing.length < capacity) {
            x = new float[capacity];
            z = new float[capacity];
            legX = new float[capacity];
            legZ = new float[capacity];
            queueing = new boolean[capacity];
        }
    }

    /**
     * Takes agent i's record from its plan, waypoint and speed.
     *
     * @param s the agents; not null, unaffected
     * @param i an active agent, below the capacity
     */
    void take(AgentStore s, int i) {
        PathPlan p = s.plan[i];
        boolean q = p != null && !(s.speed[i] >= OrcaPlanner.JAM_SPEED * s.type[i].maxSpeed());
        if (q) {
            float[] w = p.waypoints();
            int k = 3 * s.wp[i];
            q = k + 3 < w.length;
            if (q) {
                x[i] = w[k];
                z[i] = w[k + 2];
                legX[i] = w[k + 3] - w[k];
                legZ[i] = w[k + 5] - w[k + 2];
            }
        }
        queueing[i] = q;
    }

    /**
     * True when agents i and j both follow paths, walk slower than {@link OrcaPlanner#JAM_SPEED} of their top speeds,
     * and head for next corners within two summed radii ({@code rr}, metres) of each other whose next legs are less
     * than 90 degrees apart (a path's last waypoint is no corner): agents that meet at a corner they leave in
     * opposite directions (a corridor's mouth, walked both ways) are not queueing for it.
     *
     * @param i  an agent taken since the last step
     * @param j  another
     * @param rr their summed radii, metres
     */
    boolean shared(int i, int j, float rr) {
        return queueing[i] && queueing[j] && AgentStore.dist2xz(x[i], z[i], x[j], z[j]) <= 4f * rr * rr
                && legX[i] * legX[j] + legZ[i] * legZ[j] > 0f;
    }
}
