package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The path between a start and a goal already located on the mesh, in the start's connected component: the
 * corridor (start and goal on one triangle; else the straight walk between them when it stays on the mesh and on
 * the cheapest passable area; else a search), then the funnel through it (the disc funnel for an agent wider than
 * the mesh's baked radius). The search is the any-angle one on convex polygons when every passable area costs the
 * same, and A* over triangle adjacency otherwise (or when the agent does not fit the any-angle corridor). Not
 * thread-safe (owned by one {@link NavMeshQuery}).
 */
final class PathRouter {
    private final QueryContext ctx;
    private final NavMesh mesh;
    private final MeshTopology topo;
    private final MeshWalk walker;
    private final TriangleAStar triangleAStar;
    private final AnyAngleSearch anyAngle;
    private final Funnel funnel;
    private final RaycastHit rayScratch = new RaycastHit();
    /** True when the last search was the any-angle one (then {@link #reached} asks it). */
    private boolean lastSearchAnyAngle;
    /** True when the any-angle search gave the last corridor, so its polygon crossings are the funnel's portals. */
    private boolean searchCrossings;

    PathRouter(QueryContext ctx, MeshWalk walker) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.topo = ctx.topo;
        this.walker = walker;
        triangleAStar = new TriangleAStar(ctx);
        anyAngle = new AnyAngleSearch(mesh, topo);
        funnel = new Funnel(ctx, walker);
    }

    /** True when the last search reached triangle t (or started in it). */
    boolean reached(int t) {
        return lastSearchAnyAngle ? anyAngle.reached(t) : triangleAStar.reached(t);
    }

    /**
     * Routes from (st, s) to (gt, g) into out (corridor, portals, waypoints, length). Start and goal are on the mesh,
     * on triangles st and gt, world space, metres.
     *
     * @param out receives the path; overwritten; not null
     * @return false when the search finds no corridor (goal blocked by the filter)
     */
    boolean route(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, PathResult out) {
        out.corridorSize = 0;
        out.corridorPolys = null;
        out.portalCount = 0;
        out.waypointCount = 0;
        out.length = 0f;
        searchCrossings = false;
        if (st == gt) {
            out.ensureCorridor(1);
            out.corridor[0] = st;
            out.corridorSize = 1;
        } else if (!straightCorridor(st, sx, sz, gt, gx, gz, out) || !cheapestOnly(out)
                || (ctx.agentExtra > 0f && !ctx.agent.corridorFits(out))) {
            boolean found = search(st, sx, sy, sz, gt, gx, gy, gz, true, out);
            if (!found) {
                // Unreachable under the filter, or pruned by a stale dead-end mark. Search again without
                // dead-end pruning: its answer decides, and its reached triangles are the whole
                // filter-reachable region (for a partial path).
                found = search(st, sx, sy, sz, gt, gx, gy, gz, false, out);
            }
            if (!found) {
                return false;
            }
        }
        out.portalsFrom(mesh);
        if (ctx.agentExtra > 0f) {
            ctx.agent.funnel().funnel(sx, sy, sz, gx, gy, gz, ctx.agentExtra, out);
        } else if (searchCrossings && anyAngle.corridor().crossingCount() >= 0) {
            AnyAngleCorridor c = anyAngle.corridor();
            funnel.funnel(c.crossings(), c.crossingCount(), sx, sy, sz, gx, gy, gz, out);
        } else {
            funnel.funnel(sx, sy, sz, gx, gy, gz, out);
        }
        return true;
    }

    /**
     * True when the straight XZ line from (sx, sz) in st to (gx, gz) in gt stays on the mesh (and
     * on filter-passable triangles); then out's corridor holds the triangles it crosses, st .. gt.
     * The one segment walk of the library ({@link MeshWalk}), as raycast and line of sight use it.
     */
    private boolean straightCorridor(int st, float sx, float sz, int gt, float gx, float gz, PathResult out) {
        return walker.walk(st, sx, sz, gx, gz, gt, out, rayScratch);
    }

    private boolean search(int st, float sx, float sy, float sz, int gt, float gx, float gy, float gz, boolean prune,
                           PathResult out) {
        int r = -1;
        if (ctx.uniformCost) {
            lastSearchAnyAngle = true;
            // Triangles written lazily only where the funnel reads just the crossings and the triangles beside them.
            anyAngle.lazyCorridor = !ctx.filterRestricts && ctx.agentExtra == 0f && !ctx.filter.followGround()
                    && ctx.filter.cornerMargin() == 0f;
            r = anyAngle.search(ctx.filterRestricts ? topo.trianglePolys(mesh) : topo.polys, st, sx, sz, gt, gx, gz, ctx.filter,
                    ctx.filterRestricts, prune, out);
            out.expanded += anyAngle.expanded();
            if (ctx.agentExtra > 0f && (r != 1 || !ctx.agent.corridorFits(out))) {
                r = -1; // a wider agent keeps the shortest corridor only where it fits; else the width-checked A*
            }
        }
        if (r >= 0) {
            searchCrossings = !ctx.filterRestricts; // the polygons are the funnel's (merged ones)
            return r == 1;
        }
        lastSearchAnyAngle = false;
        return triangleAStar.search(st, sx, sy, sz, gt, gx, gy, gz, prune, out);
    }

    /** True when every corridor triangle has the cheapest area cost (then a straight line is optimal). */
    private boolean cheapestOnly(PathResult out) {
        if (ctx.uniformCost) {
            return true;
        }
        for (int i = 0; i < out.corridorSize; i++) {
            if (ctx.areaCost[mesh.area(out.corridor[i])] > ctx.minCost) {
                return false;
            }
        }
        return true;
    }
}
