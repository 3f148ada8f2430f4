package org.jme3navmesh.query;

import org.jme3navmesh.mesh.DerivedKey;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The widest circle that can cross each triangle of a mesh from one edge to another (Demyen and
 * Buro, "Efficient triangulation-based pathfinding", AAAI 2006, TRA*'s "width"), derived from the
 * mesh geometry once per mesh ({@link #of}). A traversal between the two edges meeting at corner C
 * of triangle (C, A, B) is bounded by |CA| and |CB| where both ends are boundary vertices, and by
 * the distance from C to the nearest boundary edge across the opposite edge AB, found by a search
 * that crosses edges towards C's side of the corridor only while they come nearer than the bound
 * (and stops where an angle at an edge's end is obtuse: what lies beyond is no closer than that
 * end). Where C is not a boundary vertex, the width is twice C's distance to the nearest boundary.
 *
 * <p>Immutable once built; shared by every query on the mesh.
 */
final class TraversalWidths {
    /** The widths of a mesh, built on first use. */
    static final DerivedKey<TraversalWidths> KEY = new DerivedKey<>("traversal widths", TraversalWidths::new);
    /** Searches across edges stop this many triangles deep (the bound found so far is kept). */
    private static final int MAX_DEPTH = 64;

    private final NavMesh mesh;
    /** Width per triangle and pivot corner: widths[3 t + k] for the edges k - 1 and k of t, metres. */
    private final float[] widths;
    private final boolean[] boundary;
    private final float maxWidth;

    static TraversalWidths of(NavMesh mesh) {
        return mesh.derived(KEY);
    }

    private TraversalWidths(NavMesh mesh) {
        this.mesh = mesh;
        int nt = mesh.triangleCount();
        boundary = new boolean[mesh.vertexCount()];
        for (int t = 0; t < nt; t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) < 0) {
                    boundary[mesh.vertex(t, e)] = true;
                    boundary[mesh.vertex(t, e == 2 ? 0 : e + 1)] = true;
                }
            }
        }
        BoundaryProbe probe = new BoundaryProbe(mesh);
        widths = new float[3 * nt];
        float mx = 0f;
        for (int t = 0; t < nt; t++) {
            for (int k = 0; k < 3; k++) {
                int c = mesh.vertex(t, k);
                float w = boundary[c] ? pivotWidth(t, k)
                        : 2f * probe.nearest(t, mesh.vertexX(c), mesh.vertexZ(c), Float.POSITIVE_INFINITY);
                widths[3 * t + k] = w;
                mx = Math.max(mx, w);
            }
        }
        maxWidth = mx;
    }

    /** True when vertex v lies on the mesh's boundary. */
    boolean isBoundary(int v) {
        return boundary[v];
    }

    /** The widest traversal of any triangle, metres. */
    float maxWidth() {
        return maxWidth;
    }

    /**
     * The width of the traversal of triangle t from edge in to edge out (two different edges).
     *
     * @return metres
     */
    float width(int t, int in, int out) {
        // Edges in and out meet at the corner that starts the later one (edge e runs from corner e to e + 1).
        int k = out == (in == 2 ? 0 : in + 1) ? out : in;
        return widths[3 * t + k];
    }

    /**
     * True when a traversal (or a portal) of the given width lets through an agent of the given radius beyond the
     * mesh's baked one: the one test of "wide enough" for the query and the crowd.
     *
     * @param width the traversal's width, metres
     * @param extra the agent's radius beyond the baked one, metres (&gt;= 0)
     */
    static boolean fits(float width, float extra) {
        return width >= 2f * extra;
    }

    /**
     * The width of the portal at edge e of triangle t: the widest traversal that crosses the edge, of t (edge e and
     * one of t's other edges) or of its neighbour there (likewise). An agent too wide for it can't cross the edge
     * whichever way it goes on.
     *
     * @param t triangle id
     * @param e edge of t, 0..2
     * @return metres
     */
    float portalWidth(int t, int e) {
        float w = Math.max(widths[3 * t + e], widths[3 * t + (e == 2 ? 0 : e + 1)]);
        int nb = mesh.neighbour(t, e);
        if (nb >= 0) {
            int b = mesh.sharedEdge(nb, t);
            w = Math.max(w, Math.max(widths[3 * nb + b], widths[3 * nb + (b == 2 ? 0 : b + 1)]));
        }
        return w;
    }

    /**
     * True when every traversal of the corridor's inner triangles (entered from the one before,
     * left to the one after) is at least minWidth wide.
     *
     * @param corridor triangles, adjacent in order; not modified
     * @param n        how many of them
     */
    boolean corridorFits(int[] corridor, int n, float minWidth) {
        for (int i = 1; i + 1 < n; i++) {
            int t = corridor[i];
            if (width(t, mesh.sharedEdge(t, corridor[i - 1]), mesh.sharedEdge(t, corridor[i + 1])) < minWidth) {
                return false;
            }
        }
        return true;
    }

    /** TRA* width of the traversal around boundary corner k of t. */
    private float pivotWidth(int t, int k) {
        int c = mesh.vertex(t, k), a = mesh.vertex(t, (k + 1) % 3), b = mesh.vertex(t, (k + 2) % 3);
        float cx = mesh.vertexX(c), cz = mesh.vertexZ(c);
        float d = Float.POSITIVE_INFINITY;
        if (boundary[a]) {
            d = Math.min(d, dist(cx, cz, mesh.vertexX(a), mesh.vertexZ(a)));
        }
        if (boundary[b]) {
            d = Math.min(d, dist(cx, cz, mesh.vertexX(b), mesh.vertexZ(b)));
        }
        return search(cx, cz, t, (k + 1) % 3, d, 0);
    }

    /**
     * Demyen's searchWidth: the bound d lowered by the boundary edges across edge e of t (seen from
     * the pivot (cx, cz)).
     */
    private float search(float cx, float cz, int t, int e, float d, int depth) {
        int u = mesh.vertex(t, e), v = mesh.vertex(t, e == 2 ? 0 : e + 1);
        float ux = mesh.vertexX(u), uz = mesh.vertexZ(u), vx = mesh.vertexX(v), vz = mesh.vertexZ(v);
        if (obtuse(cx, cz, ux, uz, vx, vz) || obtuse(cx, cz, vx, vz, ux, uz)) {
            return d;
        }
        float de = segmentDistance(cx, cz, ux, uz, vx, vz);
        if (de >= d) {
            return d;
        }
        int nb = mesh.neighbour(t, e);
        if (nb < 0) {
            return de;
        }
        if (depth >= MAX_DEPTH) {
            return Math.min(d, Math.max(de, 0f));
        }
        int back = mesh.sharedEdge(nb, t);
        int e1 = back == 2 ? 0 : back + 1, e2 = e1 == 2 ? 0 : e1 + 1;
        d = search(cx, cz, nb, e1, d, depth + 1);
        return search(cx, cz, nb, e2, d, depth + 1);
    }

    /** True when the angle of triangle (c, p, q) at p is 90 degrees or more. */
    private static boolean obtuse(float cx, float cz, float px, float pz, float qx, float qz) {
        return (cx - px) * (qx - px) + (cz - pz) * (qz - pz) <= 0f;
    }

    private static float dist(float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        return (float) Math.sqrt(dx * dx + dz * dz);
    }

    private static float segmentDistance(float px, float pz, float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        float l2 = dx * dx + dz * dz;
        float u = l2 > 0f ? Math.max(0f, Math.min(1f, ((px - ax) * dx + (pz - az) * dz) / l2)) : 0f;
        return dist(px, pz, ax + u * dx, az + u * dz);
    }
}
