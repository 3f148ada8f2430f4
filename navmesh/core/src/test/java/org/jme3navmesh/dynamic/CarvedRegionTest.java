package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.NavMeshQuery;
import org.junit.jupiter.api.Test;

/** A carved parent is cut as one region: as few triangles as its points allow, its neighbours left as baked. */
class CarvedRegionTest {
    @Test
    void aHoleInsideOneTriangleCutsItIntoPointsPlusTwoMinusTwoTrianglesAndLeavesTheRestAsBaked() {
        NavMesh base = TestMeshes.grid(2, 2, 10f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(base, 0.5f);
        int parent = base.findTriangle(2f, 0f, 6f, 1f, 1f);
        ObstacleHandle h = d.add(ObstacleShape.cylinder(2f, -0.5f, 6f, 0.5f, 2f));
        d.update(100);
        NavMesh m = d.current();
        MeshChecks.check(m);
        MeshChecks.noTJunctions(m, 1e-4f);
        int live = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (MeshChecks.retired(m, t)) {
                continue;
            }
            live++;
            if (t < base.triangleCount()) {
                assertThat(t).as("only the parent is cut").isNotEqualTo(parent);
                for (int k = 0; k < 3; k++) {
                    assertThat(m.vertex(t, k)).as("triangle %d is as baked", t).isEqualTo(base.vertex(t, k));
                }
            }
        }
        // The parent's 3 corners and the polygon's corners (8 for the grown radius of 1 m), one hole: 11 + 2 - 2 triangles.
        int sides = ObstacleShape.circleSides(1.0, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE);
        assertThat(sides).isEqualTo(8);
        assertThat(live).isEqualTo(base.triangleCount() - 1 + (3 + sides + 2 - 2));
        // The polygon's corners, and the one vertex the retired parent's corners are put on.
        assertThat(m.vertexCount()).isEqualTo(base.vertexCount() + sides + 1);
        double hole = sides * Math.tan(Math.PI / sides) * 1.0 * 1.0;
        assertThat(m.walkableArea()).isCloseTo(400 - hole, org.assertj.core.data.Offset.offset(1e-3));
        d.remove(h);
        d.update(100);
        CarveTest.assertRestored(base, d.current());
    }

    /**
     * Random cylinders, boxes and hulls (one in five an area) on a grid of large triangles, so that several
     * footprints cut each one; seeds 21, 140, 328 and 714 each broke an earlier version of the region cut (a
     * footprint side meeting an edge where another footprint's cutting line does, corners rounded a few
     * micrometres apart, a piece whose corners came together).
     */
    @Test
    void overlappingHolesAndAreasAreCutAsRegionsNeverPieceByPiece() {
        int before = PieceLayout.PIECEWISE.get();
        for (int seed : new int[] {1, 2, 3, 21, 140, 328, 714}) {
            Random rnd = new Random(seed);
            float cell = 2f + rnd.nextFloat() * 8f;
            NavMesh base = TestMeshes.gridAt(AreaTable.defaults().with("mud", 3f), 0f, 0f, 6, 6, cell, 1f);
            DynamicNavMesh d = new DynamicNavMesh(base, 0.4f);
            List<ObstacleHandle> hs = new ArrayList<>();
            float span = 6 * cell;
            for (int i = 0; i < 40; i++) {
                float x = rnd.nextFloat() * span, z = rnd.nextFloat() * span;
                float size = 0.2f + rnd.nextFloat() * cell * 0.4f;
                ObstacleShape s = switch (rnd.nextInt(3)) {
                    case 0 -> ObstacleShape.cylinder(x, 0.5f, z, size, 2f);
                    case 1 -> ObstacleShape.box(x, 1.5f, z, size, 1f, 0.2f + rnd.nextFloat() * size, rnd.nextFloat() * 3);
                    default -> ObstacleShape.hull(new float[] {x, z, x + size * 2, z + 0.2f, x + 0.4f, z + size * 1.5f}, 0.5f, 3f);
                };
                hs.add(rnd.nextInt(5) == 0 ? d.add(s, 1) : d.add(s));
                d.update(100);
                MeshChecks.check(d.current());
                MeshChecks.noTJunctions(d.current(), 1e-4f);
            }
            Collections.shuffle(hs, rnd);
            for (ObstacleHandle h : hs) {
                d.remove(h);
                d.update(100);
                MeshChecks.check(d.current());
                MeshChecks.noTJunctions(d.current(), 1e-4f);
            }
            CarveTest.assertRestored(base, d.current());
        }
        assertThat(PieceLayout.PIECEWISE.get() - before).as("parents cut piece by piece").isZero();
    }

    /**
     * {@link HammerTest}'s writer on stairs.obj, one change per version, to version 1147: a move leaves base
     * triangle 62 with 149 pieces of 18 footprints, where one footprint's corner lies 3.4 mm from another's side.
     * No snap finer than 1 cm joined the region; the pieces laid out alone overlapped, links stopped being
     * symmetric, and the first query on that version failed in the polygon graph's patch.
     */
    @Test
    void aFootprintCornerMillimetresFromAnotherSideStillJoins() {
        NavMesh baked = TestScenes.bake("stairs.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Random r = new Random(11);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        while (d.version() < 1147) {
            HammerTest.change(d, baked, r, live, p);
            d.update(0);
        }
        MeshChecks.check(d.current());
        NavMeshQuery.prepare(d.current());
    }

    /**
     * Base triangle 554 of the 1 km world at 48 cells ({@link #WORLD_554}) and the three footprints that carved it
     * in a replay (seed 2, version 128, of a 40 m window at its corner): two footprint corners 0.12 mm apart, one on a
     * piece's side, the other 0.126 mm off it, were made one point, the one off the side, which was then left out of
     * that side. The sliver piece between them vanished, and the pieces beside it met at two points 8 mm apart: a notch
     * of no area in the region, two triangles overlapping along it and a wall between them. A point snapped onto
     * another now puts that one into the sides it lay on itself.
     */
    @Test
    void aCornerSnappedOntoItsTwinStillLiesOnTheSidesItLayOn() {
        assertJoinedWithoutWalls(new int[] {-1, -1, -1},
                ObstacleShape.cylinder(-472.32654f, 8f, -464.15723f, 0.89429706f, 2f),
                ObstacleShape.box(-476.41107f, 9f, -464.52383f, 1.1345227f, 1f, 1.2240491f, 2.7632346f),
                ObstacleShape.hull(new float[] {-475.78812f, -463.7328f, -476.6593f, -464.79382f, -475.96335f, -466.5427f,
                    -474.17307f, -466.50034f, -474.10855f, -466.4524f}, 8f, 10f));
    }

    /**
     * The same base triangle and three footprints of the same replay at version 824: an area cylinder, an area hull
     * of the base's own area, and a box. A side of a piece whose end was snapped onto a point 0.15 mm away no longer
     * ran through a point that lay on the side as the piece had it; no snap level joined the region, and the pieces
     * laid out one by one left 7 walls. A point on the side as the piece had it now goes into it too.
     */
    @Test
    void aSideWhoseEndWasSnappedStillTakesThePointsItRanThrough() {
        assertJoinedWithoutWalls(new int[] {1, 0, -1}, AREA_CYLINDER, AREA_HULL,
                ObstacleShape.box(-472.65356f, 8.564473f, -463.77594f, 0.7035915f, 1f, 0.33953673f, 3.807233f));
    }

    /**
     * The same base triangle with the area cylinder and the area hull, and a hole hull (the same replay at version
     * 857): the pieces of the base's area made a loop 0.38 m long and 0.125 mm wide whose third point lay on the line
     * of the other two within the rounding. Dropped as straight, it left a loop of two points, which failed every snap
     * level, and the parent laid out piece by piece left 10 walls. A loop with no area left now goes.
     */
    @Test
    void aLoopOfNoAreaIsDroppedNotFailed() {
        assertJoinedWithoutWalls(new int[] {1, 0, -1}, AREA_CYLINDER, AREA_HULL,
                ObstacleShape.hull(new float[] {-473.06662f, -459.84134f, -473.46768f, -459.0594f, -473.81015f, -458.8961f,
                    -474.01285f, -458.86572f, -474.4603f, -460.76135f, -473.08545f, -460.0486f}, 7.8536606f, 9.853661f));
    }

    private static final ObstacleShape AREA_CYLINDER = ObstacleShape.cylinder(-474.33392f, 8.2072935f, -468.0661f,
            0.5382096f, 2f);
    private static final ObstacleShape AREA_HULL = ObstacleShape.hull(new float[] {-472.2018f, -462.24954f, -472.42062f,
        -461.8111f, -472.45898f, -461.76492f, -473.44238f, -461.35724f, -474.30478f, -461.81085f, -474.39578f,
        -463.16684f, -473.06885f, -463.71912f, -472.16226f, -462.55957f}, 7.9866276f, 9.986628f);

    /**
     * Base triangle 5947 of the 1 km world at 48 cells, 200 m from the origin, and the three footprints that left a
     * wall on it in a replay of a 40 m window at (200, -300) (seed 1, version 608): a box hole, an area cylinder and a
     * cylinder hole. A corner of the area cylinder's polygon and the point where another cut meets its side lay
     * 0.17 mm apart, beyond the first snap level (0.12 mm there); the region joined, but its loop ran out 0.77 m from
     * one to a point and back to the other: a slit of no width with a wall on either side. Such a cut is now made
     * again at the next snap level, which makes the twins one point.
     */
    @Test
    void aSlitBetweenTwinsIsCutAgainAtTheNextSnapLevel() {
        assertJoinedWithoutWalls(new float[] {205.60004f, 3.69282f, -295.09998f, 202.30005f, 4.25979f, -298.39999f,
            201.85004f, 3.61452f, -291.95001f}, new int[] {-1, 1, -1},
                ObstacleShape.box(203.17584f, 0f, -298.8778f, 1f, 50f, 0.5f, 0.11460626f),
                ObstacleShape.cylinder(202.15407f, 3.6258187f, -296.30765f, 0.8179364f, 2f),
                ObstacleShape.cylinder(202.12134f, 3.57693f, -295.83862f, 0.39701653f, 2f));
    }

    /**
     * Base triangle 6005 of the 1 km world at 48 cells, 200 m from the origin, and the one box that left a wall on it
     * in a replay of a 40 m window at (200, -300) (seed 2). Its yaw (1.96317 rad) lays its sides 0.0003 rad off edges
     * of its rounded corners' octagon, so the hull of the grown box had two corners 0.08 mm off the lines of their
     * neighbours. The two sides of each, extended, cut the triangle along nearly one line, into slivers 0.1 to 0.7 mm
     * wide: the first snap levels could not join the region, and at 1 mm a sliver vanished and left a wall 0.29 m
     * long. Such corners are now dropped from the footprint ({@link FootprintTest}).
     */
    @Test
    void aBoxSideAlmostAlongAnEdgeOfItsRoundedCornerCutsNoSliver() {
        assertJoinedWithoutWalls(new float[] {234.40002f, -0.7285f, -284.0f, 245.20001f, -2.23216f, -284.59998f,
            245.20001f, -1.53336f, -293.59998f}, new int[] {-1},
                ObstacleShape.box(237.29381f, -1.1313926f, -284.16077f, 0.594983f, 1f, 1.270441f, 1.96317f));
    }

    /**
     * The 13 baked triangles around one vertex of undulating.obj at 48 cells (vertex 0 here, 1271 there), at a tile
     * corner 5 km from the origin, where a float step is 0.5 mm, and the one cylinder that left a wall there in a replay
     * (seed 9, version 21). Its footprint passed 10 mm outside the vertex: each triangle of the fan kept a tip 10 mm
     * long and under 1 mm wide, rounded to float coordinates, and neighbouring tips no longer met side to side (a wall
     * 11 mm long). The footprint now takes the vertex in ({@link FootprintReach#REACH}), so its sides split the fan's
     * triangles at their corner.
     */
    @Test
    void aFootprintPassingJustOutsideABaseVertexTakesItIn() {
        float[] v = {5052.50586f, 1.59923f, 5073.05176f, 5052.50586f, 1.01338f, 5071.55176f, 5052.20605f, 1.04368f,
            5071.55176f, 5051.90576f, 0.87001f, 5071.55176f, 5051.00586f, 0.24946f, 5071.55176f, 5050.70605f, 0.06585f,
            5071.55176f, 5050.40576f, -0.05351f, 5071.55176f, 5050.10596f, -0.12653f, 5071.55176f, 5048.60596f, -0.97648f,
            5071.55176f, 5048.00586f, -1.15039f, 5071.55176f, 5047.40576f, -1.54191f, 5071.55176f, 5046.05615f, -3.26303f,
            5074.10156f, 5053.40576f, 2.22542f, 5073.05176f, 5053.85596f, 3.06180f, 5075.90186f, 5049.65576f, -0.47640f,
            5077.70166f};
        int[] t = {0, 1, 2, 0, 2, 3, 3, 4, 0, 4, 5, 0, 5, 6, 0, 6, 7, 0, 7, 8, 0, 8, 9, 0, 9, 10, 0, 0, 10, 11, 12, 0, 13,
            13, 0, 14, 11, 14, 0};
        NavMeshBuilder b = new NavMeshBuilder();
        for (int i = 0; i < v.length; i += 3) {
            b.addVertex(v[i], v[i + 1], v[i + 2]);
        }
        for (int i = 0; i < t.length; i += 3) {
            b.addTriangle(t[i], t[i + 1], t[i + 2], 0, 43f);
        }
        DynamicNavMesh d = new DynamicNavMesh(b.build(), 0.5f);
        d.add(ObstacleShape.cylinder(5051.1787f, -0.026423216f, 5071.7246f, 1.3669541f, 2f));
        d.update(1e9);
        NavMesh m = d.current();
        MeshChecks.check(m);
        assertThat(m.triangleCount()).as("triangles").isGreaterThan(13);
        assertThat(MeshChecks.wallsWhereTheSurfaceGoesOn(m)).as("walls where the surface goes on").isZero();
        NavMeshQuery.prepare(m);
    }

    /**
     * Base triangle 1671 of undulating.obj at 48 cells, 5 km from the origin, and the one hull that had it laid out piece by
     * piece in a replay (seed 3, version 455), with walls up to 5 m long on it and its neighbour. The grown hull
     * turned by 0.7 degrees at a corner 6 mm inside the triangle's edge; its two sides there, extended as cutting lines,
     * cut a wedge 1 cm wide where they met the triangle's far edge, which the snap levels folded. Such a corner is now
     * pushed out ({@link FootprintTest}).
     */
    @Test
    void aHullCornerTurningSlightlyCutsNoWedge() {
        assertJoinedWithoutWalls(new float[] {5027.90576f, -0.57572f, 5068.25195f, 5027.90576f, 0.51657f, 5070.05176f,
            5032.70605f, 2.01051f, 5071.55176f}, new int[] {-1},
                ObstacleShape.hull(new float[] {5027.583f, 5069.22f, 5027.5293f, 5069.3545f, 5027.5f, 5069.4067f,
                    5027.1826f, 5069.702f, 5026.0225f, 5069.0083f, 5026.765f, 5068.1978f, 5027.343f, 5068.3916f},
                        -0.72317636f, 1.2768236f));
    }

    /**
     * Base triangle 5991 of the 1 km world at 48 cells, 200 m from the origin, and the four footprints that left a wall
     * 19 cm long on it in a replay of a 40 m window at (200, -300) (seed 1, version 1146) once slight turns were
     * pushed out: a pushed box's side then passed 0.1 mm outside the triangle's corner. The corner was taken into the
     * footprint but dropped again as a slight turn; it is now pushed out onto a side through it first
     * ({@link FootprintReach#REACH}).
     */
    @Test
    void aCornerTakenInAtASlightTurnStaysOnTheFootprint() {
        assertJoinedWithoutWalls(new float[] {220.00000f, 1.76859f, -284.59998f, 224.50000f, 0.53321f, -284.59998f,
            220.00000f, 1.37774f, -287.89999f}, new int[] {-1, -1, -1, -1},
                ObstacleShape.cylinder(219.10004f, 1.4407377f, -284.59998f, 0.5140362f, 2f),
                ObstacleShape.box(219.87433f, 0f, -283.6785f, 1f, 50f, 0.5f, 0.0058760047f),
                ObstacleShape.box(222.90991f, 0.8834609f, -284.59998f, 0.491915f, 1f, 0.94235384f, 2.0832074f),
                ObstacleShape.box(221.6135f, 1.2533414f, -284.69397f, 0.48077977f, 1f, 0.94255656f, 1.972985f));
    }

    /** Base triangle 554 of the 1 km world at 48 cells, 475 m from the origin: X, Y, Z of its three corners. */
    private static final float[] WORLD_554 = {-485.6f, 8.042f, -456.8f, -471.2f, 8.3646f, -456.8f, -471.2f, 8.84821f,
        -471.2f};

    private static void assertJoinedWithoutWalls(int[] areas, ObstacleShape... shapes) {
        assertJoinedWithoutWalls(WORLD_554, areas, shapes);
    }

    /**
     * Carves one base triangle (its corners' X, Y, Z, counter-clockwise seen from above), alone, by the shapes (area
     * ids per shape, -1 for a hole) and checks that the region joined with no wall where the surface goes on and that
     * the version can be queried.
     */
    private static void assertJoinedWithoutWalls(float[] corners, int[] areas, ObstacleShape... shapes) {
        NavMeshBuilder b = new NavMeshBuilder().areaTable(AreaTable.defaults().with("mud", 3f));
        for (int k = 0; k < 3; k++) {
            b.addVertex(corners[3 * k], corners[3 * k + 1], corners[3 * k + 2]);
        }
        b.addTriangle(0, 1, 2, 0, 0f);
        DynamicNavMesh d = new DynamicNavMesh(b.build(), 0.5f);
        for (int i = 0; i < shapes.length; i++) {
            d.add(shapes[i], areas[i]);
        }
        int before = PieceLayout.PIECEWISE.get();
        d.update(1e9);
        NavMesh m = d.current();
        MeshChecks.check(m);
        assertThat(MeshChecks.wallsWhereTheSurfaceGoesOn(m)).as("walls where the surface goes on").isZero();
        assertThat(PieceLayout.PIECEWISE.get() - before).as("parents cut piece by piece").isZero();
        NavMeshQuery.prepare(m);
    }
}
