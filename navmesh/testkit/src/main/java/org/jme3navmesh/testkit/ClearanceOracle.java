package org.jme3navmesh.testkit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.PriorityQueue;

/**
 * The true shortest path, in the XZ plane, for a disc of radius r on a walkable surface: the
 * shortest path on the surface eroded by r. Such a path is made of straight segments tangent to
 * discs of radius r around the reflex corners of the boundary (walkable angle over 180 degrees)
 * and arcs of those discs. The graph: every tangent between two corner discs (each passed on a
 * given side) whose segment keeps at least r from every boundary edge of its layer and stays on
 * the surface ({@link SegmentWalker}); a query adds the tangents from the start and to the goal
 * and runs Dijkstra over arrivals at discs, paying the arc round a disc between arriving and
 * leaving (for r = 0, the reduced visibility graph of {@link ShortestPathOracle}).
 *
 * <p>Independent of the library: its own geometry over the surface's arrays. Building costs
 * O(R^2) tangent checks for R reflex corners. Immutable after construction; {@link #shortest} is
 * thread-safe.
 */
public final class ClearanceOracle {
    /** Boundary edges farther than this in height (metres) from a segment belong to another layer. */
    private static final double LAYER_GAP = 1.5;
    /** A segment may come this much (metres) nearer than r to a boundary edge (rounding). */
    private static final double EPS = 1e-3;
    private static final double BUCKET = 2.0;

    private final WalkableSurface mesh;
    private final SegmentWalker walker;
    private final double r;
    /** Boundary edges: ax, ay, az, bx, by, bz per edge. */
    private final double[] edges;
    private final Buckets edgeBuckets;
    private final Buckets triBuckets;
    /** Reflex corners (disc centres): vertex ids. */
    private final int[] corner;
    /** Tangents leaving each (corner, side): side index 0 for side -1, 1 for side +1. */
    private final List<List<Tangent>> out;

    /** A tangent segment from a disc (or the start) to a disc (or the goal). */
    private record Tangent(int to, int toSide, double depart, double arrive, double length) {
    }

    /**
     * Builds the tangent graph for one radius.
     *
     * @param mesh   the surface; not null, unaffected (kept by reference; immutable)
     * @param radius the disc's radius, metres, &gt; 0 (for 0, {@link ShortestPathOracle})
     * @throws IllegalArgumentException when radius is not &gt; 0
     */
    public ClearanceOracle(WalkableSurface mesh, double radius) {
        this.mesh = Objects.requireNonNull(mesh, "mesh");
        if (!(radius > 0) || Double.isInfinite(radius)) {
            throw new IllegalArgumentException("radius must be finite and > 0, got " + radius);
        }
        this.walker = new SegmentWalker(mesh);
        this.r = radius;
        int nt = mesh.triangleCount();
        List<double[]> es = new ArrayList<>();
        for (int t = 0; t < nt; t++) {
            for (int e = 0; e < 3; e++) {
                if (mesh.neighbour(t, e) < 0) {
                    int a = mesh.vertex(t, e), b = mesh.vertex(t, (e + 1) % 3);
                    es.add(new double[] {mesh.vertexX(a), mesh.vertexY(a), mesh.vertexZ(a),
                            mesh.vertexX(b), mesh.vertexY(b), mesh.vertexZ(b)});
                }
            }
        }
        edges = new double[6 * es.size()];
        for (int i = 0; i < es.size(); i++) {
            System.arraycopy(es.get(i), 0, edges, 6 * i, 6);
        }
        edgeBuckets = new Buckets(es.size(), i -> new double[] {Math.min(edges[6 * i], edges[6 * i + 3]),
                Math.min(edges[6 * i + 2], edges[6 * i + 5]), Math.max(edges[6 * i], edges[6 * i + 3]),
                Math.max(edges[6 * i + 2], edges[6 * i + 5])});
        triBuckets = new Buckets(nt, t -> {
            double[] b = {Double.MAX_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, -Double.MAX_VALUE};
            for (int k = 0; k < 3; k++) {
                int v = mesh.vertex(t, k);
                b[0] = Math.min(b[0], mesh.vertexX(v));
                b[1] = Math.min(b[1], mesh.vertexZ(v));
                b[2] = Math.max(b[2], mesh.vertexX(v));
                b[3] = Math.max(b[3], mesh.vertexZ(v));
            }
            return b;
        });
        corner = reflexCorners();
        out = new ArrayList<>();
        for (int i = 0; i < 2 * corner.length; i++) {
            out.add(new ArrayList<>());
        }
        for (int i = 0; i < corner.length; i++) {
            for (int j = i + 1; j < corner.length; j++) {
                for (int si = -1; si <= 1; si += 2) {
                    for (int sj = -1; sj <= 1; sj += 2) {
                        double[] t = tangent(vx(corner[i]), vz(corner[i]), si * r, vx(corner[j]), vz(corner[j]), sj * r);
                        if (t == null || !clear(t, vy(corner[i]), vy(corner[j]))) {
                            continue;
                        }
                        double len = Math.hypot(t[2] - t[0], t[3] - t[1]);
                        double ang = Math.atan2(t[4], t[5]);
                        out.get(node(i, si)).add(new Tangent(j, sj, ang, ang, len));
                        // The same segment walked backwards passes each disc on the other side.
                        double back = Math.atan2(-t[4], -t[5]);
                        out.get(node(j, -sj)).add(new Tangent(i, -si, back, back, len));
                    }
                }
            }
        }
    }

    /**
     * Number of reflex corners (discs) in the graph.
     *
     * @return the count, &gt;= 0
     */
    public int cornerCount() {
        return corner.length;
    }

    /**
     * Distance (metres, XZ) from a point to the nearest boundary edge of its layer.
     *
     * @param x x, metres
     * @param y height of the point, metres (selects the layer)
     * @param z z, metres
     * @param limit the farthest distance looked at, metres
     * @return the distance, or limit when no edge is nearer
     */
    public double boundaryDistance(double x, double y, double z, double limit) {
        double[] best = {limit};
        edgeBuckets.visit(x - limit, z - limit, x + limit, z + limit, i -> {
            double ey = 0.5 * (edges[6 * i + 1] + edges[6 * i + 4]);
            if (Math.abs(ey - y) <= LAYER_GAP) {
                best[0] = Math.min(best[0], segDist(x, z, edges[6 * i], edges[6 * i + 2], edges[6 * i + 3], edges[6 * i + 5]));
            }
        });
        return best[0];
    }

    /**
     * Length (metres, XZ) of the shortest path for the disc from the start to the goal, both
     * points on the surface at least the radius from its boundary.
     *
     * @param sx x of the start, metres
     * @param sy height of the start, metres (selects its layer)
     * @param sz z of the start, metres
     * @param gx x of the goal, metres
     * @param gy height of the goal, metres (selects its layer)
     * @param gz z of the goal, metres
     * @return the length, or +infinity when the disc cannot get there
     */
    public double shortest(double sx, double sy, double sz, double gx, double gy, double gz) {
        double[] st = tangent(sx, sz, 0, gx, gz, 0);
        if (clear(st, sy, gy)) {
            return Math.hypot(gx - sx, gz - sz);
        }
        // Tangents into the goal, per (corner, side).
        double[] toGoal = new double[2 * corner.length];
        double[] toGoalAngle = new double[2 * corner.length];
        Arrays.fill(toGoal, Double.POSITIVE_INFINITY);
        double[] dist = new double[2 * corner.length * 4];
        for (int i = 0; i < corner.length; i++) {
            for (int s = -1; s <= 1; s += 2) {
                double[] t = tangent(vx(corner[i]), vz(corner[i]), s * r, gx, gz, 0);
                if (t != null && clear(t, vy(corner[i]), gy)) {
                    toGoal[node(i, s)] = Math.hypot(t[2] - t[0], t[3] - t[1]);
                    toGoalAngle[node(i, s)] = Math.atan2(t[4], t[5]);
                }
            }
        }
        // Dijkstra over arrivals: entries {cost, node, arrival angle}.
        PriorityQueue<double[]> open = new PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
        for (int i = 0; i < corner.length; i++) {
            for (int s = -1; s <= 1; s += 2) {
                double[] t = tangent(sx, sz, 0, vx(corner[i]), vz(corner[i]), s * r);
                if (t != null && clear(t, sy, vy(corner[i]))) {
                    open.add(new double[] {Math.hypot(t[2] - t[0], t[3] - t[1]), node(i, s), Math.atan2(t[4], t[5])});
                }
            }
        }
        double best = Double.POSITIVE_INFINITY;
        // Arrivals settled per node and angle are too many to key; settle a node's arrival once it
        // is popped with the smallest cost plus the worst arc it could still need (a full turn).
        double[] settled = new double[2 * corner.length];
        Arrays.fill(settled, Double.POSITIVE_INFINITY);
        while (!open.isEmpty()) {
            double[] e = open.poll();
            double g = e[0];
            if (g >= best) {
                break;
            }
            int n = (int) e[1];
            if (g >= settled[n]) {
                continue;
            }
            settled[n] = Math.min(settled[n], g + 2 * Math.PI * r);
            int side = (n & 1) == 0 ? -1 : 1;
            double arr = e[2];
            if (toGoal[n] < Double.POSITIVE_INFINITY) {
                best = Math.min(best, g + arc(arr, toGoalAngle[n], side) + toGoal[n]);
            }
            for (Tangent t : out.get(n)) {
                double c = g + arc(arr, t.depart, side) + t.length;
                if (c < best) {
                    open.add(new double[] {c, node(t.to, t.toSide), t.arrive});
                }
            }
        }
        return best;
    }

    private static int node(int i, int side) {
        return 2 * i + (side > 0 ? 1 : 0);
    }

    /**
     * Length of the arc of the disc turned through from travel direction angle a to b, turning
     * towards the disc's side (+1: the positive side of {@code cross(u, v) = uz vx - ux vz}).
     */
    private double arc(double a, double b, int side) {
        if (r == 0) {
            return 0;
        }
        // Directions as angles atan2(x, z): P(u) lies at +90 degrees, so turning towards the
        // positive side raises the angle.
        double turn = side > 0 ? b - a : a - b;
        turn %= 2 * Math.PI;
        if (turn < 0) {
            turn += 2 * Math.PI;
        }
        if (turn > 2 * Math.PI - 1e-9) {
            turn = 0;
        }
        return r * turn;
    }

    /**
     * The tangent from disc (ax, az) to disc (bx, bz) whose centres lie at signed offsets oa, ob
     * (side times radius) on the positive side of the direction of travel: {px, pz, qx, qz, ux, uz}
     * (the contact points and the unit direction), or null when there is none.
     */
    private static double[] tangent(double ax, double az, double oa, double bx, double bz, double ob) {
        double dx = bx - ax, dz = bz - az;
        double len = Math.hypot(dx, dz);
        if (len < 1e-9) {
            return null;
        }
        double wx = dx / len, wz = dz / len;
        double beta = -(ob - oa) / len;
        if (Math.abs(beta) > 1) {
            return null;
        }
        double alpha = Math.sqrt(1 - beta * beta);
        double ux = alpha * wx + beta * wz, uz = alpha * wz - beta * wx;
        // P(u) = (uz, -ux) points to the positive side; contact = centre - offset * P(u).
        return new double[] {ax - oa * uz, az + oa * ux, bx - ob * uz, bz + ob * ux, ux, uz};
    }

    /** True when the segment of a tangent keeps r from the boundary and stays on the surface. */
    private boolean clear(double[] t, double ya, double yb) {
        if (t == null) {
            return false;
        }
        double px = t[0], pz = t[1], qx = t[2], qz = t[3];
        boolean[] ok = {true};
        double need = r - EPS;
        edgeBuckets.visit(Math.min(px, qx) - r, Math.min(pz, qz) - r, Math.max(px, qx) + r, Math.max(pz, qz) + r, i -> {
            if (!ok[0]) {
                return;
            }
            // The segment's height where it passes the edge's middle decides the layer (ramps).
            double ey = 0.5 * (edges[6 * i + 1] + edges[6 * i + 4]);
            double mx = 0.5 * (edges[6 * i] + edges[6 * i + 3]), mz = 0.5 * (edges[6 * i + 2] + edges[6 * i + 5]);
            double sx = qx - px, sz = qz - pz, sl2 = sx * sx + sz * sz;
            double u = sl2 > 0 ? Math.max(0, Math.min(1, ((mx - px) * sx + (mz - pz) * sz) / sl2)) : 0;
            if (Math.abs(ey - (ya + u * (yb - ya))) > LAYER_GAP) {
                return;
            }
            double d = segSegDist(px, pz, qx, qz, edges[6 * i], edges[6 * i + 2], edges[6 * i + 3], edges[6 * i + 5]);
            if (d < need) {
                ok[0] = false;
            }
        });
        if (!ok[0]) {
            return false;
        }
        int ta = locate(px, ya, pz), tb = locate(qx, yb, qz);
        return ta >= 0 && tb >= 0 && walker.visibleFromPoint(ta, px, pz, tb, qx, qz);
    }

    /** The triangle over (x, z) whose plane is nearest y (within 1e-4 m in XZ), or -1. */
    private int locate(double x, double y, double z) {
        int[] best = {-1};
        double[] bestDy = {Double.MAX_VALUE};
        triBuckets.visit(x, z, x, z, t -> {
            if (mesh.insideDistanceXZ(t, x, z) >= -1e-4) {
                double dy = Math.abs(mesh.planeHeight(t, x, z) - y);
                if (dy < bestDy[0]) {
                    bestDy[0] = dy;
                    best[0] = t;
                }
            }
        });
        return best[0];
    }

    /** Reflex boundary vertices: walkable angle around them over 180 degrees. */
    private int[] reflexCorners() {
        int nv = mesh.vertexCount();
        double[] angle = new double[nv];
        boolean[] boundary = new boolean[nv];
        for (int t = 0; t < mesh.triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                int v = mesh.vertex(t, k), a = mesh.vertex(t, (k + 1) % 3), b = mesh.vertex(t, (k + 2) % 3);
                double ax = vx(a) - vx(v), az = vz(a) - vz(v), bx = vx(b) - vx(v), bz = vz(b) - vz(v);
                angle[v] += Math.abs(Math.atan2(ax * bz - az * bx, ax * bx + az * bz));
                if (mesh.neighbour(t, k) < 0) {
                    boundary[v] = true;
                    boundary[a] = true;
                }
            }
        }
        int n = 0;
        int[] c = new int[nv];
        for (int v = 0; v < nv; v++) {
            if (boundary[v] && angle[v] > Math.PI + 1e-6) {
                c[n++] = v;
            }
        }
        return Arrays.copyOf(c, n);
    }

    private double vx(int v) {
        return mesh.vertexX(v);
    }

    private double vy(int v) {
        return mesh.vertexY(v);
    }

    private double vz(int v) {
        return mesh.vertexZ(v);
    }

    private static double segDist(double px, double pz, double ax, double az, double bx, double bz) {
        double dx = bx - ax, dz = bz - az;
        double l2 = dx * dx + dz * dz;
        double u = l2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * dx + (pz - az) * dz) / l2)) : 0;
        return Math.hypot(px - ax - u * dx, pz - az - u * dz);
    }

    /** XZ distance between segments pq and ab (0 when they cross). */
    static double segSegDist(double px, double pz, double qx, double qz, double ax, double az, double bx, double bz) {
        double d1 = orient(px, pz, qx, qz, ax, az), d2 = orient(px, pz, qx, qz, bx, bz);
        double d3 = orient(ax, az, bx, bz, px, pz), d4 = orient(ax, az, bx, bz, qx, qz);
        if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
            return 0;
        }
        return Math.min(Math.min(segDist(px, pz, ax, az, bx, bz), segDist(qx, qz, ax, az, bx, bz)),
                Math.min(segDist(ax, az, px, pz, qx, qz), segDist(bx, bz, px, pz, qx, qz)));
    }

    private static double orient(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
    }

    /** A uniform XZ grid of items by bounding box. */
    private static final class Buckets {
        private final double minX;
        private final double minZ;
        private final int cols;
        private final int rows;
        private final int[][] cells;

        Buckets(int n, java.util.function.IntFunction<double[]> box) {
            double x0 = Double.MAX_VALUE, z0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, z1 = -Double.MAX_VALUE;
            double[][] b = new double[n][];
            for (int i = 0; i < n; i++) {
                b[i] = box.apply(i);
                x0 = Math.min(x0, b[i][0]);
                z0 = Math.min(z0, b[i][1]);
                x1 = Math.max(x1, b[i][2]);
                z1 = Math.max(z1, b[i][3]);
            }
            minX = n == 0 ? 0 : x0;
            minZ = n == 0 ? 0 : z0;
            cols = n == 0 ? 1 : (int) ((x1 - x0) / BUCKET) + 1;
            rows = n == 0 ? 1 : (int) ((z1 - z0) / BUCKET) + 1;
            int[] count = new int[cols * rows];
            for (int i = 0; i < n; i++) {
                forCells(b[i][0], b[i][1], b[i][2], b[i][3], c -> count[c]++);
            }
            cells = new int[cols * rows][];
            for (int c = 0; c < cells.length; c++) {
                cells[c] = new int[count[c]];
            }
            int[] fill = new int[cols * rows];
            for (int i = 0; i < n; i++) {
                final int item = i;
                forCells(b[i][0], b[i][1], b[i][2], b[i][3], c -> cells[c][fill[c]++] = item);
            }
        }

        private void forCells(double x0, double z0, double x1, double z1, java.util.function.IntConsumer f) {
            int c0 = Math.max(0, (int) Math.floor((x0 - minX) / BUCKET)), c1 = Math.min(cols - 1, (int) Math.floor((x1 - minX) / BUCKET));
            int r0 = Math.max(0, (int) Math.floor((z0 - minZ) / BUCKET)), r1 = Math.min(rows - 1, (int) Math.floor((z1 - minZ) / BUCKET));
            for (int rr = r0; rr <= r1; rr++) {
                for (int cc = c0; cc <= c1; cc++) {
                    f.accept(cc + rr * cols);
                }
            }
        }

        /** Calls f once per item whose box may overlap the query box. */
        void visit(double x0, double z0, double x1, double z1, java.util.function.IntConsumer f) {
            java.util.BitSet seen = new java.util.BitSet();
            forCells(x0, z0, x1, z1, c -> {
                for (int i : cells[c]) {
                    if (!seen.get(i)) {
                        seen.set(i);
                        f.accept(i);
                    }
                }
            });
        }
    }
}
