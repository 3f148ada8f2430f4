package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link CornerSkip}: an agent pushed past the corners of a wall's free end, and held there, leaves for the waypoint
 * it sees once it has stalled, instead of walking back to the corner it was pushed past.
 */
class CornerSkipTest {
    /** The path round the west end of {@link WallEndTrafficTest#floor()}'s wall (z 10 to 11, from x = 8 east). */
    private static final float[] CORNERS = {7.83f, 11.11f, 7.83f, 9.9f};

    @ParameterizedTest
    @CsvSource({"60", "50", "70"})
    void anAgentPushedPastItsCornersLeavesForTheWaypointItSeesOnceStalled(int stepsPerSecond) {
        // The agent's body is held at (7, 9.5), south-west of both corners of its path from (12, 13) to (12, 7), as
        // if the traffic coming round the wall's end had pushed it there. Steering back to the corners it can no
        // longer reach, it makes no progress; before this rule it kept aiming at the first corner (1.8 m north-east,
        // into the traffic) for as long as it was held.
        float dt = 1f / stepsPerSecond;
        ScriptedPlanner planner = new ScriptedPlanner();
        planner.script = r -> ScriptedPlanner.through(r, PathPlan.Status.FOUND, CORNERS);
        NavMesh mesh = WallEndTrafficTest.floor();
        AgentCrowd c = new AgentCrowd(mesh, planner, CrowdConfig.defaults(), 1L);
        int a = c.add(AgentType.walker(), 12f, 0f, 13f);
        c.setExternallyMoved(a, true);
        c.setTarget(a, 12f, 0f, 7f);
        c.step(dt);
        c.syncPosition(a, 7f, 0f, 9.5f);
        double held = c.time();
        while (c.time() < held + CornerSkip.STALL - 0.05) {
            c.step(dt);
        }
        assertThat(c.waypointIndex(a)).as("not stalled long enough: the first corner").isEqualTo(1);
        assertThat(c.velocityZ(a)).as("towards the first corner, north").isPositive();
        while (c.time() < held + CornerSkip.STALL + 0.6) { // time to turn round after the skip
            c.step(dt);
        }
        assertThat(c.waypointIndex(a)).as("stalled: both corners passed, the goal in sight").isEqualTo(3);
        assertThat(c.velocityX(a)).as("towards the goal, east-south-east").isPositive();
        assertThat(c.velocityZ(a)).isNegative();
        assertThat(c.state(a)).isEqualTo(AgentState.MOVING);
    }

    @Test
    void onlyPastTheCornerWithTheWaypointInSightAndTheCornerClearOfTheLine() {
        NavMesh mesh = WallEndTrafficTest.floor();
        AgentStore s = new AgentStore(2);
        CornerSkip skip = new CornerSkip(s, new SurfaceWalker(mesh));
        float[] w = {12f, 0f, 13f, 8f, 0f, 11f, 8f, 0f, 10f, 12f, 0f, 7f};
        int i = s.spawn(AgentType.walker(), TypeSnap.filterFor(AgentType.walker()), mesh.findTriangle(7f, 0f, 9.6f, 1f, 1f),
                7f, 0f, 9.6f);
        PathPlan p = new PathPlan(i, 1L, PathPlan.Status.FOUND, w, new int[0], 0f, 0.0, null);
        s.time = 10.0;
        s.lastProgress[i] = 10.0 - CornerSkip.STALL - 0.01;
        assertThat(skip.seesPast(i, p, 2)).as("past (8, 10) southwards, the goal in sight").isTrue();
        s.lastProgress[i] = 10.0 - CornerSkip.STALL + 0.01;
        assertThat(skip.seesPast(i, p, 2)).as("not stalled long enough").isFalse();
        s.lastProgress[i] = 10.0 - CornerSkip.STALL - 0.01;
        place(s, mesh, i, 6f, 10.2f);
        assertThat(skip.seesPast(i, p, 2)).as("the goal in sight, but not yet past the corner").isFalse();
        place(s, mesh, i, 7.8f, 9.8f);
        assertThat(skip.seesPast(i, p, 2)).as("the line passes the corner closer than 0.9 radii").isFalse();
        place(s, mesh, i, 7f, 11.5f);
        assertThat(skip.seesPast(i, p, 1)).as("past (8, 11) along its leg, (8, 10) in sight").isTrue();
        w[9] = 12f;
        w[11] = 12f; // a goal north of the wall: not in sight from south of it
        PathPlan behind = new PathPlan(i, 1L, PathPlan.Status.FOUND, w, new int[0], 0f, 0.0, null); // the plan copied w
        place(s, mesh, i, 7f, 9.6f);
        assertThat(skip.seesPast(i, behind, 2)).as("the goal behind the wall").isFalse();
    }

    private static void place(AgentStore s, NavMesh mesh, int i, float x, float z) {
        s.px[i] = x;
        s.pz[i] = z;
        s.tri[i] = mesh.findTriangle(x, 0f, z, 1f, 1f);
    }
}
