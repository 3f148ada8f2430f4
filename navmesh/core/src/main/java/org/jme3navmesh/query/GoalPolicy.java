package org.jme3navmesh.query;

/**
 * What a path query does when the goal cannot be reached or lies off the mesh.
 *
 * <p>A point is <i>reachable</i> from the start when it lies on a triangle that the filter lets
 * the agent enter and that is connected to the start's triangle through such triangles: the same
 * connected component of the mesh and, when the filter forbids some triangles, one reached by a
 * search from the start. The goal first snaps to the nearest filter-passable mesh point within
 * the query's search box; the policy applies when there is none or when it is not reachable. A
 * start with no passable triangle in its search box gives {@link PathStatus#START_OFF_MESH}
 * under every policy.
 */
public enum GoalPolicy {
    /**
     * Default: return a {@link PathStatus#PARTIAL} path to the point nearest the goal that the
     * start can reach under the filter.
     */
    NEAREST_REACHABLE,
    /** Answer {@link PathStatus#UNREACHABLE} at once with no path. */
    FAIL,
    /**
     * Return a {@link PathStatus#PARTIAL} path to the last reachable point on the straight line
     * from the start towards the goal (a grid pathfinder's "by line" mode): seen from above, the
     * point of the XZ segment from the snapped start to the goal as given that lies nearest the
     * goal on a reachable triangle (within a few float ulps of its outline). The line may leave
     * the reachable region and enter it again: the last entry counts, as when walking back from
     * the goal towards the start. Where reachable triangles overlap at that point (layers), the
     * one whose surface lies nearest the line's height there (interpolated between the start's
     * and the goal's heights). When no point of the line beyond the start is reachable (the line
     * leaves the mesh at the start), the path ends at the start.
     */
    ALONG_LINE
}
