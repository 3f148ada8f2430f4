package org.jme3navmesh.mesh;

/**
 * The derived per-triangle record of a {@link NavMesh} (never stored in files), {@value #SIZE} floats per triangle:
 * XZ of the three corners (ax, az, bx, bz, cx, cz); the plane y = ay + gx (x - ax) + gz (z - az); the reciprocal XZ
 * lengths of the three edges (0 for a zero-length edge).
 */
final class TriangleRecords {
    /** Floats per triangle. */
    static final int SIZE = 12;
    /** Records per page: a page is shared between mesh versions that did not change its triangles. */
    static final int PAGE_SHIFT = 6;
    static final int PAGE = 1 << PAGE_SHIFT;
    static final int PAGE_MASK = PAGE - 1;
    /** Offset of the plane's height at corner a. */
    static final int AY = 6;
    /** Offset of the plane's X gradient. */
    static final int GX = 7;
    /** Offset of the plane's Z gradient. */
    static final int GZ = 8;
    /** Offset of the first edge's reciprocal XZ length. */
    static final int INV_LEN = 9;

    private TriangleRecords() {
    }

    /**
     * The records of every triangle.
     *
     * @param v    vertex coordinates, x y z per vertex; not null, unaffected
     * @param tris corner vertex ids, three per triangle; not null, unaffected
     * @return new pages of {@value #PAGE} records, triangle t's in page t &gt;&gt;&gt; {@value #PAGE_SHIFT} at
     *         record t &amp; {@value #PAGE_MASK}
     */
    static float[][] build(float[] v, int[] tris) {
        int n = tris.length / 3;
        float[][] pages = new float[pageCount(n)][];
        for (int p = 0; p < pages.length; p++) {
            pages[p] = new float[SIZE * PAGE];
        }
        for (int t = 0; t < n; t++) {
            write(v, tris, t, pages[t >>> PAGE_SHIFT], t & PAGE_MASK);
        }
        return pages;
    }

    /** Number of pages holding n triangles' records. */
    static int pageCount(int n) {
        return (n + PAGE_MASK) >>> PAGE_SHIFT;
    }

    /**
     * Writes triangle t's record.
     *
     * @param v    vertex coordinates; not null, unaffected
     * @param tris corner vertex ids; not null, unaffected
     * @param t    the triangle
     * @param r    the records; modified at [SIZE slot, SIZE (slot + 1))
     * @param slot where t's record goes in r
     */
    static void write(float[] v, int[] tris, int t, float[] r, int slot) {
        int a = 3 * tris[3 * t], b = 3 * tris[3 * t + 1], c = 3 * tris[3 * t + 2];
        int o = SIZE * slot;
        r[o] = v[a];
        r[o + 1] = v[a + 2];
        r[o + 2] = v[b];
        r[o + 3] = v[b + 2];
        r[o + 4] = v[c];
        r[o + 5] = v[c + 2];
        // Plane gradient from the corners (the same degenerate test as the barycentric form).
        float ax = v[a], ay = v[a + 1], az = v[a + 2];
        float v0x = v[b] - ax, v0z = v[b + 2] - az;
        float v1x = v[c] - ax, v1z = v[c + 2] - az;
        float den = v0x * v1z - v1x * v0z;
        if (Math.abs(den) < 1e-12f) {
            r[o + AY] = (ay + v[b + 1] + v[c + 1]) / 3f;
        } else {
            double dv0x = (double) v[b] - ax, dv0y = (double) v[b + 1] - ay, dv0z = (double) v[b + 2] - az;
            double dv1x = (double) v[c] - ax, dv1y = (double) v[c + 1] - ay, dv1z = (double) v[c + 2] - az;
            double dden = dv0x * dv1z - dv1x * dv0z;
            r[o + AY] = ay;
            r[o + GX] = (float) ((dv0y * dv1z - dv1y * dv0z) / dden);
            r[o + GZ] = (float) ((dv0x * dv1y - dv1x * dv0y) / dden);
        }
        for (int e = 0; e < 3; e++) {
            double ex = r[o + 2 * ((e + 1) % 3)] - (double) r[o + 2 * e];
            double ez = r[o + 2 * ((e + 1) % 3) + 1] - (double) r[o + 2 * e + 1];
            double len = Math.sqrt(ex * ex + ez * ez);
            r[o + INV_LEN + e] = len > 0 ? (float) (1.0 / len) : 0f;
        }
    }

    /**
     * True when (x, z) lies inside or on triangle t seen from above, within a few float ulps of
     * the point's coordinates ({@link NavMesh#containsXZ}).
     *
     * @param r the records; not null, unaffected
     */
    static boolean containsXZ(float[] r, int t, float x, float z) {
        int o = SIZE * t;
        float ax = r[o], az = r[o + 1], bx = r[o + 2], bz = r[o + 3], cx = r[o + 4], cz = r[o + 5];
        float ulp = 4f * Math.ulp(Math.max(1f, Math.max(Math.abs(x), Math.abs(z))));
        return Geometry.area2(ax, az, bx, bz, x, z) >= -ulp * (Math.abs(bx - ax) + Math.abs(bz - az))
                && Geometry.area2(bx, bz, cx, cz, x, z) >= -ulp * (Math.abs(cx - bx) + Math.abs(cz - bz))
                && Geometry.area2(cx, cz, ax, az, x, z) >= -ulp * (Math.abs(ax - cx) + Math.abs(az - cz));
    }

    /**
     * How far (metres, XZ) (x, z) lies inside triangle t: the smallest distance to the lines
     * through its edges, negative outside ({@link NavMesh#insideDistanceXZ}).
     *
     * @param r the records; not null, unaffected
     */
    static float insideDistanceXZ(float[] r, int t, float x, float z) {
        int o = SIZE * t;
        float ax = r[o], az = r[o + 1], bx = r[o + 2], bz = r[o + 3], cx = r[o + 4], cz = r[o + 5];
        float d0 = Geometry.area2(ax, az, bx, bz, x, z) * r[o + INV_LEN];
        float d1 = Geometry.area2(bx, bz, cx, cz, x, z) * r[o + INV_LEN + 1];
        float d2 = Geometry.area2(cx, cz, ax, az, x, z) * r[o + INV_LEN + 2];
        return Math.min(d0, Math.min(d1, d2));
    }

    /**
     * Squared XZ distance (metres^2) from (x, z) to edge e of triangle t, the segment from corner
     * e to corner e + 1.
     *
     * @param r the records; not null, unaffected
     */
    static float edgeDistanceSqXZ(float[] r, int t, int e, float x, float z) {
        int o = SIZE * t;
        int p = o + 2 * e, q = o + 2 * (e == 2 ? 0 : e + 1);
        float ax = r[p], az = r[p + 1];
        float ex = r[q] - ax, ez = r[q + 1] - az;
        float px = x - ax, pz = z - az;
        float len2 = ex * ex + ez * ez;
        float s = len2 > 0f ? Math.max(0f, Math.min(1f, (px * ex + pz * ez) / len2)) : 0f;
        float dx = px - s * ex, dz = pz - s * ez;
        return dx * dx + dz * dz;
    }

    /**
     * Squared distance (metres^2) from (x, y, z) to triangle t's plane.
     *
     * @param r the records; not null, unaffected
     */
    static float planeDistanceSq(float[] r, int t, float x, float y, float z) {
        int o = SIZE * t;
        float gx = r[o + GX], gz = r[o + GZ];
        float dy = y - (r[o + AY] + gx * (x - r[o]) + gz * (z - r[o + 1]));
        return dy * dy / (1f + gx * gx + gz * gz);
    }

    /**
     * Record t's plane y = ay + gx (x - ax) + gz (z - az) as {ax, az, ay, gx, gz}.
     *
     * @param r   the records; not null, unaffected
     * @param t   the record's slot in r
     * @param out receives the five values; modified; length &gt;= 5
     */
    static void plane(float[] r, int t, float[] out) {
        int o = SIZE * t;
        out[0] = r[o];
        out[1] = r[o + 1];
        out[2] = r[o + AY];
        out[3] = r[o + GX];
        out[4] = r[o + GZ];
    }

    /**
     * Height of triangle t's plane at (x, z), metres; (x, z) may lie outside the triangle.
     *
     * @param r the records; not null, unaffected
     */
    static float planeHeight(float[] r, int t, float x, float z) {
        int o = SIZE * t;
        return r[o + AY] + r[o + GX] * (x - r[o]) + r[o + GZ] * (z - r[o + 1]);
    }

    /**
     * The corner (0..2) of triangle t exactly at (x, z), or -1 when (x, z) is none of them.
     *
     * @param r the records; not null, unaffected
     */
    static int cornerAt(float[] r, int t, float x, float z) {
        int o = SIZE * t;
        for (int k = 0; k < 3; k++) {
            if (x == r[o + 2 * k] && z == r[o + 2 * k + 1]) {
                return k;
            }
        }
        return -1;
    }
}
