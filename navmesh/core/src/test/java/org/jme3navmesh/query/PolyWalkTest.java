package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.LongRange;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * The polygon walk of the path query's straight-line shortcut against the triangle walk
 * ({@link MeshWalk}, as the path query used it) and an exact reference: it may give up where the
 * triangle walk goes on, but a clear polygon walk must have a valid corridor along a segment that
 * stays on the mesh, and the path query must then return the straight line.
 */
class PolyWalkTest {
    private static final QueryFilter DEF = QueryFilter.defaults();
    private static final double TOL = NavMeshQuery.LINE_TOLERANCE;

    /**
     * Random irregular meshes (jittered grids, some corners straight) and grids with straight walls
     * (random terrains), with holes; segments between vertices, along lines through two vertices
     * (walls and past their ends), between points inside triangles, from points on edges, and off
     * those lines by up to three tolerances.
     */
    @Property(tries = 120)
    void aClearPolygonWalkHasAValidCorridorAlongASegmentOnTheMesh(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                                  @ForAll @FloatRange(min = 0f, max = 0.35f) float holes,
                                                                  @ForAll boolean jittered) {
        Random r = new Random(seed);
        int nx = 3 + r.nextInt(10), nz = 3 + r.nextInt(10);
        float cell = 0.5f + 2f * r.nextFloat();
        NavMesh m;
        if (jittered) {
            m = AnyAngleSearchTest.jittered(seed, nx, nz, cell, holes);
        } else {
            QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, nx, nz, cell, holes, 0.3f * cell);
            boolean any = false;
            for (boolean h : g.hole) {
                any |= !h;
            }
            m = any ? g.build() : null;
        }
        if (m == null) {
            return;
        }
        QueryContext ctx = new QueryContext(m);
        ctx.prepare(DEF);
        assertThat(ctx.filterRestricts).isFalse();
        MeshWalk triangleWalk = new MeshWalk(ctx);
        PolyWalk polyWalk = new PolyWalk(ctx.topo.polys);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult byTriangles = new PathResult(), byPolygons = new PathResult(), path = new PathResult();
        RaycastHit hit = new RaycastHit();
        for (int k = 0; k < 30; k++) {
            int st = r.nextInt(m.triangleCount());
            int startKind = r.nextInt(4), endKind = r.nextInt(4);
            float[] s = pointOf(m, st, startKind, r);
            int u = r.nextInt(m.vertexCount());
            float lambda = switch (r.nextInt(4)) {
                case 0 -> 1f;
                case 1 -> 0.2f + 1.8f * r.nextFloat();
                case 2 -> (float) r.nextInt(5) / 2f + 0.5f;
                default -> -1f; // a point of a random triangle instead
            };
            float ex, ez;
            if (lambda < 0f) {
                float[] e = pointOf(m, r.nextInt(m.triangleCount()), endKind, r);
                ex = e[0];
                ez = e[1];
            } else {
                ex = s[0] + lambda * (m.vertexX(u) - s[0]);
                ez = s[1] + lambda * (m.vertexZ(u) - s[1]);
            }
            double len = Math.hypot(ex - s[0], ez - s[1]);
            boolean inside = startKind >= 2 && lambda < 0f && endKind >= 2;
            if (!inside && r.nextBoolean() && len > 0) { // off the line by up to 3 tolerances at the end
                double off = (6 * r.nextDouble() - 3) * TOL / len;
                ex += (float) (-(ez - s[1]) * off);
                ez += (float) ((ex - s[0]) * off);
            }
            int gt = goalTriangle(m, ex, ez, r);
            if (gt < 0 || m.component(gt) != m.component(st)) {
                continue;
            }
            boolean tri = triangleWalk.walk(st, s[0], s[1], ex, ez, gt, byTriangles, hit);
            boolean poly = polyWalk.walk(st, s[0], s[1], ex, ez, gt, byPolygons);
            String outcome = (tri ? "clear" : "blocked") + " / " + (poly ? "clear" : "blocked");
            Statistics.label("triangle walk / polygon walk").collect(outcome);
            if (inside) {
                Statistics.label("triangle walk / polygon walk, start and end inside triangles").collect(outcome);
            }
            String what = "(" + s[0] + ", " + s[1] + ") in " + st + " -> (" + ex + ", " + ez + ") in " + gt
                    + ", triangle walk " + tri + " " + hit;
            if (!poly) {
                continue;
            }
            assertCorridor(m, byPolygons, st, gt, what);
            assertThat(MeshWalkTest.reach(m, s[0], s[1], ex, ez, 2 * TOL)).as(what).isEqualTo(1.0);
            for (int i = 0; i < byPolygons.corridorSize; i++) {
                assertThat(distanceToSegment(m, byPolygons.corridor[i], s[0], s[1], ex, ez))
                        .as("%s: corridor triangle %d", what, byPolygons.corridor[i]).isLessThan(4 * TOL);
            }
            q.findPath(st, s[0], m.heightAt(st, s[0], s[1]), s[1], gt, ex, m.heightAt(gt, ex, ez), ez, DEF, GoalPolicy.FAIL, path);
            assertThat(path.status()).as(what).isEqualTo(PathStatus.FOUND);
            if (m.containsXZ(gt, ex, ez)) {
                // (Raycasts along the path may stop short of an end up to 3 tolerances off the mesh.)
                QueryPropertiesTest.assertValidPath(m, q, path, DEF);
            }
            assertThat(QueryPropertiesTest.lengthXZ(path)).as("%s: %s", what, path).isCloseTo(len, within(4 * TOL));
        }
    }

    /**
     * Two walks the property above once failed, on its jittered meshes: a segment crossing a
     * polygon side made of two collinear edges (a straight corner) must leave through the edge
     * holding the crossing point; a segment from a point on a straight wall's line, running nearly
     * along it and ending beyond it, must not leave through the wall's other edge, whose line it
     * leaves only beyond that edge's end.
     */
    @Test
    void theExitEdgeHoldsTheExitPoint() {
        assertStraightCorridor(jitteredLikeTheProperty(0), 47, 2.6708302f, 7.5761943f, 1, 0.09778142f, -0.19243574f);
        assertStraightCorridor(jitteredLikeTheProperty(3035), 102, 1.7414237f, 2.3724482f, 149, 1.7411557f, 3.6972568f);
    }

    /** Straight walls through collinear vertices, across several polygons: along them, past their end, off them. */
    @Test
    void walksAlongAStraightWall() {
        NavMesh m = QueryMeshes.flat(12, 1, 1f).build();
        QueryContext ctx = new QueryContext(m);
        assertThat(ctx.topo.polys.polyCount).isGreaterThan(2);
        PolyWalk walk = new PolyWalk(ctx.topo.polys);
        PathResult out = new PathResult();
        int first = triangleAt(m, 0.1f, 0.05f, 0f), last = triangleAt(m, 11.9f, 0.05f, 0f), lastTop = triangleAt(m, 11.9f, 0.95f, 0f);
        assertStraightCorridor(m, first, 0f, 0f, last, 12f, 0f);
        assertStraightCorridor(m, first, 0f, 0f, last, 11.5f, 0f);
        assertStraightCorridor(m, first, 0f, 0f, last, 12f, -5e-5f); // beyond the wall within the tolerance
        assertStraightCorridor(m, lastTop, 12f, 1f, triangleAt(m, 0.9f, 0.95f, 0f), 0f, 1f);
        assertStraightCorridor(m, triangleAt(m, 3.1f, 0.05f, 0f), 3f, 0f, triangleAt(m, 8.9f, 0.05f, 0f), 9f, 0f); // from a straight vertex
        assertStraightCorridor(m, triangleAt(m, 2.9f, 0.05f, 0f), 3f, 0f, triangleAt(m, 8.9f, 0.95f, 0f), 9f, 1f);
        assertThat(walk.walk(first, 0f, 0f, 13f, 0f, last, out)).as("past the wall's end").isFalse();
        assertThat(walk.walk(first, 0f, 0f, 12f, -0.01f, last, out)).as("off the wall").isFalse();
        assertThat(walk.walk(first, 0f, 0f, 6f, 1.01f, last, out)).as("out through the far wall").isFalse();
    }

    /** The walk from (sx, sz) in st to (ex, ez) in gt is clear and its corridor valid and along the segment. */
    private static void assertStraightCorridor(NavMesh m, int st, float sx, float sz, int gt, float ex, float ez) {
        PolyWalk walk = new PolyWalk(new QueryContext(m).topo.polys);
        PathResult out = new PathResult();
        String what = "(" + sx + ", " + sz + ") in " + st + " -> (" + ex + ", " + ez + ") in " + gt;
        assertThat(walk.walk(st, sx, sz, ex, ez, gt, out)).as(what).isTrue();
        assertCorridor(m, out, st, gt, what);
        for (int i = 0; i < out.corridorSize; i++) {
            assertThat(distanceToSegment(m, out.corridor[i], sx, sz, ex, ez)).as("%s: corridor triangle %d", what, out.corridor[i])
                    .isLessThan(4 * TOL);
        }
    }

    /** The jittered mesh the property draws for a seed and no holes. */
    private static NavMesh jitteredLikeTheProperty(long seed) {
        Random r = new Random(seed);
        int nx = 3 + r.nextInt(10), nz = 3 + r.nextInt(10);
        float cell = 0.5f + 2f * r.nextFloat();
        return AnyAngleSearchTest.jittered(seed, nx, nz, cell, 0f);
    }

    /**
     * A ring of cells climbing around a square and one more quarter over its own start (a helix):
     * the walk follows adjacency, so a segment over the overlap is clear only on the goal's layer.
     */
    @Test
    void aWalkOverAnotherLayerIsClearOnlyOnTheGoalsLayer() {
        NavMesh m = helix();
        QueryContext ctx = new QueryContext(m);
        ctx.prepare(DEF);
        PolyWalk walk = new PolyWalk(ctx.topo.polys);
        PathResult out = new PathResult();
        int lower = triangleAt(m, 0.5f, 0.5f, 0f), upper = triangleAt(m, 0.5f, 0.5f, 9f);
        assertThat(lower).isNotEqualTo(upper);
        // Along the bottom row on the lower layer, and from the ring's last cell onto the upper layer.
        int bottom = triangleAt(m, 2.5f, 0.5f, 1f), last = triangleAt(m, 0.5f, 1.5f, 5.5f), top = triangleAt(m, 2.5f, 0.5f, 7f);
        assertThat(walk.walk(bottom, 2.5f, 0.5f, 0.5f, 0.5f, lower, out)).isTrue();
        assertCorridor(m, out, bottom, lower, "lower");
        assertThat(walk.walk(bottom, 2.5f, 0.5f, 0.5f, 0.5f, upper, out)).isFalse();
        assertThat(walk.walk(last, 0.5f, 1.5f, 0.5f, 0.5f, upper, out)).isTrue();
        assertCorridor(m, out, last, upper, "from the ring onto the upper layer");
        assertThat(walk.walk(last, 0.5f, 1.5f, 0.5f, 0.5f, lower, out)).isFalse();
        assertThat(walk.walk(top, 2.5f, 0.5f, 0.5f, 0.5f, upper, out)).isTrue();
        assertCorridor(m, out, top, upper, "upper");
        assertThat(walk.walk(top, 2.5f, 0.5f, 0.5f, 0.5f, lower, out)).isFalse();
    }

    @Test
    void startAndGoalInOnePolygonGiveTheAdjacencyPathBetweenThem() {
        NavMesh m = QueryMeshes.flat(2, 1, 1f).build();
        QueryContext ctx = new QueryContext(m);
        PolyGraph g = ctx.topo.polys;
        assertThat(g.polyCount).isEqualTo(1);
        PolyWalk walk = new PolyWalk(g);
        PathResult out = new PathResult();
        int a = triangleAt(m, 0.2f, 0.8f, 0f), b = triangleAt(m, 1.8f, 0.2f, 0f);
        assertThat(walk.walk(a, 0.2f, 0.8f, 1.8f, 0.2f, b, out)).isTrue();
        assertCorridor(m, out, a, b, "across the rectangle");
        assertThat(out.corridorSize).isEqualTo(4);
        assertThat(walk.walk(a, 0.2f, 0.8f, 0.2f, 0.8f, a, out)).isTrue();
        assertThat(out.corridorSize).isEqualTo(1);
    }

    /** First st, last gt, consecutive triangles adjacent, none twice. */
    private static void assertCorridor(NavMesh m, PathResult p, int st, int gt, String what) {
        int n = p.corridorSize;
        assertThat(n).as(what).isPositive();
        assertThat(p.corridor[0]).as(what).isEqualTo(st);
        assertThat(p.corridor[n - 1]).as(what).isEqualTo(gt);
        for (int i = 0; i + 1 < n; i++) {
            int a = p.corridor[i], b = p.corridor[i + 1];
            assertThat(m.neighbour(a, 0) == b || m.neighbour(a, 1) == b || m.neighbour(a, 2) == b)
                    .as("%s: corridor %d -> %d adjacent", what, a, b).isTrue();
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                assertThat(p.corridor[i]).as("%s: repeated triangle", what).isNotEqualTo(p.corridor[j]);
            }
        }
    }

    /** By kind: 0 a vertex of t, 1 a point on one of its edges, 2 and 3 a point inside it (XZ). */
    private static float[] pointOf(NavMesh m, int t, int kind, Random r) {
        int v0 = m.vertex(t, 0), v1 = m.vertex(t, 1), v2 = m.vertex(t, 2);
        float a, b;
        switch (kind) {
            case 0 -> {
                int v = m.vertex(t, r.nextInt(3));
                return new float[] {m.vertexX(v), m.vertexZ(v)};
            }
            case 1 -> { // on edge v0-v1 or v1-v2
                a = r.nextFloat();
                b = r.nextBoolean() ? 0f : 1f - a;
            }
            default -> {
                a = 0.05f + 0.9f * r.nextFloat();
                b = (1f - a) * r.nextFloat();
            }
        }
        return new float[] {
            (1 - a - b) * m.vertexX(v0) + a * m.vertexX(v1) + b * m.vertexX(v2),
            (1 - a - b) * m.vertexZ(v0) + a * m.vertexZ(v1) + b * m.vertexZ(v2)};
    }

    /** A random triangle holding (x, z) (within 3 tolerances), or -1 (single-layer meshes). */
    private static int goalTriangle(NavMesh m, float x, float z, Random r) {
        int found = -1, count = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.containsXZ(t, x, z) || QueryPropertiesTest.distanceToTriangleXZ(m, t, x, z) <= 3 * TOL) {
                if (r.nextInt(++count) == 0) {
                    found = t;
                }
            }
        }
        return found;
    }

    /** Distance (metres, XZ) from triangle t to the segment s -&gt; e (0 when they meet). */
    private static double distanceToSegment(NavMesh m, int t, float sx, float sz, float ex, float ez) {
        if (m.containsXZ(t, sx, sz) || m.containsXZ(t, ex, ez)) {
            return 0;
        }
        double best = Double.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int a = m.vertex(t, k), b = m.vertex(t, (k + 1) % 3);
            double ax = m.vertexX(a), az = m.vertexZ(a), bx = m.vertexX(b), bz = m.vertexZ(b);
            double c1 = cross(ax, az, bx, bz, sx, sz), c2 = cross(ax, az, bx, bz, ex, ez);
            double c3 = cross(sx, sz, ex, ez, ax, az), c4 = cross(sx, sz, ex, ez, bx, bz);
            if (c1 * c2 < 0 && c3 * c4 < 0) {
                return 0; // the segment crosses this edge
            }
            best = Math.min(best, pointSegment(ax, az, sx, sz, ex, ez));
            best = Math.min(best, pointSegment(sx, sz, ax, az, bx, bz));
            best = Math.min(best, pointSegment(ex, ez, ax, az, bx, bz));
        }
        return best;
    }

    private static double cross(double ax, double az, double bx, double bz, double px, double pz) {
        return (bz - az) * (px - ax) - (bx - ax) * (pz - az);
    }

    private static double pointSegment(double px, double pz, double sx, double sz, double ex, double ez) {
        double dx = ex - sx, dz = ez - sz, d2 = dx * dx + dz * dz;
        double u = d2 > 0 ? Math.max(0, Math.min(1, ((px - sx) * dx + (pz - sz) * dz) / d2)) : 0;
        return Math.hypot(sx + u * dx - px, sz + u * dz - pz);
    }

    /** The triangle holding (x, z) whose surface is nearest to height y. */
    private static int triangleAt(NavMesh m, float x, float z, float y) {
        int best = -1;
        float bestD = Float.MAX_VALUE;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (m.containsXZ(t, x, z) && Math.abs(m.heightAt(t, x, z) - y) < bestD) {
                bestD = Math.abs(m.heightAt(t, x, z) - y);
                best = t;
            }
        }
        assertThat(best).as("a triangle at (%s, %s)", x, z).isNotNegative();
        return best;
    }

    /**
     * Unit cells (ix, iz) around the ring 0 &lt;= x, z &lt;= 4: (0..3, 0), (3, 1..3), (2..0, 3),
     * (0, 2..1), climbing 0.5 m per cell, then on over (0..2, 0) again, 6 m higher.
     */
    private static NavMesh helix() {
        int[][] cells = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {3, 3}, {2, 3}, {1, 3}, {0, 3}, {0, 2}, {0, 1},
            {0, 0}, {1, 0}, {2, 0}};
        NavMeshBuilder b = new NavMeshBuilder();
        // One vertex per (corner, pass): the second pass (cells 12..) has its own vertices, and so
        // has the edge z = 1 where cell 11 joins cell 12 (not cell 0).
        int[] ids = new int[5 * 5 * 2];
        java.util.Arrays.fill(ids, -1);
        for (int c = 0; c < cells.length; c++) {
            int pass = c >= 12 ? 1 : 0;
            int ix = cells[c][0], iz = cells[c][1];
            int[] corner = new int[4];
            int[][] xz = {{ix, iz}, {ix, iz + 1}, {ix + 1, iz + 1}, {ix + 1, iz}};
            for (int k = 0; k < 4; k++) {
                int x = xz[k][0], z = xz[k][1];
                int p = pass;
                if (c == 11 && z == 1) {
                    p = 1;
                }
                int key = (x + 5 * z) * 2 + p;
                if (ids[key] < 0) {
                    ids[key] = b.addVertex(x, 0.5f * c, z);
                }
                corner[k] = ids[key];
            }
            b.addTriangle(corner[0], corner[1], corner[2], 0, 0f);
            b.addTriangle(corner[0], corner[2], corner[3], 0, 0f);
        }
        return b.build();
    }
}
