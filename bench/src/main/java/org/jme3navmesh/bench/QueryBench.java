package org.jme3navmesh.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.jme3navmesh.testkit.WalkableSurface;

/**
 * Same-run, single-thread comparison of two path engines over the same query pairs.
 *
 * <p>Each pass runs every pair once on each engine, in blocks of {@link #BLOCK} pairs with the
 * engines alternating block by block, so background load hits both alike; warm-up passes are not
 * timed. A query's time is the median over the timed passes; the report gives the median and mean of
 * those per-query times. Path lengths are computed by the benchmark from the waypoints of the last
 * pass, identically for both engines: in the XZ plane (the primary figure: independent of how an
 * engine samples heights along a segment) and in 3D along the waypoints.
 *
 * <p>Optimality check (when a mesh is given): the engine's path length in the XZ plane against the
 * true shortest XZ path between its own first and last waypoint on its own mesh
 * ({@link ShortestPathOracle}; multi-layer meshes included).
 */
public final class QueryBench {
    /** Relative excess over the true shortest path still counted as optimal (1%). */
    public static final double OPTIMAL_SLACK = 0.01;
    /** Pairs an engine runs in a row before the other engine takes over. */
    public static final int BLOCK = 10;

    private QueryBench() {
    }

    /** Per-engine figures of one scene. */
    public record Side(String engine, double usMedian, double usMean, double usP90, int found, int partial,
                       int startOff, int failed, double meanLenBoth, double meanLen3dBoth, int oracleChecked, int oracleWithin,
                       double oracleWorst, int oracleNa, List<Miss> misses) {
        /** Share (0..1) of checked pairs within 1% of the true shortest path; NaN when none checked. */
        public double withinShare() {
            return oracleChecked == 0 ? Double.NaN : (double) oracleWithin / oracleChecked;
        }
    }

    /** The comparison on one scene; {@code a} is the engine under test, {@code b} the reference. */
    public record Result(String scene, int pairs, int bothFound, int onlyA, int onlyB, Side a, Side b,
                         double oracleMillis) {
        /** Query time ratio a / b on medians. */
        public double timeRatio() { return a.usMedian / b.usMedian; }

        /** Mean path length ratio a / b on pairs both find, lengths in XZ. */
        public double lengthRatio() { return a.meanLenBoth / b.meanLenBoth; }

        /** Mean path length ratio a / b on pairs both find, 3D lengths along the waypoints. */
        public double length3dRatio() { return a.meanLen3dBoth / b.meanLen3dBoth; }
    }

    /**
     * Runs the comparison.
     *
     * @param pairs   6 floats per pair (start x, y, z, goal x, y, z), world metres; not modified
     * @param meshA   engine a's mesh as triangles for the optimality check, or null to skip it
     * @param meshB   engine b's mesh as triangles for the optimality check, or null to skip it
     * @param warmup  untimed passes, &gt;= 0
     * @param timed   timed passes, &gt;= 1
     */
    public static Result run(String scene, float[] pairs, PathEngine a, PathEngine b, NavMesh meshA, NavMesh meshB,
                             int warmup, int timed) {
        return run(scene, pairs, a, b, meshA, meshB, warmup, 0, timed, BLOCK);
    }

    /**
     * As {@link #run(String, float[], PathEngine, PathEngine, NavMesh, NavMesh, int, int)}, warming
     * up for at least {@code warmupMillis} as well as {@code warmup} passes (the JIT and the heap
     * settle slowly, recast4j's allocation-heavy query especially), with another block size (pairs
     * an engine runs before the other takes over), &gt;= 1.
     */
    public static Result run(String scene, float[] pairs, PathEngine a, PathEngine b, NavMesh meshA, NavMesh meshB,
                             int warmup, long warmupMillis, int timed, int block) {
        if (block < 1) {
            throw new IllegalArgumentException("block must be >= 1, got " + block);
        }
        if (warmupMillis < 0) {
            throw new IllegalArgumentException("warmupMillis must be >= 0, got " + warmupMillis);
        }
        Objects.requireNonNull(pairs, "pairs");
        if (pairs.length % 6 != 0 || pairs.length == 0) {
            throw new IllegalArgumentException("pairs must hold 6 floats per pair, got " + pairs.length);
        }
        if (warmup < 0 || timed < 1) {
            throw new IllegalArgumentException("need warmup >= 0 and timed >= 1, got " + warmup + ", " + timed);
        }
        int n = pairs.length / 6;
        double[][] ta = new double[timed][n], tb = new double[timed][n];
        PathRecord[] ra = new PathRecord[n], rb = new PathRecord[n];
        long warmupEnd = System.nanoTime() + warmupMillis * 1_000_000L;
        for (int w = 0; w < warmup || System.nanoTime() < warmupEnd; w++) {
            for (int from = 0, blk = 0; from < n; from += block, blk++) {
                int to = Math.min(n, from + block);
                boolean aFirst = (blk + w) % 2 == 0;
                block(aFirst ? a : b, pairs, from, to, null, null);
                block(aFirst ? b : a, pairs, from, to, null, null);
            }
        }
        for (int pass = 0; pass < timed; pass++) {
            double[] da = ta[pass], db = tb[pass];
            boolean last = pass == timed - 1;
            // blocks of pairs, engines alternating block by block (and who goes first alternating
            // too): both see the same background load, while each still runs several queries in a row
            for (int from = 0, blk = 0; from < n; from += block, blk++) {
                int to = Math.min(n, from + block);
                if ((blk + pass) % 2 == 0) {
                    block(a, pairs, from, to, da, last ? ra : null);
                    block(b, pairs, from, to, db, last ? rb : null);
                } else {
                    block(b, pairs, from, to, db, last ? rb : null);
                    block(a, pairs, from, to, da, last ? ra : null);
                }
            }
        }
        double[] perA = perQueryMedian(ta, n), perB = perQueryMedian(tb, n);
        int both = 0, onlyA = 0, onlyB = 0;
        double sumA = 0, sumB = 0, sum3A = 0, sum3B = 0;
        for (int i = 0; i < n; i++) {
            boolean fa = ra[i].status() == PathRecord.FOUND, fb = rb[i].status() == PathRecord.FOUND;
            if (fa && fb) {
                both++;
                sumA += ra[i].lengthXZ();
                sumB += rb[i].lengthXZ();
                sum3A += ra[i].length3d();
                sum3B += rb[i].length3d();
            } else if (fa) {
                onlyA++;
            } else if (fb) {
                onlyB++;
            }
        }
        long o0 = System.nanoTime();
        OracleCheck oa = check(meshA, ra), ob = check(meshB, rb);
        double oracleMs = (System.nanoTime() - o0) / 1e6;
        return new Result(scene, n, both, onlyA, onlyB,
                side(a.name(), perA, ra, both == 0 ? Double.NaN : sumA / both, both == 0 ? Double.NaN : sum3A / both, oa),
                side(b.name(), perB, rb, both == 0 ? Double.NaN : sumB / both, both == 0 ? Double.NaN : sum3B / both, ob),
                oracleMs);
    }

    private static void block(PathEngine e, float[] p, int from, int to, double[] times, PathRecord[] keep) {
        for (int i = from; i < to; i++) {
            int k = 6 * i;
            long t0 = System.nanoTime();
            e.query(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
            long t1 = System.nanoTime();
            if (times != null) {
                times[i] = (t1 - t0) / 1e3;
            }
            if (keep != null) {
                keep[i] = new PathRecord();
                e.export(keep[i]);
            }
        }
    }

    private static double[] perQueryMedian(double[][] t, int n) {
        double[] out = new double[n], col = new double[t.length];
        for (int i = 0; i < n; i++) {
            for (int p = 0; p < t.length; p++) {
                col[p] = t[p][i];
            }
            out[i] = Stats.median(col);
        }
        return out;
    }

    private static Side side(String name, double[] us, PathRecord[] r, double meanLenBoth, double meanLen3dBoth,
                             OracleCheck oracle) {
        int found = 0, partial = 0, off = 0, failed = 0;
        for (PathRecord p : r) {
            switch (p.status()) {
                case PathRecord.FOUND -> found++;
                case PathRecord.PARTIAL -> partial++;
                case PathRecord.START_OFF_MESH -> off++;
                default -> failed++;
            }
        }
        return new Side(name, Stats.median(us), Stats.mean(us), Stats.quantile(us, us.length, 0.9), found, partial,
                off, failed, meanLenBoth, meanLen3dBoth, oracle.checked(), oracle.within(), oracle.worst(), oracle.na(),
                oracle.misses());
    }

    /** Outcome of the optimality check of one engine's found paths. */
    public record OracleCheck(int checked, int within, int na, double worst, List<Miss> misses) {
        static final OracleCheck NONE = new OracleCheck(0, 0, 0, Double.NaN, List.of());
    }

    /**
     * A path more than {@link #OPTIMAL_SLACK} longer than the shortest one: pair index, its end
     * points on the mesh (first and last waypoint, world metres) and both XZ lengths.
     */
    public record Miss(int pair, float sx, float sy, float sz, float gx, float gy, float gz, double length,
                       double shortest) {
    }

    /**
     * The testkit's independent shortest-path oracle over the mesh's own arrays.
     *
     * @param mesh the mesh; not null, unaffected
     * @return a new search whose triangle indices are the mesh's, not null
     */
    public static ShortestPathOracle.Search shortestPaths(NavMesh mesh) {
        return new ShortestPathOracle(WalkableSurface.withAdjacency(mesh.vertexArray(), mesh.triangleArray(),
                mesh::neighbour)).newSearch();
    }

    /**
     * Checks every FOUND path against the true shortest XZ path between its end points on the mesh.
     * Paths whose end points are not over the mesh, or which the oracle cannot connect, count as n/a.
     *
     * @param mesh the engine's mesh as triangles, or null for no check
     */
    public static OracleCheck check(NavMesh mesh, PathRecord[] results) {
        if (mesh == null) {
            return OracleCheck.NONE;
        }
        ShortestPathOracle.Search search = shortestPaths(mesh);
        int checked = 0, within = 0, na = 0;
        double worst = 0;
        List<Miss> misses = new ArrayList<>();
        for (int i = 0; i < results.length; i++) {
            PathRecord p = results[i];
            if (p.status() != PathRecord.FOUND || p.size() < 1) {
                continue;
            }
            int k = p.size() - 1;
            int ts = mesh.findTriangle(p.x(0), p.y(0), p.z(0), 1e4f, 1e4f);
            int tg = mesh.findTriangle(p.x(k), p.y(k), p.z(k), 1e4f, 1e4f);
            if (ts < 0 || tg < 0) {
                na++;
                continue;
            }
            double best = search.shortest(ts, p.x(0), p.z(0), tg, p.x(k), p.z(k));
            if (!(best < Double.POSITIVE_INFINITY)) {
                na++;
                continue;
            }
            checked++;
            double ratio = best < 1e-6 ? 1.0 : p.lengthXZ() / best;
            worst = Math.max(worst, ratio);
            if (ratio <= 1.0 + OPTIMAL_SLACK) {
                within++;
            } else {
                misses.add(new Miss(i, p.x(0), p.y(0), p.z(0), p.x(k), p.y(k), p.z(k), p.lengthXZ(), best));
            }
        }
        misses.sort((x, y) -> Double.compare(y.length() / y.shortest(), x.length() / x.shortest()));
        return new OracleCheck(checked, within, na, checked == 0 ? Double.NaN : worst, List.copyOf(misses));
    }
}
