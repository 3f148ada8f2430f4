package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.jme3navmesh.cli.CommandLineTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Scenes with reversed winding on the command line (issue 14, case 4). */
class BakeWindingCliTest {
    private static final Path SCENES = Path.of("../navmesh/core/src/test/resources/scenes");

    @TempDir
    Path dir;

    /** The scene with every face's vertex order reversed. */
    private Path reversed(String scene) throws IOException {
        List<String> lines = Files.readAllLines(SCENES.resolve(scene)).stream().map(l -> {
            if (!l.startsWith("f ")) {
                return l;
            }
            List<String> v = new java.util.ArrayList<>(List.of(l.substring(2).trim().split("\\s+")));
            java.util.Collections.reverse(v);
            return "f " + String.join(" ", v);
        }).collect(Collectors.toList());
        Path out = dir.resolve("reversed-" + scene);
        Files.write(out, lines);
        return out;
    }

    @Test
    void reversedHillsWarnsAndBakesWholeWithDoubleSided() throws Exception {
        Path scene = reversed("hills.obj");
        Run plain = CommandLineTest.run("bake", "--scene", scene.toString(), "--out", dir.resolve("a.navmesh").toString());
        assertThat(plain.code()).as(plain.err()).isZero();
        assertThat(plain.err()).containsPattern(
                "(?m)^warning: \\d+% of the surfaces the down-rays hit first face down, with nothing walkable under"
                        + " them: reversed winding\\? bake with --double-sided$");
        assertThat(plain.out()).containsPattern("\"warnings\":\\[\"\\d+% of the surfaces .* bake with --double-sided\"]}");

        Run fixed = CommandLineTest.run("bake", "--scene", scene.toString(), "--out", dir.resolve("b.navmesh").toString(),
                "--double-sided");
        assertThat(fixed.code()).as(fixed.err()).isZero();
        assertThat(fixed.err()).doesNotContain("warning");
        assertThat(fixed.out()).contains("\"triangles\":214,").endsWith("\"warnings\":[]}" + System.lineSeparator());
    }

    @Test
    void reversedBridgeWithNothingWalkableNamesTheCause() throws Exception {
        Run r = CommandLineTest.run("bake", "--scene", reversed("bridge.obj").toString(),
                "--out", dir.resolve("c.navmesh").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).startsWith("error: no walkable surface: ")
                .contains("reversed winding? bake with --double-sided");
        assertThat(Files.exists(dir.resolve("c.navmesh"))).isFalse();
    }
}
