package org.jme3navmesh.debug;

import com.jme3.input.KeyInput;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.jme3navmesh.bake.WalkableField;
import org.jme3navmesh.mesh.NavMesh;

/**
 * The demo's standard debug layers, keys 1 to 9 and T: navmesh edges, corridor portals, corridor triangles, raw vs
 * smoothed paths, walkable cell samples, components, slope heat map, area ids, off-mesh links, tile borders with the
 * rebuilt tiles flashing ({@link TileLayer}). The edges, the slope heat map, the area ids and the tile borders are
 * drawn tile by tile ({@link TriangleChunks}): a new version of the mesh redraws only the tiles it changed. The
 * components are drawn whole (a new version may number every component anew).
 */
public final class NavMeshLayers {
    /** Lift of debug geometry above the navmesh, metres. */
    public static final float LIFT = 0.12f;
    /** Most cell samples drawn at once. */
    public static final int MAX_SAMPLES = 120_000;

    private NavMeshLayers() {
    }

    /**
     * The standard layers: navmesh edges, corridor portals, corridor triangles, raw vs smoothed paths, cell samples,
     * components, slope heat map, area ids, off-mesh links and tile borders.
     *
     * @param mats        the materials; not null
     * @param view        the current navmesh (or none), its version (changes whenever mesh or field change), tiles
     *                    and changes; not null, read on the render thread
     * @param field       current walkable field or null
     * @param paths       the agents' paths, or null when there are no agents
     * @param maxSlopeDeg slope shown in full red by the heat map, degrees
     * @param agentLayers start with the corridor, portal and path layers visible (the navmesh edges always are)
     * @return a new, modifiable list of ten layers, in key order (1 to 9, then T); not null
     */
    public static List<DebugLayer> standard(DebugMaterials mats, NavMeshView view, Supplier<WalkableField> field,
                                            AgentPathSource paths, float maxSlopeDeg, boolean agentLayers) {
        List<DebugLayer> out = new ArrayList<>();
        Supplier<NavMesh> mesh = view::mesh;
        IntSupplier navVersion = view::version;
        Material edgeMat = mats.color(DebugColors.EDGE);
        Material portalMat = mats.color(DebugColors.PORTAL);
        Material corridorMat = mats.color(DebugColors.CORRIDOR);
        Material rawMat = mats.color(DebugColors.RAW_PATH);
        Material smoothMat = mats.color(DebugColors.SMOOTH_PATH);
        Material fillMat = mats.vertexColor(true);
        Material pointMat = mats.points(3f);
        IntSupplier pathVersion = paths == null ? navVersion : () -> navVersion.getAsInt() * 31 + paths.version();

        TriangleChunks edges = new TriangleChunks("nav-edges", edgeMat, false,
                (nav, tris, count) -> NavMeshDebugMeshes.edges(nav, tris, count, LIFT));
        out.add(new DebugLayer("navmesh edges", KeyInput.KEY_1, "1", navVersion, () -> edges.update(view), true));
        out.add(new DebugLayer("corridor portals", KeyInput.KEY_2, "2", pathVersion,
                () -> merged("portals", mesh.get(), paths, Mesh.Mode.Lines, portalMat, false, (nav, i, parts) -> {
                    int[] c = paths.corridor(i);
                    if (c != null && c.length >= 2) {
                        parts.add(NavMeshDebugMeshes.portals(nav, c, LIFT + 0.03f));
                    }
                }), agentLayers));
        out.add(new DebugLayer("corridor triangles (selected)", KeyInput.KEY_3, "3", pathVersion,
                () -> merged("corridors", mesh.get(), paths, Mesh.Mode.Triangles, corridorMat, true, (nav, i, parts) -> {
                    int[] c = paths.corridor(i);
                    if (c != null && c.length > 0 && paths.isFocused(i)) {
                        parts.add(NavMeshDebugMeshes.triangleSubset(nav, c, LIFT));
                    }
                }), agentLayers));
        out.add(new DebugLayer("raw vs smoothed path", KeyInput.KEY_4, "4", pathVersion, () -> {
            Spatial raw = merged("raw-paths", mesh.get(), paths, Mesh.Mode.Lines, rawMat, false, (nav, i, parts) -> {
                float[][] rs = rawAndSmooth(nav, paths, i);
                if (rs != null) {
                    parts.add(NavMeshDebugMeshes.polyline(rs[0], LIFT + 0.06f));
                }
            });
            Spatial smooth = merged("smooth-paths", mesh.get(), paths, Mesh.Mode.Lines, smoothMat, false, (nav, i, parts) -> {
                float[][] rs = rawAndSmooth(nav, paths, i);
                if (rs != null) {
                    parts.add(NavMeshDebugMeshes.polyline(rs[1], LIFT + 0.1f));
                }
            });
            if (raw == null && smooth == null) {
                return null;
            }
            Node n = new Node("paths");
            if (raw != null) {
                n.attachChild(raw);
            }
            if (smooth != null) {
                n.attachChild(smooth);
            }
            return n;
        }, agentLayers));
        out.add(new DebugLayer("cell samples", KeyInput.KEY_5, "5", navVersion,
                () -> field.get() == null ? null : geom("samples", NavMeshDebugMeshes.samples(field.get(), MAX_SAMPLES, 0.05f), pointMat, false),
                false));
        out.add(new DebugLayer("components", KeyInput.KEY_6, "6", navVersion,
                () -> mesh.get() == null ? null : geom("components", NavMeshDebugMeshes.triangles(mesh.get(),
                        t -> DebugColors.distinct(mesh.get().component(t), 0.45f), LIFT * 0.5f), fillMat, true),
                false));
        TriangleChunks slopes = new TriangleChunks("slopes", fillMat, true, (nav, tris, count) ->
                NavMeshDebugMeshes.triangles(nav, tris, count, t -> DebugColors.heat(nav.slopeDeg(t), maxSlopeDeg, 0.5f),
                        LIFT * 0.5f));
        out.add(new DebugLayer("slope heat map", KeyInput.KEY_7, "7", navVersion, () -> slopes.update(view), false));
        TriangleChunks areas = new TriangleChunks("areas", fillMat, true, (nav, tris, count) ->
                NavMeshDebugMeshes.triangles(nav, tris, count, t -> areaColor(nav.area(t)), LIFT * 0.5f));
        out.add(new DebugLayer("area ids", KeyInput.KEY_8, "8", navVersion, () -> areas.update(view), false));
        out.add(new DebugLayer("off-mesh links", KeyInput.KEY_9, "9", navVersion,
                () -> mesh.get() == null ? null : geom("links", LinkDebugMeshes.arcs(mesh.get().links(), LIFT),
                        mats.color(DebugColors.LINK), false),
                true));
        out.add(new TileLayer(mats, view).layer());
        return out;
    }

    /** Area 0 (default) is left almost clear; other areas get distinct colours. */
    static ColorRGBA areaColor(int area) {
        return area == 0 ? new ColorRGBA(1f, 1f, 1f, 0.08f) : DebugColors.distinct(area + 3, 0.6f);
    }

    private interface PerAgent {
        /** Adds agent i's part meshes (unindexed, Position only) to {@code parts}. */
        void build(NavMesh nav, int agent, List<Mesh> parts);
    }

    /** Every agent's parts merged into one geometry (one draw call), or null when there is nothing to show. */
    private static Spatial merged(String name, NavMesh nav, AgentPathSource paths, Mesh.Mode mode, Material mat,
                                 boolean transparent, PerAgent f) {
        if (nav == null || paths == null) {
            return null;
        }
        List<Mesh> parts = new ArrayList<>();
        for (int i = 0; i < paths.agentCount(); i++) {
            f.build(nav, i, parts);
        }
        return geom(name, NavMeshDebugMeshes.merge(parts, mode), mat, transparent);
    }

    /** {raw path through portal midpoints, smoothed waypoints} of agent i, or null when it has no path. */
    private static float[][] rawAndSmooth(NavMesh nav, AgentPathSource paths, int i) {
        int[] c = paths.corridor(i);
        float[] w = paths.waypoints(i);
        if (c == null || w == null || w.length < 6) {
            return null;
        }
        float[] start = {w[0], w[1], w[2]};
        float[] end = {w[w.length - 3], w[w.length - 2], w[w.length - 1]};
        return new float[][]{NavMeshDebugMeshes.portalMidpointPath(nav, c, start, end), w};
    }

    /** A debug geometry of the mesh, no shadows, or null when the mesh is empty. */
    static Geometry geom(String name, Mesh mesh, Material mat, boolean transparent) {
        if (mesh.getVertexCount() <= 0) {
            return null;
        }
        Geometry g = new Geometry(name, mesh);
        g.setMaterial(mat);
        g.setShadowMode(RenderQueue.ShadowMode.Off);
        if (transparent) {
            g.setQueueBucket(RenderQueue.Bucket.Transparent);
        }
        return g;
    }
}
