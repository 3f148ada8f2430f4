package org.jme3navmesh.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.AtomicFileWriter;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathStatus;
import org.jme3navmesh.query.QueryFilter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code bench}: bakes a scene, then times query pairs on one thread: per pair, the nearest point
 * of both ends, the path and the funnel. Three untimed warm-up passes, then five timed ones.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Bake a scene and time path queries from a CSV of pairs. Prints one JSON line.")
final class BenchCommand implements Callable<Integer> {
    static final int WARMUP_PASSES = 3;
    static final int TIMED_PASSES = 5;

    @Mixin
    BakeOptions bake = new BakeOptions();

    @Option(names = "--pairs", required = true, paramLabel = "PAIRS.csv", description = "One query per line: sx,sy,sz,gx,gy,gz; '#' starts a comment line.")
    Path pairsFile;

    @Option(names = "--paths-out", paramLabel = "OUT.csv", description = "Write STATUS,LENGTH,x y z;x y z;... per pair, in input order.")
    Path pathsOut;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (pathsOut != null) {
            OutputFiles.checkWritable("--paths-out", pathsOut);
        }
        QueryPairs pairs = QueryPairs.read(pairsFile);
        BakeResult baked = SceneBaking.bake(bake.scene, bake.config(), bake.threads(), ProgressBar.forStderr(),
                spec.commandLine().getErr());
        NavMesh mesh = baked.navMesh();
        NavMeshQuery query = new NavMeshQuery(mesh);
        QueryFilter filter = QueryFilter.defaults();
        PathResult result = new PathResult();
        float[] p = new float[3];
        float[] goal = new float[3];
        float[] c = pairs.coords;
        int n = pairs.count;
        for (int pass = 0; pass < WARMUP_PASSES; pass++) {
            for (int i = 0; i < n; i++) {
                runQuery(query, c, i, filter, result, p, goal);
            }
        }
        long[] nanos = new long[n * TIMED_PASSES];
        PathStatus[] status = new PathStatus[n];
        float[] lengths = new float[n];
        String[] paths = pathsOut == null ? null : new String[n];
        for (int pass = 0; pass < TIMED_PASSES; pass++) {
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                runQuery(query, c, i, filter, result, p, goal);
                nanos[pass * n + i] = System.nanoTime() - t0;
                if (pass == 0) {
                    status[i] = result.status();
                    lengths[i] = result.status().hasPath() ? result.length() : 0f;
                    if (paths != null) {
                        paths[i] = pathLine(result);
                    }
                }
            }
        }
        int found = 0, partial = 0, failed = 0;
        double sumLen = 0;
        for (int i = 0; i < n; i++) {
            if (status[i] == PathStatus.FOUND) {
                found++;
                sumLen += lengths[i];
            } else if (status[i] == PathStatus.PARTIAL) {
                partial++;
            } else {
                failed++;
            }
        }
        Arrays.sort(nanos);
        double medianUs = (nanos.length % 2 == 1 ? nanos[nanos.length / 2]
                : (nanos[nanos.length / 2 - 1] + nanos[nanos.length / 2]) / 2.0) / 1000.0;
        if (paths != null) {
            AtomicFileWriter.write(pathsOut, o -> {
                Writer w = new BufferedWriter(new OutputStreamWriter(o, StandardCharsets.UTF_8));
                for (String line : paths) {
                    w.write(line);
                    w.write(System.lineSeparator());
                }
                w.flush();
            });
        }
        spec.commandLine().getOut().println(new Json()
                .put("scene", bake.scene.toString())
                .put("cell", bake.cell)
                .put("triangles", mesh.triangleCount())
                .put("bake_ms", baked.totalMillis())
                .put("tiles", baked.tiles() == null ? 1 : baked.tiles().tileCount())
                .put("pairs", n)
                .put("found", found)
                .put("partial", partial)
                .put("failed", failed)
                .put("us_per_query_median", medianUs)
                .put("mean_len_found", found == 0 ? Double.NaN : sumLen / found)); // NaN prints as null
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * Nearest point of both ends, then path and funnel from the snapped points, like an agent's
     * request. A goal off the mesh is passed as given, so the goal policy applies.
     *
     * @param p    scratch for the snapped start, 3 floats; modified
     * @param goal scratch for the snapped goal, 3 floats; modified
     */
    private static void runQuery(NavMeshQuery q, float[] c, int i, QueryFilter filter, PathResult out, float[] p,
                                 float[] goal) {
        int o = 6 * i;
        int st = q.findNearest(c[o], c[o + 1], c[o + 2], NavMeshQuery.DEFAULT_HALF_X, NavMeshQuery.DEFAULT_HALF_Y,
                NavMeshQuery.DEFAULT_HALF_Z, filter, p);
        int gt = q.findNearest(c[o + 3], c[o + 4], c[o + 5], NavMeshQuery.DEFAULT_HALF_X, NavMeshQuery.DEFAULT_HALF_Y,
                NavMeshQuery.DEFAULT_HALF_Z, filter, goal);
        if (st < 0) {
            // START_OFF_MESH, reported by the query itself.
            q.findPath(c[o], c[o + 1], c[o + 2], c[o + 3], c[o + 4], c[o + 5], filter, GoalPolicy.NEAREST_REACHABLE, out);
            return;
        }
        float gx = gt < 0 ? c[o + 3] : goal[0];
        float gy = gt < 0 ? c[o + 4] : goal[1];
        float gz = gt < 0 ? c[o + 5] : goal[2];
        q.findPath(st, p[0], p[1], p[2], gt, gx, gy, gz, filter, GoalPolicy.NEAREST_REACHABLE, out);
    }

    static String pathLine(PathResult r) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.status().name()).append(',')
                .append(String.format(Locale.ROOT, "%.4f", r.status().hasPath() ? r.length() : 0f)).append(',');
        for (int k = 0; k < r.waypointCount(); k++) {
            if (k > 0) {
                sb.append(';');
            }
            sb.append(String.format(Locale.ROOT, "%.4f %.4f %.4f", r.waypointX(k), r.waypointY(k), r.waypointZ(k)));
        }
        return sb.toString();
    }
}
