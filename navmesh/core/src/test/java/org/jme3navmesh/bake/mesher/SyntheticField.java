package org.jme3navmesh.bake.mesher;

import org.jme3navmesh.mesh.CellGrid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.jme3navmesh.bake.WalkableField;

/**
 * Builds {@link WalkableField}s for tests from height functions on a grid: each layer gives a
 * surface height per cell (NaN where the layer is absent); spans in the same cell are sorted bottom
 * to top. Neighbouring spans link when both are walkable and their heights differ by at most
 * {@code maxStep}, unless a wall edge separates the cells. Slopes come from the height gradient.
 */
final class SyntheticField {
    /** Height of a layer at cell (ix, iz), metres, or NaN when the layer has no surface there. */
    @FunctionalInterface
    interface Height {
        float at(int ix, int iz);
    }

    /** Area id of the span at cell (ix, iz) with height y, or {@link WalkableField#UNWALKABLE}. */
    @FunctionalInterface
    interface Area {
        int at(int ix, int iz, float y);
    }

    private final int width;
    private final int depth;
    private final float cellSize;
    private float originX;
    private float originZ;
    private float maxStep = 0.4f;
    private float maxSlope = 45f;
    private int erode;
    private final List<Height> layers = new ArrayList<>();
    private Area area = (ix, iz, y) -> 0;
    private final boolean[] wallX; // wall on the +X edge of cell
    private final boolean[] wallZ; // wall on the +Z edge of cell

    SyntheticField(int width, int depth, float cellSize) {
        this.width = width;
        this.depth = depth;
        this.cellSize = cellSize;
        this.wallX = new boolean[width * depth];
        this.wallZ = new boolean[width * depth];
    }

    SyntheticField origin(float x, float z) {
        originX = x;
        originZ = z;
        return this;
    }

    SyntheticField maxStep(float v) {
        maxStep = v;
        return this;
    }

    /**
     * Removes walkable spans closer than {@code cells} link steps to an unwalkable span, a missing
     * link or the grid edge, like the probe's agent-radius erosion.
     */
    SyntheticField erode(int cells) {
        erode = cells;
        return this;
    }

    SyntheticField layer(Height h) {
        layers.add(h);
        return this;
    }

    SyntheticField area(Area a) {
        area = a;
        return this;
    }

    /** A thin wall along the +X edge of cell (ix, iz): no link crosses it. */
    SyntheticField wallPlusX(int ix, int iz) {
        wallX[ix + iz * width] = true;
        return this;
    }

    /** A thin wall along the +Z edge of cell (ix, iz). */
    SyntheticField wallPlusZ(int ix, int iz) {
        wallZ[ix + iz * width] = true;
        return this;
    }

    WalkableField build() {
        int cells = width * depth;
        int[] cellStart = new int[cells + 1];
        float[] ys = new float[cells * layers.size()];
        int n = 0;
        float[] tmp = new float[layers.size()];
        for (int iz = 0; iz < depth; iz++) {
            for (int ix = 0; ix < width; ix++) {
                int c = ix + iz * width;
                cellStart[c] = n;
                int k = 0;
                for (Height h : layers) {
                    float y = h.at(ix, iz);
                    if (!Float.isNaN(y)) {
                        tmp[k++] = y;
                    }
                }
                Arrays.sort(tmp, 0, k);
                for (int i = 0; i < k; i++) {
                    ys[n++] = tmp[i];
                }
            }
        }
        cellStart[cells] = n;
        float[] y = Arrays.copyOf(ys, n);
        float[] slope = new float[n];
        int[] ar = new int[n];
        int[] nb = new int[4 * n];
        Arrays.fill(nb, -1);
        for (int iz = 0; iz < depth; iz++) {
            for (int ix = 0; ix < width; ix++) {
                int c = ix + iz * width;
                for (int s = cellStart[c]; s < cellStart[c + 1]; s++) {
                    ar[s] = area.at(ix, iz, y[s]);
                }
            }
        }
        // Slopes from central differences to the nearest span of the neighbouring cells.
        for (int iz = 0; iz < depth; iz++) {
            for (int ix = 0; ix < width; ix++) {
                int c = ix + iz * width;
                for (int s = cellStart[c]; s < cellStart[c + 1]; s++) {
                    float gx = grad(y, cellStart, ix, iz, y[s], true);
                    float gz = grad(y, cellStart, ix, iz, y[s], false);
                    slope[s] = (float) Math.toDegrees(Math.atan(Math.sqrt(gx * gx + gz * gz)));
                    if (slope[s] > maxSlope) {
                        ar[s] = WalkableField.UNWALKABLE;
                    }
                }
            }
        }
        for (int iz = 0; iz < depth; iz++) {
            for (int ix = 0; ix < width; ix++) {
                int c = ix + iz * width;
                for (int s = cellStart[c]; s < cellStart[c + 1]; s++) {
                    if (ar[s] < 0) {
                        continue;
                    }
                    for (int d = 0; d < 4; d++) {
                        int x2 = ix + WalkableField.DX[d], z2 = iz + WalkableField.DZ[d];
                        if (x2 < 0 || z2 < 0 || x2 >= width || z2 >= depth || walled(ix, iz, d)) {
                            continue;
                        }
                        int c2 = x2 + z2 * width;
                        int best = -1;
                        float bd = maxStep;
                        for (int t = cellStart[c2]; t < cellStart[c2 + 1]; t++) {
                            float dy = Math.abs(y[t] - y[s]);
                            if (ar[t] >= 0 && dy <= bd) {
                                bd = dy;
                                best = t;
                            }
                        }
                        nb[4 * s + d] = best;
                    }
                }
            }
        }
        // Keep links symmetric.
        for (int s = 0; s < n; s++) {
            for (int d = 0; d < 4; d++) {
                int t = nb[4 * s + d];
                if (t >= 0 && nb[4 * t + ((d + 2) & 3)] != s) {
                    nb[4 * s + d] = -1;
                }
            }
        }
        if (erode > 0) {
            erodeSpans(n, ar, nb);
        }
        return new WalkableField(new CellGrid(originX, originZ, cellSize, width, depth), cellStart, y, slope, ar, nb);
    }

    private void erodeSpans(int n, int[] ar, int[] nb) {
        int[] dist = new int[n];
        int[] queue = new int[n];
        int tail = 0;
        for (int s = 0; s < n; s++) {
            dist[s] = Integer.MAX_VALUE;
            if (ar[s] < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                if (nb[4 * s + d] < 0) {
                    dist[s] = 0;
                }
            }
            if (dist[s] == 0) {
                queue[tail++] = s;
            }
        }
        for (int head = 0; head < tail; head++) {
            int s = queue[head];
            for (int d = 0; d < 4; d++) {
                int t = nb[4 * s + d];
                if (t >= 0 && dist[t] > dist[s] + 1) {
                    dist[t] = dist[s] + 1;
                    queue[tail++] = t;
                }
            }
        }
        for (int s = 0; s < n; s++) {
            if (ar[s] >= 0 && dist[s] < erode) {
                ar[s] = WalkableField.UNWALKABLE;
            }
        }
        for (int s = 0; s < n; s++) {
            for (int d = 0; d < 4; d++) {
                int t = nb[4 * s + d];
                if (ar[s] < 0 || (t >= 0 && ar[t] < 0)) {
                    nb[4 * s + d] = -1;
                }
            }
        }
    }

    private boolean walled(int ix, int iz, int d) {
        return switch (d) {
            case 0 -> ix > 0 && wallX[ix - 1 + iz * width];
            case 1 -> wallZ[ix + iz * width];
            case 2 -> wallX[ix + iz * width];
            default -> iz > 0 && wallZ[ix + (iz - 1) * width];
        };
    }

    private float grad(float[] y, int[] cellStart, int ix, int iz, float y0, boolean alongX) {
        float lo = nearest(y, cellStart, alongX ? ix - 1 : ix, alongX ? iz : iz - 1, y0);
        float hi = nearest(y, cellStart, alongX ? ix + 1 : ix, alongX ? iz : iz + 1, y0);
        if (!Float.isNaN(lo) && !Float.isNaN(hi)) {
            return (hi - lo) / (2 * cellSize);
        }
        if (!Float.isNaN(hi)) {
            return (hi - y0) / cellSize;
        }
        if (!Float.isNaN(lo)) {
            return (y0 - lo) / cellSize;
        }
        return 0f;
    }

    private float nearest(float[] y, int[] cellStart, int ix, int iz, float y0) {
        if (ix < 0 || iz < 0 || ix >= width || iz >= depth) {
            return Float.NaN;
        }
        int c = ix + iz * width;
        float best = Float.NaN;
        float bd = maxStep;
        for (int t = cellStart[c]; t < cellStart[c + 1]; t++) {
            float dy = Math.abs(y[t] - y0);
            if (dy <= bd) {
                bd = dy;
                best = y[t];
            }
        }
        return best;
    }
}
