package org.jme3navmesh.scene;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Fuzzes the OBJ scene loader (the line checks and jME's loader behind them): every input ends in a
 * scene, an {@link IOException} or an {@link IllegalArgumentException} (an empty scene) whose
 * message names the file; nothing else escapes.
 */
class ObjSceneFuzzTest {
    private static Path dir;

    @BeforeContainer
    static void makeDir() throws IOException {
        dir = Files.createTempDirectory("objfuzz");
    }

    @AfterContainer
    static void removeDir() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.delete(p);
            }
        }
        Files.delete(dir);
    }

    private static void loadsOrExplains(byte[] text) throws IOException {
        Path f = dir.resolve("scene.obj");
        Files.write(f, text);
        try {
            assertThat(new ObjSceneLoader().load(f)).isNotNull();
        } catch (IOException | IllegalArgumentException e) {
            assertThat(e.getMessage()).contains(f.toString());
        }
    }

    @Provide
    Arbitrary<String> number() {
        return Arbitraries.oneOf(
                Arbitraries.floats().between(-100f, 100f).map(v -> Float.toString(v)),
                Arbitraries.integers().between(-5, 5).map(String::valueOf),
                Arbitraries.of("abc", "inf", "-inf", "Infinity", "NaN", "1e39", "1e30", "-0", "0x1p3", "1,5", "", "1e", "."));
    }

    @Provide
    Arbitrary<String> corner() {
        Arbitrary<String> index = Arbitraries.oneOf(Arbitraries.integers().between(-6, 8).map(String::valueOf),
                Arbitraries.of("x", "", "99999999999", "1.5"));
        return Arbitraries.oneOf(index,
                index.list().ofSize(2).map(l -> l.get(0) + "/" + l.get(1)),
                index.list().ofSize(3).map(l -> l.get(0) + "/" + l.get(1) + "/" + l.get(2)),
                index.list().ofSize(2).map(l -> l.get(0) + "//" + l.get(1)));
    }

    @Provide
    Arbitrary<String> line() {
        Arbitrary<String> n = number();
        return Arbitraries.oneOf(
                n.list().ofMinSize(0).ofMaxSize(4).map(l -> "v " + String.join(" ", l)),
                n.list().ofMinSize(0).ofMaxSize(4).map(l -> "v " + String.join(" ", l)),
                n.list().ofMinSize(0).ofMaxSize(3).map(l -> "vt " + String.join(" ", l)),
                n.list().ofMinSize(0).ofMaxSize(3).map(l -> "vn " + String.join(" ", l)),
                corner().list().ofMinSize(0).ofMaxSize(6).map(l -> "f " + String.join(" ", l)),
                corner().list().ofMinSize(0).ofMaxSize(6).map(l -> "f " + String.join(" ", l)),
                Arbitraries.of("g ground", "o pond", "o", "g", "usemtl stone", "usemtl", "mtllib x.mtl", "s 1", "s off",
                        "# comment", "", "   ", "\t v 1 2 3", "l 1 2", "p 1", "vp 1 2", "mg 1"),
                Arbitraries.strings().ofMaxLength(12));
    }

    @Property(tries = 150)
    void randomObjText(@ForAll @Size(max = 14) List<@net.jqwik.api.From("line") String> lines, @ForAll boolean crlf) throws IOException {
        String text = "v 0 0 0\nv 4 0 0\nv 4 0 4\n" + String.join(crlf ? "\r\n" : "\n", lines) + "\n";
        loadsOrExplains(text.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Property(tries = 40)
    void randomBytes(@ForAll @Size(max = 200) byte[] data) throws IOException {
        loadsOrExplains(data);
    }
}
