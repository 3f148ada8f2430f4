package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.app.SimpleApplication;
import com.jme3.bullet.BulletAppState;
import com.jme3.math.Vector3f;
import com.jme3.scene.Spatial;
import java.util.concurrent.Callable;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * O's crate in a headless jME application: dropped, it is a physics body and an obstacle carved out of the navmesh
 * (a new version in the demo's world and in the crowd); removed, the mesh is the baked one again.
 */
class ObstacleStateTest {
    private SimpleApplication app;
    private final DemoWorld world = new DemoWorld();
    private final CrowdAgentsState agents = new CrowdAgentsState();
    private final DynamicMeshState dynamic = new DynamicMeshState(world);
    private final ObstacleState obstacles = new ObstacleState();
    private final BulletAppState bullet = new BulletAppState();
    private final GateState gate = new GateState();

    @BeforeEach
    void start() throws Exception {
        app = new SimpleApplication() {
            @Override
            public void simpleInitApp() {
                stateManager.attach(bullet);
                stateManager.attach(agents);
                stateManager.attach(dynamic);
                stateManager.attach(obstacles);
                stateManager.attach(gate);
            }
        };
        RenderThread.startHeadless(app, 200);
        waitUntil(() -> obstacles.isInitialized() && bullet.isInitialized());
    }

    @AfterEach
    void stop() {
        app.stop(false);
    }

    @Test
    void aDroppedCrateCarvesTheMeshForTheCrowdAndItsRemovalRestoresIt() throws Exception {
        NavMesh baked = CrowdAgentsStateTest.field(10, 3f);
        assertThat(on(() -> obstacles.drop(new Vector3f(15f, 0f, 15f)))).as("no crate before the bake").isNull();
        on(() -> {
            world.applyBake(new BakeOutput(baked, null, 0, 1.0));
            agents.start(baked, 4);
            return null;
        });
        waitUntil(() -> on(() -> dynamic.isReady() && agents.stats().total() == 4));
        AgentCrowd crowd = on(() -> agents.navState().crowd());
        int bodies = on(() -> bullet.getPhysicsSpace().getRigidBodyList().size());

        Spatial crate = on(() -> obstacles.drop(new Vector3f(15f, 0f, 15f)));
        assertThat(crate).isNotNull();
        waitUntil(() -> on(() -> world.mesh() != baked && crowd.mesh() == world.mesh()));
        assertThat(on(() -> obstacles.crateCount())).isEqualTo(1);
        assertThat(on(() -> dynamic.obstacleCount())).isEqualTo(1);
        assertThat(on(() -> dynamic.lastChangedTriangles())).isPositive();
        assertThat(on(() -> dynamic.hudLine())).startsWith("Obstacles: 1,").contains("tiles rebuilt");
        assertThat(on(() -> dynamic.lastRebuiltTiles())).isPositive();
        assertThat(on(world::lastRebuiltTiles)).hasSize(on(() -> dynamic.lastRebuiltTiles()));
        assertThat(on(() -> bullet.getPhysicsSpace().getRigidBodyList().size())).isEqualTo(bodies + 1);
        // the crate's centre is off the new mesh, and no agent stands in its footprint
        float[] p = new float[3];
        NavMesh carved = on(world::mesh);
        int t = carved.findNearest(15f, 0f, 15f, 0.1f, 1f, 0.1f, p);
        assertThat(t < 0 || Math.hypot(p[0] - 15f, p[2] - 15f) > ObstacleState.HALF).isTrue();
        waitUntil(() -> on(() -> {
            for (int i = 0; i < crowd.idLimit(); i++) {
                if (crowd.isActive(i) && Math.abs(crowd.x(i) - 15f) < ObstacleState.HALF
                        && Math.abs(crowd.z(i) - 15f) < ObstacleState.HALF) {
                    return false;
                }
            }
            return true;
        }));

        assertThat(on(() -> obstacles.remove(crate))).isTrue();
        assertThat(on(() -> obstacles.remove(crate))).as("removed twice").isFalse();
        waitUntil(() -> on(() -> world.mesh().triangleCount() == baked.triangleCount() && crowd.mesh() == world.mesh()));
        NavMesh restored = on(world::mesh);
        assertThat(restored.triangleArray()).isEqualTo(baked.triangleArray());
        assertThat(restored.vertexArray()).isEqualTo(baked.vertexArray());
        assertThat(on(() -> dynamic.obstacleCount())).isZero();
        assertThat(on(() -> obstacles.crateCount())).isZero();
        assertThat(on(() -> bullet.getPhysicsSpace().getRigidBodyList().size())).isEqualTo(bodies);
    }

    @Test
    void theGateClosesTheDoorwayOnTheNavmeshAndOpensItAgain() throws Exception {
        NavMesh baked = org.jme3navmesh.mesh.TestMeshes.gridAt(GateState.CENTER.x - 5f, GateState.CENTER.z - 5f,
                10, 10, 1f, LevelLayout.GROUND);
        assertThat(on(gate::toggle)).as("no gate before the bake").isFalse();
        on(() -> {
            world.applyBake(new BakeOutput(baked, null, 0, 1.0));
            return null;
        });
        waitUntil(() -> on(dynamic::isReady));
        float[] p = new float[3];
        assertThat(baked.findNearest(GateState.CENTER.x, LevelLayout.GROUND, GateState.CENTER.z, 0.1f, 1f, 0.1f, p)).isNotNegative();
        assertThat(on(gate::toggle)).isTrue();
        waitUntil(() -> on(() -> world.mesh() != baked));
        NavMesh closed = on(world::mesh);
        assertThat(closed.findNearest(GateState.CENTER.x, LevelLayout.GROUND, GateState.CENTER.z, 0.1f, 1f, 0.1f, p))
                .as("the doorway is off the mesh while the gate is closed").isNegative();
        assertThat(on(gate::toggle)).isFalse();
        waitUntil(() -> on(() -> world.mesh() != closed));
        assertThat(on(world::mesh).triangleArray()).isEqualTo(baked.triangleArray());
    }

    private <T> T on(Callable<T> c) throws Exception {
        return RenderThread.call(app, c);
    }

    private static void waitUntil(RenderThread.Check c) throws Exception {
        RenderThread.waitUntil(c);
    }
}
