package org.jme3navmesh.agent;

import java.util.Objects;

/**
 * One answer to a path request, as the crowd consumes it. Immutable by contract: the arrays are
 * owned by the plan and nobody modifies them after construction.
 *
 * @param agent      the agent id the request was made for
 * @param ticket     the request's ticket; answers to superseded tickets are dropped
 * @param status     FOUND, PARTIAL (leads to the reachable point nearest the goal) or FAILED; not null
 * @param waypoints  x, y, z per waypoint, world space, metres; the first is the start. Empty when FAILED; not null,
 *                   length a multiple of 3, kept (not copied)
 * @param corridor   triangle ids from start to end (for debug views); empty when FAILED; not null, kept (not copied)
 * @param length     path length through the waypoints, metres
 * @param computeMs  time the planner spent on the query, milliseconds
 * @param source     the planner's own result object (e.g. a query PathResult) for debug views; may be null; kept
 * @param linkSteps  per waypoint, 2 * link + end when the waypoint is the entry of an off-mesh link of the mesh
 *                   (link index in {@code NavMesh.links()}, entered by its end {@code end}; the next waypoint is the
 *                   link's other end), else -1 (as {@code PathResult.linkStepsCopy()}); null when the path crosses
 *                   no link, else one entry per waypoint, kept (not copied)
 */
public record PathPlan(int agent, long ticket, Status status, float[] waypoints, int[] corridor, float length,
                       double computeMs, Object source, int[] linkSteps) {

    /** Outcome of a path request. */
    public enum Status {
        /** The path reaches the goal. */
        FOUND,
        /** The goal is unreachable or off the mesh; the path ends at the reachable point nearest to it. */
        PARTIAL,
        /** No path at all (start off the mesh, or the goal policy said fail). */
        FAILED
    }

    /**
     * Validates shapes: waypoint array a multiple of 3, at least one waypoint unless FAILED.
     *
     * @param agent     the agent id the request was made for
     * @param ticket    the request's ticket
     * @param status    FOUND, PARTIAL or FAILED; not null
     * @param waypoints x, y, z per waypoint, world space, metres; not null, length a multiple of 3, kept (not copied)
     * @param corridor  triangle ids from start to end; not null, kept (not copied)
     * @param length    path length through the waypoints, metres
     * @param computeMs time the planner spent on the query, milliseconds
     * @param source    the planner's own result object for debug views, or null; kept
     * @param linkSteps per waypoint, 2 * link + end at an off-mesh link's entry, else -1; or null when the path
     *                  crosses no link; kept (not copied)
     * @throws IllegalArgumentException when the waypoints are not x, y, z triples, a FOUND or PARTIAL plan has none,
     *                                  or linkSteps does not hold one entry per waypoint
     */
    public PathPlan {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(waypoints, "waypoints");
        Objects.requireNonNull(corridor, "corridor");
        if (waypoints.length % 3 != 0) {
            throw new IllegalArgumentException("waypoints must hold x, y, z triples, got " + waypoints.length + " floats");
        }
        if (status != Status.FAILED && waypoints.length == 0) {
            throw new IllegalArgumentException(status + " plan without waypoints");
        }
        if (linkSteps != null && linkSteps.length != waypoints.length / 3) {
            throw new IllegalArgumentException("linkSteps must hold one entry per waypoint, got " + linkSteps.length
                    + " for " + waypoints.length / 3);
        }
    }

    /**
     * A plan that crosses no off-mesh link (linkSteps null).
     *
     * @param agent     the agent id the request was made for
     * @param ticket    the request's ticket
     * @param status    FOUND, PARTIAL or FAILED; not null
     * @param waypoints x, y, z per waypoint, world space, metres; not null, length a multiple of 3, kept (not copied)
     * @param corridor  triangle ids from start to end; not null, kept (not copied)
     * @param length    path length through the waypoints, metres
     * @param computeMs time the planner spent on the query, milliseconds
     * @param source    the planner's own result object for debug views, or null; kept
     * @throws IllegalArgumentException when the waypoints are not x, y, z triples or a FOUND or PARTIAL plan has none
     */
    public PathPlan(int agent, long ticket, Status status, float[] waypoints, int[] corridor, float length,
                    double computeMs, Object source) {
        this(agent, ticket, status, waypoints, corridor, length, computeMs, source, null);
    }

    /**
     * True when waypoint k is the entry of an off-mesh link (see {@link #linkSteps}).
     *
     * @param k a waypoint index, 0 .. {@link #waypointCount()} - 1 (any index gives false when linkSteps is null)
     * @return true at a link's entry
     */
    public boolean isLinkEntry(int k) {
        return linkSteps != null && linkSteps[k] >= 0;
    }

    /**
     * Number of waypoints.
     *
     * @return the count, &gt;= 0 (at least 1 unless the plan is FAILED)
     */
    public int waypointCount() {
        return waypoints.length / 3;
    }

    /**
     * A FAILED plan.
     *
     * @param agent     the agent id the request was made for
     * @param ticket    the request's ticket
     * @param computeMs time the planner spent on the query, milliseconds
     * @param source    the planner's own result or failure cause, for debug views, or null; kept
     * @return a new plan without waypoints or corridor; not null
     */
    public static PathPlan failed(int agent, long ticket, double computeMs, Object source) {
        return new PathPlan(agent, ticket, Status.FAILED, new float[0], new int[0], 0f, computeMs, source);
    }
}
