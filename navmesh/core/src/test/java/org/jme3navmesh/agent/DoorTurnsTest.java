package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link OneLaneDoors} and {@link DoorTurns}: two groups swapping sides through a one-lane door, a 2 m door in a 1 m
 * thick wall on a mesh of 1 m cells that is not eroded, so both directions' paths hug the same door corners.
 */
class DoorTurnsTest {
    /**
     * An nx x nz m room of 1 m cells split by a wall of {@code wallCells} columns from x = wallX with a 2 m door from
     * z = doorZ (a wall of many columns makes a corridor).
     */
    private static NavMesh room(int wallCells, int nx, int nz, int wallX, int doorZ) {
        List<Integer> holes = new ArrayList<>();
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = wallX; ix < wallX + wallCells; ix++) {
                if (iz < doorZ || iz >= doorZ + 2) {
                    holes.add(ix + iz * nx);
                }
            }
        }
        return TestMeshes.grid(nx, nz, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void theDoorIsFoundButTheMouthOfACorridorIsNot() {
        OneLaneDoors doors = new OneLaneDoors(new WallSegments(room(1, 21, 12, 10, 5)));
        assertThat(doors.count()).isEqualTo(1);
        assertThat(doors.centreX(0)).isEqualTo(10.5f);
        assertThat(doors.centreZ(0)).isEqualTo(6f);
        assertThat(Math.abs(doors.axisX(0))).isEqualTo(1f);
        assertThat(doors.axisZ(0)).isZero();
        assertThat(doors.halfLength(0)).isEqualTo(0.5f);
        assertThat(doors.halfWidth(0)).isEqualTo(1f);
        assertThat(doors.at(10.5f, 0f, 6f, 2f)).isZero();
        assertThat(doors.at(6.6f, 0f, 6f, 2f)).isZero();
        assertThat(doors.at(6f, 0f, 6f, 2f)).as("beyond the zone").isEqualTo(-1);
        assertThat(doors.at(10.5f, 3f, 6f, 2f)).as("another floor").isEqualTo(-1);
        // The same 2 m opening 6 m long: a corridor, walked in lanes, not a door.
        assertThat(new OneLaneDoors(new WallSegments(room(6, 21, 12, 10, 5))).count()).isZero();
    }

    @ParameterizedTest
    @CsvSource({"1, 60", "2, 50", "2, 70", "3, 60", "4, 70", "5, 50"})
    void twoGroupsSwapThroughAOneLaneDoorWithoutJamming(long seed, int stepsPerSecond) {
        // Without turns (measured at these seeds and steps and the others of 1 to 5 x 50, 60, 70 per second), the
        // groups meet head-on in the door and agents near it spend 7 to 38 agent-seconds STUCK; at these six cases
        // the last agent crosses the door's middle line at 16.0 to 35.3 s. With turns 0 to 1.9 agent-seconds, and the
        // last one is through at 11.5 to 14.5 s. (Arrival itself can take longer: the goals are packed 1.3 m apart, and
        // agents walking to the back rows must get past those already standing in the front rows.)
        float dt = 1f / stepsPerSecond;
        NavMesh mesh = room(1, 31, 16, 15, 7);
        float doorX = 15.5f, doorZ = 8f;
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), seed);
            // Twelve agents north-west of the door and twelve south-east of it, each sent to its point mirrored
            // through the door's centre: both groups take the door's same diagonal, in opposite directions.
            int n = 0;
            for (int k = 0; k < 12; k++) {
                int col = k % 4, row = k / 4;
                float off = 0.1f * (seed % 3);
                c.add(AgentType.walker(), 8f - 1.3f * col + off, 0f, 10.5f + 1.3f * row);
                c.add(AgentType.walker(), 23f + 1.3f * col, 0f, 5.5f - 1.3f * row + off);
                n += 2;
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(k, 2 * doorX - c.x(k), 0f, 2 * doorZ - c.z(k));
            }
            int arrived = 0;
            double stuckNearDoor = 0;
            boolean[] west = new boolean[n];
            double[] through = new double[n];
            for (int k = 0; k < n; k++) {
                west[k] = c.x(k) < doorX;
                through[k] = Double.NaN;
            }
            while (c.time() < 60 && arrived < n) {
                c.awaitAnswers(2_000_000_000L);
                c.step(dt);
                arrived = 0;
                for (int k = 0; k < n; k++) {
                    arrived += c.arrivals(k) > 0 ? 1 : 0;
                    if (Double.isNaN(through[k]) && (c.x(k) < doorX) != west[k]) {
                        through[k] = c.time();
                    }
                    assertThat(Float.isFinite(c.velocityX(k)) && Float.isFinite(c.velocityZ(k))).isTrue();
                    if (c.state(k) == AgentState.STUCK
                            && Math.hypot(c.x(k) - doorX, c.z(k) - doorZ) < OneLaneDoors.ZONE) {
                        stuckNearDoor += dt;
                    }
                }
            }
            double lastThrough = 0;
            for (double t : through) {
                lastThrough = Math.max(lastThrough, t);
            }
            assertThat(arrived).as("arrived by %s s", c.time()).isEqualTo(n);
            assertThat(c.count(AgentState.STUCK)).isZero();
            assertThat(stuckNearDoor).as("agent-seconds STUCK near the door").isLessThan(4.0);
            assertThat(lastThrough).as("last agent through the door, s").isLessThan(18.0);
        }
    }
}
