package org.jme3navmesh.scene;

import org.jme3navmesh.jme.NavTags;
import org.jme3navmesh.jme.PhysicsTriangles;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.math.Quaternion;
import com.jme3.math.Vector3f;
import com.jme3.scene.Geometry;
import com.jme3.scene.Mesh;
import com.jme3.scene.Node;
import com.jme3.scene.VertexBuffer;
import com.jme3.scene.debug.Grid;
import com.jme3.scene.shape.Box;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.SurfaceTag;
import org.junit.jupiter.api.Test;

class PhysicsSceneBuilderTest {

    @Test
    void worldTransformsApplyAndTagsTravelWithTheBodies() {
        Node root = new Node("root");
        Node parent = new Node("parent");
        parent.setLocalTranslation(10f, 2f, 0f);
        parent.setLocalRotation(new Quaternion().fromAngleAxis((float) Math.PI / 2, Vector3f.UNIT_Y));
        parent.setLocalScale(2f);
        parent.setUserData(NavTags.AREA, "road");
        // A non-indexed triangle: local (0,0,0), (0,0,1), (1,0,0).
        Mesh m = new Mesh();
        m.setBuffer(VertexBuffer.Type.Position, 3, new float[] {0, 0, 0, 0, 0, 1, 1, 0, 0});
        m.updateBound();
        parent.attachChild(new Geometry("tri", m));
        root.attachChild(parent);
        root.attachChild(new Geometry("lines", new Grid(4, 4, 1f))); // skipped: not solid
        PhysicsSpace space = new PhysicsSceneBuilder().build(root);
        assertThat(space.getRigidBodyList()).hasSize(1);
        assertThat(space.getRigidBodyList().iterator().next().getUserObject()).isEqualTo(SurfaceTag.area("road", 1f));
        SceneTriangles tris = PhysicsTriangles.extract(space);
        assertThat(tris.count()).isEqualTo(1);
        // Rotating +90 degrees about Y maps local +X to world -Z and local +Z to world +X; scale 2.
        float[] expected = {10, 2, 0, 12, 2, 0, 10, 2, -2};
        for (int i = 0; i < 9; i++) {
            assertThat(tris.xyz[i]).isCloseTo(expected[i], org.assertj.core.data.Offset.offset(1e-4f));
        }
        assertThat(tris.tags[tris.tag[0]]).isEqualTo(SurfaceTag.area("road", 1f));
        space.destroy();
    }

    @Test
    void boxesBecomeBoxShapesWithTheirFaces() {
        Node root = new Node("root");
        Geometry crate = new Geometry("crate", new Box(new Vector3f(1f, 0f, 0f), 0.5f, 1f, 2f));
        crate.setLocalTranslation(0f, 1f, 0f);
        root.attachChild(crate);
        PhysicsSpace space = new PhysicsSceneBuilder().build(root);
        assertThat(space.getRigidBodyList().iterator().next().getCollisionShape())
                .isInstanceOf(com.jme3.bullet.collision.shapes.BoxCollisionShape.class);
        float[] b = PhysicsTriangles.extract(space).bounds();
        assertThat(b).containsExactly(new float[] {0.5f, 0f, -2f, 1.5f, 2f, 2f}, org.assertj.core.data.Offset.offset(1e-4f));
        space.destroy();
    }

    @Test
    void stripsAreRefusedNamingTheGeometry() {
        Mesh strip = new Mesh();
        strip.setMode(Mesh.Mode.TriangleStrip);
        strip.setBuffer(VertexBuffer.Type.Position, 3, new float[] {0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 1});
        strip.updateBound();
        strip.updateCounts();
        Node root = new Node("root");
        root.attachChild(new Geometry("ribbon", strip));
        assertThatThrownBy(() -> new PhysicsSceneBuilder().build(root)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ribbon").hasMessageContaining("TriangleStrip");
    }
}
