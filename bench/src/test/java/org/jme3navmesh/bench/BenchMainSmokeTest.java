package org.jme3navmesh.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Runs the benchmark end to end on the small maze scene with tiny settings (no timing assertions). */
class BenchMainSmokeTest {
    private static final String SCENES = Path.of("..", Scenes.DEFAULT_DIR).toString();

    @Test
    void bakeQueryAndThroughputOnTheMazePrintTheTablesAndJson() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), log = new ByteArrayOutputStream();
        new BenchMain(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(log, true, StandardCharsets.UTF_8))
                .run("bake", "query", "throughput", "--scenes", SCENES, "--only", "maze", "--pairs", "30",
                        "--bake-runs", "1", "--query-passes", "1", "--throughput-scene", "maze", "--quick");
        String report = out.toString(StandardCharsets.UTF_8);
        assertThat(report).contains("BAKE", "QUERY", "SHORTEST", "SAME MESH", "THROUGHPUT");
        String json = report.lines().filter(l -> l.startsWith("{\"scene\":\"maze\"")).findFirst().orElseThrow();
        assertThat(json).contains("\"bake\":{", "\"query\":{\"pairs\":30", "\"ours_within_1pct_of_shortest\"",
                "\"same_mesh\":{");
        assertThat(report).contains("{\"throughput\":{\"scene\":\"maze\"");
    }

    @Test
    void badReferenceArgumentsAreRejectedBeforeAnythingRuns() {
        BenchMain m = new BenchMain(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
        assertThatThrownBy(() -> m.run("crowd-ref", "--scenes", SCENES, "--crowd", "circle65"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown crowd scenario 'circle65'");
        assertThatThrownBy(() -> m.run("obstacles-ref", "--scenes", SCENES, "--obstacle-scenes", "maze"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown obstacle scene 'maze'");
        assertThatThrownBy(() -> m.run("crowd-ref", "--scenes", SCENES, "--shared", "/nonexistent/shared"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("shared folder");
        assertThatThrownBy(() -> m.run("obstacles-ref", "--scenes", SCENES, "--tile-sizes", "32,0"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--tile-sizes");
        assertThatThrownBy(() -> m.run("obstacles", "--scenes", SCENES, "--warmup-passes", "-1"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("--warmup-passes needs 0 to 100");
    }

    @Test
    void badArgumentsAreRejectedBeforeAnythingRuns() {
        BenchMain m = new BenchMain(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
        assertThatThrownBy(() -> m.run("--pairs", "0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("--pairs");
        assertThatThrownBy(() -> m.run("--frobnicate")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown argument");
        assertThatThrownBy(() -> m.run("--scenes", "/nonexistent/dir")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("does not exist");
    }
}
