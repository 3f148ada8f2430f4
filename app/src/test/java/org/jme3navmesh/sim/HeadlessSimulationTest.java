package org.jme3navmesh.sim;

import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * The acceptance simulation: 50 agents with random reachable targets (a new one on each arrival),
 * 60 s simulated at 1/60 s through the real PathService. Every agent arrives at least once, none
 * has been stuck for long at the end, and no agent is ever more than its radius off the navmesh.
 */
class HeadlessSimulationTest {

    @Test
    void fiftyAgentsForSixtySecondsOnAMeshWithWalls() {
        NavMesh mesh = walledGrid();
        check(mesh, HeadlessSimulation.Settings.of(50, 60.0));
    }

    @Test
    void noAgentStaysStuckOnAMeshWithWalls() {
        // STUCK means no progress along the path for a while; the crowd then recovers (looks past a corner, re-plans,
        // gives way). Over seeds 1 to 40 of 120 s each (23,626 goals reached), the longest STUCK spell was 2.47 s.
        NavMesh mesh = walledGrid();
        for (long seed : new long[] {1, 13, 14}) {
            int[] arrivals = new int[50];
            double[] spell = new double[50];
            double[] longest = {0};
            int[] goals = {0};
            HeadlessSimulation.runHeadless(mesh, HeadlessSimulation.Settings.of(50, 60.0).withSeed(seed), (crowd, step) -> {
                for (int i = 0; i < 50; i++) {
                    spell[i] = crowd.state(i) == AgentState.STUCK ? spell[i] + HeadlessSimulation.STEP : 0;
                    longest[0] = Math.max(longest[0], spell[i]);
                    goals[0] += crowd.arrivals(i) - arrivals[i];
                    arrivals[i] = crowd.arrivals(i);
                }
            });
            assertThat(longest[0]).as("seed %s: longest STUCK spell, s", seed).isLessThan(3.0);
            assertThat(goals[0]).as("seed %s: goals reached in 60 s", seed).isGreaterThan(250);
        }
    }

    @Test
    void fiftyAgentsForSixtySecondsOnTheBakedBridgeScene() {
        // Two plateaus, a bridge over a road: agents walk over and under the bridge (two layers).
        NavMesh mesh = TestScenes.bake("bridge.obj").navMesh();
        check(mesh, HeadlessSimulation.Settings.of(50, 60.0).withSeed(3));
    }

    @Test
    void fiftyAgentsForSixtySecondsOnTheBakedSlopesScene() {
        // Ramps of several slopes: heavy agents (max 20 degrees) keep off the steep ones.
        NavMesh mesh = TestScenes.bake("slopes.obj").navMesh();
        float heavySlope = AgentType.heavy().maxSlopeDeg();
        List<String> onSteep = new ArrayList<>();
        check(mesh, HeadlessSimulation.Settings.of(50, 60.0).withSeed(5).withHeavyFraction(0.4f), (crowd, step) -> {
            for (int i = 0; i < crowd.idLimit(); i++) {
                if (crowd.isActive(i) && crowd.type(i).equals(AgentType.heavy())
                        && mesh.slopeDeg(crowd.triangle(i)) > heavySlope && onSteep.size() < 10) {
                    onSteep.add("heavy agent " + i + " on a " + mesh.slopeDeg(crowd.triangle(i)) + " degree triangle at step " + step);
                }
            }
        });
        assertThat(onSteep).isEmpty();
    }

    @Test
    void newTargetsAreWithinTheWanderDistanceOrAnywhereWhenUnlimited() {
        NavMesh mesh = walledGrid();
        float wander = 8f;
        float[] farthest = {0f, 0f};
        for (int run = 0; run < 2; run++) {
            HeadlessSimulation.Settings s = HeadlessSimulation.Settings.of(20, 20.0).withSeed(9)
                    .withWanderDistance(run == 0 ? wander : Float.POSITIVE_INFINITY);
            float[][] last = new float[20][];
            int r = run;
            HeadlessSimulation.runHeadless(mesh, s, (crowd, step) -> {
                for (int i = 0; i < crowd.idLimit(); i++) {
                    float[] t = {crowd.targetX(i), crowd.targetZ(i)};
                    if (last[i] == null || last[i][0] != t[0] || last[i][1] != t[1]) {
                        // A new target, set at the end of this step from where the agent stands now.
                        farthest[r] = Math.max(farthest[r], (float) Math.hypot(t[0] - crowd.x(i), t[1] - crowd.z(i)));
                        last[i] = t;
                    }
                }
            });
        }
        assertThat(farthest[0]).as("no new target further than the wander distance, even as the crow flies")
                .isLessThanOrEqualTo(wander + 0.1f); // + one step of walking before the observer looks
        assertThat(farthest[1]).as("unlimited: targets anywhere on the 40 m mesh").isGreaterThan(2 * wander);
        assertThatThrownBy(() -> HeadlessSimulation.Settings.of(1, 1.0).withWanderDistance(0f))
                .hasMessageContaining("wanderDistance");
        assertThatThrownBy(() -> HeadlessSimulation.Settings.of(1, 1.0).withWanderDistance(Float.NaN))
                .hasMessageContaining("wanderDistance");
    }

    static void check(NavMesh mesh, HeadlessSimulation.Settings settings) {
        check(mesh, settings, null);
    }

    static void check(NavMesh mesh, HeadlessSimulation.Settings settings, HeadlessSimulation.StepObserver extra) {
        float[] out = new float[3];
        List<String> offMesh = new ArrayList<>();
        double[] spell = new double[settings.agents()];
        SimulationReport r = HeadlessSimulation.runHeadless(mesh, settings, (crowd, step) -> {
            for (int i = 0; i < crowd.idLimit(); i++) {
                if (!crowd.isActive(i)) {
                    continue;
                }
                spell[i] = crowd.state(i) == AgentState.STUCK ? spell[i] + HeadlessSimulation.STEP : 0;
                float x = crowd.x(i), y = crowd.y(i), z = crowd.z(i), rad = crowd.type(i).radius();
                int t = mesh.findNearest(x, y, z, rad, rad, rad, out);
                double d = t < 0 ? Double.POSITIVE_INFINITY
                        : Math.sqrt((out[0] - x) * (out[0] - x) + (out[1] - y) * (out[1] - y) + (out[2] - z) * (out[2] - z));
                if (d > rad && offMesh.size() < 10) {
                    offMesh.add("agent " + i + " at step " + step + ": " + d + " m off the mesh");
                }
            }
            if (extra != null) {
                extra.afterStep(crowd, step);
            }
        });
        assertThat(offMesh).isEmpty();
        assertThat(r.agents()).isEqualTo(settings.agents());
        assertThat(r.arrived()).as(r.toJson()).isEqualTo(settings.agents());
        // STUCK at the last step may be a jam the crowd is still working out (as noAgentStaysStuckOnAMeshWithWalls
        // bounds it: under 3 s); an agent stuck for longer is not.
        assertThat(java.util.Arrays.stream(spell).max().orElse(0)).as("longest STUCK spell at the end, s: %s", r.toJson())
                .isLessThan(3.0);
        assertThat(r.steps()).isEqualTo(Math.round(settings.seconds() * 60));
        assertThat(r.meanUpdateMs()).isPositive();
        assertThat(r.meanPathMs()).isPositive();
        assertThat(r.toJson()).matches("\\{\"agents\":50,\"arrived\":50,\"stuck\":[0-9]+,\"mean_path_ms\":[0-9.]+,\"mean_update_ms\":[0-9.]+}");
    }

    /**
     * 40 m x 40 m of 1 m cells with three walls (rows of holes) that leave gaps, a pillar block and
     * a separate 4 x 4 island in the corner, so some spawn points share no component with others.
     */
    static NavMesh walledGrid() {
        int n = 40;
        List<Integer> holes = new ArrayList<>();
        for (int x = 0; x < n; x++) {
            if (x < 30 || x > 32) {
                holes.add(x + 10 * n); // wall along z = 10 with a gap at x 30..32
            }
            if (x > 8) {
                holes.add(x + 25 * n); // wall along z = 25 with a gap at x 0..8
            }
        }
        for (int z = 11; z < 25; z++) {
            if (z != 17 && z != 18) {
                holes.add(20 + z * n); // wall along x = 20 with a door at z 17..18
            }
        }
        for (int z = 30; z < 34; z++) {
            for (int x = 15; x < 19; x++) {
                holes.add(x + z * n); // pillar block
            }
        }
        for (int z = 34; z < 40; z++) {
            holes.add(34 + z * n); // cut off a 5 x 6 island in the far corner
        }
        for (int x = 35; x < 40; x++) {
            holes.add(x + 33 * n);
        }
        return TestMeshes.grid(n, n, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }
}
