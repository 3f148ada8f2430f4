package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the jar's entry point ({@code org.jme3navmesh.cli.Main}) as a user runs it, in a subprocess with a real window
 * (LWJGL3, Mesa software OpenGL) under {@code xvfb-run}; without xvfb-run, on the current display (DISPLAY must be
 * set).
 */
final class WindowProcess {
    /**
     * How the run ended.
     *
     * @param finished true when it ended before the timeout (else it was killed)
     * @param exitCode its exit code (meaningful when finished)
     * @param log      its standard output and error
     */
    record Outcome(boolean finished, int exitCode, String log) {
    }

    private WindowProcess() {
    }

    /**
     * Runs {@code Main} with the given arguments and waits for it.
     *
     * @param log            file for its output; not null, overwritten
     * @param screen         the X screen of xvfb-run, e.g. {@code 1280x720x24}; not null
     * @param timeoutSeconds how long to wait before killing it
     * @param args           the command-line arguments; not null, unaffected
     * @return how it ended
     */
    static Outcome run(Path log, String screen, int timeoutSeconds, List<String> args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        if (onPath("xvfb-run")) {
            cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 " + screen));
        } else {
            assertThat(System.getenv("DISPLAY"))
                    .as("the window test needs xvfb-run (apt-get install xvfb) or a DISPLAY")
                    .isNotBlank();
        }
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xmx2g");
        cmd.add("-ea"); // jME checks scene-graph misuse with assertions
        cmd.add("-cp");
        cmd.add(testClassPath());
        cmd.add(org.jme3navmesh.cli.Main.class.getName());
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean finished = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
        if (!finished) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        return new Outcome(finished, finished ? p.exitValue() : -1, Files.readString(log, StandardCharsets.UTF_8));
    }

    private static String testClassPath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null && !cp.isBlank() ? cp : System.getProperty("java.class.path");
    }

    private static boolean onPath(String exe) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, exe))) {
                return true;
            }
        }
        return false;
    }
}
