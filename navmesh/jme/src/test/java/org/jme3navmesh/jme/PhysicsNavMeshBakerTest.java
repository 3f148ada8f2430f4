package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import org.jme3navmesh.bake.AutoLinkConfig;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.TileLayout;
import org.junit.jupiter.api.Test;

class PhysicsNavMeshBakerTest {

    @Test
    void aTiledBakeWithLinksKeepsItsTileLayout() {
        PhysicsSpace space = new PhysicsSpace(new Vector3f(-50, -50, -50), new Vector3f(50, 50, 50),
                PhysicsSpace.BroadphaseType.DBVT);
        Node floor = new Node("floor");
        floor.setLocalTranslation(10f, 0.5f, 10f); // top face at y = 1, x and z in [0, 20]
        RigidBodyControl floorBody = new RigidBodyControl(new BoxCollisionShape(new Vector3f(10f, 0.5f, 10f)), 0f);
        floor.addControl(floorBody);
        space.add(floorBody);
        Node scene = new Node("scene");
        scene.attachChild(floor);
        Node tp = new Node("tp");
        tp.setUserData(NavTags.LINK, "teleport");
        Node start = new Node("start");
        start.setLocalTranslation(3f, 1f, 3f);
        Node end = new Node("end");
        end.setLocalTranslation(15f, 1f, 15f);
        tp.attachChild(start);
        tp.attachChild(end);
        scene.attachChild(tp);
        BakeConfig cfg = BakeConfig.defaults().withTileSize(24);
        try {
            BakeResult plain = new PhysicsNavMeshBaker(1).bake(space, cfg);
            BakeResult linked = new PhysicsNavMeshBaker(1).bake(space, scene, cfg, AutoLinkConfig.NONE);

            assertThat(linked.navMesh().links().count()).isEqualTo(1);
            TileLayout want = plain.tiles();
            assertThat(want).isNotNull();
            assertThat(want.tileCount()).isGreaterThan(1);
            TileLayout got = linked.tiles();
            assertThat(got).isNotNull();
            assertThat(got.tileSize()).isEqualTo(want.tileSize());
            assertThat(got.tileCount()).isEqualTo(want.tileCount());
            assertThat(got.triangleCount()).isEqualTo(linked.navMesh().triangleCount());
            for (int i = 0; i < want.tileCount(); i++) {
                assertThat(got.firstTriangle(i)).as("first triangle of tile %d", i).isEqualTo(want.firstTriangle(i));
                assertThat(got.triangleCount(i)).as("triangles of tile %d", i).isEqualTo(want.triangleCount(i));
                assertThat(got.version(i)).as("version of tile %d", i).isEqualTo(want.version(i));
            }
            for (int t = 0; t < want.triangleCount(); t++) {
                assertThat(got.ref(t)).isEqualTo(want.ref(t));
            }
        } finally {
            space.destroy();
        }
    }
}
