package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Diagnostic: where the path length difference between this project and recast4j comes from, on
 * a single-layer scene. Not part of {@code bench/run.sh}; run it by hand from the repository root:
 *
 * <pre>
 * java -cp bench/target/navmesh-bench.jar org.jme3navmesh.bench.LengthBreakdown [scene [pairs [top]]]
 * </pre>
 *
 * (defaults: hills, 500 pairs, 10 pairs listed each way). Both engines bake the scene and answer the
 * benchmark's pairs ({@link RecastEngine#randomPoints}, seed {@link BenchMain#DEFAULT_SEED}). On
 * the pairs both find, each engine's XZ length L splits, against the true shortest XZ path S on
 * its own mesh between its own end points ({@link ShortestPathOracle}), into
 * {@code L_ours - L_r4j = (L_ours - S_ours) + (S_ours - S_r4j) + (S_r4j - L_r4j)}: our query's
 * excess, the meshes' (and snapped end points') difference, and recast4j's query excess
 * (negative). The pairs with the largest mesh term either way are listed with their end points.
 *
 * <p>It also reports how close each mesh's boundary comes to obstacles: every boundary vertex and
 * boundary edge midpoint within 1.2 m (XZ) of a scene triangle steeper than the agent's maximum
 * slope (walls, cliffs, the sides of steep ground) whose height range meets the agent's
 * (within agentHeight of the point), as a mean, minimum and histogram in steps of 0.1 m. Points
 * on the top of an obstacle count its sides as 0 m away (a roof, a wall top).
 */
public final class LengthBreakdown {
    /** Boundary points farther than this from every steep triangle are not counted, metres. */
    static final double NEAR = 1.2;

    private final PrintStream out;
    private final AgentParams params = AgentParams.defaults();
    private float[] sceneVerts;
    private int[] steep;
    private int[] sceneTris;

    private LengthBreakdown(PrintStream out) {
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        Locale.setDefault(Locale.ROOT);
        Logger.getLogger("com.jme3").setLevel(Level.SEVERE);
        String scene = args.length > 0 ? args[0] : "hills";
        int pairs = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        int top = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        if (pairs < 1 || top < 0) {
            throw new IllegalArgumentException("need pairs >= 1 and top >= 0, got " + pairs + ", " + top);
        }
        new LengthBreakdown(System.out).run(scene, pairs, top);
    }

    private void run(String scene, int pairCount, int top) throws Exception {
        Path file = Scenes.resolve(Path.of(Scenes.DEFAULT_DIR), scene);
        ObjMesh soup = ObjMesh.read(file);
        collectSteep(soup);
        OursBaker baker = new OursBaker(params);
        baker.prepare(file, soup);
        NavMesh ours = baker.bake().triMesh();
        RecastEngine.Baked baked = RecastEngine.bake(RecastEngine.input(soup), params);
        NavMesh theirs = RecastEngine.toTriangleMesh(baked.polyMesh());
        out.printf("%s: ours %d triangles, %.1f m2; recast4j %d triangles (polygons split), %.1f m2%n", scene,
                ours.triangleCount(), ours.walkableArea(), theirs.triangleCount(), theirs.walkableArea());
        clearance("ours", ours);
        clearance("recast4j", theirs);

        float[] p = RecastEngine.randomPoints(baked.navMesh(), pairCount, BenchMain.DEFAULT_SEED);
        OursEngine a = new OursEngine(ours);
        RecastEngine.Query b = new RecastEngine.Query(baked.navMesh(), AgentParams.HALF_EXTENTS);
        ShortestPathOracle.Search sa = QueryBench.shortestPaths(ours);
        ShortestPathOracle.Search sb = QueryBench.shortestPaths(theirs);
        PathRecord ra = new PathRecord(), rb = new PathRecord();
        List<double[]> rows = new ArrayList<>(); // pair, La, Lb, Sa, Sb
        for (int i = 0; i < pairCount; i++) {
            int k = 6 * i;
            a.query(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
            a.export(ra);
            b.query(p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
            b.export(rb);
            if (ra.status() != PathRecord.FOUND || rb.status() != PathRecord.FOUND) {
                continue;
            }
            double s1 = shortest(ours, sa, ra), s2 = shortest(theirs, sb, rb);
            if (s1 < Double.POSITIVE_INFINITY && s2 < Double.POSITIVE_INFINITY) {
                rows.add(new double[] {i, ra.lengthXZ(), rb.lengthXZ(), s1, s2});
            }
        }
        if (rows.isEmpty()) {
            out.println("no pair found by both engines and checkable on both meshes");
            return;
        }
        double[] sum = new double[5];
        for (double[] r : rows) {
            for (int c = 1; c < 5; c++) {
                sum[c] += r[c];
            }
        }
        int n = rows.size();
        out.printf("%d pairs found by both and checked: mean length ours %.3f m, recast4j %.3f m, ratio %.4f%n", n,
                sum[1] / n, sum[2] / n, sum[1] / sum[2]);
        out.printf("  shortest on own mesh: ours %.3f m, recast4j %.3f m (ratio %.4f)%n", sum[3] / n, sum[4] / n,
                sum[3] / sum[4]);
        out.printf("  per pair: our query excess %+.3f m, mesh and end points %+.3f m, recast4j query excess %+.3f m%n",
                (sum[1] - sum[3]) / n, (sum[3] - sum[4]) / n, (sum[4] - sum[2]) / n);
        out.printf("  the ratio if our mesh matched recast4j's: %.4f; with recast4j's query optimal too: %.4f%n",
                (sum[1] - sum[3] + sum[4]) / sum[2], sum[1] / sum[4]);
        rows.sort((x, y) -> Double.compare(y[3] - y[4], x[3] - x[4]));
        out.printf("pairs by mesh term (shortest ours - shortest recast4j), largest first:%n");
        for (int j = 0; j < Math.min(top, n); j++) {
            row(rows.get(j), p);
        }
        out.printf("... smallest:%n");
        for (int j = Math.max(top, n - top); j < n; j++) {
            row(rows.get(j), p);
        }
    }

    private void row(double[] r, float[] p) {
        int k = 6 * (int) r[0];
        out.printf("  pair %4d  mesh %+7.3f  L %8.3f / %8.3f  S %8.3f / %8.3f  (%.2f, %.2f, %.2f) -> (%.2f, %.2f, %.2f)%n",
                (int) r[0], r[3] - r[4], r[1], r[2], r[3], r[4], p[k], p[k + 1], p[k + 2], p[k + 3], p[k + 4], p[k + 5]);
    }

    /** True shortest XZ length between the path's own end points on mesh m; +infinity when not checkable. */
    private static double shortest(NavMesh m, ShortestPathOracle.Search s, PathRecord r) {
        int last = r.size() - 1;
        if (last < 0) {
            return Double.POSITIVE_INFINITY;
        }
        int ts = m.findTriangle(r.x(0), r.y(0), r.z(0), 1e4f, 1e4f);
        int tg = m.findTriangle(r.x(last), r.y(last), r.z(last), 1e4f, 1e4f);
        if (ts < 0 || tg < 0) {
            return Double.POSITIVE_INFINITY;
        }
        return s.shortest(ts, r.x(0), r.z(0), tg, r.x(last), r.z(last));
    }

    private void collectSteep(ObjMesh soup) {
        sceneVerts = soup.verts();
        sceneTris = soup.tris();
        double cosMax = Math.cos(Math.toRadians(params.maxSlopeDeg()));
        int[] keep = new int[sceneTris.length / 3];
        int n = 0;
        for (int t = 0; t < sceneTris.length / 3; t++) {
            if (Math.abs(normalY(t)) < cosMax - 1e-4) {
                keep[n++] = t;
            }
        }
        steep = Arrays.copyOf(keep, n);
    }

    private void clearance(String name, NavMesh m) {
        int[] hist = new int[(int) Math.ceil(NEAR / 0.1)];
        double sum = 0, min = Double.POSITIVE_INFINITY;
        int count = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (m.neighbour(t, e) >= 0) {
                    continue;
                }
                int va = m.vertex(t, e), vb = m.vertex(t, (e + 1) % 3);
                for (float f : new float[] {0f, 0.5f}) {
                    float x = m.vertexX(va) + f * (m.vertexX(vb) - m.vertexX(va));
                    float y = m.vertexY(va) + f * (m.vertexY(vb) - m.vertexY(va));
                    float z = m.vertexZ(va) + f * (m.vertexZ(vb) - m.vertexZ(va));
                    double c = distanceToSteep(x, y, z);
                    if (c > NEAR) {
                        continue;
                    }
                    sum += c;
                    count++;
                    min = Math.min(min, c);
                    hist[Math.min(hist.length - 1, (int) (c / 0.1))]++;
                }
            }
        }
        out.printf("%s boundary: %d points within %.1f m of steep geometry, mean %.3f m, min %.3f m; per 0.1 m: %s%n",
                name, count, NEAR, count == 0 ? Double.NaN : sum / count, min, Arrays.toString(hist));
    }

    /** Y component of the unit normal of scene triangle t (0 for a degenerate one). */
    private double normalY(int t) {
        float[] v = sceneVerts;
        int a = 3 * sceneTris[3 * t], b = 3 * sceneTris[3 * t + 1], c = 3 * sceneTris[3 * t + 2];
        double ux = v[b] - v[a], uy = v[b + 1] - v[a + 1], uz = v[b + 2] - v[a + 2];
        double wx = v[c] - v[a], wy = v[c + 1] - v[a + 1], wz = v[c + 2] - v[a + 2];
        double nx = uy * wz - uz * wy, ny = uz * wx - ux * wz, nz = ux * wy - uy * wx;
        double len = Math.sqrt(nx * nx + ny * ny + nz * nz);
        return len == 0 ? 0 : ny / len;
    }

    /** XZ distance from a point to the nearest steep triangle whose height range meets y +- agentHeight. */
    private double distanceToSteep(float x, float y, float z) {
        float[] v = sceneVerts;
        double h = params.agentHeight(), best = Double.POSITIVE_INFINITY;
        for (int t : steep) {
            int a = 3 * sceneTris[3 * t], b = 3 * sceneTris[3 * t + 1], c = 3 * sceneTris[3 * t + 2];
            double lo = Math.min(v[a + 1], Math.min(v[b + 1], v[c + 1]));
            double hi = Math.max(v[a + 1], Math.max(v[b + 1], v[c + 1]));
            if (hi < y - h || lo > y + h) {
                continue;
            }
            best = Math.min(best, triangleDistance(x, z, v[a], v[a + 2], v[b], v[b + 2], v[c], v[c + 2]));
        }
        return best;
    }

    /** XZ distance from p to triangle abc seen from above (0 inside; a vertical one is its edges). */
    static double triangleDistance(double px, double pz, double ax, double az, double bx, double bz, double cx,
                                   double cz) {
        double area = (bx - ax) * (cz - az) - (bz - az) * (cx - ax);
        if (Math.abs(area) > 1e-9) {
            double d1 = (bx - ax) * (pz - az) - (bz - az) * (px - ax);
            double d2 = (cx - bx) * (pz - bz) - (cz - bz) * (px - bx);
            double d3 = (ax - cx) * (pz - cz) - (az - cz) * (px - cx);
            boolean neg = d1 < 0 || d2 < 0 || d3 < 0, pos = d1 > 0 || d2 > 0 || d3 > 0;
            if (!(neg && pos)) {
                return 0;
            }
        }
        return Math.min(segment(px, pz, ax, az, bx, bz), Math.min(segment(px, pz, bx, bz, cx, cz),
                segment(px, pz, cx, cz, ax, az)));
    }

    private static double segment(double px, double pz, double ax, double az, double bx, double bz) {
        double sx = bx - ax, sz = bz - az, len2 = sx * sx + sz * sz;
        double t = len2 > 0 ? Math.max(0, Math.min(1, ((px - ax) * sx + (pz - az) * sz) / len2)) : 0;
        return Math.hypot(px - ax - t * sx, pz - az - t * sz);
    }
}
