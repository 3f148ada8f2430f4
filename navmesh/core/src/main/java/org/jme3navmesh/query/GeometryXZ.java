package org.jme3navmesh.query;

import org.jme3navmesh.mesh.Geometry;

/** Allocation-free XZ-plane helpers for the searches. */
final class GeometryXZ {
    private GeometryXZ() {
    }

    /**
     * The parameter t in [0, 1] of the point q = a + t (b - a) on segment ab that minimises
     * |p - q| + |q - g| in XZ: where the straight line p-g crosses the segment when p and g lie
     * on opposite sides, else the same with g mirrored across the segment's line; clamped to
     * the segment (the sum is convex along it).
     */
    static float throughT(float px, float pz, float ax, float az, float bx, float bz, float gx, float gz) {
        float sp = Geometry.area2(ax, az, bx, bz, px, pz);
        float sg = Geometry.area2(ax, az, bx, bz, gx, gz);
        float dx = bx - ax, dz = bz - az;
        float len2 = dx * dx + dz * dz;
        if (len2 <= 0f) {
            return 0f;
        }
        if ((sp > 0f && sg > 0f) || (sp < 0f && sg < 0f)) {
            float u = ((gx - ax) * dx + (gz - az) * dz) / len2;
            float fx = ax + u * dx, fz = az + u * dz;
            gx = 2f * fx - gx;
            gz = 2f * fz - gz;
        }
        float fa = Geometry.area2(px, pz, gx, gz, ax, az);
        float fb = Geometry.area2(px, pz, gx, gz, bx, bz);
        float t;
        if (fa == fb) {
            // p-g parallel to the segment or p == g: the endpoint nearer g (projection of p as tie-break).
            float u = ((px - ax) * dx + (pz - az) * dz) / len2;
            t = u;
        } else {
            t = fa / (fa - fb);
        }
        return t < 0f ? 0f : (t > 1f ? 1f : t);
    }

    static float len(float ax, float az, float bx, float bz) {
        float dx = bx - ax, dz = bz - az;
        return (float) Math.sqrt(dx * dx + dz * dz);
    }
}
