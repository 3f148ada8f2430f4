package org.jme3navmesh.query;

import java.util.Random;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;

/** Hand-made and random meshes for the query tests: square grids of cells, two triangles per cell. */
final class QueryMeshes {
    private QueryMeshes() {
    }

    /** Description of a grid mesh: which cells exist, their heights, areas and slope tags. */
    static final class Grid {
        final int nx;
        final int nz;
        final float cell;
        final boolean[] hole;
        final float[] heights; // per vertex, (nx + 1) * (nz + 1)
        final int[] area;      // per cell
        final float[] slopeTag; // per cell, NaN = from geometry
        AreaTable table = AreaTable.defaults();

        Grid(int nx, int nz, float cell) {
            this.nx = nx;
            this.nz = nz;
            this.cell = cell;
            hole = new boolean[nx * nz];
            heights = new float[(nx + 1) * (nz + 1)];
            area = new int[nx * nz];
            slopeTag = new float[nx * nz];
            java.util.Arrays.fill(slopeTag, Float.NaN);
        }

        boolean walkable(int ix, int iz) {
            return ix >= 0 && iz >= 0 && ix < nx && iz < nz && !hole[ix + iz * nx];
        }

        float h(int ix, int iz) {
            return heights[ix + iz * (nx + 1)];
        }

        /** Removes "pinch" vertices (only diagonal cells walkable around it) by filling one more hole. */
        void removePinches() {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int iz = 1; iz < nz; iz++) {
                    for (int ix = 1; ix < nx; ix++) {
                        boolean a = walkable(ix - 1, iz - 1), b = walkable(ix, iz - 1);
                        boolean c = walkable(ix - 1, iz), d = walkable(ix, iz);
                        if ((a && d && !b && !c) || (b && c && !a && !d)) {
                            hole[(a ? ix - 1 : ix) + (iz - 1) * nx] = true;
                            changed = true;
                        }
                    }
                }
            }
        }

        NavMesh build() {
            return build(0f, 0f, 0.0);
        }

        /**
         * The mesh turned by angle radians about its corner (0, 0) in XZ, which is then moved to
         * (ox, oz), metres (vertex coordinates rounded to float: walls along the grid lines are
         * only nearly straight when turned).
         */
        NavMesh build(float ox, float oz, double angle) {
            NavMeshBuilder b = new NavMeshBuilder();
            b.areaTable(table);
            double cos = Math.cos(angle), sin = Math.sin(angle);
            for (int iz = 0; iz <= nz; iz++) {
                for (int ix = 0; ix <= nx; ix++) {
                    double x = ix * (double) cell, z = iz * (double) cell;
                    b.addVertex((float) (ox + cos * x - sin * z), h(ix, iz), (float) (oz + sin * x + cos * z));
                }
            }
            for (int iz = 0; iz < nz; iz++) {
                for (int ix = 0; ix < nx; ix++) {
                    int c = ix + iz * nx;
                    if (hole[c]) {
                        continue;
                    }
                    int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                    float s1 = Float.isNaN(slopeTag[c]) ? slope(v00, v01, v11) : slopeTag[c];
                    float s2 = Float.isNaN(slopeTag[c]) ? slope(v00, v11, v10) : slopeTag[c];
                    b.addTriangle(v00, v01, v11, area[c], s1);
                    b.addTriangle(v00, v11, v10, area[c], s2);
                }
            }
            return b.build();
        }

        private float slope(int a, int bb, int c) {
            float[] p = new float[9];
            int[] v = {a, bb, c};
            for (int k = 0; k < 3; k++) {
                int ix = v[k] % (nx + 1), iz = v[k] / (nx + 1);
                p[3 * k] = ix * cell;
                p[3 * k + 1] = heights[v[k]];
                p[3 * k + 2] = iz * cell;
            }
            float ux = p[3] - p[0], uy = p[4] - p[1], uz = p[5] - p[2];
            float wx = p[6] - p[0], wy = p[7] - p[1], wz = p[8] - p[2];
            float nxv = uy * wz - uz * wy, ny = uz * wx - ux * wz, nzv = ux * wy - uy * wx;
            double len = Math.sqrt(nxv * nxv + ny * ny + nzv * nzv);
            return (float) Math.toDegrees(Math.acos(Math.min(1.0, Math.abs(ny) / len)));
        }
    }

    /**
     * A random terrain: rolling heights (amplitude metres), random holes (pinch-free), optionally
     * random slope tags and areas. Deterministic for a seed.
     */
    static Grid randomTerrain(long seed, int nx, int nz, float cell, float holeFraction, float amplitude) {
        Random r = new Random(seed);
        Grid g = new Grid(nx, nz, cell);
        double p1 = r.nextDouble() * 6, p2 = r.nextDouble() * 6, f1 = 0.2 + r.nextDouble() * 0.5, f2 = 0.2 + r.nextDouble() * 0.5;
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                g.heights[ix + iz * (nx + 1)] = (float) (amplitude * (Math.sin(ix * f1 + p1) * Math.cos(iz * f2 + p2)));
            }
        }
        for (int c = 0; c < nx * nz; c++) {
            g.hole[c] = r.nextFloat() < holeFraction;
        }
        g.removePinches();
        return g;
    }

    /** Flat grid, all walkable. */
    static Grid flat(int nx, int nz, float cell) {
        return new Grid(nx, nz, cell);
    }
}
