package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
import com.jme3.bullet.control.BetterCharacterControl;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import java.util.List;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Physics-driven agents ({@link NavAgentControl.Mode#PHYSICAL} and {@link NavAgentControl.Mode#RIGID_BODY}) cross an
 * off-mesh link: a drop from a 2 m ledge across a 4 m gap with nothing below it (too wide to walk off the ledge and
 * land across it). The body is carried along the link by the crowd, lands at its exit and walks on to the target.
 */
class NavAgentLinkTest {
    private static final float DT = 1f / 60f;
    private static final OffMeshLink DROP = OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2f, 8.2f, 0f, 2f);
    /** The upper platform x in [0, 4] at y = 2, the lower one x in [8, 12] at y = 0, z in [0, 4]; the drop between. */
    private final NavMesh mesh = LinkTestMeshes.platforms(4, 4, new float[] {0f, 8f}, new float[] {2f, 0f})
            .withLinks(List.of(DROP));
    private PhysicsSpace space;
    private PathService service;
    private final Node root = new Node("root");

    @BeforeEach
    void scene() {
        space = new PhysicsSpace(new Vector3f(-50, -50, -50), new Vector3f(50, 50, 50), PhysicsSpace.BroadphaseType.DBVT);
        space.add(NavAgentRigidBodyTest.staticBox(2f, 1f, 2f, 2f, 1f, 2f)); // top at y = 2
        space.add(NavAgentRigidBodyTest.staticBox(10f, -1f, 2f, 2f, 1f, 2f)); // top at y = 0
        service = new PathService(mesh, 1, new HandoverClock(Runnable::run));
    }

    @AfterEach
    void destroy() {
        service.close();
        space.destroy();
    }

    /**
     * Steps crowd, controls and physics until the agent arrives (12 s at most). While the agent is on the link, the
     * body follows it within two frames of its motion (the spatial takes the physics body's place a frame or two behind).
     */
    private void cross(AgentCrowd crowd, Node body, int agent, float feetAboveOrigin) {
        int onLink = 0;
        for (int s = 0; s < 60 * 12 && crowd.state(agent) != AgentState.ARRIVED; s++) {
            crowd.awaitAnswers(1_000_000_000L);
            crowd.step(DT);
            root.updateLogicalState(DT);
            root.updateGeometricState();
            if (crowd.links().isOnLink(agent)) {
                onLink++;
                Vector3f p = body.getWorldTranslation();
                assertThat(p.x).as("carried along the link, step %d", s).isCloseTo(crowd.x(agent), within(0.3f));
                assertThat(p.y - feetAboveOrigin).isCloseTo(crowd.y(agent), within(0.3f));
                assertThat(p.z).isCloseTo(crowd.z(agent), within(0.3f));
            }
            space.update(DT);
            space.distributeEvents();
            assertThat(body.getWorldTranslation().y).as("never falls into the gap, step %d", s).isGreaterThan(-0.5f);
        }
        assertThat(onLink * DT).as("time on the drop").isBetween(0.3f, 2f);
        assertThat(crowd.state(agent)).isEqualTo(AgentState.ARRIVED);
        Vector3f p = body.getWorldTranslation();
        assertThat(Math.hypot(p.x - 11f, p.z - 2f)).isLessThan(0.6);
        assertThat(p.y - feetAboveOrigin).isCloseTo(0f, within(0.15f));
    }

    /** A node standing on the upper platform, its origin the given height above its feet, for a body's control. */
    private Node standing(String name, float originAboveFeet) {
        Node body = new Node(name);
        root.attachChild(body);
        body.setLocalTranslation(1f, 2f + originAboveFeet + 0.02f, 2f);
        return body;
    }

    /** Binds a standing body to a new agent in the given mode and sends it to the lower platform's far end. */
    private void sendAcross(Node body, float originAboveFeet, NavAgentControl.Mode mode) {
        AgentCrowd crowd = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
        int a = crowd.add(AgentType.walker(), 1f, 2f, 2f);
        NavAgentControl c = new NavAgentControl(crowd, a, mode);
        body.addControl(c);
        c.setTarget(new Vector3f(11f, 0f, 2f));
        cross(crowd, body, a, originAboveFeet);
    }

    @Test
    void aCharacterIsCarriedDownTheDropAndWalksOn() {
        Node body = standing("character", 0f);
        BetterCharacterControl character = new BetterCharacterControl(0.4f, 1.8f, 60f);
        body.addControl(character);
        space.add(character);
        sendAcross(body, 0f, NavAgentControl.Mode.PHYSICAL);
    }

    @Test
    void aRigidBodyIsCarriedDownTheDropAndWalksOn() {
        Node body = standing("capsule", 0.9f);
        RigidBodyControl rb = new RigidBodyControl(new CapsuleCollisionShape(0.4f, 1.0f), 60f);
        body.addControl(rb);
        space.add(rb);
        sendAcross(body, 0.9f, NavAgentControl.Mode.RIGID_BODY);
    }
}
