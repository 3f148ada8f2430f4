package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Corridor to waypoints: the simple stupid funnel (Mononen) through the corridor's portals in XZ,
 * corners moved off walls by the filter's corner margin, and heights (with extra waypoints where
 * the ground under a segment bends, when the filter follows the ground). Not thread-safe (owned by
 * one {@link NavMeshQuery}).
 */
final class Funnel {
    private final QueryContext ctx;
    private final NavMesh mesh;
    private final MeshWalk walker;
    private final RaycastHit rayScratch = new RaycastHit();
    /** Extra waypoints where the ground bends, when the filter follows the ground. */
    private final GroundProfile ground;
    private int[] portalVerts = new int[64];
    private float[] pl = new float[64];
    private float[] pr = new float[64];
    private int[] cornerPortal = new int[32];
    private float[] cornerXZ = new float[64];
    /** Corridor portal index of each portal the funnel kept (diagonals inside polygons are skipped). */
    private int[] keptPortal = new int[64];
    /** Per portal kept: the corridor's triangles before and after it. */
    private int[] keptTris = new int[128];
    /** Per corner: the index of its portal among those kept (-1 for the start). */
    private int[] cornerKept = new int[32];

    Funnel(QueryContext ctx, MeshWalk walker) {
        this.ctx = ctx;
        this.mesh = ctx.mesh;
        this.walker = walker;
        this.ground = new GroundProfile(mesh);
    }

    private boolean isCorner(int v) {
        return ctx.isCorner(v);
    }

    /**
     * Simple stupid funnel (Mononen) over the portals in XZ, then heights and length.
     *
     * <p>Portals between two triangles of one convex polygon of the mesh's {@link PolyGraph} are
     * skipped: the triangles a corridor crosses inside a convex polygon are those between its
     * entry and exit edges, and every segment from the one edge to the other stays inside them, so
     * such a diagonal never bends the path (the funnel over the polygons' edges gives the same
     * path with fewer portals).
     */
    void funnel(float sx, float sy, float sz, float gx, float gy, float gz, PathResult out) {
        int np = out.portalCount;
        ensurePortals(np);
        PolyGraph polys = ctx.topo.polys;
        out.corridorReady();
        int[] corridor = out.corridor;
        int nk = 0;
        for (int i = 0; i < np; i++) {
            int a = corridor[i], b = corridor[i + 1];
            if (polys.polyOf(a) == polys.polyOf(b)) {
                continue; // a diagonal inside a convex polygon
            }
            int e = CorridorPortals.edgeTo(mesh, a, b);
            nk = keep(nk, i, mesh.vertex(a, e), mesh.vertex(a, e == 2 ? 0 : e + 1), a, b);
        }
        run(nk, sx, sy, sz, gx, gy, gz, out);
    }

    /**
     * {@link #funnel} over portals between polygons already known (from the search that found the
     * corridor), instead of reading them from the corridor: the same portals, the same result.
     *
     * @param crossings per portal between polygons, in corridor order, {@link AnyAngleCorridor#CROSSING} ints: its
     *                  corridor portal index, its left vertex and its right vertex (mesh ids), the corridor's
     *                  triangles before and after it; not modified
     * @param count     number of those portals
     */
    void funnel(int[] crossings, int count, float sx, float sy, float sz, float gx, float gy, float gz, PathResult out) {
        ensurePortals(out.portalCount);
        for (int k = 0, o = 0; k < count; k++, o += AnyAngleCorridor.CROSSING) {
            keep(k, crossings[o], crossings[o + 1], crossings[o + 2], crossings[o + 3], crossings[o + 4]);
        }
        run(count, sx, sy, sz, gx, gy, gz, out);
    }

    private void ensurePortals(int np) {
        if (pl.length < 2 * (np + 1)) {
            pl = new float[4 * (np + 1)];
            pr = new float[4 * (np + 1)];
            keptPortal = new int[2 * (np + 1)];
            keptTris = new int[4 * (np + 1)];
            portalVerts = new int[4 * (np + 1)];
        }
    }

    /**
     * Records corridor portal i, from vertex vl (left) to vr (right), between the corridor's triangles before and
     * after, as the funnel's nk-th portal.
     */
    private int keep(int nk, int i, int vl, int vr, int before, int after) {
        keptTris[2 * nk] = before;
        keptTris[2 * nk + 1] = after;
        portalVerts[2 * i] = vl;
        portalVerts[2 * i + 1] = vr;
        pl[2 * nk] = mesh.vertexX(vl);
        pl[2 * nk + 1] = mesh.vertexZ(vl);
        pr[2 * nk] = mesh.vertexX(vr);
        pr[2 * nk + 1] = mesh.vertexZ(vr);
        keptPortal[nk] = i;
        return nk + 1;
    }

    /** The funnel over the nk portals kept, then corners, heights and the length. */
    private void run(int nk, float sx, float sy, float sz, float gx, float gy, float gz, PathResult out) {
        int np = out.portalCount;
        keptPortal[nk] = np; // the goal is the last, degenerate portal
        pl[2 * nk] = pr[2 * nk] = gx;
        pl[2 * nk + 1] = pr[2 * nk + 1] = gz;
        int n = nk + 1;

        int nc = 0;
        // Corners: portal index (-1 = start; a corridor portal index, not a kept one), xz.
        nc = addCorner(nc, -1, -1, sx, sz);
        float apx = sx, apz = sz, lx = sx, lz = sz, rx = sx, rz = sz;
        int apexIndex = -1, leftIndex = -1, rightIndex = -1;
        float startTol = QueryTolerances.LINE + 8f * Math.ulp(Math.max(Math.abs(sx), Math.abs(sz)));
        float startTol2 = startTol * startTol;
        for (int i = 0; i < n; i++) {
            float nlx = pl[2 * i], nlz = pl[2 * i + 1], nrx = pr[2 * i], nrz = pr[2 * i + 1];
            if (apexIndex < 0 && i < nk && onSegment(apx, apz, nlx, nlz, nrx, nrz, startTol2)) {
                // The start lies on this portal (e.g. on a shared edge): no constraint. (A corner
                // apex is a mesh vertex: on a later portal it can only be an end, which the tests
                // below handle.)
                continue;
            }
            // Right side. It tightens (never crosses) when it keeps its point (with the apex, left
            // and right collinear, a zero-width funnel, the area test would take that for a
            // crossing) or when the left side is still the apex itself. So a crossing always moves
            // the apex to a later portal, and the scan ends after at most n restarts.
            if (Geometry.area2(apx, apz, rx, rz, nrx, nrz) <= 0f) {
                if (same(apx, apz, rx, rz) || (rx == nrx && rz == nrz) || leftIndex <= apexIndex
                        || Geometry.area2(apx, apz, lx, lz, nrx, nrz) > 0f) {
                    rx = nrx;
                    rz = nrz;
                    rightIndex = i;
                } else {
                    assert leftIndex > apexIndex;
                    // The left side becomes the corner, unless the right side point lies on the
                    // same ray, nearer (a funnel of zero width along a straight wall): turning at
                    // the farther one would overshoot the turn and come back.
                    boolean right = rightIndex > apexIndex && nearerOnRay(apx, apz, lx, lz, rx, rz);
                    apx = right ? rx : lx;
                    apz = right ? rz : lz;
                    apexIndex = right ? rightIndex : leftIndex;
                    nc = addCorner(nc, keptPortal[apexIndex], apexIndex, apx, apz);
                    rx = lx = apx;
                    rz = lz = apz;
                    rightIndex = leftIndex = apexIndex;
                    i = apexIndex;
                    continue;
                }
            }
            // Left side, likewise.
            if (Geometry.area2(apx, apz, lx, lz, nlx, nlz) >= 0f) {
                if (same(apx, apz, lx, lz) || (lx == nlx && lz == nlz) || rightIndex <= apexIndex
                        || Geometry.area2(apx, apz, rx, rz, nlx, nlz) < 0f) {
                    lx = nlx;
                    lz = nlz;
                    leftIndex = i;
                } else {
                    assert rightIndex > apexIndex;
                    boolean left = leftIndex > apexIndex && nearerOnRay(apx, apz, rx, rz, lx, lz);
                    apx = left ? lx : rx;
                    apz = left ? lz : rz;
                    apexIndex = left ? leftIndex : rightIndex;
                    nc = addCorner(nc, keptPortal[apexIndex], apexIndex, apx, apz);
                    rx = lx = apx;
                    rz = lz = apz;
                    rightIndex = leftIndex = apexIndex;
                    i = apexIndex;
                    continue;
                }
            }
        }
        nc = addCorner(nc, np, nk, gx, gz);
        if (nc == 1) {
            // Start and end coincide: still report both, so a path always has a first and a last point.
            nc = 2;
            cornerPortal[1] = np;
            cornerKept[1] = nk;
            cornerTri[1] = -1;
            cornerXZ[2] = gx;
            cornerXZ[3] = gz;
        }

        nc = dropStraightCorners(nc);
        if (ctx.filter.cornerMargin() > 0f) {
            keepOffCorners(nc, out);
        }

        // Heights, extra waypoints where the ground bends (when the filter asks), length.
        boolean followGround = ctx.filter.followGround();
        if (followGround) {
            out.portalsReady(); // the height profiles read every portal crossed
        }
        out.waypointCount = 0;
        out.addWaypoint(sx, sy, sz, out.firstTriangle());
        for (int k = 0; k + 1 < nc; k++) {
            int i0 = cornerPortal[k], i1 = cornerPortal[k + 1];
            float ax = cornerXZ[2 * k], az = cornerXZ[2 * k + 1];
            float bx = cornerXZ[2 * k + 2], bz = cornerXZ[2 * k + 3];
            float ay = out.waypoints[3 * out.waypointCount - 2];
            float by;
            int btri;
            if (k + 1 == nc - 1) {
                by = gy;
                btri = out.lastTriangle();
            } else if (cornerTri[k + 1] >= 0) {
                btri = cornerTri[k + 1];
                by = mesh.heightAt(btri, bx, bz);
            } else {
                int kept = cornerKept[k + 1];
                btri = keptTris[2 * kept + 1];
                by = mesh.heightAt(keptTris[2 * kept], bx, bz);
            }
            if (followGround) {
                ground.refineSegment(ax, ay, az, bx, by, bz, i0, i1, out);
            }
            out.addWaypoint(bx, by, bz, btri);
        }
        float len = 0f;
        float[] w = out.waypoints;
        for (int i = 1; i < out.waypointCount; i++) {
            len += NavMeshQuery.dist(w[3 * i - 3], w[3 * i - 2], w[3 * i - 1], w[3 * i], w[3 * i + 1], w[3 * i + 2]);
        }
        out.length = len;
    }

    /**
     * True when (px, pz) lies on the ray from the apex (ax, az) through (qx, qz), within
     * {@link NavMeshQuery#LINE_TOLERANCE} of it (so that {@link #dropStraightCorners} drops it
     * again where the path runs on straight), and nearer the apex than (qx, qz) along it.
     */
    private static boolean nearerOnRay(float ax, float az, float qx, float qz, float px, float pz) {
        float qdx = qx - ax, qdz = qz - az, pdx = px - ax, pdz = pz - az;
        float along = pdx * qdx + pdz * qdz;
        float q2 = qdx * qdx + qdz * qdz;
        if (!(along > 0f && along < q2)) {
            return false;
        }
        return nearLine(ax, az, qx, qz, px, pz);
    }

    private int[] cornerTri = new int[32];

    /** True when (px, pz) lies within {@link NavMeshQuery#LINE_TOLERANCE} of the line through a and c (compared squared: no root). */
    private static boolean nearLine(float ax, float az, float cx, float cz, float px, float pz) {
        float area = Geometry.area2(ax, az, cx, cz, px, pz);
        return area * area <= QueryTolerances.LINE * QueryTolerances.LINE * ((cx - ax) * (cx - ax) + (cz - az) * (cz - az));
    }

    /**
     * Removes inner corners where the path goes straight on: a corner goes when it and every corner dropped since the
     * last one kept lie within {@link NavMeshQuery#LINE_TOLERANCE} of the segment from that one to the next (drops
     * tested one at a time added up along a slightly bending wall, and the new segment cut an earlier wall vertex).
     */
    private int dropStraightCorners(int nc) {
        int w = 1;
        int lastKept = 0; // index (before compaction) of the last corner kept; those after it up to k are intact
        for (int k = 1; k + 1 < nc; k++) {
            float ax = cornerXZ[2 * w - 2], az = cornerXZ[2 * w - 1];
            float bx = cornerXZ[2 * k], bz = cornerXZ[2 * k + 1];
            float cx = cornerXZ[2 * k + 2], cz = cornerXZ[2 * k + 3];
            boolean straight = (bx - ax) * (cx - ax) + (bz - az) * (cz - az) > 0f
                    && (bx - cx) * (ax - cx) + (bz - cz) * (az - cz) > 0f;
            for (int j = lastKept + 1; j <= k && straight; j++) {
                straight = nearLine(ax, az, cx, cz, cornerXZ[2 * j], cornerXZ[2 * j + 1]);
            }
            if (!straight) {
                cornerXZ[2 * w] = bx;
                cornerXZ[2 * w + 1] = bz;
                cornerPortal[w] = cornerPortal[k];
                cornerKept[w] = cornerKept[k];
                cornerTri[w] = cornerTri[k];
                w++;
                lastKept = k;
            }
        }
        cornerXZ[2 * w] = cornerXZ[2 * nc - 2];
        cornerXZ[2 * w + 1] = cornerXZ[2 * nc - 1];
        cornerPortal[w] = cornerPortal[nc - 1];
        cornerKept[w] = cornerKept[nc - 1];
        cornerTri[w] = cornerTri[nc - 1];
        return w + 1;
    }

    /**
     * Moves each inner corner that sits on a boundary corner vertex by the filter's corner margin
     * (so the waypoints may leave the corridor a little; they stay on the mesh)
     * along the bisector of the path's turn, away from the obstacle inside the turn, when the moved corner and the
     * segments to its neighbours stay on the mesh; else tries half the margin, then keeps it.
     */
    private void keepOffCorners(int nc, PathResult out) {
        out.corridorReady();
        float margin = ctx.filter.cornerMargin();
        for (int k = 1; k + 1 < nc; k++) {
            int portal = cornerPortal[k];
            float x = cornerXZ[2 * k], z = cornerXZ[2 * k + 1];
            int v = portalVertexAt(portal, x, z);
            if (v < 0 || !isCorner(v)) {
                continue;
            }
            float ax = cornerXZ[2 * k - 2] - x, az = cornerXZ[2 * k - 1] - z;
            float bx = cornerXZ[2 * k + 2] - x, bz = cornerXZ[2 * k + 3] - z;
            float la = (float) Math.sqrt(ax * ax + az * az), lb = (float) Math.sqrt(bx * bx + bz * bz);
            if (la <= 0f || lb <= 0f) {
                continue;
            }
            float dx = ax / la + bx / lb, dz = az / la + bz / lb;
            float dl = (float) Math.sqrt(dx * dx + dz * dz);
            if (dl < 1e-4f) {
                continue; // no turn here
            }
            // The obstacle lies inside the turn, between the two directions: move the other way.
            dx /= -dl;
            dz /= -dl;
            int startTri = out.corridor[portal + 1];
            for (float m = Math.min(margin, 0.5f * Math.min(la, lb)); m >= margin / 4f && m > 0f; m *= 0.5f) {
                float nx = x + m * dx, nz = z + m * dz;
                if (!walker.walk(startTri, x, z, nx, nz, -1, null, rayScratch)) {
                    continue;
                }
                int tri = rayScratch.lastTriangle;
                int prevTri = k == 1 ? out.corridor[0] : (cornerTri[k - 1] >= 0 ? cornerTri[k - 1] : out.corridor[cornerPortal[k - 1] + 1]);
                if (walker.walk(prevTri, cornerXZ[2 * k - 2], cornerXZ[2 * k - 1], nx, nz, -1, null, rayScratch)
                        && walker.walk(tri, nx, nz, cornerXZ[2 * k + 2], cornerXZ[2 * k + 3], -1, null, rayScratch)) {
                    cornerXZ[2 * k] = nx;
                    cornerXZ[2 * k + 1] = nz;
                    cornerTri[k] = tri;
                    break;
                }
            }
        }
    }

    /** The vertex of portal i at (x, z), or -1. */
    private int portalVertexAt(int i, float x, float z) {
        if (i < 0 || 2 * i + 1 >= portalVerts.length) {
            return -1;
        }
        for (int k = 0; k < 2; k++) {
            int v = portalVerts[2 * i + k];
            if (same(mesh.vertexX(v), mesh.vertexZ(v), x, z)) {
                return v;
            }
        }
        return -1;
    }

    /** Adds the corner (x, z) at corridor portal index portal, the kept-th portal kept (-1: the start). */
    private int addCorner(int nc, int portal, int kept, float x, float z) {
        if (nc > 0 && same(cornerXZ[2 * nc - 2], cornerXZ[2 * nc - 1], x, z)) {
            cornerPortal[nc - 1] = portal;
            cornerKept[nc - 1] = kept;
            return nc;
        }
        if (cornerPortal.length <= nc) {
            cornerPortal = Arrays.copyOf(cornerPortal, 2 * nc + 2);
            cornerKept = Arrays.copyOf(cornerKept, 2 * nc + 2);
            cornerXZ = Arrays.copyOf(cornerXZ, 4 * nc + 4);
        }
        if (cornerTri.length <= nc) {
            cornerTri = Arrays.copyOf(cornerTri, 2 * nc + 2);
        }
        cornerTri[nc] = -1;
        cornerPortal[nc] = portal;
        cornerKept[nc] = kept;
        cornerXZ[2 * nc] = x;
        cornerXZ[2 * nc + 1] = z;
        return nc + 1;
    }

    /**
     * True when p lies on segment ab within sqrt(tol2): LINE_TOLERANCE plus a few ulps of p's
     * coordinates (the caller works it out once per point). Far from the origin (undulating.obj
     * sits at x, z = 5000, where one float ulp is 0.5 mm) a point snapped onto an edge is only as
     * exact as its coordinates, and a stricter test would leave the apex beside the portal,
     * collapsing the funnel into a detour to a far corner.
     */
    private static boolean onSegment(float px, float pz, float ax, float az, float bx, float bz, float tol2) {
        float dx = bx - ax, dz = bz - az;
        float len2 = dx * dx + dz * dz;
        float a = Geometry.area2(ax, az, bx, bz, px, pz);
        if (a * a > tol2 * len2) {
            return false; // farther than LINE_TOLERANCE from the line (compared squared: no root)
        }
        float u = (px - ax) * dx + (pz - az) * dz;
        return u >= 0f && u <= len2;
    }

    private static boolean same(float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        return dx * dx + dz * dz < 1e-12f;
    }
}
