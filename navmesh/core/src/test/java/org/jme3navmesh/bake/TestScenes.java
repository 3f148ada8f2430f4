package org.jme3navmesh.bake;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jme3navmesh.testkit.ObjMesh;

/**
 * Test scenes under src/test/resources/scenes, read with the testkit's OBJ reader (no jME) and
 * cached per JVM. Each OBJ object or group is one body, tagged by the naming convention
 * ({@link SurfaceTag#fromName}), as a jME scene built from the same file would be.
 */
public final class TestScenes {
    private static final Map<String, SceneTriangles> TRIANGLES = new ConcurrentHashMap<>();
    private static final Map<String, BakeResult> BAKES = new ConcurrentHashMap<>();

    private TestScenes() {
    }

    /** Where the scenes are, seen from the working directory of any module's tests. */
    private static final Path DIR = java.util.stream.Stream.of("src/test/resources/scenes",
                    "../core/src/test/resources/scenes", "../navmesh/core/src/test/resources/scenes")
            .map(Path::of).filter(java.nio.file.Files::isDirectory).findFirst()
            .orElse(Path.of("src/test/resources/scenes"));

    /** Path of a scene file, e.g. "maze.obj" or "third_party/dungeon.obj". */
    public static Path path(String name) {
        return DIR.resolve(name);
    }

    /** The scene's triangles (cached). */
    public static SceneTriangles triangles(String name) {
        return TRIANGLES.computeIfAbsent(name, n -> {
            try {
                return toTriangles(ObjMesh.read(path(n)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /**
     * An OBJ soup as scene triangles: one body per object or group, tagged by its name.
     *
     * @param obj the soup; not null, unaffected
     * @return a new triangle soup; never null
     */
    public static SceneTriangles toTriangles(ObjMesh obj) {
        return SceneTriangles.fromIndexed(obj.verts(), obj.tris(), obj.group(), obj.groupNames());
    }

    /** The scene baked with the default agent (cached: each scene is baked once per JVM). */
    public static BakeResult bake(String name) {
        return BAKES.computeIfAbsent(name, n -> new NavMeshBaker().bake(triangles(n), BakeConfig.defaults(),
                BakeProgressListener.NONE, () -> false));
    }
}
