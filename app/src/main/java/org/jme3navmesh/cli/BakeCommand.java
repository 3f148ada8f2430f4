package org.jme3navmesh.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jme3navmesh.bake.BakeResult;
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
        BakeResult r = SceneBaking.bake(bake.scene, bake.config(), System.err);
        NavMesh m = r.navMesh();
        NavMeshIO.write(m, out);
        if (objOut != null) {
            NavMeshObjExporter.write(m, objOut);
        }
        spec.commandLine().getOut().println(new Json()
                .put("scene", bake.scene.toString())
                .put("cells", r.cellsSampled())
                .put("triangles", m.triangleCount())
                .put("vertices", m.vertexCount())
                .put("components", m.componentCount())
                .put("walkable_area_m2", m.walkableArea())
                .put("bake_ms", r.totalMillis()));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
