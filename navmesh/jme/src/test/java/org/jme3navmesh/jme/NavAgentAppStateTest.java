package org.jme3navmesh.jme;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.app.LegacyApplication;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * The app state's life cycle without a window: the path service starts in initialize, answers come
 * through app.enqueue (run here by hand, as the render loop would), and cleanup closes the service.
 */
class NavAgentAppStateTest {
    /** An application that is never started; the test runs its queued tasks like its update loop would. */
    static final class LoopApp extends LegacyApplication {
        void runQueue() {
            runQueuedTasks();
        }
    }

    @Test
    void lifeCycleStepsTheCrowdAndDeliversPathsOnTheAppThread() throws Exception {
        NavMesh mesh = TestMeshes.grid(20, 20, 1f, 0f, 5 + 5 * 20, 6 + 5 * 20, 7 + 5 * 20);
        LoopApp app = new LoopApp();
        NavAgentAppState state = new NavAgentAppState(mesh);
        assertThat(state.crowd()).isNull();
        state.initialize(app.getStateManager(), app);
        assertThat(state.pathService()).isNotNull();
        Node body = new Node("agent");
        body.setLocalTranslation(6f, 0f, 2f);
        NavAgentControl c = state.addAgent(body, AgentType.walker(), NavAgentControl.Mode.KINEMATIC);
        assertThatThrownBy(() -> state.addAgent(body, AgentType.walker(), NavAgentControl.Mode.KINEMATIC))
                .hasMessageContaining("already has");
        state.setTargetForAll(new Vector3f(6.5f, 0f, 9f)); // straight line blocked by the holes at z 5..6
        float tpf = 1f / 60f;
        for (int frame = 0; frame < 60 * 10 && c.state() != AgentState.ARRIVED; frame++) {
            app.runQueue(); // answers from the path workers arrive through app.enqueue
            state.update(tpf);
            body.updateLogicalState(tpf);
            if (frame % 10 == 0) {
                Thread.sleep(1); // give the worker a moment, like a real frame would
            }
        }
        assertThat(c.state()).isEqualTo(AgentState.ARRIVED);
        assertThat(c.path()).isNull();
        assertThat(state.crowd().pathsReceived()).isPositive();
        // Path time stops at the worker's handover, not at the (later) frame that ran the delivery.
        assertThat(state.crowd().meanPathMs()).isPositive().isLessThan(1000.0);
        assertThat(body.getLocalTranslation().z).isGreaterThan(8.6f);

        state.setEnabled(false); // paused: a disabled state is not updated by the manager
        state.removeAgent(body);
        assertThat(body.getControl(NavAgentControl.class)).isNull();
        assertThat(state.crowd().size()).isZero();

        var service = state.pathService();
        state.cleanup();
        assertThat(service.isClosed()).isTrue();
        assertThat(state.crowd()).isNull();
        assertThatThrownBy(() -> state.addAgent(new Node("late"), AgentType.walker(), NavAgentControl.Mode.KINEMATIC))
                .isInstanceOf(IllegalStateException.class);
    }

    /** The README's order: attach, then add agents and targets at once, before the first frame. */
    @Test
    void callsBeforeInitialisationAreQueuedAndAppliedInOrder() throws Exception {
        NavMesh mesh = TestMeshes.grid(20, 20, 1f, 0f);
        LoopApp app = new LoopApp();
        NavAgentAppState state = new NavAgentAppState(mesh);
        Node first = new Node("first");
        first.setLocalTranslation(2f, 0f, 2f);
        Node second = new Node("second");
        second.setLocalTranslation(4f, 0f, 2f);
        Node dropped = new Node("dropped");
        dropped.setLocalTranslation(6f, 0f, 2f);
        assertThat(state.addAgent(first, AgentType.walker(), NavAgentControl.Mode.KINEMATIC)).isNull();
        assertThatThrownBy(() -> state.addAgent(first, AgentType.walker(), NavAgentControl.Mode.KINEMATIC))
                .hasMessageContaining("already has");
        state.setTargetForAll(new Vector3f(2f, 0f, 15f)); // sends only the agents added before it
        state.addAgent(second, AgentType.walker(), NavAgentControl.Mode.KINEMATIC);
        state.addAgent(dropped, AgentType.walker(), NavAgentControl.Mode.KINEMATIC);
        state.removeAgent(dropped);
        assertThat(state.crowd()).isNull();
        assertThat(first.getControl(NavAgentControl.class)).isNull();

        state.initialize(app.getStateManager(), app);
        NavAgentControl a = first.getControl(NavAgentControl.class);
        NavAgentControl b = second.getControl(NavAgentControl.class);
        assertThat(a).isNotNull();
        assertThat(b).isNotNull();
        assertThat(dropped.getControl(NavAgentControl.class)).isNull();
        assertThat(state.crowd().size()).isEqualTo(2);
        float tpf = 1f / 60f;
        for (int frame = 0; frame < 60 * 10 && a.state() != AgentState.ARRIVED; frame++) {
            app.runQueue();
            state.update(tpf);
            first.updateLogicalState(tpf);
            second.updateLogicalState(tpf);
            if (frame % 10 == 0) {
                Thread.sleep(1);
            }
        }
        assertThat(a.state()).isEqualTo(AgentState.ARRIVED);
        assertThat(first.getLocalTranslation().z).isGreaterThan(14f);
        assertThat(b.state()).isEqualTo(AgentState.IDLE);
        assertThat(second.getLocalTranslation().z).isCloseTo(2f, org.assertj.core.data.Offset.offset(0.01f));
        state.cleanup();
    }
}
