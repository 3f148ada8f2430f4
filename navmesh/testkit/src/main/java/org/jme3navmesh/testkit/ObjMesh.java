package org.jme3navmesh.testkit;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Objects;

/**
 * A triangle soup read from a Wavefront OBJ file: {@code v}, {@code f}, {@code o} and {@code g}
 * records (polygons are fan-triangulated; {@code v/vt/vn} and negative indices are accepted).
 * Each triangle belongs to the object or group ({@code o} / {@code g}) it was declared in, so a
 * test can tag it by name; faces before the first {@code o} or {@code g} belong to group 0,
 * named after the file.
 * Coordinates are world space, metres, Y up, exactly as in the file.
 *
 * <p>Both engines of the benchmark start from this same soup, so neither pays for OBJ parsing
 * inside a timed bake.
 *
 * @param name  scene name (file name without extension)
 * @param verts x, y, z per vertex
 * @param tris  three vertex ids per triangle, in file winding
 * @param group index into {@code groupNames} of each triangle
 * @param groupNames the object or group names, in file order (the first is the file's name)
 */
public record ObjMesh(String name, float[] verts, int[] tris, int[] group, String[] groupNames) {

    /**
     * Checks that no component is null; throws {@link NullPointerException} naming the null one. Lengths and
     * indices are not checked.
     *
     * @param name       scene name (file name without extension); not null
     * @param verts      x, y, z per vertex, world space, metres; not null, kept (not copied)
     * @param tris       three vertex ids per triangle, in file winding; not null, kept (not copied)
     * @param group      index into {@code groupNames} of each triangle; not null, kept (not copied)
     * @param groupNames the object or group names, in file order (the first is the file's name); not null, kept
     *                   (not copied)
     */
    public ObjMesh {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(verts, "verts");
        Objects.requireNonNull(tris, "tris");
        Objects.requireNonNull(group, "group");
        Objects.requireNonNull(groupNames, "groupNames");
    }

    /**
     * Number of vertices.
     *
     * @return the count, verts.length / 3 (rounded down), &gt;= 0
     */
    public int vertexCount() { return verts.length / 3; }

    /**
     * Number of triangles.
     *
     * @return the count, tris.length / 3 (rounded down), &gt;= 0
     */
    public int triangleCount() { return tris.length / 3; }

    /**
     * Reads an OBJ file.
     *
     * @param file the OBJ file (UTF-8; coordinates world space, metres, Y up); not null
     * @return a new mesh, its name the file name without extension; not null
     * @throws IOException when the file cannot be read, or names a vertex that does not exist,
     *                     or has no triangle, a bad or non-finite number, or a vertex or face with too few entries
     */
    public static ObjMesh read(Path file) throws IOException {
        Objects.requireNonNull(file, "file");
        float[] v = new float[3 * 1024];
        int nv = 0;
        int[] t = new int[3 * 1024];
        int nt = 0;
        int lineNo = 0;
        int[] g = new int[1024];
        java.util.List<String> names = new java.util.ArrayList<>();
        String fn = file.getFileName().toString();
        int dot = fn.lastIndexOf('.');
        String stem = dot > 0 ? fn.substring(0, dot) : fn;
        names.add(stem);
        int currentGroup = 0;
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int[] face = new int[16];
            while ((line = r.readLine()) != null) {
                lineNo++;
                line = line.strip();
                if (line.startsWith("v ")) {
                    String[] p = line.split("\\s+");
                    if (p.length < 4) {
                        throw new IOException(file + ":" + lineNo + ": vertex needs 3 coordinates");
                    }
                    if (3 * nv + 3 > v.length) {
                        v = Arrays.copyOf(v, v.length * 2);
                    }
                    for (int k = 0; k < 3; k++) {
                        float c = Float.parseFloat(p[1 + k]);
                        if (!Float.isFinite(c)) {
                            throw new IOException(file + ":" + lineNo + ": vertex coordinate is not finite");
                        }
                        v[3 * nv + k] = c;
                    }
                    nv++;
                } else if (line.startsWith("o ") || line.startsWith("g ")) {
                    names.add(line.substring(2).strip());
                    currentGroup = names.size() - 1;
                } else if (line.startsWith("f ")) {
                    String[] p = line.split("\\s+");
                    int n = p.length - 1;
                    if (n < 3) {
                        throw new IOException(file + ":" + lineNo + ": face needs at least 3 vertices");
                    }
                    if (face.length < n) {
                        face = new int[n];
                    }
                    for (int k = 0; k < n; k++) {
                        String s = p[1 + k];
                        int slash = s.indexOf('/');
                        int idx = Integer.parseInt(slash < 0 ? s : s.substring(0, slash));
                        idx = idx < 0 ? nv + idx : idx - 1;
                        if (idx < 0 || idx >= nv) {
                            throw new IOException(file + ":" + lineNo + ": face names missing vertex " + s);
                        }
                        face[k] = idx;
                    }
                    for (int k = 1; k + 1 < n; k++) {
                        if (3 * nt + 3 > t.length) {
                            t = Arrays.copyOf(t, t.length * 2);
                        }
                        if (nt == g.length) {
                            g = Arrays.copyOf(g, g.length * 2);
                        }
                        g[nt] = currentGroup;
                        t[3 * nt] = face[0];
                        t[3 * nt + 1] = face[k];
                        t[3 * nt + 2] = face[k + 1];
                        nt++;
                    }
                }
            }
        } catch (NumberFormatException e) {
            throw new IOException(file + ":" + lineNo + ": bad number: " + e.getMessage(), e);
        }
        if (nt == 0) {
            throw new IOException(file + ": no faces");
        }
        return new ObjMesh(stem, Arrays.copyOf(v, 3 * nv), Arrays.copyOf(t, 3 * nt), Arrays.copyOf(g, nt),
                names.toArray(new String[0]));
    }
}
