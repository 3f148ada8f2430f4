package org.jme3navmesh.agent;

/**
 * Crowd-wide steering, re-planning and stuck-detection parameters. Immutable and validated.
 * Lengths in metres, times in seconds.
 *
 * @param arrivalRadius     an agent has arrived when its distance to the path end is at most this (&gt; 0)
 * @param slowDownDistance  the agent slows down linearly over this remaining path length (&gt;= 0)
 * @param cornerRadius      a waypoint counts as passed within this distance (&gt; 0)
 * @param replanThreshold   moving the target further than this from the planned goal asks for a new path (&gt; 0)
 * @param replanInterval    every agent re-plans this often while moving; 0 turns periodic re-planning off (&gt;= 0).
 *                          A periodic answer replaces the current path only when it is clearly shorter than what
 *                          remains of it, so agents do not flip between routes of nearly equal length
 * @param stuckTime         no progress for this long marks an agent STUCK and starts a recovery (&gt; 0)
 * @param stuckProgress     the remaining path length must shrink by this much to count as progress (&gt; 0)
 * @param separationMargin  agents push apart while closer than the sum of their radii plus this (&gt;= 0)
 * @param separationWeight  strength of separation relative to path following (&gt;= 0; 0 turns it off)
 * @param wallCheckInterval after touching a wall, an agent tests its line of sight to the next
 *                          waypoint at most this often and re-plans when it is blocked (&gt; 0)
 */
public record CrowdConfig(float arrivalRadius, float slowDownDistance, float cornerRadius, float replanThreshold,
                          float replanInterval, float stuckTime, float stuckProgress, float separationMargin,
                          float separationWeight, float wallCheckInterval) {
    /** The fixed simulation step that the headless simulation and the jME app state use, seconds. */
    public static final float FIXED_STEP = 1f / 60f;


    /** Validates every parameter; throws {@link IllegalArgumentException} naming the bad one. */
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
    }

    /**
     * Defaults: arrival 0.3 m, slow-down over 1.5 m, corners 0.25 m, re-plan on 1 m target moves and
     * every 2 s, stuck after 2 s without 0.1 m of progress, separation margin 0.3 m and weight 1,
     * wall checks every 0.25 s.
     */
    public static CrowdConfig defaults() {
        return new CrowdConfig(0.3f, 1.5f, 0.25f, 1.0f, 2.0f, 2.0f, 0.1f, 0.3f, 1.0f, 0.25f);
    }

    /** A copy with another periodic re-planning interval, seconds (0 = off). */
    public CrowdConfig withReplanInterval(float seconds) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, seconds, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval);
    }

    /** A copy with another re-planning threshold, metres. */
    public CrowdConfig withReplanThreshold(float metres) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, metres, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval);
    }

    /** A copy with another stuck time, seconds. */
    public CrowdConfig withStuckTime(float seconds) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, seconds,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval);
    }

    /** A copy with another separation weight (0 = off). */
    public CrowdConfig withSeparationWeight(float w) {
        return new CrowdConfig(arrivalRadius, slowDownDistance, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, w, wallCheckInterval);
    }

    /** A copy with another arrival radius and slow-down distance, metres. */
    public CrowdConfig withArrival(float radius, float slowDown) {
        return new CrowdConfig(radius, slowDown, cornerRadius, replanThreshold, replanInterval, stuckTime,
                stuckProgress, separationMargin, separationWeight, wallCheckInterval);
    }

    private static void nonNegative(String name, float v) {
        if (!Float.isFinite(v) || v < 0f) {
            throw new IllegalArgumentException(name + " must be a finite number >= 0, got " + v);
        }
    }
}
