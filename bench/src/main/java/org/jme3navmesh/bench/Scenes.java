package org.jme3navmesh.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The benchmark scenes and where to find them. */
public final class Scenes {
    /** Default scene folder, relative to the repository root. */
    public static final String DEFAULT_DIR = "navmesh/core/src/test/resources/scenes";
    /** Scenes of the bake comparison (issue 2). */
    public static final List<String> BAKE = List.of("hills", "dungeon", "undulating");
    /** Scenes of the query comparison (issue 3). */
    public static final List<String> QUERY = List.of("hills", "maze", "dungeon", "undulating");

    private Scenes() {
    }

    /**
     * The OBJ file of a scene: {@code dir/name.obj}, else {@code dir/third_party/name.obj}.
     *
     * @throws IOException naming both places when neither exists
     */
    public static Path resolve(Path dir, String name) throws IOException {
        Path a = dir.resolve(name + ".obj");
        if (Files.isRegularFile(a)) {
            return a;
        }
        Path b = dir.resolve("third_party").resolve(name + ".obj");
        if (Files.isRegularFile(b)) {
            return b;
        }
        throw new IOException("scene '" + name + "' not found: neither " + a + " nor " + b
                + " exists (run from the repository root or pass --scenes DIR)");
    }
}
