package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.jme3navmesh.query.QueryFilter;
import org.junit.jupiter.api.Test;

/** Agent types of different sizes share one mesh: each type's filters carry its radius and height. */
class AgentSizeFilterTest {
    @Test
    void eachTypesFiltersCarryItsSize() {
        AgentType small = AgentType.walker();
        AgentType big = new AgentType("big", 1.2f, 2.5f, 3f, 6f, 360f, 45f);
        for (AgentType t : new AgentType[] {small, big}) {
            QueryFilter snap = TypeSnap.filterFor(t);
            assertThat(snap.agentRadius()).isEqualTo(t.radius());
            assertThat(snap.agentHeight()).isEqualTo(t.height());
            assertThat(snap.maxSlopeDeg()).isEqualTo(t.maxSlopeDeg());
        }
        NavMesh mesh = TestMeshes.grid(4, 4, 1f, 0f);
        try (PathService service = new PathService(mesh, 1, Runnable::run)) {
            PathServicePlanner planner = new PathServicePlanner(service, PathServicePlanner.defaultBaseFilter());
            QueryFilter f = planner.filterFor(big);
            assertThat(f.agentRadius()).isEqualTo(1.2f);
            assertThat(f.agentHeight()).isEqualTo(2.5f);
            assertThat(f.cornerMargin()).isEqualTo(PathServicePlanner.defaultBaseFilter().cornerMargin());
            assertThat(planner.filterFor(small).agentRadius()).isEqualTo(small.radius());
        }
    }
}
