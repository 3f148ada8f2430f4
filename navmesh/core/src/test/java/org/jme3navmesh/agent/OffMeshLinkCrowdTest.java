package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;

/** Agents crossing off-mesh links: timed motion, callbacks, manual completion, capacity, disabled links. */
class OffMeshLinkCrowdTest {
    private static final float DT = 1f / 60f;
    private static final OffMeshLink DROP = OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2f, 6.2f, 0f, 2f);

    /** Steps the crowd for at most the given seconds, answers awaited before each step; calls each after a step. */
    private static void run(AgentCrowd c, float seconds, Runnable each) {
        for (int k = 0; k < Math.round(seconds / DT); k++) {
            c.awaitAnswers(1_000_000_000L);
            c.step(DT);
            each.run();
        }
    }

    private static AgentCrowd crowd(NavMesh m, PathService service) {
        return new AgentCrowd(m, new PathServicePlanner(service), CrowdConfig.defaults(), 7);
    }

    @Test
    void anAgentDropsDownTheLedgeOnABallisticArcAndWalksOn() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(m, service);
            List<String> events = new ArrayList<>();
            c.links().setListener(new CrowdLinks.LinkListener() {
                @Override
                public void entered(AgentCrowd crowd, int agent, int link) {
                    events.add("enter " + agent + " " + link + " at " + crowd.x(agent));
                }

                @Override
                public void exited(AgentCrowd crowd, int agent, int link) {
                    events.add("exit " + agent + " " + link + " at " + crowd.x(agent));
                }
            });
            int a = c.add(AgentType.walker(), 1f, 2f, 2f);
            c.setTarget(a, 9f, 0f, 2f);
            float[] maxY = {0f};
            int[] onLinkSteps = {0};
            run(c, 10f, () -> {
                if (c.links().isOnLink(a)) {
                    onLinkSteps[0]++;
                    maxY[0] = Math.max(maxY[0], c.y(a));
                    assertThat(c.links().currentLink(a)).isZero();
                    assertThat(c.x(a)).isBetween(3.5f, 6.2f);
                }
            });
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
            assertThat(events).hasSize(2);
            assertThat(events.get(0)).startsWith("enter 0 0 at 3.");
            assertThat(events.get(1)).isEqualTo("exit 0 0 at 6.2");
            // an arc: it rises above the ledge before falling 2 m; the fall takes about 0.8 s
            assertThat(maxY[0]).isGreaterThan(2.05f).isLessThanOrEqualTo(2f + LinkMotion.DROP_APEX + 1e-3f);
            assertThat(onLinkSteps[0] * DT).isBetween(0.6f, 1.0f);
            assertThat(c.links().occupancy(0)).isZero();
        }
    }

    @Test
    void aOneWayDropIsNeverClimbed() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(m, service);
            int a = c.add(AgentType.walker(), 9f, 0f, 2f);
            c.setTarget(a, 1f, 2f, 2f);
            run(c, 5f, () -> assertThat(c.links().isOnLink(a)).isFalse());
            assertThat(c.state(a)).isEqualTo(AgentState.UNREACHABLE);
            assertThat(c.x(a)).isGreaterThanOrEqualTo(6f);
        }
    }

    @Test
    void anAgentTypeBarredFromDropsStaysOnTheLedge() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            PathServicePlanner planner = new PathServicePlanner(service);
            AgentType heavy = AgentType.heavy();
            planner.setLinkMask(heavy, ~LinkKind.DROP.flag());
            AgentCrowd c = new AgentCrowd(m, planner, CrowdConfig.defaults(), 7);
            int h = c.add(heavy, 1f, 2f, 1f);
            int w = c.add(AgentType.walker(), 1f, 2f, 3f);
            c.setTarget(h, 9f, 0f, 1f);
            c.setTarget(w, 9f, 0f, 3f);
            run(c, 10f, () -> assertThat(c.links().isOnLink(h)).isFalse());
            assertThat(c.state(h)).isEqualTo(AgentState.UNREACHABLE);
            assertThat(c.y(h)).isEqualTo(2f);
            assertThat(c.state(w)).isEqualTo(AgentState.ARRIVED);
        }
    }

    @Test
    void withoutAutoTraverseTheAgentWaitsOnTheLinkUntilCompleteLink() {
        NavMesh m = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(m, service);
            int a = c.add(AgentType.walker(), 1f, 2f, 2f);
            c.links().setAutoTraverse(a, false);
            assertThat(c.links().isAutoTraverse(a)).isFalse();
            c.setTarget(a, 9f, 0f, 2f);
            run(c, 5f, () -> { });
            assertThat(c.links().isOnLink(a)).isTrue();
            assertThat(c.y(a)).isEqualTo(2f);
            assertThat(c.x(a)).isBetween(3.5f, 3.95f);
            assertThat(c.links().completeLink(a)).isTrue();
            assertThat(c.x(a)).isEqualTo(6.2f);
            assertThat(c.y(a)).isEqualTo(0f);
            run(c, 3f, () -> { });
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
            assertThat(c.links().completeLink(a)).isFalse();
        }
    }

    @Test
    void aLadderTakesOneAgentAtATimeAndTheOthersWaitBesideIt() {
        // Lower floor x in [0, 8] at y = 0, upper floor x in [10, 14] at y = 3; a ladder between them.
        NavMesh base = LinkTestMeshes.platforms(8, 8, new float[] {0f, 10f}, new float[] {0f, 3f});
        NavMesh m = base.withLinks(List.of(OffMeshLink.of("ladder", LinkKind.LADDER, 7.8f, 0f, 4f, 10.2f, 3f, 4f)));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(m, service);
            int[] agents = new int[4];
            for (int k = 0; k < agents.length; k++) {
                agents[k] = c.add(AgentType.walker(), 1f, 0f, 1f + 2f * k);
                c.setTarget(agents[k], 13f, 3f, 4f);
            }
            int[] maxOn = {0};
            boolean[] waited = {false};
            int[] waitingSteps = new int[agents.length];
            run(c, 40f, () -> {
                int on = 0;
                for (int a : agents) {
                    on += c.links().isOnLink(a) ? 1 : 0;
                    waitingSteps[a] = c.links().isWaiting(a) ? waitingSteps[a] + 1 : 0;
                    if (waitingSteps[a] * DT > 1f) {
                        // after a second of waiting it stands beside the entry, off the link's line
                        waited[0] = true;
                        assertThat(Math.abs(c.z(a) - 4f)).isGreaterThan(0.5f);
                    }
                }
                maxOn[0] = Math.max(maxOn[0], on);
                assertThat(c.links().occupancy(0)).isEqualTo(on);
            });
            assertThat(maxOn[0]).isEqualTo(1);
            assertThat(waited[0]).isTrue();
            for (int a : agents) {
                assertThat(c.state(a)).as("agent %d", a).isEqualTo(AgentState.ARRIVED);
                assertThat(c.y(a)).isEqualTo(3f);
            }
        }
    }

    @Test
    void disablingALinkMakesTheAgentsThatPlannedThroughItReplan() {
        // A U round a wall of holes in column 3; a teleport across the wall is the short way.
        int[] holes = {3, 10, 17, 24};
        NavMesh m = TestMeshes.grid(7, 5, 1f, 0f, holes)
                .withLinks(List.of(OffMeshLink.of("tp", LinkKind.TELEPORT, 2.5f, 0f, 0.5f, 4.5f, 0f, 0.5f)));
        try (PathService service = new PathService(m, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(m, service);
            int a = c.add(AgentType.walker(), 0.5f, 0f, 0.5f);
            c.setTarget(a, 6.5f, 0f, 0.5f);
            run(c, 2f * DT, () -> { });
            assertThat(c.path(a).linkSteps()).isNotNull();
            long requests = c.pathRequests();
            m.links().setEnabled(0, false);
            boolean[] used = {false};
            run(c, 10f, () -> used[0] |= c.links().isOnLink(a));
            assertThat(c.pathRequests()).isGreaterThan(requests);
            assertThat(used[0]).isFalse();
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
            assertThat(c.z(a)).isLessThan(1f);
            m.links().setEnabled(0, true);
        }
    }
}
