package org.jme3navmesh.scene;

import org.jme3navmesh.jme.NavTags;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.MeshCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.bullet.util.CollisionShapeFactory;
import com.jme3.math.Transform;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Box;
import com.jme3.terrain.geomipmap.TerrainQuad;
import java.util.Objects;
import org.jme3navmesh.bake.SurfaceTag;

/**
 * Turns a jME scene graph into a jbullet {@link PhysicsSpace} of static (mass 0) bodies, one per
 * geometry, ready for {@link org.jme3navmesh.bake.NavMeshBaker}.
 *
 * <ul>
 *   <li>{@link Box} geometries become {@link BoxCollisionShape}s;</li>
 *   <li>a {@link TerrainQuad} becomes heightfield shapes (via {@link CollisionShapeFactory});</li>
 *   <li>every other triangle geometry ({@code Mesh.Mode.Triangles}, indexed or not) becomes a
 *       {@link MeshCollisionShape}; point and line geometry is skipped; strips and fans are
 *       refused with an exception naming the geometry.</li>
 * </ul>
 * Each body's user object is the geometry's {@link SurfaceTag} resolved by {@link NavTags}, so a
 * ray hit on the body knows its area. The world transform (translation, rotation, scale) of each
 * spatial is applied; the scene graph is not modified except for updating its geometric state.
 */
public final class PhysicsSceneBuilder {

    /**
     * Builds a new physics space holding the scene's geometry as static bodies.
     *
     * @param scene root of the scene; not null; its world transforms are brought up to date
     * @return a new space; the caller owns it ({@link PhysicsSpace#destroy()} when done)
     * @throws IllegalArgumentException when the scene has no triangle geometry, or a geometry uses
     *                                  triangle strips or fans, or a navmesh tag is malformed
     */
    public PhysicsSpace build(Spatial scene) {
        Objects.requireNonNull(scene, "scene");
        PhysicsSpace space = new PhysicsSpace(new Vector3f(-1e6f, -1e6f, -1e6f), new Vector3f(1e6f, 1e6f, 1e6f),
                PhysicsSpace.BroadphaseType.DBVT);
        int added;
        try {
            added = addTo(space, scene);
        } catch (RuntimeException e) {
            space.destroy(); // a malformed scene leaves no half-built space behind
            throw e;
        }
        if (added == 0) {
            space.destroy();
            throw new IllegalArgumentException("scene '" + scene.getName() + "' is empty: it has no triangle geometry");
        }
        return space;
    }

    /**
     * Adds the scene's geometry to an existing space as static bodies.
     *
     * @param space the space; not null; modified (one static body added per triangle geometry or terrain)
     * @param scene root of the scene; not null; its world transforms are brought up to date
     * @return the number of bodies added, &gt;= 0
     * @throws IllegalArgumentException when a geometry uses triangle strips or fans, or a navmesh tag is malformed
     *                                  ({@link NavTags#resolve})
     */
    public int addTo(PhysicsSpace space, Spatial scene) {
        Objects.requireNonNull(space, "space");
        Objects.requireNonNull(scene, "scene");
        // getWorldTransform() refreshes world transforms lazily: no updateGeometricState() needed,
        // which jME only allows on a root spatial.
        return visit(space, scene);
    }

    private int visit(PhysicsSpace space, Spatial s) {
        if (s instanceof TerrainQuad terrain) {
            CollisionShape shape = CollisionShapeFactory.createMeshShape(terrain);
            add(space, shape, terrain.getWorldTransform(), Vector3f.ZERO, NavTags.resolve(terrain));
            return 1;
        }
        if (s instanceof Node node) {
            int n = 0;
            for (Spatial child : node.getChildren()) {
                n += visit(space, child);
            }
            return n;
        }
        if (s instanceof Geometry g) {
            Mesh mesh = g.getMesh();
            if (mesh == null || !isTriangles(mesh) || mesh.getTriangleCount() == 0) {
                return 0; // points, lines, or empty: nothing solid
            }
            if (mesh.getMode() != Mesh.Mode.Triangles) {
                throw new IllegalArgumentException("geometry '" + g.getName() + "' uses mesh mode " + mesh.getMode()
                        + "; only Mode.Triangles can become a collision mesh");
            }
            Transform wt = g.getWorldTransform();
            SurfaceTag tag = NavTags.resolve(g);
            if (mesh instanceof Box box) {
                Vector3f half = new Vector3f(box.getXExtent(), box.getYExtent(), box.getZExtent()).multLocal(wt.getScale());
                abs(half);
                BoxCollisionShape shape = new BoxCollisionShape(half);
                add(space, shape, wt, box.getCenter().mult(wt.getScale()), tag);
            } else {
                MeshCollisionShape shape = new MeshCollisionShape(mesh);
                shape.setScale(wt.getScale());
                add(space, shape, wt, Vector3f.ZERO, tag);
            }
            return 1;
        }
        return 0;
    }

    private static boolean isTriangles(Mesh mesh) {
        return switch (mesh.getMode()) {
            case Triangles, TriangleStrip, TriangleFan -> true;
            default -> false;
        };
    }

    private static void abs(Vector3f v) {
        v.set(Math.abs(v.x), Math.abs(v.y), Math.abs(v.z));
    }

    private static void add(PhysicsSpace space, CollisionShape shape, Transform world, Vector3f localOffset, SurfaceTag tag) {
        PhysicsRigidBody body = new PhysicsRigidBody(shape, 0f);
        Vector3f loc = world.getRotation().mult(localOffset).addLocal(world.getTranslation());
        body.setPhysicsLocation(loc);
        body.setPhysicsRotation(world.getRotation());
        body.setUserObject(tag);
        space.add(body);
    }

}
