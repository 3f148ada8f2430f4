package org.jme3navmesh.demo;

import com.jme3.bullet.BulletAppState;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.material.Material;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.jme.CollisionShapeObstacles;

/**
 * A box standing in the demo's world as three things at once: a geometry, a static jbullet body (in the physics
 * space, when there is one) and a dynamic obstacle carved out of the navmesh ({@link DynamicMeshState}), made from the
 * body's collision shape ({@link CollisionShapeObstacles}). The obstacle reaches {@value #BELOW} m below the box, so it cuts the navmesh where the baked surface lies a little under the
 * ground the box stands on. Render thread only.
 */
final class BoxObstacle {
    /** How far the obstacle reaches below the box's bottom, metres. */
    static final float BELOW = 0.5f;

    private final Geometry geometry;
    private final RigidBodyControl body;
    private final ObstacleHandle handle;

    private BoxObstacle(Geometry geometry, RigidBodyControl body, ObstacleHandle handle) {
        this.geometry = geometry;
        this.body = body;
        this.handle = handle;
    }

    /**
     * Puts a box up (not turned).
     *
     * @param name     the geometry's name; not null
     * @param center   the box's centre, world space, metres; not null, unaffected
     * @param halfSize half extents along X, Y and Z, metres (each &gt; 0); not null, unaffected
     * @param material the box's material; not null
     * @param parent   receives the geometry; modified
     * @param bullet   the physics, or null for none (the box is then only seen and carved)
     * @param dynamic  carves the box's obstacle; ready ({@link DynamicMeshState#isReady}), modified
     */
    static BoxObstacle place(String name, Vector3f center, Vector3f halfSize, Material material, Node parent,
                             BulletAppState bullet, DynamicMeshState dynamic) {
        Geometry g = new Geometry(name, new Box(halfSize.x, halfSize.y, halfSize.z));
        g.setMaterial(material);
        g.setLocalTranslation(center);
        parent.attachChild(g);
        BoxCollisionShape shape = new BoxCollisionShape(halfSize.clone());
        RigidBodyControl body = null;
        if (bullet != null) {
            body = new RigidBodyControl(shape, 0f);
            g.addControl(body);
            bullet.getPhysicsSpace().add(body);
        }
        // the obstacle is made from the body's collision shape, where the box stands
        ObstacleHandle h = dynamic.add(CollisionShapeObstacles.of(shape, center, Quaternion.IDENTITY, BELOW));
        return new BoxObstacle(g, body, h);
    }

    /** The box's geometry. */
    Geometry geometry() {
        return geometry;
    }

    /**
     * Takes the box away: geometry, body and obstacle.
     *
     * @param bullet  the physics the box was placed with, or null
     * @param dynamic the obstacles it was placed with; modified
     */
    void remove(BulletAppState bullet, DynamicMeshState dynamic) {
        geometry.removeFromParent();
        if (body != null) {
            if (bullet != null) {
                bullet.getPhysicsSpace().remove(body);
            }
            geometry.removeControl(body);
        }
        dynamic.remove(handle);
    }
}
