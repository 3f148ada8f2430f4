package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;

/**
 * Small crowd scenarios under ORCA avoidance, with straight-line paths (a path service for the corridor): pass or fail on arrival,
 * stuck agents and the closest approach of two agents (radius 0.5 each, so 1.0 is touching).
 */
class OrcaCrowdTest {
    private static final float DT = 1f / 60f;
    private final ScriptedPlanner planner = new ScriptedPlanner();

    /** What a run saw: the closest approach of any two agents and whether all of them arrived. */
    private record Outcome(float closest, boolean allArrived, int stuck, double seconds) {
    }

    private static Outcome run(AgentCrowd c, float maxSeconds) {
        float closest = Float.MAX_VALUE;
        int n = c.idLimit();
        boolean all = false;
        while (c.time() < maxSeconds) {
            c.awaitAnswers(2_000_000_000L);
            c.step(DT);
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    closest = Math.min(closest, (float) Math.hypot(c.x(i) - c.x(j), c.z(i) - c.z(j)));
                }
            }
            all = true;
            for (int i = 0; i < n; i++) {
                all &= c.arrivals(i) > 0;
            }
            if (all) {
                break;
            }
        }
        return new Outcome(closest, all, c.count(AgentState.STUCK), c.time());
    }

    /** A flat rectangle [-hx, hx] x [-hz, hz] of 1 m cells centred on the origin, so mirrored points are exact. */
    static NavMesh centredGrid(int hx, int hz) {
        return TestMeshes.gridAt(-hx, -hz, 2 * hx, 2 * hz, 1f, 0f);
    }

    /** The default configuration with ORCA avoidance. */
    private static final CrowdConfig ORCA = CrowdConfig.defaults().withAvoidance(AvoidanceMode.ORCA);

    @Test
    void orcaIsSelectedByTheConfigAndIsTheDefault() {
        assertThat(CrowdConfig.defaults().avoidance()).isEqualTo(AvoidanceMode.ORCA);
        assertThat(ORCA.avoidance()).isEqualTo(AvoidanceMode.ORCA);
        assertThat(LocalAvoidance.of(centredGrid(2, 2), ORCA)).isInstanceOf(OrcaAvoidance.class);
        assertThat(LocalAvoidance.of(centredGrid(2, 2), CrowdConfig.defaults())).isInstanceOf(OrcaAvoidance.class);
        assertThat(LocalAvoidance.of(centredGrid(2, 2), ORCA.withAvoidance(AvoidanceMode.SEPARATION)))
                .isInstanceOf(SeparationAvoidance.class);
    }

    @Test
    void anExactlySymmetricHeadOnPairPassesWithoutTouching() {
        AgentCrowd c = new AgentCrowd(centredGrid(15, 5), planner, ORCA, 1);
        int a = c.add(AgentType.walker(), -12f, 0f, 0f);
        int b = c.add(AgentType.walker(), 12f, 0f, 0f);
        c.setTarget(a, 12f, 0f, 0f);
        c.setTarget(b, -12f, 0f, 0f);
        Outcome o = run(c, 30f);
        assertThat(o.allArrived()).isTrue();
        assertThat(o.closest()).isGreaterThanOrEqualTo(0.95f);
    }

    @Test
    void withoutAvoidanceTheSamePairWalksThroughEachOther() {
        CrowdConfig off = ORCA.withAvoidance(AvoidanceMode.OFF);
        AgentCrowd c = new AgentCrowd(centredGrid(15, 5), planner, off, 1);
        int a = c.add(AgentType.walker(), -12f, 0f, 0f);
        int b = c.add(AgentType.walker(), 12f, 0f, 0f);
        c.setTarget(a, 12f, 0f, 0f);
        c.setTarget(b, -12f, 0f, 0f);
        assertThat(run(c, 30f).closest()).isLessThan(0.1f);
    }

    @Test
    void aCircleOf16SwapsWithoutOverlapOrStuckAgents() {
        AgentCrowd c = new AgentCrowd(centredGrid(15, 15), planner, ORCA, 1);
        int n = 16;
        float r = 10f;
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n;
            c.add(AgentType.walker(), (float) (r * Math.cos(a)), 0f, (float) (r * Math.sin(a)));
        }
        for (int k = 0; k < n; k++) {
            double a = 2 * Math.PI * k / n + Math.PI;
            c.setTarget(k, (float) (r * Math.cos(a)), 0f, (float) (r * Math.sin(a)));
        }
        Outcome o = run(c, 40f);
        assertThat(o.allArrived()).as("all arrived by %s s", o.seconds()).isTrue();
        assertThat(o.stuck()).isZero();
        assertThat(o.closest()).isGreaterThanOrEqualTo(0.9f); // no overlapping pair as the crowd README counts them
        assertThat(o.seconds()).isLessThan(20.0); // 20 m at 3.5 m/s is under 6 s alone
    }

    @Test
    void twoGroupsSwapThroughACorridor() {
        // Rooms x in [0, 12] and [28, 40], z in [0, 12], joined by a corridor z in [4, 8].
        int nx = 40, nz = 12;
        java.util.List<Integer> holes = new java.util.ArrayList<>();
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 12; ix < 28; ix++) {
                if (iz < 4 || iz >= 8) {
                    holes.add(ix + iz * nx);
                }
            }
        }
        NavMesh mesh = TestMeshes.grid(nx, nz, 1f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), ORCA, 1);
            swapThroughCorridor(c);
        }
    }

    private static void swapThroughCorridor(AgentCrowd c) {
        float[][] starts = {{3f, 5f}, {3f, 7f}, {5f, 5f}, {5f, 7f}, {37f, 5f}, {37f, 7f}, {35f, 5f}, {35f, 7f}};
        for (float[] p : starts) {
            c.add(AgentType.walker(), p[0], 0f, p[1]);
        }
        for (int k = 0; k < starts.length; k++) {
            c.setTarget(k, 40f - starts[k][0], 0f, starts[k][1]); // the mirror point in the other room
        }
        Outcome o = run(c, 60f);
        for (int k = 0; k < starts.length; k++) {
            System.out.println(k + " " + c.state(k) + " " + c.x(k) + " " + c.z(k));
        }
        assertThat(o.allArrived()).as("all arrived by %s s", o.seconds()).isTrue();
        assertThat(o.stuck()).isZero();
        assertThat(o.closest()).isGreaterThanOrEqualTo(0.9f);
    }

    @Test
    void aCrowdQueuesThroughAOneAgentDoorway() {
        // A room 16 x 10 m of 0.5 m cells for the agents' centres, split at x in [8, 8.5) by a wall with one
        // doorway cell z in [5, 5.5): one agent at a time. 36 agents west of it, in a 6 x 6 block, go east.
        int nx = 32, nz = 20;
        java.util.List<Integer> holes = new java.util.ArrayList<>();
        for (int iz = 0; iz < nz; iz++) {
            if (iz != 10) {
                holes.add(16 + iz * nx);
            }
        }
        NavMesh mesh = TestMeshes.grid(nx, nz, 0.5f, 0f, holes.stream().mapToInt(Integer::intValue).toArray());
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), ORCA, 1);
            int n = 0;
            for (int col = 0; col < 6; col++) {
                for (int row = 0; row < 6; row++) {
                    c.add(AgentType.walker(), 1f + 1.2f * col, 0f, 2f + 1.2f * row);
                    n++;
                }
            }
            for (int k = 0; k < n; k++) {
                c.setTarget(k, 16f - c.x(k), 0f, c.z(k)); // the mirror block east of the wall
            }
            Outcome o = run(c, 90f);
            assertThat(o.allArrived()).as("all arrived by %s s", o.seconds()).isTrue();
            assertThat(o.stuck()).isZero();
            assertThat(o.closest()).isGreaterThanOrEqualTo(0.7f); // the leader squeezes past at the door
        }
    }

    @Test
    void theLessImportantAgentGivesWay() {
        AgentCrowd c = new AgentCrowd(centredGrid(15, 5), planner, ORCA, 1);
        int vip = c.add(AgentType.walker(), -12f, 0f, 0f);
        int other = c.add(AgentType.walker(), 12f, 0f, 0f);
        c.setPriority(vip, 0);
        c.setPriority(other, 99);
        c.setTarget(vip, 12f, 0f, 0f);
        c.setTarget(other, -12f, 0f, 0f);
        float vipSide = 0f, otherSide = 0f, closest = Float.MAX_VALUE;
        for (int s = 0; s < 60 * 12; s++) {
            c.step(DT);
            vipSide = Math.max(vipSide, Math.abs(c.z(vip)));
            otherSide = Math.max(otherSide, Math.abs(c.z(other)));
            closest = Math.min(closest, (float) Math.hypot(c.x(vip) - c.x(other), c.z(vip) - c.z(other)));
        }
        assertThat(c.priority(vip)).isZero();
        assertThat(c.arrivals(vip)).isEqualTo(1);
        assertThat(c.arrivals(other)).isEqualTo(1);
        assertThat(closest).isGreaterThanOrEqualTo(0.95f);
        assertThat(otherSide).isGreaterThan(0.5f);
        assertThat(vipSide).isLessThan(otherSide / 3f);
    }

    @Test
    void anArrivedAgentStaysPutWhileOthersWalkBy() {
        AgentCrowd c = new AgentCrowd(centredGrid(15, 5), planner, ORCA, 1);
        int stander = c.add(AgentType.walker(), 0f, 0f, 0f);
        c.setTarget(stander, 0f, 0f, 0f);
        for (int s = 0; s < 30; s++) {
            c.step(DT);
        }
        assertThat(c.state(stander)).isEqualTo(AgentState.ARRIVED);
        float x0 = c.x(stander), z0 = c.z(stander);
        int east = c.add(AgentType.walker(), -12f, 0f, 2f);
        int west = c.add(AgentType.walker(), 12f, 0f, -2f);
        c.setTarget(east, 12f, 0f, 2f);
        c.setTarget(west, -12f, 0f, -2f);
        float moved = 0f;
        for (int s = 0; s < 60 * 12; s++) {
            c.step(DT);
            moved = Math.max(moved, (float) Math.hypot(c.x(stander) - x0, c.z(stander) - z0));
        }
        assertThat(c.arrivals(east)).isEqualTo(1);
        assertThat(c.arrivals(west)).isEqualTo(1);
        assertThat(moved).isLessThan(0.01f); // no jitter
    }

    @Test
    void anArrivedAgentInANarrowPassageStepsAsideAndReturns() {
        // A passage 2 m wide for the agents' centres: the walker gets by only when the stander makes room.
        AgentCrowd c = new AgentCrowd(centredGrid(15, 1), planner, ORCA, 1);
        int stander = c.add(AgentType.walker(), 0f, 0f, 0f);
        c.setTarget(stander, 0f, 0f, 0f);
        for (int s = 0; s < 30; s++) {
            c.step(DT);
        }
        int walker = c.add(AgentType.walker(), -12f, 0f, 0f);
        c.setTarget(walker, 12f, 0f, 0f);
        float moved = 0f, closest = Float.MAX_VALUE;
        for (int s = 0; s < 60 * 20; s++) {
            c.step(DT);
            moved = Math.max(moved, (float) Math.hypot(c.x(stander), c.z(stander)));
            closest = Math.min(closest, (float) Math.hypot(c.x(stander) - c.x(walker), c.z(stander) - c.z(walker)));
        }
        assertThat(c.arrivals(walker)).isEqualTo(1);
        assertThat(moved).isGreaterThan(0.1f); // it gave way
        assertThat(closest).isGreaterThan(0.9f);
        assertThat((float) Math.hypot(c.x(stander), c.z(stander))).isLessThanOrEqualTo(0.3f); // and came back
    }

    @Test
    void aStandingAgentCanBeAStaticObstacle() {
        CrowdConfig cfg = ORCA.withOrca(6f, 10, 2f, 0.5f, false);
        AgentCrowd c = new AgentCrowd(centredGrid(15, 5), planner, cfg, 1);
        int stander = c.add(AgentType.walker(), 0f, 0f, 0f);
        int walker = c.add(AgentType.walker(), -12f, 0f, 0f);
        c.setTarget(walker, 12f, 0f, 0f);
        Outcome o = run(c, 15f);
        assertThat(c.arrivals(walker)).isEqualTo(1);
        assertThat(o.closest()).isGreaterThanOrEqualTo(0.95f);
        assertThat((float) Math.hypot(c.x(stander), c.z(stander))).isLessThan(0.01f); // never moved
        assertThat(c.state(stander)).isEqualTo(AgentState.IDLE);
    }

    @Test
    void priorityIsValidated() {
        AgentCrowd c = new AgentCrowd(centredGrid(5, 5), planner, ORCA, 1);
        int a = c.add(AgentType.walker(), 0f, 0f, 0f);
        assertThat(c.priority(a)).isEqualTo(50);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> c.setPriority(a, 100))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[0, 99]");
    }
}
