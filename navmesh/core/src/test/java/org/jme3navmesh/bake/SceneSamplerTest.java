package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.CellGrid;
import org.junit.jupiter.api.Test;

/** A region sampled alone gives what the whole scene's sampling gives for the region's cells. */
class SceneSamplerTest {
    private static final BakeConfig CFG = BakeConfig.defaults();
    private static final float COS_SLOPE = (float) Math.cos(Math.toRadians(CFG.maxSlopeDeg())) - 1e-6f;

    @Test
    void regionSamplingEqualsTheWholeSceneRestrictedToTheRegion() {
        for (String scene : new String[] {"bridge.obj", "maze.obj", "stairs.obj", "third_party/dungeon.obj"}) {
            SceneSampler sampler = new TriangleSceneSampler(TestScenes.triangles(scene));
            BakeGrid whole = BakeGrid.covering(sampler.bounds(), CFG.cellSize());
            RegionSamples all = sampler.sample(whole, COS_SLOPE, () -> false, p -> { });
            CellGrid g = whole.cells();
            int[][] regions = {
                {0, 0, g.width() / 3, g.depth() / 2},
                {g.width() / 4, g.depth() / 3, g.width() / 2, g.depth() / 3},
                {g.width() - 7, g.depth() - 5, 7, 5},
                {g.width() / 2, 0, 1, g.depth()},
            };
            int hits = 0, blocked = 0;
            for (int[] r : regions) {
                BakeGrid region = whole.region(r[0], r[1], r[2], r[3]);
                RegionSamples part = sampler.sample(region, COS_SLOPE, () -> false, p -> { });
                hits += assertSameSurfaces(scene, all.surfaces(), part.surfaces(), r);
                blocked += assertSameBlockers(scene, all.blockers(), part.blockers(), g, r);
            }
            assertThat(hits).as("%s hits compared", scene).isGreaterThan(100);
            assertThat(blocked).as("%s blocked links compared", scene).isGreaterThan(10);
        }
    }

    @Test
    void regionFieldEqualsTheWholeFieldInsideTheRegion() {
        NavMeshBaker baker = new NavMeshBaker();
        for (String scene : new String[] {"bridge.obj", "third_party/dungeon.obj"}) {
            SceneSampler sampler = new TriangleSceneSampler(TestScenes.triangles(scene));
            SampledField all = baker.sample(sampler, CFG, BakeProgressListener.NONE, () -> false);
            CellGrid g = all.grid().cells();
            int[] r = {g.width() / 5, g.depth() / 4, g.width() / 2, g.depth() / 2};
            SampledField part = baker.sample(sampler, all.grid().region(r[0], r[1], r[2], r[3]), CFG,
                    BakeProgressListener.NONE, () -> false);
            assertThat(part.areas()).isEqualTo(all.areas());
            WalkableField a = all.field(), b = part.field();
            int links = 0;
            for (int iz = 0; iz < r[3]; iz++) {
                for (int ix = 0; ix < r[2]; ix++) {
                    int ca = g.index(ix + r[0], iz + r[1]), cb = b.grid.index(ix, iz);
                    int sa0 = a.cellStart[ca], sb0 = b.cellStart[cb];
                    assertThat(b.cellStart[cb + 1] - sb0).as("%s spans at %d, %d", scene, ix, iz)
                            .isEqualTo(a.cellStart[ca + 1] - sa0);
                    for (int k = 0; k < a.cellStart[ca + 1] - sa0; k++) {
                        assertThat(b.y[sb0 + k]).isEqualTo(a.y[sa0 + k]);
                        assertThat(b.area[sb0 + k]).isEqualTo(a.area[sa0 + k]);
                        for (int d = 0; d < 4; d++) {
                            int nx = ix + WalkableField.DX[d], nz = iz + WalkableField.DZ[d];
                            int na = a.neighbour[4 * (sa0 + k) + d], nb = b.neighbour[4 * (sb0 + k) + d];
                            if (!b.grid.contains(nx, nz)) {
                                assertThat(nb).isEqualTo(-1);
                                continue;
                            }
                            // The same span of the same neighbouring cell, or no link in both.
                            int expect = na < 0 ? -1 : na - a.cellStart[g.index(nx + r[0], nz + r[1])]
                                    + b.cellStart[b.grid.index(nx, nz)];
                            assertThat(nb).as("%s link %d of span %d at %d, %d", scene, d, k, ix, iz).isEqualTo(expect);
                            links += nb >= 0 ? 1 : 0;
                        }
                    }
                }
            }
            assertThat(links).as("%s links compared", scene).isGreaterThan(1000);
        }
    }

    @Test
    void regionsShareTheLatticeOfTheirGrid() {
        BakeGrid grid = new BakeGrid(0f, 0f, 0.5f, 10, 8, 0f, 1f);
        assertThat(grid.region(2, 3, 8, 5).cells()).isEqualTo(new CellGrid(0f, 0f, 0.5f, 2, 3, 8, 5));
        assertThat(grid.region(2, 3, 8, 5).cells().centerX(1)).isEqualTo(grid.cells().centerX(3));
        assertThat(grid.region(2, 3, 8, 5).region(1, 1, 2, 2).cells().centerZ(0)).isEqualTo(grid.cells().centerZ(4));
        assertThatThrownBy(() -> grid.region(3, 0, 8, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> grid.region(0, -1, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> grid.region(0, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    /** Asserts the region's hits equal the whole grid's there; returns how many were compared. */
    private static int assertSameSurfaces(String scene, SurfaceSamples all, SurfaceSamples part, int[] r) {
        assertThat(part.tags).containsExactly(all.tags);
        CellGrid g = all.grid.cells();
        int hits = 0;
        for (int iz = 0; iz < r[3]; iz++) {
            for (int ix = 0; ix < r[2]; ix++) {
                int ca = g.index(ix + r[0], iz + r[1]), cp = part.grid.cells().index(ix, iz);
                int a0 = all.cellStart[ca], p0 = part.cellStart[cp];
                int n = all.cellStart[ca + 1] - a0;
                assertThat(part.cellStart[cp + 1] - p0).as("%s hits at %d, %d of region %d, %d", scene, ix, iz, r[0], r[1])
                        .isEqualTo(n);
                for (int k = 0; k < n; k++) {
                    assertThat(part.y[p0 + k]).isEqualTo(all.y[a0 + k]);
                    assertThat(part.normalY[p0 + k]).isEqualTo(all.normalY[a0 + k]);
                    assertThat(part.tag[p0 + k]).isEqualTo(all.tag[a0 + k]);
                    assertThat(part.body[p0 + k]).isEqualTo(all.body[a0 + k]);
                }
                hits += n;
            }
        }
        return hits;
    }

    /** Asserts the region's link blockers equal the whole grid's there; returns the blocked links compared. */
    private static int assertSameBlockers(String scene, LinkBlockers all, LinkBlockers part, CellGrid g, int[] r) {
        CellGrid pg = new CellGrid(0f, 0f, 1f, r[2], r[3]);
        float[][] ranges = {{-100f, 100f}, {0.4f, 2f}, {-2f, -1e-3f}, {1f, 3f}};
        int blocked = 0;
        for (int iz = 0; iz < r[3]; iz++) {
            for (int ix = 0; ix < r[2]; ix++) {
                for (int d = 0; d < 4; d++) {
                    if (!pg.contains(ix + WalkableField.DX[d], iz + WalkableField.DZ[d])) {
                        continue;
                    }
                    for (float[] h : ranges) {
                        float a = all.firstBlock(g.index(ix + r[0], iz + r[1]), d, h[0], h[1]);
                        float p = part.firstBlock(pg.index(ix, iz), d, h[0], h[1]);
                        assertThat(p).as("%s link %d at %d, %d", scene, d, ix, iz).isEqualTo(a);
                        blocked += a != Float.POSITIVE_INFINITY ? 1 : 0;
                    }
                }
            }
        }
        return blocked;
    }
}
