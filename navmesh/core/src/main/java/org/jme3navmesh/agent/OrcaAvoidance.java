package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.NavMesh;

/**
 * Local avoidance by optimal reciprocal collision avoidance (ORCA; van den Berg, Guy, Lin and Manocha, "Reciprocal
 * n-body collision avoidance", 2011), written after the RVO2 library's {@code Agent::computeNewVelocity} on flat
 * arrays. Each step, every agent takes as its new desired velocity the one closest to its preferred velocity (the
 * one the path-following stage set) that lies on the permitted side of:
 * <ul>
 * <li>one half-plane per wall segment of the mesh boundary within reach of its next
 *     {@link CrowdConfig#wallTimeHorizon()} seconds ({@link OrcaWalls}; hard constraints), and</li>
 * <li>one half-plane per neighbour (the {@link CrowdConfig#maxNeighbours()} nearest within
 *     {@link CrowdConfig#neighbourRange()} and within half their summed heights vertically), free of collision for
 *     {@link CrowdConfig#timeHorizon()} seconds, of which the agent takes a share of the avoidance: all of it against
 *     a neighbour of a more important {@link AgentCrowd#priority} (a smaller number), none against a less important
 *     one; all of it against a standing neighbour, which itself takes half when {@link CrowdConfig#standingGiveWay()}
 *     and none otherwise; between walkers of equal priority, a {@link AgentState#STUCK} one (no progress for
 *     {@link CrowdConfig#stuckTime()}) goes first, taking none of the avoidance, so that a jam in a doorway walked
 *     both ways or pressed from all sides resolves, unless the two queue for a corner and one is at least half
 *     their summed radii nearer it ({@link CornerOrder}): that one keeps going first; a walker that waits for its
 *     turn at a one-lane door ({@link DoorTurns}) takes all of it against one that does not wait; otherwise the one that follows gives way to the one that leads
 *     (see {@code OrcaPlanner.followShare}: queueing for a shared corner, or walking behind). Agents that already overlap always
 *     share half. A neighbour of which the agent takes no share is left out.</li>
 * </ul>
 * When no velocity satisfies every half-plane, the one that violates the neighbours' the least is taken (RVO2's
 * three-dimensional fallback), keeping the walls.
 *
 * <p><b>Symmetry.</b> Two agents see a collision from opposite sides and pick legs of their velocity obstacles with
 * the same handedness (an exact head-on meeting takes the same leg for both), so they pass each other on the same
 * side. When an agent's preferred velocity is forbidden by a neighbour it does not queue behind, it is first turned by
 * {@value OrcaPlanner#SIDE_BIAS_RAD} rad, counter-clockwise in (x, z) (det &gt; 0), the same way for every agent, so that groups
 * meeting head-on in a corridor form lanes and a crowd meeting from all sides (a circle swap) turns into a roundabout
 * instead of a standstill. A STUCK agent whose counter-clockwise turn would run
 * into a wall and whose clockwise quarter turn would not takes the quarter turn ({@link WallSideTurn}): it backs out of
 * the corner between a stander that does not give way and the wall. An agent that its neighbours have carried
 * against its preferred velocity for a moment ({@link SweptAgents}) avoids them over a shorter horizon for a while,
 * which frees a velocity held fixed by the edges of several velocity obstacles. Before that, an agent that meets walkers coming the other way between walls turns its
 * preferred velocity towards its half of the passage, on the same side ({@link TwoWayLanes}), so that the two
 * directions fill opposite halves instead of meeting head-on in the middle. An agent that queues behind a leader also
 * avoids the leader's preferred velocity (at up to {@value OrcaPlanner#INTENT_SPEED} m/s), so it makes room for a
 * leader that waits for it to move.
 *
 * <p><b>One-lane doors.</b> Before the planning, {@link DoorTurns} lets one direction at a time through each short
 * constriction of the mesh ({@link OneLaneDoors}): agents coming the other way wait beside the door's mouth, and
 * waiting counts as progress.
 *
 * <p><b>Standing agents.</b> An agent that stands (it follows no path this step: arrived, idle or waiting for a path)
 * prefers to stay still; when it gives way, it avoids the velocity its walking neighbours prefer rather than the one
 * they have, so it steps aside for a walker that wants to pass where it stands. An ARRIVED agent pushed further than
 * the arrival radius from its target prefers to walk back to it at up to half its top speed, unless it stands beside
 * an occupant of its target nearer it ({@link OccupiedGoals}: an arrived agent sent to the same target, or one on its
 * way there that blocks it).
 *
 * <p>Velocities are the agents' velocities over the last step. Each worker plans with its own {@link OrcaPlanner};
 * an agent's velocity depends only on the crowd's state when the planning starts, not on which worker plans it or
 * in which order. Allocation-free per step once its scratch arrays have grown to the crowd and the workers.
 */
final class OrcaAvoidance implements LocalAvoidance {
    private final float range;
    private final float arrivalRadius;
    private final WallSegments walls;
    private final CrowdConfig config;
    /** Turns through the mesh's one-lane doors; read by the planners. */
    final DoorTurns doors;
    private OrcaPlanner[] planners = new OrcaPlanner[0];
    /** Every agent's preferred velocity at the start of the planning, by id; read by the planners. */
    float[] prefX = new float[0], prefZ = new float[0];
    /**
     * Every agent's preferred speed (the length of its preferred velocity, m/s) and unit preferred direction (0 where
     * the speed is below 1e-6 m/s) at the start of the planning, by id: computed once per agent rather than per pair.
     */
    float[] prefLength = new float[0], prefUnitX = new float[0], prefUnitZ = new float[0];
    /** Every agent's next corner, taken at the start of the planning; read by the planners. */
    final NextCorners corners = new NextCorners();
    /** The agents their neighbours carry backwards, noted at the start of the planning; read by the planners. */
    final SweptAgents swept = new SweptAgents();
    /** The agents close to each agent, noted by the planners; read by {@link #contacts()}. */
    final AgentContacts contacts = new AgentContacts();
    /** Plans nothing: answers the debug views ({@link #halfPlanes}, {@link #neighbours}) between steps. */
    private OrcaPlanner viewPlanner;
    /** The step of the last planning, seconds. */
    private float lastDt = 1f / 60f;

    /**
     * @param mesh   the crowd's navmesh, whose boundary edges are the walls; not null, unaffected
     * @param config supplies the neighbour range and count, the time horizons, the standing agents' rule and the
     *               arrival radius; not null
     */
    OrcaAvoidance(NavMesh mesh, CrowdConfig config) {
        this.walls = new WallSegments(mesh);
        this.doors = new DoorTurns(new OneLaneDoors(walls));
        this.config = config;
        this.range = config.neighbourRange();
        this.arrivalRadius = config.arrivalRadius();
    }

    @Override
    public float neighbourCell(AgentStore store) {
        return range;
    }

    @Override
    public void beginStep(AgentStore store, AgentGrid grid, int workers) {
        grid.sortNearest(store, range, config.maxNeighbours());
        if (planners.length < workers) {
            OrcaPlanner[] grown = java.util.Arrays.copyOf(planners, workers);
            for (int w = planners.length; w < workers; w++) {
                grown[w] = new OrcaPlanner(this, walls, config);
            }
            planners = grown;
        }
        doors.arbitrate(store);
        int[] ids = store.ids();
        contacts.ensureCapacity(store.capacity);
        corners.ensureCapacity(store.capacity);
        swept.ensureCapacity(store.capacity);
        if (prefX.length < store.capacity) {
            prefX = new float[store.capacity];
            prefZ = new float[store.capacity];
            prefLength = new float[store.capacity];
            prefUnitX = new float[store.capacity];
            prefUnitZ = new float[store.capacity];
        }
        for (int k = 0, n = store.activeCount; k < n; k++) {
            int i = ids[k];
            if (!store.following[i]) {
                standingPreference(store, i);
            }
            float ax = store.dvx[i], az = store.dvz[i];
            prefX[i] = ax;
            prefZ[i] = az;
            float length = (float) Math.sqrt(ax * ax + az * az);
            prefLength[i] = length;
            prefUnitX[i] = length < 1e-6f ? 0f : ax / length;
            prefUnitZ[i] = length < 1e-6f ? 0f : az / length;
            corners.take(store, i);
            swept.take(store, i, prefUnitX[i], prefUnitZ[i]);
        }
    }

    @Override
    public void planAgents(AgentStore store, AgentGrid grid, int worker, int from, int to, float dt) {
        lastDt = dt;
        grid.listNearest(worker, from, to); // the chunk's own lists, just before its planner reads them
        OrcaPlanner p = planners[worker];
        int[] ids = grid.order();
        for (int k = from; k < to; k++) {
            p.plan(store, grid, ids[k], dt);
        }
    }

    @Override
    public AgentContacts contacts() {
        return contacts;
    }

    @Override
    public int neighbours(AgentStore store, AgentGrid grid, int i, int[] out) {
        return view().neighbours(store, grid, i, out);
    }

    @Override
    public int halfPlanes(AgentStore store, AgentGrid grid, int i, float[] out) {
        if (i >= prefX.length) {
            return 0; // added since the last step: no preferred velocity yet
        }
        // The agents' corners as they are now, as the planners would take them.
        corners.ensureCapacity(store.capacity);
        int[] ids = store.ids();
        for (int k = 0, n = store.activeCount; k < n; k++) {
            corners.take(store, ids[k]);
        }
        return view().halfPlanes(store, grid, i, lastDt, out);
    }

    private OrcaPlanner view() {
        if (viewPlanner == null) {
            viewPlanner = new OrcaPlanner(this, walls, config);
        }
        return viewPlanner;
    }

    /** The preferred velocity of a standing agent: still, or back to its target when pushed away after arriving. */
    private void standingPreference(AgentStore s, int i) {
        s.dvx[i] = 0f;
        s.dvz[i] = 0f;
        if (s.state[i] != AgentState.ARRIVED.ordinal() || !s.hasTarget[i]) {
            return;
        }
        float ox = s.tx[i] - s.px[i], oz = s.tz[i] - s.pz[i];
        float d = (float) Math.sqrt(ox * ox + oz * oz);
        if (d > arrivalRadius && !OccupiedGoals.besideOccupant(s, contacts, i, s.tx[i], s.tz[i], arrivalRadius)) {
            float v = Math.min(0.5f * s.type[i].maxSpeed(), 2f * (d - 0.5f * arrivalRadius));
            s.dvx[i] = ox / d * v;
            s.dvz[i] = oz / d * v;
        }
    }
}
