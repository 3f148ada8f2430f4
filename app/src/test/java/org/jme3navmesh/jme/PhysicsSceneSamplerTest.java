package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeGrid;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.LinkBlockers;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.RegionSamples;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.SurfaceSamples;
import org.jme3navmesh.bake.TriangleSceneSampler;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import org.junit.jupiter.api.Test;

/** The live jbullet sampler finds what the triangle snapshot of the same space finds, for the world and its regions. */
class PhysicsSceneSamplerTest {
    private static final float COS_SLOPE = (float) Math.cos(Math.toRadians(45)) - 1e-6f;

    private static Node scene() {
        Node root = ProbeCrossCheckTest.terrainScene();
        Geometry crate = new Geometry("crate", new Box(1f, 1.5f, 0.7f));
        crate.setLocalTranslation(9f, 2f, 12f);
        root.attachChild(crate);
        return root;
    }

    @Test
    void liveSamplerEqualsTheSnapshotForTheWorldAndItsRegions() {
        PhysicsSpace space = new PhysicsSceneBuilder().build(scene());
        try {
            SceneTriangles snapshot = PhysicsTriangles.extract(space);
            PhysicsSceneSampler live = new PhysicsSceneSampler(space);
            TriangleSceneSampler copy = new TriangleSceneSampler(snapshot);
            assertThat(live.bounds()).containsExactly(snapshot.bounds());
            BakeGrid whole = BakeGrid.covering(snapshot.bounds(), 0.3f);
            CellGrid g = whole.cells();
            BakeGrid[] regions = {whole, whole.region(0, 0, g.width() / 2, g.depth() / 3),
                whole.region(g.width() / 3, g.depth() / 2, g.width() / 3, g.depth() / 4),
                whole.region(g.width() - 3, g.depth() - 40, 3, 40)};
            for (BakeGrid region : regions) {
                RegionSamples a = copy.sample(region, COS_SLOPE, () -> false, p -> { });
                RegionSamples b = live.sample(region, COS_SLOPE, () -> false, p -> { });
                assertSame(a.surfaces(), b.surfaces());
                assertThat(b.posts().toArray()).containsExactly(a.posts().toArray());
                assertSameBlockers(a.blockers(), b.blockers(), region.cells());
            }
            float[] corner = {g.minX(), g.minZ(), g.minX() + 3f, g.minZ() + 3f};
            assertThat(PhysicsTriangles.extract(space, corner).count()).as("a region extracts only its triangles")
                    .isPositive().isLessThan(snapshot.count() / 4);
        } finally {
            space.destroy();
        }
    }

    @Test
    void bakeThroughTheLiveSamplerEqualsThePhysicsBake() {
        PhysicsSpace space = new PhysicsSceneBuilder().build(scene());
        try {
            BakeResult live = new NavMeshBaker().bake(new PhysicsSceneSampler(space), BakeConfig.defaults(),
                    BakeProgressListener.NONE, () -> false);
            BakeResult copy = new PhysicsNavMeshBaker().bake(space, BakeConfig.defaults());
            assertThat(live.navMesh().vertexArray()).containsExactly(copy.navMesh().vertexArray());
            assertThat(live.navMesh().triangleArray()).containsExactly(copy.navMesh().triangleArray());
            assertThat(live.field().area).containsExactly(copy.field().area);
        } finally {
            space.destroy();
        }
    }

    private static void assertSame(SurfaceSamples a, SurfaceSamples b) {
        assertThat(b.hitCount()).isGreaterThan(a.grid.cells().cellCount() / 2);
        assertThat(b.cellStart).containsExactly(a.cellStart);
        assertThat(b.y).containsExactly(a.y);
        assertThat(b.normalY).containsExactly(a.normalY);
        assertThat(b.tag).containsExactly(a.tag);
        assertThat(b.body).containsExactly(a.body);
        assertThat(b.tags).containsExactly(a.tags);
    }

    private static void assertSameBlockers(LinkBlockers a, LinkBlockers b, CellGrid g) {
        assertThat(b.size()).isEqualTo(a.size());
        for (int iz = 0; iz < g.depth(); iz++) {
            for (int ix = 0; ix < g.width(); ix++) {
                for (int d = 1; d <= 2; d++) {
                    if (!g.contains(ix + (d == 2 ? 1 : 0), iz + (d == 1 ? 1 : 0))) {
                        continue;
                    }
                    int c = g.index(ix, iz);
                    if (a.firstBlock(c, d, -1e9f, 1e9f) != b.firstBlock(c, d, -1e9f, 1e9f)) {
                        assertThat(b.firstBlock(c, d, -1e9f, 1e9f)).as("link %d of %d, %d", d, ix, iz)
                                .isEqualTo(a.firstBlock(c, d, -1e9f, 1e9f));
                    }
                }
            }
        }
    }
}
