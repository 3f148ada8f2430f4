package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Several agents sent to one goal ({@link OccupiedGoals}): the first stands on it, the others gather round it, also
 * round one still on its way that blocks the goal.
 */
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

    @ParameterizedTest(name = "goal {0} m along the wall, from the {1}, step 1/{2} s")
    @CsvSource({"4, west, 60", "5, east, 50", "6, west, 70", "7, east, 60", "8, west, 50", "9, east, 70",
            "10, west, 60", "11, east, 50", "12, west, 70", "13, east, 60", "14, west, 50", "15, east, 70"})
    void agentsQueueingAlongAWallForAGoalOneOfThemBlocksArriveWithoutTurningStuck(float gx, String from, int rate) {
        // Eight agents sent to one goal 0.6 m off a wall, coming along it from one side in two files. The first to
        // get there is pushed off it by those behind, and the ones in front then press on the goal without reaching
        // it: before an agent on its way that leaves no spot within the arrival radius of the goal clear counted as
        // an occupant, agents turned STUCK in two of these cases (491 agent-steps), one of them 10.5 s to bring all
        // in; now the slowest takes 6.3 s.
        float dt = 1f / rate;
        int[] holes = IntStream.range(0, 20).map(x -> x + 10 * 20).toArray(); // the wall: z from 10 to 11
        NavMesh mesh = TestMeshes.grid(20, 20, 1f, 0f, holes);
        AgentCrowd c = new AgentCrowd(mesh, new ScriptedPlanner(), CrowdConfig.defaults(), 1);
        int n = 8;
        float gz = 11.6f;
        for (int k = 0; k < n; k++) {
            float sx = from.equals("west") ? 2f + 1.3f * k : 18f - 1.3f * k;
            float sz = 14f + (k % 2);
            int a = c.add(AgentType.walker(), sx, 0f, sz);
            c.setTarget(a, gx, 0f, gz);
        }
        int stuck = 0;
        while (c.count(AgentState.ARRIVED) < n && c.time() < 30f) {
            c.awaitAnswers(1_000_000_000L);
            c.step(dt);
            stuck += c.count(AgentState.STUCK);
        }
        assertThat(c.count(AgentState.ARRIVED)).as("arrived by %s s", c.time()).isEqualTo(n);
        assertThat(stuck).as("agent-steps STUCK").isZero();
        assertThat(c.time()).as("seconds to bring all in").isLessThan(8.0);
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
