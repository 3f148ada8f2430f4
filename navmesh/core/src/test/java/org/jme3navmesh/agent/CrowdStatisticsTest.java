package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** The step runs its stages in Detour's order and times each one. */
class CrowdStatisticsTest {

    @Test
    void everyStageOfAStepIsNamedAndTimed() {
        AgentCrowd c = new AgentCrowd(TestMeshes.grid(20, 20, 1f, 0f), new ScriptedPlanner(), CrowdConfig.defaults(), 1);
        int a = c.add(AgentType.walker(), 2f, 0f, 2f);
        c.add(AgentType.walker(), 2.3f, 0f, 2f);
        c.setTarget(a, 15f, 0f, 15f);
        CrowdStatistics st = c.statistics();
        String[] names = new String[st.stageCount()];
        for (int k = 0; k < names.length; k++) {
            names[k] = st.stageName(k);
            assertThat(st.meanStageMillis(k)).isZero();
        }
        assertThat(names).containsExactly("check paths", "apply plans", "re-plan", "follow path", "plan velocity",
                "integrate", "resolve collisions", "separate overlaps", "off-mesh links", "statistics");
        double sumOfMeans = 0;
        for (int s = 0; s < 30; s++) {
            c.step(1f / 60f);
            double stages = 0;
            for (int k = 0; k < st.stageCount() - 1; k++) {
                assertThat(st.lastStageMillis(k)).isNotNegative();
                stages += st.lastStageMillis(k);
            }
            // The statistics stage takes the step's time after every other stage has run.
            assertThat(stages).isLessThanOrEqualTo(st.lastUpdateMs() + 1e-9); // + rounding of the sum
        }
        for (int k = 0; k < st.stageCount(); k++) {
            sumOfMeans += st.meanStageMillis(k);
        }
        assertThat(st.steps()).isEqualTo(30).isEqualTo(c.steps());
        assertThat(sumOfMeans).isPositive();
        assertThat(st.meanUpdateMs()).isPositive().isEqualTo(c.meanUpdateMs());
        assertThat(st.pathsReceived()).isEqualTo(1);
        assertThat(st.pathRequests()).isEqualTo(1);
        assertThat(c.path(a)).isNotNull();
    }
}
