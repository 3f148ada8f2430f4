package org.jme3navmesh.testkit;

import java.util.Arrays;

/**
 * Exact Euclidean shortest paths in XZ on a grid of square cells, some of them blocked, the cells
 * seen as closed squares: a path may run along the border of a blocked cell, and pass through a
 * corner where two open cells touch diagonally, but not along an edge between two blocked cells. A visibility graph over the start, the goal and the
 * grid corners on the border of the open area, with visibility decided cell by cell, then Dijkstra.
 * Cell (ix, iz) covers x in [ix * cell, (ix + 1) * cell] and z in [iz * cell, (iz + 1) * cell].
 * Independent of any navmesh code: it sees only the grid. Immutable and thread-safe.
 */
public final class GridShortestPath {
    private final int nx;
    private final int nz;
    private final double cell;
    private final boolean[] blocked;

    /**
     * @param nx      number of cells along x (at least 1)
     * @param nz      number of cells along z (at least 1)
     * @param cell    cell size (metres, above 0)
     * @param blocked per cell {@code ix + iz * nx}, true where the cell may not be entered; not
     *                null, unaffected (copied)
     */
    public GridShortestPath(int nx, int nz, double cell, boolean[] blocked) {
        if (blocked.length != nx * nz) {
            throw new IllegalArgumentException("blocked must hold nx * nz cells");
        }
        this.nx = nx;
        this.nz = nz;
        this.cell = cell;
        this.blocked = blocked.clone();
    }

    private boolean open(int ix, int iz) {
        return ix >= 0 && iz >= 0 && ix < nx && iz < nz && !blocked[ix + iz * nx];
    }

    /**
     * True when the straight segment a-b stays on open cells.
     *
     * @param ax x of a (metres)
     * @param az z of a (metres)
     * @param bx x of b (metres)
     * @param bz z of b (metres)
     * @return true when every point of the segment lies in some open (closed) cell
     */
    public boolean visible(double ax, double az, double bx, double bz) {
        double s = cell;
        double[] ts = new double[2 * (nx + nz) + 8];
        int n = 0;
        ts[n++] = 0;
        ts[n++] = 1;
        double dx = bx - ax, dz = bz - az;
        if (Math.abs(dx) > 1e-12) {
            for (int i = 0; i <= nx; i++) {
                double t = (i * s - ax) / dx;
                if (t > 0 && t < 1) {
                    ts[n++] = t;
                }
            }
        }
        if (Math.abs(dz) > 1e-12) {
            for (int j = 0; j <= nz; j++) {
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

    /**
     * Length of the shortest path from a to b over the open cells.
     *
     * @param ax x of a (metres)
     * @param az z of a (metres)
     * @param bx x of b (metres)
     * @param bz z of b (metres)
     * @return the length in XZ (metres), or +infinity when b cannot be reached from a
     */
    public double distance(double ax, double az, double bx, double bz) {
        int nv = (nx + 1) * (nz + 1);
        double[] px = new double[nv + 2], pz = new double[nv + 2];
        int n = 0;
        px[n] = ax;
        pz[n++] = az;
        px[n] = bx;
        pz[n++] = bz;
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                int openCount = 0;
                for (int k = 0; k < 4; k++) {
                    if (open(ix - 1 + (k & 1), iz - 1 + (k >> 1))) {
                        openCount++;
                    }
                }
                if (openCount > 0 && openCount < 4) {
                    px[n] = ix * cell;
                    pz[n++] = iz * cell;
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
