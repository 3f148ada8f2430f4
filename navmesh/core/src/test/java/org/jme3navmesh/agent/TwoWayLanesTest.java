package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;

/** Lanes in two-way traffic ({@link TwoWayLanes}): the side an agent keeps to, and a corridor swap that needs them. */
class TwoWayLanesTest {
    /**
     * Rooms x in [0, 10] and [30, 40], z in [0, 14], joined by a corridor x in [10, 30], z in [4.5, 7.5]: 3 m for the
     * agents' centres, the shared crowd scenario's corridor (4 m between walls, radius 0.5) at a smaller scale.
     */
    private static NavMesh corridor() {
        int nx = 80, nz = 28;
        List<Integer> holes = new ArrayList<>();
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 20; ix < 60; ix++) {
                if (iz < 9 || iz >= 15) {
                    holes.add(ix + iz * nx);
                }
            }
        }
        return TestMeshes.grid(nx, nz, 0.5f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void anAgentLeftOfTheMiddleTurnsTowardsItsSideAndOneInItsLaneDoesNot() {
        NavMesh mesh = corridor();
        AgentStore s = new AgentStore(4);
        TwoWayLanes lanes = new TwoWayLanes(new WallSegments(mesh));
        int a = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), 0, 20f, 0f, 6.8f); // heading +x: its side (counter-clockwise) is +z
        assertThat(lanes.keepSide(s, a, 3.5f, 0f)).isFalse(); // 0.8 m towards +z from the middle (6): in its lane
        assertThat(lanes.keepSide(s, a, -3.5f, 0f)).isTrue(); // heading -x its side is -z: on the wrong half
        assertThat(lanes.z).isLessThan(0f);
        assertThat(Math.hypot(lanes.x, lanes.z)).isCloseTo(3.5, org.assertj.core.data.Offset.offset(1e-4));
        assertThat(lanes.x).isLessThan(0f);
        int open = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), 0, 5f, 0f, 6f); // in a room: no passage
        assertThat(lanes.keepSide(s, open, 3.5f, 0f)).isFalse();
        assertThat(lanes.keepSide(s, a, 0f, 0f)).isFalse(); // standing
    }

    @Test
    void onlyAWalkerComingTheOtherWayInsideThePassageCallsForLanes() {
        NavMesh mesh = corridor();
        AgentStore s = new AgentStore(4);
        TwoWayLanes lanes = new TwoWayLanes(new WallSegments(mesh));
        int a = walking(s, 20f, 6.8f, 39f); // in the corridor, bound for the east room
        int inside = walking(s, 25f, 5.2f, 1f); // in the corridor too, bound for the west room
        int outside = walking(s, 35f, 6f, 1f); // still in the east room, bound for the west room
        int[] neighbour = {inside, outside};
        float[] prefX = {3.5f, -3.5f, -3.5f}, prefZ = {0f, 0f, 0f};
        assertThat(lanes.oncoming(s, a, neighbour, 2, prefX, prefZ)).isTrue();
        assertThat(lanes.oncoming(s, a, new int[] {outside}, 1, prefX, prefZ)).isFalse();
        prefX[inside] = 3.5f; // the same way: no two-way traffic
        assertThat(lanes.oncoming(s, a, neighbour, 1, prefX, prefZ)).isFalse();
    }

    /** Spawns a walker at (x, z) that follows a one-corner plan to (goalX, z). */
    private static int walking(AgentStore s, float x, float z, float goalX) {
        int i = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), 0, x, 0f, z);
        s.plan[i] = new PathPlan(i, 1L, PathPlan.Status.FOUND, new float[] {goalX, 0f, z}, new int[] {0},
                Math.abs(goalX - x), 0.0, null);
        s.wp[i] = 0;
        s.following[i] = true;
        return i;
    }

    @Test
    void twoGroupsSwapThroughACorridorThreeAgentsWideAtSeveralSteps() {
        // Two groups of 4 x 8 agents 1.5 m apart swap rooms. Without lanes, both fill the middle of the corridor,
        // meet head-on there and plug it (at 1/60 s, not all 64 are through after 60 s).
        int cols = 4, rows = 8; // per group; 3 x 5 passes even without lanes
        for (float dt : new float[] {1f / 60f, 1f / 50f, 1f / 70f}) {
            NavMesh mesh = corridor();
            try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
                AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
                List<float[]> goals = new ArrayList<>();
                for (int col = 0; col < cols; col++) {
                    for (int row = 0; row < rows; row++) {
                        float x = 2f + 1.5f * col, z = 6f + 1.5f * (row - 0.5f * (rows - 1));
                        c.add(AgentType.walker(), x, 0f, z);
                        goals.add(new float[] {40f - x, z});
                        c.add(AgentType.walker(), 40f - x, 0f, z);
                        goals.add(new float[] {x, z});
                    }
                }
                for (int k = 0; k < goals.size(); k++) {
                    c.setTarget(k, goals.get(k)[0], 0f, goals.get(k)[1]);
                }
                boolean all = false;
                float closest = Float.MAX_VALUE;
                int n = goals.size();
                while (!all && c.time() < 60f) {
                    c.awaitAnswers(2_000_000_000L);
                    c.step(dt);
                    all = true;
                    for (int i = 0; i < n; i++) {
                        all &= c.arrivals(i) > 0;
                        for (int j = i + 1; j < n; j++) {
                            closest = Math.min(closest, (float) Math.hypot(c.x(i) - c.x(j), c.z(i) - c.z(j)));
                        }
                    }
                }
                assertThat(all).as("all arrived by %s s at a step of %s s", c.time(), dt).isTrue();
                assertThat(c.count(AgentState.STUCK)).isZero();
                assertThat(closest).as("closest at a step of %s s", dt).isGreaterThanOrEqualTo(0.9f);
            }
        }
    }
}
