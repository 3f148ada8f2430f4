package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.bullet.BulletAppState;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.material.Material;
import com.jme3.math.Ray;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import java.util.ArrayList;
import java.util.List;
import org.jme3navmesh.debug.InputMappings;

/**
 * Crates the user drops into the level: O drops a crate (a {@link BoxObstacle} {@value #HALF} m half size) on the
 * ground under the mouse; a left click on a crate, or Shift+O over it, takes it away (Shift+O elsewhere takes the
 * last crate dropped). Agents re-route round the crates ({@link DynamicMeshState}). Crates live under the node
 * {@value #CRATES}, which the target click of {@link InteractionState} looks through.
 */
public final class ObstacleState extends BaseAppState implements ActionListener {
    /** Name of the node that holds the crates. */
    public static final String CRATES = "obstacle-crates";
    /** Half size of a crate, metres. */
    static final float HALF = 0.5f;
    static final String DROP = "obstacle.drop", CLICK = "obstacle.click", SHIFT = "obstacle.shift";

    private final Node crates = new Node(CRATES);
    private final List<BoxObstacle> placed = new ArrayList<>();
    private Material material;
    private boolean shift;

    @Override
    protected void initialize(Application app) {
        material = new DemoLevel.Materials(app.getAssetManager()).wood;
        var in = app.getInputManager();
        in.addMapping(DROP, new KeyTrigger(KeyInput.KEY_O));
        in.addMapping(CLICK, new MouseButtonTrigger(MouseInput.BUTTON_LEFT));
        in.addMapping(SHIFT, new KeyTrigger(KeyInput.KEY_LSHIFT), new KeyTrigger(KeyInput.KEY_RSHIFT));
        in.addListener(this, DROP, CLICK, SHIFT);
        ((SimpleApplication) app).getRootNode().attachChild(crates);
    }

    /**
     * Crates standing now.
     *
     * @return the number, &gt;= 0
     */
    public int crateCount() {
        return placed.size();
    }

    /**
     * Drops a crate standing on the ground at a point.
     *
     * @param ground the point under the crate's centre, world space, metres; not null, unaffected
     * @return the crate's geometry, or null when the navmesh is not baked yet
     */
    public Spatial drop(Vector3f ground) {
        DynamicMeshState dynamic = getStateManager().getState(DynamicMeshState.class);
        if (dynamic == null || !dynamic.isReady()) {
            return null;
        }
        BoxObstacle crate = BoxObstacle.place("crate", ground.add(0f, HALF, 0f), new Vector3f(HALF, HALF, HALF),
                material, crates, getStateManager().getState(BulletAppState.class), dynamic);
        placed.add(crate);
        return crate.geometry();
    }

    /**
     * Takes a crate away.
     *
     * @param crate a geometry {@link #drop} returned
     * @return false when it is no standing crate
     */
    public boolean remove(Spatial crate) {
        for (int i = 0; i < placed.size(); i++) {
            if (placed.get(i).geometry() == crate) {
                placed.remove(i).remove(getStateManager().getState(BulletAppState.class),
                        getStateManager().getState(DynamicMeshState.class));
                return true;
            }
        }
        return false;
    }

    /**
     * Tracks the Shift keys; while the state is enabled, O drops a crate under the mouse, Shift+O removes the crate
     * under the mouse (or the last one) and a left click on a crate removes it.
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a press, false on a release
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (SHIFT.equals(name)) {
            shift = pressed;
            return;
        }
        if (!pressed || !isEnabled()) {
            return;
        }
        CollisionResult hit = pick();
        Spatial crate = hit == null ? null : crateOf(hit.getGeometry());
        switch (name) {
            case CLICK -> {
                if (crate != null) {
                    remove(crate);
                }
            }
            case DROP -> {
                if (shift) {
                    if (crate == null && !placed.isEmpty()) {
                        crate = placed.get(placed.size() - 1).geometry();
                    }
                    if (crate != null) {
                        remove(crate);
                    }
                } else if (hit != null && crate == null) {
                    drop(hit.getContactPoint());
                }
            }
            default -> { }
        }
    }

    /** The crate a picked geometry belongs to, or null. */
    private Spatial crateOf(Spatial s) {
        return s != null && s.getParent() == crates ? s : null;
    }

    /** The nearest scene geometry under the mouse, past the debug views and the target marker, or null. */
    private CollisionResult pick() {
        Camera cam = getApplication().getCamera();
        Vector2f cursor = getApplication().getInputManager().getCursorPosition();
        Vector3f near = cam.getWorldCoordinates(cursor, 0f);
        Vector3f dir = cam.getWorldCoordinates(cursor, 1f).subtractLocal(near).normalizeLocal();
        CollisionResults results = new CollisionResults();
        ((SimpleApplication) getApplication()).getRootNode().collideWith(new Ray(near, dir), results);
        for (int i = 0; i < results.size(); i++) {
            CollisionResult r = results.getCollision(i);
            if (!under(r.getGeometry(), "debug-views") && !under(r.getGeometry(), "target-marker")) {
                return r;
            }
        }
        return null;
    }

    private static boolean under(Spatial s, String name) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (name.equals(p.getName())) {
                return true;
            }
        }
        return false;
    }

    @Override
    protected void cleanup(Application app) {
        crates.removeFromParent();
        InputMappings.release(app.getInputManager(), this, DROP, CLICK, SHIFT);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
