package org.jme3navmesh.agent;

import java.util.Arrays;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.OffMeshLinks;

/**
 * The agents of one {@link AgentCrowd} on the mesh's off-mesh links ({@link AgentCrowd#links()}), as Unity's
 * NavMeshAgent handles them: an agent whose path reaches a link's entry (within {@link CrowdConfig#arrivalRadius()})
 * enters the link, is moved along it by the crowd ({@link LinkMotion}: an arc for jumps and drops, a climb for
 * ladders, at once for teleports) and continues its path from the link's exit. With auto-traverse off
 * ({@link #setAutoTraverse}), the agent stays at the entry, on the link, until the game calls
 * {@link #completeLink} (after playing its own animation). A listener hears every entry and exit.
 *
 * <p>A link with a capacity takes that many agents at once (a ladder: one). An agent that finds it full waits
 * beside the entry, off the link's line and still avoided by (and avoiding) the others, and walks to the entry
 * when the link frees. An agent whose path crosses a link that is disabled (now or later) re-plans.
 *
 * <p>When the crowd moves onto a new version of its mesh ({@link AgentCrowd#setNavMesh}) it takes that version's
 * links ({@link #use}): links are matched by name, so an agent on a link the new version keeps goes on along it and
 * leaves onto the new version's exit triangle.
 *
 * <p>While on a link an agent is moved by this class only (the collision stage leaves it where the link motion put
 * it); its triangle stays the entry's until it leaves at the exit's. Simulation thread only; allocates nothing per
 * step once the arrays fit the crowd.
 */
public final class CrowdLinks {
    static final byte NONE = 0;
    static final byte WAITING = 1;
    static final byte MOVING = 2;
    static final byte HELD = 3;
    /** Clearance between a waiting agent and the link's side, metres. */
    private static final float ASIDE = 0.3f;

    private final AgentStore s;
    private OffMeshLinks links;
    private final float reach;
    private LinkListener listener;
    private int[] occupancy;

    byte[] phase = new byte[0];
    int[] link = new int[0];
    /** Per agent: the traversal's start x, y, z and exit x, y, z. */
    float[] ends = new float[0];
    float[] elapsed = new float[0];
    float[] duration = new float[0];
    private byte[] end = new byte[0];
    private PathPlan[] planOf = new PathPlan[0];
    private int[] wpOf = new int[0];
    private boolean[] manual = new boolean[0];
    private boolean[] wasExternal = new boolean[0];
    private int[] events = new int[0];
    private int eventCount;

    /** Told when agents enter and leave off-mesh links, on the simulation thread at the end of the step. */
    public interface LinkListener {
        /**
         * @param crowd the crowd; not null
         * @param agent the id of the agent that entered the link; active
         * @param link  the link's index in {@link CrowdLinks#links()}
         */
        void entered(AgentCrowd crowd, int agent, int link);

        /**
         * @param crowd the crowd; not null
         * @param agent the id of the agent that left the link at its exit; active
         * @param link  the link's index in {@link CrowdLinks#links()}
         */
        void exited(AgentCrowd crowd, int agent, int link);
    }

    /**
     * @param store  the agents; not null, read and written
     * @param links  the crowd mesh's links; not null
     * @param config supplies the arrival radius (how close to an entry an agent enters); not null
     */
    CrowdLinks(AgentStore store, OffMeshLinks links, CrowdConfig config) {
        this.s = store;
        this.links = links;
        this.reach = config.arrivalRadius();
        this.occupancy = new int[links.count()];
    }

    /**
     * The links of the crowd's current mesh (enable or disable them there).
     *
     * @return the current mesh version's links; not null, live (shared with the mesh: enabling or disabling one
     *         changes it for every user of that mesh)
     */
    public OffMeshLinks links() {
        return links;
    }

    /**
     * Sets the listener of link entries and exits.
     *
     * @param l the listener, or null for none; kept
     */
    public void setListener(LinkListener l) {
        this.listener = l;
    }

    /**
     * Whether the crowd moves the agent along the links it enters (true, the default) or leaves it at the entry
     * until {@link #completeLink} (false).
     *
     * @param agent an active agent's id
     * @param on    true to let the crowd move the agent along links, false to hold it at the entry
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public void setAutoTraverse(int agent, boolean on) {
        s.check(agent);
        ensure();
        manual[agent] = !on;
    }

    /**
     * True when the crowd moves the agent along links itself (see {@link #setAutoTraverse}).
     *
     * @param agent an active agent's id
     * @return true unless auto-traverse was turned off
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean isAutoTraverse(int agent) {
        s.check(agent);
        return agent >= manual.length || !manual[agent];
    }

    /**
     * True while the agent is on an off-mesh link (moving along it, or held at its entry).
     *
     * @param agent an active agent's id
     * @return true while on a link
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean isOnLink(int agent) {
        s.check(agent);
        return onLink(agent);
    }

    /**
     * True while the agent waits beside a full link's entry.
     *
     * @param agent an active agent's id
     * @return true while waiting
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean isWaiting(int agent) {
        s.check(agent);
        return agent < phase.length && phase[agent] == WAITING;
    }

    /**
     * The link the agent is on (index in the mesh's links), or -1.
     *
     * @param agent an active agent's id
     * @return the link's index in {@link #links()}, or -1 when the agent is on no link
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public int currentLink(int agent) {
        s.check(agent);
        return onLink(agent) ? link[agent] : -1;
    }

    /**
     * Number of agents on link l now.
     *
     * @param l a link's index in {@link #links()}, 0 .. {@code links().count()} - 1; others throw
     *          {@link ArrayIndexOutOfBoundsException}
     * @return the count, &gt;= 0
     */
    public int occupancy(int l) {
        return occupancy[l];
    }

    /**
     * Ends the agent's traversal now: it stands at the link's exit and walks on along its path at the next step.
     *
     * @param agent an active agent's id
     * @return false (and nothing happens) when the agent is not on a link
     * @throws IllegalArgumentException when {@code agent} names no active agent
     */
    public boolean completeLink(int agent) {
        s.check(agent);
        if (!onLink(agent)) {
            return false;
        }
        finish(agent);
        return true;
    }

    /**
     * Takes the links of a new version of the crowd's mesh (simulation thread, at the switch). Links are matched by
     * name: an agent moving along (or held on) a link that the new version keeps stays on it, now under its new
     * index; one whose link is gone is put at that link's exit at once (its exit event is delivered as usual). Agents
     * waiting beside an entry stop waiting. When the links' names or order differ, every agent whose path crosses
     * a link re-plans (a path names its links by index).
     *
     * @param next the new version's links; not null, kept (the crowd now enables and disables links there)
     */
    void use(OffMeshLinks next) {
        if (next == links) {
            return;
        }
        ensure();
        boolean sameOrder = next.count() == links.count();
        for (int l = 0; sameOrder && l < next.count(); l++) {
            sameOrder = next.link(l).name().equals(links.link(l).name());
        }
        int[] taken = new int[next.count()];
        int[] ids = s.ids();
        for (int k = 0, count = s.activeCount; k < count; k++) {
            int i = ids[k];
            if (phase[i] == WAITING) {
                phase[i] = NONE;
                planOf[i] = null;
            } else if (phase[i] >= MOVING) {
                int nl = next.indexOf(links.link(link[i]).name());
                if (nl < 0) {
                    finish(i); // the link is gone: it lands at the exit it was heading for
                } else {
                    link[i] = nl;
                    taken[nl]++;
                }
            }
            PathPlan p = s.plan[i];
            if (!sameOrder && p != null && p.linkSteps() != null && s.hasTarget[i] && !s.pending[i]) {
                s.replan[i] = true;
            }
        }
        links = next;
        occupancy = taken;
    }

    boolean onLink(int i) {
        return i < phase.length && phase[i] >= MOVING;
    }

    /** Grows the per-agent arrays to the store's capacity (only after agents were added). */
    void ensure() {
        int n = s.capacity;
        if (phase.length >= n) {
            return;
        }
        phase = Arrays.copyOf(phase, n);
        link = Arrays.copyOf(link, n);
        ends = Arrays.copyOf(ends, 6 * n);
        elapsed = Arrays.copyOf(elapsed, n);
        duration = Arrays.copyOf(duration, n);
        end = Arrays.copyOf(end, n);
        planOf = Arrays.copyOf(planOf, n);
        wpOf = Arrays.copyOf(wpOf, n);
        manual = Arrays.copyOf(manual, n);
        wasExternal = Arrays.copyOf(wasExternal, n);
        events = Arrays.copyOf(events, 4 * n);
    }

    /**
     * Called by the path-following stage for an agent whose next waypoint k is a link entry, d metres (XZ) away.
     * Enters the link when the agent is within reach and the link has room; otherwise steers a waiting agent
     * beside the entry, or stops an agent whose link is disabled (it is marked for re-planning).
     *
     * @return true when this method set the agent's desired velocity (the caller then does nothing more)
     */
    boolean steerAtEntry(int i, PathPlan p, int k, float d) {
        ensure();
        if (phase[i] == WAITING && planOf[i] != p) {
            phase[i] = NONE;
        }
        int step = p.linkSteps()[k];
        int l = step >> 1;
        if (!links.isUsable(l)) {
            phase[i] = NONE;
            s.replan[i] = true;
            s.lastProgress[i] = s.time;
            return true;
        }
        int cap = links.link(l).capacity();
        boolean room = cap == 0 || occupancy[l] < cap;
        if (d <= reach && room) {
            enter(i, p, k, l, step & 1);
            return true;
        }
        if (d <= reach || phase[i] == WAITING) {
            if (room) {
                phase[i] = NONE;
                return false;
            }
            phase[i] = WAITING;
            planOf[i] = p;
            standAside(i, l, step & 1);
            return true;
        }
        return false;
    }

    /** Steers agent i to its waiting spot: beside the entry of link l, off the link's line, on a side by its id. */
    private void standAside(int i, int l, int e) {
        float ex = links.x(l, e), ez = links.z(l, e);
        float dx = links.x(l, 1 - e) - ex, dz = links.z(l, 1 - e) - ez;
        float len = (float) Math.sqrt(dx * dx + dz * dz);
        float px, pz;
        if (len > 1e-3f) {
            px = -dz / len;
            pz = dx / len;
        } else {
            px = 1f;
            pz = 0f;
        }
        float side = (i & 1) == 0 ? 1f : -1f;
        float off = 0.5f * links.link(l).width() + s.type[i].radius() + ASIDE;
        float tx = ex + side * px * off - s.px[i], tz = ez + side * pz * off - s.pz[i];
        float dist = (float) Math.sqrt(tx * tx + tz * tz);
        float speed = Math.min(s.type[i].maxSpeed(), 2f * dist);
        if (dist > 0.05f) {
            s.dvx[i] = tx / dist * speed;
            s.dvz[i] = tz / dist * speed;
        }
        s.lastProgress[i] = s.time; // waiting is not being stuck
    }

    private void enter(int i, PathPlan p, int k, int l, int e) {
        float[] w = p.waypoints();
        int o = 6 * i;
        ends[o] = s.px[i];
        ends[o + 1] = s.py[i];
        ends[o + 2] = s.pz[i];
        ends[o + 3] = w[3 * k + 3];
        ends[o + 4] = w[3 * k + 4];
        ends[o + 5] = w[3 * k + 5];
        phase[i] = manual[i] ? HELD : MOVING;
        link[i] = l;
        end[i] = (byte) e;
        planOf[i] = p;
        wpOf[i] = k;
        elapsed[i] = 0f;
        duration[i] = LinkMotion.duration(links.kind(l), ends, o, s.type[i].maxSpeed());
        occupancy[l]++;
        wasExternal[i] = s.external[i];
        s.external[i] = true; // the collision stage leaves it where the link motion puts it
        s.speed[i] = 0f;
        s.vx[i] = 0f;
        s.vz[i] = 0f;
        float fx = ends[o + 3] - ends[o], fz = ends[o + 5] - ends[o + 2];
        float f = (float) Math.sqrt(fx * fx + fz * fz);
        if (f > 1e-3f) {
            s.fx[i] = fx / f;
            s.fz[i] = fz / f;
        }
        event(i, true);
    }

    /** Agent i leaves its link at the exit and walks on (or re-plans when its path changed meanwhile). */
    void finish(int i) {
        int l = link[i];
        int o = 6 * i;
        occupancy[l]--;
        phase[i] = NONE;
        s.external[i] = wasExternal[i];
        s.px[i] = ends[o + 3];
        s.py[i] = ends[o + 4];
        s.pz[i] = ends[o + 5];
        s.tri[i] = links.triangle(l, 1 - end[i]);
        s.vx[i] = 0f;
        s.vz[i] = 0f;
        PathPlan p = s.plan[i];
        if (p == planOf[i]) {
            s.wp[i] = Math.min(wpOf[i] + 1, p.waypointCount() - 1);
        } else if (s.hasTarget[i] && !s.pending[i]) {
            s.replan[i] = true; // planned while on the link: plan again from the exit
        }
        planOf[i] = null;
        s.lastProgress[i] = s.time;
        event(i, false);
    }

    /** Forgets agent i (removed from the crowd), freeing its place on a link. */
    void release(int i) {
        if (i < phase.length) {
            if (phase[i] >= MOVING) {
                occupancy[link[i]]--;
            }
            phase[i] = NONE;
            manual[i] = false;
            planOf[i] = null;
        }
    }

    /** Moves agent i along its link by dt seconds; it leaves at the exit when the motion ends. */
    void advance(int i, float dt, float[] tmp3) {
        elapsed[i] += dt;
        if (elapsed[i] >= duration[i]) {
            finish(i);
            return;
        }
        LinkKind kind = links.kind(link[i]);
        LinkMotion.position(kind, ends, 6 * i, elapsed[i], duration[i], s.type[i].maxSpeed(), tmp3);
        s.px[i] = tmp3[0];
        s.py[i] = tmp3[1];
        s.pz[i] = tmp3[2];
        s.vx[i] = 0f;
        s.vz[i] = 0f;
    }

    /**
     * Marks agent i for re-planning when its path, from the waypoint it walks towards, crosses a disabled or
     * covered link
     * (other than the one it is on); a waiting agent stops waiting.
     */
    void checkDisabled(int i) {
        PathPlan p = s.plan[i];
        if (p == null || p.linkSteps() == null) {
            return;
        }
        int[] st = p.linkSteps();
        for (int j = Math.max(0, s.wp[i] - 1); j < st.length; j++) {
            if (st[j] >= 0 && !links.isUsable(st[j] >> 1) && !(onLink(i) && j == wpOf[i] && p == planOf[i])) {
                if (phase[i] == WAITING) {
                    phase[i] = NONE;
                }
                s.replan[i] = true;
                return;
            }
        }
    }

    private void event(int i, boolean entered) {
        if (eventCount < events.length) {
            events[eventCount++] = entered ? i : ~i;
        }
    }

    /** Tells the listener about this step's entries and exits, in order. */
    void deliver(AgentCrowd crowd) {
        int n = eventCount;
        eventCount = 0;
        if (listener == null) {
            return;
        }
        for (int k = 0; k < n; k++) {
            int ev = events[k];
            int i = ev >= 0 ? ev : ~ev;
            if (!s.isActive(i)) {
                continue;
            }
            if (ev >= 0) {
                listener.entered(crowd, i, link[i]);
            } else {
                listener.exited(crowd, i, link[i]);
            }
        }
    }
}
