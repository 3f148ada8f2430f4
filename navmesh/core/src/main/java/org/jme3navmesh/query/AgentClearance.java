package org.jme3navmesh.query;

import org.jme3navmesh.mesh.MeshClearance;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The agent-size part of one {@link NavMeshQuery} (a filter {@link QueryFilter#withAgent} on a mesh
 * that records its clearance): which triangle traversals are wide enough ({@link TraversalWidths}),
 * moving start and goal off the mesh's edges, and the funnel that keeps the extra radius from
 * them ({@link DiskFunnel}). Used only while the current filter's agent is wider than the mesh's
 * baked radius, so the default filter pays nothing. Not thread-safe.
 */
final class AgentClearance {
    /** Pushes of a start or goal off the edges before giving up on a pinch. */
    private static final int FIT_STEPS = 6;
    /** Start and goal move this much (metres) farther than needed, so rounding keeps them clear. */
    private static final float FIT_SLACK = 1e-3f;

    private final QueryContext ctx;
    private final NavMesh mesh;
    private final MeshWalk walker;
    private final BoundaryProbe probe;
    private final RaycastHit hit = new RaycastHit();
    private TraversalWidths widths;
    private DiskFunnel funnel;

    AgentClearance(QueryContext ctx, MeshWalk walker) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.walker = walker;
        this.probe = new BoundaryProbe(mesh);
    }

    /** The filter's agent radius beyond the mesh's baked one, metres; 0 without a clearance record. */
    static float extraRadius(NavMesh mesh, QueryFilter f) {
        return PortalWidths.extraRadius(mesh, f.agentRadius());
    }

    /** True when the filter's agent height rules out some triangle of the mesh. */
    static boolean heightRestricts(NavMesh mesh, QueryFilter f) {
        MeshClearance c = mesh.clearance();
        return c != null && f.agentHeight() > c.minHeight();
    }

    /** True when the agent of height h fits under whatever lies above triangle t (always, without a record). */
    static boolean headroomFits(NavMesh mesh, int t, float h) {
        MeshClearance c = mesh.clearance();
        return c == null || c.height(t) >= h;
    }

    private TraversalWidths widths() {
        if (widths == null) {
            widths = TraversalWidths.of(mesh);
        }
        return widths;
    }

    /** True when the agent is wider than every traversal of the mesh. */
    boolean tooWide() {
        return 2f * ctx.agentExtra > widths().maxWidth();
    }

    /**
     * True when the agent may leave triangle t across edge out, having entered it from triangle
     * from (-1 at the start triangle, which it leaves from a point already clear of the edges).
     */
    boolean mayCross(int t, int from, int out) {
        return from < 0 || TraversalWidths.fits(widths().width(t, mesh.sharedEdge(t, from), out), ctx.agentExtra);
    }

    /** True when every traversal of the corridor is wide enough for the agent. */
    boolean corridorFits(PathResult r) {
        return widths().corridorFits(r.corridor, r.corridorSize, 2f * ctx.agentExtra);
    }

    /**
     * Moves the point p (XZ at p[0], p[2]; its height follows) in triangle t until it lies the
     * agent's extra radius from every boundary edge nearby, a push at a time away from the nearest
     * one, as long as the move stays on the mesh.
     *
     * @param p modified
     * @return the triangle holding the point
     */
    int fit(int t, float[] p) {
        float need = ctx.agentExtra + FIT_SLACK;
        float x = p[0], z = p[2];
        for (int i = 0; i < FIT_STEPS; i++) {
            float d = probe.nearest(t, x, z, need);
            if (d >= need) {
                break;
            }
            float dx = x - probe.bx, dz = z - probe.bz;
            float len = (float) Math.sqrt(dx * dx + dz * dz);
            if (len < 1e-6f) {
                break; // on the edge itself: no direction to move in
            }
            float nx = probe.bx + dx / len * need, nz = probe.bz + dz / len * need;
            if (!walker.walk(t, x, z, nx, nz, -1, null, hit) || !ctx.filter.passable(mesh, hit.lastTriangle)) {
                break;
            }
            t = hit.lastTriangle;
            x = nx;
            z = nz;
        }
        p[0] = x;
        p[1] = mesh.heightAt(t, x, z);
        p[2] = z;
        return t;
    }

    /** The funnel that keeps the extra radius from the boundary corners of the corridor. */
    DiskFunnel funnel() {
        if (funnel == null) {
            funnel = new DiskFunnel(mesh, widths(), walker);
        }
        return funnel;
    }
}
