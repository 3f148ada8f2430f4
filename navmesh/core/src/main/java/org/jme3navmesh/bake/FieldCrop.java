package org.jme3navmesh.bake;

/**
 * Cuts a block of cells out of a {@link WalkableField}: a field of its own over those cells, with
 * the same spans, areas and wall points, and the links between them; links leaving the block are
 * dropped. Stateless and thread-safe.
 */
final class FieldCrop {
    private FieldCrop() {
    }

    /**
     * The cells [x0, x0 + w) x [z0, z0 + d) of a field.
     *
     * @param f  the field; not null, unaffected
     * @param x0 first column, &gt;= 0
     * @param z0 first row, &gt;= 0
     * @param w  columns, &gt; 0
     * @param d  rows, &gt; 0
     * @return a new field over {@code f.grid.subGrid(x0, z0, w, d)}; it knows f's walls when f does
     */
    static WalkableField crop(WalkableField f, int x0, int z0, int w, int d) {
        int fw = f.grid.width();
        int[] start = new int[w * d + 1];
        for (int iz = 0; iz < d; iz++) {
            for (int ix = 0; ix < w; ix++) {
                int c = ix + x0 + (iz + z0) * fw;
                int i = ix + iz * w;
                start[i + 1] = start[i] + f.cellStart[c + 1] - f.cellStart[c];
            }
        }
        int n = start[w * d];
        float[] y = new float[n];
        float[] slope = new float[n];
        int[] area = new int[n];
        int[] nb = new int[4 * n];
        float[] wx = f.hasWalls() ? new float[n] : null;
        float[] wz = f.hasWalls() ? new float[n] : null;
        for (int iz = 0; iz < d; iz++) {
            for (int ix = 0; ix < w; ix++) {
                int c = ix + x0 + (iz + z0) * fw;
                int o = start[ix + iz * w] - f.cellStart[c];
                for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                    int t = s + o;
                    y[t] = f.y[s];
                    slope[t] = f.slopeDeg[s];
                    area[t] = f.area[s];
                    if (wx != null) {
                        wx[t] = f.wallX(s);
                        wz[t] = f.wallZ(s);
                    }
                    for (int dir = 0; dir < 4; dir++) {
                        int u = f.neighbour[4 * s + dir];
                        int nx = ix + WalkableField.DX[dir], nz = iz + WalkableField.DZ[dir];
                        if (u < 0 || nx < 0 || nz < 0 || nx >= w || nz >= d) {
                            nb[4 * t + dir] = -1;
                        } else {
                            int nc = nx + x0 + (nz + z0) * fw;
                            nb[4 * t + dir] = u - f.cellStart[nc] + start[nx + nz * w];
                        }
                    }
                }
            }
        }
        WalkableField out = new WalkableField(f.grid.subGrid(x0, z0, w, d), start, y, slope, area, nb);
        if (wx != null) {
            out.walls(wx, wz, f.minClearance());
        }
        return out;
    }
}
