package org.jme3navmesh.mesh;

/** The bilinear blend of four surface samples shared by {@link HeightDetail} and {@link TriangleDetail}. */
final class Bilinear {
    private Bilinear() {
    }

    /**
     * The samples at the corners (0, 0), (1, 0), (0, 1), (1, 1) of a unit square weighted
     * bilinearly at (tx, tz); a missing sample (NaN) contributes nearY instead, so the surface
     * stays continuous. The corners are summed in this fixed order, so equal inputs give equal
     * results.
     *
     * @param h0    sample at (0, 0), metres, or NaN
     * @param h1    sample at (1, 0), metres, or NaN
     * @param h2    sample at (0, 1), metres, or NaN
     * @param h3    sample at (1, 1), metres, or NaN
     * @param tx    position along X in the square, [0, 1)
     * @param tz    position along Z in the square, [0, 1)
     * @param nearY the height estimate used for the missing samples, metres
     * @return the blended height, metres; nearY when no sample weighs in
     */
    static float blend(float h0, float h1, float h2, float h3, float tx, float tz, float nearY) {
        float w0 = (1f - tx) * (1f - tz);
        float w1 = tx * (1f - tz);
        float w2 = (1f - tx) * tz;
        float w3 = tx * tz;
        float sum = 0f;
        float wsum = 0f;
        if (w0 > 0f && !Float.isNaN(h0)) {
            sum += w0 * h0;
            wsum += w0;
        }
        if (w1 > 0f && !Float.isNaN(h1)) {
            sum += w1 * h1;
            wsum += w1;
        }
        if (w2 > 0f && !Float.isNaN(h2)) {
            sum += w2 * h2;
            wsum += w2;
        }
        if (w3 > 0f && !Float.isNaN(h3)) {
            sum += w3 * h3;
            wsum += w3;
        }
        if (wsum <= 1e-6f) {
            return nearY;
        }
        return sum + (1f - wsum) * nearY;
    }
}
