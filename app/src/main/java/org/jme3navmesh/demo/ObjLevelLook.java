package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import org.jme3navmesh.bake.SurfaceTag;
import org.jme3navmesh.jme.NavTags;

/**
 * Gives an OBJ scene (which carries no usable materials) a readable look: every geometry gets a lit material, coloured
 * by its navmesh tag (water blue and translucent, mud brown) or else by a soft colour derived from its name.
 */
final class ObjLevelLook {
    private ObjLevelLook() {
    }

    /** Replaces the materials of every geometry under {@code level} (modified). */
    static void apply(AssetManager assets, Node level) {
        level.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                NavTags.applyNamingConvention(g);
                SurfaceTag tag = NavTags.resolve(g);
                ColorRGBA c;
                if (!tag.walkable()) {
                    c = new ColorRGBA(0.2f, 0.42f, 0.62f, 0.75f);
                } else if ("mud".equals(tag.area())) {
                    c = new ColorRGBA(0.30f, 0.21f, 0.12f, 1f);
                } else {
                    int h = g.getName() == null ? 0 : g.getName().hashCode();
                    float v = 0.55f + ((h >>> 8) & 0xff) / 255f * 0.3f;
                    c = new ColorRGBA(v, v * (0.92f + (h & 0x0f) / 200f), v * 0.82f, 1f);
                }
                Material m = new Material(assets, "Common/MatDefs/Light/Lighting.j3md");
                m.setBoolean("UseMaterialColors", true);
                m.setColor("Diffuse", c);
                m.setColor("Ambient", c.mult(0.55f));
                m.setColor("Specular", ColorRGBA.Black);
                m.setFloat("Shininess", 1f);
                if (c.a < 1f) {
                    m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
                    g.setQueueBucket(RenderQueue.Bucket.Transparent);
                }
                g.setMaterial(m);
            }
        });
    }
}
