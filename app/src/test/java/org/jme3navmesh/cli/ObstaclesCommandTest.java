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
    void aFinerFootprintToleranceCarvesWithMoreSides() throws Exception {
        Path o = csv("one-wide.csv", "0,0,0,1,2\n");
        CommandLineTest.Run coarse = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", o.toString());
        CommandLineTest.Run fine = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", o.toString(),
                "--footprint-tolerance", "0.01");
        assertThat(fine.code()).as(fine.err()).isZero();
        assertThat(coarse.out()).contains("\"footprint_tolerance\":0.15,");
        assertThat(fine.out()).contains("\"footprint_tolerance\":0.01,", "\"restored\":true");
        // One hole in the floor's two triangles: its polygon's corners make the triangles (8 sides against 24).
        assertThat(Integer.parseInt(field(fine.out(), "triangles_all_added")))
                .isGreaterThan(Integer.parseInt(field(coarse.out(), "triangles_all_added")) + 10);
        for (String bad : new String[] {"-0.1", "NaN"}) {
            CommandLineTest.Run r = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", o.toString(),
                    "--footprint-tolerance", bad);
            assertThat(r.code()).isEqualTo(2);
            assertThat(r.err()).contains("--footprint-tolerance must be a finite number of metres >= 0, got " + bad);
        }
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

    @Test
    void aSavedNavmeshIsUsedInsteadOfBaking() throws Exception {
        Path nav = dir.resolve("floor.navmesh");
        CommandLineTest.Run b = CommandLineTest.run("bake", "--scene", scene.toString(), "--out", nav.toString());
        assertThat(b.code()).as(b.err()).isZero();
        Path o = csv("two.csv", "0,0,0,1,2\n3,0,2,1,2\n");
        CommandLineTest.Run baked = CommandLineTest.run("obstacles", "--scene", scene.toString(), "--obstacles", o.toString());
        CommandLineTest.Run saved = CommandLineTest.run("obstacles", "--navmesh", nav.toString(), "--obstacles", o.toString());
        assertThat(saved.code()).as(saved.err()).isZero();
        String json = saved.out().strip();
        assertThat(json).startsWith("{\"navmesh\":").contains("\"obstacles\":2,", "\"tiles\":1,", "\"restored\":true");
        // the same mesh as the bake: the same triangle counts before, with every obstacle and after
        for (String key : new String[] {"triangles_before", "triangles_all_added", "triangles_after_remove"}) {
            assertThat(field(json, key)).as(key).isEqualTo(field(baked.out(), key)).isNotEmpty();
        }
    }

    @Test
    void aBadSavedNavmeshNamesTheFileAndTheFix() throws Exception {
        Path o = csv("one.csv", "0,0,0,1,2\n");
        Path missing = dir.resolve("missing.navmesh");
        CommandLineTest.Run r = CommandLineTest.run("obstacles", "--navmesh", missing.toString(), "--obstacles", o.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: --navmesh " + missing + ": no such file: " + missing
                + "; bake one with 'bake --scene S.obj --out " + missing + "' or use --scene S.obj");
        r = CommandLineTest.run("obstacles", "--navmesh", o.toString(), "--obstacles", o.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).startsWith("error: --navmesh " + o + ": ").contains("not a navmesh")
                .endsWith("; bake one with 'bake --scene S.obj --out " + o + "' or use --scene S.obj");
        Path wide = dir.resolve("clearance.navmesh");
        CommandLineTest.Run b = CommandLineTest.run("bake", "--scene", scene.toString(), "--clearance", "--out", wide.toString());
        assertThat(b.code()).as(b.err()).isZero();
        r = CommandLineTest.run("obstacles", "--navmesh", wide.toString(), "--agent-radius", "0.3", "--obstacles", o.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: --navmesh " + wide
                + ": it was baked for an agent radius of 0.5 m, not --agent-radius 0.3; pass --agent-radius 0.5");
        r = CommandLineTest.run("obstacles", "--navmesh", wide.toString(), "--scene", scene.toString(), "--obstacles", o.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--scene", "--navmesh", "mutually exclusive");
    }

    /** The value of a number field of a JSON line, as written. */
    private static String field(String json, String key) {
        int at = json.indexOf("\"" + key + "\":");
        if (at < 0) {
            return "";
        }
        int from = at + key.length() + 3;
        int to = from;
        while (to < json.length() && json.charAt(to) != ',' && json.charAt(to) != '}') {
            to++;
        }
        return json.substring(from, to);
    }
}
