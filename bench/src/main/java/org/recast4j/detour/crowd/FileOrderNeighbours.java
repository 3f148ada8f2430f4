package org.recast4j.detour.crowd;

import java.lang.reflect.Field;
import java.util.Comparator;
import java.util.Objects;

/**
 * Makes recast4j 1.5.5's Detour Crowd visit each agent's neighbours in a run-independent order (bench only).
 * <p>
 * {@code Crowd.getNeighbours} collects an agent's neighbours from {@code ProximityGrid.queryItems}, which returns a
 * {@code HashSet<CrowdAgent>}: its iteration order follows the agents' identity hash codes, which change from one
 * JVM run to the next. The list is then stable-sorted by squared distance only, so neighbours at exactly equal
 * distances (common: the scenarios start agents on regular grids) keep that hash order, and the sums over
 * neighbours (separation, collision displacement) and the order of the avoidance obstacles change from run to run.
 * C++ Detour keeps agents in arrays indexed by agent id, so its order is fixed. This telemetry, installed in place
 * of the crowd's own, runs after each {@code buildNeighbours} and re-sorts every agent's neighbour list by distance,
 * then by agent index (the order in which agents were added, i.e. file order). It lives in recast4j's package
 * because {@code CrowdTelemetry.stop} and {@code CrowdNeighbour.dist} are package-private; recast4j is not changed.
 */
public final class FileOrderNeighbours extends CrowdTelemetry {
    /** Distance as recast4j compares it, then agent index. */
    private static final Comparator<Crowd.CrowdNeighbour> ORDER = (a, b) -> {
        int c = Float.compare(a.dist, b.dist);
        return c != 0 ? c : Long.compare(a.agent.idx, b.agent.idx);
    };

    private final Crowd crowd;

    private FileOrderNeighbours(Crowd crowd) {
        this.crowd = crowd;
    }

    /**
     * Replaces the crowd's private telemetry with one that re-sorts the neighbour lists after each neighbour build.
     *
     * @param crowd the crowd, before its first update; not null, modified
     * @throws ReflectiveOperationException if recast4j's {@code Crowd.telemetry} field is missing or inaccessible
     */
    public static void install(Crowd crowd) throws ReflectiveOperationException {
        Objects.requireNonNull(crowd, "crowd");
        Field f = Crowd.class.getDeclaredField("telemetry");
        f.setAccessible(true);
        f.set(crowd, new FileOrderNeighbours(crowd));
    }

    @Override
    void stop(String name) {
        super.stop(name);
        if ("buildNeighbours".equals(name)) {
            for (CrowdAgent ag : crowd.getActiveAgents()) {
                if (ag.neis != null) {
                    ag.neis.sort(ORDER);
                }
            }
        }
    }
}
