package org.jme3navmesh.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 14's command-line cases: nothing lost on a failed save, outputs checked before the bake,
 * messages that name the file, the line and the value, no carriage returns in logs.
 */
class CommandLineErrorsTest {
    static final Path BRIDGE = CommandLineTest.BRIDGE;

    @TempDir
    Path dir;

    private static CommandLineTest.Run run(String... args) {
        return CommandLineTest.run(args);
    }

    @Test
    void anUnwritableOutputIsReportedBeforeTheBake() throws Exception {
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        // The scene is missing too: the output is checked first, so its error is the one reported.
        CommandLineTest.Run r = run("bake", "--scene", dir.resolve("missing.obj").toString(),
                "--out", plain.resolve("out.navmesh").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: --out " + plain.resolve("out.navmesh") + ": " + plain.toAbsolutePath()
                + " is not a directory");
        r = run("bake", "--scene", BRIDGE.toString(), "--out", dir.resolve("no/such/dir/x.navmesh").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--out").contains("does not exist");
        r = run("bake", "--scene", BRIDGE.toString(), "--out", dir.toString());
        assertThat(r.err()).contains("--out " + dir + " is a directory");
        r = run("bench", "--scene", BRIDGE.toString(), "--pairs", "no/such/pairs.csv", "--paths-out",
                plain.resolve("p.csv").toString());
        assertThat(r.err()).contains("--paths-out");
    }

    @Test
    void aFailingObjExportLeavesTheOldNavmeshUntouched() throws Exception {
        Path nav = dir.resolve("level.navmesh");
        assertThat(run("bake", "--scene", BRIDGE.toString(), "--out", nav.toString()).code()).isZero();
        byte[] good = Files.readAllBytes(nav);
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        CommandLineTest.Run r = run("bake", "--scene", BRIDGE.toString(), "--cell", "0.5", "--out", nav.toString(),
                "--obj-out", plain.resolve("nav.obj").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.out()).isEmpty();
        assertThat(r.err()).contains("--obj-out");
        assertThat(Files.readAllBytes(nav)).isEqualTo(good);
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("level.navmesh", "plain.txt");
        }
    }

    @Test
    void benchWritesItsPathsAtomicallyAndSaysNullWhenNothingIsFound() throws Exception {
        Path pairs = Files.write(dir.resolve("off.csv"), List.of("500,0,500,600,0,600"));
        Path paths = Files.writeString(dir.resolve("paths.csv"), "old");
        CommandLineTest.Run r = run("bench", "--scene", BRIDGE.toString(), "--pairs", pairs.toString(),
                "--paths-out", paths.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out().strip()).contains("\"found\":0,").endsWith("\"mean_len_found\":null}");
        assertThat(Files.readAllLines(paths)).hasSize(1);
    }

    @Test
    void pairsFilesWithABomLoadAndBinaryOrDirectoryPairsAreNamed() throws Exception {
        Path bom = dir.resolve("bom.csv");
        Files.write(bom, ("\uFEFF-20,6,0,20,6,0\n").getBytes(StandardCharsets.UTF_8));
        assertThat(QueryPairs.read(bom).count).isEqualTo(1);

        Path bin = dir.resolve("pairs.csv");
        Files.write(bin, new byte[] {'#', '\n', '\n', (byte) 0xC3, (byte) 0x28, ',', '1', '\n'});
        CommandLineTest.Run r = run("bench", "--scene", BRIDGE.toString(), "--pairs", bin.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + bin + " line 3: not UTF-8 text");

        r = run("path", "--navmesh", dir.toString(), "--from", "0,0,0", "--to", "1,0,1");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + dir + " is a directory, not a navmesh file");

        r = run("bench", "--scene", BRIDGE.toString(), "--pairs", dir.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().strip()).isEqualTo("error: " + dir + " is a directory, not a file");
    }

    @Test
    void aSceneDirectoryAndAFarCoordinateAreExplained() throws Exception {
        Path sub = Files.createDirectory(dir.resolve("scene.obj"));
        CommandLineTest.Run r = run("bake", "--scene", sub.toString(), "--out", dir.resolve("x.navmesh").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("is a directory").doesNotContain("not found");

        Path far = Files.writeString(dir.resolve("far.obj"), "v 0 0 0\nv 10 0 0\nv 10 0 10\nv 1e30 0 0\nf 1 3 2\nf 2 3 4\n");
        r = run("bake", "--scene", far.toString(), "--out", dir.resolve("x.navmesh").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("grid too large").contains("1.00e+30").contains("cellSize 0.3")
                .doesNotContain("9223372036854775807").doesNotContain("-");
    }

    @Test
    void progressIsPlainLinesWhenStderrIsNotATerminal() throws Exception {
        assertThat(System.console()).isNull(); // under the test runner stderr is not a terminal
        PrintStream saved = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        CommandLineTest.Run r;
        System.setErr(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            r = run("bake", "--scene", BRIDGE.toString(), "--out", dir.resolve("b.navmesh").toString());
        } finally {
            System.setErr(saved);
        }
        assertThat(r.code()).isZero();
        String progress = bytes.toString(StandardCharsets.UTF_8);
        assertThat(progress).isNotEmpty().doesNotContain("\r");
        assertThat(progress.lines()).allMatch(l -> l.matches(" *\\d+% .*"));
    }

    @Test
    void headlessDemoDoesNotLogLoaderWarningsOrABanner() {
        Logger assetConfig = Logger.getLogger("com.jme3.asset.AssetConfig");
        Logger system = Logger.getLogger("com.jme3.system.JmeSystem");
        StringBuilder logged = new StringBuilder();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord rec) {
                logged.append(rec.getMessage()).append('\n');
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        assetConfig.addHandler(h);
        try {
            CommandLineTest.Run r = run("--headless", "--agents", "2", "--seconds", "1");
            assertThat(r.code()).isZero();
        } finally {
            assetConfig.removeHandler(h);
        }
        // Every new asset manager reads the loader list again, so its warnings would show here.
        assertThat(logged.toString()).doesNotContain("Cannot find loader");
        // The banner is logged once per JVM (maybe by an earlier test), so its logger's level is checked.
        assertThat(system.isLoggable(java.util.logging.Level.INFO)).isFalse();
        assertThat(system.isLoggable(java.util.logging.Level.WARNING)).isTrue();
    }
}
