package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.LinkTestMeshes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.Test;

/**
 * Off-mesh links across mesh versions ({@link AgentCrowd#setNavMesh}): the crowd takes each new version's links, so
 * links added by a version are used, and an agent on a link while the mesh changes goes on along it and lands on
 * the new version's exit triangle.
 */
class CrowdLinkVersionsTest {
    private static final float DT = 1f / 60f;
    /** Down the ledge of {@link LinkTestMeshes#ledge()}, landing inside the cell x in [6, 7], z in [2, 3]. */
    private static final OffMeshLink DROP = OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 2f, 2.5f, 6.2f, 0f, 2.5f);

    private static void step(AgentCrowd c) {
        c.awaitAnswers(1_000_000_000L);
        c.step(DT);
    }

    private static AgentCrowd crowd(NavMesh m, PathService service) {
        return new AgentCrowd(m, new PathServicePlanner(service), CrowdConfig.defaults().withReplanInterval(0f), 7);
    }

    /** Adds an agent on the upper platform sent to the lower one and steps until it is on the drop; its id. */
    private static int onTheDrop(AgentCrowd c) {
        int a = c.add(AgentType.walker(), 1f, 2f, 2.5f);
        c.setTarget(a, 9f, 0f, 2.5f);
        for (int k = 0; k < 600 && !c.links().isOnLink(a); k++) {
            step(c);
        }
        assertThat(c.links().isOnLink(a)).isTrue();
        return a;
    }

    @Test
    void linksThatANewVersionBringsAreUsed() {
        NavMesh bare = LinkTestMeshes.ledge();
        NavMesh linked = bare.withLinks(List.of(DROP));
        try (PathService service = new PathService(bare, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(bare, service);
            List<String> events = new ArrayList<>();
            c.links().setListener(new CrowdLinks.LinkListener() {
                @Override
                public void entered(AgentCrowd crowd, int agent, int link) {
                    events.add("enter " + link);
                }

                @Override
                public void exited(AgentCrowd crowd, int agent, int link) {
                    events.add("exit " + link);
                }
            });
            int a = c.add(AgentType.walker(), 1f, 2f, 2.5f);
            c.setTarget(a, 9f, 0f, 2.5f);
            for (int k = 0; k < 30; k++) {
                step(c);
            }
            assertThat(c.state(a)).as("the platforms are apart without the link").isEqualTo(AgentState.UNREACHABLE);

            c.setNavMesh(linked, new int[0]);
            for (int k = 0; k < 900 && c.state(a) != AgentState.ARRIVED; k++) {
                step(c);
            }
            assertThat(c.links().links()).isSameAs(linked.links());
            assertThat(events).containsExactly("enter 0", "exit 0");
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        }
    }

    @Test
    void anAgentOnALinkWhileTheMeshChangesLandsOnTheNewVersionsExitTriangle() {
        NavMesh baked = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        DynamicNavMesh dyn = new DynamicNavMesh(baked, 0.4f);
        try (PathService service = new PathService(baked, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(baked, service);
            int a = onTheDrop(c);
            int oldExit = baked.links().triangle(0, 1);

            // A crate near the landing: it cuts the triangle under the link's exit (not the exit point itself).
            dyn.add(ObstacleShape.cylinder(7f, 0f, 3.5f, 0.3f, 1f));
            MeshUpdate u = dyn.update(1000);
            NavMesh next = u.mesh();
            int newExit = next.links().triangle(0, 1);
            assertThat(newExit).as("the exit's triangle was carved into pieces").isNotEqualTo(oldExit);
            c.setNavMesh(next, u.changedTriangles());
            step(c);

            assertThat(c.links().links()).isSameAs(next.links());
            assertThat(c.links().isOnLink(a)).as("the agent goes on along the link").isTrue();
            assertThat(c.links().currentLink(a)).isZero();
            assertThat(c.links().occupancy(0)).isEqualTo(1);
            for (int k = 0; k < 120 && c.links().isOnLink(a); k++) {
                step(c);
            }
            assertThat(c.links().isOnLink(a)).isFalse();
            assertThat(c.triangle(a)).isEqualTo(newExit);
            assertThat(c.links().occupancy(0)).isZero();
            for (int k = 0; k < 600 && c.state(a) != AgentState.ARRIVED; k++) {
                step(c);
            }
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        }
    }

    @Test
    void anAgentOnALinkThatTheNewVersionDropsLandsAtItsExitAtOnce() {
        NavMesh baked = LinkTestMeshes.ledge().withLinks(List.of(DROP));
        NavMesh without = LinkTestMeshes.ledge();
        try (PathService service = new PathService(baked, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = crowd(baked, service);
            int a = onTheDrop(c);
            c.setNavMesh(without, new int[0]);
            step(c);
            assertThat(c.links().isOnLink(a)).isFalse();
            assertThat(c.y(a)).isLessThan(0.5f);
            assertThat(c.x(a)).isGreaterThan(6f);
            for (int k = 0; k < 600 && c.state(a) != AgentState.ARRIVED; k++) {
                step(c);
            }
            assertThat(c.state(a)).isEqualTo(AgentState.ARRIVED);
        }
    }
}
