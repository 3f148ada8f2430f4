package org.jme3navmesh.query;

import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The mesh and the filter of the query in progress, resolved for the searches, the walk and the
 * funnel of one {@link NavMeshQuery}. Mutable; not thread-safe.
 */
final class QueryContext {
    final NavMesh mesh;
    final MeshTopology topo;
    final int triCount;
    /** The filter resolved last (the default filter until the first query); never null. */
    QueryFilter filter;
    /** Cost multiplier per area id under the current filter. */
    final float[] areaCost = new float[AreaTable.MAX_AREAS];
    /** Cheapest cost among the passable areas present (scales the admissible heuristic). */
    float minCost = 1f;
    /** True when every passable area present costs the same (the any-angle search applies). */
    boolean uniformCost = true;
    /** True when the filter forbids some triangle of this mesh. */
    boolean filterRestricts;
    /**
     * How much wider than the mesh's baked radius the filter's agent is, metres: &gt; 0 only when
     * the filter has an agent size wider than the radius of a mesh that records its clearance.
     */
    float agentExtra;
    /** The agent-size part of the query (set once by the query that owns this context). */
    AgentClearance agent;

    QueryContext(NavMesh mesh) {
        this.mesh = mesh;
        this.topo = MeshTopology.of(mesh);
        this.triCount = mesh.triangleCount();
        prepare(QueryFilter.defaults());
    }

    /** Resolves a filter against this mesh's areas, slopes and area table. */
    void prepare(QueryFilter f) {
        if (f == filter) {
            return; // filters are immutable: the same one resolves the same way on this mesh
        }
        this.filter = f;
        AreaTable table = mesh.areas();
        float mn = Float.MAX_VALUE, mx = 0f;
        long present = topo.areasPresent & ~f.excludedMask();
        for (int a = 0; a < table.count(); a++) {
            float c = f.areaCost(table, a);
            areaCost[a] = c;
            if ((present & (1L << a)) != 0) {
                mn = Math.min(mn, c);
                mx = Math.max(mx, c);
            }
        }
        if (mn > mx) {
            mn = mx = 1f;
        }
        minCost = mn;
        uniformCost = mn == mx;
        filterRestricts = (topo.areasPresent & f.excludedMask()) != 0 || f.maxSlopeDeg() < topo.maxSlope;
        agentExtra = 0f;
        if (f.hasAgentSize()) {
            agentExtra = AgentClearance.extraRadius(mesh, f);
            filterRestricts |= AgentClearance.heightRestricts(mesh, f);
        }
    }

    /** True when a path may turn at vertex v under the current filter. */
    boolean isCorner(int v) {
        return topo.isCorner(v, mesh, filter, filterRestricts);
    }
}
