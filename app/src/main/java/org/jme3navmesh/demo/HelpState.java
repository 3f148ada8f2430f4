package org.jme3navmesh.demo;

import org.jme3navmesh.debug.InputMappings;
import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.font.BitmapFont;
import com.jme3.font.BitmapText;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.material.Material;
import com.jme3.material.RenderState;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.shape.Quad;
import java.util.List;
import org.jme3navmesh.debug.DebugLayer;

/** F1 help overlay: every key of the demo, including one line per debug layer. */
public final class HelpState extends BaseAppState implements ActionListener {
    private static final String TOGGLE = "help.toggle";
    private final List<DebugLayer> layers;
    private final Node overlay = new Node("help");
    private boolean shown;
    private String shownText;

    /**
     * @param layers the debug layers, one help line each, in order; not null, unaffected (the list is copied)
     */
    public HelpState(List<DebugLayer> layers) {
        this.layers = List.copyOf(layers);
    }

    /**
     * The overlay's text.
     *
     * @return a new multi-line string: one line per key and per debug layer (with its state); not null
     */
    public String helpText() {
        StringBuilder sb = new StringBuilder();
        sb.append("jme3-navmesh demo\n\n");
        sb.append("Left click ground     send selected agents (all if none) there\n");
        sb.append("Left click agent      select / deselect it\n");
        sb.append("X                     clear the selection\n");
        sb.append("N                     spawn more agents\n");
        sb.append("P                     spawn physical agents (BetterCharacterControl)\n");
        sb.append("B                     spawn rigid-body agents (RigidBodyControl)\n");
        sb.append("V                     avoidance: ORCA / separation / off\n");
        sb.append("R                     random target for every agent\n");
        sb.append("O                     drop a crate under the mouse (agents re-route)\n");
        sb.append("Shift+O / click crate remove the crate (Shift+O: the last one)\n");
        sb.append("G                     close / open the gate in the doorway\n");
        sb.append("Space                 pause / resume\n");
        sb.append("WASD / arrows         pan camera\n");
        sb.append("Mouse wheel / + -     zoom\n");
        sb.append("Right drag / Q E      rotate camera\n");
        sb.append("C                     toggle fly camera\n");
        sb.append("F1                    this help\n");
        sb.append("F2                    debug views on / off\n");
        for (DebugLayer l : layers) {
            sb.append(String.format("%-22s%s (%s)%n", l.keyLabel(), l.name(), l.isEnabled() ? "on" : "off"));
        }
        sb.append("Esc                   quit");
        return sb.toString();
    }

    /**
     * Whether the overlay is shown (F1 toggles it).
     *
     * @return true while shown
     */
    public boolean isShown() {
        return shown;
    }

    @Override
    protected void initialize(Application app) {
        app.getInputManager().addMapping(TOGGLE, new KeyTrigger(KeyInput.KEY_F1));
        app.getInputManager().addListener(this, TOGGLE);
    }

    /**
     * F1 shows or hides the overlay.
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a key press (releases are ignored)
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (pressed && TOGGLE.equals(name)) {
            shown = !shown;
        }
    }

    /**
     * Shows the overlay centred on the screen, rebuilt when its text changed, or hides it.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        Node gui = ((SimpleApplication) getApplication()).getGuiNode();
        if (!shown) {
            overlay.removeFromParent();
            return;
        }
        String txt = helpText();
        if (txt.equals(shownText) && overlay.getParent() != null) {
            return;
        }
        shownText = txt;
        overlay.detachAllChildren();
        BitmapFont font = getApplication().getAssetManager().loadFont("Interface/Fonts/Console.fnt");
        BitmapText t = new BitmapText(font);
        t.setSize(font.getCharSet().getRenderedSize() * 1.5f);
        t.setText(txt);
        float w = t.getLineWidth() + 40, h = t.getHeight() + 40;
        float sw = getApplication().getCamera().getWidth(), sh = getApplication().getCamera().getHeight();
        Geometry bg = new Geometry("help-bg", new Quad(w, h));
        Material m = new Material(getApplication().getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", new ColorRGBA(0.03f, 0.04f, 0.06f, 0.8f));
        m.getAdditionalRenderState().setBlendMode(RenderState.BlendMode.Alpha);
        bg.setMaterial(m);
        bg.setLocalTranslation((sw - w) / 2, (sh - h) / 2, 10);
        t.setLocalTranslation((sw - w) / 2 + 20, (sh + h) / 2 - 20, 11);
        overlay.attachChild(bg);
        overlay.attachChild(t);
        if (overlay.getParent() == null) {
            gui.attachChild(overlay);
        }
    }

    @Override
    protected void cleanup(Application app) {
        overlay.removeFromParent();
        InputMappings.release(app.getInputManager(), this, TOGGLE);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
        overlay.removeFromParent();
    }
}
