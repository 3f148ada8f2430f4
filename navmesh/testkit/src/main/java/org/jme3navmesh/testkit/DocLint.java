package org.jme3navmesh.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * The API documentation check of a module's tests: compiles a source tree with the JDK's own Javadoc lint
 * ({@code -Xdoclint:missing/public}, the check {@code javadoc} runs) and lists every public class, method,
 * constructor or field without a comment, and every public method or constructor without an {@code @param} for
 * each parameter or an {@code @return} for its result. The comments themselves (units, space, nullness,
 * aliasing, as the project's style asks) are for the reviewer; this check only keeps any of them from being left
 * out. Stateless and thread-safe.
 */
public final class DocLint {
    private DocLint() {
    }

    /**
     * Compiles the sources under a tree into a temporary directory (deleted afterwards) with the Javadoc lint's
     * "missing" group on public elements, and returns what it reports.
     *
     * @param sourceRoot the root of the source tree, e.g. {@code src/main/java} of a module (relative to the
     *                   working directory, or absolute); not null, must exist
     * @param classPath  the class path the sources compile against (e.g. {@code java.class.path} of the test
     *                   JVM); not null
     * @return one line per missing comment or tag, {@code file:line: message}, in the compiler's order; empty when
     *         nothing is missing; never null
     * @throws IllegalStateException when no system Java compiler is present (a JRE, not a JDK) or the sources do
     *                               not compile (the errors are in the message)
     */
    public static List<String> missing(Path sourceRoot, String classPath) {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("no system Java compiler: run the tests on a JDK, not a JRE");
        }
        List<Path> files;
        try (Stream<Path> s = Files.walk(sourceRoot)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the sources under " + sourceRoot.toAbsolutePath(), e);
        }
        Path out;
        try {
            out = Files.createTempDirectory("doclint");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory for the lint's classes", e);
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager fm = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            List<String> options = List.of("-Xdoclint:missing/public", "-Xmaxwarns", "100000", "-Xmaxerrs", "100",
                    "-proc:none", "-implicit:none", "-d", out.toString(), "-cp", classPath);
            boolean ok = javac.getTask(null, fm, diagnostics, options, null, fm.getJavaFileObjectsFromPaths(files))
                    .call();
            List<String> lines = new ArrayList<>();
            List<String> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                String where = (d.getSource() == null ? "?" : d.getSource().getName()) + ":" + d.getLineNumber() + ": ";
                String text = d.getMessage(Locale.ROOT);
                if (d.getKind() == Diagnostic.Kind.ERROR) {
                    errors.add(where + text);
                } else if (text.startsWith("no comment") || text.startsWith("no @")) {
                    lines.add(where + text);
                }
            }
            if (!ok || !errors.isEmpty()) {
                throw new IllegalStateException("the sources under " + sourceRoot + " do not compile for the lint: "
                        + String.join("\n", errors));
            }
            return lines;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            deleteTree(out);
        }
    }

    /**
     * The test of a module: nothing is missing in the public elements of its {@code src/main/java} (relative to the
     * working directory, the module's directory under Maven), compiled against the test JVM's class path.
     *
     * @param module the module's name for the failure message, e.g. "navmesh/core"; not null
     * @throws AssertionError listing what is missing (the first 60 lines and the count)
     */
    public static void assertDocumented(String module) {
        List<String> missing = missing(Path.of("src/main/java"), System.getProperty("java.class.path"));
        if (!missing.isEmpty()) {
            throw new AssertionError(missing.size() + " public elements of " + module + " lack a comment or a tag"
                    + " (javac -Xdoclint:missing/public):\n"
                    + String.join("\n", missing.subList(0, Math.min(60, missing.size()))));
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // A temporary directory left behind is harmless.
        }
    }
}
