package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Runs the jme3-navmesh vs recast4j 1.5.5 comparison and prints a summary table plus one JSON
 * line per scene ({@link BenchReport}). Usage (from the repository root):
 *
 * <pre>
 * mvn -q -B -o package -pl bench -am -DskipTests
 * java -jar bench/target/navmesh-bench.jar [all|bake|query|alloc|throughput|obstacles|obstacles-ref|crowd-ref|tiles|crowd|agents ...] [options]
 * </pre>
 *
 * Options: {@code --scenes DIR} (default {@value Scenes#DEFAULT_DIR}), {@code --pairs N} (500),
 * {@code --seed S}, {@code --bake-runs N} (3 timed + 2 warm-up), {@code --query-passes N} (5 timed +
 * 3 warm-up), {@code --alloc-scene NAME} / {@code --throughput-scene NAME} (hills),
 * {@code --only a,b} (bake and query these scenes instead of the defaults), {@code --quick} (small
 * smoke run). {@code obstacles}: {@link ObstaclesBench}, ours beside {@link ObstaclesRef} in the same run. The
 * recast4j reference parts of issues 15 and 16 ({@code obstacles-ref}: {@link ObstaclesRef};
 * {@code crowd-ref}: {@link DetourCrowdRef}; {@code crowd}: {@link CrowdBench}, ours and Detour's Crowd side by side) are not in {@code all}; they read {@code --shared DIR} and print
 * one JSON line per scene or scenario (options in bench/README.md); nor is {@code tiles} ({@link TilesBench}: the
 * tiled bake against the TileCache build, at {@code --tile-sizes}). Progress goes to the log stream
 * (stderr), the report to stdout. Bad arguments: a one-line error and exit code 2.
 */
public final class BenchMain {
    /** Default seed of the query pairs. */
    public static final long DEFAULT_SEED = 20261121L;

    /** jME's OBJ loader warns about every mesh without normals; quieted (strong reference keeps the level). */
    private static final Logger JME_LOG = Logger.getLogger("com.jme3");

    private final PrintStream out;
    private final PrintStream log;
    private final AgentParams params = AgentParams.defaults();
    private final Map<String, NavMesh> oursMeshes = new LinkedHashMap<>();
    private final Map<String, RecastEngine.Baked> recastMeshes = new LinkedHashMap<>();
    private BenchOptions opt;
    private BenchResults results;

    /**
     * @param out receives the report; not null
     * @param log receives progress; not null
     */
    public BenchMain(PrintStream out, PrintStream log) {
        this.out = Objects.requireNonNull(out, "out");
        this.log = Objects.requireNonNull(log, "log");
    }

    public static void main(String[] args) throws Exception {
        try {
            // recast4j prints diagnostics ("Dangling!") on System.out: keep stdout for the report alone
            PrintStream report = System.out;
            System.setOut(System.err);
            new BenchMain(report, System.err).run(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.exit(2);
        }
    }

    /**
     * Parses the arguments, runs the selected parts and prints the report.
     *
     * @throws IllegalArgumentException on bad arguments (before anything runs)
     */
    public void run(String... args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        JME_LOG.setLevel(Level.SEVERE);
        opt = BenchOptions.parse(args);
        results = new BenchResults();
        oursMeshes.clear();
        recastMeshes.clear();
        long t0 = System.nanoTime();
        if (opt.parts.contains("bake")) {
            bake();
        }
        if (opt.parts.contains("query")) {
            query();
        }
        if (opt.parts.contains("alloc")) {
            alloc();
        }
        if (opt.parts.contains("throughput")) {
            throughput();
        }
        if (opt.parts.stream().anyMatch(BenchOptions.PARTS::contains)) {
            new BenchReport(opt, params, results).print(out, (System.nanoTime() - t0) / 1e9);
        }
        if (opt.parts.contains("obstacles")) {
            new ObstaclesBench(opt.shared, opt.obstacleRounds, opt.obstacleWarmup, opt.tileSizes,
                    new ObstaclesRef(opt.shared, opt.tileSizes, opt.obstacleRounds, opt.obstacleWarmup, opt.dynamic, out,
                            log), out, log)
                    .run(opt.obstacleScenes);
        }
        if (opt.parts.contains("obstacles-ref")) {
            new ObstaclesRef(opt.shared, opt.tileSizes, opt.obstacleRounds, opt.obstacleWarmup, opt.dynamic, out, log)
                    .run(opt.obstacleScenes);
        }
        if (opt.parts.contains("crowd-ref")) {
            crowdRef();
        }
        if (opt.parts.contains("tiles")) {
            new TilesBench(opt.shared, opt.scenes, opt.tileSizes, opt.pairs, opt.seed, out, log)
                    .run(opt.pick(List.of("hills", "world1km")));
        }
        if (opt.parts.contains("agents")) {
            new AgentSizeBench(opt, params, out, log).run(opt.pick(List.of("maze", "dungeon")));
        }
        if (opt.parts.contains("crowd")) {
            new CrowdBench(opt.shared, opt.crowdWarmup, opt.crowdThreads, opt.hashOrder, out, log)
                    .run(opt.crowdScenarios);
        }
    }

    // ---------------------------------------------------------------- bake

    private void bake() throws Exception {
        for (String name : opt.pick(Scenes.BAKE)) {
            Path file = Scenes.resolve(opt.scenes, name);
            ObjMesh soup = ObjMesh.read(file);
            log.printf("[bake] %s: %d triangles, %d warm-up + %d timed bakes per engine%n", name,
                    soup.triangleCount(), opt.bakeWarmup, opt.bakeRuns);
            BakeBench.Result r = BakeBench.run(file, soup, new OursBaker(params), new RecastBaker(params),
                    opt.bakeWarmup, opt.bakeRuns);
            results.bakes.put(name, r);
            oursMeshes.put(name, r.lastA().triMesh());
            recastMeshes.put(name, (RecastEngine.Baked) r.lastB().native_());
            log.printf("[bake] %s: ours %.0f ms, recast4j %.0f ms, triangles %d vs %d%n", name, r.msA(), r.msB(),
                    r.trianglesA(), r.trianglesB());
        }
    }

    private NavMesh ours(String name) throws Exception {
        NavMesh m = oursMeshes.get(name);
        if (m == null) {
            Path file = Scenes.resolve(opt.scenes, name);
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
            b = RecastEngine.bake(RecastEngine.input(ObjMesh.read(Scenes.resolve(opt.scenes, name))), params);
            recastMeshes.put(name, b);
        }
        return b;
    }

    // ---------------------------------------------------------------- query

    private void query() throws Exception {
        for (String name : opt.pick(Scenes.QUERY)) {
            NavMesh mine = ours(name);
            RecastEngine.Baked theirs = recast(name);
            float[] p = RecastEngine.randomPoints(theirs.navMesh(), opt.pairs, opt.seed);
            log.printf("[query] %s: %d pairs, >= %d warm-up passes and %d ms, %d timed passes, + shortest-path check%n",
                    name, opt.pairs, opt.queryWarmup, opt.queryWarmupMillis, opt.queryPasses);
            NavMesh theirsAsTriangles = RecastEngine.toTriangleMesh(theirs.polyMesh());
            QueryBench.Result r = QueryBench.run(name, p, new OursEngine(mine),
                    new RecastEngine.Query(theirs.navMesh(), AgentParams.HALF_EXTENTS), mine, theirsAsTriangles,
                    opt.queryWarmup, opt.queryWarmupMillis, opt.queryPasses, QueryBench.BLOCK);
            results.queries.put(name, r);
            log.printf("[query] %s: ours %.1f us, recast4j %.1f us (median)%n", name, r.a().usMedian(),
                    r.b().usMedian());
            // diagnostic: our query on recast4j's own polygons (triangulated), isolating the query algorithm
            QueryBench.Result same = QueryBench.run(name, p, new OursEngine(theirsAsTriangles),
                    new RecastEngine.Query(theirs.navMesh(), AgentParams.HALF_EXTENTS),
                    theirsAsTriangles, theirsAsTriangles, opt.queryWarmup,
                    opt.queryWarmupMillis, opt.queryPasses, QueryBench.BLOCK);
            results.sameMesh.put(name, same);
        }
    }

    // ---------------------------------------------------------------- alloc (JMH)

    private void alloc() throws Exception {
        NavMesh mine = ours(opt.allocScene);
        Path jmhLog = Path.of(System.getProperty("java.io.tmpdir"), "navmesh-bench-jmh.log");
        log.printf("[alloc] JMH -prof gc on %s (forked JVM; JMH output in %s)%n", opt.allocScene, jmhLog);
        results.alloc = AllocBench.run(opt.allocScene, mine, opt.scenes, opt.pairs, opt.seed, opt.jmhWarmup,
                opt.jmhIterations, jmhLog);
    }

    // ---------------------------------------------------------------- crowd-ref (issue 16)

    private void crowdRef() throws Exception {
        DetourCrowdRef.Options o = new DetourCrowdRef.Options(opt.crowdWarmup, opt.hashOrder);
        for (String name : opt.crowdScenarios) {
            Path scene = DetourCrowdRef.scene(opt.shared, name);
            Path agents = opt.shared.resolve("crowd").resolve(name + ".csv");
            long t0 = System.nanoTime();
            log.printf("[crowd-ref] %s: recast4j Detour Crowd, %d warm-up steps%n", name, opt.crowdWarmup);
            boolean dense = DetourCrowdRef.FIXED_60S.equals(name);
            String json = new DetourCrowdRef(scene, agents, o).run(name, dense ? 3600 : 7200, dense);
            out.println(json);
            log.printf("[crowd-ref] %s done in %.0f s%n", name, (System.nanoTime() - t0) / 1e9);
        }
    }

    // ---------------------------------------------------------------- throughput

    private void throughput() throws Exception {
        NavMesh mine = ours(opt.throughputScene);
        float[] p = RecastEngine.randomPoints(recast(opt.throughputScene).navMesh(), opt.pairs, opt.seed);
        log.printf("[throughput] PathService 1 vs 2 threads on %s%n", opt.throughputScene);
        results.throughput = ThroughputBench.run(opt.throughputScene, mine, p, opt.throughputBatchMs, opt.throughputBatches);
    }
}
