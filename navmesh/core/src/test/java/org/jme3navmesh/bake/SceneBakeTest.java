package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Acceptance of the bake on the test scenes with the default agent (issue 2): slopes, stairs,
 * bridge layers, walls (thin ones too), maze area and hills triangle count. Expected answers
 * are derived from the OBJ geometry ({@link ObjBoxes}). Bakes are cached per JVM.
 */
class SceneBakeTest {
    private static final float TOL = 0.3f;

    @ParameterizedTest
    @ValueSource(ints = {10, 20, 30, 40, 50, 60})
    void slopePlateausConnectUpTo45Degrees(int deg) {
        BakeResult r = TestScenes.bake("slopes.obj");
        List<ObjBoxes.Obj> objs = ObjBoxes.read("slopes.obj");
        ObjBoxes.Obj plateau = ObjBoxes.one(objs, "plateau_" + deg + "deg");
        ObjBoxes.Obj ground = ObjBoxes.one(objs, "ground");
        float gx = (ground.minX() + ground.maxX()) / 2, gz = ground.maxZ() - 3f;
        boolean expected = deg <= 45;
        assertConnected(r, gx, ground.maxY(), gz, plateau.centerX(), plateau.maxY(), plateau.centerZ(), expected);
    }

    @ParameterizedTest
    @ValueSource(strings = {"20cm", "35cm", "50cm", "70cm"})
    void stairLandingsConnectUpToMaxStep(String riser) {
        BakeResult r = TestScenes.bake("stairs.obj");
        List<ObjBoxes.Obj> objs = ObjBoxes.read("stairs.obj");
        ObjBoxes.Obj landing = ObjBoxes.one(objs, "landing_" + riser);
        ObjBoxes.Obj ground = ObjBoxes.one(objs, "ground");
        float gx = (ground.minX() + ground.maxX()) / 2, gz = ground.maxZ() - 3f;
        boolean expected = Integer.parseInt(riser.replace("cm", "")) / 100f <= BakeConfig.DEFAULT_MAX_STEP;
        assertConnected(r, gx, ground.maxY(), gz, landing.centerX(), landing.maxY(), landing.centerZ(), expected);
    }

    @Test
    void bridgeHasTwoWalkableLayersAndTheDeckJoinsThePlateaus() {
        BakeResult r = TestScenes.bake("bridge.obj");
        List<ObjBoxes.Obj> objs = ObjBoxes.read("bridge.obj");
        ObjBoxes.Obj deck = ObjBoxes.one(objs, "bridge_deck");
        ObjBoxes.Obj floor = ObjBoxes.one(objs, "valley_floor");
        ObjBoxes.Obj west = ObjBoxes.one(objs, "plateau_w");
        ObjBoxes.Obj east = ObjBoxes.one(objs, "plateau_e");
        float x = deck.centerX(), z = deck.centerZ();
        // Field: two walkable spans in the same cell, road below and deck above.
        WalkableField f = r.field();
        int road = FieldChecks.walkableSpanAt(f, x, floor.maxY(), z, TOL);
        int top = FieldChecks.walkableSpanAt(f, x, deck.maxY(), z, TOL);
        assertThat(road).as("valley floor under the deck is walkable").isGreaterThanOrEqualTo(0);
        assertThat(top).as("deck is walkable").isGreaterThanOrEqualTo(0);
        assertThat(f.grid.cellAt(x, z)).isEqualTo(FieldChecks.cellOf(f, road)).isEqualTo(FieldChecks.cellOf(f, top));
        // Mesh: both layers present; deck and both plateaus in one component.
        NavMesh m = r.navMesh();
        int tRoad = m.findTriangle(x, floor.maxY(), z, TOL, TOL);
        int tDeck = m.findTriangle(x, deck.maxY(), z, TOL, TOL);
        assertThat(tRoad).isGreaterThanOrEqualTo(0);
        assertThat(tDeck).isGreaterThanOrEqualTo(0);
        assertThat(m.heightAt(tRoad, x, z)).isCloseTo(floor.maxY(), org.assertj.core.data.Offset.offset(0.1f));
        assertThat(m.heightAt(tDeck, x, z)).isCloseTo(deck.maxY(), org.assertj.core.data.Offset.offset(0.1f));
        int tWest = m.findTriangle(west.centerX(), west.maxY(), z, TOL, TOL);
        int tEast = m.findTriangle(east.centerX(), east.maxY(), z, TOL, TOL);
        assertThat(tWest).isGreaterThanOrEqualTo(0);
        assertThat(tEast).isGreaterThanOrEqualTo(0);
        assertThat(m.connected(tDeck, tWest)).as("deck reaches the west plateau").isTrue();
        assertThat(m.connected(tDeck, tEast)).as("deck reaches the east plateau").isTrue();
        int[] comp = FieldChecks.components(f);
        assertThat(comp[top]).isEqualTo(comp[FieldChecks.walkableSpanAt(f, west.centerX(), west.maxY(), z, TOL)])
                .isEqualTo(comp[FieldChecks.walkableSpanAt(f, east.centerX(), east.maxY(), z, TOL)]);
    }

    @Test
    void mazeEdgesAndLinksNeverCrossAWall() {
        assertNothingCrossesWalls("maze.obj", ObjBoxes.named(ObjBoxes.read("maze.obj"), "wall"));
    }

    @Test
    void hillsEdgesAndLinksNeverCrossThinWallsOrHouses() {
        List<ObjBoxes.Obj> objs = ObjBoxes.read("hills.obj");
        List<ObjBoxes.Obj> walls = objs.stream().filter(o -> o.name().startsWith("thin_wall") || o.name().startsWith("house")).toList();
        assertThat(ObjBoxes.named(objs, "thin_wall")).isNotEmpty();
        assertThat(ObjBoxes.named(objs, "thin_wall").get(0).maxX() - ObjBoxes.named(objs, "thin_wall").get(0).minX())
                .as("hills has thin walls, thinner than... a cell and a bit").isLessThanOrEqualTo(0.31f);
        assertNothingCrossesWalls("hills.obj", walls);
    }

    @Test
    void mazeMeshKeepsTheAgentRadiusFromEveryWall() {
        assertClearance("maze.obj", ObjBoxes.named(ObjBoxes.read("maze.obj"), "wall"));
    }

    @Test
    void hillsMeshKeepsTheAgentRadiusFromThinWallsAndHouses() {
        List<ObjBoxes.Obj> objs = ObjBoxes.read("hills.obj");
        assertClearance("hills.obj", objs.stream()
                .filter(o -> o.name().startsWith("thin_wall") || o.name().startsWith("house")).toList());
    }

    @Test
    void mazeWalkableAreaMatchesTheAnalyticArea() {
        BakeResult r = TestScenes.bake("maze.obj");
        List<ObjBoxes.Obj> objs = ObjBoxes.read("maze.obj");
        ObjBoxes.Obj floor = ObjBoxes.one(objs, "floor");
        List<ObjBoxes.Obj> walls = ObjBoxes.named(objs, "wall");
        float radius = BakeConfig.DEFAULT_AGENT_RADIUS;
        // Analytic: floor points at least agentRadius from every wall footprint, sampled every 5 cm.
        float step = 0.05f;
        long inside = 0;
        for (float z = floor.minZ() + step / 2; z < floor.maxZ(); z += step) {
            for (float x = floor.minX() + step / 2; x < floor.maxX(); x += step) {
                boolean free = x - floor.minX() >= radius && floor.maxX() - x >= radius
                        && z - floor.minZ() >= radius && floor.maxZ() - z >= radius;
                for (int i = 0; free && i < walls.size(); i++) {
                    ObjBoxes.Obj w = walls.get(i);
                    if (x > w.minX() - radius && x < w.maxX() + radius && z > w.minZ() - radius && z < w.maxZ() + radius
                            && w.distance(x, z) < radius) {
                        free = false;
                    }
                }
                if (free) {
                    inside++;
                }
            }
        }
        double analytic = inside * step * step;
        double fieldArea = r.walkableSpans() * (double) r.field().grid.cellSize() * r.field().grid.cellSize();
        double meshArea = r.navMesh().walkableArea();
        assertThat(analytic).isGreaterThan(1000.0);
        assertThat(Math.abs(fieldArea - analytic) / analytic).as("field area %.1f vs analytic %.1f", fieldArea, analytic)
                .isLessThan(0.05);
        assertThat(Math.abs(meshArea - analytic) / analytic).as("mesh area %.1f vs analytic %.1f", meshArea, analytic)
                .isLessThan(0.05);
    }

    @Test
    void hillsHasFewerThanOneTrianglePerTwentyWalkableCells() {
        BakeResult r = TestScenes.bake("hills.obj");
        assertThat(r.cellsSampled()).isBetween(280_000, 290_000);
        assertThat(r.walkableSpans()).isGreaterThan(100_000);
        assertThat(r.navMesh().triangleCount()).isLessThan(r.walkableSpans() / 20);
        FieldChecks.assertLinksConsistent(r.field());
    }

    private static void assertConnected(BakeResult r, float ax, float ay, float az, float bx, float by, float bz, boolean expected) {
        WalkableField f = r.field();
        int sa = FieldChecks.walkableSpanAt(f, ax, ay, az, TOL);
        int sb = FieldChecks.walkableSpanAt(f, bx, by, bz, TOL);
        assertThat(sa).as("walkable sample at (%.1f, %.1f, %.1f)", ax, ay, az).isGreaterThanOrEqualTo(0);
        assertThat(sb).as("walkable sample at (%.1f, %.1f, %.1f)", bx, by, bz).isGreaterThanOrEqualTo(0);
        int[] comp = FieldChecks.components(f);
        assertThat(comp[sa] == comp[sb]).as("field connects (%.1f, %.1f) and (%.1f, %.1f)", ax, az, bx, bz).isEqualTo(expected);
        NavMesh m = r.navMesh();
        int ta = m.findTriangle(ax, ay, az, TOL, TOL);
        int tb = m.findTriangle(bx, by, bz, TOL, TOL);
        assertThat(ta).isGreaterThanOrEqualTo(0);
        assertThat(tb).isGreaterThanOrEqualTo(0);
        assertThat(m.connected(ta, tb)).as("navmesh connects (%.1f, %.1f) and (%.1f, %.1f)", ax, az, bx, bz).isEqualTo(expected);
    }

    /**
     * Every mesh vertex and every point of every boundary edge (sampled every 5 cm) below a wall's
     * top keeps at least {@link AgentErosion#minClearance} (the agent radius less a third of a
     * cell) from the wall's footprint: the erosion measures from the walls' corners as well as
     * their faces, and simplified outlines never cut into the eroded band.
     */
    private static void assertClearance(String scene, List<ObjBoxes.Obj> walls) {
        BakeResult r = TestScenes.bake(scene);
        NavMesh m = r.navMesh();
        float need = AgentErosion.minClearance(BakeConfig.DEFAULT_AGENT_RADIUS, r.field().grid.cellSize()) - 1e-3f;
        assertThat(walls).isNotEmpty();
        float worst = Float.MAX_VALUE;
        String where = "";
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                float ax = m.vertexX(a), az = m.vertexZ(a), bx = m.vertexX(b), bz = m.vertexZ(b);
                float y = Math.min(m.vertexY(a), m.vertexY(b));
                int samples = m.neighbour(t, e) < 0 ? Math.max(1, (int) Math.ceil(Math.hypot(bx - ax, bz - az) / 0.05)) : 1;
                for (int k = 0; k < samples; k++) {
                    float x = ax + (bx - ax) * k / samples, z = az + (bz - az) * k / samples;
                    for (ObjBoxes.Obj w : walls) {
                        if (y >= w.maxY() - 0.5f || x < w.minX() - need || x > w.maxX() + need
                                || z < w.minZ() - need || z > w.maxZ() + need) {
                            continue;
                        }
                        float d = w.distance(x, z);
                        if (d < worst) {
                            worst = d;
                            where = String.format("(%.2f, %.2f) near %s", x, z, w.name());
                        }
                    }
                }
            }
        }
        assertThat(worst).as("closest mesh point to a wall: %.3f m at %s", worst, where).isGreaterThanOrEqualTo(need);
    }

    /** No mesh edge and no field link below a wall's top crosses the wall's footprint. */
    private static void assertNothingCrossesWalls(String scene, List<ObjBoxes.Obj> walls) {
        BakeResult r = TestScenes.bake(scene);
        NavMesh m = r.navMesh();
        int crossings = 0;
        StringBuilder first = new StringBuilder();
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                for (ObjBoxes.Obj w : walls) {
                    if (Math.min(m.vertexY(a), m.vertexY(b)) < w.maxY() - 0.5f
                            && w.segmentHits(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b))) {
                        if (crossings++ == 0) {
                            first.append("edge of triangle ").append(t).append(" crosses ").append(w.name());
                        }
                    }
                }
            }
        }
        assertThat(crossings).as("mesh edges crossing walls (%s)", first).isZero();
        WalkableField f = r.field();
        for (int s = 0; s < f.spanCount(); s++) {
            int c = FieldChecks.cellOf(f, s);
            float ax = f.grid.centerX(c % f.grid.width()), az = f.grid.centerZ(c / f.grid.width());
            for (int d = 1; d <= 2; d++) {
                int n = f.neighbour[4 * s + d];
                if (n < 0) {
                    continue;
                }
                float bx = ax + WalkableField.DX[d] * f.grid.cellSize(), bz = az + WalkableField.DZ[d] * f.grid.cellSize();
                for (ObjBoxes.Obj w : walls) {
                    if (f.y[s] < w.maxY() - 0.5f && w.segmentHits(ax, az, bx, bz)) {
                        throw new AssertionError("field link at (" + ax + ", " + az + ") crosses " + w.name());
                    }
                }
            }
        }
    }
}
