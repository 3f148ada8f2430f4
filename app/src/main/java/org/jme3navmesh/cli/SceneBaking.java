package org.jme3navmesh.cli;

import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import com.jme3.bullet.PhysicsSpace;
import java.io.IOException;
import java.nio.file.Path;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/** Loads an OBJ scene into a physics space and bakes it, drawing progress on a stream. */
final class SceneBaking {
    private SceneBaking() {
    }

    /**
     * @param bar where progress goes, or null for none
     * @throws IOException              when the scene can't be read
     * @throws IllegalArgumentException when the scene is empty or has no walkable surface
     */
    static BakeResult bake(Path scene, BakeConfig cfg, ProgressBar bar) throws IOException {
        PhysicsSpace space = new PhysicsSceneBuilder().build(new ObjSceneLoader().load(scene));
        try {
            return new PhysicsNavMeshBaker().bake(space, cfg,
                    bar == null ? (stage, p) -> { } : (stage, p) -> bar.update(p, stage), () -> false);
        } finally {
            if (bar != null) {
                bar.finish();
            }
            space.destroy();
        }
    }
}
