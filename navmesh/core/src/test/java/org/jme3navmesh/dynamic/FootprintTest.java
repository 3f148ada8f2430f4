package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import org.junit.jupiter.api.Test;

/**
 * Grown footprints: no corner the carver cannot cut by (one barely off its neighbours' line, or turning barely), never
 * more than the tolerance too small, and pushed out by at most {@link ObstacleShape#MAX_PUSH}.
 */
class FootprintTest {
    private static final double GROW = 0.5;

    /**
     * The box of the world's base triangle 6005 (CarvedRegionTest): at yaw 1.96317 rad its sides run 0.0003 rad off
     * edges of its rounded corners' octagon, and the hull of the grown box had four corners 0.08 mm off the lines of
     * their neighbours (two of them on that triangle, and their opposites by the box's symmetry).
     */
    @Test
    void aBoxSideAlmostAlongAnEdgeOfItsRoundedCornerMakesNoCorner() {
        ObstacleShape box = ObstacleShape.box(237.29381f, -1.1313926f, -284.16077f, 0.594983f, 1f, 1.270441f, 1.96317f);
        // The footprint as it was before slight turns were dropped.
        double[] grownHull = ConvexPolygons.grown(box.footprint(0, 0.15, 0), GROW, 8);
        assertThat(slightestTurn(grownHull)).as("the hull alone keeps a corner 0.08 mm off its neighbours' line")
                .isLessThan(1e-4);
        double[] p = box.footprint(GROW, 0.15, 0);
        assertThat(p.length / 2).isEqualTo(grownHull.length / 2 - 4);
        assertThat(slightestTurn(p)).isGreaterThan(ObstacleShape.SLIGHT_TURN);
    }

    /**
     * At any yaw and size, every corner of a grown box lies more than {@link ObstacleShape#SLIGHT_TURN} off the line of
     * its neighbours, the polygon stays convex and counter-clockwise, and it covers every point within the agent
     * radius of the box but for at most that much.
     */
    @Property(tries = 300)
    void aGrownBoxHasNoSlightTurnAndCoversTheBox(@ForAll @FloatRange(min = 0, max = 6.3f) float yaw,
                                                   @ForAll @FloatRange(min = 0.05f, max = 8f) float halfX,
                                                   @ForAll @FloatRange(min = 0.05f, max = 8f) float halfZ) {
        ObstacleShape box = ObstacleShape.box(240f, 0f, -290f, halfX, 1f, halfZ, yaw);
        double[] p = box.footprint(GROW, 0.15, 0);
        int n = p.length / 2;
        assertThat(n).isGreaterThanOrEqualTo(3);
        assertThat(slightestTurn(p)).isGreaterThan(ObstacleShape.SLIGHT_TURN);
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n, k = (i + 2) % n;
            assertThat(ConvexPolygons.area2(p[2 * i], p[2 * i + 1], p[2 * j], p[2 * j + 1], p[2 * k], p[2 * k + 1]))
                    .as("turn at corner %d", j).isPositive();
        }
        double[] corners = box.footprint(0, 0.15, 0);
        for (int c = 0; c < corners.length; c += 2) {
            for (int a = 0; a < 360; a++) {
                double x = corners[c] + GROW * Math.cos(Math.toRadians(a)), z = corners[c + 1] + GROW * Math.sin(Math.toRadians(a));
                assertThat(outside(p, x, z)).as("(%f, %f) beyond the footprint", x, z)
                        .isLessThanOrEqualTo(ObstacleShape.SLIGHT_TURN + 1e-9);
            }
        }
    }

    /**
     * The hull of undulating.obj's replay (seed 3, version 455; CarvedRegionTest): grown, it turns by 0.7 degrees at
     * one corner. Its two sides there, extended as cutting lines, cut a wedge 1 cm wide where they met a triangle's edge
     * 0.65 m away, which the snap levels folded. The corner is pushed out (and one turning by 3.9 degrees): fewer
     * corners, every turn at least
     * {@link ObstacleShape#MIN_TURN}, and the polygon only grows, by at most {@link ObstacleShape#MAX_PUSH}.
     */
    @Test
    void aHullCornerTurningSlightlyIsPushedOut() {
        ObstacleShape hull = ObstacleShape.hull(new float[] {5027.583f, 5069.22f, 5027.5293f, 5069.3545f, 5027.5f,
            5069.4067f, 5027.1826f, 5069.702f, 5026.0225f, 5069.0083f, 5026.765f, 5068.1978f, 5027.343f, 5068.3916f},
                -0.72317636f, 1.2768236f);
        double[] before = unpushed(hull);
        assertThat(Math.toDegrees(leastTurn(before))).as("the grown hull's least turn, degrees").isLessThan(0.8);
        double[] p = hull.footprint(GROW, 0.15, 0);
        assertThat(p.length / 2).isLessThan(before.length / 2);
        assertThat(leastTurn(p)).isGreaterThanOrEqualTo(ObstacleShape.MIN_TURN);
        assertGrownWithin(before, p, ObstacleShape.MAX_PUSH);
    }

    /**
     * Any hull, grown: convex and counter-clockwise, covering the grown hull before slight turns were pushed out and
     * within {@link ObstacleShape#MAX_PUSH} of it, and turning at no corner by less than the least turn before.
     */
    @Property(tries = 300)
    void aGrownHullOnlyGrowsWhenItsSlightTurnsArePushedOut(@ForAll("hulls") float[] xz) {
        ObstacleShape hull = ObstacleShape.hull(xz, 0f, 2f);
        double[] before = unpushed(hull);
        double[] p = hull.footprint(GROW, 0.15, 0);
        int n = p.length / 2;
        assertThat(n).isGreaterThanOrEqualTo(3);
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n, k = (i + 2) % n;
            assertThat(ConvexPolygons.area2(p[2 * i], p[2 * i + 1], p[2 * j], p[2 * j + 1], p[2 * k], p[2 * k + 1]))
                    .as("turn at corner %d", j).isPositive();
        }
        assertGrownWithin(before, p, ObstacleShape.MAX_PUSH);
        // A push moves a corner's neighbours along their outer sides: they turn more, the others as before.
        assertThat(leastTurn(p)).as("least turn").isGreaterThanOrEqualTo(leastTurn(before) - 1e-9);
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<float[]> hulls() {
        return net.jqwik.api.Arbitraries.floats().between(-2f, 2f).array(float[].class).ofMinSize(6).ofMaxSize(24)
                .filter(a -> a.length % 2 == 0)
                .filter(a -> Math.abs(ConvexPolygons.area2(ConvexPolygons.hull(toDoubles(a)))) > 1e-3);
    }

    private static double[] toDoubles(float[] a) {
        double[] d = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            d[i] = a[i];
        }
        return d;
    }

    /** The shape's footprint grown as it was before slight turns were pushed out. */
    private static double[] unpushed(ObstacleShape shape) {
        return shape.footprint(GROW, 0.15, 0, 0);
    }

    /** Every corner of before lies in p, and every corner of p within grow of before (metres, 1e-9 of rounding). */
    private static void assertGrownWithin(double[] before, double[] p, double grow) {
        for (int i = 0; i < before.length; i += 2) {
            assertThat(outside(p, before[i], before[i + 1])).as("corner %d beyond the pushed polygon", i / 2)
                    .isLessThanOrEqualTo(1e-9);
        }
        for (int i = 0; i < p.length; i += 2) {
            assertThat(ConvexPolygons.outside(before, p[i], p[i + 1])).as("pushed corner %d's distance", i / 2)
                    .isLessThanOrEqualTo(grow + 1e-9);
        }
    }

    /** The least angle, radians, by which the polygon turns at a corner. */
    private static double leastTurn(double[] p) {
        int n = p.length / 2;
        double least = Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            least = Math.min(least, ConvexPolygons.turn(p, n, i));
        }
        return least;
    }

    /** The least distance, metres, of a corner from the line through its two neighbours. */
    private static double slightestTurn(double[] p) {
        int n = p.length / 2;
        double least = Double.MAX_VALUE;
        for (int b = 0; b < n; b++) {
            int a = (b + n - 1) % n, c = (b + 1) % n;
            double len = Math.hypot(p[2 * c] - p[2 * a], p[2 * c + 1] - p[2 * a + 1]);
            least = Math.min(least, Math.abs(ConvexPolygons.area2(p[2 * a], p[2 * a + 1], p[2 * b], p[2 * b + 1],
                    p[2 * c], p[2 * c + 1])) / len);
        }
        return least;
    }

    /** How far (x, z) lies beyond the convex polygon, metres (0 or less inside): the most beyond any side's line. */
    private static double outside(double[] p, double x, double z) {
        int n = p.length / 2;
        double most = -Double.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            int j = (i + 1) % n;
            double len = Math.hypot(p[2 * j] - p[2 * i], p[2 * j + 1] - p[2 * i + 1]);
            // Counter-clockwise seen from above: a point inside makes area2 (i, j, point) positive.
            most = Math.max(most, -ConvexPolygons.area2(p[2 * i], p[2 * i + 1], p[2 * j], p[2 * j + 1], x, z) / len);
        }
        return most;
    }
}
