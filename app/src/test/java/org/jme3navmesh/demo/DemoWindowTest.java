package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.jme3navmesh.debug.DebugColors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the real demo ({@code org.jme3navmesh.cli.Main}, the jar's entry point) in a real window (LWJGL3, Mesa software
 * OpenGL) under {@code xvfb-run} in a subprocess, with {@code --screenshot FILE --debug --frames N}, and checks the picture: not blank, the navmesh edge colour is there, and agents are
 * visible in their state colours. Without xvfb-run the demo runs on the current display (DISPLAY must be set).
 */
class DemoWindowTest {
    private static final int FRAMES = 20;
    private static final int AGENTS = 24;

    @TempDir
    Path tmp;

    @Test
    void screenshotInDebugModeShowsLevelNavmeshEdgesAndAgents() throws Exception {
        Path png = tmp.resolve("demo.png");
        Path log = tmp.resolve("demo.log");
        List<String> cmd = new ArrayList<>();
        boolean xvfb = onPath("xvfb-run");
        if (xvfb) {
            cmd.addAll(List.of("xvfb-run", "-a", "-s", "-screen 0 1280x720x24"));
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
        // the jar's entry point, exactly as a user runs it: java -jar navmesh-demo.jar --screenshot ... --debug --frames N
        cmd.add(org.jme3navmesh.cli.Main.class.getName());
        cmd.addAll(List.of("--screenshot", png.toString(), "--debug", "--frames", Integer.toString(FRAMES),
                "--agents", Integer.toString(AGENTS)));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean finished = p.waitFor(240, TimeUnit.SECONDS);
        if (!finished) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(finished).as("demo finished within 240 s; log:%n%s", out).isTrue();
        assertThat(p.exitValue()).as("demo exit code; log:%n%s", out).isZero();
        assertThat(png).as("screenshot written; log:%n%s", out).exists();

        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(DemoLauncher.WIDTH);
        assertThat(img.getHeight()).isEqualTo(DemoLauncher.HEIGHT);
        PixelStats s = PixelStats.of(img);
        assertThat(s.distinctColours).as("distinct colours (not blank)").isGreaterThan(500);
        assertThat(s.count(DebugColors.EDGE_RGB)).as("pure cyan navmesh edge pixels").isGreaterThan(1000);
        int agentPixels = 0;
        for (int rgb : AgentColors.STATE_RGB) {
            agentPixels += s.count(rgb);
        }
        assertThat(agentPixels).as("pixels in the agents' exact state colours").isGreaterThan(150);
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

    /** Colour histogram of an image. */
    static final class PixelStats {
        final java.util.Map<Integer, Integer> counts = new java.util.HashMap<>();
        int distinctColours;

        static PixelStats of(BufferedImage img) throws IOException {
            PixelStats s = new PixelStats();
            Set<Integer> distinct = new HashSet<>();
            for (int y = 0; y < img.getHeight(); y++) {
                for (int x = 0; x < img.getWidth(); x++) {
                    int rgb = img.getRGB(x, y) & 0xffffff;
                    s.counts.merge(rgb, 1, Integer::sum);
                    distinct.add(rgb);
                }
            }
            s.distinctColours = distinct.size();
            return s;
        }

        int count(int rgb) {
            return counts.getOrDefault(rgb & 0xffffff, 0);
        }
    }
}
