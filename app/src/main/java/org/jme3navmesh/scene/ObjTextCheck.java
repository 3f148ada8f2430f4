package org.jme3navmesh.scene;

import java.io.IOException;

/**
 * Checks the records of OBJ text that jME's {@code OBJLoader} parses without saying where it
 * failed: vertices ({@code v}, {@code vn}: three finite numbers; {@code vt}: two), and faces
 * ({@code f}: at least three corners {@code v}, {@code v/t}, {@code v/t/n} or {@code v//n}, each an
 * integer index that is not 0 and names an element defined above it, counting from 1, or from the
 * end when negative; within one object or group either every face corner has a texture coordinate
 * (normal) index or none has, since jME's loader fails on a mix), and {@code usemtl} names a
 * material. Other records are left to the loader.
 */
final class ObjTextCheck {
    private ObjTextCheck() {
    }

    /**
     * @param lines the OBJ text; not null, unaffected
     * @param name  the file's name for messages; not null
     * @throws IOException "NAME line N: ..." naming the first bad record and value
     */
    static void check(TextLines lines, String name) throws IOException {
        int vertices = 0, texCoords = 0, normals = 0;
        // Per object ("o") or group ("g"): 0 no face yet, 1 corners with the index, -1 without.
        int[] hasIndex = new int[2];
        for (int n = 1; n <= lines.count(); n++) {
            String line = lines.latin1Line(n);
            if (line.indexOf('\0') >= 0) {
                throw new IOException(name + " line " + n + ": not OBJ text (binary data)");
            }
            String t = line.strip();
            if (t.isEmpty() || t.charAt(0) == '#') {
                continue;
            }
            String[] tok = t.split("\\s+");
            try {
                switch (tok[0]) {
                    case "v" -> {
                        numbers(tok, 3, name, n, "vertex coordinate");
                        vertices++;
                    }
                    case "vn" -> {
                        numbers(tok, 3, name, n, "normal component");
                        normals++;
                    }
                    case "vt" -> {
                        numbers(tok, 2, name, n, "texture coordinate");
                        texCoords++;
                    }
                    case "f" -> face(tok, name, n, vertices, texCoords, normals, hasIndex);
                    case "g", "o" -> java.util.Arrays.fill(hasIndex, 0);
                    case "usemtl" -> {
                        if (tok.length < 2) {
                            // jME's loader would take the next line's first word as the name.
                            throw new IllegalArgumentException(name + " line " + n + ": 'usemtl' needs a material name");
                        }
                    }
                    default -> {
                        // Groups, objects, materials, smoothing: the loader's business.
                    }
                }
            } catch (IllegalArgumentException e) {
                throw new IOException(e.getMessage(), e);
            }
        }
    }

    private static void numbers(String[] tok, int needed, String name, int line, String what) {
        if (tok.length - 1 < needed) {
            throw new IllegalArgumentException(name + " line " + line + ": '" + tok[0] + "' needs " + needed
                    + " numbers, got " + (tok.length - 1));
        }
        for (int i = 1; i <= needed; i++) {
            TextLines.finiteFloat(tok[i], name, line, what);
        }
    }

    private static void face(String[] tok, String name, int line, int vertices, int texCoords, int normals,
                             int[] hasIndex) {
        if (tok.length - 1 < 3) {
            throw new IllegalArgumentException(name + " line " + line + ": a face needs at least 3 corners, got "
                    + (tok.length - 1));
        }
        for (int i = 1; i < tok.length; i++) {
            String[] parts = tok[i].split("/", -1);
            if (parts.length > 3) {
                throw new IllegalArgumentException(name + " line " + line + ": face corner '" + tok[i]
                        + "' is not v, v/t, v/t/n or v//n");
            }
            index(parts[0], vertices, "vertex", "vertices", tok[i], name, line);
            boolean tex = parts.length > 1 && !parts[1].isEmpty();
            boolean normal = parts.length > 2 && !parts[2].isEmpty();
            if (tex) {
                index(parts[1], texCoords, "texture coordinate", "texture coordinates", tok[i], name, line);
            }
            if (normal) {
                index(parts[2], normals, "normal", "normals", tok[i], name, line);
            }
            same(hasIndex, 0, tex, "texture coordinate", tok[i], name, line);
            same(hasIndex, 1, normal, "normal", tok[i], name, line);
        }
    }

    /** Checks that corners of one object all have, or all lack, an index of one kind. */
    private static void same(int[] hasIndex, int kind, boolean has, String what, String corner, String name, int line) {
        int v = has ? 1 : -1;
        if (hasIndex[kind] == 0) {
            hasIndex[kind] = v;
        } else if (hasIndex[kind] != v) {
            throw new IllegalArgumentException(name + " line " + line + ": face corner '" + corner + "' has "
                    + (has ? "a " : "no ") + what + " index but earlier corners of this object "
                    + (has ? "don't" : "do") + " (give every corner of an object one, or none)");
        }
    }

    private static void index(String s, int defined, String what, String plural, String corner, String name, int line) {
        String at = name + " line " + line + ": face corner '" + corner + "': ";
        int k;
        try {
            k = Integer.parseInt(s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(at + what + " index '" + s + "' is not an integer");
        }
        if (k == 0) {
            throw new IllegalArgumentException(at + what + " index 0 is not valid (OBJ indices start at 1)");
        }
        if (Math.abs((long) k) > defined) {
            throw new IllegalArgumentException(at + what + " index " + k + " is out of range: " + defined + " "
                    + (defined == 1 ? what : plural) + " defined above it");
        }
    }
}
