package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.sim.ObstacleTimings;

/**
 * Issue 15's obstacle measure for this project beside recast4j's ({@link ObstaclesRef}, same run): per
 * scene of {@code SHARED/obstacles}, bake with the shared reference agent, then the add-all / remove-all
 * rounds of {@link ObstacleTimings} (each metric: best round), one round of {@link ObstacleReadyTimes} (add +
 * update + the query tables: ready_ms), the TileCache and DynamicNavMesh figures,
 * and the ratios ours / TileCache. At the end, the scaling ratio world1km / hills of our add median.
 */
final class ObstaclesBench {
    /** Edge of the grid tiles counted as rebuilt, cells (the mesh itself is one tile). */
    static final int COUNTED_TILE = 32;

    private final Path shared;
    private final int rounds;
    private final ObstaclesRef ref;
    private final PrintStream out;
    private final PrintStream log;
    private final AgentParams params = AgentParams.sharedReference();

    /**
     * @param shared the shared data folder; not null
     * @param rounds add-all/remove-all rounds (each metric: best round), &gt; 0
     * @param ref    the recast4j side, run on the same scenes; not null
     * @param out    receives one JSON line per scene and a summary line; not null
     * @param log    receives progress; not null
     */
    ObstaclesBench(Path shared, int rounds, ObstaclesRef ref, PrintStream out, PrintStream log) {
        this.shared = Objects.requireNonNull(shared, "shared");
        this.rounds = rounds;
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
        double addMed = Double.NaN, addP95 = Double.NaN, remMed = Double.NaN, remP95 = Double.NaN;
        try {
            OursBaker baker = new OursBaker(params);
            baker.prepare(obj, null);
            BakeResult baked = (BakeResult) baker.bake().native_();
            CellGrid g = baked.grid().cells();
            addMed = addP95 = remMed = remP95 = Double.POSITIVE_INFINITY;
            boolean restored = true;
            ObstacleTimings.Round last = null;
            for (int r = 0; r < rounds; r++) {
                last = ObstacleTimings.round(baked.navMesh(), params.agentRadius(), rows, g.minX(), g.minZ(),
                        COUNTED_TILE * g.cellSize());
                addMed = Math.min(addMed, Stats.median(last.addMs()));
                addP95 = Math.min(addP95, Stats.quantile(last.addMs(), last.addMs().length, 0.95));
                remMed = Math.min(remMed, Stats.median(last.removeMs()));
                remP95 = Math.min(remP95, Stats.quantile(last.removeMs(), last.removeMs().length, 0.95));
                restored &= last.restored();
            }
            double[] ready = ObstacleReadyTimes.addReadyMs(baked.navMesh(), params.agentRadius(), rows);
            double readyMed = Stats.median(ready);
            double readyP95 = Stats.quantile(ready, ready.length, 0.95);
            log.printf("[obstacles] %s ours: add + update + query tables %.3f / %.3f ms (median / p95, one round)%n",
                    name, readyMed, readyP95);
            log.printf("[obstacles] %s ours: triangles %d -> %d -> %d, add+update %.3f / %.3f ms (median / p95),"
                            + " remove %.3f / %.3f ms, restored %s%n", name, last.trianglesBefore(), last.trianglesAllAdded(),
                    last.trianglesAfter(), addMed, addP95, remMed, remP95, restored);
            json.put("rounds", rounds).put("add_ms_median", addMed, 3).put("add_ms_p95", addP95, 3)
                    .put("remove_ms_median", remMed, 3).put("remove_ms_p95", remP95, 3)
                    .put("ready_ms_median", readyMed, 3).put("ready_ms_p95", readyP95, 3)
                    .put("tiles_rebuilt_mean", last.tilesRebuiltMean(), 2).put("counted_tile_cells", COUNTED_TILE)
                    .put("triangles_before", last.trianglesBefore()).put("triangles_all_added", last.trianglesAllAdded())
                    .put("triangles_after_remove", last.trianglesAfter()).put("restored", restored);
        } catch (OutOfMemoryError | RuntimeException e) {
            log.printf("[obstacles] %s ours failed: %s%n", name, e);
            json.put("ours_failed", e.toString());
        }
        json.raw("recast4j", ref.scene(name, obj));
        double[] tc = ref.bestTileCache(name);
        if (tc != null) {
            json.put("ratio_add_median", addMed / tc[0], 2).put("ratio_add_p95", addP95 / tc[1], 2)
                    .put("ratio_remove_median", remMed / tc[2], 2).put("ratio_remove_p95", remP95 / tc[3], 2);
            log.printf("[obstacles] %s ours / TileCache: add median %.2fx, p95 %.2fx; remove median %.2fx, p95 %.2fx%n",
                    name, addMed / tc[0], addP95 / tc[1], remMed / tc[2], remP95 / tc[3]);
        }
        out.println(json);
        return addMed;
    }
}
