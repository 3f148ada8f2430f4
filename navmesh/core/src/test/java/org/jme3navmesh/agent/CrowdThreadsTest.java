package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A crowd step on several threads gives the same positions, velocities, speeds, facings and triangles, bit for bit,
 * as on one (planning, integration and collisions run in chunks on the crowd's threads).
 */
class CrowdThreadsTest {
    private static final float DT = 1f / 60f;

    /** 200 agents on a circle of radius 14 m swapping sides, plus a ring of standing agents: steps of 4 s. */
    private static float[][] run(AvoidanceMode mode, int threads) {
        CrowdConfig cfg = CrowdConfig.defaults().withAvoidance(mode).withThreads(threads);
        try (AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(16, 16), new ScriptedPlanner(), cfg, 7)) {
            int n = 200;
            for (int k = 0; k < n; k++) {
                double a = 2 * Math.PI * k / n;
                float r = k % 2 == 0 ? 14f : 12.5f;
                c.add(AgentType.walker(), (float) (r * Math.cos(a)), 0f, (float) (r * Math.sin(a)));
            }
            for (int k = 0; k < n; k += 1) {
                if (k % 10 != 0) {
                    c.setTarget(k, -c.x(k), 0f, -c.z(k));
                }
            }
            float[][] trace = new float[240][];
            for (int s = 0; s < trace.length; s++) {
                c.step(DT);
                float[] p = new float[8 * n];
                for (int k = 0; k < n; k++) {
                    p[8 * k] = c.x(k);
                    p[8 * k + 1] = c.z(k);
                    p[8 * k + 2] = c.y(k);
                    p[8 * k + 3] = c.velocityX(k);
                    p[8 * k + 4] = c.velocityZ(k);
                    p[8 * k + 5] = c.speed(k);
                    p[8 * k + 6] = c.facingX(k);
                    p[8 * k + 7] = c.triangle(k);
                }
                trace[s] = p;
            }
            return trace;
        }
    }

    @ParameterizedTest
    @EnumSource(value = AvoidanceMode.class, names = {"ORCA", "SEPARATION"})
    void statesAreBitIdenticalOnOneTwoAndThreeThreads(AvoidanceMode mode) {
        float[][] one = run(mode, 1);
        float[][] two = run(mode, 2);
        float[][] three = run(mode, 3);
        boolean moved = false;
        for (int s = 0; s < one.length; s++) {
            for (int k = 0; k < one[s].length; k++) {
                int bits = Float.floatToRawIntBits(one[s][k]);
                assertThat(Float.floatToRawIntBits(two[s][k])).as("step %d value %d on 2 threads", s, k).isEqualTo(bits);
                assertThat(Float.floatToRawIntBits(three[s][k])).as("step %d value %d on 3 threads", s, k).isEqualTo(bits);
                moved |= one[s][k] != one[0][k];
            }
        }
        assertThat(moved).isTrue();
    }

    @Test
    void aClosedMultiThreadedCrowdRefusesToStep() {
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(16, 16), new ScriptedPlanner(),
                CrowdConfig.defaults().withThreads(2), 1);
        for (int k = 0; k < 100; k++) {
            c.add(AgentType.walker(), -15f + 0.3f * (k % 100), 0f, (k / 100) * 2f);
        }
        c.step(DT);
        c.close();
        assertThatThrownBy(() -> c.step(DT)).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void aClosedMultiThreadedCrowdOfOneChunkRefusesToStepToo() {
        // Three agents fit one chunk, which the calling thread runs alone: the close must still hold.
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(16, 16), new ScriptedPlanner(),
                CrowdConfig.defaults().withThreads(2), 1);
        for (int k = 0; k < 3; k++) {
            c.add(AgentType.walker(), -5f + 2f * k, 0f, 0f);
        }
        c.step(DT);
        c.close();
        assertThatThrownBy(() -> c.step(DT)).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
    }

    @Test
    void aClosedSingleThreadedCrowdStillSteps() {
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(16, 16), new ScriptedPlanner(), CrowdConfig.defaults(), 1);
        c.add(AgentType.walker(), 0f, 0f, 0f);
        c.close();
        c.step(DT);
        assertThat(c.time()).isGreaterThan(0.0);
    }

    @Test
    void removingAnAgentChangesThePathsVersion() {
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(16, 16), new ScriptedPlanner(), CrowdConfig.defaults(), 1);
        int a = c.add(AgentType.walker(), 0f, 0f, 0f);
        c.step(DT);
        int before = c.pathsVersion();
        c.remove(a);
        assertThat(c.pathsVersion()).as("debug views drawing the paths redraw").isNotEqualTo(before);
    }

    @Test
    void threadsAreValidated() {
        assertThatThrownBy(() -> CrowdConfig.defaults().withThreads(0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("threads");
    }
}
