package org.jme3navmesh.bench;

import java.util.Objects;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathStatus;
import org.jme3navmesh.query.QueryFilter;

/**
 * This project's query as the benchmark times it: one {@link NavMeshQuery#findPath} call (nearest
 * point for both ends within the default box 2 x 4 x 2 m, A*, funnel) into a reused
 * {@link PathResult}, default filter (or the one given), {@link GoalPolicy#NEAREST_REACHABLE}. Not thread-safe.
 */
public final class OursEngine implements PathEngine {
    private final NavMeshQuery query;
    private final boolean freshResult;
    private PathResult result = new PathResult();
    private final QueryFilter filter;

    /** An engine that reuses one {@link PathResult} (steady state: no allocation per query). */
    public OursEngine(NavMesh mesh) {
        this(mesh, false);
    }

    /**
     * @param freshResult true to hand every query a new {@link PathResult} (what a caller that keeps
     *                    results pays: the reference size of "the result" in allocation figures)
     */
    public OursEngine(NavMesh mesh, boolean freshResult) {
        this(mesh, freshResult, QueryFilter.defaults());
    }

    /**
     * An engine that reuses one {@link PathResult} and queries with this filter (e.g. an agent size).
     *
     * @param filter not null
     */
    public OursEngine(NavMesh mesh, QueryFilter filter) {
        this(mesh, false, filter);
    }

    private OursEngine(NavMesh mesh, boolean freshResult, QueryFilter filter) {
        this.query = new NavMeshQuery(Objects.requireNonNull(mesh, "mesh"));
        this.freshResult = freshResult;
        this.filter = Objects.requireNonNull(filter, "filter");
    }

    @Override
    public String name() { return "jme3-navmesh"; }

    @Override
    public int query(float sx, float sy, float sz, float gx, float gy, float gz) {
        if (freshResult) {
            result = new PathResult();
        }
        query.findPath(sx, sy, sz, gx, gy, gz, filter, GoalPolicy.NEAREST_REACHABLE, result);
        return status(result.status());
    }

    /** The result of the last query (reused; overwritten by the next one). */
    public PathResult result() { return result; }

    @Override
    public void export(PathRecord out) {
        out.clear();
        for (int i = 0; i < result.waypointCount(); i++) {
            out.add(result.waypointX(i), result.waypointY(i), result.waypointZ(i));
        }
        out.corridor = result.corridorSize();
        out.setStatus(status(result.status()));
    }

    /** Maps a path status to a {@link PathRecord} status constant. */
    static int status(PathStatus s) {
        return switch (s) {
            case FOUND -> PathRecord.FOUND;
            case PARTIAL -> PathRecord.PARTIAL;
            case START_OFF_MESH -> PathRecord.START_OFF_MESH;
            default -> PathRecord.FAILED;
        };
    }
}
