package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A crowd through a slot: a doorway whose mesh (the space of the agents' centres, as on a mesh eroded by their
 * radius) is narrower than an agent, in a wall 1.25 m thick, on a grid of 0.25 m cells. The agents reach it sliding
 * along the wall, whose face is split into one mesh edge per cell.
 */
class SlotDoorwayTest {
    private static final float CELL = 0.25f;
    /** The wall's first column of cells (x = 8 m) and its thickness in cells. */
    private static final int WALL_X = 32, WALL_CELLS = 5;
    /** The doorway's first row of cells (z = 5 m). */
    private static final int DOOR_Z = 20;

    /** A 16 x 10 m room split at x in [8, 9.25) by a wall with a doorway of {@code doorCells} cells from z = 5 m. */
    private static NavMesh room(int doorCells) {
        int nx = 64, nz = 40;
        List<Integer> holes = new ArrayList<>();
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = WALL_X; ix < WALL_X + WALL_CELLS; ix++) {
                if (iz < DOOR_Z || iz >= DOOR_Z + doorCells) {
                    holes.add(ix + iz * nx);
                }
            }
        }
        return TestMeshes.grid(nx, nz, CELL, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void aWallSplitIntoSeveralEdgesHasNoCornerWhereItGoesStraightOn() {
        // A 3 x 2 rectangle: ten unit edges, four corners (concave seen from outside), six points where a side goes on.
        WallSegments rect = new WallSegments(TestMeshes.grid(3, 2, 1f, 0f));
        int convex = 0, corners = 0;
        for (int i = 0; i < rect.count(); i++) {
            convex += rect.convexStart(i) ? 1 : 0;
            corners += rect.cornerStart(i) ? 1 : 0;
        }
        assertThat(convex).isEqualTo(6); // RVO2's test counts the straight points as convex
        assertThat(corners).isZero();
        // A hole in a 3 x 3 grid is a convex obstacle: each of its four corners is one.
        WallSegments hole = new WallSegments(TestMeshes.grid(3, 3, 1f, 0f, 4));
        int[] out = new int[16];
        int found = hole.near(1.5f, 0f, 1.5f, 0.6f, 2f, out, new int[hole.count()], 1);
        assertThat(found).isEqualTo(4);
        for (int k = 0; k < found; k++) {
            assertThat(hole.cornerStart(out[k])).isTrue();
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void twentyFiveAgentsSlidingAlongTheWallAllPassTheDoorway(int doorCells) {
        // Before the wall's straight points stopped counting as corners, two agents of this block ended pressed
        // against the wall face beside the doorway, each held within 5 cm of a mesh vertex of the face (23 of 25 in
        // 120 s, with either doorway).
        Result r = crowdThrough(doorCells, 5, 5, 0.02f);
        assertThat(r.arrived()).as("arrived by %s s", r.seconds()).isEqualTo(25);
        assertThat(r.stuck()).isZero();
        assertThat(r.seconds()).isLessThan(90.0);
    }

    @Test
    void agentsSlowBeforeTurningIntoASlotButNotIntoAWideDoorway() {
        // An agent beside the wall, about 0.35 m short of the doorway's corner, turning a right angle into the doorway.
        assertThat(preferredSpeedBeforeTurn(1)).isLessThan(2.5f);
        assertThat(preferredSpeedBeforeTurn(8)).isEqualTo(AgentType.walker().maxSpeed());
    }

    /** The speed agent 0 wants after a few steps from beside the wall towards a doorway of that many cells. */
    private static float preferredSpeedBeforeTurn(int doorCells) {
        NavMesh mesh = room(doorCells);
        float doorTop = (DOOR_Z + doorCells) * CELL;
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
            int a = c.add(AgentType.walker(), 7.9f, 0f, doorTop + 0.2f);
            c.setTarget(a, 14f, 0f, doorTop - 0.1f);
            for (int k = 0; k < 2; k++) {
                c.awaitAnswers(2_000_000_000L);
                c.step(1f / 60f);
            }
            assertThat(c.path(a)).isNotNull();
            AvoidanceView v = c.avoidanceView();
            return (float) Math.hypot(v.preferredX(a), v.preferredZ(a));
        }
    }

    private record Result(int arrived, int stuck, double seconds) {
    }

    /**
     * A block of cols x rows agents, 1.2 m apart, west of the wall and centred on the doorway, each sent to its
     * mirror point east of the wall; run until all arrived or 120 s.
     */
    private static Result crowdThrough(int doorCells, int cols, int rows, float dt) {
        NavMesh mesh = room(doorCells);
        float doorZ = (DOOR_Z + doorCells / 2f) * CELL;
        float wallEnd = (WALL_X + WALL_CELLS) * CELL;
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 1);
            int n = 0;
            for (int col = 0; col < cols; col++) {
                for (int row = 0; row < rows; row++) {
                    c.add(AgentType.walker(), WALL_X * CELL - 1f - 1.2f * col, 0f, doorZ + 1.2f * (row - (rows - 1) / 2f));
                    n++;
                }
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(k, wallEnd + (WALL_X * CELL - c.x(k)), 0f, c.z(k));
            }
            int arrived = 0;
            while (c.time() < 120 && arrived < n) {
                c.awaitAnswers(2_000_000_000L);
                c.step(dt);
                arrived = 0;
                for (int k = 0; k < n; k++) {
                    arrived += c.arrivals(k) > 0 ? 1 : 0;
                }
            }
            return new Result(arrived, c.count(AgentState.STUCK), c.time());
        }
    }
}
