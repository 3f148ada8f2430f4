package org.jme3navmesh.scene;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad OBJ scenes are reported with the file, the line and the value, not with jME's raw messages. */
class ObjSceneErrorsTest {
    @TempDir
    Path dir;

    private static final String QUAD = "v 0 0 0\nv 10 0 0\nv 10 0 10\nv 0 0 10\n";

    private String error(String name, String text) throws IOException {
        Path obj = dir.resolve(name);
        Files.writeString(obj, text, StandardCharsets.ISO_8859_1);
        Throwable t = org.assertj.core.api.Assertions.catchThrowable(() -> new ObjSceneLoader().load(obj));
        assertThat(t).as(name).isInstanceOf(IOException.class);
        assertThat(t.getMessage()).contains(obj.toString());
        return t.getMessage();
    }

    @Test
    void aVertexThatIsNotANumberNamesTheLineAndTheValue() throws IOException {
        assertThat(error("abc.obj", "# scene\nv 0 0 0\nv 1 abc 0\nv 0 0 1\nf 1 2 3\n"))
                .endsWith("abc.obj line 3: vertex coordinate 'abc' is not a number");
    }

    @Test
    void infiniteVerticesAreNamed() throws IOException {
        assertThat(error("inf.obj", QUAD + "v inf 0 0\nf 1 2 3\n")).endsWith("inf.obj line 5: vertex coordinate 'inf' is not a number");
        assertThat(error("infinity.obj", "v Infinity 0 0\n" + QUAD + "f 2 3 4\n"))
                .endsWith("infinity.obj line 1: vertex coordinate 'Infinity' is not finite");
        assertThat(error("big.obj", QUAD + "v 1e39 0 0\nf 1 2 3\n")).endsWith("big.obj line 5: vertex coordinate '1e39' is not finite");
    }

    @Test
    void faceIndicesMustBeNonZeroAndDefined() throws IOException {
        assertThat(error("zero.obj", QUAD + "f 0 1 2\n"))
                .endsWith("zero.obj line 5: face corner '0': vertex index 0 is not valid (OBJ indices start at 1)");
        assertThat(error("far.obj", QUAD + "f 1 2 9\n"))
                .endsWith("far.obj line 5: face corner '9': vertex index 9 is out of range: 4 vertices defined above it");
        assertThat(error("neg.obj", QUAD + "f -1 -2 -5\n"))
                .endsWith("neg.obj line 5: face corner '-5': vertex index -5 is out of range: 4 vertices defined above it");
        assertThat(error("word.obj", QUAD + "f 1 2 x\n")).endsWith("word.obj line 5: face corner 'x': vertex index 'x' is not an integer");
        assertThat(error("tex.obj", QUAD + "vt 0 0\nf 1/1 2/2 3/1\n"))
                .endsWith("tex.obj line 6: face corner '2/2': texture coordinate index 2 is out of range: 1 texture coordinate defined above it");
        assertThat(error("short.obj", QUAD + "f 1 2\n")).endsWith("short.obj line 5: a face needs at least 3 corners, got 2");
        assertThat(error("mixed.obj", QUAD + "vn 0 1 0\nf 1//1 2//1 3//1\nf 1 3 4\n"))
                .endsWith("mixed.obj line 7: face corner '1' has no normal index but earlier corners of this object do"
                        + " (give every corner of an object one, or none)");
        assertThat(error("mtl.obj", QUAD + "usemtl\nf 1 2 3\n")).endsWith("mtl.obj line 5: 'usemtl' needs a material name");
        assertThat(error("twod.obj", "v 1 2\n")).endsWith("twod.obj line 1: 'v' needs 3 numbers, got 2");
    }

    @Test
    void windowsLineEndsCountLinesAsEditorsDo() throws IOException {
        assertThat(error("crlf.obj", "v 0 0 0\r\nv 1 0 0\r\n\r\nv 0 0 1\r\nf 1 2 4\r\n")).endsWith("crlf.obj line 5: face corner '4': vertex index 4 is out of range: 3 vertices defined above it");
    }

    @Test
    void aDirectoryOrABinaryFileSaysSo() throws IOException {
        Path sub = Files.createDirectory(dir.resolve("level.obj"));
        assertThatThrownBy(() -> new ObjSceneLoader().load(sub)).isInstanceOf(IOException.class)
                .hasMessage("scene " + sub.toAbsolutePath() + " is a directory, not an OBJ file");
        Path bin = dir.resolve("bin.obj");
        Files.write(bin, new byte[] {'v', ' ', 0, 1, 2, (byte) 0xff, '\n'});
        assertThatThrownBy(() -> new ObjSceneLoader().load(bin)).isInstanceOf(IOException.class)
                .hasMessageEndingWith("bin.obj line 1: not OBJ text (binary data)");
    }

    @Test
    void aByteOrderMarkAndValidIndicesStillLoad() throws IOException {
        Path obj = dir.resolve("bom.obj");
        byte[] text = (QUAD + "vt 0 0\nvn 0 1 0\nf 1/1/1 3/1/1 2/1/1\nf -4/1/1 -1/-1/-1 -2/1/1\n").getBytes(StandardCharsets.US_ASCII);
        byte[] withBom = new byte[text.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(text, 0, withBom, 3, text.length);
        Files.write(obj, withBom);
        int[] triangles = {0};
        new ObjSceneLoader().load(obj).depthFirstTraversal(s -> {
            if (s instanceof com.jme3.scene.Geometry g) {
                triangles[0] += g.getMesh().getTriangleCount();
            }
        });
        assertThat(triangles[0]).isEqualTo(2);
    }
}
