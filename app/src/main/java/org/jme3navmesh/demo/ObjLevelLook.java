package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.math.Vector3f;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.mesh.IndexBuffer;
import com.jme3.util.BufferUtils;
import java.nio.FloatBuffer;
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
                ensureNormals(g.getMesh());
            }
        });
    }

    /** Adds smooth, area-weighted vertex normals to a triangle mesh that has none (OBJ files often lack them). */
    static void ensureNormals(Mesh mesh) {
        if (mesh.getBuffer(VertexBuffer.Type.Normal) != null || mesh.getMode() != Mesh.Mode.Triangles) {
            return;
        }
        FloatBuffer pos = mesh.getFloatBuffer(VertexBuffer.Type.Position);
        int n = mesh.getVertexCount();
        float[] nor = new float[n * 3];
        IndexBuffer idx = mesh.getIndicesAsList();
        Vector3f a = new Vector3f(), b = new Vector3f(), c = new Vector3f();
        for (int t = 0; t + 2 < idx.size(); t += 3) {
            int i0 = idx.get(t), i1 = idx.get(t + 1), i2 = idx.get(t + 2);
            a.set(pos.get(3 * i0), pos.get(3 * i0 + 1), pos.get(3 * i0 + 2));
            b.set(pos.get(3 * i1), pos.get(3 * i1 + 1), pos.get(3 * i1 + 2));
            c.set(pos.get(3 * i2), pos.get(3 * i2 + 1), pos.get(3 * i2 + 2));
            Vector3f fn = b.subtract(a).crossLocal(c.subtract(a));
            for (int v : new int[]{i0, i1, i2}) {
                nor[3 * v] += fn.x;
                nor[3 * v + 1] += fn.y;
                nor[3 * v + 2] += fn.z;
            }
        }
        for (int v = 0; v < n; v++) {
            float len = (float) Math.sqrt(nor[3 * v] * nor[3 * v] + nor[3 * v + 1] * nor[3 * v + 1] + nor[3 * v + 2] * nor[3 * v + 2]);
            if (len > 0) {
                nor[3 * v] /= len;
                nor[3 * v + 1] /= len;
                nor[3 * v + 2] /= len;
            } else {
                nor[3 * v + 1] = 1f;
            }
        }
        mesh.setBuffer(VertexBuffer.Type.Normal, 3, BufferUtils.createFloatBuffer(nor));
    }
}
