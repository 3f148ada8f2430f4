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
}
