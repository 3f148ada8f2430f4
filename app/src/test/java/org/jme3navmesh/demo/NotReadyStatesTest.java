package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jme3.app.SimpleApplication;
import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Node;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/**
 * What the demo's states need before they can answer: a mesh version needs a bake in the world, the level's physics
 * space needs the level state initialised. Asked early (or, for the physics space, after the state was detached),
 * they throw an IllegalStateException saying what is not ready and when it will be, not a NullPointerException.
 */
class NotReadyStatesTest {

    @Test
    void aMeshVersionBeforeTheFirstBakeIsRefusedSayingABakeMustComeFirst() {
        DemoWorld world = new DemoWorld();
        NavMesh mesh = CrowdAgentsStateTest.field(2, 1f);
        assertThatThrownBy(() -> world.applyMeshVersion(mesh, new int[]{0}))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("DemoWorld.applyMeshVersion")
                .hasMessageContaining("no bake")
                .hasMessageContaining("applyBake");
        assertThat(world.navVersion()).as("nothing changed").isZero();

        world.applyBake(new BakeOutput(mesh, null, 0, 1.0));
        NavMesh next = CrowdAgentsStateTest.field(2, 1f);
        assertThat(world.applyMeshVersion(next, new int[]{0})).isNotEmpty();
        assertThat(world.mesh()).isSameAs(next);
    }

    @Test
    void thePhysicsSpaceBeforeInitialisationIsRefusedSayingWhenItIsReady() {
        LevelState level = new LevelState(app -> new Node("level"), null, false);
        assertThatThrownBy(level::physicsSpace)
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("LevelState.physicsSpace")
                .hasMessageContaining("not initialised yet")
                .hasMessageContaining("attach the state");
    }

    @Test
    void thePhysicsSpaceIsThereWhileTheLevelIsInitialisedAndGoneOnceItIsDetached() throws Exception {
        LevelState level = new LevelState(app -> new Node("level"), null, false);
        SimpleApplication app = new SimpleApplication() {
            @Override
            public void simpleInitApp() {
                stateManager.attach(level);
            }
        };
        RenderThread.startHeadless(app, 200);
        try {
            RenderThread.waitUntil(() -> RenderThread.call(app, level::isInitialized));
            PhysicsSpace space = RenderThread.call(app, level::physicsSpace);
            assertThat(space).isNotNull();
            RenderThread.call(app, () -> app.getStateManager().detach(level));
            RenderThread.waitUntil(() -> RenderThread.call(app, () -> !level.isInitialized()));
            assertThatThrownBy(() -> RenderThread.call(app, level::physicsSpace))
                    .hasCauseInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("LevelState.physicsSpace");
        } finally {
            app.stop(false);
        }
    }
}
