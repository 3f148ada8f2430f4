package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.QueryFilter;

/**
 * Puts agents on triangles their type may enter: the nearest point to a position on a triangle no steeper than
 * the type's {@link AgentType#maxSlopeDeg()}, searching {@value #HALF_XZ} m sideways and {@value #HALF_Y} m
 * vertically ({@link NavMeshQuery#findNearest(float, float, float, float, float, float, QueryFilter, float[])}).
 *
 * <p>The query is made on first use; later snaps allocate nothing. Simulation thread only.
 */
final class TypeSnap {
    /** Half width and depth of the search box, metres. */
    static final float HALF_XZ = 2f;
    /** Half height of the search box, metres. */
    static final float HALF_Y = 4f;

    private NavMesh mesh;
    private NavMeshQuery query;

    /** @param mesh the mesh agents stand on; not null */
    TypeSnap(NavMesh mesh) {
        this.mesh = mesh;
    }

    /**
     * Snaps onto another version of the mesh from now on; the query is made again on first use.
     *
     * @param next the mesh; not null, shared, never modified
     */
    void use(NavMesh next) {
        mesh = next;
        query = null;
    }

    /**
     * A new filter that admits the triangles an agent type may enter (its slope, and its size on a
     * mesh that records its clearance: {@link QueryFilter#withAgent}).
     *
     * @param type not null
     */
    static QueryFilter filterFor(AgentType type) {
        return QueryFilter.defaults().withMaxSlope(type.maxSlopeDeg()).withAgent(type.radius(), type.height());
    }

    /**
     * The nearest point to (x, y, z) (world, metres, finite) on a triangle the filter admits.
     *
     * @param filter from {@link #filterFor}; not null, unaffected
     * @param out    receives x, y, z of the point at out[0..2] when found; modified
     * @return its triangle, or -1 when no admitted triangle touches the search box
     */
    int snap(QueryFilter filter, float x, float y, float z, float[] out) {
        return snap(filter, x, y, z, HALF_XZ, out);
    }

    /**
     * The nearest point to (x, y, z) (world, metres, finite) on a triangle the filter admits, searching halfXZ
     * metres sideways and {@value #HALF_Y} m vertically.
     *
     * @param filter from {@link #filterFor}; not null, unaffected
     * @param halfXZ half width and depth of the search box, metres (&gt; 0)
     * @param out    receives x, y, z of the point at out[0..2] when found; modified
     * @return its triangle, or -1 when no admitted triangle touches the search box
     */
    int snap(QueryFilter filter, float x, float y, float z, float halfXZ, float[] out) {
        if (query == null) {
            query = new NavMeshQuery(mesh);
        }
        return query.findNearest(x, y, z, halfXZ, HALF_Y, halfXZ, filter, out);
    }
}
