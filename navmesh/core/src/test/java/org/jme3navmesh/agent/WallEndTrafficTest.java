package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/**
 * Two flows rounding a wall's free end in opposite directions ({@link CornerLanes}), as at the end of the walled
 * mesh's wall along z = 25 beside its 9 m gap in {@code HeadlessSimulationTest}: every path between the two sides
 * turns round the same two corners of the wall's 1 m thick end.
 */
class WallEndTrafficTest {
    /** A 26 x 21 m floor of 1 m cells (not eroded) with a 1 m wall along z = 10 from x = 8 to the east edge. */
    static NavMesh floor() {
        List<Integer> holes = new ArrayList<>();
        for (int ix = 8; ix < 26; ix++) {
            holes.add(ix + 10 * 26);
        }
        return TestMeshes.grid(26, 21, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
    }

    @Test
    void twoFlowsRoundAWallsFreeEndWithLessTimeStuck() {
        // Twenty agents north of the wall and twenty south of it, in 5 x 4 blocks 3 m east of the wall's end, each
        // sent to its point mirrored across the wall (and 2 m further east): both flows turn round the wall's end.
        // Over seeds 1 to 6 at 50 and 60 steps per second, with both flows steering at the corners, the agents spent
        // 294 agent-seconds STUCK and the last one arrived after 26.8 s on average; with the outer lane for the flow
        // turning clockwise while the other comes, 179 agent-seconds and 24.1 s.
        NavMesh mesh = floor();
        SeedSweep.Totals t = SeedSweep.run(mesh, (c, seed) -> {
            int n = 0;
            for (int k = 0; k < 20; k++) {
                int col = k % 5, row = k / 5;
                float off = 0.1f * (seed % 3);
                c.add(AgentType.walker(), 11f + 1.3f * col + off, 0f, 13f + 1.3f * row);
                c.add(AgentType.walker(), 11f + 1.3f * col, 0f, 8f - 1.3f * row + off);
                n += 2;
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(k, c.x(k) + 2f, 0f, 21f - c.z(k));
            }
            return n;
        });
        assertThat(t.stuckSeconds()).as("agent-seconds STUCK in all").isLessThan(240.0);
        assertThat(t.meanLastArrival()).as("mean time until the last agent arrived, s").isLessThan(25.8);
    }
}
