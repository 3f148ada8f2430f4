package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.AvoidanceMode;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.PathPlan;
import org.jme3navmesh.agent.PathPlanner;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** The avoidance debug view's lines: neighbours, preferred and chosen velocity arrows, from the crowd's avoidance view. */
class AvoidanceLayerTest {
    private static final PathPlanner STRAIGHT = (agent, ticket, type, start, goal, sink) -> sink.accept(new PathPlan(agent,
            ticket, PathPlan.Status.FOUND, new float[] {start[0], start[1], start[2], goal[0], goal[1], goal[2]}, new int[0],
            (float) Math.hypot(goal[0] - start[0], goal[2] - start[2]), 0.0, null));

    private static float[] positions(Mesh m) {
        FloatBuffer b = (FloatBuffer) m.getBuffer(VertexBuffer.Type.Position).getData();
        float[] out = new float[b.limit()];
        b.rewind();
        b.get(out);
        b.rewind();
        return out;
    }

    @Test
    void drawsNeighbourLinesAndBothVelocityArrowsOfTheFocusedAgents() {
        AgentCrowd c = new AgentCrowd(TestMeshes.grid(30, 10, 1f, 0f), STRAIGHT,
                CrowdConfig.defaults().withAvoidance(AvoidanceMode.ORCA), 1);
        int a = c.add(AgentType.walker(), 3f, 0f, 5f);
        int b = c.add(AgentType.walker(), 27f, 0f, 5.1f);
        int far = c.add(AgentType.walker(), 3f, 0f, 9.5f);
        c.setTarget(a, 27f, 0f, 5f);
        c.setTarget(b, 3f, 0f, 5.1f);
        while (Math.abs(c.x(a) - c.x(b)) > 3f) {
            c.step(1f / 60f);
        }
        Mesh[] m = AvoidanceLayer.meshes(c, new int[] {a});
        float[] lines = positions(m[0]);
        // One neighbour line (b): the standing agent far away is out of range.
        assertThat(lines).hasSize(6);
        assertThat(lines[0]).isEqualTo(c.x(a));
        assertThat(lines[1]).isCloseTo(c.y(a) + AvoidanceLayer.LIFT, within(1e-5f));
        assertThat(lines[3]).isEqualTo(c.x(b));
        assertThat(lines[5]).isEqualTo(c.z(b));
        // Arrows: shaft and two head strokes (4 segments); the shaft ends at the velocity times ARROW_SECONDS.
        float[] pref = positions(m[1]);
        assertThat(pref).hasSize(24);
        assertThat(pref[3]).isCloseTo(c.x(a) + c.avoidanceView().preferredX(a) * AvoidanceLayer.ARROW_SECONDS, within(1e-4f));
        assertThat(pref[5]).isCloseTo(c.z(a) + c.avoidanceView().preferredZ(a) * AvoidanceLayer.ARROW_SECONDS, within(1e-4f));
        float[] chosen = positions(m[2]);
        assertThat(chosen).hasSize(24);
        assertThat(chosen[3]).isCloseTo(c.x(a) + c.avoidanceView().chosenX(a) * AvoidanceLayer.ARROW_SECONDS, within(1e-4f));
        assertThat(chosen[5]).isCloseTo(c.z(a) + c.avoidanceView().chosenZ(a) * AvoidanceLayer.ARROW_SECONDS, within(1e-4f));
        // Half-planes: a line with three ticks each (4 segments), through the agent's position + point * ARROW_SECONDS,
        // its ticks on the permitted side: a tick's end, read back as a velocity v, has det(d, p - v) < 0.
        float[] hp = new float[4 * 64];
        int h = c.avoidanceView().halfPlanes(a, hp);
        assertThat(h).as("at least the neighbour's").isGreaterThanOrEqualTo(1);
        float[] planes = positions(m[3]);
        assertThat(planes).hasSize(24 * h);
        float s = AvoidanceLayer.ARROW_SECONDS;
        for (int k = 0; k < h; k++) {
            float px = hp[4 * k], pz = hp[4 * k + 1], dx = hp[4 * k + 2], dz = hp[4 * k + 3];
            int o = 24 * k;
            float midX = (planes[o] + planes[o + 3]) / 2, midZ = (planes[o + 2] + planes[o + 5]) / 2;
            assertThat(midX).isCloseTo(c.x(a) + px * s, within(1e-3f));
            assertThat(midZ).isCloseTo(c.z(a) + pz * s, within(1e-3f));
            float vx = (planes[o + 9] - c.x(a)) / s, vz = (planes[o + 11] - c.z(a)) / s;
            assertThat(dx * (pz - vz) - dz * (px - vx)).as("tick of line %d on the permitted side", k).isNegative();
        }
        // Two focused agents see each other; a standing agent has no arrows; removed ids are skipped.
        Mesh[] two = AvoidanceLayer.meshes(c, new int[] {a, b, far});
        assertThat(positions(two[0])).hasSize(12);
        assertThat(positions(two[1])).hasSize(48);
        c.remove(b);
        assertThat(AvoidanceLayer.meshes(c, new int[] {b})[1].getVertexCount()).isZero();
    }
}
