package org.jme3navmesh.agent;

import java.util.Objects;

/**
 * One answer to a path request, as the crowd consumes it. Immutable by contract: the arrays are
 * owned by the plan and nobody modifies them after construction.
 *
 * @param agent      the agent id the request was made for
 * @param ticket     the request's ticket; answers to superseded tickets are dropped
 * @param status     FOUND, PARTIAL (leads to the reachable point nearest the goal) or FAILED
 * @param waypoints  x, y, z per waypoint, world space, metres; the first is the start. Empty when FAILED
 * @param corridor   triangle ids from start to end (for debug views); empty when FAILED
 * @param length     path length through the waypoints, metres
 * @param computeMs  time the planner spent on the query, milliseconds
 * @param source     the planner's own result object (e.g. a query PathResult) for debug views; may be null
 */
public record PathPlan(int agent, long ticket, Status status, float[] waypoints, int[] corridor, float length,
                       double computeMs, Object source) {

    /** Outcome of a path request. */
    public enum Status {
        /** The path reaches the goal. */
        FOUND,
        /** The goal is unreachable or off the mesh; the path ends at the reachable point nearest to it. */
        PARTIAL,
        /** No path at all (start off the mesh, or the goal policy said fail). */
        FAILED
    }

    /** Validates shapes: waypoint array a multiple of 3, at least one waypoint unless FAILED. */
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
    }

    /** Number of waypoints. */
    public int waypointCount() {
        return waypoints.length / 3;
    }

    /** A FAILED plan. */
    public static PathPlan failed(int agent, long ticket, double computeMs, Object source) {
        return new PathPlan(agent, ticket, Status.FAILED, new float[0], new int[0], 0f, computeMs, source);
    }
}
