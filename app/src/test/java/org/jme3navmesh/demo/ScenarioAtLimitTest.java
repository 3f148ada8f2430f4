package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jme3navmesh.sim.CrowdScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo's crowd scenario mode keeps a trail sample of every agent every 0.1 s up to the screenshot's time
 * {@code --at}: a time whose step count or trails would not fit is refused, naming the option, its value and the
 * largest accepted, before anything is baked or allocated.
 */
class ScenarioAtLimitTest {
    private static final float STEP = CrowdScenario.Settings.defaults().step();
    private static final long GB = 1L << 30;

    @TempDir
    Path tmp;

    @Test
    void anAtWhoseTrailsWouldNotFitIsRefusedBeforeTheWindowOpens() throws Exception {
        Path csv = tmp.resolve("lanes.csv");
        Files.writeString(csv, "-8,0,-6,8,0,-6\n-8,0,-2,8,0,-2\n8,0,2,-8,0,2\n8,0,6,-8,0,6\n");
        Files.writeString(tmp.resolve("lanes.obj"), ScenarioScreenshotTest.floorObj());
        Path png = tmp.resolve("shot.png");
        WindowProcess.Outcome run = WindowProcess.run(tmp.resolve("shot.log"), "1280x1024x24", 120,
                List.of("--scenario", csv.toString(), "--at", "1e9", "--screenshot", png.toString()));
        String out = run.log();
        assertThat(run.finished()).as("finished within 120 s; log:%n%s", out).isTrue();
        assertThat(run.exitCode()).as("exit code; log:%n%s", out).isEqualTo(2);
        assertThat(out).as("log").contains("error: --at 1.0E9 (step ").contains("expected at most ");
        assertThat(png).doesNotExist();
    }

    @Test
    void aHugeAtIsRefusedNamingTheOptionTheValueAndTheLargestAccepted() {
        long heap = Runtime.getRuntime().maxMemory();
        long most = ScenarioWindow.maxShotStep(4, 6, heap);
        assertThatThrownBy(() -> ScenarioWindow.checkScreenshotTime(1e9f, STEP, 4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--at 1.0E9 (step " + Math.round(1e9 / STEP) + " of 0.016666668 s): the "
                        + "trails of 4 agents up to it (a sample every 6 steps) would take ")
                .hasMessageEndingWith(" MB, more than their buffers or a quarter of the heap (" + (heap >> 20)
                        + " MB) hold: expected at most " + ScenarioWindow.maxAt(STEP, most) + " s");
        ScenarioWindow.checkScreenshotTime(20f, STEP, 4); // the default
        ScenarioWindow.checkScreenshotTime(Float.MIN_VALUE, STEP, 4);
        assertThatThrownBy(() -> ScenarioWindow.checkScreenshotTime(Float.POSITIVE_INFINITY, STEP, 4))
                .hasMessageStartingWith("--at must be a finite number");
    }

    @Test
    void theLargestAtAcceptedIsTheOneTheRefusalNamesAndItsTrailsFit() {
        for (int agents : new int[] {1, 4, 1000}) {
            for (long heap : new long[] {GB / 4, GB, 64 * GB, Long.MAX_VALUE}) {
                int every = ScenarioWindow.sampleEvery(STEP);
                long most = ScenarioWindow.maxShotStep(agents, every, heap);
                assertThat(most).isPositive();
                float max = ScenarioWindow.maxAt(STEP, most);
                ScenarioWindow.checkScreenshotTime(max, STEP, agents, heap);
                long samples = ScenarioWindow.trailSamples(ScenarioWindow.shotStep(max, STEP), every);
                assertThat(samples).isLessThanOrEqualTo(CrowdTrails.maxCapacity(agents));
                assertThat(samples * agents * CrowdTrails.BYTES_PER_SAMPLE).isLessThanOrEqualTo(heap / 4);
                assertThat(ScenarioWindow.shotStep(max, STEP)).isLessThan(Integer.MAX_VALUE);
                float above = Math.nextUp(max);
                assertThatThrownBy(() -> ScenarioWindow.checkScreenshotTime(above, STEP, agents, heap))
                        .as("%d agents, heap %d", agents, heap).isInstanceOf(IllegalArgumentException.class)
                        .hasMessageStartingWith("--at " + above + " (step ")
                        .hasMessageEndingWith(": expected at most " + max + " s");
            }
        }
        // a step count past an int is refused, whatever the heap
        assertThat(ScenarioWindow.maxShotStep(1, 6, Long.MAX_VALUE)).isLessThan(Integer.MAX_VALUE);
        assertThatThrownBy(() -> ScenarioWindow.checkScreenshotTime(1e9f, STEP, 1, Long.MAX_VALUE))
                .hasMessageStartingWith("--at 1.0E9 (step ");
    }

    @Test
    void agentsTooManyForAnyTrailAreRefusedAskingForFewer() {
        assertThatThrownBy(() -> ScenarioWindow.checkScreenshotTime(0.001f, STEP, 10, 1000))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--at 0.001 (step 1 of 0.016666668 s): the trails of 10 agents up to it")
                .hasMessageEndingWith(": expected fewer agents");
    }

    @Test
    void trailsRefuseACapacityTheirBuffersCannotHold() {
        assertThat(CrowdTrails.maxCapacity(1)).isEqualTo(1 + Integer.MAX_VALUE / 96);
        assertThat(CrowdTrails.maxCapacity(4)).isEqualTo(1 + Integer.MAX_VALUE / (96 * 4));
        assertThatThrownBy(() -> CrowdTrails.maxCapacity(0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("agents must be at least 1, got 0");
        assertThatThrownBy(() -> new CrowdTrails(null, 4, Integer.MAX_VALUE, 0.5f, 0.3f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("capacity 2147483647: the buffers of 4 agents' trails hold at most "
                        + CrowdTrails.maxCapacity(4) + " samples each");
    }
}
