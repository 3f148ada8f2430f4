package org.jme3navmesh.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.AtomicFileWriter;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.mesh.NavMeshObjExporter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code bake}: OBJ scene to navmesh file, with a progress bar on stderr and one JSON line on stdout. */
@Command(name = "bake", mixinStandardHelpOptions = true,
        description = "Bake a navmesh from an OBJ scene and save it. Prints one JSON line.")
final class BakeCommand implements Callable<Integer> {
    @Mixin
    BakeOptions bake = new BakeOptions();

    @Option(names = "--out", required = true, paramLabel = "FILE.navmesh", description = "Where to save the navmesh.")
    Path out;

    @Option(names = "--obj-out", paramLabel = "FILE.obj", description = "Also export the navmesh as OBJ.")
    Path objOut;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        OutputFiles.checkWritable("--out", out);
        if (objOut != null) {
            OutputFiles.checkWritable("--obj-out", objOut);
        }
        BakeResult r = SceneBaking.bake(bake.scene, bake.config(), bake.threads(), ProgressBar.forStderr(), spec.commandLine().getErr());
        NavMesh m = r.navMesh();
        save(m);
        spec.commandLine().getOut().println(new Json()
                .put("scene", bake.scene.toString())
                .put("cells", r.cellsSampled())
                .put("triangles", m.triangleCount())
                .put("vertices", m.vertexCount())
                .put("components", m.componentCount())
                .put("walkable_area_m2", m.walkableArea())
                .put("bake_ms", r.totalMillis())
                .put("tiles", r.tiles() == null ? 1 : r.tiles().tileCount())
                .put("threads", bake.threads())
                .put("warnings", r.warnings()));
        spec.commandLine().getOut().flush();
        return 0;
    }

    /**
     * Writes both files to temporary files first and renames them over the targets only when both
     * are complete, so a failure (a full disk) leaves the old files as they were. Should the second
     * rename fail after the first, the message says which file was replaced.
     */
    private void save(NavMesh m) throws IOException {
        try (AtomicFileWriter.Staged nav = AtomicFileWriter.stage(out, o -> NavMeshIO.write(m, o));
             AtomicFileWriter.Staged obj = objOut == null ? null
                     : AtomicFileWriter.stage(objOut, NavMeshObjExporter.content(m))) {
            nav.commit();
            if (obj != null) {
                try {
                    obj.commit();
                } catch (IOException e) {
                    throw new IOException(e.getMessage() + " (" + out + " was written)", e);
                }
            }
        }
    }
}
