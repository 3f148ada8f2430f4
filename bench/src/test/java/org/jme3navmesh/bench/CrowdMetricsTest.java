package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** {@link CrowdMetrics} on hand-made traces whose metrics are worked out by hand. */
class CrowdMetricsTest {
    private static final float[] RADII = {0.5f, 0.5f};
    private static final float[] HEIGHTS = {2f, 2f};

    /** A walks +x from 0 to 4, B walks -x from 10 to 6; they brush past each other at steps 2 and 3. */
    private static CrowdMetrics twoAgents() {
        return new CrowdMetrics(new float[] {0, 0, 0, 10, 0, 0}, new float[] {4, 0, 0, 6, 0, 0}, RADII, HEIGHTS, 0.5, 0.3);
    }

    @Test
    void twoAgentTraceGivesTheHandComputedMetrics() {
        CrowdMetrics m = twoAgents();
        m.afterStep(new float[] {2, 0, 0, 8, 0, 0}, 1);      // 6 m apart
        m.afterStep(new float[] {3.75f, 0, 0, 4.6875f, 0, 0}, 2); // A arrives (0.25 m); 0.9375 m apart: overlap 0.0625, not a pair
        assertThat(m.arrived()).isEqualTo(1);
        m.afterStep(new float[] {3.5f, 0, 0, 4.25f, 0, 0}, 3); // A pushed back (arrival sticks); 0.75 m apart: a pair, 0.25
        assertThat(m.allArrived()).isFalse();
        float[] end = {3.5f, 0, 0, 6.125f, 0, 0};
        m.afterStep(end, 4);                                  // B arrives (0.125 m)
        assertThat(m.allArrived()).isTrue();
        CrowdMetrics.Summary s = m.summary(end);
        assertThat(s.agents()).isEqualTo(2);
        assertThat(s.arrived()).isEqualTo(2);
        assertThat(s.stuck()).isZero();
        assertThat(s.steps()).isEqualTo(4);
        assertThat(s.secondsAllArrived()).isCloseTo(2.0, within(1e-9));
        assertThat(s.overlapPairs()).isEqualTo(1);
        assertThat(s.framesWithOverlap()).isCloseTo(0.25, within(1e-9));
        assertThat(s.maxOverlap()).isCloseTo(0.25, within(1e-9));
        // A walked 2 + 1.75 of 4 m (nothing after arriving), B 2 + 3.3125 + 0.4375 + 1.875 of 4 m
        assertThat(s.lengthRatioMean()).isCloseTo((3.75 / 4 + 7.625 / 4) / 2, within(1e-9));
        assertThat(s.updateMsMedian()).isCloseTo(2.5, within(1e-9));
        assertThat(s.updateMsP95()).isCloseTo(4.0, within(1e-9));
        assertThat(s.updateMsMax()).isCloseTo(4.0, within(1e-9));
        assertThat(s.arrivalSMean()).isCloseTo(1.5, within(1e-9));
        assertThat(s.arrivalSMax()).isCloseTo(2.0, within(1e-9));
        assertThat(s.stuckGoalDistMedian()).isNaN();
        String json = s.writeTo(new JsonLine()).toString();
        assertThat(json).startsWith("{\"agents\":2,\"arrived\":2,\"stuck\":0,\"seconds_all_arrived\":2.000,\"steps\":4,"
                + "\"overlap_pairs\":1,\"frames_with_overlap\":0.2500,\"max_overlap\":0.2500,\"length_ratio_mean\":1.4219,"
                + "\"update_ms_median\":2.500,\"update_ms_p95\":4.000}");
    }

    @Test
    void anAgentThatNeverArrivesIsStuckAndTheRunHasNoAllArrivedTime() {
        CrowdMetrics m = twoAgents();
        float[] end = {4, 0, 0, 9, 0, 0};
        m.afterStep(end, 1);
        CrowdMetrics.Summary s = m.summary(end);
        assertThat(s.arrived()).isEqualTo(1);
        assertThat(s.stuck()).isEqualTo(1);
        assertThat(s.secondsAllArrived()).isNaN();
        assertThat(s.stuckGoalDistMedian()).isCloseTo(3.0, within(1e-6));
        assertThat(s.stuckGoalDistMax()).isCloseTo(3.0, within(1e-6));
        assertThat(s.writeTo(new JsonLine()).toString()).contains("\"seconds_all_arrived\":null");
    }

    @Test
    void arrivalNeedsAHeightGapUnderTwoMetres() {
        CrowdMetrics m = new CrowdMetrics(new float[] {0, 0, 0}, new float[] {1, 0, 0}, new float[] {0.5f},
                new float[] {2f}, 0.1, 0.3);
        m.afterStep(new float[] {1, 2.5f, 0}, 1);
        assertThat(m.arrived()).isZero();
        m.afterStep(new float[] {1, 1.5f, 0}, 1);
        assertThat(m.arrived()).isEqualTo(1);
    }

    @Test
    void pairsOverlapOnlyWithVerticalOverlapAndAcrossGridCells() {
        CrowdMetrics m = twoAgents();
        assertThat(m.overlapPairs(new float[] {0, 0, 0, 0.5f, 0, 0})).isEqualTo(1);
        assertThat(m.overlapPairs(new float[] {0, 0, 0, 0.5f, 2.5f, 0})).isZero(); // one above the other
        assertThat(m.overlapPairs(new float[] {0, 0, 0, 0.5f, 1.5f, 0})).isEqualTo(1);
        // either side of a grid line (cells are 1 m), diagonally, and at negative coordinates
        assertThat(m.overlapPairs(new float[] {-0.95f, 0, -0.95f, -1.05f, 0, -1.05f})).isEqualTo(1);
        assertThat(m.overlapPairs(new float[] {-0.5f, 0, 0, 0.4375f, 0, 0})).isZero(); // 0.9375 m: not under 0.9 x 1 m
    }

    @Test
    void manyAgentsCountEveryClosePairOnce() {
        int n = 50;
        float[] pos = new float[3 * n], radii = new float[n], heights = new float[n];
        java.util.Arrays.fill(radii, 0.5f);
        java.util.Arrays.fill(heights, 2f);
        for (int i = 0; i < n; i++) {
            pos[3 * i] = 0.25f * i; // a line 0.25 m apart: pairs closer than 0.9 m are those at most 3 apart
        }
        CrowdMetrics m = new CrowdMetrics(pos, pos, radii, heights, 0.1, 0.3);
        assertThat(m.overlapPairs(pos)).isEqualTo((n - 1) + (n - 2) + (n - 3));
    }
}
