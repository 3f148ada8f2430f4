package org.jme3navmesh.query;

/** Outcome of a path query ({@link PathResult#status()}). */
public enum PathStatus {
    /** A path from the start to the goal was found. */
    FOUND,
    /**
     * The goal is unreachable (another component, blocked by the filter) or off the mesh, and the
     * goal policy is {@link GoalPolicy#NEAREST_REACHABLE} or {@link GoalPolicy#ALONG_LINE}: the
     * path leads to the reachable point nearest the goal, or to the last reachable point on the
     * line from the start towards the goal.
     */
    PARTIAL,
    /** No walkable triangle (under the filter) lies within the search box around the start: no path. */
    START_OFF_MESH,
    /**
     * The goal is unreachable or off the mesh and the goal policy is {@link GoalPolicy#FAIL}: no
     * path. Answered without a search when the goal lies in another connected component.
     */
    UNREACHABLE,
    /** The result holds no query yet (a new or cleared {@link PathResult}). */
    NONE;

    /**
     * True when the result holds a usable path (FOUND or PARTIAL).
     *
     * @return true for FOUND and PARTIAL, false otherwise
     */
    public boolean hasPath() {
        return this == FOUND || this == PARTIAL;
    }
}
