package org.jme3navmesh.mesh;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/** Writes a navmesh as a Wavefront OBJ (Y up, metres), one group per area, for inspection in other tools. */
public final class NavMeshObjExporter {
    private NavMeshObjExporter() {
    }

    /** Writes mesh to file, replacing it. */
    public static void write(NavMesh mesh, Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(mesh, w);
        }
    }

    /** Writes mesh to a writer; the writer is flushed, not closed. */
    public static void write(NavMesh mesh, Writer out) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        BufferedWriter w = out instanceof BufferedWriter bw ? bw : new BufferedWriter(out);
        w.write("# jme3-navmesh: " + mesh.vertexCount() + " vertices, " + mesh.triangleCount()
                + " triangles, " + mesh.componentCount() + " components\n");
        for (int v = 0; v < mesh.vertexCount(); v++) {
            w.write(String.format(Locale.ROOT, "v %.4f %.4f %.4f%n", mesh.vertexX(v), mesh.vertexY(v), mesh.vertexZ(v)));
        }
        AreaTable areas = mesh.areas();
        for (int a = 0; a < areas.count(); a++) {
            boolean header = false;
            for (int t = 0; t < mesh.triangleCount(); t++) {
                if (mesh.area(t) != a) {
                    continue;
                }
                if (!header) {
                    w.write("g area_" + a + "_" + areas.name(a).replaceAll("\\s+", "_") + "\n");
                    header = true;
                }
                w.write("f " + (mesh.vertex(t, 0) + 1) + " " + (mesh.vertex(t, 1) + 1) + " " + (mesh.vertex(t, 2) + 1) + "\n");
            }
        }
        w.flush();
    }
}
