package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The portals of a corridor: the edge each corridor triangle shares with the next one, as seen
 * walking along the corridor (left end, right end). Stateless.
 */
final class CorridorPortals {
    private CorridorPortals() {
    }

    /**
     * The edge of triangle a whose neighbour is b.
     *
     * @throws IllegalStateException when a and b are not adjacent (a corridor must never hold such a pair)
     */
    static int edgeTo(NavMesh mesh, int a, int b) {
        int e = mesh.sharedEdge(a, b);
        if (e >= 0) {
            return e;
        }
        throw new IllegalStateException("internal error: corridor triangles " + a + " and " + b + " are not adjacent");
    }

    /**
     * Writes the portals of {@code r}'s corridor into its portal array: for portal i (between
     * corridor triangles i and i + 1), left x, y, z then right x, y, z, world metres; the left end
     * is the shared edge's start in triangle i (triangles are counter-clockwise from above).
     *
     * @param r its corridor is read; its portal array is grown and written, portalCount set
     */
    static void fill(NavMesh mesh, PathResult r) {
        int np = Math.max(0, r.corridorSize - 1);
        r.ensurePortals(np);
        int[] c = r.corridor;
        float[] p = r.portals;
        for (int i = 0; i < np; i++) {
            write(mesh, c[i], c[i + 1], p, i);
        }
        r.portalCount = np;
    }

    /**
     * Writes portal i, the edge triangle a shares with triangle b (left end, right end), into p[6 i .. 6 i + 5].
     *
     * @param p receives the six floats; modified; long enough
     */
    static void write(NavMesh mesh, int a, int b, float[] p, int i) {
        int e = edgeTo(mesh, a, b);
        int vl = mesh.vertex(a, e), vr = mesh.vertex(a, e == 2 ? 0 : e + 1);
        p[6 * i] = mesh.vertexX(vl);
        p[6 * i + 1] = mesh.vertexY(vl);
        p[6 * i + 2] = mesh.vertexZ(vl);
        p[6 * i + 3] = mesh.vertexX(vr);
        p[6 * i + 4] = mesh.vertexY(vr);
        p[6 * i + 5] = mesh.vertexZ(vr);
    }
}
