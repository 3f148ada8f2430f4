package org.jme3navmesh.query;

import java.util.Objects;

/**
 * One path request for {@link PathService}: start and goal (world, metres), the agent's filter and
 * the goal policy. Immutable; validated on construction.
 *
 * @param sx     start X, world metres; finite
 * @param sy     start Y, world metres; finite
 * @param sz     start Z, world metres; finite
 * @param gx     goal X, world metres; finite
 * @param gy     goal Y, world metres; finite
 * @param gz     goal Z, world metres; finite
 * @param filter the agent's rules; not null, kept (not copied)
 * @param policy what to do with an unreachable or off-mesh goal; not null
 */
public record PathRequest(float sx, float sy, float sz, float gx, float gy, float gz,
                          QueryFilter filter, GoalPolicy policy) {
    /**
     * Validates the request.
     *
     * @param sx     start X, world metres; finite
     * @param sy     start Y, world metres; finite
     * @param sz     start Z, world metres; finite
     * @param gx     goal X, world metres; finite
     * @param gy     goal Y, world metres; finite
     * @param gz     goal Z, world metres; finite
     * @param filter the agent's rules; not null, kept (not copied)
     * @param policy what to do with an unreachable or off-mesh goal; not null
     * @throws IllegalArgumentException when a coordinate is not finite or filter/policy is null
     */
    public PathRequest {
        if (!Float.isFinite(sx) || !Float.isFinite(sy) || !Float.isFinite(sz)) {
            throw new IllegalArgumentException("start must be finite, got (" + sx + ", " + sy + ", " + sz + ")");
        }
        if (!Float.isFinite(gx) || !Float.isFinite(gy) || !Float.isFinite(gz)) {
            throw new IllegalArgumentException("goal must be finite, got (" + gx + ", " + gy + ", " + gz + ")");
        }
        if (filter == null || policy == null) {
            throw new IllegalArgumentException((filter == null ? "filter" : "goal policy") + " must not be null");
        }
    }

    /**
     * A request with the default filter and {@link GoalPolicy#NEAREST_REACHABLE}.
     *
     * @param sx start X, world metres; finite
     * @param sy start Y, world metres; finite
     * @param sz start Z, world metres; finite
     * @param gx goal X, world metres; finite
     * @param gy goal Y, world metres; finite
     * @param gz goal Z, world metres; finite
     * @return a new request; never null
     * @throws IllegalArgumentException when a coordinate is not finite
     */
    public static PathRequest of(float sx, float sy, float sz, float gx, float gy, float gz) {
        return new PathRequest(sx, sy, sz, gx, gy, gz, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE);
    }

    /** Runs this request on a query into out. */
    PathResult runOn(NavMeshQuery q, PathResult out) {
        Objects.requireNonNull(q);
        return q.findPath(sx, sy, sz, gx, gy, gz, filter, policy, out);
    }
}
