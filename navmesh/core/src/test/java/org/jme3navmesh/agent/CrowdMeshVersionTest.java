package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;

/**
 * A crowd that follows the versions of a {@link DynamicNavMesh} ({@link AgentCrowd#setNavMesh}): agents re-plan
 * round a crate dropped on their path, step out of a new obstacle's footprint, and stop short of a corridor an
 * obstacle closes, going on when it is removed. Paths come from a real {@link PathService}.
 */
class CrowdMeshVersionTest {
    private static final float DT = 1f / 60f;
    private static final float R = 0.4f;
    private final CrowdConfig config = CrowdConfig.defaults().withReplanInterval(0f);

    /** A crowd on a dynamic mesh, with paths from a real path service answering on the calling thread. */
    private record World(NavMesh baked, DynamicNavMesh dyn, PathService service, AgentCrowd crowd) implements AutoCloseable {
        World(NavMesh baked, CrowdConfig config, long seed) {
            this(baked, new DynamicNavMesh(baked, R), new PathService(baked, 1, Runnable::run), config, seed);
        }

        private World(NavMesh baked, DynamicNavMesh dyn, PathService service, CrowdConfig config, long seed) {
            this(baked, dyn, service, new AgentCrowd(baked, new PathServicePlanner(service), config, seed));
        }

        @Override
        public void close() {
            service.close();
        }
    }

    private static void publish(AgentCrowd crowd, DynamicNavMesh dyn) {
        MeshUpdate u = dyn.update(1000);
        assertThat(u.pending()).isZero();
        crowd.setNavMesh(u.mesh(), u.changedTriangles());
    }

    private static void step(AgentCrowd crowd) {
        crowd.awaitAnswers(2_000_000_000L);
        crowd.step(DT);
    }

    /** True when a point of the segment from waypoint k to k + 1 lies strictly inside the XZ box. */
    private static boolean segmentEnters(float[] w, int k, float minX, float maxX, float minZ, float maxZ) {
        for (int j = 0; j <= 200; j++) {
            float u = j / 200f;
            float x = w[3 * k] + u * (w[3 * k + 3] - w[3 * k]);
            float z = w[3 * k + 2] + u * (w[3 * k + 5] - w[3 * k + 2]);
            if (x > minX && x < maxX && z > minZ && z < maxZ) {
                return true;
            }
        }
        return false;
    }

    /**
     * Agent a's path keeps out of the footprint of the 2 m crate at (10, 10) grown by the radius, and the agent
     * arrives without entering the crate.
     */
    private static void assertGoesRoundTheCrateAndArrives(AgentCrowd crowd, int a) {
        float[] w = crowd.path(a).waypoints();
        float grown = 1f + R - 0.01f;
        for (int k = 0; k + 1 < w.length / 3; k++) {
            assertThat(segmentEnters(w, k, 10f - grown, 10f + grown, 10f - grown, 10f + grown))
                    .as("segment %d of the new path crosses the crate's footprint", k).isFalse();
        }
        for (int k = 0; k < 1200 && crowd.state(a) != AgentState.ARRIVED; k++) {
            step(crowd);
            assertThat(Math.abs(crowd.x(a) - 10f) < 1f && Math.abs(crowd.z(a) - 10f) < 1f)
                    .as("agent inside the crate at (%s, %s)", crowd.x(a), crowd.z(a)).isFalse();
        }
        assertThat(crowd.state(a)).isEqualTo(AgentState.ARRIVED);
    }

    @Test
    void aCrateDroppedOnThePathMakesTheAgentReplanAroundItAndArrive() {
        NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
        try (World world = new World(open, config, 3)) {
            DynamicNavMesh dyn = world.dyn();
            AgentCrowd crowd = world.crowd();
            int a = crowd.add(AgentType.walker(), 2f, 0f, 10f);
            crowd.setTarget(a, 18f, 0f, 10f);
            for (int k = 0; k < 30; k++) {
                step(crowd);
            }
            assertThat(crowd.path(a)).isNotNull();
            long requests = crowd.pathRequests();
            // A 2 m crate (1 m half extents) across the straight line, well ahead of the agent.
            dyn.add(ObstacleShape.box(10f, 0.5f, 10f, 1f, 0.5f, 1f, 0f));
            publish(crowd, dyn);
            step(crowd);
            assertThat(crowd.mesh()).isSameAs(dyn.current());
            assertThat(crowd.pathRequests()).isGreaterThan(requests);
            step(crowd);
            assertGoesRoundTheCrateAndArrives(crowd, a);
        }
    }

    /**
     * The world baked again with other triangles (a 0.5 m grid instead of 1 m, the same area): the crate standing
     * on the first mesh is carried over ({@link DynamicNavMesh#rebase}), every triangle id is listed as changed,
     * so the agent, whose corridor named the old ids, plans again on the new mesh, round the crate, and arrives.
     */
    @Test
    void aRebaseOntoAMeshWithOtherTrianglesMakesTheAgentReplanRoundTheCrateAndArrive() {
        NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
        try (World world = new World(open, config, 5)) {
            DynamicNavMesh dyn = world.dyn();
            AgentCrowd crowd = world.crowd();
            int a = crowd.add(AgentType.walker(), 2f, 0f, 10f);
            crowd.setTarget(a, 18f, 0f, 10f);
            dyn.add(ObstacleShape.box(10f, 0.5f, 10f, 1f, 0.5f, 1f, 0f));
            publish(crowd, dyn);
            for (int k = 0; k < 30; k++) {
                step(crowd);
            }
            assertThat(crowd.path(a)).isNotNull();
            long requests = crowd.pathRequests();
            MeshUpdate u = dyn.rebase(TestMeshes.grid(40, 40, 0.5f, 0f));
            assertThat(u.mesh().triangleCount()).isGreaterThan(open.triangleCount());
            crowd.setNavMesh(u.mesh(), u.changedTriangles());
            step(crowd);
            step(crowd);
            assertThat(crowd.mesh()).isSameAs(dyn.current());
            assertThat(crowd.pathRequests()).as("planned again on the new mesh").isGreaterThan(requests);
            assertGoesRoundTheCrateAndArrives(crowd, a);
        }
    }

    @Test
    void anAgentInsideANewObstaclesFootprintEndsUpOutsideIt() {
        NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
        try (World world = new World(open, config, 3)) {
            DynamicNavMesh dyn = world.dyn();
            AgentCrowd crowd = world.crowd();
            int a = crowd.add(AgentType.walker(), 10f, 0f, 10f);
            int far = crowd.add(AgentType.walker(), 3f, 0f, 3f);
            int farTri = crowd.triangle(far);
            dyn.add(ObstacleShape.cylinder(10.2f, -0.5f, 10.1f, 0.6f, 2f));
            publish(crowd, dyn);
            step(crowd);
            NavMesh m = crowd.mesh();
            assertThat(m).isSameAs(dyn.current());
            assertThat(Math.hypot(crowd.x(a) - 10.2f, crowd.z(a) - 10.1f)).isGreaterThanOrEqualTo(0.6f + R - 0.05f);
            assertThat(m.containsXZ(crowd.triangle(a), crowd.x(a), crowd.z(a))).isTrue();
            assertThat(crowd.triangle(far)).isEqualTo(farTri); // untouched triangles keep their ids
            assertThat(crowd.x(far)).isEqualTo(3f);
        }
    }

    @Test
    void aCorridorClosedByAnObstacleStopsAgentsUnreachableAndTheyGoOnWhenItIsRemoved() {
        NavMesh strip = TestMeshes.grid(20, 4, 1f, 0f);
        try (World world = new World(strip, config, 5)) {
            DynamicNavMesh dyn = world.dyn();
            AgentCrowd crowd = world.crowd();
            int a = crowd.add(AgentType.walker(), 1.5f, 0f, 2f);
            int b = crowd.add(AgentType.walker(), 2.5f, 0f, 1f);
            crowd.setTarget(a, 18.5f, 0f, 2f);
            crowd.setTarget(b, 18.5f, 0f, 3f);
            for (int k = 0; k < 20; k++) {
                step(crowd);
            }
            // A gate across the whole strip at x = 10.
            ObstacleHandle gate = dyn.add(ObstacleShape.box(10f, 1f, 2f, 0.3f, 1f, 3f, 0f));
            publish(crowd, dyn);
            for (int k = 0; k < 900; k++) {
                step(crowd);
                for (int i : new int[] {a, b}) {
                    assertThat(crowd.x(i)).as("agent %d pushed through the closed gate", i).isLessThan(10f - 0.3f);
                }
            }
            for (int i : new int[] {a, b}) {
                assertThat(crowd.state(i)).isEqualTo(AgentState.UNREACHABLE);
                assertThat(crowd.x(i)).isGreaterThan(8.5f); // walked up to the gate
            }
            dyn.remove(gate);
            publish(crowd, dyn);
            assertThat(dyn.current().triangleCount()).isEqualTo(strip.triangleCount());
            for (int k = 0; k < 900 && (crowd.state(a) != AgentState.ARRIVED || crowd.state(b) != AgentState.ARRIVED); k++) {
                step(crowd);
            }
            assertThat(crowd.state(a)).isEqualTo(AgentState.ARRIVED);
            assertThat(crowd.state(b)).isEqualTo(AgentState.ARRIVED);
            assertThat(crowd.x(a)).isGreaterThan(17.5f);
        }
    }

    @Test
    void aRequestInFlightOnTheOldVersionIsReissuedAndItsAnswerDropped() {
        NavMesh open = TestMeshes.grid(20, 20, 1f, 0f);
        DynamicNavMesh dyn = new DynamicNavMesh(open, R);
        CrowdStepAllocationTest.HeldPlanner planner = new CrowdStepAllocationTest.HeldPlanner();
        AgentCrowd crowd = new AgentCrowd(open, planner, config, 3);
        int a = crowd.add(AgentType.walker(), 2f, 0f, 2f);
        crowd.setTarget(a, 18f, 0f, 2f);
        assertThat(planner.count).isEqualTo(1);
        long oldTicket = planner.ticket[0];
        dyn.add(ObstacleShape.cylinder(15f, -0.5f, 15f, 0.5f, 2f)); // far from the agent and its target
        publish(crowd, dyn);
        crowd.step(DT);
        assertThat(planner.count).isEqualTo(2); // re-issued on the new version
        assertThat(planner.ticket[1]).isGreaterThan(oldTicket);
        PathPlanner.Sink sink = planner.sink;
        sink.accept(new PathPlan(a, oldTicket, PathPlan.Status.FOUND, new float[] {2f, 0f, 2f, 18f, 0f, 2f},
                new int[0], 16f, 0.01, null));
        crowd.step(DT);
        assertThat(crowd.path(a)).isNull(); // the answer computed on the old version was dropped
        assertThat(crowd.isWaitingForPath(a)).isTrue();
    }
}
