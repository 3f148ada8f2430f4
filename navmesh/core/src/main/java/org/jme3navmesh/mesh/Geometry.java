package org.jme3navmesh.mesh;

/** Small allocation-free geometry helpers on primitive coordinates. Y is up. */
public final class Geometry {
    private Geometry() {
    }

    /**
     * Twice the signed XZ area of triangle (a, b, c) seen from above: positive when
     * counter-clockwise seen from +Y, i.e. when (b - a) x (c - a) points up.
     *
     * @param ax corner a's X, world metres
     * @param az corner a's Z, world metres
     * @param bx corner b's X, world metres
     * @param bz corner b's Z, world metres
     * @param cx corner c's X, world metres
     * @param cz corner c's Z, world metres
     * @return twice the signed area in the XZ plane, square metres: &gt; 0 counter-clockwise, &lt; 0 clockwise,
     *         0 when degenerate
     */
    public static float area2(float ax, float az, float bx, float bz, float cx, float cz) {
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }

    /**
     * The bounding box of vertex coordinates.
     *
     * @param v x, y, z per vertex, world metres; not null, unaffected
     * @return a new array {minX, minY, minZ, maxX, maxY, maxZ} (min +MAX_VALUE, max -MAX_VALUE when v is empty)
     */
    public static float[] bounds(float[] v) {
        float[] b = {Float.MAX_VALUE, Float.MAX_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE, -Float.MAX_VALUE};
        for (int i = 0; i < v.length; i += 3) {
            for (int k = 0; k < 3; k++) {
                b[k] = Math.min(b[k], v[i + k]);
                b[3 + k] = Math.max(b[3 + k], v[i + k]);
            }
        }
        return b;
    }

    /**
     * Closest point on triangle (a, b, c) to p, in 3D (Ericson, Real-Time Collision Detection 5.1.5).
     *
     * @param px  point X, world metres; finite
     * @param py  point Y, world metres; finite
     * @param pz  point Z, world metres; finite
     * @param ax  corner a's X, world metres; finite
     * @param ay  corner a's Y, world metres; finite
     * @param az  corner a's Z, world metres; finite
     * @param bx  corner b's X, world metres; finite
     * @param by  corner b's Y, world metres; finite
     * @param bz  corner b's Z, world metres; finite
     * @param cx  corner c's X, world metres; finite
     * @param cy  corner c's Y, world metres; finite
     * @param cz  corner c's Z, world metres; finite
     * @param out receives x, y, z of the closest point, world metres, at out[0..2]; modified; not null,
     *            length &gt;= 3
     */
    public static void closestPointOnTriangle(float px, float py, float pz,
                                              float ax, float ay, float az,
                                              float bx, float by, float bz,
                                              float cx, float cy, float cz, float[] out) {
        float abx = bx - ax, aby = by - ay, abz = bz - az;
        float acx = cx - ax, acy = cy - ay, acz = cz - az;
        float apx = px - ax, apy = py - ay, apz = pz - az;
        float d1 = abx * apx + aby * apy + abz * apz;
        float d2 = acx * apx + acy * apy + acz * apz;
        if (d1 <= 0f && d2 <= 0f) {
            set(out, ax, ay, az);
            return;
        }
        float bpx = px - bx, bpy = py - by, bpz = pz - bz;
        float d3 = abx * bpx + aby * bpy + abz * bpz;
        float d4 = acx * bpx + acy * bpy + acz * bpz;
        if (d3 >= 0f && d4 <= d3) {
            set(out, bx, by, bz);
            return;
        }
        float vc = d1 * d4 - d3 * d2;
        if (vc <= 0f && d1 >= 0f && d3 <= 0f) {
            float v = d1 / (d1 - d3);
            set(out, ax + v * abx, ay + v * aby, az + v * abz);
            return;
        }
        float cpx = px - cx, cpy = py - cy, cpz = pz - cz;
        float d5 = abx * cpx + aby * cpy + abz * cpz;
        float d6 = acx * cpx + acy * cpy + acz * cpz;
        if (d6 >= 0f && d5 <= d6) {
            set(out, cx, cy, cz);
            return;
        }
        float vb = d5 * d2 - d1 * d6;
        if (vb <= 0f && d2 >= 0f && d6 <= 0f) {
            float w = d2 / (d2 - d6);
            set(out, ax + w * acx, ay + w * acy, az + w * acz);
            return;
        }
        float va = d3 * d6 - d5 * d4;
        if (va <= 0f && (d4 - d3) >= 0f && (d5 - d6) >= 0f) {
            float w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
            set(out, bx + w * (cx - bx), by + w * (cy - by), bz + w * (cz - bz));
            return;
        }
        float denom = 1f / (va + vb + vc);
        float v = vb * denom;
        float w = vc * denom;
        set(out, ax + abx * v + acx * w, ay + aby * v + acy * w, az + abz * v + acz * w);
    }

    private static void set(float[] out, float x, float y, float z) {
        out[0] = x;
        out[1] = y;
        out[2] = z;
    }
}
