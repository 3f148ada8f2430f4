package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the jme3-navmesh vs recast4j 1.5.6 comparison and prints a summary table plus one JSON
 * line per scene. Usage (from the repository root):
 *
 * <pre>
 * mvn -q -B -o package -pl bench -am -DskipTests
 * java -jar bench/target/navmesh-bench.jar [all|bake|query|alloc|throughput ...] [options]
 * </pre>
 *
 * Options: {@code --scenes DIR} (default {@value Scenes#DEFAULT_DIR}), {@code --pairs N} (500),
 * {@code --seed S}, {@code --bake-runs N} (3 timed + 1 warm-up), {@code --query-passes N} (5 timed +
 * 3 warm-up), {@code --alloc-scene NAME} / {@code --throughput-scene NAME} (hills),
 * {@code --only a,b} (bake and query these scenes instead of the defaults), {@code --quick} (small smoke run).
 * Progress goes to stderr, the report to stdout.
 */
public final class BenchMain {
    /** Default seed of the query pairs. */
    public static final long DEFAULT_SEED = 20261121L;

    /** jME's OBJ loader warns about every mesh without normals; quieted (strong reference keeps the level). */
    private static final java.util.logging.Logger JME_LOG = java.util.logging.Logger.getLogger("com.jme3");

    private Path scenes = Path.of(Scenes.DEFAULT_DIR);
    private int pairs = 500;
    private long seed = DEFAULT_SEED;
    private int bakeWarmup = 1, bakeRuns = 3;
    private int queryWarmup = 3, queryPasses = 5;
    private String allocScene = "hills", throughputScene = "hills";
    private List<String> only;
    private int jmhWarmup = 2, jmhIterations = 3;
    private long throughputBatchMs = 800;
    private int throughputBatches = 7;
    private final AgentParams params = AgentParams.defaults();
    private final PrintStream out;
    private final PrintStream log;

    /**
     * @param out receives the report
     * @param log receives progress
     */
    public BenchMain(PrintStream out, PrintStream log) {
        this.out = java.util.Objects.requireNonNull(out, "out");
        this.log = java.util.Objects.requireNonNull(log, "log");
    }

    private final Map<String, BakeBench.Result> bakes = new LinkedHashMap<>();
    private final Map<String, NavMesh> oursMeshes = new LinkedHashMap<>();
    private final Map<String, RecastEngine.Baked> recastMeshes = new LinkedHashMap<>();
    private final Map<String, QueryBench.Result> queries = new LinkedHashMap<>();
    private final Map<String, QueryBench.Result> sameMesh = new LinkedHashMap<>();
    private double[] alloc; // ours B/op, recast B/op, ours us/op, recast us/op
    private ThroughputBench.Result throughput;

    public static void main(String[] args) throws Exception {
        try {
            new BenchMain(System.out, System.err).run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(2);
        }
    }

    /**
     * Parses the arguments and runs the selected parts, then prints the report.
     *
     * @throws IllegalArgumentException on bad arguments (before anything runs)
     */
    public void run(String... args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        JME_LOG.setLevel(java.util.logging.Level.SEVERE);
        java.util.Set<String> parts = parse(args);
        long t0 = System.nanoTime();
        if (parts.contains("bake")) {
            bake();
        }
        if (parts.contains("query")) {
            query();
        }
        if (parts.contains("alloc")) {
            alloc();
        }
        if (parts.contains("throughput")) {
            throughput();
        }
        report((System.nanoTime() - t0) / 1e9);
    }

    private java.util.Set<String> parse(String[] a) {
        java.util.Set<String> parts = new java.util.LinkedHashSet<>();
        if (List.of(a).contains("--quick")) {
            pairs = 100;
            bakeWarmup = 0;
            bakeRuns = 1;
            queryWarmup = 1;
            queryPasses = 2;
            jmhWarmup = 1;
            jmhIterations = 1;
            throughputBatchMs = 200;
            throughputBatches = 3;
        }
        for (int i = 0; i < a.length; i++) {
            String s = a[i];
            switch (s) {
                case "all" -> parts.addAll(List.of("bake", "query", "alloc", "throughput"));
                case "bake", "query", "alloc", "throughput" -> parts.add(s);
                case "--scenes" -> scenes = Path.of(value(a, ++i, s));
                case "--pairs" -> pairs = positive(value(a, ++i, s), s);
                case "--seed" -> seed = Long.parseLong(value(a, ++i, s));
                case "--bake-runs" -> bakeRuns = positive(value(a, ++i, s), s);
                case "--query-passes" -> queryPasses = positive(value(a, ++i, s), s);
                case "--alloc-scene" -> allocScene = value(a, ++i, s);
                case "--throughput-scene" -> throughputScene = value(a, ++i, s);
                case "--only" -> only = List.of(value(a, ++i, s).split(","));
                case "--quick" -> {
                    // applied before the loop, so explicit options win whatever their order
                }
                default -> throw new IllegalArgumentException("unknown argument '" + s
                        + "'; usage: [all|bake|query|alloc|throughput] [--scenes DIR] [--pairs N] [--seed S]"
                        + " [--bake-runs N] [--query-passes N] [--alloc-scene NAME] [--throughput-scene NAME]"
                        + " [--only a,b] [--quick]");
            }
        }
        if (!Files.isDirectory(scenes)) {
            throw new IllegalArgumentException("scene folder " + scenes.toAbsolutePath()
                    + " does not exist (run from the repository root or pass --scenes DIR)");
        }
        if (parts.isEmpty()) {
            parts.addAll(List.of("bake", "query", "alloc", "throughput"));
        }
        return parts;
    }

    private static String value(String[] a, int i, String opt) {
        if (i >= a.length) {
            throw new IllegalArgumentException(opt + " needs a value");
        }
        return a[i];
    }

    private static int positive(String v, String opt) {
        int n;
        try {
            n = Integer.parseInt(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(opt + " needs a whole number, got '" + v + "'");
        }
        if (n < 1) {
            throw new IllegalArgumentException(opt + " must be at least 1, got " + n);
        }
        return n;
    }

    /** The default scene list of a part, or the {@code --only} list when given. */
    private List<String> pick(List<String> names) {
        return only == null ? names : only;
    }

    // ---------------------------------------------------------------- bake

    private void bake() throws Exception {
        for (String name : pick(Scenes.BAKE)) {
            Path file = Scenes.resolve(scenes, name);
            ObjMesh soup = ObjMesh.read(file);
            log.printf("[bake] %s: %d triangles, %d warm-up + %d timed bakes per engine%n", name,
                    soup.triangleCount(), bakeWarmup, bakeRuns);
            BakeBench.Result r = BakeBench.run(file, soup, new OursBaker(params), new RecastBaker(params),
                    bakeWarmup, bakeRuns);
            bakes.put(name, r);
            oursMeshes.put(name, r.lastA().triMesh());
            recastMeshes.put(name, (RecastEngine.Baked) r.lastB().native_());
            log.printf("[bake] %s: ours %.0f ms, recast4j %.0f ms, triangles %d vs %d%n", name, r.msA(), r.msB(),
                    r.trianglesA(), r.trianglesB());
        }
    }

    private NavMesh ours(String name) throws Exception {
        NavMesh m = oursMeshes.get(name);
        if (m == null) {
            Path file = Scenes.resolve(scenes, name);
            OursBaker b = new OursBaker(params);
            b.prepare(file, ObjMesh.read(file));
            log.printf("[prep] baking %s with jme3-navmesh%n", name);
            SceneBaker.Outcome o = b.bake();
            m = o.triMesh();
            oursMeshes.put(name, m);
        }
        return m;
    }

    private RecastEngine.Baked recast(String name) throws Exception {
        RecastEngine.Baked b = recastMeshes.get(name);
        if (b == null) {
            log.printf("[prep] baking %s with recast4j%n", name);
            b = RecastEngine.bake(RecastEngine.input(ObjMesh.read(Scenes.resolve(scenes, name))), params);
            recastMeshes.put(name, b);
        }
        return b;
    }

    // ---------------------------------------------------------------- query

    private void query() throws Exception {
        for (String name : pick(Scenes.QUERY)) {
            NavMesh mine = ours(name);
            RecastEngine.Baked theirs = recast(name);
            float[] p = RecastEngine.randomPoints(theirs.navMesh(), pairs, seed);
            boolean single = Scenes.SINGLE_LAYER.contains(name);
            log.printf("[query] %s: %d pairs, %d warm-up + %d timed passes%s%n", name, pairs, queryWarmup,
                    queryPasses, single ? ", + shortest-path check" : "");
            QueryBench.Result r = QueryBench.run(name, p, new OursEngine(mine),
                    new RecastEngine.Query(theirs.navMesh(), AgentParams.HALF_EXTENTS), single ? mine : null,
                    single ? RecastEngine.toTriangleMesh(theirs.polyMesh()) : null, queryWarmup, queryPasses);
            queries.put(name, r);
            log.printf("[query] %s: ours %.1f us, recast4j %.1f us (median)%n", name, r.a().usMedian(),
                    r.b().usMedian());
            // diagnostic: our query on recast4j's own polygons (triangulated), isolating the query algorithm
            NavMesh theirsAsTriangles = RecastEngine.toTriangleMesh(theirs.polyMesh());
            QueryBench.Result same = QueryBench.run(name, p, new OursEngine(theirsAsTriangles),
                    new RecastEngine.Query(theirs.navMesh(), AgentParams.HALF_EXTENTS),
                    single ? theirsAsTriangles : null, single ? theirsAsTriangles : null, queryWarmup, queryPasses);
            sameMesh.put(name, same);
        }
    }

    // ---------------------------------------------------------------- alloc (JMH)

    private void alloc() throws Exception {
        NavMesh mine = ours(allocScene);
        Path saved = Files.createTempFile("bench-" + allocScene, ".navmesh");
        try {
            NavMeshIO.write(mine, saved);
            Path jmhLog = Path.of(System.getProperty("java.io.tmpdir"), "navmesh-bench-jmh.log");
            log.printf("[alloc] JMH -prof gc on %s (forked JVM; JMH output in %s)%n", allocScene, jmhLog);
            ChainedOptionsBuilder o = new OptionsBuilder()
                    .include(QueryAllocBench.class.getName() + ".query")
                    .param("scene", allocScene)
                    .param("engine", "jme3-navmesh", "recast4j")
                    .forks(1)
                    .warmupIterations(jmhWarmup).warmupTime(TimeValue.seconds(1))
                    .measurementIterations(jmhIterations).measurementTime(TimeValue.seconds(1))
                    .addProfiler(GCProfiler.class)
                    .output(jmhLog.toString())
                    .jvmArgsAppend("-Xmx2g", "-Dbench.scenes=" + scenes.toAbsolutePath(),
                            "-Dbench.ours." + allocScene + "=" + saved.toAbsolutePath(),
                            "-Dbench.pairs=" + pairs, "-Dbench.seed=" + seed);
            Collection<RunResult> results = new Runner(o.build()).run();
            alloc = new double[] {Double.NaN, Double.NaN, Double.NaN, Double.NaN};
            for (RunResult rr : results) {
                String engine = rr.getParams().getParam("engine");
                int i = "recast4j".equals(engine) ? 1 : 0;
                @SuppressWarnings("rawtypes")
                Result norm = rr.getSecondaryResults().get("gc.alloc.rate.norm");
                alloc[i] = norm == null ? Double.NaN : norm.getScore();
                alloc[2 + i] = rr.getPrimaryResult().getScore();
            }
        } finally {
            Files.deleteIfExists(saved);
        }
    }

    // ---------------------------------------------------------------- throughput

    private void throughput() throws Exception {
        NavMesh mine = ours(throughputScene);
        float[] p = RecastEngine.randomPoints(recast(throughputScene).navMesh(), pairs, seed);
        log.printf("[throughput] PathService 1 vs 2 threads on %s%n", throughputScene);
        throughput = ThroughputBench.run(throughputScene, mine, p, throughputBatchMs, throughputBatches);
    }

    // ---------------------------------------------------------------- report

    private static String mark(boolean pass) {
        return pass ? "PASS" : "MISS";
    }

    private static String f(double v, int decimals) {
        return Double.isNaN(v) ? "n/a" : String.format("%." + decimals + "f", v);
    }

    private static String pct(double share) {
        return Double.isNaN(share) ? "n/a" : String.format("%.1f%%", 100 * share);
    }

    private void report(double seconds) {
        int cpus = Runtime.getRuntime().availableProcessors();
        out.println();
        out.printf("=== jme3-navmesh vs recast4j 1.5.6, same run; cell %.2f, agent radius %.1f height %.1f step %.1f"
                        + " slope %.0f; %d cpus, load %s; %.0f s%n", params.cellSize(), params.agentRadius(),
                params.agentHeight(), params.maxClimb(), params.maxSlopeDeg(), cpus, loadAverage(), seconds);
        if (!bakes.isEmpty()) {
            out.printf("%nBAKE (median of %d timed bakes after %d warm-up; ratio = ours / recast4j)%n", bakeRuns,
                    bakeWarmup);
            out.printf("%-11s %9s %9s %12s %10s %14s %14s %17s%n", "scene", "ours ms", "r4j ms", "time [<=1.0]",
                    "ours tris", "r4j tris(poly)", "tris [<=3.0]", "walkable m2 o/r");
            for (BakeBench.Result r : bakes.values()) {
                out.printf("%-11s %9.0f %9.0f %7.2f %4s %10d %8d(%4d) %8.2f %4s %8.0f/%-8.0f%n", r.scene(), r.msA(),
                        r.msB(), r.timeRatio(), mark(r.timeRatio() <= 1.0), r.trianglesA(), r.trianglesB(),
                        r.polygonsB(), r.triangleRatio(), mark(r.triangleRatio() <= 3.0),
                        r.lastA().triMesh().walkableArea(), r.lastB().triMesh().walkableArea());
            }
            out.printf("(walkable m2: XZ area of each engine's mesh; Recast erodes by whole cells and its ledge filter"
                    + " drops slopes steeper than about atan(climb / 2 cells))%n");
        }
        if (!queries.isEmpty()) {
            out.printf("%nQUERY (%d pairs from recast4j findRandomPoint, seed %d; single thread; per-query median over"
                    + " %d timed passes after %d warm-up)%n", pairs, seed, queryPasses, queryWarmup);
            out.printf("%-11s %15s %15s %12s %11s %11s %9s %15s %12s %7s%n", "scene", "ours us med/avg", "r4j us med/avg",
                    "time [<=0.5]", "found o/r", "partial o/r", "only o/r", "XZ len o/r", "len [<=0.99]", "3D len");
            for (QueryBench.Result r : queries.values()) {
                out.printf("%-11s %7s/%-7s %7s/%-7s %7s %4s %5d/%-5d %5d/%-5d %4d/%-4d %7s/%-7s %7s %4s %7s%n",
                        r.scene(), f(r.a().usMedian(), 1), f(r.a().usMean(), 1), f(r.b().usMedian(), 1),
                        f(r.b().usMean(), 1), f(r.timeRatio(), 3), mark(r.timeRatio() <= 0.5), r.a().found(),
                        r.b().found(), r.a().partial(), r.b().partial(), r.onlyA(), r.onlyB(),
                        f(r.a().meanLenBoth(), 2), f(r.b().meanLenBoth(), 2), f(r.lengthRatio(), 4),
                        mark(r.lengthRatio() <= 0.99), f(r.length3dRatio(), 4));
            }
            out.printf("(lengths: mean over pairs both engines FOUND; XZ = projected on the ground plane, the primary"
                    + " figure; 3D = along the waypoints, which favours an engine that does not follow the ground"
                    + " between its corners)%n");
            out.printf("%nSHORTEST (single-layer scenes; FOUND paths vs the true shortest path on the engine's own"
                    + " mesh, lengths in XZ, visibility graph)%n");
            out.printf("%-11s %22s %8s %9s %24s %9s%n", "scene", "ours <=1% longer [99%]", "worst", "n/a", "r4j <=1% longer",
                    "worst");
            for (QueryBench.Result r : queries.values()) {
                if (r.a().oracleChecked() == 0 && r.b().oracleChecked() == 0) {
                    out.printf("%-11s %22s%n", r.scene(), "multi-layer: not checked");
                    continue;
                }
                out.printf("%-11s %7s %4d/%-4d %4s %8s %9d %14s %4d/%-4d %9s%n", r.scene(),
                        pct(r.a().withinShare()), r.a().oracleWithin(), r.a().oracleChecked(),
                        mark(r.a().withinShare() >= 0.99), f(r.a().oracleWorst(), 4), r.a().oracleNa(),
                        pct(r.b().withinShare()), r.b().oracleWithin(), r.b().oracleChecked(), f(r.b().oracleWorst(), 4));
            }
        }
        if (!sameMesh.isEmpty()) {
            out.printf("%nSAME MESH (diagnostic: our query on recast4j's polygon mesh, triangulated, vs recast4j;"
                    + " isolates the query algorithm from the bake)%n");
            out.printf("%-11s %15s %15s %8s %11s %15s %8s %18s %18s%n", "scene", "ours us med/avg", "r4j us med/avg",
                    "time", "found o/r", "XZ len o/r", "len", "ours <=1% (worst)", "r4j <=1% (worst)");
            for (QueryBench.Result r : sameMesh.values()) {
                out.printf("%-11s %7s/%-7s %7s/%-7s %8s %5d/%-5d %7s/%-7s %8s %8s (%-7s) %8s (%-7s)%n", r.scene(),
                        f(r.a().usMedian(), 1), f(r.a().usMean(), 1), f(r.b().usMedian(), 1), f(r.b().usMean(), 1),
                        f(r.timeRatio(), 3), r.a().found(), r.b().found(), f(r.a().meanLenBoth(), 2),
                        f(r.b().meanLenBoth(), 2), f(r.lengthRatio(), 4), pct(r.a().withinShare()),
                        f(r.a().oracleWorst(), 3), pct(r.b().withinShare()), f(r.b().oracleWorst(), 3));
            }
        }
        if (alloc != null) {
            out.printf("%nALLOC (JMH -prof gc, %s, steady state, PathResult reused; gc.alloc.rate.norm)%n", allocScene);
            out.printf("ours %s B/op [~0: no more than its result] %s   recast4j %s B/op   (JMH us/op: ours %s, recast4j %s)%n",
                    f(alloc[0], 1), mark(alloc[0] <= 16), f(alloc[1], 0), f(alloc[2], 2), f(alloc[3], 2));
        }
        if (throughput != null) {
            ThroughputBench.Result t = throughput;
            out.printf("%nTHROUGHPUT (PathService, %s, batches of %d requests, median of %d)%n", t.scene(),
                    t.batchRequests(), t.batches());
            out.printf("1 thread %.0f q/s, 2 threads %.0f q/s: %.2fx [>=1.8] %s   (machine control, raw NavMeshQuery"
                            + " on 2 plain threads: %.2fx)%n", t.qps1(), t.qps2(), t.speedup(), mark(t.speedup() >= 1.8),
                    t.rawSpeedup());
        }
        out.println();
        for (String line : jsonLines()) {
            out.println(line);
        }
        out.flush();
    }

    private List<String> jsonLines() {
        List<String> lines = new ArrayList<>();
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>(bakes.keySet());
        names.addAll(queries.keySet());
        for (String name : names) {
            StringBuilder sb = new StringBuilder("{\"scene\":\"").append(name).append('"');
            BakeBench.Result b = bakes.get(name);
            if (b != null) {
                sb.append(",\"bake\":{\"ours_ms\":").append(j(b.msA())).append(",\"recast_ms\":").append(j(b.msB()))
                        .append(",\"time_ratio\":").append(j(b.timeRatio()))
                        .append(",\"ours_triangles\":").append(b.trianglesA())
                        .append(",\"recast_triangles\":").append(b.trianglesB())
                        .append(",\"recast_polygons\":").append(b.polygonsB())
                        .append(",\"triangle_ratio\":").append(j(b.triangleRatio()))
                        .append(",\"ours_walkable_m2\":").append(j(b.lastA().triMesh().walkableArea()))
                        .append(",\"recast_walkable_m2\":").append(j(b.lastB().triMesh().walkableArea())).append('}');
            }
            QueryBench.Result q = queries.get(name);
            if (q != null) {
                sb.append(",\"query\":{\"pairs\":").append(q.pairs())
                        .append(",\"ours_us_median\":").append(j(q.a().usMedian()))
                        .append(",\"ours_us_mean\":").append(j(q.a().usMean()))
                        .append(",\"recast_us_median\":").append(j(q.b().usMedian()))
                        .append(",\"recast_us_mean\":").append(j(q.b().usMean()))
                        .append(",\"time_ratio\":").append(j(q.timeRatio()))
                        .append(",\"ours_found\":").append(q.a().found())
                        .append(",\"ours_partial\":").append(q.a().partial())
                        .append(",\"ours_start_off_mesh\":").append(q.a().startOff())
                        .append(",\"ours_failed\":").append(q.a().failed())
                        .append(",\"recast_found\":").append(q.b().found())
                        .append(",\"recast_partial\":").append(q.b().partial())
                        .append(",\"recast_failed\":").append(q.b().failed() + q.b().startOff())
                        .append(",\"both_found\":").append(q.bothFound())
                        .append(",\"only_ours_found\":").append(q.onlyA())
                        .append(",\"only_recast_found\":").append(q.onlyB())
                        .append(",\"ours_mean_len_both\":").append(j(q.a().meanLenBoth()))
                        .append(",\"recast_mean_len_both\":").append(j(q.b().meanLenBoth()))
                        .append(",\"length_ratio\":").append(j(q.lengthRatio()))
                        .append(",\"length3d_ratio\":").append(j(q.length3dRatio()));
                if (q.a().oracleChecked() > 0) {
                    sb.append(",\"ours_within_1pct_of_shortest\":").append(j(q.a().withinShare()))
                            .append(",\"ours_shortest_checked\":").append(q.a().oracleChecked())
                            .append(",\"ours_worst_excess\":").append(j(q.a().oracleWorst()));
                }
                if (q.b().oracleChecked() > 0) {
                    sb.append(",\"recast_within_1pct_of_shortest\":").append(j(q.b().withinShare()))
                            .append(",\"recast_worst_excess\":").append(j(q.b().oracleWorst()));
                }
                sb.append('}');
            }
            QueryBench.Result sm = sameMesh.get(name);
            if (sm != null) {
                sb.append(",\"same_mesh\":{\"time_ratio\":").append(j(sm.timeRatio()))
                        .append(",\"length_ratio\":").append(j(sm.lengthRatio()))
                        .append(",\"ours_found\":").append(sm.a().found())
                        .append(",\"recast_found\":").append(sm.b().found());
                if (sm.a().oracleChecked() > 0) {
                    sb.append(",\"ours_within_1pct_of_shortest\":").append(j(sm.a().withinShare()))
                            .append(",\"recast_within_1pct_of_shortest\":").append(j(sm.b().withinShare()));
                }
                sb.append('}');
            }
            lines.add(sb.append('}').toString());
        }
        if (alloc != null) {
            lines.add("{\"alloc\":{\"scene\":\"" + allocScene + "\",\"ours_bytes_per_op\":" + j(alloc[0])
                    + ",\"recast_bytes_per_op\":" + j(alloc[1]) + ",\"ours_us_per_op\":" + j(alloc[2])
                    + ",\"recast_us_per_op\":" + j(alloc[3]) + "}}");
        }
        if (throughput != null) {
            ThroughputBench.Result t = throughput;
            lines.add("{\"throughput\":{\"scene\":\"" + t.scene() + "\",\"qps_1_thread\":" + j(t.qps1())
                    + ",\"qps_2_threads\":" + j(t.qps2()) + ",\"speedup\":" + j(t.speedup())
                    + ",\"raw_speedup\":" + j(t.rawSpeedup()) + "}}");
        }
        return lines;
    }

    private static String j(double v) {
        return Double.isNaN(v) || Double.isInfinite(v) ? "null" : String.format("%.4f", v);
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }
}
