package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.jme3navmesh.cli.Main;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The demo's crowd scenario mode ({@code --scenario A.csv --at T --screenshot F.png}) in a real window (LWJGL3, Mesa
 * software OpenGL) under {@code xvfb-run}, in a subprocess, on a tiny scenario: four agents walking 16 m along four
 * parallel lanes 4 m apart (two each way) on a 20 &times; 20 m floor. The picture, taken at 3 s, must show each
 * agent's trail in its own hue along the part of its lane it has walked, and bare floor between the lanes.
 */
class ScenarioScreenshotTest {
    /** Lanes (z) and directions (+1 walks +x) of the four agents. */
    private static final float[] LANE_Z = {-6f, -2f, 2f, 6f};
    private static final float[] DIRECTION = {1f, 1f, -1f, -1f};
    private static final float START = 8f;

    @TempDir
    Path tmp;

    @Test
    void screenshotOfATinyScenarioShowsEveryAgentsTrailAlongItsLane() throws Exception {
        Path csv = tmp.resolve("lanes.csv");
        StringBuilder agents = new StringBuilder("# sx,sy,sz,gx,gy,gz\n");
        for (int i = 0; i < LANE_Z.length; i++) {
            float sx = -DIRECTION[i] * START;
            agents.append(sx).append(",0,").append(LANE_Z[i]).append(',').append(-sx).append(",0,")
                    .append(LANE_Z[i]).append('\n');
        }
        Files.writeString(csv, agents.toString());
        Files.writeString(tmp.resolve("lanes.obj"), floorObj()); // found beside the CSV: no --scene
        Path png = tmp.resolve("shot.png");
        Path log = tmp.resolve("shot.log");

        WindowProcess.Outcome run = WindowProcess.run(log, "1280x1024x24", 120,
                List.of("--scenario", csv.toString(), "--at", "3", "--screenshot", png.toString()));
        String out = run.log();
        assertThat(run.finished()).as("finished within 120 s; log:%n%s", out).isTrue();
        assertThat(run.exitCode()).as("exit code; log:%n%s", out).isZero();
        assertThat(png).as("screenshot written; log:%n%s", out).exists();

        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(ScenarioWindow.WIDTH);
        assertThat(img.getHeight()).isEqualTo(ScenarioWindow.HEIGHT);
        Camera cam = new Camera(ScenarioWindow.WIDTH, ScenarioWindow.HEIGHT);
        ScenarioCamera.frame(cam, new BoundingBox(new Vector3f(-10f, -0.2f, -10f), new Vector3f(10f, 0f, 10f)));

        assertThat(rgb(img, cam, 0f, 9f)).as("floor away from the lanes").isEqualTo(ScenarioLook.FLOOR_RGB);
        for (int i = 0; i < LANE_Z.length; i++) {
            float hue = hue(CrowdTrails.colour(i, LANE_Z.length));
            // by 3 s an agent (3.5 m/s) has walked about 9.5 m: its trail covers 1 m to 6 m from its start
            for (float d = 1f; d <= 6f; d += 0.5f) {
                float x = -DIRECTION[i] * START + DIRECTION[i] * d;
                assertThat(trailNear(img, cam, x, LANE_Z[i], hue))
                        .as("agent %d's trail at x = %.1f, z = %.1f", i, x, LANE_Z[i]).isTrue();
            }
        }
        for (float z : new float[]{-4f, 0f, 4f}) {
            for (float x = -6f; x <= 6f; x += 1f) {
                assertThat(rgb(img, cam, x, z)).as("floor between the lanes at x = %.1f, z = %.1f", x, z)
                        .isEqualTo(ScenarioLook.FLOOR_RGB);
            }
        }
    }

    @Test
    void badScenarioOptionsExitWithUsageErrors() throws Exception {
        Path csv = tmp.resolve("solo.csv");
        Files.writeString(csv, "0,0,0,1,0,1\n");
        assertThat(run("--scenario", csv.toString(), "--headless")).isEqualTo(2);
        assertThat(run("--scenario", csv.toString(), "--screenshot", tmp.resolve("x.png").toString()))
                .as("no solo.obj beside the CSV").isEqualTo(2);
        Files.writeString(tmp.resolve("solo.obj"), floorObj());
        assertThat(run("--scenario", csv.toString(), "--at", "0", "--screenshot", tmp.resolve("x.png").toString()))
                .isEqualTo(2);
        assertThat(run("--scenario", csv.toString(), "--screenshot", tmp.resolve("x.jpg").toString())).isEqualTo(2);
    }

    private static int run(String... args) {
        StringWriter err = new StringWriter();
        return Main.run(new PrintWriter(new StringWriter()), new PrintWriter(err), args);
    }

    /** A 20 x 20 m floor box, top face at y = 0, 0.2 m thick, as the shared scenarios' floors. */
    static String floorObj() {
        StringBuilder s = new StringBuilder("o floor\n");
        for (float y : new float[]{-0.2f, 0f}) {
            s.append("v -10 ").append(y).append(" -10\nv 10 ").append(y).append(" -10\nv 10 ").append(y)
                    .append(" 10\nv -10 ").append(y).append(" 10\n");
        }
        s.append("f 5 8 7\nf 5 7 6\nf 1 2 3\nf 1 3 4\nf 1 5 6\nf 1 6 2\nf 3 7 8\nf 3 8 4\nf 4 8 5\nf 4 5 1\n"
                + "f 2 6 7\nf 2 7 3\n");
        return s.toString();
    }

    /** The pixel of floor point (x, 0, z). */
    private static int rgb(BufferedImage img, Camera cam, float x, float z) {
        Vector3f s = cam.getScreenCoordinates(new Vector3f(x, 0f, z));
        return img.getRGB(Math.round(s.x), img.getHeight() - 1 - Math.round(s.y)) & 0xffffff;
    }

    /** True when a pixel within 2 px of floor point (x, 0, z) is saturated and of the given hue. */
    private static boolean trailNear(BufferedImage img, Camera cam, float x, float z, float hue) {
        Vector3f s = cam.getScreenCoordinates(new Vector3f(x, 0f, z));
        int px = Math.round(s.x), py = img.getHeight() - 1 - Math.round(s.y);
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int rgb = img.getRGB(px + dx, py + dy);
                float[] hsb = Color.RGBtoHSB((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, null);
                float dh = Math.abs(hsb[0] - hue);
                if (hsb[1] > 0.3f && Math.min(dh, 1f - dh) < 0.04f) {
                    return true;
                }
            }
        }
        return false;
    }

    private static float hue(ColorRGBA c) {
        return Color.RGBtoHSB(Math.round(c.r * 255), Math.round(c.g * 255), Math.round(c.b * 255), null)[0];
    }
}
