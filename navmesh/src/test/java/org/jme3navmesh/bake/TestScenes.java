package org.jme3navmesh.bake;

import com.jme3.bullet.PhysicsSpace;
import com.jme3.scene.Node;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jme3navmesh.jme.ObjSceneLoader;
import org.jme3navmesh.jme.PhysicsSceneBuilder;
import org.jme3navmesh.jme.PhysicsTriangles;

/** Test scenes under src/test/resources/scenes, loaded through the real OBJ + physics path and cached per JVM. */
public final class TestScenes {
    private static final Map<String, SceneTriangles> TRIANGLES = new ConcurrentHashMap<>();
    private static final Map<String, BakeResult> BAKES = new ConcurrentHashMap<>();

    private TestScenes() {
    }

    /** Path of a scene file, e.g. "maze.obj" or "third_party/dungeon.obj". */
    public static Path path(String name) {
        return Path.of("src/test/resources/scenes", name);
    }

    /** The scene's OBJ loaded into a new physics space. */
    public static PhysicsSpace space(String name) {
        try {
            Node node = new ObjSceneLoader().load(path(name));
            return new PhysicsSceneBuilder().build(node);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scene's triangles, extracted from its physics space (cached). */
    public static SceneTriangles triangles(String name) {
        return TRIANGLES.computeIfAbsent(name, n -> {
            PhysicsSpace space = space(n);
            try {
                return PhysicsTriangles.extract(space);
            } finally {
                space.destroy();
            }
        });
    }

    /** The scene baked with the default agent (cached: each scene is baked once per JVM). */
    public static BakeResult bake(String name) {
        return BAKES.computeIfAbsent(name, n -> new NavMeshBaker().bake(triangles(n), BakeConfig.defaults(),
                BakeProgressListener.NONE, () -> false));
    }
}
