package org.jme3navmesh.debug;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;

/**
 * Debug mode: F2 shows or hides all debug layers; each {@link DebugLayer} has its own key. A layer is rebuilt only
 * when it is visible and its source's version counter changed.
 */
public final class DebugViewState extends BaseAppState implements ActionListener {
    /** Key of the debug-mode toggle. */
    public static final int TOGGLE_KEY = KeyInput.KEY_F2;
    private static final String TOGGLE = "debug.toggle";
    private final List<DebugLayer> layers;
    private final Node root = new Node("debug-views");
    private boolean active;

    /**
     * @param layers the layers, in help-overlay order; not null, unaffected (the list is copied, the layers are
     *               kept and their visibility toggled by keys)
     * @param active true to start in debug mode
     */
    public DebugViewState(List<DebugLayer> layers, boolean active) {
        this.layers = List.copyOf(layers);
        this.active = active;
        root.setShadowMode(RenderQueue.ShadowMode.Off);
    }

    /**
     * The layers, in help-overlay order.
     *
     * @return an unmodifiable copy of the constructor's list (the layers themselves live); not null
     */
    public List<DebugLayer> layers() {
        return layers;
    }

    /**
     * Whether debug mode is on.
     *
     * @return true while debug mode is on
     */
    public boolean isActive() {
        return active;
    }

    /**
     * Turns debug mode on or off.
     *
     * @param active true to show the enabled layers, false to hide every layer
     */
    public void setActive(boolean active) {
        this.active = active;
    }

    @Override
    protected void initialize(Application app) {
        List<String> names = new ArrayList<>();
        app.getInputManager().addMapping(TOGGLE, new KeyTrigger(TOGGLE_KEY));
        names.add(TOGGLE);
        for (DebugLayer l : layers) {
            String n = "debug.layer." + l.name();
            app.getInputManager().addMapping(n, new KeyTrigger(l.keyCode()));
            names.add(n);
        }
        app.getInputManager().addListener(this, names.toArray(new String[0]));
    }

    /**
     * F2 toggles debug mode; a layer's key toggles that layer and, when it turns the layer on, turns debug mode on.
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a key press (releases are ignored)
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (!pressed) {
            return;
        }
        if (TOGGLE.equals(name)) {
            active = !active;
            return;
        }
        for (DebugLayer l : layers) {
            if (name.equals("debug.layer." + l.name())) {
                l.setEnabled(!l.isEnabled());
                if (l.isEnabled() && !active) {
                    active = true;
                }
            }
        }
    }

    /**
     * Attaches the debug node while debug mode is on (detaches it otherwise), rebuilds the enabled layers whose source
     * changed and detaches the disabled ones.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        Node scene = ((SimpleApplication) getApplication()).getRootNode();
        if (!active) {
            root.removeFromParent();
            return;
        }
        if (root.getParent() == null) {
            scene.attachChild(root);
        }
        for (DebugLayer l : layers) {
            if (!l.isEnabled()) {
                if (l.spatial() != null) {
                    l.spatial().removeFromParent();
                }
                continue;
            }
            l.refresh();
            Spatial s = l.spatial();
            if (s != null && s.getParent() != root) {
                root.attachChild(s);
            }
        }
    }

    @Override
    protected void cleanup(Application app) {
        root.removeFromParent();
        String[] names = new String[layers.size() + 1];
        names[0] = TOGGLE;
        for (int i = 0; i < layers.size(); i++) {
            names[i + 1] = "debug.layer." + layers.get(i).name();
        }
        InputMappings.release(app.getInputManager(), this, names);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        root.removeFromParent();
    }
}
