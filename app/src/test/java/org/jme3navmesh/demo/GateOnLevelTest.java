package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.asset.DesktopAssetManager;
import com.jme3.math.Vector3f;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.GoalPolicy;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.QueryFilter;
import org.junit.jupiter.api.Test;

/**
 * The built-in level's baked navmesh: G's gate, closed, cuts the doorway and paths go the long way round; the big
 * agents of the crowd course, on the same mesh, take that way round while the walker goes through.
 */
class GateOnLevelTest {
    @Test
    void theClosedGateCutsTheDoorwayAndPathsThroughItGoRound() throws Exception {
        NavMesh baked = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false).mesh();
        DynamicNavMesh dynamic = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        Vector3f c = GateState.CENTER, h = GateState.HALF;
        float below = BoxObstacle.BELOW;
        dynamic.add(ObstacleShape.box(c.x, c.y - below / 2, c.z, h.x, h.y + below / 2, h.z, 0f));
        NavMesh closed = dynamic.update(1000).mesh();
        float[] p = new float[3];
        float y = LevelLayout.GROUND;
        assertThat(baked.findNearest(c.x, y, c.z, 0.1f, 2f, 0.1f, p)).as("the open doorway").isNotNegative();
        assertThat(closed.findNearest(c.x, y, c.z, 0.1f, 2f, 0.1f, p)).as("the closed doorway").isNegative();
        PathResult open = new NavMeshQuery(baked).findPath(c.x - 3, y, c.z, c.x + 3, y, c.z,
                QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, new PathResult());
        PathResult round = new NavMeshQuery(closed).findPath(c.x - 3, y, c.z, c.x + 3, y, c.z,
                QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, new PathResult());
        assertThat(open.isFound()).isTrue();
        assertThat(open.length()).isLessThan(6.5f);
        assertThat(round.isFound()).as("the way round the walls' south ends").isTrue();
        assertThat(round.length()).isGreaterThan(15f);
    }

    @Test
    void bigAgentsTakeTheWideWayRoundWhereTheWalkerGoesThroughTheDoorway() throws Exception {
        NavMesh baked = DemoBake.forLevel(new DemoLevel(new DesktopAssetManager(true)).build()).run(p -> { }, () -> false).mesh();
        assertThat(baked.clearance()).as("the demo bake records the clearance").isNotNull();
        Vector3f c = GateState.CENTER;
        float y = LevelLayout.GROUND;
        AgentTypeFilters filters = new AgentTypeFilters();
        PathResult walker = new NavMeshQuery(baked).findPath(c.x - 3, y, c.z, c.x + 3, y, c.z,
                filters.walker(), GoalPolicy.FAIL, new PathResult());
        PathResult big = new NavMeshQuery(baked).findPath(c.x - 3, y, c.z, c.x + 3, y, c.z,
                filters.big(), GoalPolicy.FAIL, new PathResult());
        assertThat(walker.isFound()).isTrue();
        assertThat(walker.length()).as("the walker goes through the doorway").isLessThan(6.5f);
        assertThat(big.isFound()).as("the big agent finds the way round").isTrue();
        assertThat(big.length()).as("the big agent goes round the walls").isGreaterThan(15f);
    }

    /** The query filters the crowd gives its agent types ({@code PathServicePlanner.filterFor}: slope and size). */
    private static final class AgentTypeFilters {
        QueryFilter walker() {
            return QueryFilter.defaults().withAgent(BakeConfig.DEFAULT_AGENT_RADIUS, BakeConfig.DEFAULT_AGENT_HEIGHT);
        }

        QueryFilter big() {
            return QueryFilter.defaults().withAgent(CrowdCourse.BIG.radius(), CrowdCourse.BIG.height());
        }
    }
}
