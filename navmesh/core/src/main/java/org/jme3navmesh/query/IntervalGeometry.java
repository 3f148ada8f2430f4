package org.jme3navmesh.query;

import org.jme3navmesh.mesh.NavMesh;

/**
 * The XZ geometry of {@link AnyAngleSearch}'s intervals, in doubles: the far edge where each of an
 * interval's rays leaves a polygon and where it crosses that edge, the shortest way through an
 * interval to the goal (the search's estimate), and the reflex test at an interval's left end.
 * Stateless.
 */
final class IntervalGeometry {
    /** Float ulps of the mesh's largest coordinate in {@link #lineEps}. */
    private static final int LINE_ULPS = 4;

    /**
     * Flag on the edge index {@link #leftExit} and {@link #rightExit} return: the ray leaves the polygon at that
     * edge's start (end for the right ray) vertex, which lies within the rounding slack of it.
     */
    static final int ON_VERTEX = 1 << 30;

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
     * The local edge of the polygon whose edges start at base (np edges, CCW) where the ray from the root (ox, oz)
     * through the interval's end L (lx, lz) leaves it: from edge k1 (the entry's first far edge) towards kLast, at
     * the first vertex on or right of the ray and not behind a hair-reflex corner at L ({@link #reflexAtL}; the
     * entry runs from (rvx, rvz) to (lvx, lvz)). With eps &gt; 0 (a root vertex, {@link #lineEps}), a vertex left of
     * the ray within eps per metre of its L1 distances from the root counts as on it: the result then carries
     * {@link #ON_VERTEX} and the ray leaves at the start of the edge given.
     */
    static int leftExit(PolyGraph gr, int base, int np, int k1, int kLast, double ox, double oz, double lx,
                        double lz, double lvx, double lvz, double rvx, double rvz, double eps) {
        double lEps = eps * (Math.abs(lx - ox) + Math.abs(lz - oz));
        boolean on = false;
        int iL = k1;
        while (iL != kLast) {
            int w = iL + 1 == np ? 0 : iL + 1;
            double wx = gr.vx[base + w], wz = gr.vz[base + w];
            double a = area2(ox, oz, lx, lz, wx, wz);
            if (a >= 0.0 && !reflexAtL(gr, base, np, k1, w, lvx, lvz, rvx, rvz)) {
                break;
            }
            on = eps > 0.0 && a < 0.0 && -a <= lEps + eps * (Math.abs(wx - ox) + Math.abs(wz - oz));
            iL = w;
        }
        return on ? iL | ON_VERTEX : iL;
    }

    /**
     * As {@link #leftExit} for the ray from the root through the interval's end R (rx, rz): from edge iL (where
     * the left ray leaves: the right ray leaves at or after it, numerically crossed rays giving a thin cone on
     * that edge) towards kLast, at the first vertex right of the ray; {@link #ON_VERTEX} when that vertex lies
     * within the slack, so the ray leaves at the end of the edge given.
     */
    static int rightExit(PolyGraph gr, int base, int np, int iL, int kLast, double ox, double oz, double rx,
                         double rz, double eps) {
        double rEps = eps * (Math.abs(rx - ox) + Math.abs(rz - oz));
        int iR = iL;
        while (iR != kLast) {
            int w = iR + 1 == np ? 0 : iR + 1;
            double wx = gr.vx[base + w], wz = gr.vz[base + w];
            double a = area2(ox, oz, rx, rz, wx, wz);
            if (a > 0.0) {
                return eps > 0.0 && a <= rEps + eps * (Math.abs(wx - ox) + Math.abs(wz - oz)) ? iR | ON_VERTEX : iR;
            }
            iR = w;
        }
        return iR;
    }

    /**
     * True when the root (ox, oz) sees the entry edge from R (rvx, rvz) to L (lvx, lvz) of the polygon at base (np
     * edges; k1 and kLast its first and last far edge) edge-on: the root lies on the edge's line, or on the far side
     * of it. On the line means within 1e-7 per metre of the edge's length times one plus the root's L1 distance from
     * L. With eps &gt; 0 (a root vertex, {@link #lineEps}) and the root beyond one end of the edge, also within eps per
     * metre of the root's L1 distances from both ends when the polygon's boundary runs on along the line from that
     * end back towards the root (the vertex after L, or before R, within eps of the line too): a carved edge split at
     * points rounded to floats, the root one of its pieces' ends. Taken as a thin cone, its rays would cross the
     * pieces between the root and the edge within that rounding and sweep the polygon round to edges the root
     * cannot see. (Where the boundary runs on away from the root instead, the thin cone is the way along the line.)
     */
    static boolean onEntryLine(PolyGraph gr, int base, int np, int k1, int kLast, double lvx, double lvz,
                               double rvx, double rvz, double ox, double oz, double eps) {
        double side = area2(lvx, lvz, rvx, rvz, ox, oz);
        if (side <= 0.0) {
            return true;
        }
        double ex = rvx - lvx, ez = rvz - lvz;
        double scale = 1.0 + Math.abs(ox - lvx) + Math.abs(oz - lvz);
        // side <= 1e-7 * |edge| * scale, compared squared (no root on the common path).
        if (side * side <= 1e-14 * (ex * ex + ez * ez) * scale * scale) {
            return true;
        }
        if (!nearLine(lvx, lvz, rvx, rvz, ox, oz, eps)) {
            return false;
        }
        double u = (ox - lvx) * ex + (oz - lvz) * ez; // along L -> R, times |edge|^2
        if (u >= 0.0 && u <= ex * ex + ez * ez) {
            return false;
        }
        int w = base + (u < 0.0 ? (k1 + 1 == np ? 0 : k1 + 1) : kLast);
        return nearLine(lvx, lvz, rvx, rvz, gr.vx[w], gr.vz[w], eps);
    }

    /** True when (px, pz) lies within eps per metre of its L1 distances from both ends of the line through L and R. */
    private static boolean nearLine(double lvx, double lvz, double rvx, double rvz, double px, double pz, double eps) {
        double slack = eps * (Math.abs(px - lvx) + Math.abs(pz - lvz) + Math.abs(px - rvx) + Math.abs(pz - rvz));
        return Math.abs(area2(lvx, lvz, rvx, rvz, px, pz)) <= slack;
    }

    /** Parameter along local edge i of the polygon at base (np edges) where the line through o and p crosses it. */
    static double exitCut(PolyGraph gr, int base, int np, int i, double ox, double oz, double px, double pz) {
        int i1 = i + 1 == np ? 0 : i + 1;
        return cut(ox, oz, px, pz, gr.vx[base + i], gr.vz[base + i], gr.vx[base + i1], gr.vz[base + i1]);
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
