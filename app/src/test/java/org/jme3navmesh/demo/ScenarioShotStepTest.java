package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.sim.CrowdScenario;
import org.junit.jupiter.api.Test;

/**
 * The demo's crowd scenario mode turns {@code --at} into the step after which it takes the screenshot: the nearest
 * step, but never before the first one, so even {@code --at} below half a step shows a stepped crowd.
 */
class ScenarioShotStepTest {
    private static final float STEP = CrowdScenario.Settings.defaults().step();

    @Test
    void aTimeBelowHalfAStepIsCapturedAfterTheFirstStep() {
        assertThat(ScenarioWindow.shotStep(0.001f, STEP)).isEqualTo(1);
        assertThat(ScenarioWindow.shotStep(0.4f * STEP, STEP)).isEqualTo(1);
        assertThat(ScenarioWindow.shotStep(Float.MIN_VALUE, STEP)).isEqualTo(1);
    }

    @Test
    void otherTimesAreRoundedToTheNearestStep() {
        assertThat(ScenarioWindow.shotStep(0.6f * STEP, STEP)).isEqualTo(1);
        assertThat(ScenarioWindow.shotStep(1.4f * STEP, STEP)).isEqualTo(1);
        assertThat(ScenarioWindow.shotStep(1.6f * STEP, STEP)).isEqualTo(2);
        assertThat(ScenarioWindow.shotStep(3f, 1f / 60f)).isEqualTo(180);
        assertThat(ScenarioWindow.shotStep(20f, 1f / 60f)).isEqualTo(1200);
    }
}
