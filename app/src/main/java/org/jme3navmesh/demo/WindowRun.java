package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.SimpleApplication;
import com.jme3.system.AppSettings;
import java.util.concurrent.CountDownLatch;

/** Starting the demo's windows (the demo, the scenario view) and waiting for an application to end. */
final class WindowRun {
    private WindowRun() {
    }

    /**
     * Opens {@code app} in a window (LWJGL3, OpenGL 3.2, no sound device, no settings dialog, fixed size, running
     * without focus) and blocks until {@code ended} counts down. A screenshot run has neither vsync nor multisampling.
     *
     * @param app        the application; not null, started
     * @param title      the window title; not null
     * @param width      window width, pixels (&gt; 0)
     * @param height     window height, pixels (&gt; 0)
     * @param screenshot true for a screenshot run
     * @param ended      counted down when the application has ended; not null
     * @return true when it ended, false when the waiting thread was interrupted (the application is then stopped)
     */
    static boolean open(SimpleApplication app, String title, int width, int height, boolean screenshot,
                        CountDownLatch ended) {
        AppSettings settings = new AppSettings(true);
        settings.setTitle(title);
        settings.setResolution(width, height);
        settings.setRenderer(AppSettings.LWJGL_OPENGL32);
        settings.setAudioRenderer(null);
        settings.setVSync(!screenshot);
        settings.setSamples(screenshot ? 0 : 4);
        settings.setGammaCorrection(false);
        settings.setResizable(false);
        app.setSettings(settings);
        app.setShowSettings(false);
        app.setPauseOnLostFocus(false);
        app.start();
        return await(app, ended);
    }

    /**
     * Blocks until {@code ended} counts down.
     *
     * @param app   the running application, stopped if the wait is interrupted; not null
     * @param ended counted down when the application has ended; not null
     * @return true when it ended, false when the waiting thread was interrupted (its interrupt flag is set again)
     */
    static boolean await(Application app, CountDownLatch ended) {
        try {
            ended.await();
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            app.stop();
            return false;
        }
    }
}
