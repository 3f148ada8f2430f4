package org.jme3navmesh.jme;

import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;
import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import com.jme3.terrain.geomipmap.TerrainQuad;
import java.io.IOException;
import java.nio.file.Path;
import org.jme3navmesh.bake.BakeGrid;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.SurfaceSamples;
import org.jme3navmesh.bake.TriangleSurfaceProbe;
import org.junit.jupiter.api.Test;

/**
 * The fast triangle-major probe must find exactly what jbullet rays find: same surfaces per cell,
 * same heights, same slopes and facing, same tags.
 */
class ProbeCrossCheckTest {

    @Test
    void triangleProbeEqualsJbulletRaysOnBridge() throws IOException {
        Node scene = new ObjSceneLoader().load(Path.of("../navmesh/core/src/test/resources/scenes/bridge.obj"));
        assertSameHits(new PhysicsSceneBuilder().build(scene), 0.3f);
    }

    @Test
    void triangleProbeEqualsJbulletRaysOnHillsAtTheBakeGrid() throws Exception {
        // The real bake grid (no offset), 285k rays: thin walls, houses and 51k terrain triangles.
        PhysicsSpace space = new PhysicsSceneBuilder().build(new ObjSceneLoader().load(Path.of("../navmesh/core/src/test/resources/scenes/hills.obj")));
        SceneTriangles tris = PhysicsTriangles.extract(space);
        BakeGrid grid = BakeGrid.covering(tris.bounds(), 0.3f);
        assertSameHits(space, tris, grid);
    }

    @Test
    void triangleProbeEqualsJbulletRaysOnTerrainAndTransformedMeshes() {
        assertSameHits(new PhysicsSceneBuilder().build(terrainScene()), 0.25f);
    }

    @Test
    void terrainQuadBecomesAHeightfieldFollowingTheTerrain() {
        Node scene = terrainScene();
        TerrainQuad terrain = (TerrainQuad) scene.getChild("terrain");
        PhysicsSpace space = new PhysicsSceneBuilder().build(terrain);
        SceneTriangles tris = PhysicsTriangles.extract(space);
        float[] b = tris.bounds();
        BakeGrid grid = new BakeGrid(b[0] + 0.0123f, b[2] + 0.0123f, 0.5f, 40, 40, b[1], b[4]);
        SurfaceSamples s = new TriangleSurfaceProbe(tris).sample(grid, () -> false);
        int checked = 0;
        for (int iz = 0; iz < grid.cells().depth(); iz++) {
            for (int ix = 0; ix < grid.cells().width(); ix++) {
                int c = ix + iz * grid.cells().width();
                float expected = terrain.getHeight(new Vector2f(grid.cells().centerX(ix), grid.cells().centerZ(iz)));
                if (Float.isNaN(expected)) {
                    continue;
                }
                assertThat(s.cellStart[c + 1] - s.cellStart[c]).as("one terrain surface per cell").isEqualTo(1);
                assertThat(s.y[s.cellStart[c]]).isCloseTo(expected, org.assertj.core.data.Offset.offset(0.05f));
                assertThat(s.normalY[s.cellStart[c]]).as("terrain faces up").isPositive();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(1000);
        space.destroy();
    }

    @Test
    void boxShapesGiveTheirTopWhereRaysEnter() {
        Node root = new Node("boxes");
        Geometry box = new Geometry("crate", new Box(new Vector3f(1f, 0.5f, 0f), 2f, 1f, 1.5f));
        box.setLocalRotation(new Quaternion().fromAngleAxis(0.3f, Vector3f.UNIT_Y));
        box.setLocalTranslation(3f, 2f, -1f);
        root.attachChild(box);
        PhysicsSpace space = new PhysicsSceneBuilder().build(root);
        SceneTriangles tris = PhysicsTriangles.extract(space);
        assertThat(tris.count()).isEqualTo(12);
        float[] b = tris.bounds();
        BakeGrid grid = new BakeGrid(b[0] + 0.0123f, b[2] + 0.0123f, 0.2f, 30, 30, b[1], b[4]);
        SurfaceSamples fast = new TriangleSurfaceProbe(tris).sample(grid, () -> false);
        SurfaceSamples rays = new RaySurfaceProbe(space).sample(grid, () -> false);
        int compared = 0;
        // The box footprint, from the rotation: jbullet's convex ray cast (GJK) may hit up to a
        // few centimetres outside a box edge, so centres that close to an edge are not compared.
        Quaternion q = box.getWorldRotation();
        Vector3f centre = box.getWorldTranslation().add(q.mult(new Vector3f(1f, 0.5f, 0f)));
        Vector3f ax = q.mult(Vector3f.UNIT_X), az = q.mult(Vector3f.UNIT_Z);
        for (int c = 0; c < grid.cells().cellCount(); c++) {
            int nf = fast.cellStart[c + 1] - fast.cellStart[c];
            int nr = rays.cellStart[c + 1] - rays.cellStart[c];
            Vector3f p = new Vector3f(grid.cells().centerX(c % grid.cells().width()), centre.y, grid.cells().centerZ(c / grid.cells().width())).subtractLocal(centre);
            float edge = Math.min(2f - Math.abs(p.dot(ax)), 1.5f - Math.abs(p.dot(az)));
            if (Math.abs(edge) < 0.06f) {
                continue;
            }
            if (nr == 0) {
                assertThat(nf).isZero();
                continue;
            }
            assertThat(nf).as("top and bottom of the box at cell %d: %s vs %s", c, describe(fast, c), describe(rays, c)).isEqualTo(2);
            assertThat(nr).as("jbullet reports where the ray enters a convex shape").isEqualTo(1);
            int top = fast.cellStart[c] + 1;
            // jbullet's convex cast converges to within millimetres, not exactly.
            assertThat(fast.y[top]).isCloseTo(rays.y[rays.cellStart[c]], org.assertj.core.data.Offset.offset(1e-2f));
            assertThat(fast.normalY[top]).isCloseTo(1f, org.assertj.core.data.Offset.offset(1e-3f));
            assertThat(fast.normalY[top - 1]).isCloseTo(-1f, org.assertj.core.data.Offset.offset(1e-3f));
            compared++;
        }
        assertThat(compared).isGreaterThan(50);
        space.destroy();
    }

    /** Smooth terrain plus a rotated, scaled, non-uniformly scaled ramp mesh and a tagged pond. */
    static Node terrainScene() {
        int size = 65;
        float[] heights = new float[size * size];
        for (int z = 0; z < size; z++) {
            for (int x = 0; x < size; x++) {
                heights[x + z * size] = 2f * FastMath.sin(x * 0.15f) * FastMath.cos(z * 0.11f) + 0.03f * x;
            }
        }
        TerrainQuad terrain = new TerrainQuad("terrain", 17, size, heights);
        terrain.setLocalScale(0.5f, 1f, 0.5f);
        Node root = new Node("root");
        root.attachChild(terrain);
        Node props = new Node("props");
        props.setLocalTranslation(2f, 1f, -3f);
        props.setLocalRotation(new Quaternion().fromAngleAxis(0.4f, Vector3f.UNIT_Y));
        props.setLocalScale(1.5f, 0.8f, 1.2f);
        com.jme3.scene.Mesh ramp = new com.jme3.scene.Mesh();
        ramp.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, new float[] {
            0, 0, 0, 4, 0, 0, 4, 2, 3, 0, 2, 3, 0, 3.5f, 3, 4, 3.5f, 3});
        ramp.setBuffer(com.jme3.scene.VertexBuffer.Type.Index, 3, new int[] {0, 3, 2, 0, 2, 1, 0, 4, 3, 1, 2, 5});
        ramp.updateBound();
        props.attachChild(new Geometry("ramp", ramp));
        Geometry pond = new Geometry("pond", quad(-6f, -6f, 3f, 0.2f));
        props.attachChild(pond);
        NavTags.applyNamingConvention(pond);
        root.attachChild(props);
        return root;
    }

    private static com.jme3.scene.Mesh quad(float x, float z, float size, float y) {
        com.jme3.scene.Mesh m = new com.jme3.scene.Mesh();
        m.setBuffer(com.jme3.scene.VertexBuffer.Type.Position, 3, new float[] {
            x, y, z, x, y, z + size, x + size, y, z + size, x + size, y, z});
        m.setBuffer(com.jme3.scene.VertexBuffer.Type.Index, 3, new int[] {0, 1, 2, 0, 2, 3});
        m.updateBound();
        return m;
    }

    private static void assertSameHits(PhysicsSpace space, float cell) {
        SceneTriangles tris = PhysicsTriangles.extract(space);
        float[] b = tris.bounds();
        // Offset the grid so no centre falls exactly on a shared edge (where jbullet may report
        // either triangle, both or neither).
        int w = (int) Math.ceil((b[3] - b[0]) / cell), d = (int) Math.ceil((b[5] - b[2]) / cell);
        BakeGrid grid = new BakeGrid(b[0] + 0.01234f, b[2] + 0.01234f, cell, w, d, b[1], b[4]);
        assertSameHits(space, tris, grid);
    }

    private static void assertSameHits(PhysicsSpace space, SceneTriangles tris, BakeGrid grid) {
        SurfaceSamples fast = new TriangleSurfaceProbe(tris).sample(grid, () -> false);
        SurfaceSamples rays = new RaySurfaceProbe(space).sample(grid, () -> false);
        assertThat(fast.hitCount()).isGreaterThan(grid.cells().cellCount() / 2);
        int mismatches = 0;
        int normalTies = 0;
        String first = null;
        for (int c = 0; c < grid.cells().cellCount(); c++) {
            int f0 = fast.cellStart[c], f1 = fast.cellStart[c + 1];
            int r0 = rays.cellStart[c], r1 = rays.cellStart[c + 1];
            boolean same = f1 - f0 == r1 - r0;
            boolean normalsSame = true;
            for (int k = 0; same && k < f1 - f0; k++) {
                int f = f0 + k, r = r0 + k;
                same = Math.abs(fast.y[f] - rays.y[r]) <= 2e-3f
                        && fast.tags[fast.tag[f]].equals(rays.tags[rays.tag[r]])
                        && (fast.normalY[f] > 0f) == (rays.normalY[r] > 0f);
                normalsSame &= Math.abs(fast.normalY[f] - rays.normalY[r]) <= 2e-3f;
            }
            if (!same) {
                if (first == null) {
                    first = "cell " + c + ": fast " + describe(fast, c) + " rays " + describe(rays, c);
                }
                mismatches++;
            } else if (!normalsSame) {
                normalTies++;
            }
        }
        assertThat(mismatches).as("cells where the probes disagree, first: %s", first).isZero();
        // A centre exactly on an edge shared by two triangles hits both at the same height; the
        // probes may then keep a different one of the two (different slope). Rare by construction.
        assertThat(normalTies).as("cells whose centre lies on an edge between differently sloped triangles")
                .isLessThanOrEqualTo(Math.max(2, grid.cells().cellCount() / 10_000));
        space.destroy();
    }

    private static String describe(SurfaceSamples s, int c) {
        StringBuilder sb = new StringBuilder("[");
        for (int h = s.cellStart[c]; h < s.cellStart[c + 1]; h++) {
            sb.append(String.format(java.util.Locale.ROOT, " y=%.4f ny=%.3f %s", s.y[h], s.normalY[h], s.tags[s.tag[h]].area()));
        }
        return sb.append(" ]").toString();
    }
}
