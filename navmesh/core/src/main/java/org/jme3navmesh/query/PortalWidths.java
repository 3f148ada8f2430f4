package org.jme3navmesh.query;

import org.jme3navmesh.mesh.MeshClearance;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Which triangle edges of a mesh that records its clearance ({@code BakeConfig.withClearance}) an agent wider than
 * the baked radius can cross, by the widths the path query keeps to ({@link TraversalWidths}, the TRA* widths of a
 * {@link QueryFilter#withAgent} query): a shared edge is as wide as the widest traversal crossing it on either side
 * ({@link TraversalWidths#portalWidth}), and lets the agent through under the query's own test
 * ({@link TraversalWidths#fits}). For the crowd, which moves agents of every size on one mesh.
 *
 * <p>Immutable; the widths are the mesh's derived data, built on first use and shared with its queries.
 */
public final class PortalWidths {
    private final TraversalWidths widths;

    private PortalWidths(TraversalWidths widths) {
        this.widths = widths;
    }

    /**
     * The portal widths of a mesh.
     *
     * @param mesh the mesh; not null, unaffected (its widths are built once and kept with it)
     * @return the mesh's portal widths; never null
     */
    public static PortalWidths of(NavMesh mesh) {
        return new PortalWidths(TraversalWidths.of(mesh));
    }

    /**
     * An agent's radius beyond the one the mesh was baked for, as the query's agent filter takes it.
     *
     * @param mesh   the mesh; not null, unaffected
     * @param radius the agent's radius, metres; finite, &gt;= 0
     * @return metres (&gt;= 0); 0 on a mesh without a clearance record or for an agent no wider than the baked one
     */
    public static float extraRadius(NavMesh mesh, float radius) {
        MeshClearance c = mesh.clearance();
        return c == null ? 0f : Math.max(0f, radius - c.bakedRadius());
    }

    /**
     * The width of the portal at edge e of triangle t: the widest traversal crossing it, of t or of its neighbour.
     *
     * @param t triangle id of the mesh, 0 .. triangleCount - 1
     * @param e edge of t, 0..2 (edge e runs from t's vertex e to vertex e + 1)
     * @return metres, &gt;= 0
     */
    public float width(int t, int e) {
        return widths.portalWidth(t, e);
    }

    /**
     * True when an agent the given radius beyond the baked one fits through a portal of the given width (the
     * query's test for a traversal).
     *
     * @param width the portal's width, metres ({@link #width})
     * @param extra the agent's radius beyond the baked one, metres, &gt;= 0 ({@link #extraRadius})
     * @return true when width &gt;= 2 extra
     */
    public static boolean fits(float width, float extra) {
        return TraversalWidths.fits(width, extra);
    }
}
