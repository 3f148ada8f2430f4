package org.jme3navmesh.dynamic;

import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;

/**
 * A footprint grown to take in the baked vertices just outside it ({@link #reaching}), which {@link Carver#add} applies
 * before it carves. Static helpers only.
 */
final class FootprintReach {
    /** Metres: a corner of a carved base triangle that lies outside a footprint but this close to it is taken into it. */
    static final double REACH = 0.03;
    /** Most rounds of {@link #reaching} per footprint (a grown footprint may carve more triangles, with corners of their own). */
    static final int ROUNDS = 3;

    private FootprintReach() {
    }

    /**
     * The footprint grown to take in the corners of its parents that lie outside the footprint as given, within
     * {@link #REACH} of it: the convex hull of the footprint and those corners. A footprint side passing that close
     * outside a base vertex would cut each triangle of the fan around the vertex into a tip too thin for float
     * coordinates far from the origin (at 5 km a float step is 0.5 mm), and the tips of neighbouring triangles no
     * longer meet (undulating.obj, 13 triangles around one vertex); through the vertex, the sides split the fan's
     * triangles at their corner instead. The footprint stays within REACH of the one given.
     *
     * @param base    the baked mesh; not null, unaffected
     * @param f       the footprint so far; not null
     * @param given   the footprint as given; not null, unaffected
     * @param parents the base triangles f carves; not null, unaffected
     * @return f itself when no corner is that close, else a new footprint with f's id, extent and area
     */
    static Footprint reaching(NavMesh base, Footprint f, Footprint given, int[] parents) {
        double[] xz = f.xz();
        double[] pts = null;
        int n = xz.length;
        // The given footprint's box grown by REACH: a corner beyond it is farther than REACH (most are, and skip the
        // distance test).
        double x0 = given.minX(), z0 = given.minZ(), x1 = given.maxX(), z1 = given.maxZ();
        for (int p : parents) {
            for (int k = 0; k < 3; k++) {
                int v = base.vertex(p, k);
                double x = base.vertexX(v), z = base.vertexZ(v);
                if (x < x0 - REACH || x > x1 + REACH || z < z0 - REACH || z > z1 + REACH) {
                    continue;
                }
                double d = ConvexPolygons.outside(given.xz(), x, z);
                if (d > 0 && d <= REACH && ConvexPolygons.outside(xz, x, z) > 0 && !listed(pts, xz.length, n, x, z)) {
                    if (pts == null) {
                        pts = Arrays.copyOf(xz, xz.length + 8);
                    } else if (n + 2 > pts.length) {
                        pts = Arrays.copyOf(pts, 2 * pts.length);
                    }
                    pts[n++] = x;
                    pts[n++] = z;
                }
            }
        }
        if (pts == null) {
            return f;
        }
        // A corner taken in at which the hull turns slightly is pushed out, onto a side through it, before slight
        // turns are dropped (which would drop it and leave the side as close to it as before).
        double[] hull = ConvexPolygons.dropSlightTurns(ConvexPolygons.pushOutSlightTurns(ConvexPolygons.hull(Arrays.copyOf(pts, n)),
                ObstacleShape.MIN_TURN, REACH), ObstacleShape.SLIGHT_TURN);
        return Footprint.of(f.id(), hull, f.yMin(), f.yMax(), f.area());
    }

    /** True when (x, z) is among the points pts[from .. to - 1] (x, z pairs; pts may be null). */
    private static boolean listed(double[] pts, int from, int to, double x, double z) {
        for (int i = from; pts != null && i < to; i += 2) {
            if (pts[i] == x && pts[i + 1] == z) {
                return true;
            }
        }
        return false;
    }
}
