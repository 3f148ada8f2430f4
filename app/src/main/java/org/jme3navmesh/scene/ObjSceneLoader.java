package org.jme3navmesh.scene;

import org.jme3navmesh.jme.NavTags;
import com.jme3.asset.AssetNotFoundException;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.asset.ModelKey;
import com.jme3.asset.plugins.ClasspathLocator;
import com.jme3.asset.plugins.FileLocator;
import com.jme3.material.plugins.J3MLoader;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.plugins.OBJLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import com.jme3.asset.AssetInfo;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Loads a Wavefront OBJ scene (Y up, metres) into a jME scene graph with jME's own
 * {@link OBJLoader}, headless (no renderer needed).
 *
 * <p>Each OBJ object ("o") or group ("g") becomes a {@link Geometry} named after it. After
 * loading, the {@link NavTags} naming convention is applied to every geometry, so an object named
 * "pond" becomes unwalkable and one named "mud_patch" becomes area "mud" (cost 3). jME's loader
 * logs a warning per OBJ without normals; those are silenced (normals do not matter here).
 *
 * <p>Not thread-safe; use one instance per thread (each keeps its own asset manager).
 */
public final class ObjSceneLoader {
    /** Held so the level set on it is not lost to garbage collection. */
    private static final Logger OBJ_LOGGER = Logger.getLogger(OBJLoader.class.getName());

    /**
     * Loads an OBJ file.
     *
     * @param file the .obj file; not null
     * @return a new node holding the scene; never null, has at least one triangle geometry
     * @throws IOException              naming the file when it is missing, a directory, unreadable or not
     *                                  a valid OBJ (with the line and the value for bad numbers and
     *                                  face indices)
     * @throws IllegalArgumentException when the scene holds no triangle geometry
     */
    public Node load(Path file) throws IOException {
        OBJ_LOGGER.setLevel(Level.SEVERE);
        Objects.requireNonNull(file, "file");
        Path abs = file.toAbsolutePath().normalize();
        if (Files.isDirectory(abs)) {
            throw new IOException("scene " + abs + " is a directory, not an OBJ file");
        }
        if (!Files.exists(abs)) {
            throw new IOException("scene file not found: " + abs);
        }
        if (!Files.isRegularFile(abs)) {
            throw new IOException("scene " + abs + " is not a regular file");
        }
        if (!Files.isReadable(abs)) {
            throw new IOException("scene file is not readable: " + abs);
        }
        // jME's OBJ loader gives every geometry a default material from the engine's classpath
        // assets, so the material loader and the classpath locator are needed even headless.
        DesktopAssetManager assets = new DesktopAssetManager(false);
        assets.registerLoader(OBJLoader.class, "obj");
        assets.registerLoader(J3MLoader.class, "j3m", "j3md");
        assets.registerLocator(abs.getParent().toString(), FileLocator.class);
        assets.registerLocator("/", ClasspathLocator.class);
        // One geometry (and one tag) per "o" object, no material library, n-gons as triangles.
        byte[] raw;
        try {
            raw = Files.readAllBytes(abs);
        } catch (IOException e) {
            throw new IOException("cannot read OBJ scene " + abs + ": " + e.getMessage(), e);
        }
        // jME's loader reports bad numbers and indices without a file or line: check them first.
        ObjTextCheck.check(TextLines.of(raw), abs.toString());
        int bom = TextLines.bomLength(raw);
        byte[] text = objectsAsGroups(bom == 0 ? raw : java.util.Arrays.copyOfRange(raw, bom, raw.length));
        ModelKey key = new ModelKey(abs.getFileName().toString());
        Spatial loaded;
        try {
            loaded = (Spatial) new OBJLoader().load(new AssetInfo(assets, key) {
                @Override
                public InputStream openStream() {
                    return new ByteArrayInputStream(text);
                }
            });
        } catch (AssetNotFoundException e) {
            throw new IOException("cannot read OBJ scene " + abs + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // Whatever else jME's loader trips over (the checks above catch the common cases).
            String m = e.getMessage();
            throw new IOException("cannot read OBJ scene " + abs + ": " + (m == null || m.isBlank()
                    ? e.getClass().getSimpleName() : m), e);
        }
        Node root;
        if (loaded instanceof Node n) {
            root = n;
        } else {
            root = new Node(abs.getFileName().toString());
            root.attachChild(loaded);
        }
        int[] triangles = {0};
        // Only the objects themselves are matched: the root is named after the file, and a file
        // called "ponds.obj" must not make its whole scene water.
        root.depthFirstTraversal(s -> {
            if (s instanceof Geometry g && g.getMesh() != null) {
                NavTags.applyNamingConvention(g);
                triangles[0] += g.getMesh().getTriangleCount();
            }
        });
        if (triangles[0] == 0) {
            throw new IllegalArgumentException("scene " + abs + " is empty: it has no triangles");
        }
        root.updateGeometricState();
        return root;
    }

    /**
     * Prepares OBJ text for jME's loader: "o NAME" becomes "g NAME" (jME splits geometries on
     * groups only), "mtllib" statements are commented out (materials do not matter here), and
     * faces of more than four corners, which jME's loader drops, are split into a fan of
     * triangles. Other lines are kept as they are.
     */
    static byte[] objectsAsGroups(byte[] obj) {
        String text = new String(obj, StandardCharsets.ISO_8859_1);
        StringBuilder out = new StringBuilder(text.length() + 64);
        int i = 0, n = text.length();
        while (i < n) {
            int end = i;
            while (end < n && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
                end++;
            }
            String line = text.substring(i, end);
            String trimmed = line.strip();
            if (trimmed.startsWith("o ") || trimmed.startsWith("o\t")) {
                out.append('g').append(trimmed, 1, trimmed.length());
            } else if (trimmed.equals("mtllib") || trimmed.startsWith("mtllib ") || trimmed.startsWith("mtllib\t")) {
                out.append('#').append(trimmed);
            } else if (trimmed.startsWith("f ") || trimmed.startsWith("f\t")) {
                String[] corners = trimmed.substring(2).trim().split("\\s+");
                if (corners.length > 4) {
                    for (int k = 1; k + 1 < corners.length; k++) {
                        if (k > 1) {
                            out.append('\n');
                        }
                        out.append("f ").append(corners[0]).append(' ').append(corners[k]).append(' ').append(corners[k + 1]);
                    }
                } else {
                    out.append(line);
                }
            } else {
                out.append(line);
            }
            int next = end;
            while (next < n && (text.charAt(next) == '\n' || text.charAt(next) == '\r')) {
                next++;
            }
            if (next > end) {
                out.append('\n');
            }
            i = next;
        }
        return out.toString().getBytes(StandardCharsets.ISO_8859_1);
    }
}
