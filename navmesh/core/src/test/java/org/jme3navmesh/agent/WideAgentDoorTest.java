package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.jme3navmesh.mesh.MeshClearance;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A big agent on a mesh baked for the small ones: an 18 m square room of 0.3 m cells, baked for radius 0.5, split at
 * x in [0, 1.2) by a wall with a doorway two cells wide at z in [0, 0.6) (too narrow for a radius-1.2 agent, which
 * needs 2 (1.2 - 0.5) = 1.4 m of mesh) and a 3 m gap at its north end. The big agent stands west of the doorway or
 * heads east (its path goes round by the gap) while small agents west of it, sent east through the doorway, push it
 * towards the doorway.
 */
class WideAgentDoorTest {
    private static final float CELL = 0.3f, ORIGIN = -9f, BAKED = 0.5f;
    private static final int CELLS = 60, WALL_COLUMN = 30, WALL_CELLS = 4, DOOR_ROW = 30, DOOR_ROWS = 2, GAP_ROW = 50;
    /** The doorway's passage through the wall, metres. */
    private static final float DOOR_X0 = 0f, DOOR_X1 = 1.2f, DOOR_Z0 = 0f, DOOR_Z1 = 0.6f;

    private static NavMesh room() {
        int[] holes = IntStream.range(0, GAP_ROW).filter(iz -> iz < DOOR_ROW || iz >= DOOR_ROW + DOOR_ROWS)
                .flatMap(iz -> IntStream.range(WALL_COLUMN, WALL_COLUMN + WALL_CELLS).map(ix -> ix + iz * CELLS))
                .toArray();
        NavMesh mesh = TestMeshes.gridAt(ORIGIN, ORIGIN, CELLS, CELLS, CELL, 0f, holes);
        float[] open = new float[mesh.triangleCount()];
        Arrays.fill(open, Float.POSITIVE_INFINITY);
        return mesh.withClearance(MeshClearance.of(BAKED, open));
    }

    @Test
    void aMoveStopsAtTheDoorwayOnlyForTheBigAgentAndNeverShutsItIn() {
        NavMesh mesh = room();
        SurfaceWalker walker = new SurfaceWalker(mesh);
        float[] p = new float[3];
        int west = mesh.findNearest(-1.2f, 0f, 0.3f, 0.1f, 1f, 0.1f, p);
        float[] out = new float[3];
        walker.move(west, -1.2f, 0.3f, 0.3f, 0.3f, 45f, 1.2f, out);
        assertThat(out[0]).as("the big agent's move ends west of the doorway").isLessThan(DOOR_X0);
        assertThat(walker.lastClamped()).isTrue();
        walker.move(west, -1.2f, 0.3f, 0.3f, 0.3f, 45f, AgentType.walker().radius(), out);
        assertThat(out[0]).as("a small agent's move enters it").isEqualTo(0.3f);
        int inside = mesh.findNearest(0.6f, 0f, 0.3f, 0.1f, 1f, 0.1f, p);
        walker.move(inside, 0.6f, 0.3f, -0.6f, 0.3f, 45f, 1.2f, out);
        assertThat(out[0]).as("a big agent already in the doorway leaves it").isLessThan(DOOR_X0);
    }

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void theCrowdNeverPushesTheBigAgentThroughTheNarrowDoorway(boolean bigHeadsEast) {
        NavMesh mesh = room();
        AgentType big = new AgentType("big", 1.2f, 2f, 3.5f, 8f, 360f, 45f);
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
            int b = c.add(big, -1.2f, 0f, 0.3f);
            if (bigHeadsEast) {
                c.setTarget(b, 4f, 0f, 0.3f);
            }
            int n = 24;
            for (int k = 0; k < n; k++) {
                int a = c.add(AgentType.walker(), -3f - 1.1f * (k / 6), 0f, 0.3f + 1.1f * (k % 6 - 2.5f));
                c.setTarget(a, 6f, 0f, c.z(a));
            }
            while (c.time() < 40) {
                c.awaitAnswers(2_000_000_000L);
                c.step(1f / 60f);
                float x = c.x(b), z = c.z(b);
                assertThat(x > DOOR_X0 && x < DOOR_X1 && z > DOOR_Z0 - 0.1f && z < DOOR_Z1 + 0.1f)
                        .as("big agent at (%s, %s) inside the doorway at %s s", x, z, c.time()).isFalse();
            }
            if (bigHeadsEast) {
                assertThat(c.arrivals(b)).as("the big agent came round by the gap").isPositive();
            }
            assertThat(c.arrivedAtLeastOnce() - c.arrivals(b)).as("small agents through the doorway").isEqualTo(n);
        }
    }
}
