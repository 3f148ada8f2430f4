package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failed save must leave the previous file as it was and no temporary file behind. The failures
 * are injected (content that throws midway, a path under a regular file), since the tests run as
 * root where permission bits don't stop writes.
 */
class AtomicFileWriterTest {
    @TempDir
    Path dir;

    private static final byte[] OLD = "the good old navmesh".getBytes(StandardCharsets.UTF_8);

    private String[] names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toArray(String[]::new);
        }
    }

    @Test
    void writeReplacesTheFileAndLeavesNothingElse() throws IOException {
        Path f = dir.resolve("a.bin");
        Files.write(f, OLD);
        AtomicFileWriter.write(f, out -> out.write(new byte[] {1, 2, 3}));
        assertThat(Files.readAllBytes(f)).containsExactly(1, 2, 3);
        assertThat(names()).containsExactly("a.bin");
    }

    @Test
    void aWriteThatFailsMidwayLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path f = dir.resolve("level.navmesh");
        Files.write(f, OLD);
        assertThatThrownBy(() -> AtomicFileWriter.write(f, out -> {
            out.write(new byte[100_000]); // past the writer's buffer: bytes reach the temporary file
            throw new IOException("No space left on device");
        })).isInstanceOf(IOException.class).hasMessageContaining("level.navmesh").hasMessageContaining("No space left");
        assertThat(Files.readAllBytes(f)).isEqualTo(OLD);
        assertThat(names()).containsExactly("level.navmesh");
    }

    @Test
    void aRuntimeFailureAlsoCleansUp() throws IOException {
        Path f = dir.resolve("x.obj");
        assertThatThrownBy(() -> AtomicFileWriter.write(f, out -> {
            out.write(1);
            throw new IllegalStateException("boom");
        })).isInstanceOf(IllegalStateException.class);
        assertThat(names()).isEmpty();
    }

    @Test
    void aTargetUnderARegularFileOrADirectoryIsNamed() throws IOException {
        Path file = Files.write(dir.resolve("plain.txt"), OLD);
        assertThatThrownBy(() -> AtomicFileWriter.write(file.resolve("out.navmesh"), out -> out.write(1)))
                .isInstanceOf(IOException.class).hasMessageContaining("plain.txt/out.navmesh").hasMessageEndingWith("plain.txt is not a directory");
        Path sub = Files.createDirectory(dir.resolve("sub"));
        assertThatThrownBy(() -> AtomicFileWriter.write(sub, out -> out.write(1)))
                .isInstanceOf(IOException.class).hasMessageContaining("sub").hasMessageContaining("is a directory");
        assertThat(Files.readAllBytes(file)).isEqualTo(OLD);
        assertThat(names()).containsExactly("plain.txt", "sub");
    }

    @Test
    void stagedFilesChangeNothingUntilCommittedAndVanishWhenClosed() throws IOException {
        Path a = Files.write(dir.resolve("a"), OLD);
        Path b = Files.write(dir.resolve("b"), OLD);
        try (AtomicFileWriter.Staged sa = AtomicFileWriter.stage(a, out -> out.write(7));
             AtomicFileWriter.Staged sb = AtomicFileWriter.stage(b, out -> out.write(8))) {
            assertThat(Files.readAllBytes(a)).isEqualTo(OLD);
            sa.commit();
            assertThat(Files.readAllBytes(a)).containsExactly(7);
            assertThat(sb.target()).isEqualTo(b);
            // sb is closed without a commit: b keeps its content and the temporary file goes.
        }
        assertThat(Files.readAllBytes(b)).isEqualTo(OLD);
        assertThat(names()).containsExactly("a", "b");
    }

    @Test
    void navMeshIoKeepsTheOldFileWhenTheWriteFails() throws IOException {
        Path f = dir.resolve("level.navmesh");
        NavMesh good = TestMeshes.grid(3, 3, 1f, 0f);
        NavMeshIO.write(good, f);
        byte[] before = Files.readAllBytes(f);
        // An area name too long for the format makes the writer throw after the file was opened.
        NavMeshBuilder b = new NavMeshBuilder();
        b.addVertex(0, 0, 0);
        b.addVertex(0, 0, 1);
        b.addVertex(1, 0, 0);
        b.addTriangle(0, 1, 2, 0, 0f);
        b.areaTable(AreaTable.of(new String[] {"x".repeat(70_000)}, new float[] {1f}));
        NavMesh bad = b.build();
        assertThatThrownBy(() -> NavMeshIO.write(bad, f)).isInstanceOf(IOException.class)
                .hasMessageContaining("level.navmesh");
        assertThat(Files.readAllBytes(f)).isEqualTo(before);
        assertThat(NavMeshIO.read(f).triangleCount()).isEqualTo(good.triangleCount());
        assertThat(names()).containsExactly("level.navmesh");
    }

    @Test
    void objExportIsAtomicToo() throws IOException {
        Path f = Files.write(dir.resolve("nav.obj"), OLD);
        NavMeshObjExporter.write(TestMeshes.grid(2, 2, 1f, 0f), f);
        assertThat(Files.readAllLines(f)).anyMatch(l -> l.startsWith("f "));
        assertThatThrownBy(() -> NavMeshObjExporter.write(TestMeshes.grid(2, 2, 1f, 0f), f.resolve("x.obj")))
                .isInstanceOf(IOException.class).hasMessageContaining("nav.obj/x.obj");
        assertThat(names()).containsExactly("nav.obj");
    }

    @Test
    void permissionsAndSymbolicLinksAreKept() throws IOException {
        Path f = Files.write(dir.resolve("shared.navmesh"), OLD);
        var perms = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(f, perms);
        Path link = Files.createSymbolicLink(dir.resolve("link.navmesh"), f);
        AtomicFileWriter.write(link, out -> out.write(9));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readAllBytes(f)).containsExactly(9);
        assertThat(Files.getPosixFilePermissions(f)).isEqualTo(perms);
        assertThat(names()).containsExactly("link.navmesh", "shared.navmesh");
    }
}
