package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * Sampled surface heights kept beside the navmesh so that {@link NavMesh#heightAt} follows the
 * real ground even where a large triangle spans curved terrain.
 *
 * <p>The grid matches the bake grid: cell (ix, iz) has its centre at
 * {@code (originX + (ix + 0.5) * cellSize, originZ + (iz + 0.5) * cellSize)}; cell index is
 * {@code ix + iz * width}. A cell holds the heights of its walkable surfaces, bottom to top, in
 * {@code heights[cellStart[c] .. cellStart[c + 1])}. Immutable and thread-safe.
 */
public final class HeightDetail {
    private final float originX;
    private final float originZ;
    private final float cellSize;
    private final int width;
    private final int depth;
    private final int[] cellStart;
    private final float[] heights;

    /**
     * @param cellStart width * depth + 1 offsets into heights; kept, not copied: do not modify afterwards
     * @param heights   walkable surface heights, metres; kept, not copied
     */
    public HeightDetail(float originX, float originZ, float cellSize, int width, int depth,
                        int[] cellStart, float[] heights) {
        if (!(cellSize > 0f) || width <= 0 || depth <= 0) {
            throw new IllegalArgumentException("height detail needs a positive cell size and grid size");
        }
        if (cellStart.length != width * depth + 1 || cellStart[cellStart.length - 1] != heights.length) {
            throw new IllegalArgumentException("height detail arrays are inconsistent");
        }
        this.originX = originX;
        this.originZ = originZ;
        this.cellSize = cellSize;
        this.width = width;
        this.depth = depth;
        this.cellStart = cellStart;
        this.heights = heights;
    }

    /**
     * Height of the sampled surface at (x, z) on the layer nearest {@code nearY}: bilinear between
     * the four surrounding cell centres, using in each the sample closest to nearY within
     * maxDelta. Samples that are missing or too far are replaced by nearY's plane estimate.
     *
     * @param x        world X, metres
     * @param z        world Z, metres
     * @param nearY    estimate of the height (e.g. the triangle plane's), metres
     * @param maxDelta largest accepted |sample - nearY|, metres
     * @return the height, or nearY when no sample is near
     */
    public float heightAt(float x, float z, float nearY, float maxDelta) {
        float fx = (x - originX) / cellSize - 0.5f;
        float fz = (z - originZ) / cellSize - 0.5f;
        int ix = (int) Math.floor(fx);
        int iz = (int) Math.floor(fz);
        float tx = fx - ix;
        float tz = fz - iz;
        float sum = 0f;
        float wsum = 0f;
        for (int k = 0; k < 4; k++) {
            int cx = ix + (k & 1);
            int cz = iz + (k >> 1);
            float w = ((k & 1) == 0 ? 1f - tx : tx) * ((k >> 1) == 0 ? 1f - tz : tz);
            if (w <= 0f) {
                continue;
            }
            float h = sample(cx, cz, nearY, maxDelta);
            if (!Float.isNaN(h)) {
                sum += w * h;
                wsum += w;
            }
        }
        if (wsum <= 1e-6f) {
            return nearY;
        }
        // Missing corners contribute the plane estimate, so the surface stays continuous.
        return sum + (1f - wsum) * nearY;
    }

    private float sample(int cx, int cz, float nearY, float maxDelta) {
        if (cx < 0 || cz < 0 || cx >= width || cz >= depth) {
            return Float.NaN;
        }
        int c = cx + cz * width;
        float best = Float.NaN;
        float bestD = maxDelta;
        for (int i = cellStart[c], e = cellStart[c + 1]; i < e; i++) {
            float d = Math.abs(heights[i] - nearY);
            if (d <= bestD) {
                bestD = d;
                best = heights[i];
            }
        }
        return best;
    }

    public float originX() { return originX; }
    public float originZ() { return originZ; }
    public float cellSize() { return cellSize; }
    public int width() { return width; }
    public int depth() { return depth; }

    /** Copy of the per-cell offsets (width * depth + 1). */
    public int[] cellStartCopy() { return cellStart.clone(); }

    /** Copy of the heights. */
    public float[] heightsCopy() { return heights.clone(); }

    @Override
    public boolean equals(Object o) {
        return o instanceof HeightDetail h && originX == h.originX && originZ == h.originZ
                && cellSize == h.cellSize && width == h.width && depth == h.depth
                && Arrays.equals(cellStart, h.cellStart) && Arrays.equals(heights, h.heights);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(heights) * 31 + width * 7 + depth;
    }
}
