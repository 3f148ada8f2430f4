package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The XZ geometry of {@link AnyAngleSearch}'s intervals, in doubles: where a ray leaves a
 * polygon edge, the shortest way through an interval to the goal (the search's estimate), and the
 * reflex test at an interval's left end. Stateless.
 */
final class IntervalGeometry {
    /** Float ulps of the mesh's largest coordinate in {@link #lineEps}. */
    private static final int LINE_ULPS = 4;

    private IntervalGeometry() {
    }

    /**
     * The slack of a side test (area2) for points rounded to floats, per metre of their L1 distances from the
     * ray's or line's origin: {@value #LINE_ULPS} float ulps of the mesh's largest coordinate.
     *
     * @param m the mesh; not null, unaffected
     * @return the slack per metre, &gt; 0
     */
    static double lineEps(NavMesh m) {
        float big = 0f;
        for (float c : m.bounds()) {
            big = Math.max(big, Math.abs(c));
        }
        return LINE_ULPS * (double) Math.ulp(big);
    }

    /**
     * Shortest distance from (px, pz) through segment a-b to the goal (gx, gz): via the point where the line
     * from the root to the goal (mirrored across the segment's line when on the root's side)
     * crosses the segment, clamped to its ends. The mirrored goal is scaled by |b - a|^2 (the
     * crossing parameter is a ratio, so the scale cancels), which leaves no division for the
     * mirror and lets it be selected rather than branched on (the side is unpredictable).
     */
    static double throughCost(double px, double pz, double ax, double az, double bx, double bz, double gx, double gz) {
        double dx = bx - ax, dz = bz - az;
        double len2 = dx * dx + dz * dz;
        double t;
        if (len2 <= 0.0) {
            t = 0.0;
        } else {
            double sp = area2(ax, az, bx, bz, px, pz);
            double sg = area2(ax, az, bx, bz, gx, gz);
            // len2 * (goal or its mirror g - 2 sg / len2 (dz, -dx)) - len2 * root.
            double m = sp * sg > 0.0 ? 2.0 * sg : 0.0;
            double hx = len2 * (gx - px) - m * dz, hz = len2 * (gz - pz) + m * dx;
            double fa = hz * (ax - px) - hx * (az - pz);
            double fb = hz * (bx - px) - hx * (bz - pz);
            t = fa == fb ? ((px - ax) * dx + (pz - az) * dz) / len2 : fa / (fa - fb);
            t = Math.max(0.0, Math.min(1.0, t));
        }
        double qx = ax + t * dx, qz = az + t * dz;
        return len(qx - px, qz - pz) + len(gx - qx, gz - qz);
    }

    /**
     * True when the far vertices from the end of edge k1 up to w all lie on the root's side of the
     * entry edge's line (L-R). That happens only where the polygon's corner at L is reflex by up to
     * {@link PolyGraph#STRAIGHT}: the ray from the root through L then runs on past L inside the
     * polygon, whatever side of it those vertices lie on, and leaves further on. Taking such a
     * vertex as where it leaves would turn the cone back around the polygon towards the root, and
     * the search would go round in circles there with the same root and g. Called once per
     * expansion (at the vertex where the left ray seems to leave); the first far vertex, on the far
     * side of the entry edge, almost always settles it.
     */
    static boolean reflexAtL(PolyGraph gr, int base, int np, int k1, int w,
                                     double lvx, double lvz, double rvx, double rvz) {
        for (int i = k1 + 1 == np ? 0 : k1 + 1; ; i = i + 1 == np ? 0 : i + 1) {
            if (area2(lvx, lvz, rvx, rvz, gr.vx[base + i], gr.vz[base + i]) <= 0.0) {
                return false;
            }
            if (i == w) {
                return true;
            }
        }
    }

    /** Parameter along a -&gt; b where the line through o and p crosses it, clamped to [0, 1]. */
    static double cut(double ox, double oz, double px, double pz, double ax, double az, double bx, double bz) {
        double fa = area2(ox, oz, px, pz, ax, az);
        double fb = area2(ox, oz, px, pz, bx, bz);
        double den = fa - fb;
        if (Math.abs(den) < 1e-300) {
            return 0.0;
        }
        double u = fa / den;
        return Math.max(0.0, Math.min(1.0, u));
    }

    static double len(double dx, double dz) {
        return Math.sqrt(dx * dx + dz * dz);
    }

    static double area2(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }
}
