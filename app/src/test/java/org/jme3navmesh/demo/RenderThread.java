package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.system.AppSettings;
import com.jme3.system.JmeContext;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Test support for headless jME applications: starting one, calls on the render thread, and waiting for a condition.
 */
final class RenderThread {
    private RenderThread() {
    }

    /**
     * Starts app headless (no audio, no settings dialog) at the given frame rate; its simpleInitApp runs on the
     * render thread it starts.
     */
    static void startHeadless(SimpleApplication app, int frameRate) {
        AppSettings s = new AppSettings(true);
        s.setAudioRenderer(null);
        s.setFrameRate(frameRate);
        app.setSettings(s);
        app.setShowSettings(false);
        app.start(JmeContext.Type.Headless);
    }

    /** A condition that may be checked on the render thread. */
    interface Check {
        boolean ok() throws Exception;
    }

    /**
     * Runs c on the application's render thread and returns its result, waiting up to 20 s (jME's AppTask.get with a
     * timeout can return early).
     */
    static <T> T call(Application app, Callable<T> c) throws Exception {
        CompletableFuture<T> f = new CompletableFuture<>();
        app.enqueue(() -> {
            try {
                f.complete(c.call());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return f.get(20, TimeUnit.SECONDS);
    }

    /** Polls c every 10 ms until it holds; fails after 20 s. */
    static void waitUntil(Check c) throws Exception {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (!c.ok()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("condition not met within 20 s");
            }
            Thread.sleep(10);
        }
    }
}
