package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
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
        // the jar's entry point, exactly as a user runs it: java -jar navmesh-demo.jar --screenshot ... --debug --frames N
        WindowProcess.Outcome run = WindowProcess.run(log, "1280x720x24", 240, List.of("--screenshot", png.toString(),
                "--debug", "--frames", Integer.toString(FRAMES), "--agents", Integer.toString(AGENTS)));
        String out = run.log();
        assertThat(run.finished()).as("demo finished within 240 s; log:%n%s", out).isTrue();
        assertThat(run.exitCode()).as("demo exit code; log:%n%s", out).isZero();
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
