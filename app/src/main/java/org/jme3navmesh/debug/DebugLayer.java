package org.jme3navmesh.debug;

import com.jme3.scene.Spatial;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * One debug view: a name, the key that toggles it, a version counter of its source and a builder. The
 * {@link DebugViewState} calls the builder only when the layer is visible and its source's version differs from the
 * version it last built (so static views like the navmesh edges are built once per bake).
 */
public final class DebugLayer {
    private final String name;
    private final int keyCode;
    private final String keyLabel;
    private final IntSupplier version;
    private final Supplier<Spatial> builder;
    private boolean enabled;
    private int builtVersion;
    private boolean built;
    private Spatial spatial;
    private int buildCount;

    /**
     * @param name     shown in the help overlay and HUD; not null
     * @param keyCode  jME {@code KeyInput} code toggling the layer
     * @param keyLabel the key as shown in the help overlay; not null
     * @param version  source version; the layer rebuilds when it changes; not null, kept (not copied)
     * @param builder  makes the layer's spatial from the current source, or returns null when there is nothing to show;
     *                 runs on the render thread; not null, kept (not copied)
     * @param enabled  initially visible (when debug mode is on)
     */
    public DebugLayer(String name, int keyCode, String keyLabel, IntSupplier version, Supplier<Spatial> builder,
                      boolean enabled) {
        this.name = java.util.Objects.requireNonNull(name, "name");
        this.keyCode = keyCode;
        this.keyLabel = java.util.Objects.requireNonNull(keyLabel, "keyLabel");
        this.version = java.util.Objects.requireNonNull(version, "version");
        this.builder = java.util.Objects.requireNonNull(builder, "builder");
        this.enabled = enabled;
    }

    /**
     * The layer's name, shown in the help overlay (and part of its input mapping's name).
     *
     * @return the name given to the constructor; not null
     */
    public String name() { return name; }

    /**
     * The key that toggles the layer.
     *
     * @return the jME {@code KeyInput} code given to the constructor
     */
    public int keyCode() { return keyCode; }

    /**
     * The toggle key as shown in the help overlay and the HUD.
     *
     * @return the label given to the constructor; not null
     */
    public String keyLabel() { return keyLabel; }

    /**
     * Whether the layer is shown (while debug mode is on).
     *
     * @return true when the layer is enabled
     */
    public boolean isEnabled() { return enabled; }

    /**
     * Shows or hides the layer (shown only while debug mode is on).
     *
     * @param enabled true to show the layer
     */
    public void setEnabled(boolean enabled) { this.enabled = enabled; }

    /**
     * How often the builder ran (for tests and the HUD).
     *
     * @return the number of builds, &gt;= 0
     */
    public int buildCount() { return buildCount; }

    /**
     * The last built spatial, or null.
     *
     * @return the spatial, live (attached by {@link DebugViewState}); or null before the first build or when the
     *         builder returned null
     */
    public Spatial spatial() { return spatial; }

    /**
     * Rebuilds when the source version changed since the last build.
     *
     * @return true when the spatial was replaced (the caller re-attaches it)
     */
    boolean refresh() {
        int v = version.getAsInt();
        if (built && v == builtVersion) {
            return false;
        }
        if (spatial != null) {
            spatial.removeFromParent();
        }
        spatial = builder.get();
        builtVersion = v;
        built = true;
        buildCount++;
        return true;
    }
}
