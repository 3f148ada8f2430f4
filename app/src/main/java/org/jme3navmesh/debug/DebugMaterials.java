package org.jme3navmesh.debug;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;

/** Unshaded materials for debug geometry: exact colours, no lighting, no fog. */
public final class DebugMaterials {
    private final AssetManager assets;

    public DebugMaterials(AssetManager assets) {
        this.assets = java.util.Objects.requireNonNull(assets, "assets");
    }

    /** One flat colour; alpha &lt; 1 turns on blending. Lines are drawn 2 pixels wide. */
    public Material color(ColorRGBA c) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", c);
        configure(m, c.a < 1f);
        return m;
    }

    /** Per-vertex colours (VertexBuffer Color); {@code transparent} turns on alpha blending. */
    public Material vertexColor(boolean transparent) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setBoolean("VertexColor", true);
        configure(m, transparent);
        return m;
    }

    /** Per-vertex coloured points of {@code size} pixels. */
    public Material points(float size) {
        Material m = vertexColor(false);
        m.setFloat("PointSize", size);
        return m;
    }

    private static void configure(Material m, boolean transparent) {
        RenderState rs = m.getAdditionalRenderState();
        rs.setLineWidth(2f);
        rs.setFaceCullMode(RenderState.FaceCullMode.Off);
        if (transparent) {
            rs.setBlendMode(RenderState.BlendMode.Alpha);
            rs.setDepthWrite(false);
        }
    }
}
