package org.jme3navmesh.agent;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PortalWidths;

/**
 * The rule that keeps an agent wider than the mesh's baked radius out of the gaps its paths avoid, for its
 * movement: on a mesh that records its clearance, a triangle edge whose portal is too narrow for the agent (the
 * path query's test, {@link PortalWidths}) is a wall for it, as the mesh boundary is. An agent already in a place
 * too narrow for it (no edge of its triangle lets it through) may still leave by its triangle's widest edge, so it
 * is never shut in. Agents of the baked radius, and every agent on a mesh without a clearance record, meet no such
 * wall.
 *
 * <p>The widths are the mesh's derived data, built on the first wide agent's move; allocation-free after that.
 * Safe to share between threads once built ({@link NavMesh#derived} publishes them safely).
 */
final class ClearancePortals {
    private final NavMesh mesh;
    private PortalWidths widths;

    /** @param mesh the mesh walked on; not null, shared, never modified */
    ClearancePortals(NavMesh mesh) {
        this.mesh = mesh;
    }

    /**
     * The radius of an agent beyond the mesh's baked one.
     *
     * @param radius the agent's radius, metres
     * @return metres (&gt;= 0); 0 on a mesh without a clearance record
     */
    float extraRadius(float radius) {
        return PortalWidths.extraRadius(mesh, radius);
    }

    /**
     * True when edge e of triangle t, which has a neighbour there, is a wall for an agent the given radius beyond
     * the baked one that moves out of t.
     *
     * @param t     triangle id
     * @param e     edge of t with a neighbour, 0..2
     * @param extra the agent's radius beyond the baked one, metres (&gt; 0)
     */
    boolean closed(int t, int e, float extra) {
        if (widths == null) {
            widths = PortalWidths.of(mesh);
        }
        float w = widths.width(t, e);
        if (PortalWidths.fits(w, extra)) {
            return false;
        }
        for (int k = 0; k < 3; k++) {
            if (k != e && mesh.neighbour(t, k) >= 0) {
                float wk = widths.width(t, k);
                if (PortalWidths.fits(wk, extra) || wk > w) {
                    return true;
                }
            }
        }
        return false;
    }
}
