package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The funnel for an agent wider than the mesh's baked radius (Demyen and Buro's modified funnel):
 * the string pulled through the corridor's portals keeps a distance r (the extra radius) from
 * every portal end that is a boundary vertex, so each such end is a disc of radius r the path
 * passes on its side, and the funnel's sides are the tangents from the apex disc to them. Where
 * the path wraps around a disc it follows a polygon circumscribed about it (steps of at most
 * {@value #MAX_STEP_DEG} degrees, or up to {@value #WIDEST_STEP_DEG} round a small disc where the polygon's
 * corners stand at most {@value #MAX_BULGE} m out from it; every segment tangent to the disc), so no point of
 * the path comes nearer than r to that corner; round a corner the path is longer than the arc by at most 0.6 %
 * of it with 15 degree steps, and by at most about 4 mm per radian turned with wider ones. Waypoint heights come
 * from the mesh.
 *
 * <p>Sides follow {@link org.jme3navmesh.mesh.Geometry#area2}: a portal's left end lies on the
 * negative side of the direction of travel, its right end on the positive side. Not thread-safe:
 * scratch arrays grow as needed and are reused.
 */
final class DiskFunnel {
    /** Angle, degrees, one segment of the polygon round a disc may always turn by. */
    static final float MAX_STEP_DEG = 15f;
    private static final double MAX_STEP = Math.toRadians(MAX_STEP_DEG);
    /** Largest angle, degrees, one segment of the polygon round a small disc turns by. */
    static final float WIDEST_STEP_DEG = 30f;
    private static final double WIDEST_STEP = Math.toRadians(WIDEST_STEP_DEG);
    /**
     * Distance, metres, the polygon's corners may stand out from a disc when its segments turn by more than
     * {@value #MAX_STEP_DEG} degrees: what 15 degree steps give round a disc of 0.7 m (an agent of 1 m on a mesh
     * baked for 0.3 m).
     */
    static final double MAX_BULGE = 0.006;
    /** A turn round a disc this close (radians) to a full turn is read as a slight turn the other way. */
    private static final double WRONG_WAY = 0.35;
    /** Height (metres) above and below a disc's vertex searched for the triangle under a tangent point. */
    private static final float LOCATE_Y = 1f;

    private final NavMesh mesh;
    private final MeshTopology topo;
    private final TraversalWidths widths;
    private final MeshWalk walker;
    private final RaycastHit hit = new RaycastHit();
    /** Discs: centre x, z; radius; side (+1 right end, -1 left end, 0 start or goal); vertex or -1. */
    private float[] cx = new float[16];
    private float[] cz = new float[16];
    private float[] cy = new float[16];
    private float[] rad = new float[16];
    private int[] side = new int[16];
    private int[] vert = new int[16];
    /** The apex discs, in order, and the tangent direction into each. */
    private int[] apex = new int[16];
    private final float[] u = new float[2];
    private final float[] w = new float[2];
    /** The largest turn (radians) of one segment of the polygon round a disc ({@link #maxStep} of the funnel's r). */
    private double arcStep;
    /** The corridor's last triangle, holding the goal. */
    private int goalTri;
    /** Discs in use: the start, two per portal, the goal. */
    private int discCount;
    /** The funnel's state while {@link #pull} runs: apex, side discs, their portals, apex count. */
    private int ap;
    private int left;
    private int right;
    private int apexPortal;
    private int leftPortal;
    private int rightPortal;
    private int na;
    /** The tangent directions from the apex to the left and right side discs (while they are not the apex). */
    private float leftX;
    private float leftZ;
    private float rightX;
    private float rightZ;

    DiskFunnel(NavMesh mesh, TraversalWidths widths, MeshWalk walker) {
        this.mesh = mesh;
        this.topo = MeshTopology.of(mesh);
        this.widths = widths;
        this.walker = walker;
    }

    /**
     * Waypoints and length of the path through out's corridor for an agent r wider than the
     * mesh's baked radius.
     *
     * @param r   the extra radius, metres, &gt; 0
     * @param out its corridor is read; its waypoints and length are written
     */
    void funnel(float sx, float sy, float sz, float gx, float gy, float gz, float r, PathResult out) {
        int np = out.corridorSize - 1;
        int n = 2 * np + 2;
        if (cx.length < n) {
            int cap = 2 * n;
            cx = new float[cap];
            cz = new float[cap];
            cy = new float[cap];
            rad = new float[cap];
            side = new int[cap];
            vert = new int[cap];
            apex = new int[cap];
        }
        discCount = n;
        disc(0, sx, sz, 0f, 0, -1);
        cy[0] = sy;
        int[] c = out.corridor;
        for (int i = 0; i < np; i++) {
            int a = c[i];
            int e = CorridorPortals.edgeTo(mesh, a, c[i + 1]);
            int vl = mesh.vertex(a, e), vr = mesh.vertex(a, e == 2 ? 0 : e + 1);
            disc(1 + 2 * i, mesh.vertexX(vl), mesh.vertexZ(vl), widths.isBoundary(vl) ? r : 0f, -1, vl);
            disc(2 + 2 * i, mesh.vertexX(vr), mesh.vertexZ(vr), widths.isBoundary(vr) ? r : 0f, 1, vr);
        }
        int goal = n - 1;
        disc(goal, gx, gz, 0f, 0, -1);
        cy[goal] = gy;
        goalTri = c[np];
        arcStep = maxStep(r);
        int na = taut(pull(np, goal));
        emit(na, sx, sy, sz, gx, gy, gz, out);
    }

    private void disc(int i, float x, float z, float radius, int s, int v) {
        cx[i] = x;
        cy[i] = v >= 0 ? mesh.vertexY(v) : 0f;
        cz[i] = z;
        rad[i] = radius;
        side[i] = s;
        vert[i] = v;
    }

    /** True when discs a and b are one: the same index, or the same vertex on the same side. */
    private boolean same(int a, int b) {
        return a == b || (vert[a] >= 0 && vert[a] == vert[b] && side[a] == side[b]);
    }

    /** The simple stupid funnel over discs; returns the number of apex discs (start .. goal) in {@link #apex}. */
    private int pull(int np, int goal) {
        na = 0;
        apex[na++] = 0;
        ap = left = right = 0;
        apexPortal = leftPortal = rightPortal = -1;
        for (int i = 0; i <= np; i++) {
            int nl = i < np ? 1 + 2 * i : goal, nr = i < np ? 2 + 2 * i : goal;
            if (narrow(nr, i, 1, goal) || narrow(nl, i, -1, goal)) {
                i = apexPortal; // the scan goes on after the new apex
            }
        }
        if (apex[na - 1] != goal) {
            apex[na++] = goal;
        }
        return na;
    }

    /**
     * Moves side s of the funnel (+1 right, -1 left) to disc c of portal i where c narrows it.
     * Where c crosses the other side instead, that side's disc becomes the apex and the funnel
     * collapses onto it.
     *
     * @return true when the apex moved (the scan restarts after the apex's portal)
     */
    private boolean narrow(int c, int i, int s, int goal) {
        int own = s > 0 ? right : left, other = s > 0 ? left : right;
        float tx = 0f, tz = 0f;
        if (!same(c, ap)) {
            tangent(ap, c, u);
            tx = u[0];
            tz = u[1];
            if (!same(own, ap) && !same(own, c) && s * cross(s > 0 ? rightX : leftX, s > 0 ? rightZ : leftZ, tx, tz) > 0f) {
                return false; // c widens this side
            }
            if (!same(other, ap) && !same(other, c) && !(s * cross(s > 0 ? leftX : rightX, s > 0 ? leftZ : rightZ, tx, tz) > 0f)
                    && !(c == goal && straight(ap, goal))) {
                int otherPortal = s > 0 ? leftPortal : rightPortal;
                if (otherPortal == i && distSq(ap, c) < distSq(ap, other)) {
                    // Both ends of one portal, their discs overlapping seen from the apex: the path
                    // bends first round the nearer one, which hides the gap between them.
                    ap = c;
                    apexPortal = i;
                } else {
                    ap = other;
                    apexPortal = otherPortal;
                }
                apex[na++] = ap;
                left = right = ap;
                leftPortal = rightPortal = apexPortal;
                return true;
            }
        }
        // The tangent from the apex to c is kept for the side's later tests (unused while c is the apex).
        if (s > 0) {
            right = c;
            rightPortal = i;
            rightX = tx;
            rightZ = tz;
        } else {
            left = c;
            leftPortal = i;
            leftX = tx;
            leftZ = tz;
        }
        return false;
    }

    /** Squared XZ distance between the centres of discs a and b. */
    private float distSq(int a, int b) {
        float dx = cx[b] - cx[a], dz = cz[b] - cz[a];
        return dx * dx + dz * dz;
    }

    /**
     * True when the tangent from disc a to disc b keeps out of every other disc of the corridor
     * and stays on the mesh (walked from b's end). The funnel's direction tests take the goal
     * beyond the tangent to a disc of its side for a crossing even where it lies before that
     * disc (the far end of a long portal); and an apex the path winds round by more than half a
     * turn is dropped where its neighbours see each other so.
     */
    private boolean straight(int a, int b) {
        tangent(a, b, u);
        float sa = side[a] * rad[a], sb = side[b] * rad[b];
        float px = cx[a] - sa * u[1], pz = cz[a] + sa * u[0];
        float qx = cx[b] - sb * u[1], qz = cz[b] + sb * u[0];
        double dx = px - qx, dz = pz - qz;
        double l2 = dx * dx + dz * dz;
        for (int o = 1; o < discCount - 1; o++) {
            if (rad[o] <= 0f || same(o, a) || same(o, b)) {
                continue;
            }
            double t = l2 > 0 ? Math.max(0, Math.min(1, ((cx[o] - qx) * dx + (cz[o] - qz) * dz) / l2)) : 0;
            double ex = qx + t * dx - cx[o], ez = qz + t * dz - cz[o];
            if (ex * ex + ez * ez < (double) rad[o] * rad[o]) {
                return false;
            }
        }
        int tb = b == discCount - 1 ? goalTri : mesh.findTriangle(qx, cy[b], qz, LOCATE_Y, LOCATE_Y);
        return tb >= 0 && walker.walk(tb, qx, qz, px, pz, -1, null, hit);
    }

    /**
     * Drops apex discs the path winds round by more than half a turn where the straight way
     * between its neighbours is free ({@link #straight}: the string is not taut against them),
     * until none is left; returns the new count. The funnel makes such an apex where the goal or the start lies before the far
     * end of a long portal, beyond the tangent to it.
     */
    private int taut(int na) {
        boolean changed = true;
        while (changed && na > 2) {
            changed = false;
            for (int j = 1; j + 1 < na; j++) {
                int d = apex[j];
                if (rad[d] <= 0f) {
                    continue;
                }
                tangent(apex[j - 1], d, u);
                tangent(d, apex[j + 1], w);
                if (turnRound(side[d], u, w) > Math.PI + WRONG_WAY && straight(apex[j - 1], apex[j + 1])) {
                    System.arraycopy(apex, j + 1, apex, j, na - j - 1);
                    na--;
                    changed = true;
                    break;
                }
            }
        }
        return na;
    }

    /**
     * The turn (radians, in [0, 2 pi)) of the path round disc d, arriving along direction a and
     * leaving along b, measured towards the disc's side: round a right end (positive side) the
     * direction angles atan2(x, z) rise, round a left end they fall.
     */
    private static double turnRound(int sideOfDisc, float[] a, float[] b) {
        // The angle from a to b, atan2 of their cross and dot products (one atan2, not one per direction).
        double delta = Math.atan2((double) b[0] * a[1] - (double) b[1] * a[0], (double) a[0] * b[0] + (double) a[1] * b[1]);
        if (sideOfDisc < 0) {
            delta = -delta;
        }
        delta %= 2 * Math.PI;
        return delta < 0 ? delta + 2 * Math.PI : delta;
    }

    /** Cross product (area2 sign) of the directions (ax, az) and (bx, bz). */
    private static float cross(float ax, float az, float bx, float bz) {
        return az * bx - ax * bz;
    }

    /**
     * The unit direction of the tangent from disc a to disc b that keeps each on its side, into d.
     * Where no such tangent exists (discs on opposite sides overlapping), the nearest direction.
     */
    private void tangent(int a, int b, float[] d) {
        double dx = cx[b] - cx[a], dz = cz[b] - cz[a];
        double len = Math.sqrt(dx * dx + dz * dz);
        if (len < 1e-9) {
            d[0] = 1f;
            d[1] = 0f;
            return;
        }
        double wx = dx / len, wz = dz / len;
        // Offset of each centre from the line along P(u) = (uz, -ux) (the positive side): side * radius.
        double k = side[b] * rad[b] - side[a] * rad[a];
        double beta = Math.max(-1.0, Math.min(1.0, -k / len));
        double alpha = Math.sqrt(1.0 - beta * beta);
        // u = alpha w + beta P(w), P(w) = (wz, -wx)
        d[0] = (float) (alpha * wx + beta * wz);
        d[1] = (float) (alpha * wz - beta * wx);
    }

    /** Writes the waypoints: start, the polygons round the apex discs, goal; and the length. */
    private void emit(int na, float sx, float sy, float sz, float gx, float gy, float gz, PathResult out) {
        out.waypointCount = 0;
        out.addWaypoint(sx, sy, sz, out.corridor[0]);
        int tri = out.corridor[0];
        float px = sx, pz = sz;
        for (int j = 1; j + 1 < na; j++) {
            int d = apex[j];
            if (rad[d] <= 0f) {
                tri = add(tri, vert[d], px, pz, cx[d], cz[d], out);
                px = cx[d];
                pz = cz[d];
                continue;
            }
            tangent(apex[j - 1], d, u);
            tangent(d, apex[j + 1], w);
            // Tangent points: centre - side * radius * P(u), P(u) = (uz, -ux); angles a as (sin a, cos a) = the unit
            // offset from the centre, here (-s uz, s ux) where the path arrives.
            float s = side[d];
            double sinIn = -s * u[1], cosIn = s * u[0];
            // The path turns towards the disc's side: round a right end (positive side) the angles
            // rise, round a left end they fall, by up to a full turn (round a wall's end, more than
            // half a turn). A turn of nearly a full turn is a slight turn the other way (where the
            // funnel's sides were nearly parallel): that one is taken.
            double delta = turnRound(side[d], u, w);
            if (delta > 2 * Math.PI - WRONG_WAY) {
                delta -= 2 * Math.PI;
            }
            delta *= side[d];
            int m = Math.max(1, (int) Math.ceil(Math.abs(delta) / arcStep - 1e-9));
            double step = delta / m;
            double reach = rad[d] / Math.cos(0.5 * step);
            // The polygon's corners at angles in + (k + 1/2) step, k = 0 .. m - 1: the first turned from the tangent
            // point by half a step, each next one by a step, as the offset (ox, oz) = reach (sin a, cos a).
            double ch = Math.cos(0.5 * step), sh = Math.sin(0.5 * step);
            double ox = reach * (sinIn * ch + cosIn * sh), oz = reach * (cosIn * ch - sinIn * sh);
            double cs = Math.cos(step), sn = Math.sin(step);
            for (int k = 0; k < m; k++) {
                float x = (float) (cx[d] + ox), z = (float) (cz[d] + oz);
                tri = add(tri, vert[d], px, pz, x, z, out);
                px = x;
                pz = z;
                double nx = ox * cs + oz * sn;
                oz = oz * cs - ox * sn;
                ox = nx;
            }
        }
        out.addWaypoint(gx, gy, gz, out.corridor[out.corridorSize - 1]);
        float len = 0f;
        float[] wp = out.waypoints;
        for (int i = 1; i < out.waypointCount; i++) {
            len += NavMeshQuery.dist(wp[3 * i - 3], wp[3 * i - 2], wp[3 * i - 1], wp[3 * i], wp[3 * i + 1], wp[3 * i + 2]);
        }
        out.length = len;
    }

    /**
     * The largest turn (radians) of one segment of the polygon round a disc of radius r (metres, &gt; 0):
     * {@value #MAX_STEP_DEG} degrees, or more round a small disc, as long as the polygon's corners, at r / cos(step
     * / 2) from the centre, stand at most {@value #MAX_BULGE} m out from it, and at most {@value #WIDEST_STEP_DEG}
     * degrees. Each segment stays tangent to the disc (never nearer than r to its centre); the polygon is longer
     * than the arc by about 2 / 3 of that distance per radian turned.
     */
    static double maxStep(float r) {
        double bulged = 2.0 * Math.acos(r / (r + MAX_BULGE));
        return Math.min(WIDEST_STEP, Math.max(MAX_STEP, bulged));
    }

    /**
     * Adds the waypoint (x, z), on the triangle the walk from (px, pz) in tri reaches; returns that
     * triangle. Where (x, z) lies in tri, in a triangle round vertex v (the disc's; -1 for none) or in a
     * neighbour of tri (most steps round a disc), that triangle is the walk's end and no walk runs.
     */
    private int add(int tri, int v, float px, float pz, float x, float z, PathResult out) {
        int t = mesh.containsXZ(tri, x, z) ? tri : around(v, x, z);
        if (t < 0) {
            t = nearby(tri, x, z);
        }
        if (t < 0) {
            walker.walk(tri, px, pz, x, z, -1, null, hit);
            t = hit.lastTriangle >= 0 ? hit.lastTriangle : tri;
        }
        out.addWaypoint(x, mesh.heightAt(t, x, z), z, t);
        return t;
    }

    /** A triangle with corner v that contains (x, z) in XZ, else -1 (also when v &lt; 0). */
    private int around(int v, float x, float z) {
        if (v < 0) {
            return -1;
        }
        int[] page = topo.vertTris.page(v);
        for (int i = VertexTriangles.from(page, v), e = VertexTriangles.to(page, v); i < e; i++) {
            int t = page[i];
            if (mesh.containsXZ(t, x, z)) {
                return t;
            }
        }
        return -1;
    }

    /** Triangle tri or a neighbour of it that contains (x, z) in XZ, else -1. */
    private int nearby(int tri, float x, float z) {
        if (mesh.containsXZ(tri, x, z)) {
            return tri;
        }
        for (int e = 0; e < 3; e++) {
            int nb = mesh.neighbour(tri, e);
            if (nb >= 0 && mesh.containsXZ(nb, x, z)) {
                return nb;
            }
        }
        return -1;
    }
}
