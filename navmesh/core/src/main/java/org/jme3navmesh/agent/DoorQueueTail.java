package org.jme3navmesh.agent;

import java.util.Arrays;

/**
 * The tail of a door's queue: the agents lined up behind an agent that waits for its turn at a door
 * ({@link DoorTurns}). An agent that does not wait but whose way forward (towards its next waypoint) is blocked by a
 * waiter, or, transitively, by another agent of the tail, waits in the same queue: its step counts as progress as a
 * waiter's does ({@link DoorTurns#countAsProgress}), though it keeps its own desired velocity. Without this, a line
 * that reaches beyond the door's zone along the wall turns STUCK behind a waiter that does not, and takes right of way
 * over it. (Agents behind those whose direction holds the door are not in a tail: a queue that moves makes its own
 * progress, and one that does not needs {@link StuckRecovery}.)
 *
 * <p>An agent blocks the way when its centre lies ahead (within {@value #CONE} of the heading, as a cosine) and the
 * gap between the two discs is at most {@value #GAP} m, at most one agent height apart in Y; a tail reaches at most
 * {@value #PASSES} agents back from its waiter.
 *
 * <p>Deterministic (agents in the order given); allocation-free per step once grown to the crowd; not thread-safe.
 */
final class DoorQueueTail {
    /** The widest gap between two discs at which the one ahead blocks the one behind, metres. */
    static final float GAP = 0.5f;
    /** The least cosine between an agent's heading and the way to an agent that blocks it. */
    static final float CONE = 0.5f;
    /** How many passes extend a tail each step. */
    static final int PASSES = 8;

    /** Per agent, this step: true when it waits or is in a waiter's tail; and the queued agents' ids, in that order. */
    private boolean[] queued = new boolean[0];
    private int[] queue = new int[0];
    private int size;

    /**
     * Finds the waiters' tails and counts their agents' step as progress.
     *
     * @param s     the agents; not null, the tails' progress times, best remaining lengths and states modified
     * @param ids   the active agents' ids; not null, unaffected
     * @param n     how many of {@code ids} to read
     * @param waits per agent id, true when it waits for its turn at a door; not null, unaffected
     */
    void extend(AgentStore s, int[] ids, int n, boolean[] waits) {
        if (queued.length < s.capacity) {
            queued = Arrays.copyOf(queued, s.capacity);
            queue = Arrays.copyOf(queue, s.capacity);
        }
        size = 0;
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            queued[i] = waits[i];
            if (queued[i]) {
                queue[size++] = i;
            }
        }
        for (int pass = 0; pass < PASSES; pass++) {
            int before = size;
            for (int k = 0; k < n; k++) {
                int i = ids[k];
                if (!queued[i] && s.following[i] && s.plan[i] != null && blocked(s, i, before)) {
                    queued[i] = true;
                    queue[size++] = i;
                    DoorTurns.countAsProgress(s, i);
                }
            }
            if (size == before) {
                return;
            }
        }
    }

    /**
     * True when one of the first {@code count} queued agents blocks agent i's way to its next waypoint (in XZ, and
     * within agent i's height in Y).
     */
    private boolean blocked(AgentStore s, int i, int count) {
        float[] w = s.plan[i].waypoints();
        int k = Math.min(s.wp[i], w.length / 3 - 1);
        if (k < 0) {
            return false;
        }
        float hx = w[3 * k] - s.px[i], hz = w[3 * k + 2] - s.pz[i];
        float h = (float) Math.sqrt(hx * hx + hz * hz);
        if (h < 1e-4f) {
            return false;
        }
        float ri = s.type[i].radius();
        for (int q = 0; q < count; q++) {
            int j = queue[q];
            float ox = s.px[j] - s.px[i], oz = s.pz[j] - s.pz[i];
            float reach = ri + s.type[j].radius() + GAP;
            float o2 = ox * ox + oz * oz;
            if (o2 > reach * reach || o2 < 1e-8f || Math.abs(s.py[j] - s.py[i]) > s.type[i].height()) {
                continue;
            }
            if (ox * hx + oz * hz >= CONE * h * (float) Math.sqrt(o2)) {
                return true;
            }
        }
        return false;
    }
}
