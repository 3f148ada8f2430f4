package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.IntStream;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shared bottleneck scenario on a hand-made mesh: a 28.8 m square room of 0.3 m cells split at x in [-0.6, 0.6)
 * by a wall with a doorway one cell wide at z in [0, 0.3) (the mesh of the agents' centres that Recast's erosion
 * leaves of the scenario's 1.52 m door), and 100 agents in a 10 x 10 block 1.2 m apart west of it, each sent 15 m
 * east.
 */
class DoorQueueTest {
    private static final float CELL = 0.3f, ORIGIN = -14.4f;
    private static final int CELLS = 96, WALL_COLUMN = 46, WALL_CELLS = 4, DOOR_ROW = 48;

    private static NavMesh room() {
        int[] holes = IntStream.range(0, CELLS).filter(iz -> iz != DOOR_ROW)
                .flatMap(iz -> IntStream.range(WALL_COLUMN, WALL_COLUMN + WALL_CELLS).map(ix -> ix + iz * CELLS))
                .toArray();
        return TestMeshes.gridAt(ORIGIN, ORIGIN, CELLS, CELLS, CELL, 0f, holes);
    }

    @ParameterizedTest
    @ValueSource(floats = {1f / 45f, 1f / 50f, 1f / 60f, 1f / 70f, 1f / 80f})
    void theAgentInTheDoorwayLeadsTheCrowdBehindIt(float dt) {
        // Before the queue was ranked by the distance to the first corner two agents share (the one in the doorway,
        // heading for the far jamb, gave way to the crowd still heading for the near one) and a clear queue order
        // outranked the STUCK agents further back, 79 (1/50 s) and 89 (1/70 s) of the 100 had arrived after 120 s.
        // The crowd's outcome changes with the step (the order in which agents reach the mouth changes), so the test
        // runs five steps; all 100 arrive at each of them, the last between 107 and 117 s.
        NavMesh mesh = room();
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
            int n = 100;
            for (int k = 0; k < n; k++) {
                c.add(AgentType.walker(), -12.9f + 1.2f * (k / 10), 0f, 0.15f + 1.2f * (k % 10 - 4.5f));
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(k, c.x(k) + 15f, 0f, c.z(k));
            }
            int arrived = 0;
            while (c.time() < 120 && arrived < n) {
                c.awaitAnswers(2_000_000_000L);
                c.step(dt);
                arrived = c.arrivedAtLeastOnce();
            }
            assertThat(arrived).as("arrived by %s s", c.time()).isGreaterThanOrEqualTo(95);
        }
    }
}
