package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.asset.DesktopAssetManager;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.cli.Main;
import org.jme3navmesh.sim.SimulationReport;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** {@code --headless}: bakes the built-in level in a headless jME context, simulates, prints one JSON line. */
class HeadlessDemoTest {

    @Test
    void headlessRunPrintsOneJsonLineWithTheRunsFigures() {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            code = DemoLauncher.run(new DemoOptions(null, null, false, 1, true, 12, 20f));
        } finally {
            System.setOut(old);
        }
        String out = buf.toString(StandardCharsets.UTF_8).trim();
        assertThat(code).as("exit code, output: %s", out).isZero();
        assertThat(out.lines().count()).isEqualTo(1);
        Matcher m = Pattern.compile("\\{\"agents\":(\\d+),\"arrived\":(\\d+),\"stuck\":(\\d+),"
                + "\"mean_path_ms\":([0-9.Ee+-]+),\"mean_update_ms\":([0-9.Ee+-]+)}").matcher(out);
        assertThat(m.matches()).as("JSON line: %s", out).isTrue();
        assertThat(Integer.parseInt(m.group(1))).isEqualTo(12);
        assertThat(Integer.parseInt(m.group(2))).as("agents that arrived at least once").isBetween(1, 12);
        assertThat(Integer.parseInt(m.group(3))).isBetween(0, 12);
        assertThat(Double.parseDouble(m.group(4))).isGreaterThan(0);
        assertThat(Double.parseDouble(m.group(5))).isGreaterThan(0);
    }

    /**
     * The acceptance run on the demo's own level: 50 agents with random reachable targets for 60 s of simulated
     * time. Every agent arrives at least once, none is stuck at the end, and after every step every agent stands
     * within agentRadius of the navmesh.
     */
    @Test
    void fiftyAgentsOnTheDemoLevelAllArriveNoneStuckNoneOffTheMesh() throws Exception {
        NavMesh mesh = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false).mesh();
        float agentRadius = BakeConfig.defaults().agentRadius();
        float[] near = new float[3];
        List<String> offMesh = new ArrayList<>();
        long[] stepsSeen = {0};
        SimulationReport r = HeadlessDemo.simulate(mesh, 50, 60.0, (crowd, step) -> {
            stepsSeen[0]++;
            for (int i = 0; i < crowd.idLimit(); i++) {
                if (!crowd.isActive(i)) {
                    continue;
                }
                float x = crowd.x(i), y = crowd.y(i), z = crowd.z(i);
                int t = mesh.findNearest(x, y, z, agentRadius, agentRadius, agentRadius, near);
                double d = t < 0 ? Double.POSITIVE_INFINITY : Math.sqrt((near[0] - x) * (near[0] - x)
                        + (near[1] - y) * (near[1] - y) + (near[2] - z) * (near[2] - z));
                if (d > agentRadius && offMesh.size() < 10) {
                    offMesh.add(String.format(Locale.ROOT, "agent %d at step %d: %.3f m off the navmesh at (%.2f, %.2f, %.2f)",
                            i, step, d, x, y, z));
                }
            }
            if (step == 60 * 60 - 1) {
                for (int i = 0; i < crowd.idLimit(); i++) {
                    if (crowd.isActive(i) && (crowd.arrivals(i) == 0 || crowd.state(i) == AgentState.STUCK)) {
                        offMesh.add(String.format(Locale.ROOT, "agent %d (%s) %s after 60 s with %d arrivals at (%.2f, %.2f, %.2f), target (%.2f, %.2f, %.2f)",
                                i, crowd.type(i).name(), crowd.state(i), crowd.arrivals(i), crowd.x(i), crowd.y(i), crowd.z(i),
                                crowd.targetX(i), crowd.targetY(i), crowd.targetZ(i)));
                    }
                }
            }
        });
        assertThat(offMesh).as(r.toJson()).isEmpty();
        assertThat(stepsSeen[0]).isEqualTo(3600);
        assertThat(r.agents()).isEqualTo(50);
        assertThat(r.arrived()).as(r.toJson()).isEqualTo(50);
        assertThat(r.stuck()).as(r.toJson()).isZero();
        assertThat(r.toJson()).startsWith("{\"agents\":50,\"arrived\":50,\"stuck\":0,");
    }

    /** No agents, as the window's demo allows: the level is baked and stepped empty, and the figures are zeros. */
    @Test
    void headlessWithoutAgentsPrintsZeroFigures() {
        PrintStream old = System.out;
        ByteArrayOutputStream buf = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
            code = DemoLauncher.run(new DemoOptions(null, null, false, 1, true, 0, 2f));
        } finally {
            System.setOut(old);
        }
        String out = buf.toString(StandardCharsets.UTF_8).trim();
        assertThat(code).as("exit code, output: %s", out).isZero();
        Matcher m = Pattern.compile("\\{\"agents\":0,\"arrived\":0,\"stuck\":0,\"mean_path_ms\":0\\.0000,"
                + "\"mean_update_ms\":([0-9]+\\.[0-9]{4})}").matcher(out);
        assertThat(m.matches()).as("JSON line: %s", out).isTrue();
    }

    @Test
    void aRunWithoutAgentsTakesEveryStepAndReportsZerosNotNaN() {
        NavMesh mesh = CrowdAgentsStateTest.field(4, 2f);
        long[] steps = {0};
        SimulationReport r = HeadlessDemo.simulate(mesh, 0, 1.0, (crowd, step) -> steps[0]++);
        assertThat(steps[0]).isEqualTo(60);
        assertThat(r.steps()).isEqualTo(60);
        assertThat(r.agents()).isZero();
        assertThat(r.arrived()).isZero();
        assertThat(r.stuck()).isZero();
        assertThat(r.meanPathMs()).isZero();
        assertThat(r.meanUpdateMs()).isFinite().isNotNegative();
        assertThat(r.toJson()).doesNotContain("NaN").startsWith("{\"agents\":0,\"arrived\":0,\"stuck\":0,");
    }

    @Test
    void aNegativeNumberOfAgentsIsStillRefused() {
        assertThatThrownBy(() -> HeadlessDemo.simulate(CrowdAgentsStateTest.field(4, 2f), -1, 1.0, null))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("-1").hasMessageContaining("0 or more");
        StringWriter err = new StringWriter();
        assertThat(Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), "--headless", "--agents", "-1"))
                .isEqualTo(Main.EXIT_USAGE);
        assertThat(err.toString()).contains("--agents").contains("-1");
    }
}
