package org.jme3navmesh.demo;

import org.jme3navmesh.debug.InputMappings;
import com.jme3.app.Application;
import com.jme3.app.FlyCamAppState;
import com.jme3.app.state.BaseAppState;
import com.jme3.input.InputManager;
import com.jme3.input.KeyInput;
import com.jme3.input.MouseInput;
import com.jme3.input.controls.ActionListener;
import com.jme3.input.controls.AnalogListener;
import com.jme3.input.controls.KeyTrigger;
import com.jme3.input.controls.MouseAxisTrigger;
import com.jme3.input.controls.MouseButtonTrigger;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;

/**
 * RTS-style camera orbiting a focus point on the ground: WASD / arrow keys pan, mouse wheel or +/- zoom,
 * right mouse drag or Q/E rotate (drag up/down tilts). C toggles jME's fly camera (WASD + mouse) and back.
 * World space, Y up, metres.
 */
public final class RtsCameraState extends BaseAppState implements ActionListener, AnalogListener {
    static final String PAN_L = "rts.panLeft", PAN_R = "rts.panRight", PAN_F = "rts.panForward", PAN_B = "rts.panBack";
    static final String ZOOM_IN = "rts.zoomIn", ZOOM_OUT = "rts.zoomOut", ROT_L = "rts.rotLeft", ROT_R = "rts.rotRight";
    static final String DRAG = "rts.drag", MX_L = "rts.mxl", MX_R = "rts.mxr", MY_U = "rts.myu", MY_D = "rts.myd";
    static final String TOGGLE_FLY = "rts.toggleFly";
    private static final String[] MAPPINGS = {PAN_L, PAN_R, PAN_F, PAN_B, ZOOM_IN, ZOOM_OUT, ROT_L, ROT_R, DRAG,
            MX_L, MX_R, MY_U, MY_D, TOGGLE_FLY};

    /** Nearest zoom, metres from the focus. */
    static final float MIN_DISTANCE = 5f;
    /** Farthest zoom on the built-in level, metres. */
    static final float LEVEL_MAX_DISTANCE = 220f;

    private final Vector3f focus;
    /** Where the focus may be panned: an XZ box, world metres. */
    private final float minX;
    private final float minZ;
    private final float maxX;
    private final float maxZ;
    /** Farthest zoom, metres. */
    private final float maxDistance;
    private float distance;
    private float yaw;
    private float pitch;
    private boolean dragging;
    private boolean fly;

    /**
     * @param focus    initial focus point (copied)
     * @param distance initial distance from the focus, metres
     * @param yawDeg   initial heading, degrees (0 looks along -Z)
     * @param pitchDeg initial downward tilt, degrees in [10, 89]
     */
    public RtsCameraState(Vector3f focus, float distance, float yawDeg, float pitchDeg) {
        this(focus, distance, yawDeg, pitchDeg, -LevelLayout.HALF_SIZE * 1.5f, -LevelLayout.HALF_SIZE * 1.5f,
                LevelLayout.HALF_SIZE * 1.5f, LevelLayout.HALF_SIZE * 1.5f, LEVEL_MAX_DISTANCE);
    }

    /**
     * A camera for any scene: its focus pans within an XZ box and its zoom reaches out to maxDistance.
     *
     * @param focus       initial focus point, world metres; not null, unaffected (copied, then kept in the box)
     * @param distance    initial distance from the focus, metres (kept within {@value #MIN_DISTANCE} .. maxDistance)
     * @param yawDeg      initial heading, degrees (0 looks along -Z)
     * @param pitchDeg    initial downward tilt, degrees in [10, 89]
     * @param minX        least X of the focus, world metres; finite
     * @param minZ        least Z of the focus, world metres; finite
     * @param maxX        greatest X of the focus, world metres; finite, &gt;= minX
     * @param maxZ        greatest Z of the focus, world metres; finite, &gt;= minZ
     * @param maxDistance farthest zoom, metres; finite, &gt;= {@value #MIN_DISTANCE}
     * @throws IllegalArgumentException when the box is empty or not finite, or maxDistance is out of range
     */
    public RtsCameraState(Vector3f focus, float distance, float yawDeg, float pitchDeg, float minX, float minZ,
                          float maxX, float maxZ, float maxDistance) {
        if (!(minX <= maxX && minZ <= maxZ) || !Float.isFinite(minX + minZ + maxX + maxZ)) {
            throw new IllegalArgumentException("the camera's pan box must be finite and not empty, got x " + minX + ".."
                    + maxX + ", z " + minZ + ".." + maxZ);
        }
        if (!(maxDistance >= MIN_DISTANCE) || !Float.isFinite(maxDistance)) {
            throw new IllegalArgumentException("the camera's farthest zoom must be finite and >= " + MIN_DISTANCE
                    + " m, got " + maxDistance);
        }
        this.minX = minX;
        this.minZ = minZ;
        this.maxX = maxX;
        this.maxZ = maxZ;
        this.maxDistance = maxDistance;
        this.focus = focus.clone();
        this.focus.x = FastMath.clamp(this.focus.x, minX, maxX);
        this.focus.z = FastMath.clamp(this.focus.z, minZ, maxZ);
        this.distance = FastMath.clamp(distance, MIN_DISTANCE, maxDistance);
        this.yaw = yawDeg * FastMath.DEG_TO_RAD;
        this.pitch = FastMath.clamp(pitchDeg, 10, 89) * FastMath.DEG_TO_RAD;
    }

    /**
     * The point the camera orbits.
     *
     * @return a copy of the focus, world metres; new
     */
    Vector3f focus() {
        return focus.clone();
    }

    /**
     * How far the camera stands from its focus.
     *
     * @return metres, {@value #MIN_DISTANCE} .. the farthest zoom
     */
    float distance() {
        return distance;
    }

    /**
     * True while the fly camera is active instead of the RTS camera.
     *
     * @return true while flying
     */
    public boolean isFlying() {
        return fly;
    }

    @Override
    protected void initialize(Application app) {
        InputManager in = app.getInputManager();
        in.addMapping(PAN_L, new KeyTrigger(KeyInput.KEY_A), new KeyTrigger(KeyInput.KEY_LEFT));
        in.addMapping(PAN_R, new KeyTrigger(KeyInput.KEY_D), new KeyTrigger(KeyInput.KEY_RIGHT));
        in.addMapping(PAN_F, new KeyTrigger(KeyInput.KEY_W), new KeyTrigger(KeyInput.KEY_UP));
        in.addMapping(PAN_B, new KeyTrigger(KeyInput.KEY_S), new KeyTrigger(KeyInput.KEY_DOWN));
        in.addMapping(ZOOM_IN, new MouseAxisTrigger(MouseInput.AXIS_WHEEL, false), new KeyTrigger(KeyInput.KEY_EQUALS),
                new KeyTrigger(KeyInput.KEY_ADD));
        in.addMapping(ZOOM_OUT, new MouseAxisTrigger(MouseInput.AXIS_WHEEL, true), new KeyTrigger(KeyInput.KEY_MINUS),
                new KeyTrigger(KeyInput.KEY_SUBTRACT));
        in.addMapping(ROT_L, new KeyTrigger(KeyInput.KEY_Q));
        in.addMapping(ROT_R, new KeyTrigger(KeyInput.KEY_E));
        in.addMapping(DRAG, new MouseButtonTrigger(MouseInput.BUTTON_RIGHT));
        in.addMapping(MX_L, new MouseAxisTrigger(MouseInput.AXIS_X, true));
        in.addMapping(MX_R, new MouseAxisTrigger(MouseInput.AXIS_X, false));
        in.addMapping(MY_U, new MouseAxisTrigger(MouseInput.AXIS_Y, false));
        in.addMapping(MY_D, new MouseAxisTrigger(MouseInput.AXIS_Y, true));
        in.addMapping(TOGGLE_FLY, new KeyTrigger(KeyInput.KEY_C));
        in.addListener(this, MAPPINGS);
        FlyCamAppState flyState = getStateManager().getState(FlyCamAppState.class);
        if (flyState != null) {
            flyState.getCamera().setMoveSpeed(20f);
            flyState.getCamera().setDragToRotate(true);
            flyState.getCamera().setEnabled(false);
        }
        place(app.getCamera());
    }

    /**
     * The right mouse button starts and ends a drag; C toggles the fly camera (on a press, while enabled).
     *
     * @param name    the input mapping's name; not null
     * @param pressed true on a press, false on a release
     * @param tpf     time since the last frame, seconds (unused)
     */
    @Override
    public void onAction(String name, boolean pressed, float tpf) {
        if (DRAG.equals(name)) {
            dragging = pressed;
        } else if (TOGGLE_FLY.equals(name) && pressed && isEnabled()) {
            setFly(!fly);
        }
    }

    private void setFly(boolean on) {
        FlyCamAppState flyState = getStateManager().getState(FlyCamAppState.class);
        if (flyState == null) {
            return;
        }
        fly = on;
        flyState.getCamera().setEnabled(on);
        if (!on) {
            // come back to orbit the point the fly camera looks at, on the ground plane of the focus
            Camera cam = getApplication().getCamera();
            Vector3f dir = cam.getDirection();
            if (dir.y < -0.05f) {
                float t = (focus.y - cam.getLocation().y) / dir.y;
                focus.set(cam.getLocation().add(dir.mult(t)));
            }
        }
    }

    /**
     * Pans (within the focus box), zooms (distance {@value #MIN_DISTANCE} m to the farthest zoom) and rotates (by mouse only while dragging); ignored while flying or disabled.
     *
     * @param name  the input mapping's name; not null
     * @param value the analog amount: mouse or wheel movement, or the time a key was held, seconds
     * @param tpf   time since the last frame, seconds
     */
    @Override
    public void onAnalog(String name, float value, float tpf) {
        if (fly || !isEnabled()) {
            return;
        }
        float pan = (10f + distance) * 0.9f * tpf;
        switch (name) {
            case PAN_L -> move(-pan, 0);
            case PAN_R -> move(pan, 0);
            case PAN_F -> move(0, pan);
            case PAN_B -> move(0, -pan);
            case ZOOM_IN -> distance = FastMath.clamp(distance * (1f - Math.min(0.5f, value * 0.8f)), MIN_DISTANCE,
                    maxDistance);
            case ZOOM_OUT -> distance = FastMath.clamp(distance * (1f + Math.min(0.5f, value * 0.8f)), MIN_DISTANCE,
                    maxDistance);
            case ROT_L -> yaw += 1.5f * tpf;
            case ROT_R -> yaw -= 1.5f * tpf;
            case MX_L -> { if (dragging) { yaw += value * 2.5f; } }
            case MX_R -> { if (dragging) { yaw -= value * 2.5f; } }
            case MY_U -> { if (dragging) { pitch = FastMath.clamp(pitch + value * 2f, 10 * FastMath.DEG_TO_RAD, 89 * FastMath.DEG_TO_RAD); } }
            case MY_D -> { if (dragging) { pitch = FastMath.clamp(pitch - value * 2f, 10 * FastMath.DEG_TO_RAD, 89 * FastMath.DEG_TO_RAD); } }
            default -> { }
        }
    }

    private void move(float right, float forward) {
        float fx = -FastMath.sin(yaw), fz = -FastMath.cos(yaw);
        // right = forward x up
        float rx = -fz, rz = fx;
        focus.x = FastMath.clamp(focus.x + fx * forward + rx * right, minX, maxX);
        focus.z = FastMath.clamp(focus.z + fz * forward + rz * right, minZ, maxZ);
    }

    /**
     * Places the camera on its orbit round the focus, unless flying.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        if (!fly) {
            place(getApplication().getCamera());
        }
    }

    private void place(Camera cam) {
        float horiz = distance * FastMath.cos(pitch);
        Vector3f eye = new Vector3f(focus.x + FastMath.sin(yaw) * horiz, focus.y + distance * FastMath.sin(pitch),
                focus.z + FastMath.cos(yaw) * horiz);
        cam.setLocation(eye);
        cam.lookAt(focus, Vector3f.UNIT_Y);
    }

    @Override
    protected void cleanup(Application app) {
        InputMappings.release(app.getInputManager(), this, MAPPINGS);
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
