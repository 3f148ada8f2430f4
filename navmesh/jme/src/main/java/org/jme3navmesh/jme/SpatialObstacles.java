package org.jme3navmesh.jme;

import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Spatial;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.SceneGraphVisitorAdapter;
import java.nio.FloatBuffer;
import java.util.Objects;
import org.jme3navmesh.dynamic.ObstacleShape;

/**
 * Dynamic obstacles from jME spatials: the convex hull, seen from above, of every vertex of every
 * geometry under the spatial in world space, from a given depth below its lowest vertex up to its
 * highest. It brings the
 * world transforms up to date ({@code updateGeometricState} on the spatial's root), so call it on
 * the thread that owns the scene (the render thread).
 */
public final class SpatialObstacles {
    private SpatialObstacles() {
    }

    /**
     * The obstacle shape of a spatial as it stands now (its world transform applied).
     *
     * @param spatial a spatial with at least one geometry of 3 vertices not on one vertical plane;
     *                not null; its root's geometric state is updated
     * @param below   how far below its lowest vertex the obstacle reaches, metres (the agent's step
     *                height, say, so that a crate resting on the ground, or a collision margin
     *                above it, still cuts the ground); finite, &gt;= 0
     * @return the hull shape, world space, not null
     * @throws IllegalArgumentException when below is negative or not finite, or the spatial has no such geometry
     *                                  (no area seen from above)
     */
    public static ObstacleShape hullOf(Spatial spatial, float below) {
        Objects.requireNonNull(spatial, "spatial");
        if (!(below >= 0f) || !Float.isFinite(below)) {
            throw new IllegalArgumentException("below must be finite and >= 0, got " + below);
        }
        Spatial root = spatial;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        root.updateGeometricState();
        FloatList xz = new FloatList();
        float[] y = {Float.MAX_VALUE, -Float.MAX_VALUE};
        Vector3f local = new Vector3f(), world = new Vector3f();
        spatial.depthFirstTraversal(new SceneGraphVisitorAdapter() {
            @Override
            public void visit(Geometry g) {
                Mesh mesh = g.getMesh();
                VertexBuffer vb = mesh == null ? null : mesh.getBuffer(VertexBuffer.Type.Position);
                if (vb == null) {
                    return;
                }
                FloatBuffer fb = (FloatBuffer) vb.getDataReadOnly();
                for (int i = 0; i + 2 < fb.limit(); i += 3) {
                    local.set(fb.get(i), fb.get(i + 1), fb.get(i + 2));
                    g.localToWorld(local, world);
                    xz.add(world.x);
                    xz.add(world.z);
                    y[0] = Math.min(y[0], world.y);
                    y[1] = Math.max(y[1], world.y);
                }
            }
        });
        if (xz.size < 6) {
            throw new IllegalArgumentException("spatial '" + spatial.getName() + "' has fewer than 3 vertices");
        }
        return ObstacleShape.hull(java.util.Arrays.copyOf(xz.items, xz.size), y[0] - below, y[1]);
    }

    /** A growable list of floats. */
    static final class FloatList {
        float[] items = new float[64];
        int size;

        void add(float v) {
            if (size == items.length) {
                items = java.util.Arrays.copyOf(items, 2 * size);
            }
            items[size++] = v;
        }
    }
}
