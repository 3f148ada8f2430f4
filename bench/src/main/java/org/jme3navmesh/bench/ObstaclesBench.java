package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.sim.ObstacleTimings;

/**
 * Issue 15's obstacle measure for this project beside recast4j's ({@link ObstaclesRef}, same run): per
 * scene of {@code SHARED/obstacles}, bake with the shared reference agent, without tiles and at each
 * tile size the TileCache is tried at, then at each the add-all / remove-all rounds of
 * {@link ObstacleTimings} (each metric: best round) and as many of {@link ObstacleReadyTimes} (add +
 * update + the query tables: ready_ms); the TileCache and DynamicNavMesh figures; and the ratios of
 * ours at our best tile size (least add median) to the TileCache at its best. At the end, the scaling
 * ratio world1km / hills of our add median.
 */
final class ObstaclesBench {
    /** Edge of the grid tiles counted as rebuilt, cells (the mesh itself is one tile). */
    static final int COUNTED_TILE = 32;

    private final Path shared;
    private final int rounds;
    private final int warmupPasses;
    /** Our tile sizes, cells: 0 (no tiles), then the TileCache's. */
    private final List<Integer> tileSizes;
    private final ObstaclesRef ref;
    private final PrintStream out;
    private final PrintStream log;
    private final AgentParams params = AgentParams.sharedReference();

    /**
     * @param shared the shared data folder; not null
     * @param rounds add-all/remove-all rounds (each metric: best round), &gt; 0
     * @param warmupPasses untimed passes over every tile size before the timed ones (a bake, one round and one
     *               ready round each), &gt;= 0
     * @param tileSizes tile sizes (cells, &gt; 0) our bake is tried at besides no tiles; not null, unaffected
     * @param ref    the recast4j side, run on the same scenes; not null
     * @param out    receives one JSON line per scene and a summary line; not null
     * @param log    receives progress; not null
     */
    ObstaclesBench(Path shared, int rounds, int warmupPasses, List<Integer> tileSizes, ObstaclesRef ref, PrintStream out,
                   PrintStream log) {
        this.shared = Objects.requireNonNull(shared, "shared");
        this.rounds = rounds;
        this.warmupPasses = warmupPasses;
        List<Integer> sizes = new ArrayList<>();
        sizes.add(0);
        sizes.addAll(tileSizes);
        this.tileSizes = List.copyOf(sizes);
        this.ref = Objects.requireNonNull(ref, "ref");
        this.out = Objects.requireNonNull(out, "out");
        this.log = Objects.requireNonNull(log, "log");
    }

    void run(List<String> scenes) throws Exception {
        double hills = Double.NaN, world = Double.NaN;
        for (String name : scenes) {
            Path obj;
            try {
                obj = "world1km".equals(name) ? World1km.ensure(shared) : Scenes.resolve(shared.resolve("scenes"), name);
            } catch (IOException e) {
                log.printf("[obstacles] %s skipped: %s%n", name, e.getMessage());
                out.println(new JsonLine().put("obstacles", name).put("skipped", e.getMessage()));
                continue;
            }
            double median = scene(name, obj);
            if ("hills".equals(name)) {
                hills = median;
            } else if ("world1km".equals(name)) {
                world = median;
            }
        }
        out.println(new JsonLine().put("obstacles_scaling", "world1km / hills, add median")
                .put("ratio", world / hills, 2));
    }

    /** Runs one scene; returns our best add median (ms), NaN when our bake failed. */
    private double scene(String name, Path obj) throws Exception {
        List<float[]> list = CsvRows.read(shared.resolve("obstacles").resolve(name + ".csv"), 5);
        float[] rows = new float[5 * list.size()];
        for (int i = 0; i < list.size(); i++) {
            System.arraycopy(list.get(i), 0, rows, 5 * i, 5);
        }
        JsonLine json = new JsonLine().put("obstacles", name).put("count", list.size());
        Ours best = null;
        StringBuilder bySize = new StringBuilder("[");
        // Untimed, as the TileCache's (ObstaclesRef): no tile size is timed while our code is still being compiled.
        long warmupStart = System.nanoTime();
        for (int pass = 0; pass < warmupPasses; pass++) {
            for (int ts : tileSizes) {
                warmUp(obj, ts, rows);
            }
        }
        if (warmupPasses > 0) {
            log.printf("[obstacles] %s ours warm-up: %d pass(es) over %s cells, %.1f s%n", name, warmupPasses, tileSizes,
                    (System.nanoTime() - warmupStart) / 1e9);
        }
        for (int ts : tileSizes) {
            Ours o = ours(name, obj, ts, rows);
            bySize.append(bySize.length() > 1 ? "," : "").append(o.json);
            if (o.addMed < (best == null ? Double.POSITIVE_INFINITY : best.addMed)) {
                best = o;
            }
        }
        double addMed = Double.NaN, addP95 = Double.NaN, remMed = Double.NaN, remP95 = Double.NaN;
        if (best != null) {
            addMed = best.addMed;
            addP95 = best.addP95;
            remMed = best.remMed;
            remP95 = best.remP95;
            json.put("tile_size", best.tileSize).put("rounds", rounds).put("add_ms_median", addMed, 3)
                    .put("add_ms_p95", addP95, 3).put("remove_ms_median", remMed, 3).put("remove_ms_p95", remP95, 3)
                    .put("ready_ms_median", best.readyMed, 3).put("ready_ms_p95", best.readyP95, 3)
                    .put("tiles_rebuilt_mean", best.last.tilesRebuiltMean(), 2)
                    .put("counted_tile_cells", countedTile(best.tileSize))
                    .put("triangles_before", best.last.trianglesBefore())
                    .put("triangles_all_added", best.last.trianglesAllAdded())
                    .put("triangles_after_remove", best.last.trianglesAfter()).put("restored", best.restored);
        }
        json.put("warmup_passes", warmupPasses).raw("ours_by_tile_size", bySize + "]");
        json.raw("recast4j", ref.scene(name, obj));
        double[] tc = ref.bestTileCache(name);
        if (tc != null) {
            json.put("ratio_add_median", addMed / tc[0], 2).put("ratio_add_p95", addP95 / tc[1], 2)
                    .put("ratio_remove_median", remMed / tc[2], 2).put("ratio_remove_p95", remP95 / tc[3], 2);
            // A TileCache update leaves its mesh ready for queries; ours is ready once the query tables are too.
            double readyMed = best == null ? Double.NaN : best.readyMed, readyP95 = best == null ? Double.NaN : best.readyP95;
            json.put("ratio_ready_median", readyMed / tc[0], 2).put("ratio_ready_p95", readyP95 / tc[1], 2);
            log.printf("[obstacles] %s ours (best: tile %s) / TileCache (best): add median %.2fx, p95 %.2fx; remove"
                            + " median %.2fx, p95 %.2fx; ready (add + update + query tables) against its add, median"
                            + " %.2fx, p95 %.2fx%n", name, best == null ? "-" : best.tileSize, addMed / tc[0],
                    addP95 / tc[1], remMed / tc[2], remP95 / tc[3], readyMed / tc[0], readyP95 / tc[1]);
        }
        out.println(json);
        return addMed;
    }

    /** Squares counted as rebuilt: the mesh's tiles, or {@link #COUNTED_TILE} cells without tiles. */
    private static int countedTile(int tileSize) {
        return tileSize > 0 ? tileSize : COUNTED_TILE;
    }

    /** Our figures at one tile size; addMed is +infinity when the bake or the rounds failed. */
    private static final class Ours {
        int tileSize;
        double addMed = Double.POSITIVE_INFINITY, addP95, remMed, remP95, readyMed, readyP95;
        boolean restored = true;
        ObstacleTimings.Round last;
        JsonLine json;
    }

    /** One untimed bake, round and ready round at one tile size; a failure is left to the timed pass to report. */
    private void warmUp(Path obj, int tileSize, float[] rows) throws Exception {
        try {
            OursBaker baker = new OursBaker(params.bakeConfig().withTileSize(tileSize));
            baker.prepare(obj, null);
            BakeResult baked = (BakeResult) baker.bake().native_();
            CellGrid g = baked.grid().cells();
            ObstacleTimings.round(baked.navMesh(), params.agentRadius(), rows, g.minX(), g.minZ(),
                    countedTile(tileSize) * g.cellSize());
            ObstacleReadyTimes.addReadyMs(baked.navMesh(), params.agentRadius(), rows);
        } catch (OutOfMemoryError | RuntimeException e) {
            log.printf("[obstacles] warm-up at tile %d failed: %s%n", tileSize, e);
        }
    }

    /** Bakes at one tile size (0: no tiles) and runs the rounds and the ready times there. */
    private Ours ours(String name, Path obj, int tileSize, float[] rows) throws Exception {
        Ours o = new Ours();
        o.tileSize = tileSize;
        o.json = new JsonLine().put("tile_size", tileSize);
        try {
            OursBaker baker = new OursBaker(params.bakeConfig().withTileSize(tileSize));
            baker.prepare(obj, null);
            BakeResult baked = (BakeResult) baker.bake().native_();
            CellGrid g = baked.grid().cells();
            double addMed, addP95, remMed, remP95;
            addMed = addP95 = remMed = remP95 = Double.POSITIVE_INFINITY;
            java.lang.management.CompilationMXBean jit = java.lang.management.ManagementFactory.getCompilationMXBean();
            long jit0 = jit.getTotalCompilationTime();
            for (int r = 0; r < rounds; r++) {
                o.last = ObstacleTimings.round(baked.navMesh(), params.agentRadius(), rows, g.minX(), g.minZ(),
                        countedTile(tileSize) * g.cellSize());
                addMed = Math.min(addMed, Stats.median(o.last.addMs()));
                addP95 = Math.min(addP95, Stats.quantile(o.last.addMs(), o.last.addMs().length, 0.95));
                remMed = Math.min(remMed, Stats.median(o.last.removeMs()));
                remP95 = Math.min(remP95, Stats.quantile(o.last.removeMs(), o.last.removeMs().length, 0.95));
                o.restored &= o.last.restored();
            }
            // As the adds: the best of the rounds, so that the query tables' code is measured warm too.
            o.readyMed = o.readyP95 = Double.POSITIVE_INFINITY;
            for (int r = 0; r < rounds; r++) {
                double[] ready = ObstacleReadyTimes.addReadyMs(baked.navMesh(), params.agentRadius(), rows);
                o.readyMed = Math.min(o.readyMed, Stats.median(ready));
                o.readyP95 = Math.min(o.readyP95, Stats.quantile(ready, ready.length, 0.95));
            }
            long jitMs = jit.getTotalCompilationTime() - jit0;
            o.addMed = addMed;
            o.addP95 = addP95;
            o.remMed = remMed;
            o.remP95 = remP95;
            log.printf("[obstacles] %s ours at tile %d: triangles %d -> %d -> %d, add+update %.3f / %.3f ms (median /"
                            + " p95), remove %.3f / %.3f ms, add + update + query tables %.3f / %.3f ms,"
                            + " restored %s; %d ms of JIT during the rounds%n", name, tileSize, o.last.trianglesBefore(),
                    o.last.trianglesAllAdded(), o.last.trianglesAfter(), addMed, addP95, remMed, remP95, o.readyMed,
                    o.readyP95, o.restored, jitMs);
            o.json.put("add_ms_median", addMed, 3).put("add_ms_p95", addP95, 3).put("remove_ms_median", remMed, 3)
                    .put("remove_ms_p95", remP95, 3).put("ready_ms_median", o.readyMed, 3)
                    .put("ready_ms_p95", o.readyP95, 3).put("tiles_rebuilt_mean", o.last.tilesRebuiltMean(), 2)
                    .put("triangles_before", o.last.trianglesBefore())
                    .put("triangles_all_added", o.last.trianglesAllAdded())
                    .put("triangles_after_remove", o.last.trianglesAfter()).put("restored", o.restored)
                    .put("jit_ms_during_rounds", jitMs);
        } catch (OutOfMemoryError | RuntimeException e) {
            log.printf("[obstacles] %s ours at tile %d failed: %s%n", name, tileSize, e);
            o.json.put("ours_failed", e.toString());
            o.addMed = Double.POSITIVE_INFINITY;
        }
        return o;
    }
}
