package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Box;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleStatus;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** A crate spatial becomes an obstacle in one call. */
class SpatialObstaclesTest {
    @Test
    void aTurnedCrateCutsItsFootprint() {
        Node parent = new Node("level");
        parent.setLocalTranslation(2f, 0f, 0f);
        Geometry crate = new Geometry("crate", new Box(1f, 0.5f, 0.25f));
        crate.setLocalTranslation(3f, 0.5f, 5f);
        crate.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_Y));
        parent.attachChild(crate);
        NavMesh floor = TestMeshes.grid(10, 10, 1f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(floor, 0f);
        ObstacleHandle h = d.add(SpatialObstacles.hullOf(crate, 0.4f));
        NavMesh m = d.update(10).mesh();
        assertThat(d.status(h)).isEqualTo(ObstacleStatus.CARVED);
        // World footprint: x 5 +- 0.25, z 5 +- 1 (turned a quarter), from y -0.4 to 1.
        assertThat(m.findTriangle(5f, 0f, 5.9f, 0.1f, 0.1f)).isEqualTo(-1);
        assertThat(m.findTriangle(5.4f, 0f, 5f, 0.1f, 0.1f)).isGreaterThanOrEqualTo(0);
        assertThat(m.findTriangle(5f, 0f, 6.2f, 0.1f, 0.1f)).isGreaterThanOrEqualTo(0);
        assertThat(m.walkableArea()).isCloseTo(100.0 - 1.0, org.assertj.core.data.Offset.offset(1e-3));
    }

    @Test
    void aSpatialWithoutGeometryIsRefused() {
        assertThatThrownBy(() -> SpatialObstacles.hullOf(new Node("empty"), 0.4f)).hasMessageContaining("empty");
    }
}
