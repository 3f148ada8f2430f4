package org.jme3navmesh.demo;

import org.jme3navmesh.debug.InputMappings;
import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.BaseAppState;
import com.jme3.collision.CollisionResult;
import com.jme3.collision.CollisionResults;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.math.FastMath;
import com.jme3.math.Quaternion;
import com.jme3.math.Ray;
import com.jme3.math.Vector2f;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.scene.Geometry;
import com.jme3.scene.Node;
import com.jme3.scene.Spatial;
import com.jme3.scene.shape.Cylinder;
import com.jme3.scene.shape.Torus;
import java.util.function.Supplier;

/**
 * Mouse and keyboard commands: left click on the ground sends the selected agents (all when none is selected) there
 * and shows a marker; left click on an agent toggles its selection; X clears the selection; N spawns more agents;
 * P spawns agents in physical mode (BetterCharacterControl); B spawns rigid-body agents (RigidBodyControl); V switches
 * the crowd's avoidance (ORCA, separation, off); R gives every agent a random target; Space pauses.
 */
public final class InteractionState extends BaseAppState implements ActionListener {
    static final String CLICK = "ui.click", SPAWN = "ui.spawn", RANDOM = "ui.random", PAUSE = "ui.pause", CLEAR = "ui.clear";
    static final String PHYSICAL = "ui.physical", RIGID = "ui.rigid", AVOIDANCE = "ui.avoidance";
    /** Agents added per N press. */
    public static final int SPAWN_BATCH = 8;
    /** Physical agents added per P press, rigid-body agents per B press. */
    public static final int PHYSICAL_BATCH = 2;
    private final DemoWorld world;
    private final Supplier<DemoAgents> agents;
    private final Supplier<Node> pickable;
    private Node marker;
    private float markerTime;

    /**
     * @param world    the demo's shared state; not null, kept (not copied)
     * @param agents   gives the agents (asked on each command, may give null); not null, kept (not copied)
     * @param pickable gives the node to pick in (the root node); the marker and the debug views are skipped; not
     *                 null, kept (not copied)
     */
    public InteractionState(DemoWorld world, Supplier<DemoAgents> agents, Supplier<Node> pickable) {
        this.world = java.util.Objects.requireNonNull(world, "world");
        this.agents = java.util.Objects.requireNonNull(agents, "agents");
        this.pickable = java.util.Objects.requireNonNull(pickable, "pickable");
    }

    @Override
    protected void initialize(Application app) {
        var in = app.getInputManager();
        in.addMapping(CLICK, new MouseButtonTrigger(MouseInput.BUTTON_LEFT));
        in.addMapping(SPAWN, new KeyTrigger(KeyInput.KEY_N));
        in.addMapping(RANDOM, new KeyTrigger(KeyInput.KEY_R));
        in.addMapping(PAUSE, new KeyTrigger(KeyInput.KEY_SPACE));
        in.addMapping(CLEAR, new KeyTrigger(KeyInput.KEY_X));
        in.addMapping(PHYSICAL, new KeyTrigger(KeyInput.KEY_P));
        in.addMapping(RIGID, new KeyTrigger(KeyInput.KEY_B));
        in.addMapping(AVOIDANCE, new KeyTrigger(KeyInput.KEY_V));
        in.addListener(this, CLICK, SPAWN, RANDOM, PAUSE, CLEAR, PHYSICAL, RIGID, AVOIDANCE);
        marker = buildMarker(app);
    }

    private static Node buildMarker(Application app) {
        Node n = new Node("target-marker");
        Material m = new Material(app.getAssetManager(), "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", new ColorRGBA(1f, 0.25f, 0.1f, 1f));
        Geometry ring = new Geometry("marker-ring", new Torus(24, 8, 0.08f, 0.8f));
        ring.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        ring.setLocalTranslation(0, 0.1f, 0);
        ring.setMaterial(m);
        Geometry pole = new Geometry("marker-pole", new Cylinder(2, 8, 0.05f, 2.2f, true));
        pole.setLocalRotation(new Quaternion().fromAngleAxis(FastMath.HALF_PI, Vector3f.UNIT_X));
        pole.setLocalTranslation(0, 1.1f, 0);
        pole.setMaterial(m);
        n.attachChild(ring);
        n.attachChild(pole);
        n.setShadowMode(RenderQueue.ShadowMode.Off);
        return n;
    }

    /**
     * Runs the command of a pressed key or mouse button (see the class comment), while the state is enabled; commands
     * that spawn agents or give targets wait for the agents to be ready.
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a press (releases are ignored)
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (!pressed || !isEnabled()) {
            return;
        }
        DemoAgents a = agents.get();
        switch (name) {
            case CLICK -> click(a);
            case SPAWN -> { if (a != null && world.agentsReady()) { a.spawn(SPAWN_BATCH); } }
            case RANDOM -> { if (a != null && world.agentsReady()) { a.randomTargets(); } }
            case PAUSE -> {
                world.setPaused(!world.paused());
                if (a != null) {
                    a.setPaused(world.paused());
                }
            }
            case CLEAR -> { if (a != null) { a.clearSelection(); } }
            case PHYSICAL -> { if (a != null && world.agentsReady()) { a.spawnPhysical(PHYSICAL_BATCH); } }
            case RIGID -> { if (a != null && world.agentsReady()) { a.spawnRigidBody(PHYSICAL_BATCH); } }
            case AVOIDANCE -> { if (a != null) { a.cycleAvoidance(); } }
            default -> { }
        }
    }

    private void click(DemoAgents a) {
        RtsCameraState rts = getStateManager().getState(RtsCameraState.class);
        if (rts != null && rts.isFlying()) {
            return;
        }
        Camera cam = getApplication().getCamera();
        Vector2f cursor = getApplication().getInputManager().getCursorPosition();
        Vector3f near = cam.getWorldCoordinates(cursor, 0f);
        Vector3f dir = cam.getWorldCoordinates(cursor, 1f).subtractLocal(near).normalizeLocal();
        CollisionResults results = new CollisionResults();
        pickable.get().collideWith(new Ray(near, dir), results);
        for (int i = 0; i < results.size(); i++) {
            CollisionResult r = results.getCollision(i);
            if (isUnder(r.getGeometry(), marker) || isUnderNamed(r.getGeometry(), "debug-views")
                    || isUnderNamed(r.getGeometry(), "scenery") || isUnderNamed(r.getGeometry(), ObstacleState.CRATES)) {
                continue;
            }
            int agent = a == null ? -1 : a.agentOf(r.getGeometry());
            if (agent >= 0) {
                a.toggleSelected(agent);
                return;
            }
            Vector3f p = r.getContactPoint();
            showMarker(p);
            if (a != null && world.agentsReady()) {
                a.setTarget(p);
            }
            return;
        }
    }

    private static boolean isUnder(Spatial s, Node ancestor) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }

    private static boolean isUnderNamed(Spatial s, String name) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            if (name.equals(p.getName())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Shows the target marker; call only once the state is initialised.
     *
     * @param p where the marker stands, world space, metres; not null, unaffected
     */
    public void showMarker(Vector3f p) {
        marker.setLocalTranslation(p);
        markerTime = 0;
        if (marker.getParent() == null) {
            ((SimpleApplication) getApplication()).getRootNode().attachChild(marker);
        }
    }

    /**
     * Pulses the target marker while it shows.
     *
     * @param tpf time since the last frame, seconds
     */
    @Override
    public void update(float tpf) {
        if (marker.getParent() != null) {
            markerTime += tpf;
            float s = 1f + 0.15f * FastMath.sin(markerTime * 6f);
            marker.getChild("marker-ring").setLocalScale(s);
        }
    }

    @Override
    protected void cleanup(Application app) {
        marker.removeFromParent();
        InputMappings.release(app.getInputManager(), this, CLICK, SPAWN, RANDOM, PAUSE, CLEAR, PHYSICAL, RIGID, AVOIDANCE);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
