package org.jme3navmesh.demo;

import com.jme3.app.SimpleApplication;
import com.jme3.app.state.AppState;
import com.jme3.bounding.BoundingBox;
import com.jme3.font.BitmapText;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Node;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import org.jme3navmesh.agent.AgentCrowd;
import org.jme3navmesh.agent.HandoverClock;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.query.PathService;
import org.jme3navmesh.scene.ObjSceneLoader;
import org.jme3navmesh.sim.CrowdScenario;
import org.jme3navmesh.sim.ScenarioAgents;
import org.jme3navmesh.sim.ScenarioCrowd;

/**
 * A crowd scenario of {@code shared/crowd} in a window: the scene, seen from straight above, and the scenario's crowd
 * ({@link ScenarioCrowd}: its agent parameters and avoidance) stepped with the scenario's fixed step, each agent a disc
 * with its trail ({@link CrowdTrails}). With a screenshot file the crowd is stepped as fast as the frames allow
 * ({@value #SCREENSHOT_STEPS_PER_FRAME} steps a frame, every step waiting for its path answers, so the picture does
 * not depend on the machine) until the simulated time {@code at} (the nearest step, at least the first), the frame
 * is saved as a PNG and the window closes; without one, it runs in real time until the window is closed. On the way to
 * a screenshot every agent's whole trail is kept, so {@code at} is bounded ({@link #checkScreenshotTime}).
 */
public final class ScenarioWindow extends SimpleApplication {
    /** Window size. */
    public static final int WIDTH = 1024, HEIGHT = 768;
    /** Simulated time between two trail samples, seconds. */
    public static final float TRAIL_INTERVAL = 0.1f;
    /** Trail width, metres. */
    public static final float TRAIL_WIDTH = 0.3f;
    /** Steps per frame on the way to a screenshot. */
    static final int SCREENSHOT_STEPS_PER_FRAME = 20;
    /** Most steps in one frame when running in real time (a slow frame drops simulated time beyond that). */
    private static final int MAX_REALTIME_STEPS = 8;
    /** Trail samples per agent in real-time mode (two minutes). */
    private static final int REALTIME_TRAIL_SAMPLES = 1200;
    private static final long ANSWER_TIMEOUT_NANOS = 5_000_000_000L;

    private final Path scene;
    private final String title;
    private final NavMesh mesh;
    private final ScenarioAgents agents;
    private final CrowdScenario.Settings settings;
    private final Path screenshot;
    private final long shotStep;
    private final int sampleEvery;
    private final FrameCapture capture = new FrameCapture();
    private final CountDownLatch ended;
    private PathService service;
    private ScenarioCrowd crowd;
    private CrowdTrails trails;
    private BitmapText hud;
    private float[] xyz;
    private long steps;
    private float accumulated;
    private volatile Throwable failure;

    private ScenarioWindow(Path scene, NavMesh mesh, ScenarioAgents agents, CrowdScenario.Settings settings,
                           Path screenshot, float at, CountDownLatch ended) {
        super(new AppState[0]);
        this.scene = scene;
        this.title = scene.getFileName().toString().replaceFirst("(?i)\\.obj$", "");
        this.mesh = mesh;
        this.agents = agents;
        this.settings = settings;
        this.screenshot = screenshot;
        this.shotStep = shotStep(at, settings.step());
        this.sampleEvery = sampleEvery(settings.step());
        this.ended = ended;
    }

    /**
     * Steps between two trail samples: {@value #TRAIL_INTERVAL} s rounded to the nearest step, at least one.
     *
     * @param step the fixed step, seconds; in (0, 1]
     * @return the step count, &gt;= 1
     */
    static int sampleEvery(float step) {
        return Math.max(1, Math.round(TRAIL_INTERVAL / step));
    }

    /**
     * Trail samples per agent on the way to a screenshot: the first, one every {@code sampleEvery} steps and the
     * screenshot's own.
     *
     * @param shotStep    the step of the screenshot, &gt;= 1
     * @param sampleEvery steps between two samples, &gt;= 1
     * @return the sample count, &gt;= 2
     */
    static long trailSamples(long shotStep, int sampleEvery) {
        return shotStep / sampleEvery + 2;
    }

    /**
     * Refuses a screenshot time whose step count or trails would not fit, before anything is allocated: the step
     * count must be an int, and the trails of every agent up to it ({@link CrowdTrails#BYTES_PER_SAMPLE} bytes a
     * sample and agent, a sample every {@value #TRAIL_INTERVAL} s) must fit in their buffers
     * ({@link CrowdTrails#maxCapacity}) and in a quarter of the heap ({@link Runtime#maxMemory()}).
     *
     * @param at     simulated time of the screenshot, seconds; finite, &gt; 0
     * @param step   the fixed step, seconds; in (0, 1]
     * @param agents number of agents, &gt;= 1
     * @throws IllegalArgumentException when at is not finite and &gt; 0, or when it would not fit (the message names
     *                                  {@code --at}, its value and the largest accepted), or when agents is less
     *                                  than 1
     */
    public static void checkScreenshotTime(float at, float step, int agents) {
        checkScreenshotTime(at, step, agents, Runtime.getRuntime().maxMemory());
    }

    /**
     * {@link #checkScreenshotTime(float, float, int)} for a heap of a given size.
     *
     * @param at        simulated time of the screenshot, seconds; finite, &gt; 0
     * @param step      the fixed step, seconds; in (0, 1]
     * @param agents    number of agents, &gt;= 1
     * @param heapBytes the largest heap, bytes, &gt;= 0
     */
    static void checkScreenshotTime(float at, float step, int agents, long heapBytes) {
        requireAt(at);
        int every = sampleEvery(step);
        long most = maxShotStep(agents, every, heapBytes);
        if (shotStep(at, step) <= most) {
            return;
        }
        long steps = Math.max(1L, Math.round((double) at / step)); // shotStep stops at Integer.MAX_VALUE
        double mb = (double) trailSamples(steps, every) * agents * CrowdTrails.BYTES_PER_SAMPLE / (1 << 20);
        throw new IllegalArgumentException(String.format(Locale.ROOT, "--at %s (step %d of %s s): the trails of %d "
                + "agents up to it (a sample every %d steps) would take %.0f MB, more than their buffers or a quarter "
                + "of the heap (%d MB) hold: %s", at, steps, step, agents, every, mb, heapBytes >> 20,
                most < 1 ? "expected fewer agents" : "expected at most " + maxAt(step, most) + " s"));
    }

    /**
     * The last screenshot step whose trails fit ({@link #checkScreenshotTime(float, float, int, long)}).
     *
     * @param agents      number of agents, &gt;= 1
     * @param sampleEvery steps between two trail samples, &gt;= 1
     * @param heapBytes   the largest heap, bytes, &gt;= 0
     * @return the step, 1 .. Integer.MAX_VALUE - 1; or 0 when not even the first step's trails fit
     */
    static long maxShotStep(int agents, int sampleEvery, long heapBytes) {
        long samples = Math.min(CrowdTrails.maxCapacity(agents),
                heapBytes / 4 / ((long) CrowdTrails.BYTES_PER_SAMPLE * agents));
        if (samples < 2) {
            return 0;
        }
        // trailSamples(s, e) <= samples  <=>  s <= (samples - 1) * e - 1
        return Math.min(Integer.MAX_VALUE - 1L, (samples - 1) * sampleEvery - 1);
    }

    /**
     * The latest screenshot time whose {@link #shotStep} is at most a given step.
     *
     * @param step     the fixed step, seconds; in (0, 1]
     * @param shotStep the last step accepted, &gt;= 1
     * @return the largest such time, seconds, &gt; 0
     */
    static float maxAt(float step, long shotStep) {
        float at = (float) ((shotStep + 0.5) * step); // within a few ulps of the bound: round() goes up at a half
        while (shotStep(at, step) > shotStep) {
            at = Math.nextDown(at);
        }
        while (shotStep(Math.nextUp(at), step) <= shotStep) {
            at = Math.nextUp(at);
        }
        return at;
    }

    private static void requireAt(float at) {
        if (!(at > 0f) || Float.isInfinite(at)) {
            throw new IllegalArgumentException("--at must be a finite number of seconds greater than zero, got " + at);
        }
    }

    /**
     * The step after which the screenshot is taken: the nearest to {@code at}, but at least the first, so that a time
     * below half a step still shows the crowd stepped once (as the trail interval is at least one step).
     *
     * @param at   simulated time of the screenshot, seconds; finite, &gt; 0
     * @param step the fixed step, seconds; in (0, 1]
     * @return at / step rounded to the nearest step, &gt;= 1
     */
    static long shotStep(float at, float step) {
        return Math.max(1, Math.round(at / step));
    }

    /**
     * Opens the window and blocks until it closes.
     *
     * @param scene      the scenario's OBJ scene (Y up, metres); not null
     * @param mesh       the scene's navmesh, baked for the settings' agent; not null, unaffected
     * @param agents     the scenario's starts and goals; not null, unaffected
     * @param settings   the agent parameters, avoidance, step and threads (seconds and warm-up are not used); not null
     * @param screenshot PNG file to write at simulated time {@code at}, then close; null to run until closed
     * @param at         simulated time of the screenshot, seconds (finite, &gt; 0); taken after the nearest step, at
     *                   least the first; with a screenshot, at most what {@link #checkScreenshotTime} accepts
     * @return 0 on success, 1 when the window failed or closed before the screenshot was written
     * @throws IllegalArgumentException naming the agent when a start or goal is not near the navmesh, or when at is
     *                                  not finite and &gt; 0, or with a screenshot when the trails up to at would
     *                                  not fit ({@link #checkScreenshotTime}), before the window opens
     */
    public static int run(Path scene, NavMesh mesh, ScenarioAgents agents, CrowdScenario.Settings settings,
                          Path screenshot, float at) {
        Objects.requireNonNull(scene, "scene");
        Objects.requireNonNull(mesh, "mesh");
        Objects.requireNonNull(agents, "agents");
        Objects.requireNonNull(settings, "settings");
        requireAt(at);
        if (screenshot != null) {
            checkScreenshotTime(at, settings.step(), agents.count());
        }
        ScenarioCrowd.snap(mesh, agents); // fails here, naming the agent, rather than in the window
        CountDownLatch ended = new CountDownLatch(1);
        ScenarioWindow app = new ScenarioWindow(scene, mesh, agents, settings, screenshot, at, ended);
        if (!WindowRun.open(app, "jme3-navmesh crowd: " + app.title, WIDTH, HEIGHT, screenshot != null, ended)) {
            return 1;
        }
        if (app.failure != null) {
            System.err.println("error: " + app.failure);
            return 1;
        }
        if (screenshot != null && app.capture.written() == null) {
            System.err.println("error: the window closed before the screenshot was taken");
            return 1;
        }
        return 0;
    }

    /**
     * Loads and frames the scene, makes the crowd, its trails and the HUD, and, with a screenshot file, the screenshot
     * automation.
     *
     * @throws java.io.UncheckedIOException when the scene cannot be read
     */
    @Override
    public void simpleInitApp() {
        setDisplayStatView(false);
        setDisplayFps(false);
        viewPort.setBackgroundColor(new ColorRGBA(0.08f, 0.08f, 0.09f, 1f));
        Node level;
        try {
            level = new ObjSceneLoader().load(scene);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        ScenarioLook.apply(assetManager, level);
        rootNode.attachChild(level);
        ScenarioCamera.frame(cam, (BoundingBox) new BoundingBox().merge(level.getWorldBound()));

        service = new PathService(mesh, settings.threads(), new HandoverClock(Runnable::run));
        crowd = new ScenarioCrowd(mesh, ScenarioCrowd.snap(mesh, agents), settings, service);
        int n = crowd.count();
        int capacity = screenshot != null ? (int) trailSamples(shotStep, sampleEvery) : REALTIME_TRAIL_SAMPLES;
        trails = new CrowdTrails(assetManager, n, capacity, settings.radius(), TRAIL_WIDTH);
        rootNode.attachChild(trails.node());
        xyz = new float[3 * n];
        readPositions();
        trails.sample(xyz);
        trails.showAgents(xyz);

        hud = new BitmapText(guiFont);
        hud.setColor(ColorRGBA.White);
        hud.setLocalTranslation(10f, HEIGHT - 10f, 0f);
        guiNode.attachChild(hud);
        showTime();
        guiViewPort.addProcessor(capture);
        if (screenshot != null) {
            stateManager.attach(new ScreenshotState(screenshot, 2, () -> steps >= shotStep, () -> false, capture));
        }
    }

    /**
     * Steps the crowd ({@value #SCREENSHOT_STEPS_PER_FRAME} steps a frame up to the screenshot's time, or in real
     * time as many steps as the elapsed time holds, at most 8), samples the trails and updates the HUD.
     *
     * @param tpf time since the last frame, seconds
     */
    @Override
    public void simpleUpdate(float tpf) {
        int todo;
        if (screenshot != null) {
            todo = (int) Math.min(SCREENSHOT_STEPS_PER_FRAME, shotStep - steps);
        } else {
            accumulated = Math.min(accumulated + tpf, MAX_REALTIME_STEPS * settings.step());
            todo = (int) (accumulated / settings.step());
            accumulated -= todo * settings.step();
        }
        if (todo <= 0) {
            return;
        }
        AgentCrowd c = crowd.crowd();
        for (int k = 0; k < todo; k++) {
            c.awaitAnswers(ANSWER_TIMEOUT_NANOS);
            c.step(settings.step());
            steps++;
            if (steps % sampleEvery == 0 || (screenshot != null && steps == shotStep)) {
                readPositions();
                trails.sample(xyz);
            }
        }
        readPositions();
        trails.showAgents(xyz);
        showTime();
    }

    private void readPositions() {
        AgentCrowd c = crowd.crowd();
        for (int i = 0; i < crowd.count(); i++) {
            int id = crowd.id(i);
            xyz[3 * i] = c.x(id);
            xyz[3 * i + 1] = c.y(id);
            xyz[3 * i + 2] = c.z(id);
        }
    }

    private void showTime() {
        hud.setText(String.format(Locale.ROOT, "%s   t = %.1f s   %d agents   %s avoidance   trails every %.1f s",
                title, steps * settings.step(), crowd.count(),
                settings.avoidance().name().toLowerCase(Locale.ROOT), sampleEvery * settings.step()));
    }

    /**
     * Keeps the first error (reported by {@link #run}) and closes the window.
     *
     * @param errMsg the error's message
     * @param t      the error; or null (then an IllegalStateException of errMsg is kept)
     */
    @Override
    public void handleError(String errMsg, Throwable t) {
        Throwable first = failure;
        failure = first != null ? first : t != null ? t : new IllegalStateException(errMsg);
        stop();
    }

    /** Ends the crowd and its path service with the window, then lets {@link #run} return. */
    @Override
    public void destroy() {
        try {
            super.destroy();
            if (crowd != null) {
                crowd.close();
            }
            if (service != null) {
                service.close();
            }
        } finally {
            ended.countDown();
        }
    }
}
