package org.jme3navmesh.agent;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.PathRequest;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathService;
import org.jme3navmesh.query.QueryFilter;

/**
 * {@link PathPlanner} over the query module's asynchronous {@link PathService}. Each agent type
 * gets a {@link QueryFilter} derived from a base filter with the type's maximum slope, so heavy
 * agents' paths avoid steep ramps. Goal policy: {@link GoalPolicy#NEAREST_REACHABLE}.
 *
 * <p>Answers arrive on the service's delivery executor and are only queued into the crowd (see
 * {@link AgentCrowd}); {@link PathPlan#source()} holds the {@link PathResult} snapshot (corridor,
 * portals) for debug views. {@link PathPlan#computeMs()} is the time from the request until a
 * worker handed the answer over (queueing in the service included) when the service delivers
 * through a {@link HandoverClock}, else until the answer reached the delivery thread.
 *
 * <p>Call {@link #request} from the simulation thread only (it caches filters without locking).
 * The planner does not own the service: close the service yourself.
 */
public final class PathServicePlanner implements PathPlanner {
    private final PathService service;
    private final QueryFilter base;
    private final Map<AgentType, QueryFilter> filters = new HashMap<>();
    private final Map<AgentType, Integer> linkMasks = new HashMap<>();

    /** Corner margin of the default base filter, metres: waypoints keep this far off wall corners. */
    public static final float DEFAULT_CORNER_MARGIN = 0.2f;

    /**
     * The base filter used when none is given: {@link QueryFilter#defaults()} with a corner margin
     * of {@value #DEFAULT_CORNER_MARGIN} m, so agents round corners instead of scraping them, and
     * waypoints that follow the ground, so paths drawn in the debug view lie on the terrain.
     *
     * @return a new filter; not null
     */
    public static QueryFilter defaultBaseFilter() {
        return QueryFilter.defaults().withCornerMargin(DEFAULT_CORNER_MARGIN).withFollowGround(true);
    }

    /**
     * Filters derive from {@link #defaultBaseFilter()}.
     *
     * @param service the path service; not null, kept (not owned: never closed here)
     */
    public PathServicePlanner(PathService service) {
        this(service, defaultBaseFilter());
    }

    /**
     * @param service the path service; not null, kept (not owned: never closed here)
     * @param base    filter for area costs, excluded areas and corner margin; each agent type's
     *                max slope replaces the base's when it is lower. Not null, kept
     */
    public PathServicePlanner(PathService service, QueryFilter base) {
        this.service = Objects.requireNonNull(service, "service");
        this.base = Objects.requireNonNull(base, "base");
    }

    /**
     * The filter used for agents of the given type: the base filter with the type's maximum slope
     * and its size ({@link QueryFilter#withAgent}: on a mesh that records its clearance, the
     * type's paths keep its radius from the walls and avoid ceilings lower than it). Simulation thread only.
     *
     * @param type the agent type; not null, kept as a cache key
     * @return the filter, cached per type until {@link #setLinkMask} changes it; not null
     */
    public QueryFilter filterFor(AgentType type) {
        return filters.computeIfAbsent(type,
                t -> base.withMaxSlope(Math.min(base.maxSlopeDeg(), t.maxSlopeDeg()))
                        .withLinkMask(linkMasks.getOrDefault(t, base.linkMask()))
                        .withAgent(t.radius(), t.height()));
    }

    /**
     * Bars agents of a type from some off-mesh links: their paths use only the links whose flags share a bit with
     * the mask ({@link QueryFilter#withLinkMask}), e.g. {@code ~LinkKind.JUMP.flag()} for agents that don't jump.
     * Applies to the requests made from now on. Simulation thread only.
     *
     * @param type the agent type; not null
     * @param mask flag bits the type may use; -1 (the base filter's default) for all, 0 for none
     */
    public void setLinkMask(AgentType type, int mask) {
        Objects.requireNonNull(type, "type");
        linkMasks.put(type, mask);
        filters.remove(type);
    }

    /**
     * The service.
     *
     * @return the service given to the constructor; not null, shared (not owned: close it yourself)
     */
    public PathService service() {
        return service;
    }

    /** Moves the service to the new version ({@link PathService#setMesh}). */
    @Override
    public void meshChanged(NavMesh next) {
        service.setMesh(next);
    }

    @Override
    public void request(int agent, long ticket, AgentType type, float[] start, float[] goal, Sink sink) {
        Objects.requireNonNull(sink, "sink");
        PathRequest req = new PathRequest(start[0], start[1], start[2], goal[0], goal[1], goal[2],
                filterFor(type), GoalPolicy.NEAREST_REACHABLE);
        long t0 = System.nanoTime();
        service.submit(new Key(this, agent), req).whenComplete((r, ex) -> {
            long end = HandoverClock.currentHandoverNanos();
            double ms = ((end >= 0 ? end : System.nanoTime()) - t0) / 1e6;
            if (ex != null) {
                Throwable cause = ex instanceof CompletionException && ex.getCause() != null ? ex.getCause() : ex;
                if (!(cause instanceof CancellationException)) {
                    sink.accept(PathPlan.failed(agent, ticket, ms, cause)); // never leave the agent waiting
                }
                return;
            }
            sink.accept(toPlan(agent, ticket, r, ms));
        });
    }

    /**
     * Converts a query result into a plan (waypoints and corridor copied).
     *
     * @param agent  the agent id the request was made for
     * @param ticket the request's ticket
     * @param r      the query's result; not null, unaffected, kept as the plan's source
     * @param ms     time the planner spent on the query, milliseconds
     * @return FOUND or PARTIAL with the result's waypoints, else (also without waypoints) FAILED; not null
     */
    public static PathPlan toPlan(int agent, long ticket, PathResult r, double ms) {
        switch (r.status()) {
            case FOUND:
            case PARTIAL:
                if (r.waypointCount() > 0) {
                    return new PathPlan(agent, ticket,
                            r.isFound() ? PathPlan.Status.FOUND : PathPlan.Status.PARTIAL,
                            r.waypointsCopy(), r.corridorCopy(), r.length(), ms, r, r.linkStepsCopy());
                }
                return PathPlan.failed(agent, ticket, ms, r);
            default:
                return PathPlan.failed(agent, ticket, ms, r);
        }
    }

    /** Supersession key: one per (planner, agent), so crowds sharing a service do not collide. */
    private record Key(PathServicePlanner owner, int agent) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && k.owner == owner && k.agent == agent;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(owner) * 31 + agent;
        }
    }
}
