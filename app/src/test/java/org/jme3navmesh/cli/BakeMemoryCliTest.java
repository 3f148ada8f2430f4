package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.jme3navmesh.cli.CommandLineTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bakes too large for the heap end in one clear line and exit code 2 (issue 14, case 2). */
class BakeMemoryCliTest {
    @TempDir
    Path dir;

    /** n stacked square floors of the given size, 3 m apart, as an OBJ file. */
    private Path floors(int n, float size) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (int f = 0; f < n; f++) {
            float y = 3f * f;
            sb.append("o floor_").append(f).append('\n');
            sb.append("v 0 ").append(y).append(" 0\nv 0 ").append(y).append(' ').append(size).append('\n');
            sb.append("v ").append(size).append(' ').append(y).append(' ').append(size).append("\nv ").append(size)
                    .append(' ').append(y).append(" 0\n");
            int b = 4 * f;
            sb.append("f ").append(b + 1).append(' ').append(b + 2).append(' ').append(b + 3).append('\n');
            sb.append("f ").append(b + 1).append(' ').append(b + 3).append(' ').append(b + 4).append('\n');
        }
        return Files.writeString(dir.resolve("floors" + n + ".obj"), sb.toString());
    }

    @Test
    void aBakeOverItsMemoryBudgetIsRefusedWithTheNumbersAndTheFix() throws Exception {
        Path out = dir.resolve("floors.navmesh");
        Run r = CommandLineTest.run("bake", "--scene", floors(10, 60).toString(), "--cell", "0.2", "--memory-budget", "16",
                "--out", out.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err().strip()).matches("error: not enough memory: the bake needs about \\d+ MB \\(90,000 cells,"
                + " 10\\.00 surfaces per cell\\), --memory-budget allows 16 MB; use a larger --cell, a smaller region,"
                + " or a larger heap \\(-Xmx\\d+g\\)");
        assertThat(Files.exists(out)).isFalse();
        assertThat(CommandLineTest.run("bake", "--scene", floors(1, 10).toString(), "--memory-budget", "-1",
                "--out", out.toString()).err()).startsWith("error: --memory-budget must be between 0 and");
    }

    @Test
    void anOutOfMemoryErrorIsOneLineAndExitCodeTwo() throws Exception {
        // In a 64 MB JVM, with the estimate bypassed by a huge budget, a 16M-cell bake runs out of heap.
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path scene = floors(1, 400);
        ProcessBuilder pb = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "bake", "--scene", scene.toString(), "--cell", "0.1",
                "--memory-budget", "1000000", "--out", dir.resolve("big.navmesh").toString());
        pb.redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        Process p = pb.start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertThat(p.exitValue()).as(err).isEqualTo(2);
        assertThat(err.lines().filter(l -> l.startsWith("error: ")).toList()).singleElement().asString()
                .matches("error: out of memory \\(Java heap space\\) with a heap of \\d+ MB: use a larger --cell, a"
                        + " smaller scene, or a larger heap \\(java -Xmx\\.\\.\\.\\)");
        assertThat(err).doesNotContain("at org.").doesNotContain("Exception in thread");
        assertThat(Files.readString(dir.resolve("out.txt"))).isEmpty();
    }
}
