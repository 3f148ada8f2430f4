package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/** Agents are placed on triangles their type may enter: when added, and when their body jumps far. */
class AgentPlacementTest {
    private final ScriptedPlanner planner = new ScriptedPlanner();

    @Test
    void addSnapsToTheNearestTriangleTheTypeMayEnter() {
        // 1 m cells along X; the cells from x = 1 to 4 are labelled 30 degrees steep.
        NavMesh ramp = strip(5, 1, 4, 30f);
        AgentCrowd c = new AgentCrowd(ramp, planner, CrowdConfig.defaults(), 1);
        int walker = c.add(AgentType.walker(), 1.3f, 0f, 0.5f);
        int heavy = c.add(AgentType.heavy(), 1.3f, 0f, 0.5f);
        assertThat(c.x(walker)).isEqualTo(1.3f); // a walker may stand on 30 degrees: right where it was asked
        assertThat(ramp.slopeDeg(c.triangle(heavy))).isLessThanOrEqualTo(AgentType.heavy().maxSlopeDeg());
        assertThat(c.x(heavy)).isCloseTo(1f, within(1e-4f)); // the nearest point off the ramp
        assertThat(c.z(heavy)).isCloseTo(0.5f, within(1e-4f));
    }

    @Test
    void addFailsWhenNoTriangleTheTypeMayEnterIsNear() {
        NavMesh steep = strip(3, 0, 3, 30f);
        AgentCrowd c = new AgentCrowd(steep, planner, CrowdConfig.defaults(), 1);
        c.add(AgentType.walker(), 1.5f, 0f, 0.5f);
        assertThatThrownBy(() -> c.add(AgentType.heavy(), 1.5f, 0f, 0.5f)).hasMessageContaining("off the navmesh");
    }

    @Test
    void aFarJumpOfAnExternallyMovedBodyLandsOnATriangleTheTypeMayEnter() {
        NavMesh ramp = strip(5, 1, 4, 30f);
        AgentCrowd c = new AgentCrowd(ramp, planner, CrowdConfig.defaults(), 1);
        int heavy = c.add(AgentType.heavy(), 0.5f, 0f, 0.5f);
        c.setExternallyMoved(heavy, true);
        c.syncPosition(heavy, 3.2f, 0f, 0.5f); // the body jumped onto the ramp, 2 m past its foot
        assertThat(ramp.slopeDeg(c.triangle(heavy))).isLessThanOrEqualTo(AgentType.heavy().maxSlopeDeg());
        assertThat(c.x(heavy)).isCloseTo(4f, within(1e-4f)); // the nearest point off the ramp, at its top
    }

    /** cells 1 m cells in a row along X, 1 m deep; those from x = steepFrom to steepTo are labelled with slope. */
    private static NavMesh strip(int cells, int steepFrom, int steepTo, float slope) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= 1; iz++) {
            for (int ix = 0; ix <= cells; ix++) {
                b.addVertex(ix, 0f, iz);
            }
        }
        for (int ix = 0; ix < cells; ix++) {
            int v00 = ix, v10 = ix + 1, v01 = ix + cells + 1, v11 = ix + cells + 2;
            float s = ix >= steepFrom && ix < steepTo ? slope : 0f;
            b.addTriangle(v00, v01, v11, 0, s);
            b.addTriangle(v00, v11, v10, 0, s);
        }
        return b.build();
    }
}
