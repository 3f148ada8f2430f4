package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Several agents sent to one goal ({@link OccupiedGoals}): the first stands on it, the others gather round it. */
class OccupiedGoalsTest {
    private static final float DT = 1f / 60f;

    @ParameterizedTest(name = "standing agents give way: {0}")
    @ValueSource(booleans = {true, false})
    void agentsSentToAGoalAnotherStandsOnArriveBesideItAndStayThere(boolean giveWay) {
        // Arrived agents that don't give way are static obstacles: without the rule the others circle them for ever.
        CrowdConfig base = CrowdConfig.defaults();
        CrowdConfig config = base.withOrca(base.neighbourRange(), base.maxNeighbours(), base.timeHorizon(), base.wallTimeHorizon(),
                giveWay);
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(12, 12), new ScriptedPlanner(), config, 1);
        float[][] starts = {{-3f, 0f}, {-9f, 0.5f}, {8f, -1f}, {0.5f, 10f}, {-1f, -10f}};
        for (float[] p : starts) {
            int a = c.add(AgentType.walker(), p[0], 0f, p[1]);
            c.setTarget(a, 0f, 0f, 0f);
        }
        int n = starts.length;
        float closest = Float.MAX_VALUE;
        while (c.count(AgentState.ARRIVED) < n && c.time() < 20f) {
            c.awaitAnswers(1_000_000_000L);
            c.step(DT);
            closest = Math.min(closest, closest(c, n));
        }
        assertThat(c.count(AgentState.ARRIVED)).as("arrived by %s s", c.time()).isEqualTo(n);
        for (int k = 0; k < 2 * 60; k++) { // two seconds to settle
            c.step(DT);
            closest = Math.min(closest, closest(c, n));
        }
        float[] x = new float[n], z = new float[n];
        for (int i = 0; i < n; i++) {
            x[i] = c.x(i);
            z[i] = c.z(i);
        }
        // One stands on the goal; each other one is within 0.25 m (the noted contacts' margin, under the arrival
        // radius) of touching one nearer the goal.
        int onGoal = 0;
        for (int i = 0; i < n; i++) {
            double d = Math.hypot(x[i], z[i]);
            boolean beside = false;
            for (int j = 0; j < n; j++) {
                beside |= Math.hypot(x[j], z[j]) < d && Math.hypot(x[i] - x[j], z[i] - z[j]) <= 1.0 + 0.25 + 1e-3;
            }
            onGoal += d <= 0.3 + 1e-3 ? 1 : 0;
            assertThat(d <= 0.3 + 1e-3 || beside).as("agent %d at %s m from the goal", i, d).isTrue();
        }
        assertThat(onGoal).isEqualTo(1);
        for (int k = 0; k < 5 * 60; k++) { // then they stand: no circling, no pushing back to the goal
            c.step(DT);
            closest = Math.min(closest, closest(c, n));
        }
        for (int i = 0; i < n; i++) {
            assertThat(c.state(i)).isEqualTo(AgentState.ARRIVED);
            assertThat(Math.hypot(c.x(i) - x[i], c.z(i) - z[i])).as("agent %d moved", i).isLessThan(0.01);
        }
        assertThat(closest).isGreaterThanOrEqualTo(0.9f);
    }

    private static float closest(AgentCrowd c, int n) {
        float closest = Float.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                closest = Math.min(closest, (float) Math.hypot(c.x(i) - c.x(j), c.z(i) - c.z(j)));
            }
        }
        return closest;
    }
}
