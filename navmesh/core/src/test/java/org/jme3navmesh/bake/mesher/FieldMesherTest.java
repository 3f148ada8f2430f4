package org.jme3navmesh.bake.mesher;

import org.jme3navmesh.mesh.CellGrid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.CancellationException;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

class FieldMesherTest {
    private static final BakeConfig CFG = BakeConfig.defaults();
    private static final AreaTable AREAS = AreaTable.defaults().with("road", 1f).with("mud", 3f);

    private static NavMesh meshAndCheck(WalkableField f) {
        NavMesh m = FieldMesher.mesh(f, CFG, AREAS);
        MeshChecks.assertValidTopology(m);
        MeshChecks.assertCoversField(m, f, CFG);
        return m;
    }

    @Test
    void flatSquareBecomesTwoTriangles() {
        WalkableField f = new SyntheticField(40, 30, 0.3f).layer((x, z) -> 1f).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.triangleCount()).isEqualTo(2);
        assertThat(m.componentCount()).isEqualTo(1);
        assertThat(m.walkableArea()).isCloseTo(40 * 30 * 0.09, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void largeFlatFieldStaysCoarseAndConnected() {
        WalkableField f = new SyntheticField(300, 200, 0.3f).layer((x, z) -> 0f).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(1);
        assertThat(m.triangleCount()).isLessThan(300 * 200 / 1000);
    }

    @Test
    void obstacleBecomesHole() {
        WalkableField f = new SyntheticField(40, 40, 0.3f)
                .layer((x, z) -> (x >= 15 && x < 25 && z >= 12 && z < 20) ? Float.NaN : 0f).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(1);
        assertThat(m.findTriangle(20 * 0.3f, 0f, 16 * 0.3f, 0.5f, 0.5f)).isEqualTo(-1);
        assertThat(m.walkableArea()).isCloseTo((1600 - 80) * 0.09, org.assertj.core.data.Offset.offset(0.01));
    }

    @Test
    void twoIslandsAreTwoComponents() {
        WalkableField f = new SyntheticField(50, 20, 0.3f)
                .layer((x, z) -> x < 20 ? 0f : x >= 30 ? 0.2f : Float.NaN).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(2);
    }

    @Test
    void cliffSplitsComponents() {
        WalkableField f = new SyntheticField(40, 20, 0.3f).layer((x, z) -> x < 20 ? 0f : 1.5f).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(2);
    }

    @Test
    void thinWallSplitsComponents() {
        SyntheticField sf = new SyntheticField(40, 20, 0.3f).layer((x, z) -> 0f);
        for (int z = 0; z < 20; z++) {
            sf.wallPlusX(19, z);
        }
        NavMesh m = meshAndCheck(sf.build());
        assertThat(m.componentCount()).isEqualTo(2);
    }

    @Test
    void bridgeOverRoadKeepsBothLayersConnectedByRamps() {
        WalkableField f = bridge();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(1);
        // Under the deck's middle: both the road and the deck are on the mesh.
        float x = f.grid.centerX(32), z = f.grid.centerZ(30);
        int road = m.findTriangle(x, 0f, z, 0.5f, 0.5f);
        int deck = m.findTriangle(x, 3f, z, 0.5f, 0.5f);
        assertThat(road).isGreaterThanOrEqualTo(0);
        assertThat(deck).isGreaterThanOrEqualTo(0).isNotEqualTo(road);
        assertThat(m.heightAt(road, x, z)).isCloseTo(0f, org.assertj.core.data.Offset.offset(0.1f));
        assertThat(m.heightAt(deck, x, z)).isCloseTo(3f, org.assertj.core.data.Offset.offset(0.1f));
        assertThat(m.area(road)).isEqualTo(1);
        assertThat(m.area(deck)).isEqualTo(0);
    }

    /** Ground at 0 with a road (area 1) along X; a deck (3 m) along Z over it, with ramps down at both ends. */
    static WalkableField bridge() {
        return new SyntheticField(64, 64, 0.3f)
                .layer((x, z) -> {
                    float deck = deckHeight(x, z);
                    return !Float.isNaN(deck) && deck < 2.5f ? Float.NaN : 0f;
                })
                .layer(FieldMesherTest::deckHeight)
                .area((x, z, y) -> y < 0.05f && z >= 26 && z < 34 ? 1 : 0)
                .build();
    }

    private static float deckHeight(int x, int z) {
        if (x < 28 || x >= 36) {
            return Float.NaN;
        }
        // 10 cells flat at 3 m in the middle, ramps of 0.1 m per cell on both sides.
        float d = Math.abs(z - 29.5f) - 5f;
        if (d <= 0f) {
            return 3f;
        }
        float h = 3f - 0.1f * d;
        return h <= 0.02f ? Float.NaN : h;
    }

    @Test
    void stackedFloorsAreBothMeshedAndJoinedOnlyByTheRamp() {
        // Ground at 0 over 70x40 cells; an upper floor at 2.6 m over x >= 30; optionally a ramp
        // (0.1 m per cell, replacing the ground under it) from x = 4 up to the upper floor.
        for (boolean ramp : new boolean[] {false, true}) {
            SyntheticField.Height rampH = (x, z) -> ramp && x >= 4 && x < 30 && z >= 10 && z < 20 ? 0.1f * (x - 4) : Float.NaN;
            WalkableField f = new SyntheticField(70, 40, 0.3f)
                    .layer((x, z) -> Float.isNaN(rampH.at(x, z)) ? 0f : Float.NaN)
                    .layer((x, z) -> x >= 30 ? 2.6f : rampH.at(x, z))
                    .build();
            NavMesh m = meshAndCheck(f);
            assertThat(m.componentCount()).isEqualTo(ramp ? 1 : 2);
            float x = f.grid.centerX(50), z = f.grid.centerZ(20);
            int lower = m.findTriangle(x, 0f, z, 0.5f, 0.5f);
            int upper = m.findTriangle(x, 2.6f, z, 0.5f, 0.5f);
            assertThat(lower).isGreaterThanOrEqualTo(0);
            assertThat(upper).isGreaterThanOrEqualTo(0).isNotEqualTo(lower);
            assertThat(m.heightAt(lower, x, z)).isCloseTo(0f, org.assertj.core.data.Offset.offset(0.05f));
            assertThat(m.heightAt(upper, x, z)).isCloseTo(2.6f, org.assertj.core.data.Offset.offset(0.05f));
            assertThat(m.connected(lower, upper)).isEqualTo(ramp);
        }
    }

    @Test
    void rollingHillsFollowTheSurface() {
        WalkableField f = new SyntheticField(120, 120, 0.3f)
                .layer((x, z) -> (float) (1.5 * Math.sin(x * 0.05) * Math.cos(z * 0.04) + 0.5 * Math.sin(z * 0.11)))
                .build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.componentCount()).isEqualTo(1);
    }

    @Test
    void areaPatchesKeepTheirIds() {
        WalkableField f = new SyntheticField(60, 60, 0.3f).layer((x, z) -> 0f)
                .area((x, z, y) -> (x - 30) * (x - 30) + (z - 30) * (z - 30) < 100 ? 2 : 0).build();
        NavMesh m = meshAndCheck(f);
        assertThat(m.area(m.findTriangle(f.grid.centerX(30), 0f, f.grid.centerZ(30), 0.5f, 0.5f))).isEqualTo(2);
        assertThat(m.area(m.findTriangle(f.grid.centerX(2), 0f, f.grid.centerZ(2), 0.5f, 0.5f))).isEqualTo(0);
        assertThat(m.componentCount()).isEqualTo(1);
    }

    @Test
    void slopesAreRecorded() {
        // 0.1 m rise per 0.3 m cell: about 18.4 degrees.
        WalkableField f = new SyntheticField(30, 30, 0.3f).layer((x, z) -> x * 0.1f).build();
        NavMesh m = meshAndCheck(f);
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(m.slopeDeg(t)).isCloseTo(18.4f, org.assertj.core.data.Offset.offset(0.5f));
        }
    }

    @Test
    void emptyFieldIsRejected() {
        WalkableField f = new SyntheticField(10, 10, 0.3f).layer((x, z) -> 0f)
                .area((x, z, y) -> WalkableField.UNWALKABLE).build();
        assertThatThrownBy(() -> FieldMesher.mesh(f, CFG, AREAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("no walkable surface");
    }

    @Test
    void unknownAreaIsRejected() {
        WalkableField f = new SyntheticField(10, 10, 0.3f).layer((x, z) -> 0f).area((x, z, y) -> 5).build();
        assertThatThrownBy(() -> FieldMesher.mesh(f, CFG, AREAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("area id 5");
    }

    @Test
    void brokenFieldContractIsRejected() {
        // Two cells in a row, one span each, linked both ways.
        int[] cellStart = {0, 1, 2};
        float[] y = {0f, 0f};
        float[] slope = {0f, 0f};
        int[] area = {0, 0};
        int[] good = {-1, -1, 1, -1, 0, -1, -1, -1};
        assertThat(FieldMesher.mesh(new WalkableField(new CellGrid(0f, 0f, 0.3f, 2, 1), cellStart, y, slope, area, good), CFG, AREAS)
                .triangleCount()).isPositive();
        int[] oneWay = {-1, -1, 1, -1, -1, -1, -1, -1};
        assertThatThrownBy(() -> FieldMesher.mesh(new WalkableField(new CellGrid(0f, 0f, 0.3f, 2, 1), cellStart, y, slope, area, oneWay), CFG, AREAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not symmetric");
        int[] wrongCell = {-1, 1, -1, -1, -1, -1, -1, 0};
        assertThatThrownBy(() -> FieldMesher.mesh(new WalkableField(new CellGrid(0f, 0f, 0.3f, 2, 1), cellStart, y, slope, area, wrongCell), CFG, AREAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not in the neighbouring cell");
        float[] nanY = {0f, Float.NaN};
        assertThatThrownBy(() -> FieldMesher.mesh(new WalkableField(new CellGrid(0f, 0f, 0.3f, 2, 1), cellStart, nanY, slope, area, good), CFG, AREAS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("non-finite height");
        assertThatThrownBy(() -> FieldMesher.mesh(null, CFG, AREAS)).isInstanceOf(NullPointerException.class);
    }

    @Test
    void reportsProgressAndCancels() {
        WalkableField f = bridge();
        double[] last = {-1};
        FieldMesher.mesh(f, CFG, AREAS, p -> {
            assertThat(p).isGreaterThanOrEqualTo(last[0]).isBetween(0.0, 1.0);
            last[0] = p;
        }, () -> false);
        assertThat(last[0]).isEqualTo(1.0);
        assertThatThrownBy(() -> FieldMesher.mesh(f, CFG, AREAS, p -> { }, () -> true))
                .isInstanceOf(CancellationException.class);
    }
}
