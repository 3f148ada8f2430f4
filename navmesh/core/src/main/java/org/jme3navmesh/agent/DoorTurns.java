package org.jme3navmesh.agent;

import java.util.Arrays;

/**
 * One direction at a time through each {@link OneLaneDoors} door, as agents take turns at a ladder: the agents
 * coming from the other side wait beside the door's mouth, off the way out, and waiting counts as progress, so they
 * do not turn STUCK.
 *
 * <p>Each step, before the velocities are planned, every agent that follows a path within {@value OneLaneDoors#ZONE}
 * m of a door's centre is sorted out:
 * <ul>
 * <li>an <b>approacher</b>: its path, within {@value #LOOK_AHEAD} m ahead, crosses the door's middle line (through
 *     its centre, across its axis) inside the opening (up to {@value #MARGIN} m beyond the corners); its direction is
 *     the way it crosses;</li>
 * <li>an <b>exiter</b>: no crossing ahead, but it stands in the door's throat (within its half-length and
 *     half-width, plus {@value #MARGIN} m); its direction is away from the middle.</li>
 * </ul>
 * The door belongs to one direction at a time. A free door goes to the direction of the longest waiter, else of the
 * approacher nearest the middle line (the lower id on a tie). It passes to the other direction when nobody of its
 * own direction is left to come through while somebody waits on the other side, or, when the other side's longest
 * waiter has waited {@value #MAX_WAIT} s, as soon as its own exiters have cleared the throat (at most
 * {@value #CLEAR_TIME} s later): then no new approacher of its own direction enters meanwhile. It is free again when
 * nobody approaches it.
 *
 * <p>An approacher whose direction does not hold the door waits: it walks to a spot beside the mouth on its own side
 * (one radius and {@value #ASIDE} m beyond the jamb on the hand it stands on, and as far out from the door's face),
 * and stands there; each step of waiting counts as progress ({@link AgentStore#lastProgress} and
 * {@link AgentStore#bestRemaining} are reset, as {@link CrowdLinks} does for a ladder's queue). Waiters give way to
 * every walker that does not wait ({@link #waiting}).
 *
 * <p>The agents lined up behind a waiter wait too: {@link DoorQueueTail}.
 *
 * <p>Deterministic (agents in id order, doors in index order); allocation-free per step once grown to the crowd;
 * simulation thread only, except {@link #waiting}, which planners read while no step of this runs.
 */
final class DoorTurns {
    /** How far along its path an agent looks for a door crossing, metres. */
    static final float LOOK_AHEAD = OneLaneDoors.ZONE + 2f;
    /** Slack beyond a door's corners for crossings and its throat, metres. */
    static final float MARGIN = 0.25f;
    /** The longest wait on one side before the door turns to it, seconds. */
    static final float MAX_WAIT = 5f;
    /** The longest time a turning door waits for its exiters to clear the throat, seconds. */
    static final float CLEAR_TIME = 3f;
    /** Clearance between a waiting spot and the opening's edge, beyond the waiter's radius, metres. */
    static final float ASIDE = 0.4f;
    /** Within this distance of its spot a waiter stands still, metres. */
    private static final float AT_SPOT = 0.2f;
    private static final byte NONE = 0, APPROACH = 1, EXIT = 2;

    private final OneLaneDoors doors;
    /** Per door: the direction (+1 along its axis, -1 against it) that holds it, or 0 when free. */
    private final byte[] turn;
    /** Per door: true while it turns: no new approacher of its direction enters. */
    private final boolean[] closing;
    private final double[] closingSince;
    /** Per door, per direction (index 0: -1, 1: +1), this step: exiters in the throat, approachers, oldest wait. */
    private final int[] exiters, approachers;
    private final double[] oldestWait;
    /** Per door, this step: the approacher nearest the middle line, and its distance. */
    private final int[] nearest;
    private final float[] nearestDistance;
    /** Per door: true when some agent is near it this step. */
    private final boolean[] busy;
    /** Per agent: the door this step, or -1; its kind, direction, and since when it waits (NaN: it does not). */
    private int[] doorOf = new int[0];
    private byte[] kind = new byte[0];
    private byte[] dir = new byte[0];
    private double[] waitSince = new double[0];
    private boolean[] waits = new boolean[0];
    private final DoorQueueTail tail = new DoorQueueTail();

    /** @param doors the mesh's doors; not null, shared (immutable) */
    DoorTurns(OneLaneDoors doors) {
        this.doors = doors;
        int n = doors.count();
        turn = new byte[n];
        closing = new boolean[n];
        closingSince = new double[n];
        exiters = new int[2 * n];
        approachers = new int[2 * n];
        oldestWait = new double[2 * n];
        nearest = new int[n];
        nearestDistance = new float[n];
        busy = new boolean[n];
    }

    /**
     * True when agent i waits for its turn at a door (as of the last {@link #arbitrate}).
     *
     * @param i an agent id
     */
    boolean waiting(int i) {
        return i < waits.length && waits[i];
    }

    /**
     * True when agent i is in a door's queue (as of the last {@link #arbitrate}): an approacher of a door that does
     * not wait (its direction holds the door), or an exiter in a door's throat.
     *
     * @param i an agent id
     */
    boolean passing(int i) {
        return i < doorOf.length && doorOf[i] >= 0 && !waits[i];
    }

    /**
     * Sorts out the agents near doors, turns the doors, and sends the waiters to their spots: a waiter's desired
     * velocity ({@link AgentStore#dvx}, {@link AgentStore#dvz}) is replaced (see the class comment).
     *
     * @param s the agents; not null, waiters' desired velocities, and waiters' and their tails' progress times, best
     *          remaining lengths and states, modified
     */
    void arbitrate(AgentStore s) {
        if (doors.count() == 0) {
            return;
        }
        grow(s.capacity);
        int[] ids = s.ids();
        int n = s.activeCount;
        Arrays.fill(busy, false);
        for (int k = 0; k < n; k++) {
            sortOut(s, ids[k]);
        }
        for (int d = 0; d < doors.count(); d++) {
            if (busy[d] || turn[d] != 0) {
                decide(s, d);
            }
        }
        for (int k = 0; k < n; k++) {
            int i = ids[k];
            int d = doorOf[i];
            boolean held = d >= 0 && kind[i] == APPROACH && (turn[d] != dir[i] || closing[d]);
            waits[i] = held;
            if (!held) {
                waitSince[i] = Double.NaN;
                continue;
            }
            if (Double.isNaN(waitSince[i])) {
                waitSince[i] = s.time;
            }
            goAside(s, i, d);
        }
        tail.extend(s, ids, n, waits);
    }

    private void grow(int capacity) {
        if (doorOf.length < capacity) {
            int old = doorOf.length;
            doorOf = Arrays.copyOf(doorOf, capacity);
            kind = Arrays.copyOf(kind, capacity);
            dir = Arrays.copyOf(dir, capacity);
            waitSince = Arrays.copyOf(waitSince, capacity);
            waits = Arrays.copyOf(waits, capacity);
            Arrays.fill(waitSince, old, capacity, Double.NaN);
        }
    }

    /** Finds agent i's door, kind and direction, and counts it in the door's tallies. */
    private void sortOut(AgentStore s, int i) {
        doorOf[i] = -1;
        kind[i] = NONE;
        if (!s.following[i] || s.plan[i] == null) {
            return;
        }
        int d = doors.at(s.px[i], s.py[i], s.pz[i], s.type[i].height());
        if (d < 0) {
            return;
        }
        float cx = doors.centreX(d), cz = doors.centreZ(d), ax = doors.axisX(d), az = doors.axisZ(d);
        float along = (s.px[i] - cx) * ax + (s.pz[i] - cz) * az;
        float across = (s.pz[i] - cz) * ax - (s.px[i] - cx) * az;
        int crossing = crossing(s, i, d);
        boolean throat = Math.abs(along) <= doors.halfLength(d) + MARGIN
                && Math.abs(across) <= doors.halfWidth(d) + MARGIN;
        if (crossing != 0) {
            kind[i] = APPROACH;
            dir[i] = (byte) crossing;
        } else if (throat && along != 0f) {
            kind[i] = EXIT;
            dir[i] = (byte) (along > 0f ? 1 : -1);
        } else {
            return;
        }
        doorOf[i] = d;
        if (!busy[d]) {
            busy[d] = true;
            exiters[2 * d] = exiters[2 * d + 1] = 0;
            approachers[2 * d] = approachers[2 * d + 1] = 0;
            oldestWait[2 * d] = oldestWait[2 * d + 1] = Double.NaN;
            nearest[d] = -1;
            nearestDistance[d] = Float.POSITIVE_INFINITY;
        }
        int slot = 2 * d + (dir[i] > 0 ? 1 : 0);
        if (kind[i] == EXIT) {
            exiters[slot]++;
            return;
        }
        approachers[slot]++;
        if (!Double.isNaN(waitSince[i]) && !(waitSince[i] >= oldestWait[slot])) {
            oldestWait[slot] = waitSince[i];
        }
        float distance = Math.abs(along);
        if (distance < nearestDistance[d]) {
            nearestDistance[d] = distance;
            nearest[d] = i;
        }
    }

    /**
     * The direction (+1 along door d's axis, -1 against it) in which agent i's path crosses the door's middle line
     * inside its opening within {@value #LOOK_AHEAD} m ahead, or 0.
     */
    private int crossing(AgentStore s, int i, int d) {
        float cx = doors.centreX(d), cz = doors.centreZ(d), ax = doors.axisX(d), az = doors.axisZ(d);
        float opening = doors.halfWidth(d) + MARGIN;
        float[] w = s.plan[i].waypoints();
        int last = w.length / 3 - 1;
        float x0 = s.px[i], z0 = s.pz[i];
        float walked = 0f;
        for (int k = s.wp[i]; k <= last && walked <= LOOK_AHEAD; k++) {
            float x1 = w[3 * k], z1 = w[3 * k + 2];
            float a0 = (x0 - cx) * ax + (z0 - cz) * az, a1 = (x1 - cx) * ax + (z1 - cz) * az;
            if ((a0 < 0f) != (a1 < 0f)) {
                float t = a0 / (a0 - a1);
                float c0 = (z0 - cz) * ax - (x0 - cx) * az, c1 = (z1 - cz) * ax - (x1 - cx) * az;
                if (Math.abs(c0 + t * (c1 - c0)) <= opening) {
                    return a1 > a0 ? 1 : -1;
                }
            }
            walked += (float) Math.sqrt(AgentStore.dist2xz(x0, z0, x1, z1));
            x0 = x1;
            z0 = z1;
        }
        return 0;
    }

    /** Turns door d for this step (see the class comment). */
    private void decide(AgentStore s, int d) {
        if (!busy[d]) {
            turn[d] = 0;
            closing[d] = false;
            return;
        }
        int g = turn[d];
        if (g == 0) {
            turn[d] = (byte) firstTurn(d);
            closing[d] = false;
            return;
        }
        int own = 2 * d + (g > 0 ? 1 : 0), other = 2 * d + (g > 0 ? 0 : 1);
        boolean coming = approachers[own] > 0 || exiters[own] > 0;
        if (approachers[other] == 0) {
            if (!coming) {
                turn[d] = 0;
            }
            closing[d] = false;
            return;
        }
        if (!coming) {
            turnOver(d);
            return;
        }
        if (!closing[d] && s.time - oldestWait[other] >= MAX_WAIT) {
            closing[d] = true;
            closingSince[d] = s.time;
        }
        if (closing[d] && (exiters[own] == 0 || s.time - closingSince[d] >= CLEAR_TIME)) {
            turnOver(d);
        }
    }

    private void turnOver(int d) {
        turn[d] = (byte) -turn[d];
        closing[d] = false;
    }

    /** The direction a free door d goes to: the longest waiter's, else the nearest approacher's, else 0. */
    private int firstTurn(int d) {
        double minus = oldestWait[2 * d], plus = oldestWait[2 * d + 1];
        if (!Double.isNaN(minus) || !Double.isNaN(plus)) {
            return Double.isNaN(plus) || minus <= plus ? -1 : 1;
        }
        int i = nearest[d];
        return i < 0 ? 0 : dir[i];
    }

    /** Sends waiter i to its spot beside door d's mouth (see the class comment); waiting counts as progress. */
    private void goAside(AgentStore s, int i, int d) {
        float cx = doors.centreX(d), cz = doors.centreZ(d), ax = doors.axisX(d), az = doors.axisZ(d);
        float r = s.type[i].radius();
        float across = (s.pz[i] - cz) * ax - (s.px[i] - cx) * az;
        float hand = across < 0f ? -1f : 1f;
        float out = -dir[i] * (doors.halfLength(d) + r + ASIDE);
        float beside = hand * (doors.halfWidth(d) + r + ASIDE);
        float tx = cx + out * ax - beside * az - s.px[i], tz = cz + out * az + beside * ax - s.pz[i];
        float dist = (float) Math.sqrt(tx * tx + tz * tz);
        s.dvx[i] = 0f;
        s.dvz[i] = 0f;
        if (dist > AT_SPOT) {
            float speed = Math.min(s.type[i].maxSpeed(), 2f * dist);
            s.dvx[i] = tx / dist * speed;
            s.dvz[i] = tz / dist * speed;
        }
        countAsProgress(s, i);
    }

    /**
     * Counts this step of agent i's as progress: its progress time and best remaining length are reset, and a STUCK
     * agent is MOVING again (UNREACHABLE when its path is partial).
     *
     * @param s the agents; not null, agent i's progress time, best remaining length and state modified
     * @param i an agent with a path
     */
    static void countAsProgress(AgentStore s, int i) {
        s.lastProgress[i] = s.time;
        s.bestRemaining[i] = s.remaining(i);
        if (s.state[i] == AgentState.STUCK.ordinal()) {
            s.setState(i, s.plan[i].status() == PathPlan.Status.PARTIAL ? AgentState.UNREACHABLE : AgentState.MOVING);
        }
    }
}
