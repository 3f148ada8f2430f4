package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.PathService;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link WallSideTurn}: a walker whose straight path along a wall runs into an agent that stands there and does not
 * give way ({@code standingGiveWay} false) goes round it on the open side, although ORCA's side bias turns it towards
 * the wall.
 */
class WallSideTurnTest {
    @ParameterizedTest
    @CsvSource({"0.5, 60", "0.45, 60", "0.3, 60", "0.0, 60", "0.3, 50", "0.0, 70"})
    void aWalkerGoesRoundAStanderByTheWallOnTheOpenSide(float standerZ, int stepsPerSecond) {
        // The floor spans x in [-2, 14], z in [-5, 1] (the agents' centres' mesh: its north edge is the wall). The
        // walker goes from (0, 0.45) to (12, 0.45), east along the wall; the stander at (5, standerZ) leaves less than
        // a walker's width between itself and the wall. Before this rule the walker's blocked velocity was turned
        // north, into the wall, and it stayed STUCK there at x of about 4.1 to 4.7 for the rest of the run.
        NavMesh mesh = TestMeshes.gridAt(-2f, -5f, 32, 12, 0.5f, 0f);
        CrowdConfig d = CrowdConfig.defaults();
        CrowdConfig cfg = d.withOrca(d.neighbourRange(), d.maxNeighbours(), d.timeHorizon(), d.wallTimeHorizon(), false);
        try (PathService service = new PathService(mesh, 1, new HandoverClock(Runnable::run))) {
            AgentCrowd c = new AgentCrowd(mesh, new PathServicePlanner(service), cfg, 1);
            int walker = c.add(AgentType.walker(), 0f, 0f, 0.45f);
            int stander = c.add(AgentType.walker(), 5f, 0f, standerZ);
            c.setTarget(walker, 12f, 0f, 0.45f);
            float dt = 1f / stepsPerSecond;
            while (c.time() < 30 && c.state(walker) != AgentState.ARRIVED) {
                c.awaitAnswers(2_000_000_000L);
                c.step(dt);
            }
            assertThat(c.state(walker)).as("walker at (%.2f, %.2f) after %.1f s", c.x(walker), c.z(walker), c.time())
                    .isEqualTo(AgentState.ARRIVED);
            assertThat(Math.hypot(c.x(stander) - 5f, c.z(stander) - standerZ)).as("the stander stayed put").isLessThan(0.5);
        }
    }
}
