package org.jme3navmesh.agent;

import java.util.Objects;

/**
 * One answer to a path request, as the crowd consumes it. The plan owns its arrays: the constructor copies the
 * caller's (one copy per answer, made where the planner builds the plan, never in a crowd step), so the caller may
 * reuse them. The accessors {@link #waypoints()}, {@link #corridor()} and {@link #linkSteps()} return the plan's own
 * arrays, not copies, because the crowd reads them on every step: do not modify them. A FAILED plan carries no path:
 * no waypoints, no corridor, no link steps, length 0.
 *
 * @param agent      the agent id the request was made for
 * @param ticket     the request's ticket; answers to superseded tickets are dropped
 * @param status     FOUND, PARTIAL (leads to the reachable point nearest the goal) or FAILED; not null
 * @param waypoints  x, y, z per waypoint, world space, metres; the first is the start. Empty when FAILED; not null,
 *                   length a multiple of 3; the plan's own copy (the accessor returns it: do not modify)
 * @param corridor   triangle ids from start to end (for debug views); empty when FAILED; not null; the plan's own
 *                   copy (the accessor returns it: do not modify)
 * @param length     path length through the waypoints, metres; 0 when FAILED
 * @param computeMs  time the planner spent on the query, milliseconds
 * @param source     the planner's own result object (e.g. a query PathResult) for debug views; may be null; kept
 * @param linkSteps  per waypoint, 2 * link + end when the waypoint is the entry of an off-mesh link of the mesh
 *                   (link index in {@code NavMesh.links()}, entered by its end {@code end}; the next waypoint is the
 *                   link's other end), else -1 (as {@code PathResult.linkStepsCopy()}); null when the path crosses
 *                   no link (always when FAILED), else one entry per waypoint; the plan's own copy (the accessor
 *                   returns it: do not modify)
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

    /** The arrays of a plan without waypoints or corridor (shared: empty, so nothing can change them). */
    private static final float[] NO_WAYPOINTS = new float[0];
    private static final int[] NO_CORRIDOR = new int[0];

    /**
     * Validates shapes (waypoint array a multiple of 3, at least one waypoint unless FAILED, no path data when
     * FAILED) and copies the arrays.
     *
     * @param agent     the agent id the request was made for
     * @param ticket    the request's ticket
     * @param status    FOUND, PARTIAL or FAILED; not null
     * @param waypoints x, y, z per waypoint, world space, metres; not null, length a multiple of 3, empty when FAILED;
     *                  unaffected (copied)
     * @param corridor  triangle ids from start to end; not null, empty when FAILED; unaffected (copied)
     * @param length    path length through the waypoints, metres; 0 when FAILED
     * @param computeMs time the planner spent on the query, milliseconds
     * @param source    the planner's own result object for debug views, or null; kept
     * @param linkSteps per waypoint, 2 * link + end at an off-mesh link's entry, else -1; or null when the path
     *                  crosses no link (null when FAILED); unaffected (copied)
     * @throws IllegalArgumentException when the waypoints are not x, y, z triples, a FOUND or PARTIAL plan has none,
     *                                  linkSteps does not hold one entry per waypoint, or a FAILED plan has waypoints,
     *                                  a corridor, link steps or a length other than 0
     * @throws NullPointerException     when status, waypoints or corridor is null
     */
    public PathPlan {
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(waypoints, "waypoints");
        Objects.requireNonNull(corridor, "corridor");
        if (waypoints.length % 3 != 0) {
            throw new IllegalArgumentException("waypoints must hold x, y, z triples, got " + waypoints.length + " floats");
        }
        if (status == Status.FAILED) {
            if (waypoints.length != 0) {
                throw new IllegalArgumentException("FAILED plan with " + waypoints.length / 3 + " waypoints: expected none");
            }
            if (corridor.length != 0) {
                throw new IllegalArgumentException("FAILED plan with a corridor of " + corridor.length
                        + " triangles: expected none");
            }
            if (linkSteps != null) {
                throw new IllegalArgumentException("FAILED plan with linkSteps: expected null");
            }
            if (length != 0f) {
                throw new IllegalArgumentException("FAILED plan with length " + length + " m: expected 0");
            }
        } else if (waypoints.length == 0) {
            throw new IllegalArgumentException(status + " plan without waypoints");
        }
        if (linkSteps != null && linkSteps.length != waypoints.length / 3) {
            throw new IllegalArgumentException("linkSteps must hold one entry per waypoint, got " + linkSteps.length
                    + " for " + waypoints.length / 3);
        }
        waypoints = waypoints.length == 0 ? NO_WAYPOINTS : waypoints.clone();
        corridor = corridor.length == 0 ? NO_CORRIDOR : corridor.clone();
        linkSteps = linkSteps == null ? null : linkSteps.clone();
    }

    /**
     * A plan that crosses no off-mesh link (linkSteps null).
     *
     * @param agent     the agent id the request was made for
     * @param ticket    the request's ticket
     * @param status    FOUND, PARTIAL or FAILED; not null
     * @param waypoints x, y, z per waypoint, world space, metres; not null, length a multiple of 3, empty when FAILED;
     *                  unaffected (copied)
     * @param corridor  triangle ids from start to end; not null, empty when FAILED; unaffected (copied)
     * @param length    path length through the waypoints, metres; 0 when FAILED
     * @param computeMs time the planner spent on the query, milliseconds
     * @param source    the planner's own result object for debug views, or null; kept
     * @throws IllegalArgumentException when the waypoints are not x, y, z triples, a FOUND or PARTIAL plan has none,
     *                                  or a FAILED plan has waypoints, a corridor or a length other than 0
     * @throws NullPointerException     when status, waypoints or corridor is null
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
        return new PathPlan(agent, ticket, Status.FAILED, NO_WAYPOINTS, NO_CORRIDOR, 0f, computeMs, source);
    }
}
