package org.jme3navmesh.demo;

import com.jme3.app.Application;
import com.jme3.app.state.BaseAppState;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;

/**
 * Automation: once {@code ready} holds (bake finished, agents spawned), renders {@code frames} more frames, captures
 * the next one to {@code file} and stops the application. A failed bake stops it too, so a run never hangs.
 */
public final class ScreenshotState extends BaseAppState {
    private final Path file;
    private final int frames;
    private final BooleanSupplier ready;
    private final BooleanSupplier failed;
    private final FrameCapture capture;
    private int counted;
    private boolean requested;

    /**
     * @param file    the PNG file to write; not null
     * @param frames  frames to render once ready, before the capture; &gt;= 1
     * @param ready   true once the scene is ready (bake finished, agents spawned); polled every frame; not null
     * @param failed  true once the run failed (the application is then stopped); polled every frame; not null
     * @param capture takes the picture, already a processor of the last viewport; not null, shared (a capture is
     *                requested from it)
     * @throws IllegalArgumentException when frames &lt; 1
     */
    public ScreenshotState(Path file, int frames, BooleanSupplier ready, BooleanSupplier failed, FrameCapture capture) {
        this.file = java.util.Objects.requireNonNull(file, "file");
        if (frames < 1) {
            throw new IllegalArgumentException("frames must be >= 1, got " + frames);
        }
        this.frames = frames;
        this.ready = ready;
        this.failed = failed;
        this.capture = capture;
    }

    /**
     * Stops the application when the run failed or once the capture is written; otherwise counts the frames since
     * {@code ready} holds and requests the capture at the {@code frames}-th.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void update(float tpf) {
        if (failed.getAsBoolean()) {
            getApplication().stop();
            return;
        }
        if (requested) {
            if (capture.written() != null) {
                getApplication().stop();
            }
            return;
        }
        if (!ready.getAsBoolean()) {
            return;
        }
        counted++;
        if (counted >= frames) {
            capture.request(file);
            requested = true;
        }
    }

    /**
     * True once the screenshot file was written.
     *
     * @return true once the frame capture wrote a file
     */
    public boolean done() {
        return capture.written() != null;
    }

    @Override
    protected void initialize(Application app) {
    }

    @Override
    protected void cleanup(Application app) {
    }

    @Override
    protected void onEnable() {
    }

    @Override
    protected void onDisable() {
    }
}
