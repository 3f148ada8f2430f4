package org.jme3navmesh.demo;

import com.jme3.app.SimpleApplication;
import com.jme3.scene.Node;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.util.concurrent.CountDownLatch;
import org.jme3navmesh.sim.HeadlessSimulation;
import org.jme3navmesh.agent.PathServicePlanner;
import org.jme3navmesh.sim.SimulationReport;
import org.jme3navmesh.mesh.NavMesh;

/**
 * {@code --headless}: the demo's simulation without a window. A jME application in a
 * {@link JmeContext.Type#Headless} context builds the level, bakes it, and runs the agents' headless runner
 * ({@link #simulate}: fixed 1/60 s steps as fast as possible, random reachable targets, a new one on arrival),
 * then prints one JSON line {@code {"agents":N,"arrived":N,"stuck":N,"mean_path_ms":X,"mean_update_ms":X}}. With
 * {@code --agents 0}, as in the window, the level is baked and the empty crowd stepped: every figure is 0 but the mean
 * update time (of empty steps).
 *
 * <p>Targets are wander targets: each is a random point the agent can reach by walking at most
 * {@value HeadlessSimulation.Settings#DEFAULT_WANDER_DISTANCE} m over the navmesh from where it stands (see
 * {@link org.jme3navmesh.agent.WanderSampler}). Drawn anywhere on the level instead, a heavy agent (2.5 m/s, ramps up
 * to 20 degrees) can be given a first target more than 150 m of walking away, which no one reaches in a one-minute run.
 */
public final class HeadlessDemo {
    private HeadlessDemo() {
    }

    /**
     * Runs it: prints the JSON line on standard output, or an error on standard error.
     *
     * @param options the demo's options (agents, 0 or more; seconds; scene); not null, unaffected
     * @return the exit code: 0 success, 1 failure (the bake or the run failed)
     */
    public static int run(DemoOptions options) {
        CountDownLatch done = new CountDownLatch(1);
        Runner app = new Runner(options, done);
        AppSettings settings = new AppSettings(true);
        settings.setAudioRenderer(null);
        app.setSettings(settings);
        app.setShowSettings(false);
        app.start(JmeContext.Type.Headless);
        if (!WindowRun.await(app, done)) {
            return 1;
        }
        if (app.error != null) {
            System.err.println("error: " + app.error);
            return 1;
        }
        System.out.println(app.json);
        return 0;
    }

    /**
     * The headless simulation on a baked level, as {@code --headless --agents N --seconds S} runs it: seed 1, a fifth
     * of the agents heavy, re-planning every 2 s, wander targets (see the class comment), on a private path service.
     *
     * @param mesh     the baked navmesh; not null, shared, never modified
     * @param agents   number of agents; &gt;= 0 (0: an empty crowd is stepped, every figure but the update time 0)
     * @param seconds  simulated time, seconds; finite, &gt; 0
     * @param observer called after every step (e.g. by tests checking invariants); may be null
     * @return the run's figures
     * @throws IllegalArgumentException when agents or seconds is out of range, or the navmesh has no triangle an
     *                                  agent may walk on
     */
    public static SimulationReport simulate(NavMesh mesh, int agents, double seconds,
                                            HeadlessSimulation.StepObserver observer) {
        return HeadlessSimulation.runHeadless(mesh, HeadlessSimulation.Settings.of(agents, seconds), observer);
    }

    private static final class Runner extends SimpleApplication {
        private final DemoOptions options;
        private final CountDownLatch done;
        private volatile String json;
        private volatile String error;

        Runner(DemoOptions options, CountDownLatch done) {
            super();
            this.options = options;
            this.done = done;
        }

        @Override
        public void simpleInitApp() {
            try {
                Node level = DemoLauncher.levelFactory(options).apply(assetManager);
                BakeOutput bake = DemoBake.forLevel(level).run(p -> { }, () -> false);
                SimulationReport r = simulate(bake.mesh(), options.agents(), options.seconds(), null);
                json = r.toJson();
            } catch (Exception | Error e) {
                error = e.getClass().getSimpleName() + ": " + e.getMessage();
            }
            stop();
        }

        @Override
        public void handleError(String errMsg, Throwable t) {
            if (error == null) {
                error = errMsg + (t == null ? "" : ": " + t);
            }
            stop();
        }

        @Override
        public void destroy() {
            try {
                super.destroy();
            } finally {
                done.countDown();
            }
        }
    }
}
