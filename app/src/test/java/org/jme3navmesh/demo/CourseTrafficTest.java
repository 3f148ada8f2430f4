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

    /** A crowd with straight-line paths on a flat floor under the course (x 25..65, z 40..60). */
    private static AgentCrowd courseFloorCrowd() {
        return new AgentCrowd(TestMeshes.gridAt(25f, 40f, 40, 20, 1f, LevelLayout.GROUND), STRAIGHT,
                CrowdConfig.defaults(), 1);
    }

    @Test
    void agentsShuttleBetweenTheirSpotAndItsPartner() {
        AgentCrowd crowd = courseFloorCrowd();
        CourseTraffic traffic = new CourseTraffic();
        float[] spots = CrowdCourse.walkerSpots();
        int west = crowd.add(AgentType.walker(), spots[0], LevelLayout.GROUND, spots[1]);
        int east = crowd.add(CrowdCourse.BIG, spots[16], LevelLayout.GROUND, spots[17] + 4f);
        traffic.add(crowd, west, spots[0], spots[1]);
        traffic.add(crowd, east, spots[16], spots[17] + 4f);
        assertThat(traffic.size()).isEqualTo(2);
        assertThat(crowd.hasTarget(east)).as("a big agent takes the wide way round: it leaves at once").isTrue();
        assertThat(crowd.hasTarget(west)).as("a walker leaves in its turn").isFalse();
        traffic.update(crowd); // the first of its yard: it leaves at once
        assertThat(traffic.waitingToLeave()).isZero();
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

    /**
     * A yard's agents leave in file: nearest the way out (the doorway for the west yard) first, then one every
     * {@link CourseTraffic#DEPARTURE_GAP} s of crowd time; the other yard's first leaves at once.
     */
    @Test
    void aYardLeavesInFileNearestTheWayOutFirst() {
        AgentCrowd crowd = courseFloorCrowd();
        CourseTraffic traffic = new CourseTraffic();
        float[] spots = CrowdCourse.walkerSpots();
        // west yard: spots 0 (x 31, z 47), 7 (x 33.5, z 54.5) and 6 (x 33.5, z 52, the nearest the doorway), added
        // in that order; east yard: spot 8
        int[] west = new int[3];
        int[] order = {0, 7, 6};
        for (int k = 0; k < 3; k++) {
            float x = spots[2 * order[k]], z = spots[2 * order[k] + 1];
            west[k] = crowd.add(AgentType.walker(), x, LevelLayout.GROUND, z);
            traffic.add(crowd, west[k], x, z);
        }
        int east = crowd.add(AgentType.walker(), spots[16], LevelLayout.GROUND, spots[17]);
        traffic.add(crowd, east, spots[16], spots[17]);
        assertThat(crowd.hasTarget(west[2])).isFalse();

        traffic.update(crowd);
        assertThat(crowd.hasTarget(west[2])).as("nearest the doorway leaves first").isTrue();
        assertThat(crowd.hasTarget(east)).as("the east yard's first leaves at the same time").isTrue();
        assertThat(crowd.hasTarget(west[0]) || crowd.hasTarget(west[1])).isFalse();
        assertThat(traffic.waitingToLeave()).isEqualTo(2);
        double second = -1, third = -1;
        for (int s = 0; s < 120; s++) {
            crowd.step(1f / 60f);
            traffic.update(crowd);
            if (second < 0 && crowd.hasTarget(west[1])) {
                second = crowd.time();
            }
            if (third < 0 && crowd.hasTarget(west[0])) {
                third = crowd.time();
            }
        }
        assertThat(second).as("the next nearest leaves one gap later").isCloseTo(CourseTraffic.DEPARTURE_GAP,
                org.assertj.core.data.Offset.offset(0.02));
        assertThat(third).as("the farthest last").isCloseTo(2 * CourseTraffic.DEPARTURE_GAP,
                org.assertj.core.data.Offset.offset(0.04));
        assertThat(traffic.waitingToLeave()).isZero();
        assertThat(traffic.size()).isEqualTo(4);
    }
}
