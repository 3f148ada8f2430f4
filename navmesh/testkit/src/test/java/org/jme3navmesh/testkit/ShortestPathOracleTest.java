package org.jme3navmesh.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ShortestPathOracleTest {

    private static GridWorld randomWorld(Random r, int n, double holeShare) {
        Set<Integer> holes = new HashSet<>();
        for (int i = 0; i < n * n; i++) {
            if (r.nextDouble() < holeShare) {
                holes.add(i);
            }
        }
        holes.remove(0);
        // no pinch points (two free cells meeting only at a corner): the exact references below
        // treat a pinch as passable, the mesh (edge adjacency) does not
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int z = 0; z + 1 < n; z++) {
                for (int x = 0; x + 1 < n; x++) {
                    boolean a = holes.contains(x + z * n), b = holes.contains(x + 1 + z * n);
                    boolean c = holes.contains(x + (z + 1) * n), d = holes.contains(x + 1 + (z + 1) * n);
                    if ((!a && !d && b && c) || (a && d && !b && !c)) {
                        holes.remove(a ? x + z * n : x + 1 + z * n);
                        changed = true;
                    }
                }
            }
        }
        return new GridWorld(n, n, 1f, holes);
    }

    private static double[] randomFreePoint(Random r, GridWorld w) {
        while (true) {
            double x = r.nextDouble() * w.nx, z = r.nextDouble() * w.nz;
            int c = (int) x + (int) z * w.nx;
            if (!w.hole[c]) {
                return new double[] {x, z};
            }
        }
    }

    @Test
    void walkerAgreesWithExactVisibilityBetweenVertices() {
        Random r = new Random(1);
        int mismatches = 0, visible = 0, total = 0;
        for (int world = 0; world < 10; world++) {
            GridWorld w = randomWorld(r, 8, 0.25);
            SegmentWalker walker = new SegmentWalker(w.mesh);
            for (int u = 0; u < w.mesh.vertexCount(); u++) {
                for (int v = u + 1; v < w.mesh.vertexCount(); v++) {
                    double ux = w.mesh.vertexX(u), uz = w.mesh.vertexZ(u), vx = w.mesh.vertexX(v), vz = w.mesh.vertexZ(v);
                    if (!w.inside(ux, uz) || !w.inside(vx, vz)) {
                        continue; // vertex only used by hole cells: not on the mesh
                    }
                    boolean exact = w.exact.visible(ux, uz, vx, vz);
                    boolean got = walker.visibleVertices(u, v);
                    total++;
                    visible += exact ? 1 : 0;
                    if (exact != got) {
                        mismatches++;
                    }
                }
            }
        }
        assertThat(total).isGreaterThan(5_000);
        assertThat(visible).isGreaterThan(total / 10);
        assertThat(mismatches).isZero();
    }

    @Test
    void walkerAgreesWithExactVisibilityBetweenFreePoints() {
        Random r = new Random(2);
        int total = 0, visible = 0;
        for (int world = 0; world < 20; world++) {
            GridWorld w = randomWorld(r, 10, 0.2);
            SegmentWalker walker = new SegmentWalker(w.mesh);
            for (int i = 0; i < 300; i++) {
                double[] p = randomFreePoint(r, w), q = randomFreePoint(r, w);
                if (grazesCorner(w, walker.tolerance() * 10, p, q)) {
                    continue; // within the walker's tolerance of a corner: either answer is acceptable
                }
                int t = w.triangleAt(p[0], p[1]);
                assertThat(t).isGreaterThanOrEqualTo(0);
                boolean exact = w.exact.visible(p[0], p[1], q[0], q[1]);
                assertThat(walker.visibleFromPoint(t, p[0], p[1], q[0], q[1]))
                        .as("world %d segment %s -> %s", world, java.util.Arrays.toString(p), java.util.Arrays.toString(q))
                        .isEqualTo(exact);
                total++;
                visible += exact ? 1 : 0;
            }
        }
        assertThat(visible).isBetween(total / 20, total - total / 20);
    }

    private static boolean grazesCorner(GridWorld w, double tol, double[] p, double[] q) {
        double dx = q[0] - p[0], dz = q[1] - p[1], len2 = dx * dx + dz * dz;
        for (int z = 0; z <= w.nz; z++) {
            for (int x = 0; x <= w.nx; x++) {
                double f = Math.max(0, Math.min(1, ((x - p[0]) * dx + (z - p[1]) * dz) / len2));
                if (Math.hypot(p[0] + f * dx - x, p[1] + f * dz - z) < tol) {
                    return true;
                }
            }
        }
        return false;
    }

    @Test
    void walkerFollowsEdgesAndRejectsTheWayOut() {
        GridWorld w = new GridWorld(4, 1, 1f, Set.of(1)); // cells 0, 2, 3 with a gap at cell 1
        SegmentWalker walker = new SegmentWalker(w.mesh);
        int t = w.triangleAt(0.5, 0.5);
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 0.9, 0.1)).isTrue();
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 2.5, 0.5)).isFalse();
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 1.5, 0.5)).isFalse();
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 0.5, 1.5)).isFalse();
        // along the outer boundary edge z = 0 from vertex (0,0) to vertex (1,0): stays on the (closed) mesh
        assertThat(walker.visibleVertices(0, 1)).isTrue();
        // from (0,0) to (2,0) crosses the gap's border only, the gap's interior is not entered, but (1,0)->(2,0)
        // has no triangle: off the mesh
        assertThat(walker.visibleVertices(0, 2)).isFalse();
    }

    @Test
    void oracleMatchesExactShortestPathsAroundHoles() {
        Random r = new Random(3);
        int reachable = 0;
        for (int world = 0; world < 8; world++) {
            GridWorld w = randomWorld(r, 9, 0.3);
            ShortestPathOracle oracle = new ShortestPathOracle(w.mesh);
            ShortestPathOracle.Search search = oracle.newSearch();
            for (int i = 0; i < 25; i++) {
                double[] p = randomFreePoint(r, w), q = randomFreePoint(r, w);
                int ts = w.triangleAt(p[0], p[1]);
                int tg = w.triangleAt(q[0], q[1]);
                double got = search.shortest(ts, p[0], p[1], tg, q[0], q[1]);
                double exact = w.exact.distance(p[0], p[1], q[0], q[1]);
                if (Double.isInfinite(exact)) {
                    assertThat(got).isInfinite();
                } else {
                    reachable++;
                    assertThat(got).as("world %d pair %d", world, i).isCloseTo(exact, within(1e-4));
                }
            }
        }
        assertThat(reachable).isGreaterThan(60);
    }

    @Test
    void segmentsDoNotSlipThroughPinchPoints() {
        // 2 x 2 cells, free at (0,0) and (1,1) only: they meet at vertex (1,1) and nowhere else
        GridWorld w = new GridWorld(2, 2, 1f, Set.of(1, 2));
        SegmentWalker walker = new SegmentWalker(w.mesh);
        int t = w.triangleAt(0.5, 0.5);
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 1.5, 1.5)).isFalse();
        assertThat(walker.visibleFromPoint(t, 0.5, 0.5, 1.0, 1.0)).isTrue();
        int centre = 4; // vertex (1, 1)
        assertThat(walker.sectorCount(centre)).isEqualTo(2);
        ShortestPathOracle oracle = new ShortestPathOracle(w.mesh);
        int tg = w.triangleAt(1.5, 1.5);
        assertThat(oracle.newSearch().shortest(t, 0.5, 0.5, tg, 1.5, 1.5)).isInfinite();
    }

    @Test
    void oracleGoesAroundAWall() {
        // 10 x 10 cells with a wall of holes at x = 5, z = 0..7: path from (2,2) to (8,2) passes the corner (6,8)/(5,8)
        Set<Integer> holes = new HashSet<>();
        for (int z = 0; z < 8; z++) {
            holes.add(5 + z * 10);
        }
        GridWorld w = new GridWorld(10, 10, 1f, holes);
        ShortestPathOracle oracle = new ShortestPathOracle(w.mesh);
        int ts = w.triangleAt(2.5, 2.5), tg = w.triangleAt(8.5, 2.5);
        double expected = Math.hypot(5 - 2.5, 8 - 2.5) + 1 + Math.hypot(8.5 - 6, 8 - 2.5);
        assertThat(oracle.newSearch().shortest(ts, 2.5, 2.5, tg, 8.5, 2.5)).isCloseTo(expected, within(1e-6));
        assertThat(w.exact.distance(2.5, 2.5, 8.5, 2.5)).isCloseTo(expected, within(1e-6));
        assertThat(oracle.nodeCount()).isEqualTo(2); // the wall's two top corners are the only reflex corners
    }

    /**
     * Two layers, one over the other: a road L (x 0..8, z 0..2, y 0) climbs ramp R1 (x 8..12,
     * z 0..2) to a landing P (x 12..14, z 0..4, y 1.5), turns and climbs ramp R2 (x 12..8,
     * z 2..4) to a deck U (x 0..8, z 0..4, y 3) whose south half lies right over the road.
     * 1 m cells; vertices are shared only where the pieces meet at the same height.
     */
    private static WalkableSurface twoLayers() {
        SurfaceBuilder b = new SurfaceBuilder();
        piece(b, 0, 8, 0, 2, (x, z) -> 0f);
        piece(b, 8, 12, 0, 2, (x, z) -> (x - 8) * 1.5f / 4);
        piece(b, 12, 14, 0, 4, (x, z) -> 1.5f);
        piece(b, 8, 12, 2, 4, (x, z) -> 1.5f + (12 - x) * 1.5f / 4);
        piece(b, 0, 8, 0, 4, (x, z) -> 3f);
        return b.build();
    }

    private interface Height {
        float at(int x, int z);
    }

    private static void piece(SurfaceBuilder b, int x0, int x1, int z0, int z1, Height h) {
        for (int z = z0; z < z1; z++) {
            for (int x = x0; x < x1; x++) {
                int v00 = b.vertex(x, h.at(x, z), z), v10 = b.vertex(x + 1, h.at(x + 1, z), z);
                int v01 = b.vertex(x, h.at(x, z + 1), z + 1);
                int v11 = b.vertex(x + 1, h.at(x + 1, z + 1), z + 1);
                b.triangle(v00, v01, v11);
                b.triangle(v00, v11, v10);
            }
        }
    }

    /** Collects triangles over vertices shared by position. */
    private static final class SurfaceBuilder {
        private final Map<String, Integer> ids = new HashMap<>();
        private final List<Float> xyz = new ArrayList<>();
        private final List<Integer> tris = new ArrayList<>();

        int vertex(float x, float y, float z) {
            return ids.computeIfAbsent(x + "," + y + "," + z, k -> {
                xyz.add(x);
                xyz.add(y);
                xyz.add(z);
                return xyz.size() / 3 - 1;
            });
        }

        void triangle(int a, int b, int c) {
            tris.add(a);
            tris.add(b);
            tris.add(c);
        }

        WalkableSurface build() {
            float[] v = new float[xyz.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = xyz.get(i);
            }
            return WalkableSurface.fromTriangles(v, tris.stream().mapToInt(Integer::intValue).toArray());
        }
    }

    @Test
    void visibilityStaysOnItsLayer() {
        WalkableSurface m = twoLayers();
        SegmentWalker walker = new SegmentWalker(m);
        int road = m.triangleAt(1.5, 0, 1.5, 1e-6), deck = m.triangleAt(1.5, 3, 1.5, 1e-6);
        int deckFar = m.triangleAt(6.5, 3, 1.5, 1e-6), roadFar = m.triangleAt(6.5, 0, 1.5, 1e-6);
        assertThat(road).isNotEqualTo(deck).isNotNegative();
        assertThat(deck).isNotNegative();
        // along the road under the deck, and along the deck over the road
        assertThat(walker.visibleFromPoint(road, 1.5, 1.5, roadFar, 6.5, 1.5)).isTrue();
        assertThat(walker.visibleFromPoint(deck, 1.5, 1.5, deckFar, 6.5, 1.5)).isTrue();
        // but never from one layer to the other, however close in XZ
        assertThat(walker.visibleFromPoint(road, 1.5, 1.5, deck, 1.5, 1.5)).isFalse();
        assertThat(walker.visibleFromPoint(road, 1.5, 1.5, deckFar, 6.5, 1.5)).isFalse();
        assertThat(walker.visibleFromPoint(deck, 1.5, 1.5, roadFar, 6.5, 1.5)).isFalse();
        // a road corner sees a road point, not the deck corner above it
        int roadCorner = vertexAt(m, 4, 0f, 2), deckCorner = vertexAt(m, 4, 3f, 2);
        assertThat(walker.visibleToVertex(road, 1.5, 1.5, roadCorner, -1)).isTrue();
        assertThat(walker.visibleToVertex(road, 1.5, 1.5, deckCorner, -1)).isFalse();
        assertThat(walker.visibleToVertex(deck, 1.5, 1.5, deckCorner, -1)).isTrue();
    }

    @Test
    void oracleClimbsToTheOtherLayer() {
        WalkableSurface m = twoLayers();
        ShortestPathOracle oracle = new ShortestPathOracle(m);
        ShortestPathOracle.Search search = oracle.newSearch();
        int road = m.triangleAt(1.5, 0, 1.5, 1e-6), deck = m.triangleAt(1.5, 3, 1.5, 1e-6);
        int roadFar = m.triangleAt(6.5, 0, 1.5, 1e-6);
        // same layer, under the deck: straight
        assertThat(search.shortest(road, 1.5, 1.5, roadFar, 6.5, 1.5)).isCloseTo(5.0, within(1e-6));
        // road to the deck point right above: up R1 to the landing corner (12, 2), back along the
        // gap between the ramps to the deck corner (8, 2), then to the point
        double expected = Math.hypot(12 - 1.5, 2 - 1.5) + 4 + Math.hypot(8 - 1.5, 2 - 1.5);
        assertThat(search.shortest(road, 1.5, 1.5, deck, 1.5, 1.5)).isCloseTo(expected, within(1e-5));
        assertThat(search.shortest(deck, 1.5, 1.5, road, 1.5, 1.5)).isCloseTo(expected, within(1e-5));
    }

    private static int vertexAt(WalkableSurface m, float x, float y, float z) {
        for (int v = 0; v < m.vertexCount(); v++) {
            if (m.vertexX(v) == x && m.vertexY(v) == y && m.vertexZ(v) == z) {
                return v;
            }
        }
        throw new AssertionError("no vertex at " + x + ", " + y + ", " + z);
    }
}
