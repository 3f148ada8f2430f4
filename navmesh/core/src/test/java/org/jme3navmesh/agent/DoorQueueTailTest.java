package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The tail of a door's queue ({@link DoorTurns}): a file of agents that meets the door held by the other direction
 * lines up behind the agent waiting beside the mouth, along the wall and out of the door's zone; each agent of that
 * line waits as the waiter does, and none of them turns STUCK before its side's turn.
 */
class DoorQueueTailTest {
    /** A 41 x 16 m room of 1 m cells (not eroded) split at x = 20 by a 1 m wall with a 2 m door from z = 7 to 9. */
    private static NavMesh room() {
        List<Integer> holes = new ArrayList<>();
        for (int iz = 0; iz < 16; iz++) {
            if (iz < 7 || iz >= 9) {
                holes.add(20 + iz * 41);
            }
        }
        return TestMeshes.grid(41, 16, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }

    @ParameterizedTest
    @CsvSource({"1, 60", "1, 70", "2, 50", "4, 50", "4, 70", "5, 60"})
    void theLineBehindADoorsWaiterWaitsWithoutTurningStuck(long seed, int stepsPerSecond) {
        // Ten agents walk east through the door in single file from 3.5 m west of it; six come west in single file
        // from 4.5 m east of it. The west file holds the door, and the east file lines up along the wall's east face
        // behind its first agent, which waits beside the mouth; the line reaches beyond the door's zone. Before the
        // tail counted as waiting, 0.1 to 1.7 agent-seconds of the east file were STUCK before their turn here (13 of
        // the 18 cases of seeds 1 to 6 x 50, 60, 70 steps per second); now none.
        float dt = 1f / stepsPerSecond;
        NavMesh mesh = room();
        float doorX = 20.5f;
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), seed);
            float off = 0.1f * (seed % 3);
            int west = 10, east = 6, n = west + east;
            int[] id = new int[n];
            for (int k = 0; k < west; k++) {
                id[k] = c.add(AgentType.walker(), 17f - 1.2f * k, 0f, 8f + off);
            }
            for (int k = 0; k < east; k++) {
                id[west + k] = c.add(AgentType.walker(), 25f + 1.2f * k, 0f, 8f - off);
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(id[k], k < west ? 38f : 3f, 0f, 8f + (k % 5) - 2f);
            }
            boolean eastTurn = false;
            double stuckBeforeTurn = 0;
            List<String> stuck = new ArrayList<>();
            while (c.time() < 60 && c.arrivedAtLeastOnce() < n) {
                c.awaitAnswers(2_000_000_000L);
                c.step(dt);
                for (int k = west; k < n; k++) {
                    eastTurn |= c.x(id[k]) < doorX; // one of the east file is through: the door has turned
                }
                for (int k = west; k < n && !eastTurn; k++) {
                    if (c.state(id[k]) == AgentState.STUCK) {
                        stuckBeforeTurn += dt;
                        if (stuck.size() < 5) {
                            stuck.add(String.format("agent %d at (%.1f, %.1f), %.2f s", id[k], c.x(id[k]), c.z(id[k]), c.time()));
                        }
                    }
                }
            }
            assertThat(c.arrivedAtLeastOnce()).as("arrived by %s s", c.time()).isEqualTo(n);
            assertThat(eastTurn).isTrue();
            assertThat(stuck).as("east file STUCK before its turn: %s agent-seconds", stuckBeforeTurn).isEmpty();
        }
    }
}
