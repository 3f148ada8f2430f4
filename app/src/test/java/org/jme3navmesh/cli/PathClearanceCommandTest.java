package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 'bake --clearance' then 'path --radius/--height': agents of other sizes on the same mesh. */
class PathClearanceCommandTest {
    static final Path MAZE = Path.of("../navmesh/core/src/test/resources/scenes/maze.obj");

    @TempDir
    Path dir;

    @Test
    void biggerAgentsQueryAMeshBakedForTheSmallestOne() {
        Path navmesh = dir.resolve("maze.navmesh");
        CommandLineTest.Run bake = CommandLineTest.run("bake", "--scene", MAZE.toString(), "--out", navmesh.toString(),
                "--agent-radius", "0.3", "--clearance");
        assertThat(bake.code()).as(bake.err()).isZero();
        String[] route = {"path", "--navmesh", navmesh.toString(), "--from", "2,0,2", "--to", "58,0,58", "--goal-policy", "fail"};
        CommandLineTest.Run small = CommandLineTest.run(route);
        CommandLineTest.Run big = CommandLineTest.run(concat(route, "--radius", "1.0", "--height", "2"));
        CommandLineTest.Run giant = CommandLineTest.run(concat(route, "--radius", "30"));
        assertThat(small.out()).as(small.err()).startsWith("{\"status\":\"FOUND\"");
        assertThat(big.out()).as(big.err()).startsWith("{\"status\":\"FOUND\"");
        assertThat(length(big.out())).isGreaterThan(length(small.out()));
        assertThat(giant.out()).as(giant.err()).startsWith("{\"status\":\"UNREACHABLE\"");
        CommandLineTest.Run bad = CommandLineTest.run(concat(route, "--radius", "-1"));
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("--radius");
    }

    private static double length(String json) {
        return Double.parseDouble(json.strip().replaceAll(".*\"length\":([0-9.]+),.*", "$1"));
    }

    private static String[] concat(String[] a, String... b) {
        String[] r = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }
}
