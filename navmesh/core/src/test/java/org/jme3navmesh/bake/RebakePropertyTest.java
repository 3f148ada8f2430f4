package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.TileLayout;
import org.junit.jupiter.api.Test;

/**
 * A rebake after box edits equals a full tiled bake of the changed scene: the same walkable cells,
 * the same reachability between sample points, and (the tiles being meshed from equal fields) the
 * same mesh, byte for byte.
 */
class RebakePropertyTest {
    private static final float SIZE = 24f;
    private static final BakeConfig CFG = BakeConfig.defaults().withTileSize(16);
    private static final NavMeshBaker BAKER = new NavMeshBaker(2);

    /** A crate: XZ centre, half extents and height, metres. */
    record Crate(float x, float z, float hx, float hz, float h) {
        float[] box() {
            return new float[] {x - hx, z - hz, x + hx, z + hz};
        }
    }

    /** One edit: crate i of the list (modulo its size) is removed, moved or a crate is added. */
    record Edit(int kind, int index, Crate crate) {
    }

    static SceneTriangles scene(List<Crate> crates) {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        TiledBakeTest.quad(b, 0f, 0f, SIZE, SIZE, 0f, 0f);
        // A thin pillar in a corner fixes the world's height range whatever the crates.
        TiledBakeTest.box(b, 0.1f, -1f, 0.1f, 0.3f, 6f, 0.3f);
        for (Crate c : crates) {
            TiledBakeTest.box(b, c.x - c.hx, -0.05f, c.z - c.hz, c.x + c.hx, c.h, c.z + c.hz);
        }
        return b.build();
    }

    @Provide
    Arbitrary<Crate> crate() {
        return Combinators.combine(Arbitraries.floats().between(3f, SIZE - 3f), Arbitraries.floats().between(3f, SIZE - 3f),
                        Arbitraries.floats().between(0.2f, 2.5f), Arbitraries.floats().between(0.2f, 2.5f),
                        Arbitraries.of(0.3f, 1.2f, 3f))
                .as(Crate::new);
    }

    @Provide
    Arbitrary<Edit> edit() {
        return Combinators.combine(Arbitraries.integers().between(0, 2), Arbitraries.integers().between(0, 9), crate())
                .as(Edit::new);
    }

    @Property(tries = 6)
    void rebakeEqualsAFullBake(@ForAll @Size(max = 3) List<@net.jqwik.api.From("crate") Crate> initial,
                               @ForAll @Size(min = 1, max = 3) List<@net.jqwik.api.From("edit") Edit> edits)
            throws IOException {
        checkRebake(initial, edits);
    }

    /** Seed 1687122667387840841, shrunk: a thin crate added to an empty floor. */
    @Test
    void aThinCrateAddedRebakesAsAFullBake() throws IOException {
        checkRebake(List.of(), List.of(new Edit(0, 0, new Crate(3.01f, 3.31f, 0.2f, 1.19f, 1.2f))));
    }

    /** Seed 1687122667387840841, as found: a crate moved, then one replaced by a tall one. */
    @Test
    void aCrateMovedAndOneReplacedRebakesAsAFullBake() throws IOException {
        checkRebake(List.of(new Crate(10.75f, 3.61f, 0.9f, 0.72f, 0.3f), new Crate(20.41f, 3.06f, 0.2f, 2.37f, 1.2f)),
                List.of(new Edit(1, 5, new Crate(3.2f, 3.02f, 1.79f, 2.42f, 1.2f)),
                        new Edit(2, 2, new Crate(9.51f, 3.31f, 0.2f, 1.19f, 3f))));
    }

    private static void checkRebake(List<Crate> initial, List<Edit> edits) throws IOException {
        List<Crate> crates = new ArrayList<>(initial);
        TiledBake bake = TiledBake.bake(BAKER, new TriangleSceneSampler(scene(crates)), CFG, BakeProgressListener.NONE,
                () -> false);
        for (Edit e : edits) {
            float[] box;
            if (e.kind() == 0 || crates.isEmpty()) {
                crates.add(e.crate());
                box = e.crate().box();
            } else {
                int i = e.index() % crates.size();
                Crate old = crates.remove(i);
                box = old.box();
                if (e.kind() == 2) {
                    crates.add(i, e.crate());
                    float[] b2 = e.crate().box();
                    box = new float[] {Math.min(box[0], b2[0]), Math.min(box[1], b2[1]), Math.max(box[2], b2[2]),
                            Math.max(box[3], b2[3])};
                }
            }
            SceneTriangles changed = scene(crates);
            TiledBake.Rebake r = bake.rebake(new TriangleSceneSampler(changed), box[0], box[1], box[2], box[3],
                    () -> false);
            TiledBake full = TiledBake.bake(BAKER, new TriangleSceneSampler(changed), CFG, BakeProgressListener.NONE,
                    () -> false);
            assertSameWalkableCells(r.bake().result().field(), full.result().field());
            assertSameReachability(r.bake().navMesh(), full.navMesh());
            assertThat(r.bake().navMesh().triangleCount()).isEqualTo(full.navMesh().triangleCount());
            assertThat(bytes(r.bake().navMesh())).isEqualTo(bytes(full.navMesh()));
            assertThat(r.rebuilt().length).isLessThan(full.tiles().tileCount());
            bake = r.bake();
        }
    }

    static void assertSameWalkableCells(WalkableField a, WalkableField b) {
        assertThat(a.cellStart).isEqualTo(b.cellStart);
        for (int s = 0; s < a.spanCount(); s++) {
            assertThat(a.area[s] >= 0).as("span %d walkable", s).isEqualTo(b.area[s] >= 0);
        }
    }

    /** Points on a 1 m lattice: reachable from one another on one mesh exactly when on the other. */
    static void assertSameReachability(NavMesh a, NavMesh b) {
        List<int[]> pts = new ArrayList<>();
        float[] out = new float[3];
        for (float x = 0.5f; x < SIZE; x += 1f) {
            for (float z = 0.5f; z < SIZE; z += 1f) {
                int ta = a.findTriangle(x, 0f, z, 0.5f, 0.5f);
                int tb = b.findTriangle(x, 0f, z, 0.5f, 0.5f);
                if (ta >= 0 && tb >= 0) {
                    pts.add(new int[] {ta, tb});
                }
            }
        }
        assertThat(pts).hasSizeGreaterThan(100);
        for (int i = 0; i < pts.size(); i += 7) {
            for (int j = i + 1; j < pts.size(); j += 5) {
                assertThat(a.connected(pts.get(i)[0], pts.get(j)[0])).isEqualTo(b.connected(pts.get(i)[1], pts.get(j)[1]));
            }
        }
    }

    private static byte[] bytes(NavMesh m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        return out.toByteArray();
    }

    @Test
    void regionOutsideTheWorldIsANoOp() {
        TiledBake bake = TiledBake.bake(BAKER, new TriangleSceneSampler(scene(List.of())), CFG,
                BakeProgressListener.NONE, () -> false);
        TiledBake.Rebake r = bake.rebake(new TriangleSceneSampler(scene(List.of())), 100f, 100f, 110f, 110f, () -> false);
        assertThat(r.status()).isEqualTo(TiledBake.RebakeStatus.OUTSIDE);
        assertThat(r.rebuilt()).isEmpty();
        assertThat(r.bake()).isSameAs(bake);
    }

    @Test
    void tileReferencesOfUntouchedTilesSurviveARebake() {
        List<Crate> crates = new ArrayList<>(List.of(new Crate(6f, 6f, 1f, 1f, 1.2f)));
        TiledBake bake = TiledBake.bake(BAKER, new TriangleSceneSampler(scene(crates)), CFG, BakeProgressListener.NONE,
                () -> false);
        NavMesh before = bake.navMesh();
        TileLayout tiles = bake.tiles();
        long[] refs = new long[before.triangleCount()];
        for (int t = 0; t < refs.length; t++) {
            refs[t] = tiles.ref(t);
            assertThat(tiles.triangle(refs[t])).isEqualTo(t);
            assertThat(TileLayout.refTile(refs[t])).isEqualTo(tiles.tileOf(t));
        }
        crates.add(new Crate(18f, 18f, 0.4f, 0.4f, 1.2f));
        TiledBake.Rebake r = bake.rebake(new TriangleSceneSampler(scene(crates)), 16.5f, 17f, 19.5f, 19f, () -> false);
        assertThat(r.status()).isEqualTo(TiledBake.RebakeStatus.REBUILT);
        assertThat(r.rebuilt()).isNotEmpty();
        NavMesh after = r.bake().navMesh();
        TileLayout now = r.bake().tiles();
        java.util.Set<Integer> rebuilt = new java.util.HashSet<>();
        for (int i : r.rebuilt()) {
            rebuilt.add(i);
            assertThat(now.version(i)).isEqualTo(tiles.version(i) + 1);
        }
        int kept = 0;
        for (int t = 0; t < refs.length; t++) {
            int tile = TileLayout.refTile(refs[t]);
            int u = now.triangle(refs[t]);
            if (rebuilt.contains(tile)) {
                assertThat(u).isEqualTo(-1);
                continue;
            }
            kept++;
            assertThat(now.version(tile)).isEqualTo(tiles.version(tile));
            for (int k = 0; k < 3; k++) {
                assertThat(after.vertexX(after.vertex(u, k))).isEqualTo(before.vertexX(before.vertex(t, k)));
                assertThat(after.vertexZ(after.vertex(u, k))).isEqualTo(before.vertexZ(before.vertex(t, k)));
            }
        }
        assertThat(kept).isGreaterThan(refs.length / 2);
        // A crate too small to stand on splits nothing: the same components, reached in O(1).
        assertThat(after.componentCount()).isEqualTo(before.componentCount());
    }
}
