package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.bullet.collision.shapes.BoxCollisionShape;
import com.jme3.bullet.collision.shapes.CapsuleCollisionShape;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link NavAgentControl.Mode#RIGID_BODY}: a dynamic jbullet rigid body driven by its agent's velocity, headless. */
class NavAgentRigidBodyTest {
    private static final float DT = 1f / 60f;
    /** 20 x 20 m floor at y = 1. */
    private final NavMesh mesh = TestMeshes.grid(20, 20, 1f, 1f);
    /** Answers every request with an L: along X to x = 12, then along Z to the goal. */
    private final PathPlanner elbow = (agent, ticket, type, start, goal, sink) -> sink.accept(new PathPlan(agent, ticket,
            PathPlan.Status.FOUND, new float[] {start[0], start[1], start[2], 12f, 1f, start[2], goal[0], goal[1], goal[2]},
            new int[0], Math.abs(12f - start[0]) + Math.abs(goal[2] - start[2]), 0.0, null));
    /** Answers every request with the straight line. */
    private final PathPlanner straight = (agent, ticket, type, start, goal, sink) -> sink.accept(new PathPlan(agent, ticket,
            PathPlan.Status.FOUND, new float[] {start[0], start[1], start[2], goal[0], goal[1], goal[2]}, new int[0],
            (float) Math.hypot(goal[0] - start[0], goal[2] - start[2]), 0.0, null));
    private PhysicsSpace space;
    private final Node root = new Node("root");

    @BeforeEach
    void floor() {
        space = new PhysicsSpace(new Vector3f(-50, -50, -50), new Vector3f(50, 50, 50), PhysicsSpace.BroadphaseType.DBVT);
        space.add(staticBox(10f, 0.5f, 10f, 10f, 0.5f, 10f)); // top face at y = 1
    }

    @AfterEach
    void destroy() {
        space.destroy();
    }

    /** A static box body centred at (x, y, z) with half extents hx, hy, hz (not yet in a space). */
    static RigidBodyControl staticBox(float x, float y, float z, float hx, float hy, float hz) {
        Node n = new Node("box");
        n.setLocalTranslation(x, y, z);
        RigidBodyControl b = new RigidBodyControl(new BoxCollisionShape(new Vector3f(hx, hy, hz)), 0f);
        n.addControl(b);
        return b;
    }

    /** A 1.8 m capsule of radius 0.4 standing at (x, 1, z), its control added to the crowd's agent. */
    private Node capsule(AgentCrowd crowd, AgentType type, float x, float z) {
        Node body = new Node("capsule");
        root.attachChild(body);
        body.setLocalTranslation(x, 1.92f, z);
        RigidBodyControl rb = new RigidBodyControl(new CapsuleCollisionShape(0.4f, 1.0f), 60f);
        body.addControl(rb);
        space.add(rb);
        int a = crowd.add(type, x, 1f, z);
        body.addControl(new NavAgentControl(crowd, a, NavAgentControl.Mode.RIGID_BODY));
        return body;
    }

    private void step(AgentCrowd crowd) {
        crowd.step(DT);
        root.updateLogicalState(DT);
        root.updateGeometricState();
        space.update(DT);
        space.distributeEvents();
    }

    @Test
    void rigidBodyFollowsThePathUprightToTheTarget() {
        AgentCrowd crowd = new AgentCrowd(mesh, elbow, CrowdConfig.defaults(), 1);
        Node body = capsule(crowd, AgentType.walker(), 3f, 3f);
        NavAgentControl c = body.getControl(NavAgentControl.class);
        assertThat(c.mode()).isEqualTo(NavAgentControl.Mode.RIGID_BODY);
        assertThat(crowd.isExternallyMoved(c.agentId())).isTrue();
        c.setTarget(new Vector3f(12f, 1f, 12f));
        double nearestToElbow = Double.MAX_VALUE;
        float maxOffLine = 0f;
        for (int s = 0; s < 60 * 12 && c.state() != AgentState.ARRIVED; s++) {
            step(crowd);
            Vector3f p = body.getWorldTranslation();
            nearestToElbow = Math.min(nearestToElbow, Math.hypot(p.x - 12f, p.z - 3f));
            // On the L: near z = 3 before the elbow, near x = 12 after it.
            maxOffLine = Math.max(maxOffLine, Math.min(Math.abs(p.z - 3f), Math.abs(p.x - 12f)));
            Vector3f up = body.getWorldRotation().mult(Vector3f.UNIT_Y);
            assertThat(up.y).as("upright at step %d", s).isGreaterThan(0.9999f);
            assertThat(p.y).as("standing on the floor at step %d", s).isCloseTo(1.9f, within(0.1f));
        }
        assertThat(c.state()).isEqualTo(AgentState.ARRIVED);
        Vector3f p = body.getWorldTranslation();
        assertThat(Math.hypot(p.x - 12f, p.z - 12f)).isLessThan(0.6);
        assertThat(nearestToElbow).as("turned at the path's corner").isLessThan(1.0);
        assertThat(maxOffLine).as("followed the path's legs").isLessThan(0.6f);
        assertThat(Math.hypot(crowd.x(c.agentId()) - p.x, crowd.z(c.agentId()) - p.z)).as("agent follows the body").isLessThan(0.1);
        assertThat(crowd.y(c.agentId())).isCloseTo(1f, within(1e-3f));
    }

    /**
     * A fast agent (60 m/s: 1 m per physics step, more than the capsule's 0.8 m width plus the
     * wall's 0.1 m) runs at a thin physics wall the navmesh does not know about: the body stops
     * at it instead of passing through between two steps.
     */
    @Test
    void fastRigidBodyDoesNotTunnelThroughAThinWall() {
        space.add(staticBox(10f, 3f, 10f, 0.05f, 2f, 10f)); // x in [9.95, 10.05]
        CrowdConfig config = CrowdConfig.defaults();
        AgentCrowd crowd = new AgentCrowd(mesh, straight, config, 1);
        AgentType fast = AgentType.walker().withMaxSpeed(60f).withMaxAccel(6000f);
        Node body = capsule(crowd, fast, 3f, 5f);
        NavAgentControl c = body.getControl(NavAgentControl.class);
        c.setTarget(new Vector3f(17f, 1f, 5f));
        float maxX = 0f, maxSpeed = 0f;
        for (int s = 0; s < 60 * 3; s++) {
            step(crowd);
            maxX = Math.max(maxX, body.getWorldTranslation().x);
            maxSpeed = Math.max(maxSpeed, body.getControl(RigidBodyControl.class).getLinearVelocity().length());
        }
        assertThat(maxSpeed).as("really fast").isGreaterThan(30f);
        assertThat(maxX).as("stopped by the wall").isLessThan(9.95f);
        assertThat(c.state()).isNotEqualTo(AgentState.ARRIVED);
    }

    /** A static body (mass 0) cannot be driven; a missing one: {@link NavAgentControlTest}. */
    @Test
    void rigidBodyModeNeedsADynamicRigidBody() {
        AgentCrowd crowd = new AgentCrowd(mesh, straight, CrowdConfig.defaults(), 1);
        int b = crowd.add(AgentType.walker(), 5f, 1f, 3f);
        Node wall = new Node("wall");
        wall.addControl(new RigidBodyControl(new BoxCollisionShape(new Vector3f(1, 1, 1)), 0f));
        wall.addControl(new NavAgentControl(crowd, b, NavAgentControl.Mode.RIGID_BODY));
        assertThatThrownBy(() -> wall.updateLogicalState(DT)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("mass > 0");
    }
}
