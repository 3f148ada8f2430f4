package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.testkit.ObjMesh;

/**
 * The reference side of issue 15's obstacle measure: recast4j 1.5.5's TileCache at each tile size, then its
 * DynamicNavMesh at the TileCache's best tile size, on the scenes of {@code SHARED/obstacles} with their
 * 400 cylinders. Prints one JSON line per scene on {@code out}, progress on {@code log}.
 */
final class ObstaclesRef {
    /** The scenes of {@code SHARED/obstacles}. */
    static final List<String> SCENES = List.of("hills", "dungeon", "world1km");

    private final Path shared;
    private final List<Integer> tileSizes;
    private final int rounds;
    private final int warmupPasses;
    private final boolean dynamic;
    private final PrintStream out;
    private final PrintStream log;
    private final AgentParams params = AgentParams.sharedReference();
    /** Per scene run: the TileCache's add and remove median and p95 (ms) at its best tile size. */
    private final java.util.Map<String, double[]> bestTileCache = new java.util.HashMap<>();

    /**
     * @param shared    the shared data folder; not null
     * @param tileSizes TileCache tile sizes to try, cells; not null, unaffected
     * @param rounds    add-all/remove-all rounds per tile size (each metric: best round)
     * @param warmupPasses untimed passes over every tile size before the timed ones (a build and one round each), &gt;= 0
     * @param dynamic   true to run DynamicNavMesh too
     * @param out       receives the JSON lines; not null
     * @param log       receives progress; not null
     */
    ObstaclesRef(Path shared, List<Integer> tileSizes, int rounds, int warmupPasses, boolean dynamic, PrintStream out,
                 PrintStream log) {
        this.shared = Objects.requireNonNull(shared, "shared");
        this.tileSizes = List.copyOf(tileSizes);
        this.rounds = rounds;
        this.warmupPasses = warmupPasses;
        this.dynamic = dynamic;
        this.out = Objects.requireNonNull(out, "out");
        this.log = Objects.requireNonNull(log, "log");
    }

    /** Runs the given scenes (of {@link #SCENES}); a scene that can't be had (the 1 km world without python3) is skipped with a message. */
    void run(List<String> scenes) throws Exception {
        for (String name : scenes) {
            Path obj;
            try {
                obj = "world1km".equals(name) ? World1km.ensure(shared)
                        : Scenes.resolve(shared.resolve("scenes"), name);
            } catch (IOException e) {
                log.printf("[obstacles-ref] %s skipped: %s%n", name, e.getMessage());
                out.println(new JsonLine().put("obstacles_ref", name).put("skipped", e.getMessage()));
                continue;
            }
            out.println(scene(name, obj));
        }
    }

    /**
     * The TileCache's figures of a scene run by {@link #scene}: add median, add p95, remove median,
     * remove p95 (ms) at its best tile size, or null.
     */
    double[] bestTileCache(String name) {
        return bestTileCache.get(name);
    }

    /** Runs one scene (the TileCache at each tile size, then DynamicNavMesh) and returns its JSON line. */
    String scene(String name, Path obj) throws Exception {
        List<float[]> obstacles = CsvRows.read(shared.resolve("obstacles").resolve(name + ".csv"), 5);
        CachedGeom geom = new CachedGeom(ObjMesh.read(obj));
        JsonLine json = new JsonLine().put("obstacles_ref", name).put("obstacles", obstacles.size());
        StringBuilder sizes = new StringBuilder("[");
        int best = -1;
        double bestMedian = Double.POSITIVE_INFINITY;
        // Untimed: without it the first tile size was timed while the TileCache's code was still being compiled
        // (hills at 32 cells, its best size: 0.12-0.15 ms first, 0.055 ms after other sizes had run).
        long warmupStart = System.nanoTime();
        for (int pass = 0; pass < warmupPasses; pass++) {
            for (int ts : tileSizes) {
                TileCacheRef.round(TileCacheRef.build(geom, params, ts, obstacles.size() + 16).cache(), obstacles);
            }
        }
        if (warmupPasses > 0) {
            log.printf("[obstacles-ref] %s TileCache warm-up: %d pass(es) over %s cells, %.1f s%n", name, warmupPasses,
                    tileSizes, (System.nanoTime() - warmupStart) / 1e9);
        }
        java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
        for (int ts : tileSizes) {
            long cold = 0, warm = Long.MAX_VALUE;
            TileCacheRef.Built b = null;
            for (int k = 0; k < 3; k++) {
                b = null; // let the previous cache go before building the next
                b = TileCacheRef.build(geom, params, ts, obstacles.size() + 16);
                if (k == 0) {
                    cold = b.nanos();
                } else {
                    warm = Math.min(warm, b.nanos());
                }
            }
            ObstacleTimes bestRound = null;
            double addMed = Double.POSITIVE_INFINITY, addP95 = Double.POSITIVE_INFINITY;
            double remMed = Double.POSITIVE_INFINITY, remP95 = Double.POSITIVE_INFINITY;
            boolean returns = true;
            long jit0 = jit.getTotalCompilationTime();
            for (int r = 0; r < rounds; r++) {
                ObstacleTimes t = TileCacheRef.round(b.cache(), obstacles);
                addMed = Math.min(addMed, t.addMedian());
                addP95 = Math.min(addP95, t.addP95());
                remMed = Math.min(remMed, t.removeMedian());
                remP95 = Math.min(remP95, t.removeP95());
                returns &= t.polysBefore() == t.polysAfter();
                bestRound = bestRound == null || t.addMedian() < bestRound.addMedian() ? t : bestRound;
            }
            long jitMs = jit.getTotalCompilationTime() - jit0;
            log.printf("[obstacles-ref] %s TileCache %d cells: %d layers, build %.0f ms cold / %.0f ms warm, polys %d -> %d"
                            + " -> %d, add+update %.3f / %.3f ms (median / p95), remove %.3f / %.3f ms; %d ms of JIT during"
                            + " the rounds%n", name, ts,
                    b.layers(), cold / 1e6, warm / 1e6, bestRound.polysBefore(), bestRound.polysAllAdded(),
                    bestRound.polysAfter(), addMed, addP95, remMed, remP95, jitMs);
            JsonLine s = new JsonLine().put("tile_size", ts).put("layers", b.layers())
                    .put("build_ms_cold", cold / 1e6, 1).put("build_ms_warm", warm / 1e6, 1)
                    .put("add_ms_median", addMed, 3).put("add_ms_p95", addP95, 3)
                    .put("remove_ms_median", remMed, 3).put("remove_ms_p95", remP95, 3)
                    .put("polys_before", bestRound.polysBefore()).put("polys_all_added", bestRound.polysAllAdded())
                    .put("polys_after_remove", bestRound.polysAfter()).put("polys_return_every_round", returns)
                    .put("jit_ms_during_rounds", jitMs);
            sizes.append(sizes.length() > 1 ? "," : "").append(s);
            if (addMed < bestMedian) {
                bestMedian = addMed;
                best = ts;
                bestTileCache.put(name, new double[] {addMed, addP95, remMed, remP95});
            }
        }
        json.put("rounds", rounds).put("warmup_passes", warmupPasses).put("best_tile_size", best).raw("tile_cache", sizes + "]");
        if (dynamic) {
            json.raw("dynamic", dynamic(name, geom, obstacles, best));
        }
        return json.toString();
    }

    private String dynamic(String name, CachedGeom geom, List<float[]> obstacles, int ts) {
        try {
            DynamicRef.Built d = DynamicRef.build(geom, params, ts);
            ObstacleTimes t = DynamicRef.round(d.mesh(), obstacles, params.maxClimb());
            log.printf("[obstacles-ref] %s DynamicNavMesh %d cells: build %.0f ms, polys %d -> %d -> %d,"
                            + " add+update %.3f / %.3f ms, remove %.3f / %.3f ms, %d failed updates%s%n", name, ts,
                    d.nanos() / 1e6, t.polysBefore(), t.polysAllAdded(), t.polysAfter(), t.addMedian(), t.addP95(),
                    t.removeMedian(), t.removeP95(), t.failures(),
                    t.firstFailure() == null ? "" : " (first: " + t.firstFailure() + ")");
            return t.writeTo(new JsonLine().put("tile_size", ts).put("build_ms", d.nanos() / 1e6, 1)).toString();
        } catch (OutOfMemoryError e) {
            log.printf("[obstacles-ref] %s DynamicNavMesh: out of memory (%s)%n", name, e.getMessage());
            return new JsonLine().put("tile_size", ts).put("skipped", "out of memory").toString();
        }
    }
}
