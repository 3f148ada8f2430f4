package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code obstacles} command on a flat square scene written by the test. */
class ObstaclesCommandTest {
    @TempDir
    static Path dir;
    static Path scene;

    @BeforeAll
    static void writeScene() throws Exception {
        scene = dir.resolve("floor.obj");
        Files.writeString(scene, "v -10 0 -10\nv 10 0 -10\nv 10 0 10\nv -10 0 10\nf 1 4 3\nf 1 3 2\n");
    }

    private static Path csv(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void addsAndRemovesTheCylindersAndRestoresTheMesh() throws Exception {
        Path o = csv("three.csv", "# x,y,z,radius,height\n0,0,0,1,2\n3,0,2,1,2\n-4,0,-4,0.5,2\n");
        CommandLineTest.Run r = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", o.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String json = r.out().strip();
        assertThat(json.lines().count()).isEqualTo(1);
        assertThat(json).contains("\"obstacles\":3,", "\"tiles\":1,", "\"add_ms_median\":", "\"add_ms_p95\":",
                "\"remove_ms_median\":", "\"remove_ms_p95\":", "\"tiles_rebuilt_mean\":", "\"triangles_before\":",
                "\"triangles_all_added\":", "\"triangles_after_remove\":", "\"restored\":true");
    }

    @Test
    void badLinesNameTheFileAndLineWithExitCode2() throws Exception {
        Path four = csv("four.csv", "0,0,0,1,2\n0,0,0,1\n");
        CommandLineTest.Run r = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", four.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + four + " line 2: expected 5 numbers x,y,z,radius,height, got 4 fields");
        Path nan = csv("nan.csv", "0,0,NaN,1,2\n");
        r = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", nan.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + nan + " line 1: 'NaN' is not finite");
        Path zero = csv("zero.csv", "0,0,0,1,2\n1,0,1,0,2\n");
        r = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", zero.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: obstacle 2: radius must be finite and > 0, got 0.0");
    }
}
