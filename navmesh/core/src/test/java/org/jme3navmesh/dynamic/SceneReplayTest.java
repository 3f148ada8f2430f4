package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.NavMeshQuery;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link HammerTest}'s writer (cylinders added, boxes moved, obstacles removed) replayed on one thread on every
 * test scene, 1 to 4 changes per version as a loaded run's time-bounded update applies them: on every version
 * every link is symmetric (a triangle's neighbour has it as a neighbour) and the query tables derive from the
 * previous version's without failing. On stairs.obj this found overlapping triangles where a footprint's corner
 * lay millimetres from another's side ({@link CarvedRegionTest#aFootprintCornerMillimetresFromAnotherSideStillJoins}).
 */
class SceneReplayTest {
    @ParameterizedTest
    @ValueSource(strings = {"hills.obj", "maze.obj", "stairs.obj", "bridge.obj", "slopes.obj"})
    void everyVersionIsLinkedBothWaysAndQueryable(String scene) {
        NavMesh baked = TestScenes.bake(scene).navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(11), perVersion = new Random(10);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        NavMeshQuery.prepare(baked);
        while (d.version() < 600) {
            for (int c = 1 + perVersion.nextInt(4); c > 0; c--) {
                HammerTest.change(d, baked, r, live, p);
            }
            d.update(1e9);
            assertLinkedBothWays(scene, d);
            NavMeshQuery.prepare(d.current());
        }
    }

    /**
     * The same replay with every shape and kind of obstacle: cylinders, boxes turned about Y and convex hulls of
     * 3 to 8 points, one in four marking an area instead of cutting, moved to boxes and cylinders; a third of the
     * versions applied with a budget of 0.02 ms (one change at least, the rest left queued). Every version is
     * linked both ways and queryable, and removing every obstacle restores the baked mesh. Scratch replays of a
     * writer like this one (1,500 versions, seeds 1-6, six scenes and two tiled meshes) laid out 1,175 parents piece by piece,
     * cut 108 joined layouts again and dropped 151 overlapping slivers.
     */
    @ParameterizedTest
    @ValueSource(strings = {"hills.obj", "stairs.obj"})
    void everyShapeAndAreaObstacleKeepsEveryVersionLinkedAndRestores(String scene) {
        NavMesh baked = TestScenes.bake(scene).navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(23), perVersion = new Random(24);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        NavMeshQuery.prepare(baked);
        int most = 0;
        while (d.version() < 500) {
            for (int c = 1 + perVersion.nextInt(4); c > 0; c--) {
                anyChange(d, baked, r, live, p);
            }
            d.update(perVersion.nextInt(3) == 0 ? 0.02 : 1e9);
            assertLinkedBothWays(scene, d);
            NavMeshQuery.prepare(d.current());
            most = Math.max(most, d.current().triangleCount());
        }
        assertThat(most).as("triangles at the most, carved").isGreaterThan(4 * baked.triangleCount());
        for (ObstacleHandle h : live) {
            d.remove(h);
        }
        d.update(1e9);
        assertThat(d.pendingChanges()).isZero();
        CarveTest.assertRestored(baked, d.current());
    }

    /**
     * Adds a cylinder, a turned box or a convex hull at a random point of the surface (one in four marking a random
     * area of the mesh's table), moves a live obstacle to a box or a cylinder, or removes one.
     */
    private static void anyChange(DynamicNavMesh d, NavMesh baked, Random r, List<ObstacleHandle> live, float[] p) {
        float[] b = baked.bounds();
        float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
        boolean onSurface = baked.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) >= 0;
        if (live.size() < 30 || r.nextBoolean()) {
            if (!onSurface) {
                return;
            }
            ObstacleShape shape = switch (r.nextInt(3)) {
                case 0 -> ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.5f + r.nextFloat(), 2f);
                case 1 -> ObstacleShape.box(p[0], p[1], p[2], 0.3f + r.nextFloat(), 1f, 0.3f + r.nextFloat(),
                        r.nextFloat() * 6.28f);
                default -> hull(p, r);
            };
            live.add(d.add(shape, r.nextInt(4) == 0 ? r.nextInt(baked.areas().count()) : -1));
        } else if (r.nextInt(4) == 0) {
            ObstacleHandle h = live.get(r.nextInt(live.size()));
            if (r.nextBoolean()) {
                d.move(h, ObstacleShape.box(x, 0f, z, 1f, 50f, 0.5f, r.nextFloat()));
            } else if (onSurface) {
                d.move(h, ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.3f + r.nextFloat(), 2f));
            }
        } else {
            d.remove(live.remove(r.nextInt(live.size())));
        }
    }

    /** A convex hull of 3 to 8 points at random angles on a circle of 0.4 to 1.9 m around p, 2 m tall. */
    private static ObstacleShape hull(float[] p, Random r) {
        int k = 3 + r.nextInt(6);
        double[] angle = new double[k];
        for (int i = 0; i < k; i++) {
            angle[i] = r.nextDouble() * 2 * Math.PI;
        }
        java.util.Arrays.sort(angle);
        // Three points never lie on one line unless two angles coincide; a gap keeps them apart.
        for (int i = 1; i < k; i++) {
            angle[i] = Math.max(angle[i], angle[i - 1] + 0.05);
        }
        float radius = 0.4f + 1.5f * r.nextFloat();
        float[] xz = new float[2 * k];
        for (int i = 0; i < k; i++) {
            xz[2 * i] = p[0] + radius * (float) Math.cos(angle[i]);
            xz[2 * i + 1] = p[2] + radius * (float) Math.sin(angle[i]);
        }
        return ObstacleShape.hull(xz, p[1] - 0.5f, p[1] + 1.5f);
    }

    /**
     * The writer with seed 7 on hills (1,500 versions), maze (40), stairs (240) and slopes (260), and with seeds 2 and 9
     * on stairs (1,220 and 1,320): no version has a wall where the surface goes on ({@link MeshChecks#wallsWhereTheSurfaceGoesOn})
     * and every parent joins into one region (none is laid out piece by piece, where the pieces' sides inside the
     * parent need not meet vertex to vertex).
     * <ul>
     * <li>hills: 226 versions had 1 to 5 such walls, around parents laid out piece by piece that kept points where a
     * cutting line meets the parent's edge; {@link PointRemoval} took those out, and since joints are snapped (below)
     * none of its 15 parents is laid out piece by piece;</li>
     * <li>maze, version 17: two joints 9 micrometres apart on one parent edge, with an inside point between them, made
     * a spike in the region's boundary at every snap level; joints now snap to the edge's points and to each other,
     * and inside points to them, from the second level on ({@link PieceLayout});</li>
     * <li>stairs, version 232: two holes bridged to one point, the second on the wrong side of the first, so the ring
     * crossed itself and could not be cut into ears at any level; a bridge now takes the visit of the point that opens
     * towards it ({@link RegionTriangulator}).</li>
     * <li>slopes seed 7, version 256, and stairs seed 9, version 1319: twins 11 and 10.4 micrometres apart, just over
     * the first snap level, stayed two points and the region kept two loops along them; stairs seed 2, version 1217:
     * an inside point 11 micrometres off a side was left out of it. The first level, and how far off a side a point
     * may lie and be put into it, are now at least 4 float steps of the parent's coordinates.</li>
     * </ul>
     */
    @ParameterizedTest
    @CsvSource({"hills.obj, 7, 1500", "maze.obj, 7, 40", "stairs.obj, 7, 240", "slopes.obj, 7, 260", "stairs.obj, 2, 1220",
            "stairs.obj, 9, 1320"})
    void everyParentJoinsAndLinksAcrossItsEdges(String scene, int seed, int versions) {
        NavMesh baked = TestScenes.bake(scene).navMesh();
        assertThat(MeshChecks.wallsWhereTheSurfaceGoesOn(baked)).isZero();
        replayJoined(baked, seed, versions, HammerTest::change, false, d ->
                assertThat(MeshChecks.wallsWhereTheSurfaceGoesOn(d.current())).as("version %d", d.version()).isZero());
    }

    /** One change of a replay's writer (see {@link HammerTest#change}). */
    private interface Writer {
        void change(DynamicNavMesh d, NavMesh baked, Random r, List<ObstacleHandle> live, float[] p);
    }

    /**
     * Replays a writer on a fresh dynamic mesh of baked with the given seed, 1 to 4 changes per version, up to the given
     * version, each version applied whole or (withBudgets) a third of them with a budget of 0.02 ms; checks every
     * version, and that no parent is laid out piece by piece.
     */
    private static void replayJoined(NavMesh baked, int seed, int versions, Writer writer, boolean withBudgets,
                                     java.util.function.Consumer<DynamicNavMesh> check) {
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(seed), perVersion = new Random(seed * 31L + 7);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        int piecewise = PieceLayout.PIECEWISE.get();
        while (d.version() < versions) {
            for (int c = 1 + perVersion.nextInt(4); c > 0; c--) {
                writer.change(d, baked, r, live, p);
            }
            d.update(withBudgets && perVersion.nextInt(3) == 0 ? 0.02 : 1e9);
            check.accept(d);
            assertThat(PieceLayout.PIECEWISE.get()).as("parents laid out piece by piece, version %d", d.version())
                    .isEqualTo(piecewise);
        }
    }

    /**
     * The every-shape writer above on undulating.obj baked in tiles of 48 cells, which lies about 5 km from the
     * origin, where a float step is 0.5 mm: with these seeds no parent is laid out piece by piece up to the given
     * version, every link is returned, and no version has a wall where the surface goes on (not counting needle
     * triangles under 4 mm wide, see {@link MeshChecks#wallsWhereTheSurfaceGoesOn(NavMesh, float)}).
     * <ul>
     * <li>Seeds 4, 6 and 10 laid out a parent piece by piece at versions 50, 39 and 41 until the points of a base
     * edge were one point within 4 float steps ({@link EdgePoints#tolerance}, not 10 micrometres).</li>
     * <li>Seed 8 at version 323 and seed 2 at version 378, until the vertices inside points snap onto are put into
     * the sides they lie on as the inside points are ({@link SidePoints}): a footprint's corner 0.75 mm inside a
     * parent snapped onto the edge point beside it, the piece between them vanished, and the piece beside it kept
     * a side that ran 0.75 mm past that point, a wall along the parent's edge.</li>
     * <li>Seed 5 at version 592, until a point may lie further off a side whose ends were taken as nearby edge
     * points, in proportion to how far they were moved ({@link SidePoints#insertOnSide}): a footprint's corner 2.03
     * mm off such a side, the first level being 1.95 mm, was left out of it.</li>
     * </ul>
     * Seeds 1 to 10, 1,000 versions each: 101 piece-by-piece layouts before these, 49 after the first, 26 after the
     * second, 22 after the third; versions with such walls (a scratch count like this one): 1,175 of 6,000 before
     * them (seeds 1 to 6), 545 of 10,000 after the second (seeds 1 to 10), 388 after the third.
     */
    @ParameterizedTest
    @CsvSource({"2, 500", "4, 300", "5, 700", "6, 200", "8, 500", "10, 120"})
    void farFromTheOriginEveryParentStillJoins(int seed, int versions) {
        NavMesh baked = new org.jme3navmesh.bake.NavMeshBaker().bake(TestScenes.triangles("third_party/undulating.obj"),
                BakeConfig.defaults().withTileSize(48), org.jme3navmesh.bake.BakeProgressListener.NONE, () -> false)
                .navMesh();
        replayJoined(baked, seed, versions, SceneReplayTest::anyChange, true, d -> {
            assertLinkedBothWays("undulating.obj", d);
            assertThat(MeshChecks.wallsWhereTheSurfaceGoesOn(d.current(), 0.004f)).as("version %d", d.version())
                    .isZero();
        });
    }

    /**
     * The two stairs replays that broke the query tables (the writer's seed 3 to version 983, seed 7 to version 1808):
     * there every link is returned, the query tables derive, no parent of the replay is laid out piece by piece, and
     * removing every obstacle restores the baked mesh.
     * <ul>
     * <li>Seed 3, version 983: base triangle 62 (400 pieces of 43 footprints) joined at no snap level and was laid out
     * piece by piece; a piece's corner snapped 5 mm across its neighbours' common side, and its sliver triangle had a
     * directed side of each neighbour's. Such slivers are dropped ({@link LayoutSides#dropOverlaps}, see
     * {@link LayoutSidesTest}); since joints snap ({@link JointSnap}), that parent joins.</li>
     * <li>Seed 7, version 1808: base triangle 33 (193 footprints) joined at the finest snap around two points 17
     * micrometres apart, and two slivers had the side between them in the same direction. Such a layout is cut again
     * at the next snap level ({@link LayoutSides#eachOnce}); since the first level is at least 4 float steps of the
     * parent's coordinates, it is not needed there.</li>
     * </ul>
     * In both the link across the side was not returned and the query tables of that version threw.
     */
    @ParameterizedTest
    @CsvSource({"3, 983", "7, 1808"})
    void theStairsReplaysThatBrokeTheQueryTablesStayLinked(int seed, int version) {
        int piecewise = PieceLayout.PIECEWISE.get();
        replayOnStairs(seed, version, () -> assertThat(PieceLayout.PIECEWISE.get()).as("parents laid out piece by piece")
                .isEqualTo(piecewise));
    }

    /**
     * HammerTest's writer on stairs.obj with the given seed (1 to 4 changes per version, each version applied
     * whole) up to the given version; there every link is returned, the query tables derive, then check runs,
     * and removing every obstacle gives back the baked mesh.
     */
    private static void replayOnStairs(int seed, int version, Runnable check) {
        NavMesh baked = TestScenes.bake("stairs.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(seed), perVersion = new Random(seed * 31L + 7);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        while (d.version() < version) {
            for (int c = 1 + perVersion.nextInt(4); c > 0; c--) {
                HammerTest.change(d, baked, r, live, p);
            }
            d.update(1e9);
        }
        assertLinkedBothWays("stairs.obj", d);
        NavMeshQuery.prepare(d.current());
        check.run();
        for (ObstacleHandle h : live) {
            d.remove(h);
        }
        d.update(1e9);
        CarveTest.assertRestored(baked, d.current());
    }

    /** Every link of d's current version is returned: the neighbour has the triangle as a neighbour. */
    private static void assertLinkedBothWays(String scene, DynamicNavMesh d) {
        NavMesh m = d.current();
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int q = m.neighbour(t, e);
                if (q >= 0) {
                    assertThat(m.sharedEdge(q, t)).as("%s version %d: link %d -> %d back", scene, d.version(), t, q)
                            .isGreaterThanOrEqualTo(0);
                }
            }
        }
    }
}
