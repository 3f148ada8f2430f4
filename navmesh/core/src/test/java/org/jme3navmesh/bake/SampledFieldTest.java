package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Several agent radii baked from one sampling equal full bakes with those radii. */
class SampledFieldTest {
    @Test
    void radiiSharingOneSamplingEqualFullBakes() {
        NavMeshBaker baker = new NavMeshBaker();
        for (String scene : new String[] {"stairs.obj", "third_party/dungeon.obj"}) {
            SceneTriangles tris = TestScenes.triangles(scene);
            SampledField sampled = baker.sample(new TriangleSceneSampler(tris), BakeConfig.defaults(),
                    BakeProgressListener.NONE, () -> false);
            int[] areaBefore = sampled.field().area.clone();
            int[] linksBefore = sampled.field().neighbour.clone();
            for (float radius : new float[] {0.8f, 0.3f}) {
                BakeResult shared = baker.bakeFor(sampled, radius, BakeProgressListener.NONE, () -> false);
                BakeResult full = baker.bake(tris, BakeConfig.defaults().withAgentRadius(radius));
                String as = scene + " radius " + radius;
                assertThat(shared.navMesh().vertexArray()).as(as).containsExactly(full.navMesh().vertexArray());
                assertThat(shared.navMesh().triangleArray()).as(as).containsExactly(full.navMesh().triangleArray());
                assertThat(shared.field().area).as(as).containsExactly(full.field().area);
                assertThat(shared.field().neighbour).as(as).containsExactly(full.field().neighbour);
                assertThat(wallBits(shared.field())).as(as).containsExactly(wallBits(full.field()));
                assertThat(shared.field().minClearance()).isEqualTo(full.field().minClearance());
                assertThat(shared.walkableSpans()).isEqualTo(full.walkableSpans());
                assertThat(shared.areas()).isEqualTo(full.areas());
                assertThat(shared.stageMillis().keySet()).containsExactly("extract", "rasterise", "walkable", "erode", "mesh");
            }
            assertThat(sampled.field().area).as("the sampling is left as it was").containsExactly(areaBefore);
            assertThat(sampled.field().neighbour).containsExactly(linksBefore);
            assertThat(sampled.field().hasWalls()).isFalse();
        }
    }

    /** The bits of every span's wall point, X then Z. */
    private static int[] wallBits(WalkableField f) {
        int[] bits = new int[2 * f.spanCount()];
        for (int s = 0; s < f.spanCount(); s++) {
            bits[2 * s] = Float.floatToIntBits(f.wallX(s));
            bits[2 * s + 1] = Float.floatToIntBits(f.wallZ(s));
        }
        return bits;
    }

    @Test
    void radiusChangesTheErodedField() {
        NavMeshBaker baker = new NavMeshBaker();
        SampledField sampled = baker.sample(new TriangleSceneSampler(TestScenes.triangles("maze.obj")),
                BakeConfig.defaults(), BakeProgressListener.NONE, () -> false);
        int thin = baker.bakeFor(sampled, 0.3f, BakeProgressListener.NONE, () -> false).walkableSpans();
        int wide = baker.bakeFor(sampled, 0.8f, BakeProgressListener.NONE, () -> false).walkableSpans();
        assertThat(thin).isGreaterThan(wide);
        assertThat(sampled.field().walkableSpanCount()).isGreaterThan(thin);
    }
}
