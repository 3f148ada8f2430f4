package org.jme3navmesh.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.sim.CrowdScenario;
import org.jme3navmesh.sim.ScenarioAgents;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code crowd}: runs a crowd scenario of {@code shared/crowd/README.md} headless ({@link CrowdScenario}) and prints
 * its metrics as one JSON line.
 */
@Command(name = "crowd", mixinStandardHelpOptions = true,
        description = "Run a crowd scenario (starts and goals from a CSV file) headless. Prints one JSON line.")
final class CrowdCommand implements Callable<Integer> {
    /** The bake settings of the scenarios, beside the agent's radius and height: cell, climb and slope. */
    private static final float CELL = 0.3f, CLIMB = 0.4f, SLOPE = 45f;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    static final class Source {
        @Option(names = "--scene", paramLabel = "FILE.obj", description = "OBJ scene to bake (cell 0.3 m, climb 0.4 m, 45 degrees, the agent's radius and height).")
        Path scene;

        @Option(names = "--navmesh", paramLabel = "FILE", description = "A navmesh saved by 'bake' (assumed eroded by --radius).")
        Path navmesh;
    }

    @Option(names = "--agents", required = true, paramLabel = "FILE.csv", description = "One agent per line: sx,sy,sz,gx,gy,gz.")
    Path agents;

    @Option(names = "--seconds", defaultValue = "120", description = "Longest simulated time, seconds: the nearest step, at least one (default ${DEFAULT-VALUE}).")
    double seconds;

    /** Null for {@link CrowdScenario.Settings#defaults()}'s step, exactly 1/60 s as the bench and Detour step. */
    @Option(names = "--step", description = "Fixed step, seconds (default 1/60).")
    Float step;

    @Option(names = "--arrive", defaultValue = "0.3", description = "Arrival distance, metres (default ${DEFAULT-VALUE}).")
    float arrive;

    @Option(names = "--radius", defaultValue = "0.5", description = "Agent radius, metres (default ${DEFAULT-VALUE}).")
    float radius;

    @Option(names = "--height", defaultValue = "2.0", description = "Agent height, metres (default ${DEFAULT-VALUE}).")
    float height;

    @Option(names = "--speed", defaultValue = "3.5", description = "Agent top speed, m/s (default ${DEFAULT-VALUE}).")
    float speed;

    @Option(names = "--accel", defaultValue = "8", description = "Agent acceleration, m/s^2 (default ${DEFAULT-VALUE}).")
    float accel;

    @Option(names = "--avoidance", defaultValue = "on", paramLabel = "on|off|orca|separation",
            description = "Local avoidance: on (= orca), off, orca or separation (default ${DEFAULT-VALUE}).")
    String avoidance;

    @Option(names = "--threads", defaultValue = "1", description = "Threads of the crowd step (velocity planning, same results on any number) and of the path planner (default ${DEFAULT-VALUE}).")
    int threads;

    @Option(names = "--warmup", defaultValue = "300", description = "Steps of a discarded warm-up run (default ${DEFAULT-VALUE}).")
    int warmup;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        CrowdScenario.Settings settings = settings();
        AvoidanceMode mode = settings.avoidance();
        ScenarioAgents list = ScenarioAgents.read(agents);
        NavMesh mesh;
        long t0 = System.nanoTime();
        if (source.navmesh != null) {
            mesh = NavMeshIO.read(source.navmesh);
        } else {
            mesh = bakeScene(source.scene, radius, height, spec.commandLine().getErr());
        }
        double meshMs = (System.nanoTime() - t0) / 1e6;
        CrowdScenario.Result r = CrowdScenario.run(mesh, list, settings);
        spec.commandLine().getOut().println(toJson(r, mode, mesh, meshMs, threads));
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * The run's settings from the options; the step, when not given, is {@link CrowdScenario.Settings#defaults()}'s.
     *
     * @return new settings; never null
     * @throws IllegalArgumentException when {@code --avoidance} or a number is out of range
     */
    CrowdScenario.Settings settings() {
        AvoidanceMode mode = switch (avoidance) {
            case "on", "orca" -> AvoidanceMode.ORCA;
            case "off" -> AvoidanceMode.OFF;
            case "separation" -> AvoidanceMode.SEPARATION;
            default -> throw new IllegalArgumentException(
                    "--avoidance must be on, off, orca or separation, got '" + avoidance + "'");
        };
        float dt = step != null ? step : CrowdScenario.Settings.defaults().step();
        return new CrowdScenario.Settings(seconds, dt, arrive, radius, height, speed, accel, mode, threads, warmup,
                radius);
    }

    /**
     * Bakes a scenario's scene with the scenarios' settings (cell 0.3 m, climb 0.4 m, 45 degrees) for an agent.
     *
     * @param scene    the OBJ file; not null
     * @param radius   agent radius, metres (&gt; 0)
     * @param height   agent height, metres (&gt; 0)
     * @param warnings where the bake's warnings go; not null, written to
     * @return the navmesh
     * @throws IOException when the scene can't be read
     */
    static NavMesh bakeScene(Path scene, float radius, float height, PrintWriter warnings) throws IOException {
        return SceneBaking.bake(scene, new BakeConfig(CELL, radius, height, CLIMB, SLOPE), 0, null, warnings).navMesh();
    }

    static String toJson(CrowdScenario.Result r, AvoidanceMode mode, NavMesh mesh, double meshMs, int threads) {
        return new Json()
                .put("agents", r.agents())
                .put("arrived", r.arrived())
                .put("stuck", r.stuck())
                .put("seconds_all_arrived", r.secondsAllArrived())
                .put("steps", r.steps())
                .put("overlap_pairs", r.overlapPairs())
                .put("frames_with_overlap", r.framesWithOverlap())
                .put("max_overlap", r.maxOverlap())
                .put("length_ratio_mean", r.lengthRatioMean())
                .put("update_ms_median", r.updateMsMedian())
                .put("update_ms_p95", r.updateMsP95())
                .put("wall_violations", r.wallViolations())
                .put("update_ms_max", r.updateMsMax())
                .put("arrival_s_mean", r.arrivalSecondsMean())
                .put("arrival_s_max", r.arrivalSecondsMax())
                .put("max_start_snap", r.maxStartSnap())
                .put("max_goal_snap", r.maxGoalSnap())
                .put("initial_overlap_pairs", r.initialOverlapPairs())
                .put("avoidance", mode.name().toLowerCase(java.util.Locale.ROOT))
                .put("navmesh_triangles", mesh.triangleCount())
                .put("navmesh_ms", meshMs)
                .put("threads", threads)
                .put("cpu_ms_mean", r.cpuMsMean())
                .putRaw("stage_ms_mean", stageJson(r))
                .toString();
    }

    /** The mean wall time of each stage as a JSON object, stage names as keys. */
    private static String stageJson(CrowdScenario.Result r) {
        Json stages = new Json();
        r.stageMsMean().forEach(stages::put);
        return stages.toString();
    }
}
