package org.jme3navmesh.testkit;

import java.util.Objects;

/**
 * The solid geometry of a scene seen by a standing agent, to check paths against: from a point
 * on the floor, every part of a scene triangle that lies higher than the step height above the
 * floor and lower than the agent's height is something the agent's body would hit (a wall, a
 * pillar, a low ceiling), unless the triangle is ground: facing up (counter-clockwise seen from
 * above) no steeper than the walkable slope (a slope rising ahead is walked up, not hit), or a
 * riser: a steep triangle no taller than the step height (a stair's riser is stepped up, however
 * high the stairs climb ahead; a wall modelled as strips that short would be missed). {@link #clearance} is the XZ distance from the point to the nearest
 * such part (0 under a low ceiling). Triangles are clipped to that height band exactly.
 *
 * <p>Independent of the library: scene triangles as plain arrays (e.g. {@link ObjMesh}).
 * Immutable after construction and thread-safe.
 */
public final class SceneWalls {
    private static final double BUCKET = 1.0;

    private final float[] v;
    private final int[] tris;
    private final double step;
    private final double minX;
    private final double minZ;
    private final int cols;
    private final int rows;
    private final int[][] cells;

    /**
     * @param vertexXyz        x, y, z per vertex, metres; not null (kept by reference, must not change)
     * @param triangleVertices three vertex indices per triangle; not null (kept by reference, must not change)
     * @param maxStep          height above the floor (metres) below which geometry is stepped over
     * @param maxSlopeDeg      steepest walkable ground, degrees
     */
    public SceneWalls(float[] vertexXyz, int[] triangleVertices, double maxStep, double maxSlopeDeg) {
        this.v = Objects.requireNonNull(vertexXyz, "vertexXyz");
        this.step = maxStep;
        double cos = Math.cos(Math.toRadians(maxSlopeDeg));
        int[] solid = new int[triangleVertices.length];
        int n = 0;
        for (int t = 0; t < triangleVertices.length / 3; t++) {
            int a = 3 * triangleVertices[3 * t], b = 3 * triangleVertices[3 * t + 1], c = 3 * triangleVertices[3 * t + 2];
            double ux = v[b] - v[a], uy = v[b + 1] - v[a + 1], uz = v[b + 2] - v[a + 2];
            double wx = v[c] - v[a], wy = v[c + 1] - v[a + 1], wz = v[c + 2] - v[a + 2];
            double nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
            double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
            if (len > 0 && ny / len >= cos) {
                continue; // ground
            }
            double lo = Math.min(v[a + 1], Math.min(v[b + 1], v[c + 1])), hi = Math.max(v[a + 1], Math.max(v[b + 1], v[c + 1]));
            if (len > 0 && ny / len > -cos && hi - lo <= maxStep) {
                continue; // a riser
            }
            System.arraycopy(triangleVertices, 3 * t, solid, n, 3);
            n += 3;
        }
        this.tris = java.util.Arrays.copyOf(solid, n);
        double x0 = Double.MAX_VALUE, z0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, z1 = -Double.MAX_VALUE;
        for (int i = 0; i < v.length; i += 3) {
            x0 = Math.min(x0, v[i]);
            x1 = Math.max(x1, v[i]);
            z0 = Math.min(z0, v[i + 2]);
            z1 = Math.max(z1, v[i + 2]);
        }
        minX = x0;
        minZ = z0;
        cols = (int) ((x1 - x0) / BUCKET) + 1;
        rows = (int) ((z1 - z0) / BUCKET) + 1;
        int nt = tris.length / 3;
        int[] count = new int[cols * rows];
        for (int t = 0; t < nt; t++) {
            int[] b = box(t);
            for (int r = b[2]; r <= b[3]; r++) {
                for (int c = b[0]; c <= b[1]; c++) {
                    count[c + r * cols]++;
                }
            }
        }
        cells = new int[cols * rows][];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = new int[count[i]];
        }
        int[] fill = new int[cols * rows];
        for (int t = 0; t < nt; t++) {
            int[] b = box(t);
            for (int r = b[2]; r <= b[3]; r++) {
                for (int c = b[0]; c <= b[1]; c++) {
                    cells[c + r * cols][fill[c + r * cols]++] = t;
                }
            }
        }
    }

    private int[] box(int t) {
        double x0 = Double.MAX_VALUE, z0 = Double.MAX_VALUE, x1 = -Double.MAX_VALUE, z1 = -Double.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int i = 3 * tris[3 * t + k];
            x0 = Math.min(x0, v[i]);
            x1 = Math.max(x1, v[i]);
            z0 = Math.min(z0, v[i + 2]);
            z1 = Math.max(z1, v[i + 2]);
        }
        return new int[] {col(x0), col(x1), row(z0), row(z1)};
    }

    private int col(double x) {
        return Math.max(0, Math.min(cols - 1, (int) Math.floor((x - minX) / BUCKET)));
    }

    private int row(double z) {
        return Math.max(0, Math.min(rows - 1, (int) Math.floor((z - minZ) / BUCKET)));
    }

    /**
     * XZ distance from the floor point (x, y, z) to the nearest scene geometry between y + maxStep
     * and y + height.
     *
     * @param x      x of the point, metres
     * @param y      height of the floor under the point, metres
     * @param z      z of the point, metres
     * @param height the agent's height, metres, &gt; maxStep
     * @param limit  the farthest distance looked at, metres
     * @return the distance (0 when something of that band is straight above), or limit when nothing is nearer
     */
    public double clearance(double x, double y, double z, double height, double limit) {
        double lo = y + step, hi = y + height;
        double best = limit;
        double[] px = new double[8], pz = new double[8], py = new double[8];
        double[] qx = new double[8], qz = new double[8], qy = new double[8];
        java.util.BitSet seen = new java.util.BitSet();
        for (int r = row(z - limit); r <= row(z + limit); r++) {
            for (int c = col(x - limit); c <= col(x + limit); c++) {
                for (int t : cells[c + r * cols]) {
                    if (seen.get(t)) {
                        continue;
                    }
                    seen.set(t);
                    int n = 3;
                    for (int k = 0; k < 3; k++) {
                        int i = 3 * tris[3 * t + k];
                        px[k] = v[i];
                        py[k] = v[i + 1];
                        pz[k] = v[i + 2];
                    }
                    n = clip(px, py, pz, n, qx, qy, qz, lo, 1);
                    n = clip(qx, qy, qz, n, px, py, pz, hi, -1);
                    if (n == 0) {
                        continue;
                    }
                    best = Math.min(best, polygonDistance(px, pz, n, x, z));
                }
            }
        }
        return best;
    }

    /** Sutherland-Hodgman against the plane y = h, keeping sign * (y - h) &gt;= 0; returns the count. */
    private static int clip(double[] ax, double[] ay, double[] az, int n, double[] bx, double[] by, double[] bz,
                            double h, int sign) {
        int m = 0;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double di = sign * (ay[i] - h), dj = sign * (ay[j] - h);
            if (di >= 0) {
                bx[m] = ax[i];
                by[m] = ay[i];
                bz[m++] = az[i];
            }
            if ((di >= 0) != (dj >= 0)) {
                double s = di / (di - dj);
                bx[m] = ax[i] + s * (ax[j] - ax[i]);
                by[m] = ay[i] + s * (ay[j] - ay[i]);
                bz[m++] = az[i] + s * (az[j] - az[i]);
            }
        }
        return m;
    }

    /** XZ distance from (x, z) to the polygon (0 inside it). */
    private static double polygonDistance(double[] px, double[] pz, int n, double x, double z) {
        boolean inside = n >= 3;
        double sign = 0;
        double best = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double cr = (px[j] - px[i]) * (z - pz[i]) - (pz[j] - pz[i]) * (x - px[i]);
            if (cr != 0) {
                if (sign == 0) {
                    sign = Math.signum(cr);
                } else if (Math.signum(cr) != sign) {
                    inside = false;
                }
            }
            double dx = px[j] - px[i], dz = pz[j] - pz[i];
            double l2 = dx * dx + dz * dz;
            double u = l2 > 0 ? Math.max(0, Math.min(1, ((x - px[i]) * dx + (z - pz[i]) * dz) / l2)) : 0;
            best = Math.min(best, Math.hypot(x - px[i] - u * dx, z - pz[i] - u * dz));
        }
        return inside && sign != 0 ? 0 : best;
    }
}
