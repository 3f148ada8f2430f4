package org.jme3navmesh.mesh;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;

/** Writes a navmesh as a Wavefront OBJ (Y up, metres), one group per area, for inspection in other tools. */
public final class NavMeshObjExporter {
    private NavMeshObjExporter() {
    }

    /**
     * Writes mesh to file, replacing it atomically ({@link AtomicFileWriter}): on failure the old
     * file is unchanged.
     *
     * @param mesh the mesh; not null, unaffected
     * @param file the file; not null; its directory must exist
     * @throws IOException naming the file when it can't be written
     */
    public static void write(NavMesh mesh, Path file) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(file, "file");
        AtomicFileWriter.write(file, content(mesh));
    }

    /**
     * The OBJ text of mesh as {@link AtomicFileWriter} content (UTF-8), for writing it together
     * with other files.
     *
     * @param mesh the mesh; not null, unaffected (read when the content is written)
     * @return the content; never null
     */
    public static AtomicFileWriter.Content content(NavMesh mesh) {
        Objects.requireNonNull(mesh, "mesh");
        return out -> write(mesh, new OutputStreamWriter(out, StandardCharsets.UTF_8));
    }

    /**
     * Writes mesh to a writer; the writer is flushed, not closed.
     *
     * @param mesh the mesh; not null, unaffected
     * @param out  receives the OBJ text (lines end in \n on every platform); not null; flushed, not closed
     * @throws IOException when the writer fails
     */
    public static void write(NavMesh mesh, Writer out) throws IOException {
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(out, "out");
        BufferedWriter w = out instanceof BufferedWriter bw ? bw : new BufferedWriter(out);
        w.write("# jme3-navmesh: " + mesh.vertexCount() + " vertices, " + mesh.triangleCount()
                + " triangles, " + mesh.componentCount() + " components\n");
        for (int v = 0; v < mesh.vertexCount(); v++) {
            w.write(String.format(Locale.ROOT, "v %.4f %.4f %.4f\n", mesh.vertexX(v), mesh.vertexY(v), mesh.vertexZ(v)));
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
