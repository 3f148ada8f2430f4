package org.jme3navmesh.demo;

import java.nio.file.Path;

/**
 * Options of the demo, as parsed by the command line ({@code org.jme3navmesh.cli.Main}) with no subcommand.
 * Validated on construction.
 *
 * @param scene      OBJ scene (Y up, metres) to load instead of the built-in terrain level; null for the built-in one
 * @param screenshot PNG file to write after {@code frames} frames, then exit; null to run interactively
 * @param debug      start with every agent debug view on (corridors, portals, raw and smoothed paths) besides the
 *                   navmesh edges, which show in any case once the bake is in
 * @param frames     frames to render after the bake finished and agents spawned, before the screenshot (&gt;= 1)
 * @param headless   run the simulation without a window ({@code JmeContext.Type.Headless}), print one JSON line
 * @param agents     number of agents to spawn (0 to 10000)
 * @param seconds    simulated seconds for the headless run (finite, &gt; 0)
 */
public record DemoOptions(Path scene, Path screenshot, boolean debug, int frames, boolean headless, int agents,
                          float seconds) {
    /** Default number of agents. */
    public static final int DEFAULT_AGENTS = 24;
    /** Default frames before a screenshot. */
    public static final int DEFAULT_FRAMES = 30;
    /** Default simulated seconds for a headless run. */
    public static final float DEFAULT_SECONDS = 60f;
    /** Upper bound on the number of agents. */
    public static final int MAX_AGENTS = 10_000;

    /**
     * Validates the options.
     *
     * @param scene      OBJ scene, a name ending in .obj (any case); or null for the built-in level
     * @param screenshot PNG file, a name ending in .png (any case); or null to run interactively; null when headless
     * @param debug      start with every agent debug view on
     * @param frames     frames before the screenshot, &gt;= 1
     * @param headless   run without a window (not with a screenshot)
     * @param agents     number of agents, 0 .. {@link #MAX_AGENTS}
     * @param seconds    simulated seconds for the headless run; finite, &gt; 0
     * @throws IllegalArgumentException naming the command-line option that is out of range
     */
    public DemoOptions {
        if (frames < 1) {
            throw new IllegalArgumentException("--frames must be at least 1, got " + frames);
        }
        if (agents < 0 || agents > MAX_AGENTS) {
            throw new IllegalArgumentException("--agents must be between 0 and " + MAX_AGENTS + ", got " + agents);
        }
        if (Float.isNaN(seconds) || Float.isInfinite(seconds) || seconds <= 0f) {
            throw new IllegalArgumentException("--seconds must be a finite number greater than zero, got " + seconds);
        }
        if (headless && screenshot != null) {
            throw new IllegalArgumentException("--headless and --screenshot cannot be combined (headless has no window)");
        }
        if (scene != null && !scene.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".obj")) {
            throw new IllegalArgumentException("--scene must be an .obj file, got " + scene);
        }
        if (screenshot != null && !screenshot.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".png")) {
            throw new IllegalArgumentException("--screenshot must name a .png file, got " + screenshot);
        }
    }

    /**
     * The interactive defaults: built-in level, no screenshot, debug off.
     *
     * @return new options ({@link #DEFAULT_FRAMES}, {@link #DEFAULT_AGENTS}, {@link #DEFAULT_SECONDS}); not null
     */
    public static DemoOptions defaults() {
        return new DemoOptions(null, null, false, DEFAULT_FRAMES, false, DEFAULT_AGENTS, DEFAULT_SECONDS);
    }
}
