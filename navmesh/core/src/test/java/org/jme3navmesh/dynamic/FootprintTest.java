package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import org.junit.jupiter.api.Test;

/** The grown footprint of a box: no corner the carver cannot cut by, and never more than the tolerance too small. */
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
