package org.jme3navmesh.agent;

/** What an agent is doing, for display and statistics. */
public enum AgentState {
    /** No target, or the last target was cancelled. */
    IDLE,
    /** Following a path (or waiting for its first path) towards a reachable target. */
    MOVING,
    /** Reached its target (within the arrival radius) and stands still. */
    ARRIVED,
    /** Has a path but made no progress for {@link CrowdConfig#stuckTime()} seconds; recovering. */
    STUCK,
    /** The target cannot be reached; the agent walks to (or stands at) the reachable point nearest to it. */
    UNREACHABLE
}
