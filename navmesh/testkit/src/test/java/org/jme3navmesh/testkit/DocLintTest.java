package org.jme3navmesh.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DocLintTest {
    @TempDir
    Path dir;

    private Path source(String body) throws Exception {
        Path p = dir.resolve("demo/Demo.java");
        Files.createDirectories(p.getParent());
        Files.writeString(p, "package demo;\n/** A class. */\npublic final class Demo {\n" + body + "}\n");
        return dir;
    }

    @Test
    void aPublicMethodWithoutItsTagsIsListed() throws Exception {
        Path root = source("    /** Half of x. */\n    public static float half(float x) { return x / 2; }\n"
                + "    static float hidden(float y) { return y; }\n");
        assertThat(DocLint.missing(root, "")).hasSize(2)
                .anySatisfy(l -> assertThat(l).endsWith("Demo.java:5: no @param for x"))
                .anySatisfy(l -> assertThat(l).endsWith("Demo.java:5: no @return"));
    }

    @Test
    void aDocumentedMethodPasses() throws Exception {
        Path root = source("    /**\n     * Half of x.\n     *\n     * @param x a value, any unit\n"
                + "     * @return x / 2, same unit\n     */\n    public static float half(float x) { return x / 2; }\n");
        assertThat(DocLint.missing(root, "")).isEmpty();
    }

    @Test
    void sourcesThatDoNotCompileAreNamed() throws Exception {
        Path root = source("    /** Broken. */\n    public static int broken() { return \"no\"; }\n");
        assertThatThrownBy(() -> DocLint.missing(root, "")).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("do not compile").hasMessageContaining("Demo.java");
    }
}
