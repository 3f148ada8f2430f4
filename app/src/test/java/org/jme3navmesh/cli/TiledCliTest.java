package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bake --tile-size N --threads T} and {@code bench --tile-size N}. */
class TiledCliTest {
    @TempDir
    Path dir;

    @Test
    void tiledBakeReportsTilesAndThreadsAndWritesTheSameFileOnAnyThreadCount() throws Exception {
        Path one = dir.resolve("one.navmesh");
        Path two = dir.resolve("two.navmesh");
        CommandLineTest.Run a = CommandLineTest.run("bake", "--scene", CommandLineTest.BRIDGE.toString(), "--out",
                one.toString(), "--tile-size", "32", "--threads", "1");
        CommandLineTest.Run b = CommandLineTest.run("bake", "--scene", CommandLineTest.BRIDGE.toString(), "--out",
                two.toString(), "--tile-size", "32", "--threads", "2");
        assertThat(a.code()).as(a.err()).isZero();
        assertThat(b.code()).as(b.err()).isZero();
        assertThat(a.out().strip()).matches("\\{.*\"tiles\":(\\d+),\"threads\":1,.*}");
        assertThat(b.out().strip()).matches("\\{.*\"tiles\":(\\d+),\"threads\":2,.*}");
        int tiles = Integer.parseInt(a.out().replaceAll("(?s).*\"tiles\":(\\d+).*", "$1"));
        assertThat(tiles).isGreaterThan(1);
        assertThat(Files.readAllBytes(two)).isEqualTo(Files.readAllBytes(one));
    }

    @Test
    void benchRunsOnTheTiledMesh() throws Exception {
        Path pairs = dir.resolve("pairs.csv");
        Files.write(pairs, List.of("-20,6,0,20,6,0", "0,0,-20,0,0,20"));
        CommandLineTest.Run r = CommandLineTest.run("bench", "--scene", CommandLineTest.BRIDGE.toString(), "--pairs",
                pairs.toString(), "--tile-size", "32");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().strip()).matches("\\{.*\"tiles\":(\\d+),\"pairs\":2,\"found\":2,.*}");
        assertThat(Integer.parseInt(r.out().replaceAll("(?s).*\"tiles\":(\\d+).*", "$1"))).isGreaterThan(1);
    }

    @Test
    void badTileSizeOrThreadsGiveOneLineNamingTheFlag() {
        String scene = CommandLineTest.BRIDGE.toString();
        String out = dir.resolve("x.navmesh").toString();
        String[][] cases = {
                {"--tile-size", "-1"}, {"--tile-size", "abc"}, {"--threads", "0"}, {"--threads", "-2"},
                {"--threads", "two"},
        };
        for (String[] c : cases) {
            CommandLineTest.Run r = CommandLineTest.run("bake", "--scene", scene, "--out", out, c[0], c[1]);
            assertThat(r.code()).as(String.join(" ", c) + " -> " + r.err()).isEqualTo(2);
            assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
            assertThat(r.err()).startsWith("error: ").contains(c[0]);
            assertThat(r.out()).isEmpty();
        }
    }
}
