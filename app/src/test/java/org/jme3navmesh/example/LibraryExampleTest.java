package org.jme3navmesh.example;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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

    @Test
    void theExampleRunsHeadlessAndItsAgentWalks() throws Exception {
        Path file = dir.resolve("level.navmesh");
        CountDownLatch done = new CountDownLatch(1);
        Throwable[] failure = {null};
        LibraryExample app = new LibraryExample(file) {
            int frames;

            @Override
            public void simpleUpdate(float tpf) {
                frames++;
                NavAgentControl c = characterSpatial.getControl(NavAgentControl.class);
                if (frames > 2000 || (c != null && c.state() == AgentState.ARRIVED)) {
                    stop();
                }
            }

            @Override
            public void handleError(String errMsg, Throwable t) {
                failure[0] = t == null ? new AssertionError(errMsg) : t;
                stop();
            }

            @Override
            public void destroy() {
                try {
                    super.destroy();
                } finally {
                    done.countDown();
                }
            }
        };
        AppSettings settings = new AppSettings(true);
        settings.setAudioRenderer(null);
        settings.setFrameRate(-1);
        app.setSettings(settings);
        app.setShowSettings(false);
        app.start(JmeContext.Type.Headless);
        assertThat(done.await(60, TimeUnit.SECONDS)).isTrue();
        assertThat(failure[0]).isNull();
        assertThat(app.path.isFound()).isTrue();
        assertThat(NavMeshIO.read(file).triangleCount()).isPositive();
        NavAgentControl c = app.characterSpatial.getControl(NavAgentControl.class);
        assertThat(c).isNotNull();
        assertThat(c.state()).isEqualTo(AgentState.ARRIVED);
        float x = app.characterSpatial.getWorldTranslation().x, z = app.characterSpatial.getWorldTranslation().z;
        assertThat(Math.hypot(x - 10, z - 5)).isLessThan(1.0);
    }
}
