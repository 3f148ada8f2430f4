package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.sim.CrowdScenario;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code crowd} command on a navmesh built in the test. */
class CrowdCommandTest {
    @TempDir
    static Path dir;
    static Path navmesh;

    @BeforeAll
    static void writeMesh() throws Exception {
        navmesh = dir.resolve("floor.navmesh");
        NavMeshIO.write(org.jme3navmesh.sim.CrowdScenarioTest.rectangle(10, 4), navmesh);
    }

    private static Path agents(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void printsTheMetricsAsOneJsonLine() throws Exception {
        Path a = agents("pair.csv", "# head-on\n-8,0,0,8,0,0\n8,0,0,-8,0,0\n");
        CommandLineTest.Run r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", a.toString(),
                "--seconds", "20", "--warmup", "0");
        assertThat(r.code()).as(r.err()).isZero();
        String json = r.out().strip();
        assertThat(json.lines().count()).isEqualTo(1);
        assertThat(json).startsWith("{\"agents\":2,\"arrived\":2,\"stuck\":0,\"seconds_all_arrived\":")
                .contains("\"steps\":", "\"overlap_pairs\":0,", "\"frames_with_overlap\":0.0,", "\"max_overlap\":",
                        "\"length_ratio_mean\":", "\"update_ms_median\":", "\"update_ms_p95\":",
                        "\"wall_violations\":0,", "\"avoidance\":\"orca\"");
    }

    @Test
    void defaultsAreTheScenarioDefaultsStepIncluded() {
        CrowdCommand cmd = new CrowdCommand();
        new picocli.CommandLine(cmd).parseArgs("--navmesh", navmesh.toString(), "--agents", "a.csv");
        CrowdScenario.Settings d = CrowdScenario.Settings.defaults();
        assertThat(cmd.settings()).isEqualTo(d);
        new picocli.CommandLine(cmd).parseArgs("--navmesh", navmesh.toString(), "--agents", "a.csv", "--step", "0.02");
        assertThat(cmd.settings().step()).isEqualTo(0.02f);
    }

    @Test
    void aRunWhoseStepTimesWouldNotFitIsAUsageErrorNamingTheOption() throws Exception {
        Path a = agents("pair3.csv", "-8,0,0,8,0,0\n8,0,0,-8,0,0\n");
        CommandLineTest.Run r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", a.toString(),
                "--seconds", "1e9", "--warmup", "0");
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --seconds 1.0E9 (--step 0.016666668): " + Math.round(1e9 / (1f / 60f))
                + " steps, more than the " + CrowdScenario.maxSteps()).contains(" s at this step");
        r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", a.toString(),
                "--seconds", "1", "--warmup", "2000000000");
        assertThat(r.code()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).startsWith("error: --warmup 2000000000: ").contains("expected at most ");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void avoidanceOffLetsThePairOverlap() throws Exception {
        Path a = agents("pair2.csv", "-8,0,0,8,0,0\n8,0,0,-8,0,0\n");
        CommandLineTest.Run r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", a.toString(),
                "--seconds", "20", "--warmup", "0", "--avoidance", "off");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).doesNotContain("\"overlap_pairs\":0,").contains("\"avoidance\":\"off\"");
    }

    @Test
    void badInputIsOneLineNamingFileLineAndValueWithExitCode2() throws Exception {
        Path nan = agents("nan.csv", "0,0,0,1,0,0\n0,0,NaN,1,0,0\n");
        CommandLineTest.Run r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", nan.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + nan + ":2: field 3 is not a finite number: 'NaN'");
        Path five = agents("five.csv", "0,0,0,1,0\n");
        r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", five.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains(five + ":1: expected 6 comma-separated numbers");
        r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", five.toString(),
                "--avoidance", "maybe");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--avoidance must be on, off, orca or separation, got 'maybe'");
        r = CommandLineTest.run("crowd", "--navmesh", navmesh.toString(), "--agents", dir.resolve("none.csv").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("none.csv");
        r = CommandLineTest.run("crowd", "--agents", five.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--scene", "--navmesh");
    }
}
