package org.jme3navmesh.cli;

import org.jme3navmesh.jme.PhysicsNavMeshBaker;
import com.jme3.bullet.PhysicsSpace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeMemoryException;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.scene.PhysicsSceneBuilder;

/** Loads an OBJ scene into a physics space and bakes it, drawing progress on a stream. */
final class SceneBaking {
    /** How the bake's messages end when they suggest a double-sided bake. */
    private static final String DOUBLE_SIDED_HINT = "bake with doubleSided";

    private SceneBaking() {
    }

    /**
     * Bakes a scene; prints the bake's warnings on {@code warnings} as {@code warning: ...} lines,
     * with the option names of the command line.
     *
     * @param scene    the OBJ file; not null
     * @param cfg      the agent and grid; not null
     * @param threads  worker threads of the bake, &gt; 0; or 0 for one per core
     * @param bar      where progress goes, or null for none
     * @param warnings where warnings go; not null, written to
     * @return the bake, its warnings in the command line's words; never null
     * @throws IOException              when the scene can't be read
     * @throws IllegalArgumentException when the scene is empty, has no walkable surface or needs
     *                                  more memory than the heap has (the messages of the last two
     *                                  name the options)
     */
    static BakeResult bake(Path scene, BakeConfig cfg, int threads, ProgressBar bar, PrintWriter warnings)
            throws IOException {
        PhysicsSpace space = new PhysicsSceneBuilder().build(new ObjSceneLoader().load(scene));
        BakeResult r;
        try {
            r = new PhysicsNavMeshBaker(threads).bake(space, cfg,
                    bar == null ? (stage, p) -> { } : (stage, p) -> bar.update(p, stage), () -> false);
        } catch (BakeMemoryException e) {
            throw new IllegalArgumentException(BakeOptions.optionNames(e.getMessage()), e);
        } catch (IllegalArgumentException e) {
            String m = e.getMessage();
            if (m != null && m.endsWith(DOUBLE_SIDED_HINT)) {
                throw new IllegalArgumentException(BakeOptions.optionNames(m), e);
            }
            throw e;
        } finally {
            if (bar != null) {
                bar.finish();
            }
            space.destroy();
        }
        List<String> named = r.warnings().stream().map(BakeOptions::optionNames).toList();
        for (String w : named) {
            warnings.println("warning: " + w);
        }
        warnings.flush();
        return new BakeResult(r.navMesh(), r.field(), r.areas(), r.grid(), r.cellsSampled(), r.walkableSpans(),
                r.stageMillis(), r.totalMillis(), named, r.tiles());
    }
}
