package org.jme3navmesh.demo;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.app.SimpleApplication;
import com.jme3.input.KeyInput;
import com.jme3.scene.Node;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.jme3navmesh.debug.DebugLayer;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** HUD and help overlay text in a headless jME application. */
class HudAndHelpTest {
    private SimpleApplication app;
    private final DemoWorld world = new DemoWorld();
    private HudState hud;
    private HelpState help;
    private final List<DebugLayer> layers = List.of(
            new DebugLayer("navmesh edges", KeyInput.KEY_1, "1", () -> 0, () -> new Node("x"), true),
            new DebugLayer("slope heat map", KeyInput.KEY_7, "7", () -> 0, () -> new Node("y"), false));

    @BeforeEach
    void start() throws Exception {
        hud = new HudState(world, () -> null);
        help = new HelpState(layers);
        app = new SimpleApplication() {
            @Override
            public void simpleInitApp() {
                stateManager.attach(hud);
                stateManager.attach(help);
            }
        };
        RenderThread.startHeadless(app, 200);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!on(() -> hud.isInitialized() && !hud.text().isEmpty())) {
            assertThat(System.nanoTime()).as("HUD up within 20 s").isLessThan(end);
            Thread.sleep(10);
        }
    }

    @AfterEach
    void stop() {
        app.stop(false);
    }

    @Test
    void hudShowsBakeProgressThenMeshFigures() throws Exception {
        on(() -> { world.setBakeProgress(0.42f); return null; });
        String baking = waitForText("42%");
        assertThat(baking).contains("Baking navmesh");
        NavMesh mesh = CrowdAgentsStateTest.field(4, 1f);
        on(() -> { world.applyBake(new BakeOutput(mesh, null, 1234, 56.0)); return null; });
        String text = waitForText("triangles");
        assertThat(text).contains("Bake: 56 ms").contains("1,234 cells")
                .contains("32 triangles").contains("25 vertices").contains("Components: 1").contains("Tiles: 1 (1 x 1, 9.6 m)").contains("FPS");
    }

    /** A line wider than the panel's least width (the obstacles' last update can be) widens the panel. */
    @Test
    void thePanelIsAsWideAsTheWidestLine() throws Exception {
        String longMessage = "the scene has no walkable surface under any of the 182,329 cells sampled";
        on(() -> { world.setBakeError(longMessage); return null; });
        waitForText("182,329");
        // the panel follows the text on the frame that sets it
        waitFor(() -> hud.panelWidth() >= hud.textWidth() + 20f);
        assertThat(on(hud::textWidth)).as("the line is wider than the panel's least width").isGreaterThan(340f);
        assertThat(on(hud::panelWidth)).isGreaterThanOrEqualTo(on(hud::textWidth) + 20f);
    }

    /**
     * The HUD counts the components of the live triangles: a crate carved out of the middle of a floor leaves one
     * component, as the mesh's count says (the triangles the carving retired are in none).
     */
    @Test
    void componentsCountLiveTrianglesOnly() throws Exception {
        NavMesh floor = CrowdAgentsStateTest.field(6, 1f);
        org.jme3navmesh.dynamic.DynamicNavMesh dynamic = new org.jme3navmesh.dynamic.DynamicNavMesh(floor, 0.3f);
        dynamic.add(org.jme3navmesh.dynamic.ObstacleShape.box(3f, 0f, 3f, 0.5f, 1f, 0.5f, 0f));
        while (dynamic.pendingChanges() > 0) {
            dynamic.update(1000);
        }
        NavMesh carved = dynamic.current();
        assertThat(carved.componentCount()).as("live components of the carved mesh").isEqualTo(1);
        on(() -> { world.applyBake(new BakeOutput(carved, null, 49, 1.0)); return null; });
        String text = waitForText("triangles");
        assertThat(text).contains("Components: 1\n");
    }

    /** Polls a check on the render thread until it holds, at most 20 s. */
    private void waitFor(Callable<Boolean> check) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!on(check)) {
            assertThat(System.nanoTime()).as("condition met within 20 s").isLessThan(end);
            Thread.sleep(5);
        }
    }

    @Test
    void helpListsEveryKeyAndEveryDebugLayer() {
        String text = help.helpText();
        assertThat(text).contains("Left click ground", "Left click agent", "N ", "R ", "Space", "F1", "F2", "C ",
                "Mouse wheel", "Right drag");
        assertThat(text).contains("P ", "B ", "RigidBodyControl", "V ", "ORCA");
        assertThat(text).contains("navmesh edges (on)").contains("slope heat map (off)");
    }

    /** Polls the HUD text until it contains {@code part} (the HUD refreshes every frame). */
    private String waitForText(String part) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        String text = on(hud::text);
        while (!text.contains(part)) {
            assertThat(System.nanoTime()).as("HUD shows '%s' within 20 s; it shows: %s", part, text).isLessThan(end);
            Thread.sleep(5);
            text = on(hud::text);
        }
        return text;
    }

    private <T> T on(Callable<T> c) throws Exception {
        return RenderThread.call(app, c);
    }
}
