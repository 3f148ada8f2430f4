package org.jme3navmesh.demo;

import com.jme3.post.SceneProcessor;
import com.jme3.profile.AppProfiler;
import com.jme3.renderer.RenderManager;
import com.jme3.renderer.Renderer;
import com.jme3.renderer.ViewPort;
import com.jme3.renderer.queue.RenderQueue;
import com.jme3.texture.FrameBuffer;
import com.jme3.texture.Image;
import com.jme3.util.BufferUtils;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.jme3navmesh.mesh.AtomicFileWriter;

/**
 * Reads the finished frame back from the default framebuffer and writes it as a PNG. Add it to the last viewport
 * (the GUI viewport) so the HUD is in the picture; {@link #request(Path)} captures at the end of the next frame.
 */
public final class FrameCapture implements SceneProcessor {
    private Renderer renderer;
    private int width, height;
    private Path pending;
    private volatile Path written;
    private boolean initialized;

    /**
     * Captures the next rendered frame to a file, replacing any capture requested and not yet taken.
     *
     * @param file the PNG file to write (parent directories are created); not null
     */
    public void request(Path file) {
        pending = java.util.Objects.requireNonNull(file, "file");
        written = null;
    }

    /**
     * The file of the last finished capture, or null.
     *
     * @return the file as given to {@link #request}; or null before the first capture and from a new request until
     *         it is taken
     */
    public Path written() {
        return written;
    }

    /**
     * Keeps the renderer and the viewport's size.
     *
     * @param rm the render manager; not null
     * @param vp the viewport this processor was added to; not null
     */
    @Override
    public void initialize(RenderManager rm, ViewPort vp) {
        renderer = rm.getRenderer();
        reshape(vp, vp.getCamera().getWidth(), vp.getCamera().getHeight());
        initialized = true;
    }

    /**
     * Records the frame size.
     *
     * @param vp the viewport (unused)
     * @param w  the width, pixels
     * @param h  the height, pixels
     */
    @Override
    public void reshape(ViewPort vp, int w, int h) {
        width = w;
        height = h;
    }

    /**
     * Whether the processor is initialised.
     *
     * @return true from {@link #initialize} to {@link #cleanup}
     */
    @Override
    public boolean isInitialized() {
        return initialized;
    }

    /**
     * Does nothing.
     *
     * @param tpf time since the last frame, seconds (unused)
     */
    @Override
    public void preFrame(float tpf) {
    }

    /**
     * Does nothing.
     *
     * @param rq the render queue (unused)
     */
    @Override
    public void postQueue(RenderQueue rq) {
    }

    /**
     * Takes the requested capture, if any: reads the frame back and writes the PNG, on the render thread.
     *
     * @param out the viewport's output framebuffer, read back; or null for the default one
     * @throws java.io.UncheckedIOException when the file cannot be written
     */
    @Override
    public void postFrame(FrameBuffer out) {
        if (pending == null) {
            return;
        }
        Path file = pending;
        pending = null;
        ByteBuffer buf = BufferUtils.createByteBuffer(width * height * 4);
        renderer.readFrameBufferWithFormat(out, buf, Image.Format.RGBA8);
        write(buf, width, height, file);
        written = file;
    }

    /** Writes a bottom-up RGBA8 buffer as a PNG (flipped to top-down). */
    static void write(ByteBuffer rgba, int w, int h, Path file) {
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int i = (x + (h - 1 - y) * w) * 4;
                int r = rgba.get(i) & 0xff, g = rgba.get(i + 1) & 0xff, b = rgba.get(i + 2) & 0xff;
                img.setRGB(x, y, r << 16 | g << 8 | b);
            }
        }
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            AtomicFileWriter.write(file, out -> {
                if (!ImageIO.write(img, "png", out)) {
                    throw new IOException("no PNG writer available");
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write screenshot " + file + ": " + e.getMessage(), e);
        }
    }

    /** Marks the processor not initialised. */
    @Override
    public void cleanup() {
        initialized = false;
    }

    /**
     * Does nothing.
     *
     * @param profiler the profiler (unused)
     */
    @Override
    public void setProfiler(AppProfiler profiler) {
    }
}
