package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** Re-planning triggers, asynchronous answers, stuck detection and recovery, unreachable targets. */
class AgentReplanTest {
    private static final float DT = 1f / 60f;
    private final NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
    private final ScriptedPlanner planner = new ScriptedPlanner();
    private final CrowdConfig noPeriodic = CrowdConfig.defaults().withAvoidance(AvoidanceMode.SEPARATION)
            .withReplanInterval(0f).withSeparationWeight(0f);

    private void run(AgentCrowd c, float seconds) {
        for (int s = 0; s < Math.round(seconds / DT); s++) {
            c.step(DT);
        }
    }

    @Test
    void targetMovedPastTheThresholdRequestsANewPathButSmallMovesDoNot() {
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 18f);
        assertThat(planner.requestsFor(a)).isEqualTo(1);
        run(c, 0.5f);
        c.setTarget(a, 1.5f, 0f, 18.3f); // 0.58 m < 1 m threshold
        c.setTarget(a, 1.6f, 0f, 17.5f);
        assertThat(planner.requestsFor(a)).isEqualTo(1);
        c.setTarget(a, 4f, 0f, 18f); // 3 m away from the planned goal
        assertThat(planner.requestsFor(a)).isEqualTo(2);
        assertThat(planner.requests.get(1).goal()).containsExactly(4f, 0f, 18f);
    }

    @Test
    void aSmallTargetMoveIsCaughtUpAtThePathEnd() {
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 10f);
        run(c, 0.5f);
        c.setTarget(a, 1.8f, 0f, 10f); // small move: no request now
        assertThat(planner.requestsFor(a)).isEqualTo(1);
        run(c, 8f);
        assertThat(planner.requestsFor(a)).isEqualTo(2); // re-planned once the first path ended
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        assertThat(Math.hypot(c.x(a) - 1.8f, c.z(a) - 10f)).isLessThanOrEqualTo(noPeriodic.arrivalRadius() + 1e-4);
    }

    @Test
    void periodicReplanningFollowsTheInterval() {
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic.withReplanInterval(1f), 1);
        int a = c.add(AgentType.heavy().withMaxSpeed(0.5f), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 19f); // 18 m at 0.5 m/s: still walking after 5 s
        run(c, 5f);
        // One request for the target, then one about every second (jittered by +-25 %).
        assertThat(planner.requestsFor(a)).isBetween(4, 7);
        assertThat(planner.requests.get(planner.requests.size() - 1).start()[2]).isGreaterThan(2f);
        assertThat(c.state(a)).isEqualTo(AgentState.MOVING);
    }

    @Test
    void periodicReplansSwitchRouteOnlyToAClearlyShorterOne() {
        // An imperfect planner: a detour first, then the straight line, then alternately a longer detour and
        // the straight line again, as A* does when two routes of nearly equal length swap ranks as the agent moves.
        int[] answers = {0};
        planner.script = r -> {
            int n = answers[0]++;
            if (n == 0) {
                return ScriptedPlanner.through(r, PathPlan.Status.FOUND, 8f, 10f);
            }
            return n % 2 == 1 ? ScriptedPlanner.straight(r) : ScriptedPlanner.through(r, PathPlan.Status.FOUND, 6f, 12f);
        };
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic.withReplanInterval(0.5f), 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 19f);
        while (planner.requestsFor(a) < 2) {
            c.step(DT);
        }
        assertThat(c.path(a).waypointCount()).as("detour still followed until the answer applies").isEqualTo(3);
        c.step(DT);
        PathPlan straight = c.path(a);
        assertThat(straight.waypointCount()).as("the clearly shorter straight line is taken").isEqualTo(2);
        int version = c.pathVersion(a);
        run(c, 3f);
        assertThat(planner.requestsFor(a)).as("periodic requests went on").isGreaterThanOrEqualTo(6);
        assertThat(c.path(a)).as("neither the longer detour nor an equal straight line replaced the route").isSameAs(straight);
        assertThat(c.pathVersion(a)).isEqualTo(version);
        run(c, 4f);
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
    }

    @Test
    void forcedReplansAreTakenEvenWhenLonger() {
        // Moving the target always adopts the answer, however long, and so does a blocked line of sight (see below).
        int[] answers = {0};
        planner.script = r -> answers[0]++ == 0 ? ScriptedPlanner.straight(r)
                : ScriptedPlanner.through(r, PathPlan.Status.FOUND, 15f, 10f);
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 19f);
        run(c, 0.5f);
        c.setTarget(a, 3f, 0f, 19f);
        c.step(DT);
        assertThat(c.path(a).waypointCount()).isEqualTo(3);
    }

    @Test
    void answersApplyAtTheNextStepAndNewerRequestsSupersedeOlderOnes() {
        planner.hold = true;
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 1f, 0f, 18f);
        c.setTarget(a, 18f, 0f, 1f);
        assertThat(planner.requestsFor(a)).isEqualTo(2);
        c.step(DT);
        assertThat(c.path(a)).isNull();
        assertThat(c.isWaitingForPath(a)).isTrue();
        planner.deliver(0); // the stale answer (towards 1, 18)
        c.step(DT);
        assertThat(c.path(a)).isNull();
        planner.deliver(0); // the current one (towards 18, 1)
        assertThat(c.path(a)).isNull(); // not applied from the worker's call
        c.step(DT);
        assertThat(c.path(a)).isNotNull();
        float[] w = c.path(a).waypoints();
        assertThat(w[w.length - 3]).isEqualTo(18f);
        run(c, 8f);
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        assertThat(c.x(a)).isGreaterThan(17f);
    }

    @Test
    void aPathThroughAWallIsDetectedAndReplanned() {
        // Column x = 10 is blocked from z = 0 to z = 15 (holes); a bad planner walks straight through.
        int[] holes = new int[15];
        for (int z = 0; z < 15; z++) {
            holes[z] = 10 + z * 20;
        }
        NavMesh wall = TestMeshes.grid(20, 20, 1f, 0f, holes);
        int[] answered = {0};
        planner.script = r -> answered[0]++ == 0
                ? ScriptedPlanner.straight(r)
                : ScriptedPlanner.through(r, PathPlan.Status.FOUND, 9.5f, 16f, 11.5f, 16f);
        AgentCrowd c = new AgentCrowd(wall, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 5f, 0f, 5f);
        c.setTarget(a, 15f, 0f, 5f);
        run(c, 2.5f);
        // Blocked well before the stuck timer could fire: the line of sight test asked again.
        assertThat(planner.requestsFor(a)).isEqualTo(2);
        assertThat(c.recoveries(a)).isZero();
        run(c, 15f);
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
    }

    @Test
    void noProgressMarksTheAgentStuckAndRecoveryReplans() {
        // A dead end pocket: the planner keeps answering with a path into the wall.
        int[] holes = new int[15];
        for (int z = 0; z < 15; z++) {
            holes[z] = 10 + z * 20;
        }
        NavMesh wall = TestMeshes.grid(20, 20, 1f, 0f, holes);
        boolean[] fixed = {false};
        planner.script = r -> fixed[0]
                ? ScriptedPlanner.through(r, PathPlan.Status.FOUND, 9.5f, 16f, 11.5f, 16f)
                : ScriptedPlanner.straight(r);
        CrowdConfig cfg = noPeriodic.withStuckTime(1.5f);
        AgentCrowd c = new AgentCrowd(wall, planner, cfg, 1);
        int a = c.add(AgentType.walker(), 5f, 0f, 5f);
        c.setTarget(a, 15f, 0f, 5f);
        boolean sawStuck = false;
        for (int s = 0; s < 60 * 6; s++) {
            c.step(DT);
            sawStuck |= c.state(a) == AgentState.STUCK;
        }
        assertThat(sawStuck).isTrue();
        assertThat(c.state(a)).isEqualTo(AgentState.STUCK);
        assertThat(c.recoveries(a)).isGreaterThanOrEqualTo(2);
        int before = planner.requestsFor(a);
        assertThat(before).isGreaterThanOrEqualTo(1 + c.recoveries(a));
        // The world is "repaired" (the planner now knows the way round): the agent recovers and arrives.
        fixed[0] = true;
        run(c, 20f);
        assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        assertThat(c.count(AgentState.STUCK)).isZero();
    }

    @Test
    void heavyAgentsCannotBePushedOntoSteepTriangles() {
        NavMesh strip = SurfaceWalkerTest.strip(30f);
        AgentCrowd c = new AgentCrowd(strip, planner, noPeriodic, 1);
        int heavy = c.add(AgentType.heavy(), 0.5f, 0f, 0.5f);
        int walker = c.add(AgentType.walker(), 0.5f, 0f, 0.5f);
        c.setTarget(heavy, 2.5f, 0f, 0.5f); // bad straight path over the steep middle
        c.setTarget(walker, 2.5f, 0f, 0.5f);
        run(c, 3f);
        assertThat(c.x(heavy)).isLessThanOrEqualTo(1f);
        assertThat(strip.slopeDeg(c.triangle(heavy))).isLessThanOrEqualTo(AgentType.heavy().maxSlopeDeg());
        assertThat(c.state(walker)).isEqualTo(AgentState.ARRIVED);
    }

    @Test
    void unreachableTargetsAreReported() {
        planner.script = r -> r.goal()[0] > 15f
                ? PathPlan.failed(r.agent(), r.ticket(), 0.01, null)
                : ScriptedPlanner.through(r, PathPlan.Status.PARTIAL);
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int failed = c.add(AgentType.walker(), 1f, 0f, 1f);
        int partial = c.add(AgentType.walker(), 1f, 0f, 10f);
        c.setTarget(failed, 18f, 0f, 18f);
        c.setTarget(partial, 5f, 0f, 10f);
        c.step(DT);
        assertThat(c.state(failed)).isEqualTo(AgentState.UNREACHABLE);
        assertThat(c.state(partial)).isEqualTo(AgentState.UNREACHABLE);
        run(c, 4f);
        assertThat(c.x(partial)).isGreaterThan(4.5f); // walked to the nearest reachable point
        assertThat(c.state(partial)).isEqualTo(AgentState.UNREACHABLE);
        assertThat(c.arrivals(partial)).isZero();
        assertThat(c.count(AgentState.UNREACHABLE)).isEqualTo(2);
    }

    @Test
    void badArgumentsAreRejectedWithClearMessages() {
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        assertThatThrownBy(() -> c.add(AgentType.walker(), 100f, 0f, 100f)).hasMessageContaining("off the navmesh");
        assertThatThrownBy(() -> c.add(AgentType.walker(), Float.NaN, 0f, 1f)).hasMessageContaining("finite");
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        assertThatThrownBy(() -> c.setTarget(a, 1f, Float.POSITIVE_INFINITY, 1f)).hasMessageContaining("finite");
        assertThatThrownBy(() -> c.setTarget(a + 1, 1f, 0f, 1f)).hasMessageContaining("no agent with id");
        assertThatThrownBy(() -> c.step(0f)).hasMessageContaining("dt");
        assertThatThrownBy(() -> c.step(Float.NaN)).hasMessageContaining("dt");
        c.remove(a);
        assertThatThrownBy(() -> c.x(a)).hasMessageContaining("no agent with id");
        assertThatThrownBy(() -> new AgentType("x", -1f, 2f, 1f, 1f, 1f, 10f)).hasMessageContaining("radius");
        assertThatThrownBy(() -> CrowdConfig.defaults().withStuckTime(0f)).hasMessageContaining("stuckTime");
    }

    @Test
    void removedAgentsDropTheirLateAnswersAndIdsAreReused() {
        planner.hold = true;
        AgentCrowd c = new AgentCrowd(open, planner, noPeriodic, 1);
        int a = c.add(AgentType.walker(), 1f, 0f, 1f);
        c.setTarget(a, 10f, 0f, 10f);
        c.remove(a);
        int b = c.add(AgentType.walker(), 5f, 0f, 5f);
        assertThat(b).isEqualTo(a);
        planner.deliverAll();
        c.step(DT);
        assertThat(c.path(b)).isNull();
        assertThat(c.state(b)).isEqualTo(AgentState.IDLE);
        assertThat(c.size()).isEqualTo(1);
    }
}
