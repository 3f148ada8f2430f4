package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.asset.DesktopAssetManager;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.agent.AgentType;
import org.jme3navmesh.agent.CrowdConfig;
import org.jme3navmesh.agent.CrowdLinks;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The built-in level's ledges, on its baked navmesh with the links tagged in the scene: an agent sent from the ground
 * on the demo's ledge tour ({@link CrowdCourse#LEDGE_TOUR}) climbs the ladder, jumps the gap and drops down the step, then takes
 * the drop-off to the ground and walks back; a second one comes down the ladder. Headless, with the crowd and a path service the way the demo runs them.
 */
class LedgeLinksOnLevelTest {
    private static final float DT = 1f / 60f;
    private static final float G = LevelLayout.GROUND, TOP = G + CrowdCourse.LEDGE_HEIGHT, Z = CrowdCourse.LEDGE_Z;
    private static NavMesh mesh;

    @BeforeAll
    static void bake() throws Exception {
        mesh = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false).mesh();
    }

    /** Runs the crowd until the agent arrives (at most the given seconds). */
    private static void walk(AgentCrowd crowd, int agent, float seconds) {
        for (int k = 0; k < Math.round(seconds / DT) && crowd.state(agent) != AgentState.ARRIVED; k++) {
            crowd.awaitAnswers(2_000_000_000L);
            crowd.step(DT);
        }
    }

    @Test
    void anAgentClimbsJumpsAndDropsAlongTheLedgesAndTheOtherComesDownTheLadder() {
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd crowd = new AgentCrowd(mesh, new PathServicePlanner(service), CrowdConfig.defaults(), 5);
            List<String> entered = new ArrayList<>();
            List<String> exited = new ArrayList<>();
            crowd.links().setListener(new CrowdLinks.LinkListener() {
                @Override
                public void entered(AgentCrowd c, int agent, int link) {
                    entered.add(agent + " " + c.links().links().link(link).name());
                }

                @Override
                public void exited(AgentCrowd c, int agent, int link) {
                    exited.add(agent + " " + c.links().links().link(link).name());
                }
            });
            // the demo's ledge tour: up the ladder, across the gap, down the step, then the drop-off to the ground
            AgentRounds tour = new AgentRounds();
            int a = crowd.add(AgentType.walker(), CrowdCourse.LEDGE_A_X0 - 3f, G, Z);
            tour.add(crowd, a, CrowdCourse.LEDGE_TOUR);
            walk(crowd, a, 60f);
            assertThat(crowd.state(a)).as("on the drop step").isEqualTo(AgentState.ARRIVED);
            assertThat(crowd.y(a)).isCloseTo(TOP - CrowdCourse.DROP, org.assertj.core.data.Offset.offset(0.3f));
            assertThat(entered).containsExactly(a + " ladder", a + " gap-jump", a + " step-drop");

            tour.update(crowd);
            walk(crowd, a, 30f);
            assertThat(crowd.state(a)).as("down on the ground").isEqualTo(AgentState.ARRIVED);
            assertThat(crowd.y(a)).isCloseTo(G, org.assertj.core.data.Offset.offset(0.3f));
            assertThat(entered).endsWith(a + " ledge-drop");
            tour.update(crowd);
            walk(crowd, a, 40f);
            assertThat(crowd.x(a)).as("back at the ladder's foot, along the ground").isLessThan(CrowdCourse.LEDGE_A_X0);
            assertThat(entered).hasSize(4);

            int b = crowd.add(AgentType.walker(), (CrowdCourse.LEDGE_A_X0 + CrowdCourse.LEDGE_A_X1) / 2, TOP, Z);
            crowd.setTarget(b, CrowdCourse.LEDGE_A_X0 - 3f, G, Z);
            walk(crowd, b, 30f);
            assertThat(crowd.state(b)).as("down the ladder").isEqualTo(AgentState.ARRIVED);
            assertThat(crowd.y(b)).isCloseTo(G, org.assertj.core.data.Offset.offset(0.3f));
            assertThat(entered).endsWith(b + " ladder");
            assertThat(exited).hasSameSizeAs(entered);
        }
    }
}
