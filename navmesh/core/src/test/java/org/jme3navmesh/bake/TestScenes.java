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
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        float[] v = obj.verts();
        int[] t = obj.tris();
        int current = -1;
        for (int i = 0; i < obj.triangleCount(); i++) {
            if (obj.group()[i] != current) {
                current = obj.group()[i];
                SurfaceTag tag = SurfaceTag.fromName(obj.groupNames()[current]);
                b.beginBody(tag == null ? SurfaceTag.GROUND : tag);
            }
            int a = 3 * t[3 * i];
            int c = 3 * t[3 * i + 1];
            int d = 3 * t[3 * i + 2];
            b.add(v[a], v[a + 1], v[a + 2], v[c], v[c + 1], v[c + 2], v[d], v[d + 1], v[d + 2]);
        }
        return b.build();
    }

    /** The scene baked with the default agent (cached: each scene is baked once per JVM). */
    public static BakeResult bake(String name) {
        return BAKES.computeIfAbsent(name, n -> new NavMeshBaker().bake(triangles(n), BakeConfig.defaults(),
                BakeProgressListener.NONE, () -> false));
    }
}
