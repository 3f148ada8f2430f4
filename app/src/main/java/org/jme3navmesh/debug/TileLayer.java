package org.jme3navmesh.debug;

import com.jme3.input.KeyInput;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.ViewPort;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.control.AbstractControl;
import com.jme3.util.BufferUtils;
import java.util.Arrays;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.sim.TileSquares;

/**
 * Debug layer T: the tile borders drawn on the navmesh's surface (where each triangle crosses a tile's edge), and the
 * tiles the last change rebuilt (an obstacle added, moved or removed) filled in a colour that fades out in
 * {@value #FLASH_SECONDS} s. The borders are redrawn tile by tile ({@link TriangleChunks}).
 */
public final class TileLayer {
    /** How long a rebuilt tile flashes, seconds. */
    public static final float FLASH_SECONDS = 1.2f;
    /** Colour of the tile borders. */
    static final ColorRGBA BORDER = new ColorRGBA(1f, 0.95f, 0.3f, 1f);
    /** Colour of a rebuilt tile at the start of its flash. */
    static final ColorRGBA FLASH = new ColorRGBA(1f, 0.35f, 0.1f, 0.55f);

    private final DebugMaterials mats;
    private final NavMeshView view;
    private final TriangleChunks borders;
    private final Node node = new Node("tiles");
    private int flashedVersion = -1;
    private Geometry flash;

    /**
     * @param mats materials; not null
     * @param view the mesh, its tiles and changes; not null, read on the render thread
     */
    public TileLayer(DebugMaterials mats, NavMeshView view) {
        this.mats = java.util.Objects.requireNonNull(mats, "mats");
        this.view = java.util.Objects.requireNonNull(view, "view");
        this.borders = new TriangleChunks("tile-borders", mats.color(BORDER), false,
                (nav, tris, count) -> borders(nav, tris, count, view.tiles(), NavMeshLayers.LIFT + 0.02f));
    }

    /**
     * The layer, key T, off at start.
     *
     * @return a new layer on each call, all drawing with this object's state; not null
     */
    public DebugLayer layer() {
        return new DebugLayer("tile borders, rebuilt tiles flash", KeyInput.KEY_T, "T", view::version, this::build, false);
    }

    /**
     * The flashing geometry of the last change, or null when none flashes now.
     *
     * @return the geometry, live; or null when none flashes now
     */
    public Geometry flash() {
        return flash != null && flash.getParent() != null ? flash : null;
    }

    /**
     * The border drawing (for tests and timing).
     *
     * @return the drawing, live (owned by this layer); not null
     */
    public TriangleChunks borderChunks() {
        return borders;
    }

    private Spatial build() {
        Node b = borders.update(view);
        if (b == null) {
            node.detachAllChildren();
            return null;
        }
        if (b.getParent() != node) {
            node.attachChild(b);
        }
        int changeVersion = view.lastChangeVersion();
        if (changeVersion == view.version() && changeVersion != flashedVersion) {
            flashedVersion = changeVersion;
            if (flash != null) {
                flash.removeFromParent();
            }
            flash = flashOf(view.mesh(), view.lastRebuiltTiles());
            if (flash != null) {
                node.attachChild(flash);
            }
        }
        return node;
    }

    /** The triangles of the rebuilt tiles, filled, with a control that fades them out and detaches them. */
    private Geometry flashOf(NavMesh nav, int[] tiles) {
        int[] tris = new int[0];
        for (int tile : tiles) {
            int[] t = borders.trianglesOf(tile);
            tris = Arrays.copyOf(tris, tris.length + t.length);
            System.arraycopy(t, 0, tris, tris.length - t.length, t.length);
        }
        Material m = mats.color(FLASH);
        Geometry g = NavMeshLayers.geom("tile-flash", NavMeshDebugMeshes.triangleSubset(nav, tris, NavMeshLayers.LIFT),
                m, true);
        if (g != null) {
            g.addControl(new Fade(m));
        }
        return g;
    }

    /** Fades the flash's colour out over {@link #FLASH_SECONDS} and detaches it at the end. */
    private static final class Fade extends AbstractControl {
        private final Material material;
        private final ColorRGBA color = FLASH.clone();
        private float age;

        Fade(Material material) {
            this.material = material;
        }

        @Override
        protected void controlUpdate(float tpf) {
            age += tpf;
            if (age >= FLASH_SECONDS) {
                spatial.removeFromParent();
                return;
            }
            color.a = FLASH.a * (1f - age / FLASH_SECONDS);
            material.setColor("Color", color);
        }

        @Override
        protected void controlRender(RenderManager rm, ViewPort vp) {
        }
    }

    /**
     * Where some triangles cross the tiles' edges (the lines X = a tile's least X and Z = its least Z), as
     * {@link Mesh.Mode#Lines}: one segment per triangle and line it crosses, on the triangle's plane.
     *
     * @param nav   the mesh; not null, unaffected
     * @param tris  live triangle ids, the first {@code count} used; not null, unaffected
     * @param count how many of tris
     * @param tiles the tiles; not null
     * @param lift  metres above the surface
     * @return a new mesh; not null
     */
    public static Mesh borders(NavMesh nav, int[] tris, int count, TileSquares tiles, float lift) {
        float[] pos = new float[64];
        int k = 0;
        float[] p = new float[6];
        for (int i = 0; i < count; i++) {
            int t = tris[i];
            for (int axis = 0; axis <= 2; axis += 2) {
                float lo = Float.MAX_VALUE, hi = -Float.MAX_VALUE;
                for (int c = 0; c < 3; c++) {
                    float v = coord(nav, nav.vertex(t, c), axis);
                    lo = Math.min(lo, v);
                    hi = Math.max(hi, v);
                }
                float origin = axis == 0 ? tiles.originX() : tiles.originZ();
                int lines = axis == 0 ? tiles.tilesX() : tiles.tilesZ();
                int first = Math.max(0, (int) Math.ceil((lo - origin) / tiles.size()));
                for (int j = first; j <= lines && origin + j * tiles.size() <= hi; j++) {
                    if (cut(nav, t, axis, origin + j * tiles.size(), p)) {
                        if (k + 6 > pos.length) {
                            pos = Arrays.copyOf(pos, 2 * pos.length);
                        }
                        for (int q = 0; q < 6; q++) {
                            pos[k++] = p[q] + (q % 3 == 1 ? lift : 0f);
                        }
                    }
                }
            }
        }
        Mesh m = new Mesh();
        m.setMode(Mesh.Mode.Lines);
        m.setBuffer(VertexBuffer.Type.Position, 3, BufferUtils.createFloatBuffer(Arrays.copyOf(pos, k)));
        m.updateBound();
        return m;
    }

    private static float coord(NavMesh nav, int v, int axis) {
        return axis == 0 ? nav.vertexX(v) : nav.vertexZ(v);
    }

    /**
     * The segment where triangle t meets the plane coord(axis) = c: the points where its edges cross it, an edge
     * holding its lower end and not its upper one (so a corner on the plane counts once).
     *
     * @return true when there are two distinct points (written to out: x, y, z twice)
     */
    private static boolean cut(NavMesh nav, int t, int axis, float c, float[] out) {
        int found = 0;
        for (int e = 0; e < 3 && found < 2; e++) {
            int a = nav.vertex(t, e), b = nav.vertex(t, (e + 1) % 3);
            float ca = coord(nav, a, axis), cb = coord(nav, b, axis);
            if (ca == cb || c < Math.min(ca, cb) || c >= Math.max(ca, cb)) {
                continue;
            }
            float u = (c - ca) / (cb - ca);
            out[3 * found] = nav.vertexX(a) + u * (nav.vertexX(b) - nav.vertexX(a));
            out[3 * found + 1] = nav.vertexY(a) + u * (nav.vertexY(b) - nav.vertexY(a));
            out[3 * found + 2] = nav.vertexZ(a) + u * (nav.vertexZ(b) - nav.vertexZ(a));
            found++;
        }
        // a corner alone on the plane gives the same point twice
        return found == 2 && (out[0] != out[3] || out[1] != out[4] || out[2] != out[5]);
    }
}
