package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.input.KeyInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.material.Material;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import org.jme3navmesh.debug.InputMappings;

/**
 * The gate in the doorway of the built-in level's crowd course ({@link CrowdCourse}): open at first; G closes it (a
 * {@link BoxObstacle} filling the doorway: a wall piece, a static body and a dynamic obstacle, so the crowds stop at
 * it or go the long way round) and opens it again.
 */
public final class GateState extends BaseAppState implements ActionListener {
    static final String TOGGLE = "gate.toggle";
    /** Centre of the closed gate, world space. */
    static final Vector3f CENTER = new Vector3f(CrowdCourse.WEST_WALL_X, LevelLayout.GROUND + 1.2f, CrowdCourse.AXIS_Z);
    /** Half extents of the closed gate: as thick as the wall, as wide as the doorway plus a little. */
    static final Vector3f HALF = new Vector3f(0.15f, 1.2f, CrowdCourse.DOOR_WIDTH / 2 + 0.1f);

    private final Node node = new Node("gate");
    private Material material;
    private BoxObstacle closed;

    @Override
    protected void initialize(Application app) {
        material = new DemoLevel.Materials(app.getAssetManager()).woodDark;
        app.getInputManager().addMapping(TOGGLE, new KeyTrigger(KeyInput.KEY_G));
        app.getInputManager().addListener(this, TOGGLE);
        ((SimpleApplication) app).getRootNode().attachChild(node);
    }

    /**
     * True while the gate is closed.
     *
     * @return true while the gate's obstacle stands
     */
    public boolean isClosed() {
        return closed != null;
    }

    /**
     * Closes an open gate or opens a closed one; does nothing before the navmesh is baked.
     *
     * @return true when the gate is closed afterwards
     */
    public boolean toggle() {
        DynamicMeshState dynamic = getStateManager().getState(DynamicMeshState.class);
        if (dynamic == null || !dynamic.isReady()) {
            return isClosed();
        }
        BulletAppState bullet = getStateManager().getState(BulletAppState.class);
        if (closed != null) {
            closed.remove(bullet, dynamic);
            closed = null;
        } else {
            closed = BoxObstacle.place("gate-closed", CENTER, HALF, material, node, bullet, dynamic);
        }
        return isClosed();
    }

    /**
     * G toggles the gate (on a key press, while the state is enabled).
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a key press (releases are ignored)
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (pressed && isEnabled() && TOGGLE.equals(name)) {
            toggle();
        }
    }

    @Override
    protected void cleanup(Application app) {
        node.removeFromParent();
        InputMappings.release(app.getInputManager(), this, TOGGLE);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
