package org.jme3navmesh.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Parsed command line of {@link BenchMain}. Mutable only while parsing. */
final class BenchOptions {
    /** The parts that {@code all} runs, in run order. */
    static final List<String> PARTS = List.of("bake", "query", "alloc", "throughput");

    Path scenes = Path.of(Scenes.DEFAULT_DIR);
    int pairs = 500;
    long seed = BenchMain.DEFAULT_SEED;
    int bakeWarmup = 2;
    int bakeRuns = 3;
    int queryWarmup = 3;
    int queryPasses = 5;
    long queryWarmupMillis = 4000;
    String allocScene = "hills";
    String throughputScene = "hills";
    List<String> only;
    int jmhWarmup = 2;
    int jmhIterations = 3;
    long throughputBatchMs = 800;
    int throughputBatches = 7;
    /**
     * The shared data folder (obstacles, crowd scenarios, scenes, tools): {@code ../shared} of the working
     * directory (the repository root), else {@code ../../shared} (a git worktree one folder further down).
     */
    Path shared = Files.isDirectory(Path.of("..", "shared")) || !Files.isDirectory(Path.of("..", "..", "shared"))
            ? Path.of("..", "shared") : Path.of("..", "..", "shared");
    /** Crowd scenarios of {@code crowd-ref}. */
    List<String> crowdScenarios = DetourCrowdRef.SCENARIOS;
    /** Steps of the discarded warm-up crowd of {@code crowd-ref}. */
    int crowdWarmup = 300;
    /** Threads of our crowd step and path planner in {@code crowd}. */
    int crowdThreads = 1;
    /** Keep recast4j's own HashSet agent order in {@code crowd-ref}. */
    boolean hashOrder;
    /** Scenes of {@code obstacles-ref}. */
    List<String> obstacleScenes = ObstaclesRef.SCENES;
    /** TileCache tile sizes (cells) of {@code obstacles-ref}. */
    List<Integer> tileSizes = List.of(32, 48, 64);
    /** Add/remove rounds per tile size in {@code obstacles-ref}. */
    int obstacleRounds = 3;
    /**
     * Untimed passes over every tile size before the timed ones in {@code obstacles} and {@code obstacles-ref}
     * (each: a build and one add-all / remove-all round per size), so that no engine's first tile size is timed
     * while its code is still being compiled.
     */
    int obstacleWarmup = 2;
    /** Run DynamicNavMesh beside the TileCache in {@code obstacles-ref}. */
    boolean dynamic = true;
    final Set<String> parts = new LinkedHashSet<>();

    /**
     * Parses the arguments.
     *
     * @throws IllegalArgumentException naming the bad argument
     */
    static BenchOptions parse(String... a) {
        BenchOptions o = new BenchOptions();
        if (List.of(a).contains("--quick")) {
            o.pairs = 100;
            o.bakeWarmup = 0;
            o.bakeRuns = 1;
            o.queryWarmup = 1;
            o.queryPasses = 2;
            o.queryWarmupMillis = 0;
            o.jmhWarmup = 1;
            o.jmhIterations = 1;
            o.throughputBatchMs = 200;
            o.throughputBatches = 3;
        }
        for (int i = 0; i < a.length; i++) {
            String s = a[i];
            switch (s) {
                case "all" -> o.parts.addAll(PARTS);
                case "bake", "query", "alloc", "throughput", "obstacles", "obstacles-ref", "crowd-ref", "tiles", "crowd", "agents" -> o.parts.add(s);
                case "--shared" -> o.shared = Path.of(value(a, ++i, s));
                case "--crowd" -> o.crowdScenarios = List.of(value(a, ++i, s).split(","));
                case "--crowd-warmup" -> o.crowdWarmup = (int) Math.min(Integer.MAX_VALUE, Math.max(0, whole(value(a, ++i, s), s)));
                case "--hash-order" -> o.hashOrder = true;
                case "--crowd-threads" -> o.crowdThreads = (int) Math.max(1, Math.min(64, whole(value(a, ++i, s), s)));
                case "--obstacle-scenes" -> o.obstacleScenes = List.of(value(a, ++i, s).split(","));
                case "--tile-sizes" -> {
                    List<Integer> sizes = new java.util.ArrayList<>();
                    for (String t : value(a, ++i, s).split(",")) {
                        sizes.add(positive(t, s));
                    }
                    o.tileSizes = List.copyOf(sizes);
                }
                case "--rounds" -> o.obstacleRounds = positive(value(a, ++i, s), s);
                case "--warmup-passes" -> {
                    long w = whole(value(a, ++i, s), s);
                    if (w < 0 || w > 100) {
                        throw new IllegalArgumentException(s + " needs 0 to 100 passes, got " + w);
                    }
                    o.obstacleWarmup = (int) w;
                }
                case "--no-dynamic" -> o.dynamic = false;
                case "--scenes" -> o.scenes = Path.of(value(a, ++i, s));
                case "--pairs" -> o.pairs = positive(value(a, ++i, s), s);
                case "--seed" -> o.seed = whole(value(a, ++i, s), s);
                case "--bake-runs" -> o.bakeRuns = positive(value(a, ++i, s), s);
                case "--query-passes" -> o.queryPasses = positive(value(a, ++i, s), s);
                case "--alloc-scene" -> o.allocScene = value(a, ++i, s);
                case "--throughput-scene" -> o.throughputScene = value(a, ++i, s);
                case "--only" -> o.only = List.of(value(a, ++i, s).split(","));
                case "--quick" -> {
                    // applied before the loop, so explicit options win whatever their order
                }
                default -> throw new IllegalArgumentException("unknown argument '" + s
                        + "'; usage: [all|bake|query|alloc|throughput|obstacles|obstacles-ref|crowd-ref|tiles|crowd ...] [--scenes DIR]"
                        + " [--pairs N] [--seed S] [--bake-runs N] [--query-passes N] [--alloc-scene NAME]"
                        + " [--throughput-scene NAME] [--only a,b] [--quick] [--shared DIR] [--crowd a,b]"
                        + " [--crowd-warmup N] [--crowd-threads N] [--hash-order] [--obstacle-scenes a,b] [--tile-sizes 32,48,64]"
                        + " [--rounds N] [--warmup-passes N] [--no-dynamic]");
            }
        }
        if (!Files.isDirectory(o.scenes)) {
            throw new IllegalArgumentException("scene folder " + o.scenes.toAbsolutePath()
                    + " does not exist (run from the repository root or pass --scenes DIR)");
        }
        if (o.parts.isEmpty()) {
            o.parts.addAll(PARTS);
        }
        for (String c : o.crowdScenarios) {
            if (!DetourCrowdRef.SCENARIOS.contains(c)) {
                throw new IllegalArgumentException("unknown crowd scenario '" + c + "'; known: " + DetourCrowdRef.SCENARIOS);
            }
        }
        for (String c : o.obstacleScenes) {
            if (!ObstaclesRef.SCENES.contains(c)) {
                throw new IllegalArgumentException("unknown obstacle scene '" + c + "'; known: " + ObstaclesRef.SCENES);
            }
        }
        boolean refs = o.parts.contains("obstacles") || o.parts.contains("obstacles-ref") || o.parts.contains("crowd-ref")
                || o.parts.contains("tiles") || o.parts.contains("crowd");
        if (refs && !Files.isDirectory(o.shared)) {
            throw new IllegalArgumentException("shared folder " + o.shared.toAbsolutePath()
                    + " does not exist (run from the repository root with ../shared beside it, or pass --shared DIR)");
        }
        return o;
    }

    /** The default scene list of a part, or the {@code --only} list when given. */
    List<String> pick(List<String> names) {
        return only == null ? names : only;
    }

    private static String value(String[] a, int i, String opt) {
        if (i >= a.length) {
            throw new IllegalArgumentException(opt + " needs a value");
        }
        return a[i];
    }

    private static long whole(String v, String opt) {
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(opt + " needs a whole number, got '" + v + "'");
        }
    }

    private static int positive(String v, String opt) {
        long n = whole(v, opt);
        if (n < 1 || n > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(opt + " must be between 1 and " + Integer.MAX_VALUE + ", got " + n);
        }
        return (int) n;
    }
}
