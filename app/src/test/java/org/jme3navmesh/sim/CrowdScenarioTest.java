package org.jme3navmesh.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/** Crowd scenarios run under the rules of shared/crowd/README.md, on meshes built here. */
public class CrowdScenarioTest {

    /** A flat rectangle [-hx, hx] x [-hz, hz] of 1 m cells at y = 0. */
    public static NavMesh rectangle(int hx, int hz) {
        NavMeshBuilder b = new NavMeshBuilder();
        int nx = 2 * hx, nz = 2 * hz;
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(ix - hx, 0f, iz - hz);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }

    private static CrowdScenario.Settings quick(AvoidanceMode mode) {
        CrowdScenario.Settings d = CrowdScenario.Settings.defaults();
        return new CrowdScenario.Settings(30, d.step(), d.arrive(), d.radius(), d.height(), d.speed(), d.accel(), mode,
                1, 0, d.erosion());
    }

    private static final ScenarioAgents HEAD_ON = ScenarioAgents.parse("pair", List.of(
            "# a symmetric head-on pair", "-12,0,0,12,0,0", "12,0,0,-12,0,0"));

    @Test
    void aSymmetricHeadOnPairPassesAndArrives() {
        CrowdScenario.Result r = CrowdScenario.run(rectangle(15, 5), HEAD_ON, quick(AvoidanceMode.ORCA));
        assertThat(r.agents()).isEqualTo(2);
        assertThat(r.arrived()).isEqualTo(2);
        assertThat(r.stuck()).isZero();
        assertThat(r.secondsAllArrived()).isBetween(24 / 3.5, 20.0);
        assertThat(r.steps()).isEqualTo(Math.round(r.secondsAllArrived() / (1f / 60f)));
        assertThat(r.overlapPairs()).isZero();
        assertThat(r.maxOverlap()).isLessThanOrEqualTo(0.05); // closest approach at least 0.95 x summed radii
        assertThat(r.lengthRatioMean()).isBetween(0.97, 1.2);
        assertThat(r.wallViolations()).isZero();
        assertThat(r.initialOverlapPairs()).isZero();
        assertThat(r.maxStartSnap()).isZero();
        assertThat(r.updateMsP95()).isGreaterThanOrEqualTo(r.updateMsMedian());
    }

    @Test
    void aTimeBelowHalfAStepRunsOneStep() {
        CrowdScenario.Settings d = CrowdScenario.Settings.defaults();
        for (double seconds : new double[] {0.001, 0.4 * d.step(), Double.MIN_VALUE}) {
            CrowdScenario.Settings s = new CrowdScenario.Settings(seconds, d.step(), d.arrive(), d.radius(), d.height(),
                    d.speed(), d.accel(), AvoidanceMode.ORCA, 1, 0, d.erosion());
            CrowdScenario.Result r = CrowdScenario.run(rectangle(15, 5), HEAD_ON, s);
            assertThat(r.steps()).as("--seconds %s", seconds).isEqualTo(1).isEqualTo(s.steps());
            assertThat(r.arrived()).isZero();
            assertThat(r.updateMsMax()).isGreaterThan(0.0);
        }
        CrowdScenario.Settings s = new CrowdScenario.Settings(1.6 * d.step(), d.step(), d.arrive(), d.radius(),
                d.height(), d.speed(), d.accel(), AvoidanceMode.ORCA, 1, 0, d.erosion());
        assertThat(CrowdScenario.run(rectangle(15, 5), HEAD_ON, s).steps()).as("the nearest step").isEqualTo(2);
    }

    private static CrowdScenario.Settings lasting(double seconds, float step, int warmup) {
        CrowdScenario.Settings d = CrowdScenario.Settings.defaults();
        return new CrowdScenario.Settings(seconds, step, d.arrive(), d.radius(), d.height(), d.speed(), d.accel(),
                AvoidanceMode.ORCA, 1, warmup, d.erosion());
    }

    @Test
    void runsWhoseStepTimesWouldNotFitAreRefusedNamingTheOptionAndTheLargestAccepted() {
        float step = CrowdScenario.Settings.defaults().step();
        assertThatThrownBy(() -> lasting(1e9, step, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--seconds 1.0E9 (--step 0.016666668): " + Math.round(1e9 / step)
                        + " steps, more than the " + CrowdScenario.maxSteps() + " steps whose step times fit")
                .hasMessageContaining("expected at most ");
        assertThatThrownBy(() -> lasting(120, 1e-8f, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("--seconds 120.0 (--step 1.0E-8): " + Math.round(120 / (double) 1e-8f)
                        + " steps, more than the ")
                .hasMessageContaining("expected at most ");
        assertThatThrownBy(() -> lasting(1, step, 2_000_000_000)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("--warmup 2000000000: more than the " + CrowdScenario.maxSteps()
                        + " steps whose step times fit in an array and in a quarter of the heap ("
                        + (Runtime.getRuntime().maxMemory() >> 20) + " MB): expected at most "
                        + CrowdScenario.maxSteps());
    }

    @Test
    void theLargestRunAcceptedIsTheOneTheRefusalNames() {
        for (float step : new float[] {1f / 60f, 0.02f, 1f, 1e-8f}) {
            double max = CrowdScenario.maxSeconds(step, CrowdScenario.maxSteps());
            assertThat(lasting(max, step, 0).steps()).as("step %s", step).isEqualTo(CrowdScenario.maxSteps());
            double above = Math.nextUp(max);
            assertThatThrownBy(() -> lasting(above, step, 0)).as("step %s", step)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("--seconds " + above + " (--step " + step + "): "
                            + (CrowdScenario.maxSteps() + 1) + " steps, more than the " + CrowdScenario.maxSteps())
                    .hasMessageEndingWith(": expected at most " + max + " s at this step");
        }
        assertThat(lasting(1, 1f / 60f, (int) CrowdScenario.maxSteps()).warmupSteps())
                .isEqualTo(CrowdScenario.maxSteps());
        // the step times of a run: an array of at most Integer.MAX_VALUE - 8, a quarter of the heap
        assertThat(CrowdScenario.maxSteps(1L << 30)).isEqualTo((1L << 28) / CrowdScenario.BYTES_PER_STEP);
        assertThat(CrowdScenario.maxSteps(Long.MAX_VALUE)).isEqualTo(Integer.MAX_VALUE - 8);
        assertThat(CrowdScenario.maxSteps(0)).isEqualTo(1);
        assertThat(CrowdScenario.maxSeconds(1f, 1)).isEqualTo(Math.nextDown(1.5));
    }

    @Test
    void withoutAvoidanceThePairOverlapsAndTheMeterSeesIt() {
        CrowdScenario.Result r = CrowdScenario.run(rectangle(15, 5), HEAD_ON, quick(AvoidanceMode.OFF));
        assertThat(r.arrived()).isEqualTo(2);
        assertThat(r.overlapPairs()).isPositive();
        assertThat(r.framesWithOverlap()).isPositive();
        assertThat(r.maxOverlap()).isGreaterThan(0.9);
    }

    @Test
    void aStartOffTheMeshIsRefusedNamingTheAgent() {
        // The second agent stands on the file's fourth line, after a comment and a blank line.
        ScenarioAgents far = ScenarioAgents.parse("far.csv", List.of("0,0,0,1,0,0", "# comment", "", "40,0,0,1,0,1"));
        assertThatThrownBy(() -> CrowdScenario.run(rectangle(15, 5), far, quick(AvoidanceMode.ORCA)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("far.csv:4: ")
                .hasMessageContaining("agent 2").hasMessageContaining("start (40.0, 0.0, 0.0)");
    }

    @Test
    void agentsAreWholeRowsWithOneLineEach() {
        assertThatThrownBy(() -> new ScenarioAgents("a.csv", new float[7], new int[1]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("a.csv");
        assertThatThrownBy(() -> new ScenarioAgents("a.csv", new float[6], new int[2]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("one line per agent");
    }

    @Test
    void badAgentLinesNameTheLineAndValue() {
        assertThatThrownBy(() -> ScenarioAgents.parse("a.csv", List.of("# c", "1,2,3,4,5")))
                .hasMessage("a.csv:2: expected 6 comma-separated numbers sx,sy,sz,gx,gy,gz, got 5 fields");
        assertThatThrownBy(() -> ScenarioAgents.parse("a.csv", List.of("1,2,NaN,4,5,6")))
                .hasMessage("a.csv:1: field 3 is not a finite number: 'NaN'");
        assertThatThrownBy(() -> ScenarioAgents.parse("a.csv", List.of("1,2,x,4,5,6")))
                .hasMessage("a.csv:1: field 3 is not a number: 'x'");
        assertThatThrownBy(() -> ScenarioAgents.parse("a.csv", List.of("# only a comment")))
                .hasMessageContaining("a.csv: no agents");
    }

    @Test
    void theWallCheckerMeasuresHowFarADiscReachesPastTheMesh() {
        NavMesh m = rectangle(5, 5); // centres may go anywhere in [-5, 5]^2; the walls stand 0.5 m further out
        WallClearanceChecker c = new WallClearanceChecker(m, 0.5f);
        assertThat(c.penetration(0f, 0f, 0f, 0.5f, 2f)).isZero();
        assertThat(c.penetration(4.9f, 0f, 0f, 0.5f, 2f)).isZero(); // on the mesh: the disc just clears the wall
        assertThat(c.penetration(5.3f, 0f, 0f, 0.5f, 2f)).isCloseTo(0.3f, within(1e-4f)); // off the mesh by 0.3 m
        assertThat(c.penetration(4.9f, 0f, 0f, 0.8f, 2f)).isCloseTo(0.2f, within(1e-4f)); // wider than the erosion
        assertThat(c.penetration(0f, 10f, 0f, 0.5f, 2f)).isEqualTo(Float.POSITIVE_INFINITY); // nowhere near
    }
}
