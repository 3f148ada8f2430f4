package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.PathPlan;
import org.jme3navmesh.agent.PathPlanner;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** The course's crowds walk to the partner spot across the course and back, again and again. */
class CourseTrafficTest {
    private static final PathPlanner STRAIGHT = (agent, ticket, type, start, goal, sink) -> sink.accept(new PathPlan(agent,
            ticket, PathPlan.Status.FOUND, new float[] {start[0], start[1], start[2], goal[0], goal[1], goal[2]}, new int[0],
            (float) Math.hypot(goal[0] - start[0], goal[2] - start[2]), 0.0, null));

    @Test
    void agentsShuttleBetweenTheirSpotAndItsPartner() {
        AgentCrowd crowd = new AgentCrowd(TestMeshes.gridAt(25f, 40f, 40, 20, 1f, LevelLayout.GROUND), STRAIGHT,
                CrowdConfig.defaults(), 1);
        CourseTraffic traffic = new CourseTraffic();
        float[] spots = CrowdCourse.walkerSpots();
        int west = crowd.add(AgentType.walker(), spots[0], LevelLayout.GROUND, spots[1]);
        int east = crowd.add(CrowdCourse.BIG, spots[16], LevelLayout.GROUND, spots[17] + 4f);
        traffic.add(crowd, west, spots[0], spots[1]);
        traffic.add(crowd, east, spots[16], spots[17] + 4f);
        assertThat(traffic.size()).isEqualTo(2);
        assertThat(crowd.targetX(west)).isEqualTo(spots[0] + CrowdCourse.YARD_SPAN);
        assertThat(crowd.targetX(east)).isEqualTo(spots[16] - CrowdCourse.YARD_SPAN);
        int turns = 0;
        float lastTarget = crowd.targetX(west);
        for (int s = 0; s < 60 * 40; s++) {
            crowd.step(1f / 60f);
            traffic.update(crowd);
            if (crowd.targetX(west) != lastTarget) {
                turns++;
                lastTarget = crowd.targetX(west);
            }
        }
        assertThat(turns).as("turned back at each end").isGreaterThanOrEqualTo(3);
        assertThat(crowd.arrivals(east)).isGreaterThanOrEqualTo(2);
        assertThat(crowd.state(west)).isNotEqualTo(AgentState.STUCK);
        crowd.remove(east);
        traffic.update(crowd); // removed agents are skipped
    }
}
