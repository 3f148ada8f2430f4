package org.jme3navmesh.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Parsed command line of {@link BenchMain}. Mutable only while parsing. */
final class BenchOptions {
    /** The parts, in run order. */
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
                case "bake", "query", "alloc", "throughput" -> o.parts.add(s);
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
                        + "'; usage: [all|bake|query|alloc|throughput ...] [--scenes DIR] [--pairs N] [--seed S]"
                        + " [--bake-runs N] [--query-passes N] [--alloc-scene NAME] [--throughput-scene NAME]"
                        + " [--only a,b] [--quick]");
            }
        }
        if (!Files.isDirectory(o.scenes)) {
            throw new IllegalArgumentException("scene folder " + o.scenes.toAbsolutePath()
                    + " does not exist (run from the repository root or pass --scenes DIR)");
        }
        if (o.parts.isEmpty()) {
            o.parts.addAll(PARTS);
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
