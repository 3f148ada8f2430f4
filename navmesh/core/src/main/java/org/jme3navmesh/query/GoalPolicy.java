package org.jme3navmesh.query;

/** What a path query does when the goal cannot be reached or lies off the mesh. */
public enum GoalPolicy {
    /**
     * Default: return a {@link PathStatus#PARTIAL} path to the point nearest the goal that the
     * start can reach under the filter.
     */
    NEAREST_REACHABLE,
    /** Answer {@link PathStatus#UNREACHABLE} at once with no path. */
    FAIL
}
