package org.jme3navmesh.jme;

import com.jme3.asset.AssetLoadException;
import com.jme3.asset.AssetNotFoundException;
import com.jme3.asset.DesktopAssetManager;
import com.jme3.asset.ModelKey;
import com.jme3.asset.plugins.FileLocator;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.plugins.OBJLoader;
import com.jme3.material.plugins.J3MLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import com.jme3.asset.AssetInfo;
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
     * @throws IOException              when the file is missing, unreadable or not a valid OBJ
     * @throws IllegalArgumentException when the scene holds no triangle geometry
     */
    public Node load(Path file) throws IOException {
        OBJ_LOGGER.setLevel(Level.SEVERE);
        Objects.requireNonNull(file, "file");
        Path abs = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(abs)) {
            throw new IOException("scene file not found: " + abs);
        }
        if (!Files.isReadable(abs)) {
            throw new IOException("scene file is not readable: " + abs);
        }
        DesktopAssetManager assets = new DesktopAssetManager(false);
        assets.registerLoader(OBJLoader.class, "obj");
        assets.registerLoader(J3MLoader.class, "j3m", "j3md");
        assets.registerLocator(abs.getParent().toString(), FileLocator.class);
        assets.registerLocator("/", com.jme3.asset.plugins.ClasspathLocator.class);
        // jME's OBJLoader splits geometry only on groups ("g"); most exporters name objects with
        // "o". Rewriting "o name" to "g name" keeps one geometry (and one tag) per object.
        byte[] text = objectsAsGroups(Files.readAllBytes(abs));
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
        } catch (AssetLoadException | IllegalStateException | IllegalArgumentException
                 | IndexOutOfBoundsException | java.util.NoSuchElementException e) {
            throw new IOException("cannot read OBJ scene " + abs + ": " + e.getMessage(), e);
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

    /** Rewrites every "o NAME" statement as "g NAME"; everything else is kept byte for byte. */
    static byte[] objectsAsGroups(byte[] obj) {
        byte[] out = obj.clone();
        boolean lineStart = true;
        for (int i = 0; i < out.length; i++) {
            byte b = out[i];
            if (lineStart && b == 'o' && i + 1 < out.length && (out[i + 1] == ' ' || out[i + 1] == '\t')) {
                out[i] = 'g';
            }
            lineStart = b == '\n' || b == '\r' || (lineStart && (b == ' ' || b == '\t'));
        }
        return out;
    }
}
