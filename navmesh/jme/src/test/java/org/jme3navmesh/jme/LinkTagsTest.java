package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import java.util.List;
import org.jme3navmesh.bake.AutoLinkConfig;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.junit.jupiter.api.Test;

class LinkTagsTest {

    private static Node linkNode(String name, String kind, Vector3f a, Vector3f b) {
        Node n = new Node(name);
        n.setUserData(NavTags.LINK, kind);
        Node start = new Node("start");
        start.setLocalTranslation(a);
        Node end = new Node("end");
        end.setLocalTranslation(b);
        n.attachChild(start);
        n.attachChild(end);
        return n;
    }

    @Test
    void aTaggedNodeWithTwoEndsIsALinkWithItsOptionalValues() {
        Node root = new Node("root");
        Node group = new Node("group");
        group.setLocalTranslation(1f, 0f, 0f);
        root.attachChild(group);
        Node ladder = linkNode("ladder-1", "Ladder", new Vector3f(2f, 1f, 3f), new Vector3f(2f, 4f, 3.5f));
        ladder.setUserData(NavTags.LINK_ONE_WAY, true);
        ladder.setUserData(NavTags.LINK_COST, 2.5f);
        ladder.setUserData(NavTags.LINK_WIDTH, 0.8f);
        ladder.setUserData(NavTags.LINK_CAPACITY, 2);
        group.attachChild(ladder);
        Node jump = new Node("jump-1");
        jump.setUserData(NavTags.LINK, "jump");
        Node a = new Node("a");
        a.setLocalTranslation(5f, 1f, 5f);
        Node b = new Node("b");
        b.setLocalTranslation(8f, 1f, 5f);
        jump.attachChild(a);
        jump.attachChild(b);
        root.attachChild(jump);
        List<OffMeshLink> links = NavTags.links(root);
        assertThat(links).hasSize(2);
        OffMeshLink l = links.get(0);
        assertThat(l.name()).isEqualTo("ladder-1");
        assertThat(l.kind()).isEqualTo(LinkKind.LADDER);
        assertThat(l.startX()).isEqualTo(3f); // world: the group's translation added
        assertThat(l.endY()).isEqualTo(4f);
        assertThat(l.bidirectional()).isFalse();
        assertThat(l.cost()).isEqualTo(2.5f);
        assertThat(l.width()).isEqualTo(0.8f);
        assertThat(l.capacity()).isEqualTo(2);
        OffMeshLink j = links.get(1);
        assertThat(j.kind()).isEqualTo(LinkKind.JUMP);
        assertThat(j.bidirectional()).isTrue();
        assertThat(j.startX()).isEqualTo(5f);
        assertThat(j.endX()).isEqualTo(8f);
    }

    @Test
    void aMalformedTagNamesTheNode() {
        Node root = new Node("root");
        root.attachChild(linkNode("bad-kind", "fly", Vector3f.ZERO, Vector3f.UNIT_X));
        assertThatThrownBy(() -> NavTags.links(root)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'bad-kind'").hasMessageContaining("unknown link kind 'fly'");

        Node root2 = new Node("root");
        Node one = new Node("one-end");
        one.setUserData(NavTags.LINK, "drop");
        one.attachChild(new Node("x"));
        root2.attachChild(one);
        assertThatThrownBy(() -> NavTags.links(root2)).hasMessageContaining("'one-end'").hasMessageContaining("1 children");

        Node root3 = new Node("root");
        Node cost = linkNode("bad-cost", "jump", Vector3f.ZERO, Vector3f.UNIT_X);
        cost.setUserData(NavTags.LINK_COST, "cheap");
        root3.attachChild(cost);
        assertThatThrownBy(() -> NavTags.links(root3)).hasMessageContaining("'bad-cost'").hasMessageContaining(NavTags.LINK_COST);

        Node root4 = new Node("root");
        Node width = linkNode("bad-width", "jump", Vector3f.ZERO, Vector3f.UNIT_X);
        width.setUserData(NavTags.LINK_WIDTH, -1f);
        root4.attachChild(width);
        assertThatThrownBy(() -> NavTags.links(root4)).hasMessageContaining("'bad-width'").hasMessageContaining("width");
    }

    @Test
    void theBakerAttachesTaggedLinksAndRefusesOneOffTheMeshNamingIt() {
        PhysicsSpace space = new PhysicsSpace(new Vector3f(-50, -50, -50), new Vector3f(50, 50, 50),
                PhysicsSpace.BroadphaseType.DBVT);
        Node floor = new Node("floor");
        floor.setLocalTranslation(10f, 0.5f, 10f); // top face at y = 1
        RigidBodyControl floorBody = new RigidBodyControl(new BoxCollisionShape(new Vector3f(10f, 0.5f, 10f)), 0f);
        floor.addControl(floorBody);
        space.add(floorBody);
        Node scene = new Node("scene");
        scene.attachChild(floor);
        scene.attachChild(linkNode("tp", "teleport", new Vector3f(3f, 1f, 3f), new Vector3f(15f, 1f, 15f)));
        NavMesh mesh = new PhysicsNavMeshBaker().bake(space, scene, BakeConfig.defaults(), AutoLinkConfig.NONE).navMesh();
        assertThat(mesh.links().count()).isEqualTo(1);
        assertThat(mesh.links().kind(0)).isEqualTo(LinkKind.TELEPORT);
        assertThat(mesh.links().y(0, 1)).isEqualTo(1f, org.assertj.core.data.Offset.offset(0.01f));

        scene.attachChild(linkNode("off", "jump", new Vector3f(3f, 1f, 3f), new Vector3f(40f, 1f, 3f)));
        assertThatThrownBy(() -> new PhysicsNavMeshBaker().bake(space, scene, BakeConfig.defaults(), AutoLinkConfig.NONE))
                .hasMessageContaining("'off'").hasMessageContaining("its end");
    }
}
