package org.jme3navmesh.query;

import java.util.Arrays;

/**
 * Reference Euclidean shortest paths in XZ on a {@link QueryMeshes.Grid}: a visibility graph over
 * the start, the goal and the corner vertices, with visibility decided cell by cell (independent
 * of the query code), then Dijkstra.
 */
final class GridShortestPath {
    private final QueryMeshes.Grid g;
    private final boolean[] blocked; // per cell: a hole or forbidden by the filter

    GridShortestPath(QueryMeshes.Grid g, boolean[] extraBlocked) {
        this.g = g;
        blocked = new boolean[g.nx * g.nz];
        for (int c = 0; c < blocked.length; c++) {
            blocked[c] = g.hole[c] || (extraBlocked != null && extraBlocked[c]);
        }
    }

    private boolean open(int ix, int iz) {
        return ix >= 0 && iz >= 0 && ix < g.nx && iz < g.nz && !blocked[ix + iz * g.nx];
    }

    /** True when the straight segment a-b stays on open cells (closed cells, so it may touch corners). */
    boolean visible(double ax, double az, double bx, double bz) {
        double s = g.cell;
        double[] ts = new double[2 * (g.nx + g.nz) + 8];
        int n = 0;
        ts[n++] = 0;
        ts[n++] = 1;
        double dx = bx - ax, dz = bz - az;
        if (Math.abs(dx) > 1e-12) {
            for (int i = 0; i <= g.nx; i++) {
                double t = (i * s - ax) / dx;
                if (t > 0 && t < 1) {
                    ts[n++] = t;
                }
            }
        }
        if (Math.abs(dz) > 1e-12) {
            for (int j = 0; j <= g.nz; j++) {
                double t = (j * s - az) / dz;
                if (t > 0 && t < 1) {
                    ts[n++] = t;
                }
            }
        }
        Arrays.sort(ts, 0, n);
        for (int k = 0; k + 1 < n; k++) {
            if (ts[k + 1] - ts[k] < 1e-9) {
                continue;
            }
            double tm = 0.5 * (ts[k] + ts[k + 1]);
            double mx = (ax + tm * dx) / s, mz = (az + tm * dz) / s;
            if (!openAt(mx, mz)) {
                return false;
            }
        }
        return openAt(ax / s, az / s) && openAt(bx / s, bz / s);
    }

    /** Point in cell units: open when some open cell contains it (closed squares). */
    private boolean openAt(double x, double z) {
        double e = 1e-6;
        int x0 = (int) Math.floor(x - e), x1 = (int) Math.floor(x + e);
        int z0 = (int) Math.floor(z - e), z1 = (int) Math.floor(z + e);
        for (int iz = z0; iz <= z1; iz++) {
            for (int ix = x0; ix <= x1; ix++) {
                if (open(ix, iz)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Shortest XZ distance from a to b, or +infinity when unreachable. */
    double distance(double ax, double az, double bx, double bz) {
        int nv = (g.nx + 1) * (g.nz + 1);
        double[] px = new double[nv + 2], pz = new double[nv + 2];
        int n = 0;
        px[n] = ax;
        pz[n++] = az;
        px[n] = bx;
        pz[n++] = bz;
        for (int iz = 0; iz <= g.nz; iz++) {
            for (int ix = 0; ix <= g.nx; ix++) {
                int openCount = 0;
                for (int k = 0; k < 4; k++) {
                    if (open(ix - 1 + (k & 1), iz - 1 + (k >> 1))) {
                        openCount++;
                    }
                }
                if (openCount > 0 && openCount < 4) {
                    px[n] = ix * (double) g.cell;
                    pz[n++] = iz * (double) g.cell;
                }
            }
        }
        double[] d = new double[n];
        boolean[] done = new boolean[n];
        Arrays.fill(d, Double.POSITIVE_INFINITY);
        d[0] = 0;
        for (int it = 0; it < n; it++) {
            int u = -1;
            for (int i = 0; i < n; i++) {
                if (!done[i] && (u < 0 || d[i] < d[u])) {
                    u = i;
                }
            }
            if (u < 0 || d[u] == Double.POSITIVE_INFINITY) {
                break;
            }
            if (u == 1) {
                return d[1];
            }
            done[u] = true;
            for (int v = 0; v < n; v++) {
                if (!done[v]) {
                    double w = Math.hypot(px[v] - px[u], pz[v] - pz[u]);
                    if (d[u] + w < d[v] && visible(px[u], pz[u], px[v], pz[v])) {
                        d[v] = d[u] + w;
                    }
                }
            }
        }
        return d[1];
    }
}
