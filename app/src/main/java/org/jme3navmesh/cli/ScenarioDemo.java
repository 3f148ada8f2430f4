package org.jme3navmesh.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.jme3navmesh.demo.ScenarioWindow;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.CrowdScenario;
import org.jme3navmesh.sim.ScenarioAgents;

/**
 * The demo's {@code --scenario} mode: a crowd scenario of {@code shared/crowd} (an agents CSV and its OBJ scene), baked
 * as the {@code crowd} command bakes it and run in a window ({@link ScenarioWindow}) under the scenario's rules
 * ({@link CrowdScenario.Settings#defaults()}: ORCA, radius 0.5, 3.5 m/s, 1/60 s steps), with each agent's trail;
 * with {@code --screenshot} it saves the frame at simulated time {@code --at} and exits.
 */
final class ScenarioDemo {
    private ScenarioDemo() {
    }

    /**
     * Runs it.
     *
     * @param agentsFile the agents CSV; not null
     * @param scene      the OBJ scene, or null for the CSV's sibling of the same name ending in {@code .obj}
     * @param screenshot the PNG to write, or null to run until the window is closed
     * @param at         simulated time of the screenshot, seconds
     * @param warnings   where the bake's warnings go; not null, written to
     * @return the exit code: 0 success, 1 when the window failed
     * @throws IOException              when a file can't be read
     * @throws IllegalArgumentException on a bad option or file (the message names it), also when the trails up to
     *                                  {@code at} would not fit ({@link ScenarioWindow#checkScreenshotTime}), before
     *                                  the bake
     */
    static int run(Path agentsFile, Path scene, Path screenshot, float at, PrintWriter warnings) throws IOException {
        if (!(at > 0f) || Float.isInfinite(at)) {
            throw new IllegalArgumentException("--at must be a finite number of seconds greater than zero, got " + at);
        }
        if (screenshot != null && !screenshot.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
            throw new IllegalArgumentException("--screenshot must name a .png file, got " + screenshot);
        }
        Path obj = scene != null ? scene : sibling(agentsFile);
        if (!Files.isReadable(obj)) {
            throw new IllegalArgumentException("cannot read the scenario's scene " + obj
                    + (scene == null ? " (give it with --scene)" : ""));
        }
        ScenarioAgents agents = ScenarioAgents.read(agentsFile);
        CrowdScenario.Settings settings = CrowdScenario.Settings.defaults();
        if (screenshot != null) {
            ScenarioWindow.checkScreenshotTime(at, settings.step(), agents.count());
        }
        NavMesh mesh = CrowdCommand.bakeScene(obj, settings.radius(), settings.height(), warnings);
        return ScenarioWindow.run(obj, mesh, agents, settings, screenshot, at);
    }

    /** {@code dir/name.csv} to {@code dir/name.obj}. */
    private static Path sibling(Path csv) {
        String name = csv.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return csv.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + ".obj");
    }
}
