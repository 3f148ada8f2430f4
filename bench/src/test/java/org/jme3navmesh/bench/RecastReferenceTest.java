package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.testkit.ObjMesh;
import org.junit.jupiter.api.Test;
import org.recast4j.detour.NavMesh;
import org.recast4j.detour.crowd.Crowd;
import org.recast4j.detour.crowd.CrowdAgent;
import org.recast4j.detour.crowd.CrowdAgentParams;
import org.recast4j.detour.crowd.CrowdConfig;

/** The recast4j 1.5.5 reference pieces on the small maze scene (TileCache obstacles, the crowd's agent order). */
class RecastReferenceTest {
    private static final Path MAZE = Path.of("..", Scenes.DEFAULT_DIR, "maze.obj");

    @Test
    void aTileCacheObstacleChangesTheMeshAndRemovingItRestoresThePolygonCount() throws Exception {
        ObjMesh scene = ObjMesh.read(MAZE);
        AgentParams p = AgentParams.sharedReference();
        TileCacheRef.Built b = TileCacheRef.build(new CachedGeom(scene), p, 32, 16);
        assertThat(b.layers()).isPositive();
        int before = b.polygons();
        assertThat(before).isPositive();
        float[] pt = RecastEngine.randomPoints(b.cache().getNavMesh(), 2, 7L);
        List<float[]> obstacles = List.of(new float[] {pt[0], pt[1], pt[2], 1f, 2f}, new float[] {pt[3], pt[4], pt[5], 1f, 2f});
        ObstacleTimes t = TileCacheRef.round(b.cache(), obstacles);
        assertThat(t.polysBefore()).isEqualTo(before);
        assertThat(t.polysAllAdded()).isNotEqualTo(before);
        assertThat(t.polysAfter()).isEqualTo(before);
        assertThat(t.addMs()).hasSize(2);
        assertThat(t.addMs()[0] > 0 && t.addMs()[1] > 0).isTrue();
    }

    @Test
    void theCrowdVisitsAgentsInInsertionOrderAfterTheSwap() throws Exception {
        NavMesh nav = RecastEngine.bake(RecastEngine.input(ObjMesh.read(MAZE)), AgentParams.sharedReference()).navMesh();
        Crowd crowd = new Crowd(new CrowdConfig(0.5f), nav);
        DetourCrowdRef.useInsertionOrder(crowd);
        float[] pts = RecastEngine.randomPoints(nav, 10, 3L);
        CrowdAgentParams ap = DetourCrowdRef.agentParams();
        List<CrowdAgent> added = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            added.add(crowd.addAgent(new float[] {pts[3 * i], pts[3 * i + 1], pts[3 * i + 2]}, ap));
        }
        assertThat(crowd.getActiveAgents()).containsExactlyElementsOf(added);
    }
}
