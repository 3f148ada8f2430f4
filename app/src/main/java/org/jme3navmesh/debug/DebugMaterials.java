package org.jme3navmesh.debug;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;

/** Unshaded materials for debug geometry: exact colours, no lighting, no fog. */
public final class DebugMaterials {
    private final AssetManager assets;

    /**
     * @param assets loads the material definitions; not null, kept (not copied)
     */
    public DebugMaterials(AssetManager assets) {
        this.assets = java.util.Objects.requireNonNull(assets, "assets");
    }

    /**
     * One flat colour; alpha &lt; 1 turns on blending. Lines are drawn 2 pixels wide.
     *
     * @param c the colour; not null, unaffected (the material keeps a copy, so the shared constants of
     *          {@code DebugColors} never tie materials together)
     * @return a new material; not null
     */
    public Material color(ColorRGBA c) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", c.clone());
        configure(m, c.a < 1f);
        return m;
    }

    /**
     * Per-vertex colours (VertexBuffer Color). Lines are drawn 2 pixels wide.
     *
     * @param transparent true to turn on alpha blending (and turn off depth writes)
     * @return a new material; not null
     */
    public Material vertexColor(boolean transparent) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setBoolean("VertexColor", true);
        configure(m, transparent);
        return m;
    }

    /**
     * Per-vertex coloured points, opaque.
     *
     * @param size point size, pixels; &gt; 0
     * @return a new material; not null
     */
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
