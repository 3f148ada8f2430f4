package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.asset.DesktopAssetManager;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The built-in level bakes into what the demo promises: mud area, unwalkable pond, two layers at the bridge, ramps. */
class DemoLevelBakeTest {
    private static NavMesh mesh;
    private static final float G = LevelLayout.GROUND;

    @BeforeAll
    static void bake() throws Exception {
        BakeOutput out = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false);
        mesh = out.mesh();
        assertThat(out.field()).as("the walkable field comes along for the sample view").isNotNull();
    }

    private static int at(float x, float y, float z) {
        return mesh.findTriangle(x, y, z, 0.5f, 0.5f);
    }

    @Test
    void mudIsItsOwnCostlierArea() {
        int t = at(-24f, G + 0.05f, 18f);
        assertThat(t).isNotNegative();
        int mud = mesh.areas().idOf("mud");
        assertThat(mud).isNotNegative();
        assertThat(mesh.area(t)).isEqualTo(mud);
        assertThat(mesh.areas().cost(mud)).isGreaterThan(1f);
    }

    @Test
    void pondIsNotWalkable() {
        assertThat(mesh.findTriangle(LevelLayout.POND_X, LevelLayout.POND_WATER, LevelLayout.POND_Z, 2f, 2f)).isNegative();
    }

    @Test
    void bridgeDeckAndRoadBelowAreBothWalkable() {
        int deck = at(LevelLayout.ROAD_X, G + 0.15f, LevelLayout.BRIDGE_Z);
        int road = at(LevelLayout.ROAD_X, G - 3f, LevelLayout.BRIDGE_Z);
        assertThat(deck).as("deck").isNotNegative();
        assertThat(road).as("road under the deck").isNotNegative();
        assertThat(deck).isNotEqualTo(road);
        int village = at(-5f, G, 12f);
        assertThat(mesh.connected(deck, village)).as("deck reachable from the village").isTrue();
        assertThat(mesh.connected(road, village)).as("road reachable through its ramped ends").isTrue();
    }

    @Test
    void gentleRampsAndLowStairsReachTheirPlateausSteepOnesDoNot() {
        int village = at(-5f, G, 12f);
        float x = -28f;
        for (float slope : DemoLevel.RAMP_SLOPES) {
            int top = at(x, G + DemoLevel.PLATEAU_HEIGHT, 36f);
            assertThat(top).as("plateau above the %s deg ramp", slope).isNotNegative();
            assertThat(mesh.connected(top, village)).as("plateau above the %s deg ramp connected", slope)
                    .isEqualTo(slope <= 40f);
            x += 6f;
        }
        for (float riser : DemoLevel.STAIR_RISERS) {
            int top = at(x, G + DemoLevel.PLATEAU_HEIGHT, 36f);
            assertThat(top).as("landing above the %s m stairs", riser).isNotNegative();
            assertThat(mesh.connected(top, village)).as("landing above the %s m stairs connected", riser)
                    .isEqualTo(riser <= 0.4f);
            x += 6f;
        }
    }
}
