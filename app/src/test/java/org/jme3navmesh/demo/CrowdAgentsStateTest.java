package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.app.SimpleApplication;
import com.jme3.math.Vector3f;
import java.util.concurrent.Callable;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The demo's agent glue in a headless jME application: spawning, selection, targets, pause, stats, path source. */
class CrowdAgentsStateTest {
    private SimpleApplication app;
    private CrowdAgentsState agents;

    @BeforeEach
    void start() throws Exception {
        agents = new CrowdAgentsState();
        app = new SimpleApplication() {
            @Override
            public void simpleInitApp() {
                stateManager.attach(agents);
            }
        };
        RenderThread.startHeadless(app, 200);
        waitUntil(() -> agents.isInitialized());
    }

    @AfterEach
    void stop() {
        app.stop(false);
    }

    static NavMesh field(int n, float s) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= n; iz++) {
            for (int ix = 0; ix <= n; ix++) {
                b.addVertex(ix * s, 0, iz * s);
            }
        }
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                int v00 = ix + iz * (n + 1), v10 = v00 + 1, v01 = v00 + n + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }

    @Test
    void spawnsSelectsTargetsAndPauses() throws Exception {
        NavMesh mesh = field(10, 3f);
        on(() -> { agents.start(mesh, 6); return null; });
        waitUntil(() -> on(() -> agents.stats().total() == 6));
        assertThat(on(() -> agents.agentCount())).isEqualTo(6);

        // with no selection a click target goes to everyone
        Vector3f p = new Vector3f(15f, 0f, 15f);
        on(() -> { agents.setTarget(p); return null; });
        AgentCrowd crowd = on(() -> agents.navState().crowd());
        for (int i = 0; i < 6; i++) {
            int id = on(agents, i);
            assertThat(on(() -> crowd.targetX(id))).isEqualTo(15f);
        }
        // selecting one agent sends only that one
        on(() -> { agents.toggleSelected(2); return null; });
        assertThat(on(() -> agents.selectedCount())).isEqualTo(1);
        assertThat(on(() -> agents.isFocused(2) && !agents.isFocused(0))).isTrue();
        Vector3f q = new Vector3f(3f, 0f, 27f);
        on(() -> { agents.setTarget(q); return null; });
        int selectedId = on(agents, 2);
        int otherId = on(agents, 0);
        assertThat(on(() -> crowd.targetX(selectedId))).isEqualTo(3f);
        assertThat(on(() -> crowd.targetX(otherId))).isEqualTo(15f);
        on(() -> { agents.clearSelection(); return null; });
        assertThat(on(() -> agents.selectedCount())).isZero();

        // they walk and get paths (corridors for the debug views)
        waitUntil(() -> on(() -> agents.stats().moving() + agents.stats().arrived() > 0 && agents.corridor(0) != null));
        assertThat(on(() -> agents.waypoints(0))).isNotNull();

        // pause freezes the simulation time
        on(() -> { agents.setPaused(true); return null; });
        double t0 = on(() -> crowd.time());
        Thread.sleep(200);
        assertThat(on(() -> crowd.time())).isEqualTo(t0);
        on(() -> { agents.setPaused(false); return null; });
        waitUntil(() -> on(() -> crowd.time() > t0));

        // N spawns more, R retargets everyone
        on(() -> { agents.spawn(InteractionState.SPAWN_BATCH); return null; });
        waitUntil(() -> on(() -> agents.stats().total() == 6 + InteractionState.SPAWN_BATCH));
        on(() -> { agents.randomTargets(); return null; });
        for (int i = 0; i < 6 + InteractionState.SPAWN_BATCH; i++) {
            int id = on(agents, i);
            assertThat(on(() -> crowd.hasTarget(id))).isTrue();
        }
    }

    /**
     * B's rigid-body agents walk in the physics space beside kinematic ones; V cycles the crowd's avoidance, which the
     * HUD and the avoidance view read.
     */
    @Test
    void rigidBodyAgentsWalkAndTheAvoidanceCycles() throws Exception {
        NavMesh mesh = field(10, 3f);
        com.jme3.bullet.BulletAppState bullet = new com.jme3.bullet.BulletAppState();
        on(() -> {
            app.getStateManager().attach(bullet);
            return null;
        });
        waitUntil(() -> on(() -> bullet.isInitialized()));
        on(() -> {
            com.jme3.scene.Node floor = new com.jme3.scene.Node("floor");
            floor.setLocalTranslation(15f, -0.5f, 15f);
            com.jme3.bullet.control.RigidBodyControl body = new com.jme3.bullet.control.RigidBodyControl(
                    new com.jme3.bullet.collision.shapes.BoxCollisionShape(new Vector3f(15f, 0.5f, 15f)), 0f);
            floor.addControl(body);
            bullet.getPhysicsSpace().add(body);
            agents.start(mesh, 2);
            return null;
        });
        waitUntil(() -> on(() -> agents.stats().total() == 2));
        on(() -> { agents.spawnRigidBody(InteractionState.PHYSICAL_BATCH); return null; });
        waitUntil(() -> on(() -> agents.stats().total() == 2 + InteractionState.PHYSICAL_BATCH));
        AgentCrowd crowd = on(() -> agents.navState().crowd());
        int rigid = on(agents, 2);
        org.jme3navmesh.jme.NavAgentControl control = on(() -> crowd.isExternallyMoved(rigid)
                ? agents.spatialOf(2).getControl(org.jme3navmesh.jme.NavAgentControl.class) : null);
        assertThat(control).isNotNull();
        assertThat(control.mode()).isEqualTo(org.jme3navmesh.jme.NavAgentControl.Mode.RIGID_BODY);
        float x0 = on(() -> crowd.x(rigid)), z0 = on(() -> crowd.z(rigid));
        waitUntil(() -> on(() -> Math.hypot(crowd.x(rigid) - x0, crowd.z(rigid) - z0) > 1.0));
        float feet = on(() -> agents.spatialOf(2).getWorldTranslation().y);
        assertThat(feet).as("standing on the floor").isBetween(-0.1f, 0.2f);

        assertThat(on(() -> agents.avoidanceMode())).isEqualTo(org.jme3navmesh.agent.AvoidanceMode.ORCA);
        waitUntil(() -> on(() -> crowd.avoidanceView().mode() == org.jme3navmesh.agent.AvoidanceMode.ORCA));
        on(() -> { agents.cycleAvoidance(); return null; });
        waitUntil(() -> on(() -> crowd.avoidanceView().mode() == org.jme3navmesh.agent.AvoidanceMode.SEPARATION));
        on(() -> { agents.cycleAvoidance(); return null; });
        waitUntil(() -> on(() -> crowd.avoidanceView().mode() == org.jme3navmesh.agent.AvoidanceMode.OFF));
        on(() -> { agents.cycleAvoidance(); return null; });
        assertThat(on(() -> agents.avoidanceMode())).isEqualTo(org.jme3navmesh.agent.AvoidanceMode.ORCA);
        // The avoidance view's source: the first three characters while none is selected, redrawn every step.
        org.jme3navmesh.debug.AvoidanceSource source = on(() -> agents.avoidance());
        assertThat(on(() -> source.focusedAgents())).hasSize(3);
        int v0 = on(source::version);
        waitUntil(() -> on(source::version) != v0);
    }

    /** Runs c on the render thread and returns its result (jME's AppTask.get with a timeout can return early). */
    @Test
    void aNegativeAgentCountIsRefused() throws Exception {
        NavMesh mesh = field(10, 3f);
        assertThatThrownBy(() -> on(() -> { agents.start(mesh, -1); return null; }))
                .hasRootCauseInstanceOf(IllegalArgumentException.class).hasStackTraceContaining("agent count");
    }

    @Test
    void everyStateHasItsOwnExactColour() {
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (org.jme3navmesh.agent.AgentState st : org.jme3navmesh.agent.AgentState.values()) {
            int rgb = CrowdAgentsState.colour(st);
            assertThat(AgentColors.STATE_RGB).contains(rgb);
            assertThat(seen.add(rgb)).as("colour of %s is unique", st).isTrue();
        }
        assertThat(AgentColors.STATE_RGB).doesNotContain(org.jme3navmesh.debug.DebugColors.EDGE_RGB);
    }

    private <T> T on(Callable<T> c) throws Exception {
        return RenderThread.call(app, c);
    }

    private int on(CrowdAgentsState a, int i) throws Exception {
        return on(() -> a.crowdId(i));
    }

    private static void waitUntil(RenderThread.Check c) throws Exception {
        RenderThread.waitUntil(c);
    }
}
