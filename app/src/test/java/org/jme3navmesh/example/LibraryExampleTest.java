package org.jme3navmesh.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jme3navmesh.agent.AgentState;
import org.jme3navmesh.jme.NavAgentControl;
import org.jme3navmesh.mesh.NavMeshIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's library snippet is {@link LibraryExample}'s code, verbatim, and it runs. */
class LibraryExampleTest {
    static final Path README = Path.of("../README.md");
    static final Path SOURCE = Path.of("src/main/java/org/jme3navmesh/example/LibraryExample.java");

    @TempDir
    Path dir;

    /** The code between the README markers, without the method body's indentation. */
    static String exampleRegion() throws IOException {
        String src = Files.readString(SOURCE);
        String region = src.substring(src.indexOf("// README-BEGIN\n") + "// README-BEGIN\n".length(),
                src.indexOf("        // README-END\n"));
        return region.lines().map(l -> l.startsWith("        ") ? l.substring(8) : l.strip())
                .collect(Collectors.joining("\n", "", "\n"));
    }

    /** Every ```java block of the README. */
    static List<String> readmeJavaBlocks() throws IOException {
        List<String> blocks = new ArrayList<>();
        String md = Files.readString(README);
        int i = 0;
        while ((i = md.indexOf("```java\n", i)) >= 0) {
            int start = i + "```java\n".length();
            int end = md.indexOf("```\n", start);
            blocks.add(md.substring(start, end));
            i = end;
        }
        return blocks;
    }

    @Test
    void theReadmeShowsTheExampleVerbatim() throws IOException {
        assertThat(readmeJavaBlocks()).containsExactly(exampleRegion());
    }

    /** The example driven frame by frame without a window or a render loop, as a test drives an app. */
    static final class SteppedExample extends LibraryExample {
        SteppedExample(Path file) {
            super(file);
            // SimpleApplication's own states (stats, fly camera, audio listener, debug keys) need a
            // render context: none here.
            for (Class<? extends com.jme3.app.state.AppState> c : List.of(com.jme3.app.StatsAppState.class,
                    com.jme3.app.FlyCamAppState.class, com.jme3.audio.AudioListenerState.class,
                    com.jme3.app.DebugKeysAppState.class, com.jme3.app.state.ConstantVerifierState.class)) {
                com.jme3.app.state.AppState s = stateManager.getState(c);
                if (s != null) {
                    stateManager.detach(s);
                }
            }
        }

        /** One frame: queued tasks (path answers), app states (the crowd), controls (the bodies). */
        void frame(float tpf) {
            runQueuedTasks();
            stateManager.update(tpf);
            rootNode.updateLogicalState(tpf);
        }
    }

    @Test
    void theExampleRunsHeadlessAndItsAgentWalks() throws Exception {
        Path file = dir.resolve("level.navmesh");
        SteppedExample app = new SteppedExample(file);
        app.simpleInitApp();
        assertThat(app.path.isFound()).isTrue();
        assertThat(NavMeshIO.read(file).triangleCount()).isPositive();
        try {
            for (int frame = 0; frame < 60 * 30; frame++) {
                app.frame(1f / 60f);
                NavAgentControl c = app.characterSpatial.getControl(NavAgentControl.class);
                if (c != null && c.state() == AgentState.ARRIVED) {
                    break;
                }
                if (frame % 10 == 0) {
                    Thread.sleep(1); // give the path worker a moment, like a real frame would
                }
            }
            NavAgentControl c = app.characterSpatial.getControl(NavAgentControl.class);
            assertThat(c).isNotNull();
            assertThat(c.state()).isEqualTo(AgentState.ARRIVED);
            float x = app.characterSpatial.getWorldTranslation().x, z = app.characterSpatial.getWorldTranslation().z;
            assertThat(Math.hypot(x - 10, z - 5)).isLessThan(1.0);
        } finally {
            app.agents.cleanup(); // closes the path service
        }
    }
}
