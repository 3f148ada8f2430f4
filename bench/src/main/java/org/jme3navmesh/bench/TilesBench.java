package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeMemoryException;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.testkit.ObjMesh;

/**
 * Issue 15's tiled-build figures ({@code tiles} part): our tiled bake of hills and the 1 km world
 * at each tile size, cold (the median of {@value #COLD_RUNS} first builds of fresh JVMs per engine, the
 * engines taking turns, {@link ColdBuild#paired}) and
 * warm (best build after the first once the JIT has settled, {@link WarmBuilds}; at most 30 builds on hills, 2 on the world), beside recast4j 1.5.5's TileCache build (layers plus every NavMesh tile, {@link TileCacheRef})
 * at the same cell and tile size, and our bake without tiles; our bake on 1 vs 2 worker threads
 * on hills ({@link ThreadSpeedup}: wall time, the bake threads' and the process's CPU time); paths across the seams (the tiled mesh against our single mesh and the true shortest
 * path, every scene whose single bake fits); path queries on our tiled mesh at each tile size against recast4j's single and
 * tiled meshes (hills); and the peak heap of the
 * 1 km bake. Both engines read the OBJ's triangles (no physics space). One summary line per figure
 * goes to {@code out}, then one JSON line per scene.
 */
final class TilesBench {
    /**
     * Cold builds per engine and tile size: one fresh JVM's build moved a ratio by up to a half between
     * runs on the shared 2-core machine (hills 0.54-1.57, the world 0.88-1.51 over the sessions' runs).
     */
    static final int COLD_RUNS = 3;
    private final Path shared;
    private final Path scenes;
    private final List<Integer> tileSizes;
    private final int pairs;
    private final long seed;
    private final PrintStream out;
    private final PrintStream log;
    private final AgentParams params = AgentParams.sharedReference();

    /**
     * @param shared    the shared data folder (the 1 km world's generator); not null
     * @param scenes    the scene folder (hills); not null
     * @param tileSizes tile sizes, cells; not null, unaffected
     * @param pairs     query pairs on hills
     * @param seed      seed of the query pairs
     * @param out       receives the figures; not null
     * @param log       receives progress; not null
     */
    TilesBench(Path shared, Path scenes, List<Integer> tileSizes, int pairs, long seed, PrintStream out,
               PrintStream log) {
        this.shared = Objects.requireNonNull(shared, "shared");
        this.scenes = Objects.requireNonNull(scenes, "scenes");
        this.tileSizes = List.copyOf(tileSizes);
        this.pairs = pairs;
        this.seed = seed;
        this.out = Objects.requireNonNull(out, "out");
        this.log = Objects.requireNonNull(log, "log");
    }

    /**
     * Runs hills, then the 1 km world (skipped with a message when it can't be generated).
     *
     * @param names the scenes to run, of "hills" and "world1km"; not null
     */
    void run(List<String> names) throws Exception {
        if (names.contains("hills")) {
            scene("hills", Scenes.resolve(scenes, "hills"), 30);
        }
        if (!names.contains("world1km")) {
            return;
        }
        Path world;
        try {
            world = World1km.ensure(shared);
        } catch (IOException e) {
            log.printf("[tiles] world1km skipped: %s%n", e.getMessage());
            out.println(new JsonLine().put("tiles", "world1km").put("skipped", e.getMessage()));
            return;
        }
        scene("world1km", world, 2);
    }

    private void scene(String name, Path file, int builds) throws Exception {
        ObjMesh obj = ObjMesh.read(file);
        SceneTriangles soup = SceneTriangles.fromIndexed(obj.verts(), obj.tris(), obj.group(), obj.groupNames());
        CachedGeom geom = new CachedGeom(obj);
        BakeConfig cfg = params.bakeConfig();
        int cores = Runtime.getRuntime().availableProcessors();
        JsonLine json = new JsonLine().put("tiles", name).put("cell", params.cellSize(), 2).put("threads", cores);
        StringBuilder sizes = new StringBuilder("[");
        boolean queries = "hills".equals(name);
        // the first tile size's mesh (seams), and on hills every tile size's mesh (queries)
        org.jme3navmesh.mesh.NavMesh firstMesh = null;
        List<org.jme3navmesh.mesh.NavMesh> tiledMeshes = new ArrayList<>();
        for (int ts : tileSizes) {
            ColdBuild.Pair cold = ColdBuild.paired(file, ts, cores, COLD_RUNS);
            double oursCold = cold.oursMedian();
            double tcCold = cold.tileCacheMedian();
            BakeResult[] last = new BakeResult[1];
            BakeConfig tiled = cfg.withTileSize(ts);
            WarmBuilds.Result oursWarm = WarmBuilds.measure(() -> {
                last[0] = null;
                long t0 = System.nanoTime();
                last[0] = bake(soup, tiled, cores);
                return (System.nanoTime() - t0) / 1e6;
            }, builds);
            BakeResult r = last[0];
            int tileCount = r.tiles().tileCount(), triangles = r.navMesh().triangleCount();
            if (firstMesh == null) {
                firstMesh = r.navMesh();
            }
            if (queries) {
                tiledMeshes.add(r.navMesh());
            }
            r = null; // its field would crowd the TileCache and the next bakes out of the heap
            last[0] = null;
            int[] layerCount = new int[1];
            WarmBuilds.Result tcWarm = WarmBuilds.measure(() -> {
                TileCacheRef.Built b = TileCacheRef.build(geom, params, ts, 16);
                layerCount[0] = b.layers();
                return b.nanos() / 1e6;
            }, builds);
            int layers = layerCount[0];
            out.printf("[tiles] %s tile %d: cold builds' committed heap, MiB: ours %s, TileCache %s%n", name, ts,
                    runs(cold.oursHeap()), runs(cold.tileCacheHeap()));
            out.printf("[tiles] %s tile %d: ours %.0f ms cold (median of %s) / %.0f ms warm (%d tiles, %d triangles; %d builds,"
                            + " JIT %s), TileCache %.0f ms cold (median of %s) / %.0f ms warm (%d layers; %d builds, JIT %s):"
                            + " ratio %.2f cold, %.2f warm%n", name, ts, oursCold, runs(cold.ours()), oursWarm.best(),
                    tileCount, triangles, oursWarm.builds(), oursWarm.settled() ? "settled" : "not settled", tcCold,
                    runs(cold.tileCache()), tcWarm.best(), layers,
                    tcWarm.builds(), tcWarm.settled() ? "settled" : "not settled", oursCold / tcCold,
                    oursWarm.best() / tcWarm.best());
            sizes.append(sizes.length() > 1 ? "," : "").append(new JsonLine().put("tile_size", ts)
                    .put("tiles", tileCount).put("triangles", triangles)
                    .put("ours_ms_cold", oursCold, 1).raw("ours_ms_cold_runs", runs(cold.ours()))
                    .put("ours_ms_warm", oursWarm.best(), 1)
                    .put("ours_warm_builds", oursWarm.builds()).put("ours_warm_settled", oursWarm.settled())
                    .put("tilecache_layers", layers).put("tilecache_ms_cold", tcCold, 1)
                    .raw("tilecache_ms_cold_runs", runs(cold.tileCache()))
                    .raw("ours_heap_mb_cold_runs", runs(cold.oursHeap()))
                    .raw("tilecache_heap_mb_cold_runs", runs(cold.tileCacheHeap()))
                    .put("tilecache_ms_warm", tcWarm.best(), 1)
                    .put("tilecache_warm_builds", tcWarm.builds()).put("tilecache_warm_settled", tcWarm.settled()));
        }
        json.raw("sizes", sizes + "]");
        preTouched(name, file, tileSizes.get(0), cores, json);
        org.jme3navmesh.mesh.NavMesh single = single(name, soup, cfg, cores, Math.min(builds, 3), json);
        if (single != null) {
            seams(name, firstMesh, single, tileSizes.get(0), json);
        }
        if (!queries) {
            single = null; // only the query figures need it
        }
        int ts = tileSizes.get(0);
        if (queries) {
            threads(name, soup, cfg.withTileSize(ts), json);
            query(name, obj, tiledMeshes, single, json);
        }
        tiledMeshes.clear();
        single = null;
        firstMesh = null;
        peakHeap(name, soup, cfg.withTileSize(ts), cores, json);
        out.println(json);
    }

    /**
     * Cold builds with the child JVMs' heaps touched before the clock starts ({@link ColdBuild}: on the
     * shared machine a fresh heap page costs about 3.5 s per GB the first time it is written), at one tile
     * size: what is left of a cold build once the heap is no longer fresh memory, the compiler's warm-up.
     * Each child gets {@value #PRE_TOUCH_MB} MiB (or this JVM's limit if lower), the heap the issue bakes
     * the 1 km world in. Adds {@code cold_pretouched} to json.
     */
    private void preTouched(String name, Path file, int ts, int cores, JsonLine json) throws Exception {
        long mb = Math.min(PRE_TOUCH_MB, Runtime.getRuntime().maxMemory() / (1024 * 1024));
        ColdBuild.Pair p = ColdBuild.paired(file, ts, cores, COLD_RUNS, mb);
        double ratio = p.oursMedian() / p.tileCacheMedian();
        out.printf("[tiles] %s tile %d, heap of %d MiB touched before the clock: ours %.0f ms cold (median of %s),"
                        + " TileCache %.0f ms (median of %s): ratio %.2f%n", name, ts, mb, p.oursMedian(), runs(p.ours()),
                p.tileCacheMedian(), runs(p.tileCache()), ratio);
        json.raw("cold_pretouched", new JsonLine().put("tile_size", ts).put("heap_mb", mb)
                .put("ours_ms", p.oursMedian(), 1).raw("ours_ms_runs", runs(p.ours()))
                .put("tilecache_ms", p.tileCacheMedian(), 1).raw("tilecache_ms_runs", runs(p.tileCache()))
                .put("ratio", ratio, 2).toString());
    }

    /** Heap of the pre-touched cold builds' JVMs, MiB: the heap for the 1 km world. */
    static final long PRE_TOUCH_MB = 2048;

    /** Milliseconds as a JSON array, whole. */
    static String runs(double[] ms) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < ms.length; i++) {
            b.append(i > 0 ? "," : "").append(Math.round(ms[i]));
        }
        return b.append(']').toString();
    }

    /**
     * Our bake without tiles, cold and warm, for the cost of tiling; skipped when it needs more heap
     * than there is.
     *
     * @return the mesh, or null when skipped
     */
    private org.jme3navmesh.mesh.NavMesh single(String name, SceneTriangles soup, BakeConfig cfg, int cores,
                                                int builds, JsonLine json) {
        double cold = 0, warm = Double.POSITIVE_INFINITY;
        int tris = 0;
        org.jme3navmesh.mesh.NavMesh mesh = null;
        try {
            for (int k = 0; k < builds; k++) {
                mesh = null;
                long t0 = System.nanoTime();
                mesh = bake(soup, cfg, cores).navMesh();
                tris = mesh.triangleCount();
                double ms = (System.nanoTime() - t0) / 1e6;
                if (k == 0) {
                    cold = ms;
                } else {
                    warm = Math.min(warm, ms);
                }
            }
        } catch (BakeMemoryException e) {
            out.printf("[tiles] %s without tiles: skipped (%s)%n", name, e.getMessage());
            json.put("single_skipped", e.getMessage());
            return null;
        }
        out.printf("[tiles] %s without tiles: %.0f ms cold / %.0f ms warm (%d triangles)%n", name, cold, warm, tris);
        json.put("single_ms_cold", cold, 1).put("single_ms_warm", warm, 1).put("single_triangles", tris);
        return mesh;
    }

    /**
     * Paths across the seams: the same pairs (points drawn on the single mesh, by area) on the tiled
     * mesh and on the single one; the tiled paths' lengths against the single mesh's and against
     * the true shortest path on the tiled mesh ({@link QueryBench#check}).
     */
    private void seams(String name, org.jme3navmesh.mesh.NavMesh tiled, org.jme3navmesh.mesh.NavMesh single,
                       int tileSize, JsonLine json) {
        float[] p = meshPairs(single, pairs, seed);
        QueryBench.Result r = QueryBench.run(name, p, new OursEngine(tiled), new OursEngine(single), tiled, null, 1, 1);
        out.printf("[tiles] %s seams (tile %d vs one mesh, %d pairs): %d found on both, %d tiled only, %d single only;"
                        + " length ratio %.4f; %.1f%% of tiled paths within 1%% of the shortest (%d checked)%n", name,
                tileSize, r.pairs(), r.bothFound(), r.onlyA(), r.onlyB(), r.lengthRatio(), 100 * r.a().withinShare(),
                r.a().oracleChecked());
        json.put("seams_pairs", r.pairs()).put("seams_both_found", r.bothFound()).put("seams_tiled_only", r.onlyA())
                .put("seams_single_only", r.onlyB()).put("seams_length_ratio", r.lengthRatio(), 4)
                .put("seams_within_1pct", r.a().withinShare(), 4);
    }

    /** Start and goal points (6 floats per pair) drawn on a mesh's triangles, by area, seeded. */
    static float[] meshPairs(org.jme3navmesh.mesh.NavMesh mesh, int n, long seed) {
        float[] v = mesh.vertexArray();
        int[] t = mesh.triangleArray();
        int tris = t.length / 3;
        double[] cum = new double[tris];
        double total = 0;
        for (int i = 0; i < tris; i++) {
            int a = 3 * t[3 * i], b = 3 * t[3 * i + 1], c = 3 * t[3 * i + 2];
            double ux = v[b] - v[a], uz = v[b + 2] - v[a + 2], wx = v[c] - v[a], wz = v[c + 2] - v[a + 2];
            total += 0.5 * Math.abs(ux * wz - uz * wx);
            cum[i] = total;
        }
        java.util.Random rnd = new java.util.Random(seed);
        float[] out = new float[6 * n];
        for (int k = 0; k < 2 * n; k++) {
            int i = java.util.Arrays.binarySearch(cum, rnd.nextDouble() * total);
            i = Math.min(tris - 1, i < 0 ? -i - 1 : i);
            double r1 = rnd.nextDouble(), r2 = rnd.nextDouble();
            if (r1 + r2 > 1) {
                r1 = 1 - r1;
                r2 = 1 - r2;
            }
            int a = 3 * t[3 * i], b = 3 * t[3 * i + 1], c = 3 * t[3 * i + 2];
            for (int d = 0; d < 3; d++) {
                out[3 * k + d] = (float) (v[a + d] + r1 * (v[b + d] - v[a + d]) + r2 * (v[c + d] - v[a + d]));
            }
        }
        return out;
    }

    private static BakeResult bake(SceneTriangles soup, BakeConfig cfg, int threads) {
        return new NavMeshBaker(threads).bake(new TriangleSceneSampler(soup), cfg, BakeProgressListener.NONE,
                () -> false);
    }

    /** Wall and CPU time of the bake on 1 and 2 workers ({@link ThreadSpeedup}). */
    private void threads(String name, SceneTriangles soup, BakeConfig cfg, JsonLine json) {
        ThreadSpeedup.Result r = ThreadSpeedup.measure(soup, cfg);
        out.printf("[tiles] %s tile %d threads (median of %d, after %d warm-up pairs, JIT %s; %d ms of JIT while"
                        + " timed): 1 thread %.0f ms (bake threads' cpu %.0f ms, process cpu %.0f ms), 2 threads %.0f ms"
                        + " (bake threads' cpu %.0f ms of which %.1f ms on the calling thread, process cpu %.0f ms):"
                        + " speedup %.2f%n", name, cfg.tileSize(),
                r.rounds(), r.warmPairs(), r.settled() ? "settled" : "not settled", r.jitMs(), r.wall()[0],
                r.bakeCpu()[0], r.processCpu()[0], r.wall()[1], r.bakeCpu()[1], r.callerCpu()[1], r.processCpu()[1],
                r.speedup());
        json.put("threads_tile_size", cfg.tileSize()).put("threads_warm_pairs", r.warmPairs())
                .put("threads_jit_settled", r.settled()).put("threads_jit_ms_timed", r.jitMs())
                .put("ms_1_thread", r.wall()[0], 1).put("bake_cpu_ms_1_thread", r.bakeCpu()[0], 1)
                .put("cpu_ms_1_thread", r.processCpu()[0], 1)
                .put("ms_2_threads", r.wall()[1], 1).put("bake_cpu_ms_2_threads", r.bakeCpu()[1], 1)
                .put("caller_cpu_ms_2_threads", r.callerCpu()[1], 1)
                .put("cpu_ms_2_threads", r.processCpu()[1], 1)
                .put("speedup_2_threads", r.speedup(), 2);
    }

    /**
     * Path queries on our tiled mesh at each tile size against recast4j's mesh of the same scene, both
     * its single mesh and its TileCache's NavMesh at the same tile size; then, at the first tile size
     * and on the same pairs, against our single mesh (when there is one): the cost of the seams, a
     * ratio of two runs of our own query that does not move with how far the JIT has got with
     * recast4j's.
     *
     * @param tiled  our tiled meshes, one per tile size in {@link #tileSizes}' order; not null, unaffected
     * @param single our mesh of the scene without tiles, or null to skip the last figure
     */
    private void query(String name, ObjMesh obj, List<org.jme3navmesh.mesh.NavMesh> tiled,
                       org.jme3navmesh.mesh.NavMesh single, JsonLine json) throws IOException {
        RecastEngine.Baked theirs = RecastEngine.bake(RecastEngine.input(obj), params);
        float[] p = RecastEngine.randomPoints(theirs.navMesh(), pairs, seed);
        org.jme3navmesh.mesh.NavMesh theirsAsTriangles = RecastEngine.toTriangleMesh(theirs.polyMesh());
        StringBuilder bySize = new StringBuilder("[");
        for (int k = 0; k < tiled.size(); k++) {
            int tileSize = tileSizes.get(k);
            org.jme3navmesh.mesh.NavMesh ours = tiled.get(k);
            QueryBench.Result r = QueryBench.run(name, p, new OursEngine(ours),
                    new RecastEngine.Query(theirs.navMesh(), AgentParams.HALF_EXTENTS), ours, theirsAsTriangles,
                    3, 3000, 5, QueryBench.BLOCK);
            out.printf("[tiles] %s query on the tiled mesh (tile %d, %d triangles): ours %.1f us, recast4j %.1f us"
                            + " (median): ratio %.2f; length ratio %.3f, %.1f%% of ours within 1%% of the shortest%n",
                    name, tileSize, ours.triangleCount(), r.a().usMedian(), r.b().usMedian(), r.timeRatio(),
                    r.lengthRatio(), 100 * r.a().withinShare());
            // recast4j's query on its own tiled mesh: the TileCache's NavMesh at the same tile size (same pairs)
            org.recast4j.detour.NavMesh theirsTiled = TileCacheRef.build(new CachedGeom(obj), params, tileSize, 16)
                    .cache().getNavMesh();
            QueryBench.Result rt = QueryBench.run(name, p, new OursEngine(ours),
                    new RecastEngine.Query(theirsTiled, AgentParams.HALF_EXTENTS), null, null, 3, 3000, 5,
                    QueryBench.BLOCK);
            out.printf("[tiles] %s query on the tiled meshes (tile %d; recast4j on its TileCache's NavMesh): ours"
                            + " %.1f us, recast4j %.1f us (median): ratio %.2f; found %d / %d%n", name, tileSize,
                    rt.a().usMedian(), rt.b().usMedian(), rt.timeRatio(), rt.a().found(), rt.b().found());
            if (k == 0) {
                json.put("query_us_ours", r.a().usMedian(), 2).put("query_us_recast", r.b().usMedian(), 2)
                        .put("query_ratio", r.timeRatio(), 3).put("query_length_ratio", r.lengthRatio(), 4)
                        .put("query_within_1pct", r.a().withinShare(), 4)
                        .put("query_us_recast_tiled", rt.b().usMedian(), 2).put("query_ratio_tiled", rt.timeRatio(), 3);
            }
            bySize.append(k > 0 ? "," : "").append(new JsonLine().put("tile_size", tileSize)
                    .put("triangles", ours.triangleCount()).put("us_ours", r.a().usMedian(), 2)
                    .put("us_recast", r.b().usMedian(), 2).put("ratio", r.timeRatio(), 3)
                    .put("within_1pct", r.a().withinShare(), 4).put("us_recast_tiled", rt.b().usMedian(), 2)
                    .put("ratio_tiled", rt.timeRatio(), 3));
        }
        json.raw("queries_by_tile_size", bySize + "]");
        if (single == null || tiled.isEmpty()) {
            return;
        }
        int tileSize = tileSizes.get(0);
        QueryBench.Result own = QueryBench.run(name, p, new OursEngine(tiled.get(0)), new OursEngine(single), null,
                null, 3, 1000, 5, QueryBench.BLOCK);
        out.printf("[tiles] %s query on the tiled mesh (tile %d) against our single mesh: %.1f us / %.1f us (median):"
                + " ratio %.2f%n", name, tileSize, own.a().usMedian(), own.b().usMedian(), own.timeRatio());
        json.put("query_us_single", own.b().usMedian(), 2).put("query_tiled_vs_single", own.timeRatio(), 3);
    }

    /** Peak heap (all heap pools) during one more bake, after a GC. */
    private void peakHeap(String name, SceneTriangles soup, BakeConfig cfg, int cores, JsonLine json) {
        System.gc();
        List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans();
        for (MemoryPoolMXBean pool : pools) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
        bake(soup, cfg, cores);
        long peak = 0;
        for (MemoryPoolMXBean pool : pools) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        long max = Runtime.getRuntime().maxMemory();
        out.printf("[tiles] %s tile %d peak heap: %d MB (max heap %d MB; sum of the heap pools' peaks)%n", name,
                cfg.tileSize(), peak >> 20, max >> 20);
        json.put("peak_heap_mb", peak >> 20).put("max_heap_mb", max >> 20);
    }
}
