package org.jme3navmesh.agent;

/**
 * Crowd-wide steering, re-planning and stuck-detection parameters. Immutable and validated.
 * Lengths in metres, times in seconds.
 *
 * @param arrivalRadius     an agent has arrived when its distance to the path end is at most this, metres;
 *                          finite, &gt; 0
 * @param slowDownDistance  the agent slows down linearly over this remaining path length, metres; finite, &gt;= 0
 * @param cornerRadius      a waypoint counts as passed within this distance, metres; finite, &gt; 0
 * @param replanThreshold   moving the target further than this from the planned goal asks for a new path, metres;
 *                          finite, &gt; 0
 * @param replanInterval    every agent re-plans this often while moving, seconds; 0 turns periodic re-planning off
 *                          (finite, &gt;= 0). A periodic answer replaces the current path only when it is clearly
 *                          shorter than what remains of it, so agents do not flip between routes of nearly equal
 *                          length
 * @param stuckTime         no progress for this long marks an agent STUCK and starts a recovery, seconds; finite,
 *                          &gt; 0
 * @param stuckProgress     the remaining path length must shrink by this much to count as progress, metres; finite,
 *                          &gt; 0
 * @param separationMargin  agents push apart while closer than the sum of their radii plus this, metres; finite,
 *                          &gt;= 0
 * @param separationWeight  strength of separation relative to path following, a factor; finite, &gt;= 0 (0 turns
 *                          it off)
 * @param wallCheckInterval after touching a wall, an agent tests its line of sight to the next
 *                          waypoint at most this often and re-plans when it is blocked, seconds; finite, &gt; 0
 * @param avoidance         the local avoidance; not null
 * @param neighbourRange    ORCA: agents within this XZ distance count as neighbours, metres; finite, &gt; 0
 * @param maxNeighbours     ORCA: at most this many nearest neighbours are avoided (&gt;= 1)
 * @param timeHorizon       ORCA: agents choose velocities free of collision with neighbours for this long, seconds;
 *                          finite, &gt; 0
 * @param wallTimeHorizon   ORCA: and free of collision with the mesh boundary for this long, seconds; finite, &gt; 0
 * @param standingGiveWay   ORCA: true when an agent that stands (arrived, idle or waiting for a path) takes half of
 *                          the avoidance with a walking neighbour, so it steps aside and lets it pass, then returns
 *                          to its target; false when it takes none, so walkers treat it as a static obstacle (it
 *                          still moves apart when a neighbour overlaps it)
 * @param threads           threads that list neighbours, plan velocities, integrate and move the agents in a step,
 *                          the calling one included, in [1, {@value #MAX_THREADS}]; the results are the same for
 *                          any number (see
 *                          {@link AgentCrowd#close()} for the worker threads' lifetime)
 */
public record CrowdConfig(float arrivalRadius, float slowDownDistance, float cornerRadius, float replanThreshold,
                          float replanInterval, float stuckTime, float stuckProgress, float separationMargin,
                          float separationWeight, float wallCheckInterval, AvoidanceMode avoidance,
                          float neighbourRange, int maxNeighbours, float timeHorizon, float wallTimeHorizon,
                          boolean standingGiveWay, int threads) {
    /** The fixed simulation step that the headless simulation and the jME app state use, seconds. */
    public static final float FIXED_STEP = 1f / 60f;
    /** Most threads a crowd step may use. */
    public static final int MAX_THREADS = 64;


    /**
     * Validates every parameter; throws {@link IllegalArgumentException} naming the bad one. The parameters are
     * described with the record.
     *
     * @param arrivalRadius     arrival radius, metres; finite, &gt; 0
     * @param slowDownDistance  slow-down distance, metres; finite, &gt;= 0
     * @param cornerRadius      corner radius, metres; finite, &gt; 0
     * @param replanThreshold   re-planning threshold, metres; finite, &gt; 0
     * @param replanInterval    periodic re-planning interval, seconds; finite, &gt;= 0 (0 turns it off)
     * @param stuckTime         time without progress before an agent is STUCK, seconds; finite, &gt; 0
     * @param stuckProgress     shrink of the remaining path that counts as progress, metres; finite, &gt; 0
     * @param separationMargin  separation margin beyond the radii, metres; finite, &gt;= 0
     * @param separationWeight  separation weight, a factor; finite, &gt;= 0 (0 turns it off)
     * @param wallCheckInterval shortest time between line-of-sight tests after a wall, seconds; finite, &gt; 0
     * @param avoidance         the local avoidance; not null
     * @param neighbourRange    ORCA neighbour range, XZ metres; finite, &gt; 0
     * @param maxNeighbours     ORCA: most neighbours avoided (&gt;= 1)
     * @param timeHorizon       ORCA time horizon for agents, seconds; finite, &gt; 0
     * @param wallTimeHorizon   ORCA time horizon for the mesh boundary, seconds; finite, &gt; 0
     * @param standingGiveWay   ORCA: whether standing agents give way
     * @param threads           threads of a step, the calling one included, in [1, {@value #MAX_THREADS}]
     * @throws IllegalArgumentException when a number is out of its range or not finite
     */
    public CrowdConfig {
        AgentType.positive("arrivalRadius", arrivalRadius);
        nonNegative("slowDownDistance", slowDownDistance);
        AgentType.positive("cornerRadius", cornerRadius);
        AgentType.positive("replanThreshold", replanThreshold);
        nonNegative("replanInterval", replanInterval);
        AgentType.positive("stuckTime", stuckTime);
        AgentType.positive("stuckProgress", stuckProgress);
        nonNegative("separationMargin", separationMargin);
        nonNegative("separationWeight", separationWeight);
        AgentType.positive("wallCheckInterval", wallCheckInterval);
        java.util.Objects.requireNonNull(avoidance, "avoidance");
        AgentType.positive("neighbourRange", neighbourRange);
        if (maxNeighbours < 1) {
            throw new IllegalArgumentException("maxNeighbours must be at least 1, got " + maxNeighbours);
        }
        AgentType.positive("timeHorizon", timeHorizon);
        AgentType.positive("wallTimeHorizon", wallTimeHorizon);
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be in [1, " + MAX_THREADS + "], got " + threads);
        }
    }

    /**
     * Defaults: arrival 0.3 m, slow-down over 1.5 m, corners 0.25 m, re-plan on 1 m target moves and
     * every 2 s, stuck after 2 s without 0.1 m of progress, separation margin 0.3 m and weight 1,
     * wall checks every 0.25 s; ORCA avoidance ({@link #withAvoidance} picks another) of the 10 nearest
     * neighbours within 6 m over 2 s and of walls over 0.25 s (a longer wall horizon holds agents back at a
     * doorway's corners), standing agents giving way; one thread.
     *
     * @return a new configuration; not null
     */
    public static CrowdConfig defaults() {
        return new CrowdConfig(0.3f, 1.5f, 0.25f, 1.0f, 2.0f, 2.0f, 0.1f, 0.3f, 1.0f, 0.25f,
                AvoidanceMode.ORCA, 6f, 10, 2f, 0.25f, true, 1);
    }

    /**
     * A copy with another periodic re-planning interval, seconds (0 = off).
     *
     * @param seconds the interval, seconds; finite, &gt;= 0 (0 turns periodic re-planning off)
     * @return a new configuration; not null
     * @throws IllegalArgumentException when seconds is not finite or negative
     */
    public CrowdConfig withReplanInterval(float seconds) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, seconds, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with another re-planning threshold, metres.
     *
     * @param metres the threshold, metres; finite, &gt; 0
     * @return a new configuration; not null
     * @throws IllegalArgumentException when metres is not finite or not &gt; 0
     */
    public CrowdConfig withReplanThreshold(float metres) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, metres, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with another stuck time, seconds.
     *
     * @param seconds the stuck time, seconds; finite, &gt; 0
     * @return a new configuration; not null
     * @throws IllegalArgumentException when seconds is not finite or not &gt; 0
     */
    public CrowdConfig withStuckTime(float seconds) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, seconds,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with another separation weight (0 = off; read only by {@link AvoidanceMode#SEPARATION}).
     *
     * @param w the weight, a factor; finite, &gt;= 0
     * @return a new configuration; not null
     * @throws IllegalArgumentException when w is not finite or negative
     */
    public CrowdConfig withSeparationWeight(float w) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, w, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with another arrival radius and slow-down distance, metres.
     *
     * @param radius   the arrival radius, metres; finite, &gt; 0
     * @param slowDown the slow-down distance, metres; finite, &gt;= 0
     * @return a new configuration; not null
     * @throws IllegalArgumentException when radius or slowDown is out of its range or not finite
     */
    public CrowdConfig withArrival(float radius, float slowDown) {
        return new CrowdConfig(radius, slowDown, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with another local avoidance.
     *
     * @param mode the avoidance; not null
     * @return a new configuration; not null
     */
    public CrowdConfig withAvoidance(AvoidanceMode mode) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, mode, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, threads);
    }

    /**
     * A copy with other ORCA parameters.
     *
     * @param range       neighbour range, XZ metres; finite, &gt; 0
     * @param neighbours  most neighbours avoided (&gt;= 1)
     * @param horizon     time horizon for agents, seconds; finite, &gt; 0
     * @param wallHorizon time horizon for the mesh boundary, seconds; finite, &gt; 0
     * @param giveWay     whether standing agents give way (see the record's parameters)
     * @return a new configuration; not null
     * @throws IllegalArgumentException when a number is out of its range or not finite
     */
    public CrowdConfig withOrca(float range, int neighbours, float horizon, float wallHorizon, boolean giveWay) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, range,
                neighbours, horizon, wallHorizon, giveWay, threads);
    }

    /**
     * A copy with another number of threads for the velocity planning.
     *
     * @param count threads, the calling one included, in [1, {@value #MAX_THREADS}]
     * @return a new configuration; not null
     * @throws IllegalArgumentException when count is outside [1, {@value #MAX_THREADS}]
     */
    public CrowdConfig withThreads(int count) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval, avoidance, neighbourRange,
                maxNeighbours, timeHorizon, wallTimeHorizon, standingGiveWay, count);
    }

    private static void nonNegative(String name, float v) {
        if (!Float.isFinite(v) || v < 0f) {
            throw new IllegalArgumentException(name + " must be a finite number >= 0, got " + v);
        }
    }
}
