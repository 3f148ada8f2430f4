package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.TileLayout;
import org.junit.jupiter.api.Test;

/** The tiled bake: seams stitched, walls on borders respected, independent of the thread count. */
class TiledBakeTest {
    private static final BakeConfig CFG = BakeConfig.defaults();

    static BakeResult bake(SceneTriangles scene, BakeConfig cfg, int threads) {
        return new NavMeshBaker(threads).bake(new TriangleSceneSampler(scene), cfg, BakeProgressListener.NONE,
                () -> false);
    }

    /** A quad y = y0 + gx (x - x0) over [x0, x1] x [z0, z1], facing up. */
    static void quad(SceneTriangles.Builder b, float x0, float z0, float x1, float z1, float y0, float gx) {
        float y1 = y0 + gx * (x1 - x0);
        b.add(x0, y0, z0, x0, y0, z1, x1, y1, z0);
        b.add(x1, y1, z0, x0, y0, z1, x1, y1, z1);
    }

    /** A closed box [x0, x1] x [y0, y1] x [z0, z1], faces outwards. */
    static void box(SceneTriangles.Builder b, float x0, float y0, float z0, float x1, float y1, float z1) {
        b.beginBody(SurfaceTag.GROUND);
        float[][] c = new float[8][];
        for (int i = 0; i < 8; i++) {
            c[i] = new float[] {(i & 1) == 0 ? x0 : x1, (i & 2) == 0 ? y0 : y1, (i & 4) == 0 ? z0 : z1};
        }
        int[][] faces = {{0, 4, 6, 2}, {1, 3, 7, 5}, {0, 1, 5, 4}, {2, 6, 7, 3}, {0, 2, 3, 1}, {4, 5, 7, 6}};
        for (int[] f : faces) {
            tri(b, c[f[0]], c[f[1]], c[f[2]]);
            tri(b, c[f[0]], c[f[2]], c[f[3]]);
        }
    }

    private static void tri(SceneTriangles.Builder b, float[] p, float[] q, float[] r) {
        b.add(p[0], p[1], p[2], q[0], q[1], q[2], r[0], r[1], r[2]);
    }

    /** World X (or Z) of tile line k of a tiled bake's grid. */
    static float line(CellGrid g, int tileSize, int k) {
        return g.minX() + 0.5f * (2 * k * tileSize) * g.cellSize();
    }

    /**
     * Edges on a tile line inside the grid (not its outer edge) that link to nothing although the
     * field links the cells on either side of the line along them: seams that block a path.
     */
    static int unlinkedSeamEdges(BakeResult r) {
        NavMesh m = r.navMesh();
        TileLayout tiles = r.tiles();
        WalkableField f = r.field();
        CellGrid g = tiles.grid();
        float cs = g.cellSize();
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                if (m.neighbour(t, e) >= 0) {
                    continue;
                }
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                float y = 0.5f * (m.vertexY(a) + m.vertexY(b));
                boolean alongZ = m.vertexX(a) == m.vertexX(b);
                boolean alongX = m.vertexZ(a) == m.vertexZ(b);
                int line = alongZ ? innerLine(m.vertexX(a), g.minX(), cs, tiles.tileSize(), tiles.tilesX())
                        : alongX ? innerLine(m.vertexZ(a), g.minZ(), cs, tiles.tileSize(), tiles.tilesZ()) : -1;
                if (line < 0) {
                    continue;
                }
                float lo = alongZ ? Math.min(m.vertexZ(a), m.vertexZ(b)) : Math.min(m.vertexX(a), m.vertexX(b));
                float hi = alongZ ? Math.max(m.vertexZ(a), m.vertexZ(b)) : Math.max(m.vertexX(a), m.vertexX(b));
                for (int k = 0; k < (alongZ ? g.depth() : g.width()); k++) {
                    float centre = (alongZ ? g.minZ() : g.minX()) + (k + 0.5f) * cs;
                    if (centre <= lo || centre >= hi) {
                        continue;
                    }
                    int c1 = alongZ ? g.index(line - 1, k) : g.index(k, line - 1);
                    int dir = alongZ ? 2 : 1;
                    for (int s = f.cellStart[c1]; s < f.cellStart[c1 + 1]; s++) {
                        if (f.area[s] >= 0 && Math.abs(f.y[s] - y) < 1f && f.neighbour[4 * s + dir] >= 0) {
                            n++;
                        }
                    }
                }
            }
        }
        return n;
    }

    /** The grid column (row) of an inner tile line at world coordinate v, or -1. */
    private static int innerLine(float v, float min, float cs, int tile, int tiles) {
        double cells = (v - min) / cs;
        long k = Math.round(cells / tile);
        return k > 0 && k < tiles && Math.abs(cells - k * tile) < 1e-3 ? (int) (k * tile) : -1;
    }

    /** Tile-border edges with no neighbour, whatever the field says. */
    static int unlinkedBorderEdges(BakeResult r) {
        NavMesh m = r.navMesh();
        TileLayout tiles = r.tiles();
        CellGrid g = tiles.grid();
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                if (m.neighbour(t, e) < 0 && ((m.vertexX(a) == m.vertexX(b)
                        && innerLine(m.vertexX(a), g.minX(), g.cellSize(), tiles.tileSize(), tiles.tilesX()) >= 0)
                        || (m.vertexZ(a) == m.vertexZ(b)
                        && innerLine(m.vertexZ(a), g.minZ(), g.cellSize(), tiles.tileSize(), tiles.tilesZ()) >= 0))) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void flatPlaneHasNoUnlinkedBorderEdges() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        quad(b, 0f, 0f, 30f, 25f, 0f, 0f);
        BakeResult r = bake(b.build(), CFG.withTileSize(32), 2);
        assertThat(r.tiles().tileCount()).isEqualTo(4 * 3);
        assertThat(r.navMesh().componentCount()).isEqualTo(1);
        assertThat(unlinkedBorderEdges(r)).isZero();
        assertThat(borderEdges(r)).as("edges on tile lines").isGreaterThan(10);
    }

    /** Linked edges lying on an inner tile line. */
    static int borderEdges(BakeResult r) {
        NavMesh m = r.navMesh();
        TileLayout tiles = r.tiles();
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int u = m.neighbour(t, e);
                if (u >= 0 && tiles.tileOf(u) != tiles.tileOf(t)) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void slopeAcrossBordersLinksEverywhere() {
        // A 20 degree ramp rising along X across two tile lines, with a bump along Z.
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        float g = (float) Math.tan(Math.toRadians(20));
        quad(b, 0f, 0f, 25f, 12f, 0f, g);
        quad(b, 25f, 0f, 30f, 12f, 25f * g, 0f);
        BakeResult r = bake(b.build(), CFG.withTileSize(32), 2);
        assertThat(r.tiles().tilesX()).isEqualTo(4);
        assertThat(r.navMesh().componentCount()).isEqualTo(1);
        assertThat(unlinkedBorderEdges(r)).isZero();
        assertThat(borderEdges(r)).isGreaterThan(10);
    }

    @Test
    void wallOnABorderIsNeverCrossed() {
        CellGrid probe = bake(planeWithWall(Float.NaN), CFG.withTileSize(32), 1).tiles().grid();
        float x = line(probe, 32, 1);
        BakeResult tiled = bake(planeWithWall(x), CFG.withTileSize(32), 2);
        BakeResult single = bake(planeWithWall(x), CFG, 2);
        assertThat(single.navMesh().componentCount()).isEqualTo(2);
        assertThat(tiled.navMesh().componentCount()).isEqualTo(2);
        NavMesh m = tiled.navMesh();
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int u = m.neighbour(t, e);
                if (u >= 0) {
                    assertThat(Math.signum(centroidX(m, t) - x)).isEqualTo(Math.signum(centroidX(m, u) - x));
                }
            }
        }
        assertThat(unlinkedSeamEdges(tiled)).isZero();
    }

    private static float centroidX(NavMesh m, int t) {
        return (m.vertexX(m.vertex(t, 0)) + m.vertexX(m.vertex(t, 1)) + m.vertexX(m.vertex(t, 2))) / 3f;
    }

    /** A 30 x 20 m floor with a 0.1 m thick, 2.5 m high wall across it centred on x = wallX (none when NaN). */
    private static SceneTriangles planeWithWall(float wallX) {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        quad(b, 0f, 0f, 30f, 20f, 0f, 0f);
        if (!Float.isNaN(wallX)) {
            box(b, wallX - 0.05f, -0.1f, -1f, wallX + 0.05f, 2.5f, 21f);
        }
        return b.build();
    }

    @Test
    void oneTriangleTilesLinkToTheirNeighbours() {
        // A floor cut by a diagonal edge: tiles along the edge hold small triangular pieces.
        int found = 0;
        for (float c = 18f; c < 22f && found == 0; c += 0.35f) {
            SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
            b.add(0f, 0f, 0f, 0f, 0f, c, c, 0f, 0f);
            BakeResult r = bake(b.build(), CFG.withTileSize(16), 2);
            TileLayout tiles = r.tiles();
            NavMesh m = r.navMesh();
            for (int i = 0; i < tiles.tileCount(); i++) {
                if (tiles.triangleCount(i) != 1) {
                    continue;
                }
                found++;
                int t = tiles.firstTriangle(i);
                int cross = 0;
                for (int e = 0; e < 3; e++) {
                    int u = m.neighbour(t, e);
                    if (u >= 0) {
                        assertThat(tiles.tileOf(u)).isNotEqualTo(i);
                        cross++;
                    }
                }
                assertThat(cross).as("tile %d of %s", i, tiles).isGreaterThanOrEqualTo(1);
            }
            assertThat(r.navMesh().componentCount()).isEqualTo(1);
            assertThat(unlinkedSeamEdges(r)).isZero();
        }
        assertThat(found).as("one-triangle tiles").isPositive();
    }

    @Test
    void sceneSeamsAreLinkedWhereTheFieldIs() {
        // hills: slopes and obstacles; bridge and stairs: layers over one another across seams
        for (String scene : new String[] {"hills.obj", "bridge.obj", "stairs.obj", "third_party/dungeon.obj"}) {
            BakeResult r = bake(TestScenes.triangles(scene), CFG.withTileSize(32), 2);
            BakeResult single = TestScenes.bake(scene);
            assertThat(unlinkedSeamEdges(r)).as(scene).isZero();
            assertThat(r.navMesh().componentCount()).as(scene).isEqualTo(single.navMesh().componentCount());
            assertThat(r.walkableSpans()).as(scene).isEqualTo(single.walkableSpans());
            assertThat(r.navMesh().walkableArea()).as(scene)
                    .isCloseTo(single.navMesh().walkableArea(), org.assertj.core.api.Assertions.withinPercentage(1));
        }
    }

    @Test
    void theThreadCountDoesNotChangeTheFile() throws IOException {
        SceneTriangles hills = TestScenes.triangles("hills.obj");
        byte[] one = bytes(bake(hills, CFG.withTileSize(48), 1).navMesh());
        byte[] two = bytes(bake(hills, CFG.withTileSize(48), 2).navMesh());
        byte[] three = bytes(bake(hills, CFG.withTileSize(48), 3).navMesh());
        assertThat(two).isEqualTo(one);
        assertThat(three).isEqualTo(one);
    }

    private static byte[] bytes(NavMesh m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        return out.toByteArray();
    }
}
