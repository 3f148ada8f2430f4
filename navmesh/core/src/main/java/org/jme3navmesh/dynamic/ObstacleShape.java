package org.jme3navmesh.dynamic;

import java.util.Arrays;

/**
 * The shape of a dynamic obstacle: a footprint seen from above (a convex polygon, or a circle for
 * a cylinder) and a vertical extent [yMin, yMax]. An obstacle carves the navmesh triangles whose
 * surface lies within that extent where the footprint, grown by the agent radius, covers them.
 * Immutable.
 */
public final class ObstacleShape {
    /** The fewest sides of the polygon standing for a circle ({@link #circleSides}). */
    public static final int MIN_CIRCLE_SIDES = 8;
    /** The most sides of the polygon standing for a circle ({@link #circleSides}). */
    public static final int MAX_CIRCLE_SIDES = 64;

    /** Footprint points, x, z pairs (the polygon's corners, or the circle's centre). */
    private final double[] xz;
    /** Circle radius, metres, or 0 for a polygon. */
    private final double radius;
    private final float yMin;
    private final float yMax;

    private ObstacleShape(double[] xz, double radius, float yMin, float yMax) {
        this.xz = xz;
        this.radius = radius;
        this.yMin = yMin;
        this.yMax = yMax;
    }

    /**
     * An upright cylinder.
     *
     * @param x      centre X, world metres; finite
     * @param yBase  Y of its base, world metres; finite
     * @param z      centre Z, world metres; finite
     * @param radius radius, metres; finite, &gt; 0
     * @param height height, metres; finite, &gt; 0
     * @return the shape, not null
     * @throws IllegalArgumentException naming the bad value
     */
    public static ObstacleShape cylinder(float x, float yBase, float z, float radius, float height) {
        finite("x", x);
        finite("yBase", yBase);
        finite("z", z);
        positive("radius", radius);
        positive("height", height);
        return new ObstacleShape(new double[] {x, z}, radius, yBase, yBase + height);
    }

    /**
     * A box turned about the vertical axis.
     *
     * @param cx         centre X, world metres; finite
     * @param cy         centre Y, world metres; finite
     * @param cz         centre Z, world metres; finite
     * @param halfX      half extent along its own X, metres; finite, &gt; 0
     * @param halfY      half height, metres; finite, &gt; 0
     * @param halfZ      half extent along its own Z, metres; finite, &gt; 0
     * @param yawRadians turn about +Y, radians (its own X axis is (cos, 0, -sin)); finite
     * @return the shape, not null
     * @throws IllegalArgumentException naming the bad value
     */
    public static ObstacleShape box(float cx, float cy, float cz, float halfX, float halfY, float halfZ, float yawRadians) {
        finite("cx", cx);
        finite("cy", cy);
        finite("cz", cz);
        positive("halfX", halfX);
        positive("halfY", halfY);
        positive("halfZ", halfZ);
        finite("yawRadians", yawRadians);
        double c = Math.cos(yawRadians), s = Math.sin(yawRadians);
        double[] pts = new double[8];
        int k = 0;
        for (int sx = -1; sx <= 1; sx += 2) {
            for (int sz = -1; sz <= 1; sz += 2) {
                double lx = sx * halfX, lz = sz * halfZ;
                pts[k++] = cx + c * lx + s * lz;
                pts[k++] = cz - s * lx + c * lz;
            }
        }
        return new ObstacleShape(ConvexPolygons.hull(pts), 0, cy - halfY, cy + halfY);
    }

    /**
     * The convex hull of points seen from above, between two heights.
     *
     * @param xz   x, z pairs, world metres; not null, unaffected; at least 3 points, finite, not all
     *             on one line
     * @param yMin bottom, world metres; finite
     * @param yMax top, world metres; finite, &gt; yMin
     * @return the shape, not null
     * @throws IllegalArgumentException naming the bad value
     */
    public static ObstacleShape hull(float[] xz, float yMin, float yMax) {
        if (xz == null || xz.length < 6 || xz.length % 2 != 0) {
            throw new IllegalArgumentException("hull needs at least 3 x, z pairs, got "
                    + (xz == null ? "null" : xz.length + " values"));
        }
        double[] pts = new double[xz.length];
        for (int i = 0; i < xz.length; i++) {
            finite("hull coordinate " + i, xz[i]);
            pts[i] = xz[i];
        }
        finite("yMin", yMin);
        finite("yMax", yMax);
        if (!(yMax > yMin)) {
            throw new IllegalArgumentException("hull height must be > 0, got yMin " + yMin + ", yMax " + yMax);
        }
        double[] h = ConvexPolygons.hull(pts);
        if (h.length < 6 || ConvexPolygons.area2(h) <= 0) {
            throw new IllegalArgumentException("hull points lie on one line: zero area " + Arrays.toString(xz));
        }
        return new ObstacleShape(h, 0, yMin, yMax);
    }

    /**
     * Bottom of the vertical extent, world metres.
     *
     * @return world Y, metres, &lt;= {@link #yMax()}
     */
    public float yMin() { return yMin; }

    /**
     * Top of the vertical extent, world metres.
     *
     * @return world Y, metres, &gt;= {@link #yMin()}
     */
    public float yMax() { return yMax; }

    /**
     * The sides of the regular polygon that stands for a circle: the polygon circumscribes it (it
     * contains the circle, so a footprint is never too small) and reaches at most r (1 / cos(pi /
     * n) - 1) beyond it. The fewest sides, a multiple of 4 (corners on the axes, as a box's) from
     * {@value #MIN_CIRCLE_SIDES} to {@value #MAX_CIRCLE_SIDES}, for which that overhang is within
     * the tolerance: with the default tolerance ({@link DynamicNavMesh#DEFAULT_FOOTPRINT_TOLERANCE}),
     * 8 sides up to a radius of 1.8 m, 12 up to 4.2 m, 16 up to 7.6 m.
     *
     * @param r         the circle's radius, metres; finite, &gt;= 0
     * @param tolerance the largest overhang, metres; finite, &gt;= 0
     * @return the number of sides, {@value #MIN_CIRCLE_SIDES} to {@value #MAX_CIRCLE_SIDES}
     */
    public static int circleSides(double r, double tolerance) {
        int n = MIN_CIRCLE_SIDES;
        while (n < MAX_CIRCLE_SIDES && r * (1 / Math.cos(Math.PI / n) - 1) > tolerance) {
            n += 4;
        }
        return n;
    }

    /**
     * The footprint grown by a distance: the convex polygon containing every XZ point within
     * {@code grow} of the shape's footprint, counter-clockwise seen from above (circles and the
     * rounded corners stand as circumscribing polygons of {@link #circleSides} sides). A polygon's corner at which it
     * turns so slightly that it lies within {@value #SLIGHT_TURN} m of the line of its neighbours is dropped; one at
     * which it turns by less than {@link #MIN_TURN} is pushed out ({@link ConvexPolygons#pushOutSlightTurns}, by at most
     * {@value #MAX_PUSH} m).
     *
     * @param grow      metres; finite, &gt;= 0
     * @param tolerance how far a circle's polygon may reach beyond it, metres; finite, &gt;= 0
     * @param sides     the sides of every circle's polygon, &gt;= 3, or 0 to take them from the tolerance
     * @return x, z pairs, a new array
     */
    double[] footprint(double grow, double tolerance, int sides) {
        return footprint(grow, tolerance, sides, MIN_TURN);
    }

    /**
     * {@link #footprint(double, double, int)} with corners pushed out where the polygon turns by less than minTurn.
     *
     * @param minTurn radians, &gt;= 0; 0 pushes no corner out
     */
    double[] footprint(double grow, double tolerance, int sides, double minTurn) {
        if (radius > 0) {
            return ConvexPolygons.circle(xz[0], xz[1], radius + grow, sides > 0 ? sides : circleSides(radius + grow, tolerance));
        }
        double[] p = grow <= 0 ? ConvexPolygons.dropSlightTurns(xz, SLIGHT_TURN)
                : ConvexPolygons.dropSlightTurns(ConvexPolygons.grown(xz, grow, sides > 0 ? sides : circleSides(grow, tolerance)),
                        SLIGHT_TURN);
        p = ConvexPolygons.pushOutSlightTurns(p, minTurn, MAX_PUSH);
        return p == xz ? xz.clone() : p;
    }

    /**
     * Metres: a footprint's corner this close to the line through its neighbours is dropped
     * ({@link ConvexPolygons#dropSlightTurns}); well within the carver's coarsest snap (1 cm) and the footprint
     * tolerance.
     */
    static final double SLIGHT_TURN = 1e-3;
    /**
     * Radians (5 degrees): a footprint corner that turns by less is pushed out ({@link ConvexPolygons#pushOutSlightTurns}).
     * The sides at a corner left, extended as cutting lines, lie 1 cm (the carver's coarsest snap) or more apart from
     * 11 cm beyond it on.
     */
    static final double MIN_TURN = Math.toRadians(5);
    /** Metres: pushing out slight turns keeps a footprint within this of the polygon it started from. */
    static final double MAX_PUSH = 0.05;

    private static void finite(String name, float v) {
        if (!Float.isFinite(v)) {
            throw new IllegalArgumentException(name + " must be finite, got " + v);
        }
    }

    private static void positive(String name, float v) {
        if (!(v > 0f) || !Float.isFinite(v)) {
            throw new IllegalArgumentException(name + " must be finite and > 0, got " + v);
        }
    }

    @Override
    public String toString() {
        return radius > 0 ? String.format("cylinder(%.3f, %.3f, r %.3f, y %.3f..%.3f)", xz[0], xz[1], radius, yMin, yMax)
                : "polygon(" + xz.length / 2 + " corners, y " + yMin + ".." + yMax + ")";
    }
}
