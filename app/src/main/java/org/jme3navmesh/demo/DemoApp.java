package org.jme3navmesh.demo;

import com.jme3.app.FlyCamAppState;
import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.asset.AssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.math.Vector3f;
import com.jme3.scene.Node;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.debug.AvoidanceLayer;
import org.jme3navmesh.debug.DebugLayer;
import org.jme3navmesh.debug.DebugMaterials;
import org.jme3navmesh.debug.DebugViewState;
import org.jme3navmesh.debug.NavMeshLayers;

/**
 * The demo application: level, background bake with progress, agents, interaction, debug views, HUD and (optionally)
 * the screenshot automation. Composed of small app states; this class only wires them.
 */
public final class DemoApp extends SimpleApplication {
    private static final Logger LOG = Logger.getLogger(DemoApp.class.getName());
    private final DemoOptions options;
    private final Function<AssetManager, Node> levelFactory;
    private final Function<Node, BakeJob> bakeJobs;
    private final Supplier<DemoAgents> agentsFactory;
    private final DemoWorld world = new DemoWorld();
    private final FrameCapture capture = new FrameCapture();
    private final Runnable onDestroy;
    private DemoAgents agents;
    private volatile Throwable failure;

    /**
     * @param options       the demo's options; not null, kept (not copied)
     * @param levelFactory  builds a fresh, independent level scene graph on each call (also used for the bake
     *                      snapshot); not null
     * @param bakeJobs      makes the bake job for a level snapshot (the snapshot is owned by the job); not null
     * @param agentsFactory makes the agents, or returns null to run without agents; not null
     * @param onDestroy     runs on the render thread when the application ends; or null for nothing
     */
    public DemoApp(DemoOptions options, Function<AssetManager, Node> levelFactory, Function<Node, BakeJob> bakeJobs,
                   Supplier<DemoAgents> agentsFactory, Runnable onDestroy) {
        super(new FlyCamAppState());
        this.options = java.util.Objects.requireNonNull(options, "options");
        this.levelFactory = levelFactory;
        this.bakeJobs = bakeJobs;
        this.agentsFactory = agentsFactory;
        this.onDestroy = onDestroy;
    }

    /**
     * The shared demo state (render thread).
     *
     * @return the state, live (the same on every call); not null
     */
    public DemoWorld world() {
        return world;
    }

    /**
     * The first error that stopped the application, or null.
     *
     * @return the first error given to {@link #handleError} (an IllegalStateException of its message when it had
     *         none); or null when there was none
     */
    public Throwable failure() {
        return failure;
    }

    /**
     * True when the screenshot was requested and written.
     *
     * @return true once the frame capture wrote its file
     */
    public boolean screenshotWritten() {
        return capture.written() != null;
    }

    /**
     * Wires the demo: the agents, the level, the background bake, the debug views, HUD, help, camera, interaction,
     * crates and (on the built-in level) gate states, and the screenshot automation when a screenshot is asked for.
     */
    @Override
    public void simpleInitApp() {
        setDisplayStatView(false);
        setDisplayFps(false);
        agents = agentsFactory.get();
        if (agents instanceof AppState state) {
            stateManager.attach(state);
        }
        stateManager.attach(new LevelState(app -> levelFactory.apply(app.getAssetManager()),
                options.scene() == null ? app -> new DemoLevel(app.getAssetManager()).scenery() : null, true));
        Node snapshot = levelFactory.apply(assetManager);
        stateManager.attach(new BakeState(world, bakeJobs.apply(snapshot), this::onBaked));
        DebugMaterials mats = new DebugMaterials(assetManager);
        List<DebugLayer> layers = new ArrayList<>(NavMeshLayers.standard(mats, world, world::field,
                agents == null ? null : agents.paths(), BakeConfig.DEFAULT_MAX_SLOPE, options.debug()));
        if (agents != null) {
            layers.add(AvoidanceLayer.create(mats, agents.avoidance()));
        }
        // the navmesh edges show as soon as the bake is in; --debug adds the agents' corridors, portals and paths
        stateManager.attach(new DebugViewState(layers, true));
        stateManager.attach(new HudState(world, () -> agents));
        stateManager.attach(new HelpState(layers));
        stateManager.attach(options.scene() == null
                ? new RtsCameraState(new Vector3f(22, LevelLayout.GROUND, 34), 84f, 8f, 52f)
                : framing(snapshot));
        stateManager.attach(new InteractionState(world, () -> agents, () -> rootNode));
        stateManager.attach(new DynamicMeshState(world));
        stateManager.attach(new ObstacleState());
        if (options.scene() == null) {
            stateManager.attach(new GateState());
        }
        guiViewPort.addProcessor(capture);
        if (options.screenshot() != null) {
            stateManager.attach(new ScreenshotState(options.screenshot(), options.frames(),
                    this::readyForScreenshot, () -> world.bakeError() != null, capture));
        }
    }

    /** Bake applied and (when there are agents) the first agents walking. */
    private boolean readyForScreenshot() {
        if (!world.agentsReady()) {
            return false;
        }
        return agents == null || options.agents() == 0 || agents.stats().total() > 0;
    }

    /**
     * An RTS camera looking at the whole of an arbitrary scene, panning over it (a quarter of its size beyond each
     * side) and zooming out far enough to see it all.
     */
    static RtsCameraState framing(Node scene) {
        scene.updateGeometricState();
        BoundingBox box = (BoundingBox) new BoundingBox().merge(scene.getWorldBound());
        Vector3f c = box.getCenter();
        float extent = Math.max(5f, Math.max(box.getXExtent(), box.getZExtent()));
        float mx = box.getXExtent() + 0.5f * extent, mz = box.getZExtent() + 0.5f * extent;
        return new RtsCameraState(new Vector3f(c.x, c.y - box.getYExtent(), c.z), extent * 2.3f, 18f, 55f,
                c.x - mx, c.z - mz, c.x + mx, c.z + mz, Math.max(RtsCameraState.LEVEL_MAX_DISTANCE, extent * 3f));
    }

    private void onBaked(BakeOutput out) {
        LOG.info(() -> String.format("navmesh baked: %d triangles, %d vertices, %d components in %.0f ms",
                out.mesh().triangleCount(), out.mesh().vertexCount(), out.mesh().componentCount(), out.bakeMillis()));
        if (agents != null) {
            agents.start(out.mesh(), options.agents());
            if (options.scene() == null && options.agents() > 0) {
                agents.spawnCourse();
            }
        }
        world.setAgentsReady(true);
    }

    /**
     * Logs an error, keeps the first one ({@link #failure()}) and stops the application.
     *
     * @param errMsg the error's message
     * @param t      the error; or null (then an IllegalStateException of errMsg is kept)
     */
    @Override
    public void handleError(String errMsg, Throwable t) {
        LOG.log(Level.SEVERE, errMsg, t);
        if (failure == null) {
            failure = t != null ? t : new IllegalStateException(errMsg);
        }
        stop();
    }

    /** Destroys the application, then runs {@code onDestroy} (even when destroying failed). */
    @Override
    public void destroy() {
        try {
            super.destroy();
        } finally {
            if (onDestroy != null) {
                onDestroy.run();
            }
        }
    }
}
