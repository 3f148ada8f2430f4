package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** {@link AgentCrowd#setAvoidance} and the read-only {@link AvoidanceView} of the avoidance's last step. */
class AvoidanceViewTest {
    private static final float DT = 1f / 60f;
    private static final CrowdConfig ORCA = CrowdConfig.defaults().withAvoidance(AvoidanceMode.ORCA);

    /** Two walkers 24 m apart on the x axis, each sent to the other's start. */
    private static AgentCrowd headOn(CrowdConfig config) {
        AgentCrowd c = new AgentCrowd(OrcaCrowdTest.centredGrid(15, 5), new ScriptedPlanner(), config, 1);
        int a = c.add(AgentType.walker(), -12f, 0f, 0f);
        int b = c.add(AgentType.walker(), 12f, 0f, 0.2f);
        c.setTarget(a, 12f, 0f, 0f);
        c.setTarget(b, -12f, 0f, 0.2f);
        return c;
    }

    private static float distance(AgentCrowd c) {
        return (float) Math.hypot(c.x(0) - c.x(1), c.z(0) - c.z(1));
    }

    @Test
    void viewShowsNeighboursAndThePreferredAndChosenVelocities() {
        AgentCrowd c = headOn(ORCA);
        AvoidanceView v = c.avoidanceView();
        assertThat(v.mode()).isEqualTo(AvoidanceMode.ORCA);
        int[] out = new int[4];
        assertThat(v.neighbours(0, out)).as("no step yet: no grid").isZero();
        boolean swerved = false;
        while (distance(c) > 2.5f && c.time() < 10) {
            c.step(DT);
            float px = v.preferredX(0), pz = v.preferredZ(0);
            assertThat(Math.hypot(px, pz)).as("the path asks for top speed").isCloseTo(AgentType.walker().maxSpeed(), within(1e-3));
            assertThat(px).isGreaterThan(0f);
            assertThat(Math.hypot(v.chosenX(0), v.chosenZ(0))).isLessThanOrEqualTo(AgentType.walker().maxSpeed() + 1e-4);
            swerved |= Math.abs(v.chosenZ(0) - pz) > 0.1f;
        }
        assertThat(swerved).as("the chosen velocity turns away from the preferred one").isTrue();
        assertThat(v.neighbours(0, out)).isEqualTo(1);
        assertThat(out[0]).isEqualTo(1);
        assertThat(v.neighbours(1, out)).isEqualTo(1);
        assertThat(out[0]).isZero();
        assertThat(v.neighbours(0, new int[0])).as("out too short").isZero();
        float[] lines = new float[4 * 16];
        int h = v.halfPlanes(0, lines);
        assertThat(h).as("the neighbour's half-plane at least").isGreaterThanOrEqualTo(1);
        for (int k = 0; k < h; k++) {
            assertThat(Math.hypot(lines[4 * k + 2], lines[4 * k + 3])).as("unit direction").isCloseTo(1.0, within(1e-4));
        }
        assertThat(v.halfPlanes(0, new float[3])).as("out too short").isZero();
        assertThatThrownBy(() -> v.preferredX(7)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> v.neighbours(-1, out)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void switchingTheAvoidanceOffLetsThePairWalkThroughEachOtherAndBackOnKeepsThemApart() {
        AgentCrowd off = headOn(ORCA);
        off.setAvoidance(AvoidanceMode.OFF);
        assertThat(off.avoidanceView().mode()).isEqualTo(AvoidanceMode.OFF);
        assertThat(off.config().avoidance()).as("the configuration as built").isEqualTo(AvoidanceMode.ORCA);
        float closestOff = Float.MAX_VALUE;
        while (off.time() < 10) {
            off.step(DT);
            closestOff = Math.min(closestOff, distance(off));
            assertThat(off.avoidanceView().neighbours(0, new int[4])).isZero();
            assertThat(off.avoidanceView().halfPlanes(0, new float[16])).isZero();
            assertThat(off.avoidanceView().chosenX(0)).isCloseTo(off.avoidanceView().preferredX(0), within(1e-4f));
        }
        assertThat(closestOff).isLessThan(0.5f);

        AgentCrowd on = headOn(CrowdConfig.defaults().withAvoidance(AvoidanceMode.OFF));
        on.setAvoidance(AvoidanceMode.ORCA);
        float closestOn = Float.MAX_VALUE;
        while (on.time() < 10) {
            on.step(DT);
            closestOn = Math.min(closestOn, distance(on));
        }
        assertThat(closestOn).isGreaterThanOrEqualTo(0.95f);
        assertThatThrownBy(() -> on.setAvoidance(null)).isInstanceOf(NullPointerException.class);
    }
}
