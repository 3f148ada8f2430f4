package org.jme3navmesh.bench;

import java.util.Set;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;

/** A flat grid of unit-ish cells with square holes, and exact geometry answers about it. */
final class GridWorld {
    final int nx, nz;
    final float s;
    final boolean[] hole;
    final NavMesh mesh;

    GridWorld(int nx, int nz, float s, Set<Integer> holes) {
        this.nx = nx;
        this.nz = nz;
        this.s = s;
        this.hole = new boolean[nx * nz];
        for (int h : holes) {
            hole[h] = true;
        }
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(ix * s, 0f, iz * s);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (hole[ix + iz * nx]) {
                    continue;
                }
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        mesh = b.build();
    }

    /**
     * Exact for segments between grid vertices: the closed segment avoids every hole's open
     * interior and every edge between two holes (checked by dense sampling; such edges are long).
     */
    boolean visible(double px, double pz, double qx, double qz) {
        int samples = 1 + (int) (Math.hypot(qx - px, qz - pz) / (0.05 * s));
        for (int i = 0; i <= samples; i++) {
            double f = (double) i / samples;
            if (!inside(px + f * (qx - px), pz + f * (qz - pz))) {
                return false;
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (hole[ix + iz * nx] && crossesOpenBox(px, pz, qx, qz, ix * s, iz * s, (ix + 1) * s, (iz + 1) * s)) {
                    return false;
                }
            }
        }
        return true;
    }

    boolean inside(double x, double z) {
        if (x < 0 || z < 0 || x > nx * s || z > nz * s) {
            return false;
        }
        int ix = Math.min(nx - 1, (int) (x / s)), iz = Math.min(nz - 1, (int) (z / s));
        // a point on a hole's border may belong to a free cell next to it
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                int cx = ix + dx, cz = iz + dz;
                if (cx >= 0 && cz >= 0 && cx < nx && cz < nz && !hole[cx + cz * nx]
                        && x >= cx * s && x <= (cx + 1) * s && z >= cz * s && z <= (cz + 1) * s) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean crossesOpenBox(double px, double pz, double qx, double qz,
                                          double x0, double z0, double x1, double z1) {
        double lo = 0, hi = 1;
        double[] p = {px, pz}, d = {qx - px, qz - pz}, mn = {x0, z0}, mx = {x1, z1};
        for (int k = 0; k < 2; k++) {
            if (d[k] == 0) {
                if (!(p[k] > mn[k] && p[k] < mx[k])) {
                    return false;
                }
            } else {
                double a = (mn[k] - p[k]) / d[k], b = (mx[k] - p[k]) / d[k];
                lo = Math.max(lo, Math.min(a, b));
                hi = Math.min(hi, Math.max(a, b));
            }
        }
        return lo < hi - 1e-9;
    }

    /** Exact shortest XZ path length by Dijkstra over all grid vertices plus the two points. */
    double shortest(double sx, double sz, double gx, double gz) {
        int nv = (nx + 1) * (nz + 1);
        double[] x = new double[nv + 2], z = new double[nv + 2];
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                x[ix + iz * (nx + 1)] = ix * s;
                z[ix + iz * (nx + 1)] = iz * s;
            }
        }
        x[nv] = sx; z[nv] = sz; x[nv + 1] = gx; z[nv + 1] = gz;
        int n = nv + 2;
        double[] dist = new double[n];
        boolean[] done = new boolean[n];
        java.util.Arrays.fill(dist, Double.POSITIVE_INFINITY);
        dist[nv] = 0;
        for (int it = 0; it < n; it++) {
            int u = -1;
            for (int i = 0; i < n; i++) {
                if (!done[i] && (u < 0 || dist[i] < dist[u])) {
                    u = i;
                }
            }
            if (u < 0 || dist[u] == Double.POSITIVE_INFINITY) {
                break;
            }
            done[u] = true;
            if (u == nv + 1) {
                break;
            }
            for (int w = 0; w < n; w++) {
                if (!done[w] && visible(x[u], z[u], x[w], z[w])) {
                    dist[w] = Math.min(dist[w], dist[u] + Math.hypot(x[w] - x[u], z[w] - z[u]));
                }
            }
        }
        return dist[nv + 1];
    }
}
