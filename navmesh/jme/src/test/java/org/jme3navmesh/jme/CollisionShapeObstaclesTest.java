package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.collision.shapes.CollisionShape;
import com.jme3.bullet.collision.shapes.CylinderCollisionShape;
import com.jme3.bullet.collision.shapes.HullCollisionShape;
import com.jme3.bullet.collision.shapes.MeshCollisionShape;
import com.jme3.bullet.collision.shapes.SphereCollisionShape;
import com.jme3.bullet.objects.PhysicsRigidBody;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.shape.Box;
import com.jme3.scene.shape.Quad;
import org.assertj.core.data.Offset;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** Collision shapes become the matching obstacle shape, or their bounding hull, in one call. */
class CollisionShapeObstaclesTest {
    private static final Quaternion NONE = Quaternion.IDENTITY;

    /** The area the obstacle cuts out of a flat 10 m square (agent radius 0), square metres. */
    private static double cut(ObstacleShape s) {
        DynamicNavMesh d = new DynamicNavMesh(TestMeshes.grid(10, 10, 1f, 0f), 0f);
        d.add(s);
        return 100.0 - d.update(100).mesh().walkableArea();
    }

    @Test
    void anUprightBoxIsABoxTurnedTheSameWayReachingBelowItsBottom() {
        Quaternion quarter = new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_Y);
        ObstacleShape s = CollisionShapeObstacles.of(new BoxCollisionShape(new Vector3f(1f, 0.5f, 0.25f)),
                new Vector3f(5f, 0.5f, 5f), quarter, 0.4f);
        assertThat(s.toString()).startsWith("polygon(4 corners");
        assertThat(s.yMin()).isCloseTo(-0.4f, Offset.offset(1e-5f));
        assertThat(s.yMax()).isCloseTo(1f, Offset.offset(1e-5f));
        DynamicNavMesh d = new DynamicNavMesh(TestMeshes.grid(10, 10, 1f, 0f), 0f);
        d.add(s);
        var m = d.update(100).mesh();
        // turned a quarter: x 5 +- 0.25, z 5 +- 1
        assertThat(m.findTriangle(5f, 0f, 5.9f, 0.1f, 0.1f)).isEqualTo(-1);
        assertThat(m.findTriangle(5.4f, 0f, 5f, 0.1f, 0.1f)).isNotNegative();
        assertThat(100.0 - m.walkableArea()).isCloseTo(1.0, Offset.offset(1e-3));
    }

    @Test
    void theShapesScaleCounts() {
        BoxCollisionShape box = new BoxCollisionShape(new Vector3f(0.5f, 0.5f, 0.5f));
        box.setScale(new Vector3f(2f, 1f, 3f));
        assertThat(cut(CollisionShapeObstacles.of(box, new Vector3f(5f, 0.5f, 5f), NONE, 0.1f)))
                .isCloseTo(6.0, Offset.offset(1e-3));
    }

    @Test
    void uprightCylindersCapsulesAndSpheresAreCylinders() {
        ObstacleShape cyl = CollisionShapeObstacles.of(new CylinderCollisionShape(new Vector3f(0.5f, 1f, 0.5f), 1),
                new Vector3f(5f, 1f, 5f), NONE, 0.4f);
        assertThat(cyl.toString()).isEqualTo("cylinder(5.000, 5.000, r 0.500, y -0.400..2.000)");
        ObstacleShape cap = CollisionShapeObstacles.of(new CapsuleCollisionShape(0.4f, 1f),
                new Vector3f(5f, 1f, 5f), NONE, 0.2f);
        assertThat(cap.toString()).isEqualTo("cylinder(5.000, 5.000, r 0.400, y -0.100..1.900)");
        ObstacleShape ball = CollisionShapeObstacles.of(new SphereCollisionShape(0.7f), new Vector3f(5f, 0.7f, 5f),
                new Quaternion().fromAngleAxis(0.3f, Vector3f.UNIT_X), 0f);
        assertThat(ball.toString()).isEqualTo("cylinder(5.000, 5.000, r 0.700, y 0.000..1.400)");
        // the circumscribing n-gon of a 0.5 m circle: n r^2 tan(pi / n)
        int n = ObstacleShape.circleSides(0.5, DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE);
        assertThat(cut(cyl)).isCloseTo(n * 0.25 * Math.tan(Math.PI / n), Offset.offset(1e-3));
    }

    @Test
    void aLyingCylinderAndATiltedBoxAreTheirBoundingHulls() {
        Quaternion tilt = new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X);
        ObstacleShape box = CollisionShapeObstacles.of(new BoxCollisionShape(new Vector3f(1f, 0.5f, 0.25f)),
                new Vector3f(5f, 0.25f, 5f), tilt, 0f);
        // tipped over about X: its Y and Z swap, so it covers x 5 +- 1, z 5 +- 0.5 and y 0..0.5
        assertThat(box.yMin()).isCloseTo(0f, Offset.offset(1e-4f));
        assertThat(box.yMax()).isCloseTo(0.5f, Offset.offset(1e-4f));
        assertThat(cut(box)).isCloseTo(2.0, Offset.offset(1e-3));
        ObstacleShape lying = CollisionShapeObstacles.of(new CylinderCollisionShape(new Vector3f(1.5f, 0.5f, 0.5f), 0),
                new Vector3f(5f, 0.5f, 5f), NONE, 0f);
        assertThat(lying.toString()).startsWith("polygon(");
        // x 5 +- 1.5 (its length), z 5 +- 0.5 (its radius): close to 3 m x 1 m, a hull of points on its surface
        assertThat(cut(lying)).isCloseTo(3.0, Offset.offset(0.35));
    }

    @Test
    void hullAndMeshShapesAreTheirBoundingHulls() {
        float[] pyramid = {-1f, 0f, -1f, 1f, 0f, -1f, 1f, 0f, 1f, -1f, 0f, 1f, 0f, 1.5f, 0f};
        ObstacleShape hull = CollisionShapeObstacles.of(new HullCollisionShape(pyramid), new Vector3f(5f, 0f, 5f), NONE, 0.3f);
        assertThat(hull.yMin()).isLessThanOrEqualTo(-0.3f);
        assertThat(hull.yMax()).isGreaterThanOrEqualTo(1.5f);
        // the 2 m square base, within the shape's collision margin
        assertThat(cut(hull)).isCloseTo(4.0, Offset.offset(0.5));
        CollisionShape mesh = new MeshCollisionShape(new Box(0.5f, 1f, 1.5f));
        ObstacleShape m = CollisionShapeObstacles.of(mesh, new Vector3f(5f, 1f, 5f), NONE, 0.2f);
        assertThat(m.yMin()).isCloseTo(-0.2f, Offset.offset(1e-4f));
        assertThat(cut(m)).isCloseTo(3.0, Offset.offset(1e-3));
    }

    @Test
    void aBodyGivesItsShapeWhereItStands() {
        PhysicsRigidBody body = new PhysicsRigidBody(new SphereCollisionShape(0.5f), 0f);
        body.setPhysicsLocation(new Vector3f(3f, 0.5f, 4f));
        assertThat(CollisionShapeObstacles.of(body, 0.1f).toString())
                .isEqualTo("cylinder(3.000, 4.000, r 0.500, y -0.100..1.000)");
    }

    @Test
    void badInputIsRefused() {
        BoxCollisionShape box = new BoxCollisionShape(new Vector3f(1f, 1f, 1f));
        assertThatThrownBy(() -> CollisionShapeObstacles.of(box, Vector3f.ZERO, NONE, -1f)).hasMessageContaining("below");
        assertThatThrownBy(() -> CollisionShapeObstacles.of(box, new Vector3f(Float.NaN, 0f, 0f), NONE, 0f))
                .hasMessageContaining("NaN");
        Quaternion flat = new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X);
        assertThatThrownBy(() -> CollisionShapeObstacles.of(new MeshCollisionShape(new Quad(1f, 1f)), Vector3f.ZERO,
                flat, 0f)).hasMessageContaining("MeshCollisionShape");
    }
}
