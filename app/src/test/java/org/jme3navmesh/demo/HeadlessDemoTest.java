package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    @Test
    void headlessWithoutAgentsIsABadOption() {
        assertThat(DemoLauncher.run(new DemoOptions(null, null, false, 1, true, 0, 5f))).isEqualTo(2);
    }
}
