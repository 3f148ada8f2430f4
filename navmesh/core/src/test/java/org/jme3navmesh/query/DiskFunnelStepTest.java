package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The steps of the disc funnel's polygon round a wall corner ({@link DiskFunnel#maxStep}). */
class DiskFunnelStepTest {

    @Test
    void stepsWidenRoundSmallDiscsOnlyWhileTheCornersStayWithinTheBulge() {
        double fifteen = Math.toRadians(DiskFunnel.MAX_STEP_DEG);
        double thirty = Math.toRadians(DiskFunnel.WIDEST_STEP_DEG);
        // 0.7 m and wider: 15 degrees, as before (never finer).
        assertThat(DiskFunnel.maxStep(0.7f)).isCloseTo(fifteen, within(2e-3));
        assertThat(DiskFunnel.maxStep(2.0f)).isEqualTo(fifteen);
        // A tiny disc: the widest step.
        assertThat(DiskFunnel.maxStep(0.01f)).isEqualTo(thirty);
        // Between: wider than 15 degrees, and the polygon's corners stand out by the bulge at most.
        for (float r : new float[] {0.1f, 0.2f, 0.3f, 0.5f}) {
            double step = DiskFunnel.maxStep(r);
            assertThat(step).as("r = %s", r).isGreaterThan(fifteen).isLessThanOrEqualTo(thirty);
            double bulge = r / Math.cos(0.5 * step) - r;
            assertThat(bulge).as("r = %s", r).isLessThanOrEqualTo(DiskFunnel.MAX_BULGE + 1e-9);
        }
    }
}
