package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.debug.NavMeshDebugMeshes;
import org.jme3navmesh.debug.NavMeshLayers;
import org.jme3navmesh.debug.TriangleChunks;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * On the built-in level's baked navmesh, a crate dropped and removed: the navmesh edges are redrawn only in the tiles
 * the change rebuilt, the drawing equals a whole redraw of the new version, and it takes less time than one (the
 * times are printed).
 */
class TileRedrawOnLevelTest {
    private static final float LIFT = NavMeshLayers.LIFT;
    private static BakeOutput bake;

    @BeforeAll
    static void bakeLevel() throws Exception {
        bake = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false);
    }

    private static TriangleChunks edges() {
        return new TriangleChunks("edges", new Material(), false,
                (nav, tris, count) -> NavMeshDebugMeshes.edges(nav, tris, count, LIFT));
    }

    @Test
    void aCrateRedrawsOnlyTheTilesItRebuiltAndTheDrawingEqualsAWholeRedraw() {
        DemoWorld world = new DemoWorld();
        world.applyBake(bake);
        NavMesh baked = bake.mesh();
        DynamicNavMesh dynamic = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        TriangleChunks chunks = edges();
        chunks.update(world);
        assertThat(chunks.lastDrawnTiles()).isEqualTo(world.tiles().count());
        assertThat(world.tiles().count()).isGreaterThan(4);

        int rounds = 30, warm = 10;
        double[] whole = new double[rounds - warm];
        double[] changed = new double[rounds - warm];
        int tilesDrawn = 0, tilesRebuilt = 0;
        float[] spots = groundSpots(baked, 10);
        for (int round = 0; round < rounds; round++) {
            // a crate as O drops it (0.5 m half size) on open flat ground
            float cx = spots[2 * (round % 10)], cz = spots[2 * (round % 10) + 1], y = LevelLayout.GROUND;
            ObstacleHandle h = dynamic.add(ObstacleShape.box(cx, y + 0.5f - BoxObstacle.BELOW / 2, cz, 0.5f,
                    0.5f + BoxObstacle.BELOW / 2, 0.5f, 0f));
            MeshUpdate u = dynamic.update(1000);
            assertThat(u.changedTriangles()).isNotEmpty();
            int[] rebuilt = world.applyMeshVersion(u.mesh(), u.changedTriangles());
            assertThat(rebuilt.length).isBetween(1, world.tiles().count() - 1);

            chunks.update(world);
            if (round >= warm) {
                changed[round - warm] = chunks.lastMillis();
                tilesDrawn += chunks.lastDrawnTiles();
                tilesRebuilt += rebuilt.length;
            }
            assertThat(chunks.lastDrawnTiles()).as("only the tiles the crate rebuilt").isLessThanOrEqualTo(rebuilt.length);
            assertThat(segments(chunks.node())).isEqualTo(wholeSegments(u.mesh()));
            long t0 = System.nanoTime();
            Mesh all = NavMeshDebugMeshes.edges(u.mesh(), LIFT); // what the layer drew on every version before
            if (round >= warm) {
                whole[round - warm] = (System.nanoTime() - t0) / 1e6;
            }
            assertThat(all.getVertexCount()).isPositive();

            dynamic.remove(h);
            u = dynamic.update(1000);
            world.applyMeshVersion(u.mesh(), u.changedTriangles());
            chunks.update(world);
            assertThat(segments(chunks.node())).isEqualTo(wholeSegments(u.mesh()));
        }
        Arrays.sort(whole);
        Arrays.sort(changed);
        int n = rounds - warm;
        System.out.printf(Locale.ROOT, "demo level, %d triangles, %d tiles: navmesh edges redraw after a crate,"
                        + " median of %d: whole mesh %.3f ms, changed tiles only %.3f ms (mean %.1f tiles drawn,"
                        + " %.1f rebuilt)%n", baked.triangleCount(), world.tiles().count(), n, whole[n / 2],
                changed[n / 2], tilesDrawn / (double) n, tilesRebuilt / (double) n);
    }

    @Test
    void onAFineMeshACrateRedrawsAFewTilesOfMany() {
        NavMesh fine = org.jme3navmesh.mesh.TestMeshes.grid(150, 150, 1f, 0f); // 45,000 triangles
        DemoWorld world = new DemoWorld();
        world.applyBake(new BakeOutput(fine, null, 0, 0.0));
        DynamicNavMesh dynamic = new DynamicNavMesh(fine, BakeConfig.defaults().agentRadius());
        TriangleChunks chunks = edges();
        chunks.update(world);
        int rounds = 20, warm = 5;
        double[] whole = new double[rounds - warm];
        double[] changed = new double[rounds - warm];
        int drawn = 0;
        for (int round = 0; round < rounds; round++) {
            ObstacleHandle h = dynamic.add(ObstacleShape.box(20.5f + 5f * (round % 20), 0.25f, 75.5f, 0.5f, 0.75f, 0.5f, 0f));
            MeshUpdate u = dynamic.update(1000);
            world.applyMeshVersion(u.mesh(), u.changedTriangles());
            chunks.update(world);
            long t0 = System.nanoTime();
            NavMeshDebugMeshes.edges(u.mesh(), LIFT);
            if (round >= warm) {
                whole[round - warm] = (System.nanoTime() - t0) / 1e6;
                changed[round - warm] = chunks.lastMillis();
                drawn += chunks.lastDrawnTiles();
            }
            assertThat(chunks.lastDrawnTiles()).isBetween(1, 4);
            dynamic.remove(h);
            u = dynamic.update(1000);
            world.applyMeshVersion(u.mesh(), u.changedTriangles());
            chunks.update(world);
        }
        assertThat(segments(chunks.node())).isEqualTo(wholeSegments(world.mesh()));
        Arrays.sort(whole);
        Arrays.sort(changed);
        int n = rounds - warm;
        System.out.printf(Locale.ROOT, "grid, %d triangles, %d tiles: navmesh edges redraw after a crate, median of %d:"
                        + " whole mesh %.3f ms, changed tiles only %.3f ms (mean %.1f tiles drawn)%n",
                fine.triangleCount(), world.tiles().count(), n, whole[n / 2], changed[n / 2], drawn / (double) n);
    }

    @Test
    void aViewThatMissedVersionsCatchesUpWithTheirUnion() {
        DemoWorld world = new DemoWorld();
        world.applyBake(bake);
        DynamicNavMesh dynamic = new DynamicNavMesh(bake.mesh(), BakeConfig.defaults().agentRadius());
        TriangleChunks chunks = edges();
        chunks.update(world);
        float[] spots = groundSpots(bake.mesh(), 3);
        for (int k = 0; k < 3; k++) {
            dynamic.add(ObstacleShape.cylinder(spots[2 * k], LevelLayout.GROUND - 0.5f, spots[2 * k + 1], 0.4f, 2f));
            MeshUpdate u = dynamic.update(1000);
            world.applyMeshVersion(u.mesh(), u.changedTriangles());
        }
        chunks.update(world);
        assertThat(chunks.lastDrawnTiles()).isLessThan(world.tiles().count());
        assertThat(segments(chunks.node())).isEqualTo(wholeSegments(world.mesh()));
        world.applyBake(bake);
        chunks.update(world);
        assertThat(chunks.lastDrawnTiles()).as("a new bake redraws every tile").isEqualTo(world.tiles().count());
        assertThat(segments(chunks.node())).isEqualTo(wholeSegments(bake.mesh()));
    }

    /** n spots (x, z pairs) 7 m apart on a grid where the mesh lies on the flat ground 2 m round. */
    private static float[] groundSpots(NavMesh mesh, int n) {
        float[] out = new float[2 * n];
        float[] p = new float[3];
        int k = 0;
        for (float z = -56f; z < 56f && k < n; z += 7f) {
            for (float x = -56f; x < 56f && k < n; x += 7f) {
                boolean flat = true;
                for (int d = 0; d < 9 && flat; d++) {
                    float px = x + 2f * (d % 3 - 1), pz = z + 2f * (d / 3 - 1);
                    int t = mesh.findNearest(px, LevelLayout.GROUND, pz, 0.01f, 0.3f, 0.01f, p);
                    flat = t >= 0 && Math.abs(p[1] - LevelLayout.GROUND) < 0.2f;
                }
                if (flat) {
                    out[2 * k] = x;
                    out[2 * k + 1] = z;
                    k++;
                }
            }
        }
        assertThat(k).as("flat ground spots").isEqualTo(n);
        return out;
    }

    /** The line segments of every geometry under the node, each as a sorted pair of rounded points, sorted. */
    private static List<String> segments(Node node) {
        List<String> out = new ArrayList<>();
        for (Spatial s : node.getChildren()) {
            addSegments(((Geometry) s).getMesh(), out);
        }
        out.sort(null);
        return out;
    }

    /** The segments of a whole-mesh drawing, without the zero-length ones of retired triangles. */
    private static List<String> wholeSegments(NavMesh mesh) {
        List<String> out = new ArrayList<>();
        addSegments(NavMeshDebugMeshes.edges(mesh, LIFT), out);
        out.removeIf(s -> s.split(" ")[0].equals(s.split(" ")[1]));
        out.sort(null);
        return out;
    }

    private static void addSegments(Mesh m, List<String> out) {
        FloatBuffer p = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        for (int i = 0; i + 6 <= p.limit(); i += 6) {
            String a = String.format(Locale.ROOT, "%.4f,%.4f,%.4f", p.get(i), p.get(i + 1), p.get(i + 2));
            String b = String.format(Locale.ROOT, "%.4f,%.4f,%.4f", p.get(i + 3), p.get(i + 4), p.get(i + 5));
            out.add(a.compareTo(b) <= 0 ? a + " " + b : b + " " + a);
        }
    }
}
