package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** NaN and infinite numbers never enter the crowd's state: refused at the API, caught in the step. */
class CrowdNaNTest {
    private static final float DT = 1f / 60f;

    private static AgentCrowd crowd() {
        return new AgentCrowd(OrcaCrowdTest.centredGrid(10, 10), new ScriptedPlanner(), CrowdConfig.defaults(), 1);
    }

    @Test
    void theApiNamesTheCoordinateThatIsNotFinite() {
        AgentCrowd c = crowd();
        int a = c.add(AgentType.walker(), 0f, 0f, 0f);
        assertThatThrownBy(() -> c.add(AgentType.walker(), 1f, 0f, Float.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("position z must be finite, got NaN");
        assertThatThrownBy(() -> c.setTarget(a, Float.NEGATIVE_INFINITY, 0f, 1f))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("target x must be finite, got -Infinity");
        assertThatThrownBy(() -> c.syncPosition(a, 0f, Float.NaN, 0f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("position y must be finite, got NaN");
        assertThat(c.size()).isEqualTo(1);
        assertThat(c.hasTarget(a)).isFalse();
        assertThat(c.x(a)).isZero();
    }

    /** Plans a NaN velocity for every agent, as a broken avoidance would. */
    private static final class NaNAvoidance implements LocalAvoidance {
        @Override
        public float neighbourCell(AgentStore store) {
            return 0f;
        }

        @Override
        public void beginStep(AgentStore store, AgentGrid grid, int workers) {
        }

        @Override
        public void planAgents(AgentStore store, AgentGrid grid, int worker, int from, int to, float dt) {
            int[] ids = store.ids();
            for (int k = from; k < to; k++) {
                store.dvx[ids[k]] = Float.NaN;
            }
        }
    }

    @Test
    void aNaNVelocityIsCaughtInTheStep() {
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(10, 10), new ScriptedPlanner(), CrowdConfig.defaults(),
                1, new NaNAvoidance());
        c.add(AgentType.walker(), 0f, 0f, 0f);
        assertThatThrownBy(() -> c.step(DT)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("desired velocity of agent 0 is not finite");
    }
}
