package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;

/** Reversed winding: detected single-sided, baked as if right double-sided (issue 14, case 4). */
class WindingTest {
    private static final BakeConfig DOUBLE = BakeConfig.defaults().withDoubleSided(true);

    /** The soup with every triangle's winding reversed; bodies and tags kept. */
    static SceneTriangles reversed(SceneTriangles s) {
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        int body = Integer.MIN_VALUE;
        float[] v = s.xyz;
        for (int t = 0; t < s.count(); t++) {
            if (s.body[t] != body) {
                body = s.body[t];
                b.beginBody(s.tags[s.tag[t]]);
            }
            int o = 9 * t;
            b.add(v[o], v[o + 1], v[o + 2], v[o + 6], v[o + 7], v[o + 8], v[o + 3], v[o + 4], v[o + 5]);
        }
        return b.build();
    }

    @Test
    void reversedHillsWarnsAndBakesLikeTheOriginalDoubleSided() {
        NavMeshBaker baker = new NavMeshBaker();
        BakeResult normal = TestScenes.bake("hills.obj");
        assertThat(normal.warnings()).isEmpty();
        SceneTriangles rev = reversed(TestScenes.triangles("hills.obj"));

        BakeResult flipped = baker.bake(rev, BakeConfig.defaults());
        assertThat(flipped.navMesh().walkableArea()).isLessThan(0.01f * normal.navMesh().walkableArea());
        assertThat(flipped.warnings()).singleElement().asString()
                .matches("\\d+% of the surfaces the down-rays hit first face down.*reversed winding\\? bake with doubleSided");
        assertThat(Integer.parseInt(flipped.warnings().get(0).split("%")[0])).isGreaterThanOrEqualTo(90);

        BakeResult fixed = baker.bake(rev, DOUBLE);
        assertThat(fixed.warnings()).isEmpty();
        assertThat(fixed.navMesh().triangleCount()).isEqualTo(normal.navMesh().triangleCount());
        assertThat((double) fixed.navMesh().walkableArea())
                .isCloseTo(normal.navMesh().walkableArea(), offset(0.005 * normal.navMesh().walkableArea()));
        // Double-sided reads the right winding the same way.
        BakeResult both = baker.bake(TestScenes.triangles("hills.obj"), DOUBLE);
        assertThat(both.navMesh().triangleCount()).isEqualTo(fixed.navMesh().triangleCount());
        assertThat(both.navMesh().walkableArea()).isEqualTo(fixed.navMesh().walkableArea());
    }

    @Test
    void scenesWithTheRightWindingDoNotWarn() {
        for (String scene : new String[] {"maze.obj", "bridge.obj", "stairs.obj", "slopes.obj"}) {
            assertThat(TestScenes.bake(scene).warnings()).as(scene).isEmpty();
        }
    }

    @Test
    void nothingWalkableFromReversedFacesNamesTheLikelyCause() {
        SceneTriangles rev = reversed(TestScenes.triangles("stairs.obj"));
        assertThatThrownBy(() -> new NavMeshBaker().bake(rev, BakeConfig.defaults()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("no walkable surface: ")
                .hasMessageContaining("face down")
                .hasMessageEndingWith("reversed winding? bake with doubleSided");
        // A scene that is just too steep says nothing of winding.
        SceneTriangles.Builder steep = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        steep.add(0, 0, 0, 0, 20, 10, 10, 0, 0).add(10, 0, 0, 0, 20, 10, 10, 20, 10);
        assertThatThrownBy(() -> new NavMeshBaker().bake(steep.build(), BakeConfig.defaults()))
                .hasMessageStartingWith("no walkable surface: ").hasMessageNotContaining("winding");
    }

    @Test
    void thinWallsStillBlockDoubleSided() {
        for (boolean reverse : new boolean[] {false, true}) {
            SceneTriangles.Builder b = WalkableRulesTest.floor();
            b.beginBody(SurfaceTag.GROUND);
            WalkableRulesTest.box(b, 10f, 1.5f, 10f, 0.05f, 1.5f, 16f, (float) Math.toRadians(30)); // 0.1 m thick
            WalkableField f = field(reverse ? reversed(b.build()) : b.build());
            FieldChecks.assertLinksConsistent(f);
            int[] comp = FieldChecks.components(f);
            float nx = (float) Math.cos(Math.toRadians(30)), nz = (float) -Math.sin(Math.toRadians(30));
            int left = FieldChecks.walkableSpanAt(f, 10f - 3f * nx, 0f, 10f - 3f * nz, 0.2f);
            int right = FieldChecks.walkableSpanAt(f, 10f + 3f * nx, 0f, 10f + 3f * nz, 0.2f);
            assertThat(left).as("reversed %s", reverse).isNotNegative();
            assertThat(right).as("reversed %s", reverse).isNotNegative();
            assertThat(comp[left]).as("reversed %s: the wall separates the sides", reverse).isNotEqualTo(comp[right]);
        }
    }

    @Test
    void ceilingsAndRestingObjectsStillTakeTheHeadroomDoubleSided() {
        for (boolean reverse : new boolean[] {false, true}) {
            for (float gap : new float[] {2.5f, 1.5f}) {
                SceneTriangles.Builder b = WalkableRulesTest.floor();
                b.beginBody(SurfaceTag.GROUND);
                WalkableRulesTest.box(b, 10f, gap + 0.1f, 10f, 4f, 0.1f, 4f, 0f); // slab, underside at y = gap
                WalkableField f = field(reverse ? reversed(b.build()) : b.build());
                assertThat(FieldChecks.walkableSpanAt(f, 10f, gap + 0.2f, 10f, 0.05f)).isNotNegative();
                assertThat(FieldChecks.walkableSpanAt(f, 10f, 0f, 10f, 0.05f) >= 0)
                        .as("reversed %s, floor under a slab %.1f m up", reverse, gap).isEqualTo(gap >= 2f);
                assertThat(FieldChecks.walkableSpanAt(f, 10f, gap, 10f, 0.05f))
                        .as("the slab's underside is no floor").isNegative();
            }
            // A one-sided ceiling sheet over the floor, facing down (an interior), 1.5 m up.
            SceneTriangles.Builder b = WalkableRulesTest.floor();
            b.beginBody(SurfaceTag.GROUND);
            b.add(6, 1.5f, 6, 14, 1.5f, 6, 14, 1.5f, 14).add(6, 1.5f, 6, 14, 1.5f, 14, 6, 1.5f, 14);
            WalkableField f = field(reverse ? reversed(b.build()) : b.build());
            assertThat(FieldChecks.walkableSpanAt(f, 10f, 0f, 10f, 0.05f)).as("under a low ceiling").isNegative();
            assertThat(FieldChecks.walkableSpanAt(f, 3f, 0f, 10f, 0.05f)).as("beside it").isNotNegative();
            // A crate resting on the floor and a house sunk into it.
            b = WalkableRulesTest.floor();
            b.beginBody(SurfaceTag.GROUND);
            WalkableRulesTest.box(b, 6f, 1.5f, 10f, 2f, 1.5f, 2f, 0f);
            b.beginBody(SurfaceTag.GROUND);
            WalkableRulesTest.box(b, 14f, 1.5f, 10f, 2f, 2.5f, 2f, 0f);
            f = field(reverse ? reversed(b.build()) : b.build());
            assertThat(FieldChecks.walkableSpanAt(f, 6f, 0f, 10f, 0.05f)).as("under the crate").isNegative();
            assertThat(FieldChecks.walkableSpanAt(f, 14f, 0f, 10f, 0.05f)).as("inside the house").isNegative();
            assertThat(FieldChecks.walkableSpanAt(f, 14f, -1f, 10f, 0.05f)).as("the house's floor").isNegative();
            assertThat(FieldChecks.walkableSpanAt(f, 6f, 3f, 10f, 0.05f)).as("crate top").isNotNegative();
            assertThat(FieldChecks.walkableSpanAt(f, 14f, 4f, 10f, 0.05f)).as("house roof").isNotNegative();
        }
    }

    @Test
    void aTwoSidedSheetIsOneSurface() {
        // A floor modelled with both windings (a common export of a "two-sided" plane).
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        b.add(0, 0, 0, 0, 0, 20, 20, 0, 20).add(0, 0, 0, 20, 0, 20, 20, 0, 0);
        b.add(0, 0, 0, 20, 0, 20, 0, 0, 20).add(0, 0, 0, 20, 0, 0, 20, 0, 20);
        WalkableField f = field(b.build());
        int c = f.grid.cellAt(10f, 10f);
        assertThat(f.cellStart[c + 1] - f.cellStart[c]).isEqualTo(1);
        assertThat(FieldChecks.walkableSpanAt(f, 10f, 0f, 10f, 0.05f)).isNotNegative();
    }

    private static WalkableField field(SceneTriangles tris) {
        return new NavMeshBaker().bakeField(tris, DOUBLE, () -> false).field();
    }
}
