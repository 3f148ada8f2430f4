package org.jme3navmesh.bench;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.CrowdScenario;
import org.jme3navmesh.sim.ScenarioAgents;

/**
 * The {@code crowd} part of the bench (issue 16): on every scenario of {@code ../shared/crowd}, our crowd
 * ({@link CrowdScenario}, ORCA, on our navmesh baked with {@link AgentParams#sharedReference()}) and recast4j's Detour
 * Crowd ({@link DetourCrowdRef}) under the same rules, in the same run. Prints one JSON line per engine and scenario,
 * then a markdown table of ours / Detour / ratio for arrived agents, seconds until all arrived, overlap pairs, max
 * overlap, median update time per step and wall violations (ours only: Detour's agents are measured on its own
 * navmesh, which our wall checker does not read).
 */
final class CrowdBench {
    private static final Pattern FIELD = Pattern.compile("\"([a-z_0-9]+)\":(null|-?[0-9.eE+-]+)");

    private final Path shared;
    private final int warmupSteps;
    private final int threads;
    private final boolean hashOrder;
    private final PrintStream out;
    private final PrintStream log;

    /**
     * @param shared      the shared data folder; not null
     * @param warmupSteps steps of each engine's discarded warm-up crowd (&gt;= 0)
     * @param threads     threads of our crowd step and path planner (&gt;= 1)
     * @param hashOrder   true to keep recast4j's HashSet agent order
     * @param out         receives the JSON lines and the table; not null
     * @param log         receives progress; not null
     */
    CrowdBench(Path shared, int warmupSteps, int threads, boolean hashOrder, PrintStream out, PrintStream log) {
        this.shared = Objects.requireNonNull(shared, "shared");
        this.warmupSteps = warmupSteps;
        this.threads = threads;
        this.hashOrder = hashOrder;
        this.out = Objects.requireNonNull(out, "out");
        this.log = Objects.requireNonNull(log, "log");
    }

    /**
     * Runs both engines on the scenarios and prints the lines and the table.
     *
     * @param scenarios names from {@link DetourCrowdRef#SCENARIOS}; not null
     */
    void run(List<String> scenarios) throws Exception {
        List<String[]> rows = new ArrayList<>();
        for (String name : scenarios) {
            Path scene = DetourCrowdRef.scene(shared, name);
            Path agents = shared.resolve("crowd").resolve(name + ".csv");
            boolean dense = DetourCrowdRef.FIXED_60S.equals(name);
            log.printf("[crowd] %s: ours (ORCA, %d thread(s))%n", name, threads);
            String ours = ours(name, scene, agents, dense);
            out.println(ours);
            log.printf("[crowd] %s: recast4j Detour Crowd%n", name);
            String detour = new DetourCrowdRef(scene, agents, new DetourCrowdRef.Options(warmupSteps, hashOrder))
                    .run(name, dense ? 3600 : 7200, dense);
            out.println(detour);
            rows.add(row(name, ours, detour));
        }
        out.println();
        out.println("| scenario | arrived (ours / Detour) | s to all (ours / Detour / ratio) | overlap pairs (ours / Detour"
                + " / ratio) | max overlap (ours / Detour) | ms/step median (ours / Detour / ratio) | wall violations"
                + " (ours) |");
        out.println("|---|---|---|---|---|---|---|");
        for (String[] r : rows) {
            out.println("| " + String.join(" | ", r) + " |");
        }
    }

    private String ours(String name, Path scene, Path agents, boolean dense) throws Exception {
        OursBaker baker = new OursBaker(AgentParams.sharedReference());
        baker.prepare(scene, null);
        NavMesh mesh = baker.bake().triMesh();
        CrowdScenario.Settings d = CrowdScenario.Settings.defaults();
        CrowdScenario.Settings st = new CrowdScenario.Settings(dense ? 60 : 120, d.step(), d.arrive(), d.radius(),
                d.height(), d.speed(), d.accel(), AvoidanceMode.ORCA, threads, warmupSteps, d.erosion());
        CrowdScenario.Result r = CrowdScenario.run(mesh, ScenarioAgents.read(agents), st);
        return new JsonLine().put("scenario", name).put("engine", "jme3-navmesh-orca")
                .put("agents", r.agents()).put("arrived", r.arrived()).put("stuck", r.stuck())
                .put("seconds_all_arrived", r.secondsAllArrived(), 3).put("steps", r.steps())
                .put("overlap_pairs", r.overlapPairs()).put("frames_with_overlap", r.framesWithOverlap(), 4)
                .put("max_overlap", r.maxOverlap(), 4).put("length_ratio_mean", r.lengthRatioMean(), 4)
                .put("update_ms_median", r.updateMsMedian(), 3).put("update_ms_p95", r.updateMsP95(), 3)
                .put("wall_violations", r.wallViolations()).put("threads", threads)
                .put("cpu_ms_mean", r.cpuMsMean(), 3)
                .put("navmesh_triangles", mesh.triangleCount()).toString();
    }

    /** One table row from the two JSON lines. */
    static String[] row(String name, String ours, String detour) {
        double oa = field(ours, "arrived"), da = field(detour, "arrived"), agents = field(ours, "agents");
        double os = field(ours, "seconds_all_arrived"), ds = field(detour, "seconds_all_arrived");
        double op = field(ours, "overlap_pairs"), dp = field(detour, "overlap_pairs");
        double om = field(ours, "update_ms_median"), dm = field(detour, "update_ms_median");
        return new String[] {
            name,
            String.format(Locale.ROOT, "%.0f / %.0f of %.0f", oa, da, agents),
            Double.isNaN(os) && Double.isNaN(ds) ? "— / —" : fmt(os, 1) + " / " + fmt(ds, 1) + " / " + ratio(os, ds),
            fmt(op, 0) + " / " + fmt(dp, 0) + " / " + ratio(op, dp),
            fmt(field(ours, "max_overlap"), 2) + " / " + fmt(field(detour, "max_overlap"), 2),
            fmt(om, 2) + " / " + fmt(dm, 2) + " / " + ratio(om, dm),
            fmt(field(ours, "wall_violations"), 0),
        };
    }

    /** The number of a JSON line's field; NaN for null or a missing field. */
    static double field(String json, String key) {
        Matcher m = FIELD.matcher(json);
        while (m.find()) {
            if (m.group(1).equals(key)) {
                return m.group(2).equals("null") ? Double.NaN : Double.parseDouble(m.group(2));
            }
        }
        return Double.NaN;
    }

    private static String fmt(double v, int decimals) {
        return Double.isNaN(v) ? "—" : String.format(Locale.ROOT, "%,." + decimals + "f", v);
    }

    private static String ratio(double ours, double theirs) {
        if (Double.isNaN(ours) || Double.isNaN(theirs)) {
            return "—";
        }
        if (theirs == 0) {
            return ours == 0 ? "1 (both 0)" : "—";
        }
        return String.format(Locale.ROOT, "%.2f", ours / theirs);
    }
}
