package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.control.BetterCharacterControl;
import com.jme3.bullet.control.RigidBodyControl;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.PathPlan;
import org.jme3navmesh.agent.PathPlanner;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * The per-spatial glue, without rendering: kinematic placement and physical (BetterCharacterControl) driving; the
 * rigid-body mode is in {@link NavAgentRigidBodyTest}.
 */
class NavAgentControlTest {
    private static final float DT = 1f / 60f;
    /** 20 x 20 m floor at y = 1. */
    private final NavMesh mesh = TestMeshes.grid(20, 20, 1f, 1f);
    /** Answers every request with the straight line at once. */
    private final PathPlanner straight = (agent, ticket, type, start, goal, sink) -> sink.accept(new PathPlan(agent, ticket,
            PathPlan.Status.FOUND, new float[] {start[0], start[1], start[2], goal[0], goal[1], goal[2]}, new int[0],
            (float) Math.hypot(goal[0] - start[0], goal[2] - start[2]), 0.0, null));

    @Test
    void kinematicModePlacesTheSpatialOnTheMeshFacingTheAgentsWay() {
        Node parent = new Node("parent");
        parent.setLocalTranslation(10f, 0f, 0f); // controls must handle a moved parent
        walkUnder(parent);
    }

    @Test
    void kinematicModeFacesTheAgentsWayUnderARotatedParent() {
        Node parent = new Node("parent");
        parent.setLocalTranslation(10f, 0f, 0f);
        parent.setLocalRotation(new com.jme3.math.Quaternion().fromAngleAxis(1.1f, Vector3f.UNIT_Y));
        walkUnder(parent);
    }

    /** Walks a kinematic agent to (12, 1, 2) with its spatial under parent, checking place and facing each step. */
    private void walkUnder(Node parent) {
        AgentCrowd crowd = new AgentCrowd(mesh, straight, CrowdConfig.defaults(), 1);
        int a = crowd.add(AgentType.walker(), 2f, 5f, 2f); // dropped from above: snaps to y = 1
        Node body = new Node("body");
        parent.attachChild(body);
        NavAgentControl c = new NavAgentControl(crowd, a, NavAgentControl.Mode.KINEMATIC);
        body.addControl(c);
        c.setTarget(new Vector3f(12f, 1f, 2f));
        for (int s = 0; s < 60 * 6; s++) {
            crowd.step(DT);
            parent.updateLogicalState(DT);
            parent.updateGeometricState();
            Vector3f w = body.getWorldTranslation();
            assertThat(w.x).isCloseTo(crowd.x(a), within(1e-4f));
            assertThat(w.y).isCloseTo(1f, within(1e-4f));
            assertThat(w.z).isCloseTo(crowd.z(a), within(1e-4f));
            if (crowd.speed(a) > 1f) {
                Vector3f forward = body.getWorldRotation().mult(Vector3f.UNIT_Z);
                assertThat(forward.x).isCloseTo(crowd.facingX(a), within(1e-3f));
                assertThat(forward.z).isCloseTo(crowd.facingZ(a), within(1e-3f));
            }
        }
        assertThat(c.state()).isEqualTo(AgentState.ARRIVED);
        assertThat(body.getWorldTranslation().x).isCloseTo(12f, within(0.31f));
    }

    @Test
    void physicalModeWalksABetterCharacterControlToTheTarget() {
        PhysicsSpace space = new PhysicsSpace(new Vector3f(-50, -50, -50), new Vector3f(50, 50, 50),
                PhysicsSpace.BroadphaseType.DBVT);
        try {
            Node floor = new Node("floor");
            floor.setLocalTranslation(10f, 0.5f, 10f); // top face at y = 1
            RigidBodyControl floorBody = new RigidBodyControl(new BoxCollisionShape(new Vector3f(10f, 0.5f, 10f)), 0f);
            floor.addControl(floorBody);
            space.add(floorBody);

            AgentCrowd crowd = new AgentCrowd(mesh, straight, CrowdConfig.defaults(), 1);
            Node root = new Node("root");
            Node body = new Node("body");
            root.attachChild(body);
            body.setLocalTranslation(3f, 1.05f, 3f);
            BetterCharacterControl character = new BetterCharacterControl(0.4f, 1.8f, 80f);
            body.addControl(character);
            space.add(character);
            int a = crowd.add(AgentType.walker(), 3f, 1f, 3f);
            NavAgentControl c = new NavAgentControl(crowd, a, NavAgentControl.Mode.PHYSICAL);
            body.addControl(c);
            assertThat(crowd.isExternallyMoved(a)).isTrue();
            c.setTarget(new Vector3f(15f, 1f, 9f));
            for (int s = 0; s < 60 * 10 && crowd.state(a) != AgentState.ARRIVED; s++) {
                crowd.step(DT);
                root.updateLogicalState(DT);
                root.updateGeometricState();
                space.update(DT);
                space.distributeEvents();
            }
            assertThat(crowd.state(a)).isEqualTo(AgentState.ARRIVED);
            Vector3f p = body.getWorldTranslation();
            assertThat(Math.hypot(p.x - 15f, p.z - 9f)).isLessThan(0.6);
            assertThat(p.y).isCloseTo(1f, within(0.2f)); // stood on the floor all along
            assertThat(Math.hypot(crowd.x(a) - p.x, crowd.z(a) - p.z)).isLessThan(0.1); // agent follows the body
        } finally {
            space.destroy();
        }
    }

    @Test
    void physicalModeWithoutACharacterControlFailsClearly() {
        AgentCrowd crowd = new AgentCrowd(mesh, straight, CrowdConfig.defaults(), 1);
        int a = crowd.add(AgentType.walker(), 3f, 1f, 3f);
        Node body = new Node("lonely");
        body.addControl(new NavAgentControl(crowd, a, NavAgentControl.Mode.PHYSICAL));
        assertThatThrownBy(() -> body.updateLogicalState(DT)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("BetterCharacterControl");
        int b = crowd.add(AgentType.walker(), 5f, 1f, 3f);
        Node rigid = new Node("lonely rigid");
        rigid.addControl(new NavAgentControl(crowd, b, NavAgentControl.Mode.RIGID_BODY));
        assertThatThrownBy(() -> rigid.updateLogicalState(DT)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("dynamic RigidBodyControl").hasMessageContaining("lonely rigid");
        assertThatThrownBy(() -> new NavAgentControl(crowd, a + 7, NavAgentControl.Mode.KINEMATIC))
                .hasMessageContaining("no agent");
    }
}
