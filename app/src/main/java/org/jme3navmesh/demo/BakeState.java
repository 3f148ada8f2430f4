package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs a {@link BakeJob} on a background thread when attached; the scene stays interactive meanwhile.
 * Progress goes to {@link DemoWorld#setBakeProgress}; the result is applied on the render thread through
 * {@code app.enqueue}, then {@code onDone} runs (also on the render thread). Detaching cancels the bake.
 */
public final class BakeState extends BaseAppState {
    private static final Logger LOG = Logger.getLogger(BakeState.class.getName());
    private final DemoWorld world;
    private final BakeJob job;
    private final Consumer<BakeOutput> onDone;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private ExecutorService worker;
    private Future<?> running;

    /**
     * @param world  receives the progress, the bake or its error; not null, kept (not copied)
     * @param job    the bake, run on a worker thread; not null, kept (not copied)
     * @param onDone runs on the render thread once the bake is applied; not null
     */
    public BakeState(DemoWorld world, BakeJob job, Consumer<BakeOutput> onDone) {
        this.world = java.util.Objects.requireNonNull(world, "world");
        this.job = java.util.Objects.requireNonNull(job, "job");
        this.onDone = java.util.Objects.requireNonNull(onDone, "onDone");
    }

    @Override
    protected void initialize(Application app) {
        worker = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "navmesh-bake");
            t.setDaemon(true);
            t.setPriority(Thread.NORM_PRIORITY - 1);
            return t;
        });
        running = worker.submit(() -> {
            try {
                BakeOutput out = job.run(p -> world.setBakeProgress((float) p), cancelled::get);
                app.enqueue(() -> {
                    world.applyBake(out);
                    onDone.accept(out);
                });
            } catch (CancellationException e) {
                LOG.fine("bake cancelled");
            } catch (Exception | Error e) {
                LOG.log(Level.SEVERE, "bake failed", e);
                String msg = e.getClass().getSimpleName() + ": " + e.getMessage();
                app.enqueue(() -> world.setBakeError(msg));
            }
        });
    }

    /**
     * True while the worker is still baking.
     *
     * @return true while the worker's task runs; false before initialisation and once the task ended (baked, failed
     *         or cancelled), even before the result is applied on the render thread
     */
    public boolean isBaking() {
        return running != null && !running.isDone();
    }

    @Override
    protected void cleanup(Application app) {
        cancelled.set(true);
        worker.shutdownNow();
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
