package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Sphere;
import com.jme3.scene.shape.Torus;

/**
 * The look of one character: a lit body (cylinder and head) tinted by state, an unshaded facing indicator (a nose
 * pointing along local +Z) and an unshaded ring on the ground in the exact state colour ({@link AgentColors}), white
 * when selected; heavy agents carry a brown pack. The node's origin is at the agent's feet. Materials are shared through a {@link Palette}.
 */
public final class AgentVisual {
    /** User-data key on the character node holding the agent id (Integer). */
    public static final String AGENT_ID = "demo.agentId";
    private final Node node;
    private final Geometry body, head, nose, ring, pack;
    private final Palette palette;
    private int rgb = -1;
    private boolean selected;

    /** Shared materials: one lit and one unshaded per state colour, plus the selection ring. */
    public static final class Palette {
        private final AssetManager assets;
        private final java.util.Map<Integer, Material> lit = new java.util.HashMap<>();
        private final java.util.Map<Integer, Material> flat = new java.util.HashMap<>();
        private final Material selectedRing;
        private final Material pack;

        /**
         * @param assets loads the material definitions; not null, kept (not copied)
         */
        public Palette(AssetManager assets) {
            this.assets = java.util.Objects.requireNonNull(assets, "assets");
            selectedRing = unshaded(ColorRGBA.White);
            pack = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
            pack.setBoolean("UseMaterialColors", true);
            pack.setColor("Diffuse", new ColorRGBA(0.45f, 0.3f, 0.18f, 1f));
            pack.setColor("Ambient", new ColorRGBA(0.25f, 0.17f, 0.1f, 1f));
        }

        Material lit(int rgb) {
            return lit.computeIfAbsent(rgb, k -> {
                Material m = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
                ColorRGBA c = AgentColors.of(k).interpolateLocal(new ColorRGBA(0.9f, 0.9f, 0.9f, 1f), 0.25f);
                m.setBoolean("UseMaterialColors", true);
                m.setColor("Diffuse", c);
                m.setColor("Ambient", c.mult(0.6f));
                m.setColor("Specular", new ColorRGBA(0.3f, 0.3f, 0.3f, 1f));
                m.setFloat("Shininess", 16f);
                return m;
            });
        }

        Material flat(int rgb) {
            return flat.computeIfAbsent(rgb, k -> unshaded(AgentColors.of(k)));
        }

        private Material unshaded(ColorRGBA c) {
            Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
            m.setColor("Color", c);
            return m;
        }
    }

    /**
     * @param palette the shared materials; not null, shared (its materials are made on first use)
     * @param id      agent id stored in the node's user data (for picking)
     * @param radius  body radius, metres; &gt; 0
     * @param height  body height, metres; &gt; 0
     * @param heavy   a heavy agent (avoids steep slopes): drawn with a pack on its back
     * @throws IllegalArgumentException when radius or height is not &gt; 0
     */
    public AgentVisual(Palette palette, int id, float radius, float height, boolean heavy) {
        if (!(radius > 0) || !(height > 0)) {
            throw new IllegalArgumentException("agent radius and height must be > 0, got " + radius + ", " + height);
        }
        this.palette = palette;
        node = new Node("agent-" + id);
        node.setUserData(AGENT_ID, id);
        float bodyH = height * 0.62f, r = radius * 0.9f;
        body = new Geometry("agent-body", new Cylinder(2, 14, r, bodyH, true));
        body.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        body.setLocalTranslation(0, bodyH / 2 + 0.05f, 0);
        head = new Geometry("agent-head", new Sphere(10, 12, r * 0.8f));
        head.setLocalTranslation(0, bodyH + r * 0.8f, 0);
        nose = new Geometry("agent-nose", new Box(r * 0.35f, r * 0.3f, r * 0.45f));
        nose.setLocalTranslation(0, bodyH * 0.8f, r + r * 0.3f);
        ring = new Geometry("agent-ring", new Torus(20, 6, radius * 0.12f, radius));
        ring.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        ring.setLocalTranslation(0, 0.12f, 0);
        ring.setShadowMode(RenderQueue.ShadowMode.Off);
        node.attachChild(body);
        node.attachChild(head);
        node.attachChild(nose);
        node.attachChild(ring);
        if (heavy) {
            pack = new Geometry("agent-pack", new Box(r * 0.7f, bodyH * 0.28f, r * 0.35f));
            pack.setLocalTranslation(0, bodyH * 0.62f, -r - r * 0.3f);
            pack.setShadowMode(RenderQueue.ShadowMode.Cast);
            node.attachChild(pack);
        } else {
            pack = null;
        }
        body.setShadowMode(RenderQueue.ShadowMode.Cast);
        head.setShadowMode(RenderQueue.ShadowMode.Cast);
        setState(AgentColors.IDLE_RGB);
    }

    /**
     * The character's node; place it at the agent's feet and turn it so local +Z is the facing.
     *
     * @return the node, live (the same on every call); not null
     */
    public Node node() {
        return node;
    }

    /**
     * Shows the state colour; cheap when unchanged.
     *
     * @param stateRgb the colour, packed 0xRRGGBB, one of {@link AgentColors#STATE_RGB}
     */
    public void setState(int stateRgb) {
        if (stateRgb == rgb) {
            return;
        }
        rgb = stateRgb;
        body.setMaterial(palette.lit(stateRgb));
        head.setMaterial(palette.lit(stateRgb));
        nose.setMaterial(palette.flat(stateRgb));
        if (pack != null) {
            pack.setMaterial(palette.pack);
        }
        ring.setMaterial(selected ? palette.selectedRing : palette.flat(stateRgb));
    }

    /**
     * Marks the agent selected (white ring) or not (ring in the state colour).
     *
     * @param selected true to select
     */
    public void setSelected(boolean selected) {
        this.selected = selected;
        ring.setMaterial(selected ? palette.selectedRing : palette.flat(rgb));
    }

    /**
     * Whether the agent is selected (white ring).
     *
     * @return true when selected
     */
    public boolean isSelected() {
        return selected;
    }

    /**
     * The agent id of the character containing a spatial: the nearest {@link #AGENT_ID} of it or an ancestor.
     *
     * @param s the spatial (a picked geometry, say); unaffected; or null (then the result is -1)
     * @return the agent id, or -1
     */
    public static int agentOf(com.jme3.scene.Spatial s) {
        for (com.jme3.scene.Spatial p = s; p != null; p = p.getParent()) {
            Object id = p.getUserData(AGENT_ID);
            if (id instanceof Integer i) {
                return i;
            }
        }
        return -1;
    }
}
