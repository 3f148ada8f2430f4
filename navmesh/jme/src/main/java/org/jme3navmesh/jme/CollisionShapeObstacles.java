package org.jme3navmesh.jme;

import com.bulletphysics.linearmath.Transform;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.CylinderCollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import java.util.Arrays;
import java.util.Objects;
import javax.vecmath.Quat4f;
import org.jme3navmesh.dynamic.ObstacleShape;

/**
 * Dynamic obstacles from jME (jbullet) collision shapes, placed at a location and rotation, with the shape's scale:
 * <ul>
 *   <li>a box stood upright (turned about Y only) is an {@link ObstacleShape#box} turned the same way;</li>
 *   <li>an upright cylinder (axis Y, round), an upright capsule (its cylinder of the full height) and a sphere
 *       (uniformly scaled) are an {@link ObstacleShape#cylinder};</li>
 *   <li>any other shape or pose (tilted, non-uniformly scaled, hull, mesh, heightfield or compound shapes) is its
 *       bounding hull: the {@link ObstacleShape#hull} of the corners of its triangles in world space, as the bake
 *       reads them ({@code PhysicsTriangles}: mesh triangles, box faces, a convex shape's hull), seen from
 *       above.</li>
 * </ul>
 * Each reaches a given depth below the shape's lowest point (a crate resting on the ground, or its collision margin
 * above it, still cuts the ground). Reads the shape only; call it on the thread that owns it.
 */
public final class CollisionShapeObstacles {
    /** Largest deviation of the shape's up axis from world Y (the Y of the turned unit axis below 1) still upright. */
    static final float UPRIGHT = 1e-5f;

    private CollisionShapeObstacles() {
    }

    /**
     * The obstacle of a rigid body's collision shape where the body stands now.
     *
     * @param body  the body, placed at its physics location and rotation; not null, unaffected
     * @param below how far below the shape's lowest point the obstacle reaches, metres; finite, &gt;= 0
     * @return the obstacle's shape; not null
     * @throws IllegalArgumentException as {@link #of(CollisionShape, Vector3f, Quaternion, float)}
     */
    public static ObstacleShape of(PhysicsRigidBody body, float below) {
        Objects.requireNonNull(body, "body");
        return of(body.getCollisionShape(), body.getPhysicsLocation(), body.getPhysicsRotation(), below);
    }

    /**
     * The obstacle of a collision shape placed in the world.
     *
     * @param shape    the shape, with its scale; not null, unaffected
     * @param location where its centre stands, world metres; not null, unaffected
     * @param rotation its rotation, world space; not null, unaffected
     * @param below    how far below the shape's lowest point the obstacle reaches, metres; finite, &gt;= 0
     * @return the obstacle's shape; not null
     * @throws IllegalArgumentException for a negative or non-finite below, a non-finite location, or a shape with no
     *                                  area seen from above (naming the shape)
     */
    public static ObstacleShape of(CollisionShape shape, Vector3f location, Quaternion rotation, float below) {
        Objects.requireNonNull(shape, "shape");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(rotation, "rotation");
        if (!(below >= 0f) || !Float.isFinite(below)) {
            throw new IllegalArgumentException("below must be finite and >= 0, got " + below);
        }
        Vector3f s = shape.getScale();
        Vector3f up = rotation.mult(Vector3f.UNIT_Y);
        boolean upright = up.y >= 1f - UPRIGHT;
        boolean uniform = s.x == s.y && s.y == s.z;
        float x = location.x, y = location.y, z = location.z;
        if (upright && shape instanceof BoxCollisionShape box) {
            Vector3f h = box.getHalfExtents().mult(s);
            Vector3f ax = rotation.mult(Vector3f.UNIT_X);
            float yaw = (float) Math.atan2(-ax.z, ax.x);
            return ObstacleShape.box(x, y - below / 2, z, h.x, h.y + below / 2, h.z, yaw);
        }
        if (upright && shape instanceof CylinderCollisionShape cyl && cyl.getAxis() == 1) {
            Vector3f h = cyl.getHalfExtents().mult(s);
            if (h.x == h.z) {
                return ObstacleShape.cylinder(x, y - h.y - below, z, h.x, 2 * h.y + below);
            }
        }
        if (upright && uniform && shape instanceof CapsuleCollisionShape cap && cap.getAxis() == 1) {
            float r = cap.getRadius() * s.x, half = cap.getHeight() * s.x / 2 + r;
            return ObstacleShape.cylinder(x, y - half - below, z, r, 2 * half + below);
        }
        if (uniform && shape instanceof SphereCollisionShape sphere) {
            float r = sphere.getRadius() * s.x;
            return ObstacleShape.cylinder(x, y - r - below, z, r, 2 * r + below);
        }
        return boundingHull(shape, location, rotation, below);
    }

    /** The hull, seen from above, of the shape's triangle corners in world space, below its lowest one by below. */
    private static ObstacleShape boundingHull(CollisionShape shape, Vector3f location, Quaternion rotation, float below) {
        Transform world = new Transform();
        world.setIdentity();
        world.origin.set(location.x, location.y, location.z);
        world.setRotation(new Quat4f(rotation.getX(), rotation.getY(), rotation.getZ(), rotation.getW()));
        SpatialObstacles.FloatList xz = new SpatialObstacles.FloatList();
        float[] y = {Float.MAX_VALUE, -Float.MAX_VALUE};
        PhysicsTriangles.visit(shape.getCShape(), world, null, (a, b, c, index) -> {
            for (javax.vecmath.Vector3f p : new javax.vecmath.Vector3f[] {a, b, c}) {
                xz.add(p.x);
                xz.add(p.z);
                y[0] = Math.min(y[0], p.y);
                y[1] = Math.max(y[1], p.y);
            }
        });
        if (xz.size < 6 || !(y[1] > y[0] - below)) {
            throw new IllegalArgumentException("a " + shape.getClass().getSimpleName()
                    + " with no triangles, or no height, gives no obstacle");
        }
        try {
            return ObstacleShape.hull(Arrays.copyOf(xz.items, xz.size), y[0] - below, y[1]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a " + shape.getClass().getSimpleName() + " seen from above: "
                    + e.getMessage(), e);
        }
    }
}
