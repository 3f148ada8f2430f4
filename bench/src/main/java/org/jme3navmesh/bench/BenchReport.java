package org.jme3navmesh.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.bake.BakeResult;

/**
 * The benchmark report: a compact table per part with the targets marked PASS / MISS, then one JSON
 * line per scene (bake, query and same-mesh figures) and one each for alloc and throughput.
 */
final class BenchReport {
    /** Allocation per query still counted as "nothing beyond the result" (JMH noise, rare growth). */
    static final double MAX_BYTES_PER_QUERY = 16;
    /** Worst paths over the 1% slack listed per scene (end points to reproduce them). */
    static final int MISSES_SHOWN = 3;

    private final BenchOptions opt;
    private final AgentParams params;
    private final BenchResults results;

    BenchReport(BenchOptions opt, AgentParams params, BenchResults results) {
        this.opt = Objects.requireNonNull(opt, "opt");
        this.params = Objects.requireNonNull(params, "params");
        this.results = Objects.requireNonNull(results, "results");
    }

    private static String mark(boolean pass) {
        return pass ? "PASS" : "MISS";
    }

    private static String f(double v, int decimals) {
        return Double.isNaN(v) ? "n/a" : String.format("%." + decimals + "f", v);
    }

    private static String pct(double share) {
        return Double.isNaN(share) ? "n/a" : String.format("%.1f%%", 100 * share);
    }

    /** Prints the tables, then the JSON lines. */
    void print(PrintStream out, double seconds) {
        int cpus = Runtime.getRuntime().availableProcessors();
        out.println();
        out.printf("=== jme3-navmesh vs recast4j 1.5.5, same run; cell %.2f, agent radius %.1f height %.1f step %.1f"
                        + " slope %.0f; %d cpus, load %s; %.0f s%n", params.cellSize(), params.agentRadius(),
                params.agentHeight(), params.maxClimb(), params.maxSlopeDeg(), cpus, loadAverage(), seconds);
        if (!results.bakes.isEmpty()) {
            out.printf("%nBAKE (median of %d timed bakes after %d warm-up; ratio = ours / recast4j)%n", opt.bakeRuns,
                    opt.bakeWarmup);
            out.printf("%-11s %9s %9s %12s %10s %14s %14s %17s%n", "scene", "ours ms", "r4j ms", "time [<=1.0]",
                    "ours tris", "r4j tris(poly)", "tris [<=3.0]", "walkable m2 o/r");
            for (BakeBench.Result r : results.bakes.values()) {
                out.printf("%-11s %9.0f %9.0f %7.2f %4s %10d %8d(%4d) %8.2f %4s %8.0f/%-8.0f%n", r.scene(), r.msA(),
                        r.msB(), r.timeRatio(), mark(r.timeRatio() <= 1.0), r.trianglesA(), r.trianglesB(),
                        r.polygonsB(), r.triangleRatio(), mark(r.triangleRatio() <= 3.0),
                        r.lastA().triMesh().walkableArea(), r.lastB().triMesh().walkableArea());
            }
            out.printf("(walkable m2: XZ area of each engine's mesh; Recast erodes by whole cells and its ledge filter"
                    + " drops slopes steeper than about atan(climb / 2 cells))%n");
            for (BakeBench.Result r : results.bakes.values()) {
                if (r.lastA().native_() instanceof BakeResult br) {
                    StringBuilder sb = new StringBuilder();
                    br.stageMillis().forEach((k, v) -> sb.append(' ').append(k).append(' ').append(f(v, 0)));
                    out.printf("ours stages, %s (ms, last bake):%s%n", r.scene(), sb);
                }
            }
        }
        if (!results.queries.isEmpty()) {
            out.printf("%nQUERY (%d pairs from recast4j findRandomPoint, seed %d; single thread; per-query median over"
                    + " %d timed passes after >= %d warm-up passes and %.1f s; engines alternate every %d pairs)%n",
                    opt.pairs, opt.seed, opt.queryPasses, opt.queryWarmup, opt.queryWarmupMillis / 1000.0, QueryBench.BLOCK);
            out.printf("%-11s %15s %15s %12s %11s %11s %9s %15s %12s %7s%n", "scene", "ours us med/avg", "r4j us med/avg",
                    "time [<=0.5]", "found o/r", "partial o/r", "only o/r", "XZ len o/r", "len [<=0.99]", "3D len");
            for (QueryBench.Result r : results.queries.values()) {
                out.printf("%-11s %7s/%-7s %7s/%-7s %7s %4s %5d/%-5d %5d/%-5d %4d/%-4d %7s/%-7s %7s %4s %7s%n",
                        r.scene(), f(r.a().usMedian(), 1), f(r.a().usMean(), 1), f(r.b().usMedian(), 1),
                        f(r.b().usMean(), 1), f(r.timeRatio(), 3), mark(r.timeRatio() <= 0.5), r.a().found(),
                        r.b().found(), r.a().partial(), r.b().partial(), r.onlyA(), r.onlyB(),
                        f(r.a().meanLenBoth(), 2), f(r.b().meanLenBoth(), 2), f(r.lengthRatio(), 4),
                        mark(r.lengthRatio() <= 0.99), f(r.length3dRatio(), 4));
            }
            out.printf("(lengths: mean over pairs both engines FOUND; XZ = projected on the ground plane, the primary"
                    + " figure; 3D = along the waypoints, both engines' defaults: the path's corners)%n");
            out.printf("%nSHORTEST (FOUND paths vs the true shortest path on the engine's own mesh, lengths in XZ,"
                    + " visibility graph walked over the surface, so layers stay apart)%n");
            out.printf("%-11s %22s %8s %9s %24s %9s%n", "scene", "ours <=1% longer [99%]", "worst", "n/a", "r4j <=1% longer",
                    "worst");
            for (QueryBench.Result r : results.queries.values()) {
                if (r.a().oracleChecked() == 0 && r.b().oracleChecked() == 0) {
                    out.printf("%-11s %22s%n", r.scene(), "not checked");
                    continue;
                }
                out.printf("%-11s %7s %4d/%-4d %4s %8s %9d %14s %4d/%-4d %9s%n", r.scene(),
                        pct(r.a().withinShare()), r.a().oracleWithin(), r.a().oracleChecked(),
                        mark(r.a().withinShare() >= 0.99), f(r.a().oracleWorst(), 4), r.a().oracleNa(),
                        pct(r.b().withinShare()), r.b().oracleWithin(), r.b().oracleChecked(), f(r.b().oracleWorst(), 4));
            }
            for (QueryBench.Result r : results.queries.values()) {
                List<QueryBench.Miss> misses = r.a().misses();
                for (int i = 0; i < Math.min(MISSES_SHOWN, misses.size()); i++) {
                    QueryBench.Miss m = misses.get(i);
                    out.printf("  ours >1%%, %s pair %d: (%.3f, %.3f, %.3f) -> (%.3f, %.3f, %.3f) length %.2f, shortest %.2f%n",
                            r.scene(), m.pair(), m.sx(), m.sy(), m.sz(), m.gx(), m.gy(), m.gz(), m.length(), m.shortest());
                }
            }
        }
        if (!results.sameMesh.isEmpty()) {
            out.printf("%nSAME MESH (diagnostic: our query on recast4j's polygon mesh, triangulated, vs recast4j;"
                    + " isolates the query algorithm from the bake)%n");
            out.printf("%-11s %15s %15s %8s %11s %15s %8s %18s %18s%n", "scene", "ours us med/avg", "r4j us med/avg",
                    "time", "found o/r", "XZ len o/r", "len", "ours <=1% (worst)", "r4j <=1% (worst)");
            for (QueryBench.Result r : results.sameMesh.values()) {
                out.printf("%-11s %7s/%-7s %7s/%-7s %8s %5d/%-5d %7s/%-7s %8s %8s (%-7s) %8s (%-7s)%n", r.scene(),
                        f(r.a().usMedian(), 1), f(r.a().usMean(), 1), f(r.b().usMedian(), 1), f(r.b().usMean(), 1),
                        f(r.timeRatio(), 3), r.a().found(), r.b().found(), f(r.a().meanLenBoth(), 2),
                        f(r.b().meanLenBoth(), 2), f(r.lengthRatio(), 4), pct(r.a().withinShare()),
                        f(r.a().oracleWorst(), 3), pct(r.b().withinShare()), f(r.b().oracleWorst(), 3));
            }
        }
        if (results.alloc != null) {
            AllocBench.Result a = results.alloc;
            out.printf("%nALLOC (JMH -prof gc, %s, steady state, PathResult reused; gc.alloc.rate.norm)%n", a.scene());
            out.printf("ours %s B/op [~0: no more than its result] %s   recast4j %s B/op   (ours with a new PathResult"
                            + " per query: %s B/op)%n", f(a.oursBytes(), 1),
                    mark(a.oursBytes() <= MAX_BYTES_PER_QUERY), f(a.recastBytes(), 0), f(a.oursNewResultBytes(), 0));
        }
        if (results.throughput != null) {
            ThroughputBench.Result t = results.throughput;
            out.printf("%nTHROUGHPUT (PathService, %s, batches of %d requests, median of %d)%n", t.scene(),
                    t.batchRequests(), t.batches());
            out.printf("1 thread %.0f q/s, 2 threads %.0f q/s: %.2fx [>=1.8] %s%n", t.qps1(), t.qps2(), t.speedup(),
                    mark(t.speedup() >= 1.8));
            out.printf("(load-independent estimate from the workers' CPU time: %.2fx; machine control, plain"
                    + " NavMeshQuery on 2 threads without the service: %.2fx)%n", t.cpuSpeedup(), t.rawSpeedup());
        }
        out.println();
        for (String line : jsonLines()) {
            out.println(line);
        }
        out.flush();
    }

    private List<String> jsonLines() {
        List<String> lines = new ArrayList<>();
        LinkedHashSet<String> names = new LinkedHashSet<>(results.bakes.keySet());
        names.addAll(results.queries.keySet());
        for (String name : names) {
            StringBuilder sb = new StringBuilder("{\"scene\":\"").append(name).append('"');
            BakeBench.Result b = results.bakes.get(name);
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
            QueryBench.Result q = results.queries.get(name);
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
            QueryBench.Result sm = results.sameMesh.get(name);
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
        if (results.alloc != null) {
            AllocBench.Result a = results.alloc;
            lines.add("{\"alloc\":{\"scene\":\"" + a.scene() + "\",\"ours_bytes_per_op\":" + j(a.oursBytes())
                    + ",\"recast_bytes_per_op\":" + j(a.recastBytes()) + ",\"ours_us_per_op\":" + j(a.oursMicros())
                    + ",\"recast_us_per_op\":" + j(a.recastMicros())
                    + ",\"ours_new_result_bytes_per_op\":" + j(a.oursNewResultBytes()) + "}}");
        }
        if (results.throughput != null) {
            ThroughputBench.Result t = results.throughput;
            lines.add("{\"throughput\":{\"scene\":\"" + t.scene() + "\",\"qps_1_thread\":" + j(t.qps1())
                    + ",\"qps_2_threads\":" + j(t.qps2()) + ",\"speedup\":" + j(t.speedup())
                    + ",\"raw_speedup\":" + j(t.rawSpeedup()) + ",\"cpu_time_speedup\":" + j(t.cpuSpeedup()) + "}}");
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
