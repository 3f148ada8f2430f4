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

    /**
     * The crowd course: both yards, the doorway, the corridor and the wide way round are one walkable region; the walls
     * are not walkable; a walker's shortest way from yard to yard goes through the doorway and the corridor.
     */
    @Test
    void crowdCourseHasADoorwayACorridorAndAWideWayRound() {
        int village = at(-5f, G, 12f);
        float z = CrowdCourse.AXIS_Z;
        int west = at(33f, G, z), door = at(CrowdCourse.WEST_WALL_X, G, z), corridor = at(50f, G, z);
        int east = at(60f, G, z), round = at(47f, G, 38.5f);
        for (int t : new int[] {west, door, corridor, east, round}) {
            assertThat(t).isNotNegative();
            assertThat(mesh.connected(t, village)).isTrue();
        }
        assertThat(at(CrowdCourse.WEST_WALL_X, G, z - 3f)).as("the doorway's wall").isNegative();
        assertThat(at(50f, G, z - CrowdCourse.CORRIDOR_WIDTH / 2 - 0.15f)).as("the corridor's wall").isNegative();
        org.jme3navmesh.query.PathResult p = new org.jme3navmesh.query.NavMeshQuery(mesh).findPath(33f, G, z, 60f, G, z);
        assertThat(p.status()).isEqualTo(org.jme3navmesh.query.PathStatus.FOUND);
        assertThat(p.length()).as("through the doorway and the corridor").isLessThan(28f);
    }

    @Test
    void linkLedgesAreWalkableIslandsJoinedByTheirTaggedLinks() {
        int village = at(-5f, G, 12f);
        int a = at(36f, G + CrowdCourse.LEDGE_HEIGHT, -58f);
        int b = at(44f, G + CrowdCourse.LEDGE_HEIGHT, -58f);
        int drop = at(49.5f, G + CrowdCourse.LEDGE_HEIGHT - CrowdCourse.DROP, -58f);
        int below = at(31f, G, -58f);
        for (int t : new int[] {a, b, drop, below}) {
            assertThat(t).isNotNegative();
        }
        assertThat(mesh.connected(below, village)).as("the ground at the ladder's foot").isTrue();
        assertThat(mesh.connected(a, village)).as("ledge a: up the ladder only").isFalse();
        assertThat(mesh.connected(a, b)).as("across the gap only").isFalse();
        assertThat(mesh.connected(b, drop)).as("a 1.5 m step is no stair").isFalse();
        assertThat(mesh.links().asList()).extracting(org.jme3navmesh.mesh.OffMeshLink::name)
                .containsExactly("ladder", "gap-jump", "step-drop", "ledge-drop");
        org.jme3navmesh.mesh.OffMeshLinks l = mesh.links();
        assertThat(l.triangle(l.indexOf("ladder"), 0)).as("the ladder's foot").satisfies(t -> assertThat(mesh.connected(t, below)).isTrue());
        assertThat(l.triangle(l.indexOf("ladder"), 1)).satisfies(t -> assertThat(mesh.connected(t, a)).isTrue());
        assertThat(l.triangle(l.indexOf("gap-jump"), 1)).satisfies(t -> assertThat(mesh.connected(t, b)).isTrue());
        assertThat(l.triangle(l.indexOf("step-drop"), 1)).satisfies(t -> assertThat(mesh.connected(t, drop)).isTrue());
        assertThat(l.triangle(l.indexOf("ledge-drop"), 1)).satisfies(t -> assertThat(mesh.connected(t, village)).isTrue());
        assertThat(l.link(l.indexOf("step-drop")).bidirectional()).isFalse();
    }
}
