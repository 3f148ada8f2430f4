package org.jme3navmesh.debug;

import com.jme3.material.Material;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import java.util.Arrays;
import java.util.Objects;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.TileSquares;

/**
 * A per-triangle debug drawing of a navmesh cut into one geometry per tile ({@link NavMeshView#tiles()}): each live
 * triangle belongs to the tile under its centroid. On a new version only the tiles that held or now hold a changed
 * triangle ({@link NavMeshView#changedSince}) are drawn again; a new bake, or a version too far back, draws them all.
 * Render thread only.
 */
public final class TriangleChunks {
    /** Draws a set of triangles of a mesh. */
    @FunctionalInterface
    public interface Builder {
        /**
         * @param nav   the mesh; not null, unaffected
         * @param tris  live triangle ids, the first {@code count} used; not null, unaffected
         * @param count how many of tris
         * @return a new mesh (empty when there is nothing to draw); not null
         */
        Mesh build(NavMesh nav, int[] tris, int count);
    }

    private final String name;
    private final Material material;
    private final boolean transparent;
    private final Builder builder;
    private final Node node;
    private NavMesh mesh;
    private TileSquares tiles;
    private int builtVersion;
    /** Per tile: its triangles (the first {@code count[tile]}). */
    private int[][] members = new int[0][];
    private int[] count = new int[0];
    /** Per triangle id: its tile, or -1; and its place in the tile's list. */
    private int[] tileOf = new int[0];
    private int[] slot = new int[0];
    private Geometry[] geoms = new Geometry[0];
    private int lastDrawn;
    private double lastMillis;

    /**
     * @param name        the node's name; each tile's geometry is named name-tile
     * @param material    the material of every tile; not null, shared
     * @param transparent draws in the transparent bucket
     * @param builder     draws one tile's triangles; not null
     */
    public TriangleChunks(String name, Material material, boolean transparent, Builder builder) {
        this.name = Objects.requireNonNull(name, "name");
        this.material = Objects.requireNonNull(material, "material");
        this.transparent = transparent;
        this.builder = Objects.requireNonNull(builder, "builder");
        this.node = new Node(name);
    }

    /**
     * Brings the drawing to the view's current version.
     *
     * @param view the mesh and its changes; not null
     * @return the node holding every tile's geometry, or null when there is no mesh
     */
    public Node update(NavMeshView view) {
        NavMesh next = view.mesh();
        if (next == null) {
            clear();
            mesh = null;
            return null;
        }
        int version = view.version();
        if (next == mesh && version == builtVersion) {
            return node;
        }
        long t0 = System.nanoTime();
        TileSquares nextTiles = view.tiles();
        int[] changed = mesh == null || !nextTiles.equals(tiles) ? null : view.changedSince(builtVersion);
        if (changed == null) {
            assignAll(next, nextTiles);
            lastDrawn = 0;
            for (int tile = 0; tile < tiles.count(); tile++) {
                draw(tile);
            }
        } else {
            int before = mesh.triangleCount();
            mesh = next;
            growTriangles(next.triangleCount());
            boolean[] dirty = new boolean[tiles.count()];
            for (int t : changed) {
                move(t, dirty);
            }
            for (int t = next.triangleCount(); t < before; t++) {
                move(t, dirty); // ids the new version dropped
            }
            lastDrawn = 0;
            for (int tile = 0; tile < dirty.length; tile++) {
                if (dirty[tile]) {
                    draw(tile);
                }
            }
        }
        builtVersion = version;
        lastMillis = (System.nanoTime() - t0) / 1e6;
        return node;
    }

    /**
     * The node of the tile geometries.
     *
     * @return the node, live (the same on every call); not null
     */
    public Node node() {
        return node;
    }

    /**
     * Tiles drawn by the last update that changed anything.
     *
     * @return the number of tiles drawn, &gt;= 0 (0 before the first update)
     */
    public int lastDrawnTiles() {
        return lastDrawn;
    }

    /**
     * Wall time of the last update that changed anything, milliseconds.
     *
     * @return milliseconds, &gt;= 0 (0 before the first update)
     */
    public double lastMillis() {
        return lastMillis;
    }

    /**
     * The live triangles of a tile at the last update.
     *
     * @param tile a tile of the view's tiles
     * @return a new array, empty for a tile that never held a triangle; not null
     */
    public int[] trianglesOf(int tile) {
        return tile < count.length && members[tile] != null ? Arrays.copyOf(members[tile], count[tile]) : new int[0];
    }

    private void clear() {
        node.detachAllChildren();
        geoms = new Geometry[0];
        members = new int[0][];
        count = new int[0];
        tileOf = new int[0];
        slot = new int[0];
    }

    private void assignAll(NavMesh next, TileSquares nextTiles) {
        clear();
        mesh = next;
        tiles = nextTiles;
        int n = tiles.count();
        members = new int[n][];
        count = new int[n];
        geoms = new Geometry[n];
        tileOf = new int[0];
        growTriangles(next.triangleCount());
        for (int t = 0; t < next.triangleCount(); t++) {
            int tile = tileOfTriangle(next, t);
            if (tile >= 0) {
                add(t, tile);
            }
        }
    }

    private void growTriangles(int n) {
        if (tileOf.length < n) {
            int old = tileOf.length;
            tileOf = Arrays.copyOf(tileOf, Math.max(n, 2 * old));
            Arrays.fill(tileOf, old, tileOf.length, -1);
            slot = Arrays.copyOf(slot, tileOf.length);
        }
    }

    /** Moves triangle t from its old tile to its tile in the current mesh, marking both dirty. */
    private void move(int t, boolean[] dirty) {
        if (t < 0 || t >= tileOf.length) {
            return;
        }
        int old = tileOf[t];
        if (old >= 0) {
            int last = members[old][--count[old]];
            members[old][slot[t]] = last;
            slot[last] = slot[t];
            tileOf[t] = -1;
            dirty[old] = true;
        }
        int tile = t < mesh.triangleCount() ? tileOfTriangle(mesh, t) : -1;
        if (tile >= 0) {
            add(t, tile);
            dirty[tile] = true;
        }
    }

    private void add(int t, int tile) {
        int[] list = members[tile];
        if (list == null) {
            list = members[tile] = new int[16];
        } else if (count[tile] == list.length) {
            list = members[tile] = Arrays.copyOf(list, 2 * list.length);
        }
        slot[t] = count[tile];
        list[count[tile]++] = t;
        tileOf[t] = tile;
    }

    /** The tile under triangle t's centroid, or -1 for a retired triangle. */
    private int tileOfTriangle(NavMesh m, int t) {
        if (TileSquares.retired(m, t)) {
            return -1;
        }
        float x = 0f, z = 0f;
        for (int k = 0; k < 3; k++) {
            int v = m.vertex(t, k);
            x += m.vertexX(v);
            z += m.vertexZ(v);
        }
        return tiles.tileAt(x / 3f, z / 3f);
    }

    private void draw(int tile) {
        if (geoms[tile] != null) {
            geoms[tile].removeFromParent();
            geoms[tile] = null;
        }
        lastDrawn++;
        if (count[tile] == 0) {
            return;
        }
        Geometry g = NavMeshLayers.geom(name + "-" + tile, builder.build(mesh, members[tile], count[tile]), material,
                transparent);
        if (g != null) {
            geoms[tile] = g;
            node.attachChild(g);
        }
    }
}
