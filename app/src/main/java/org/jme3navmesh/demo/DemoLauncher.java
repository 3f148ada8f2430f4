package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.scene.Node;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jme3navmesh.scene.ObjSceneLoader;

/**
 * Entry point of the demo, called by {@code org.jme3navmesh.cli.Main} when no subcommand is given.
 * Opens a 1280x720 LWJGL3 window without sound device and without the settings dialog, or runs headless.
 */
public final class DemoLauncher {
    /** Window size. */
    public static final int WIDTH = 1280, HEIGHT = 720;

    private DemoLauncher() {
    }

    /**
     * Runs the demo until the window closes (or the screenshot is written).
     *
     * @param options the parsed command line; not null
     * @return the process exit code: 0 on success, 1 when the demo failed (bake error, rendering error, screenshot
     * not written), 2 for an unusable option (e.g. an unreadable scene file)
     */
    public static int run(DemoOptions options) {
        java.util.Objects.requireNonNull(options, "options");
        if (options.scene() != null && !Files.isReadable(options.scene())) {
            System.err.println("error: cannot read scene " + options.scene());
            return 2;
        }
        if (options.headless()) {
            return HeadlessDemo.run(options);
        }
        return runWindowed(options, levelFactory(options), DemoBake::forLevel, DemoAgentsFactory::create);
    }

    /**
     * The level: the built-in terrain level, or the OBJ scene of {@code options.scene()}.
     *
     * @param options the demo's options; not null, only its scene read (now)
     * @return makes a new level node on each call (an OBJ scene's read failure is thrown as an
     *         {@link UncheckedIOException}); not null
     */
    public static Function<AssetManager, Node> levelFactory(DemoOptions options) {
        Path scene = options.scene();
        if (scene == null) {
            return assets -> new DemoLevel(assets).build();
        }
        return assets -> loadObj(assets, scene);
    }

    private static Node loadObj(AssetManager assets, Path scene) {
        Node loaded;
        try {
            loaded = new ObjSceneLoader().load(scene);
        } catch (IOException e) {
            throw new UncheckedIOException(e.getMessage(), e);
        }
        Node level = new Node("level");
        level.attachChild(loaded);
        ObjLevelLook.apply(assets, level);
        return level;
    }

    /**
     * Runs the windowed demo with the given parts (tests substitute them) and blocks until it ends.
     *
     * @param options  the demo's options; not null
     * @param level    builds a fresh, independent level scene graph on each call; not null
     * @param bakeJobs makes the bake job for a level snapshot (the snapshot is owned by the job); not null
     * @param agents   makes the agents, or returns null to run without agents; not null
     * @return exit code as for {@link #run(DemoOptions)}
     */
    public static int runWindowed(DemoOptions options, Function<AssetManager, Node> level,
                                  Function<Node, BakeJob> bakeJobs, Supplier<DemoAgents> agents) {
        CountDownLatch ended = new CountDownLatch(1);
        DemoApp app = new DemoApp(options, level, bakeJobs, agents, ended::countDown);
        if (!WindowRun.open(app, "jme3-navmesh demo", WIDTH, HEIGHT, options.screenshot() != null, ended)) {
            return 1;
        }
        if (app.failure() != null) {
            System.err.println("error: " + app.failure());
            return 1;
        }
        if (app.world().bakeError() != null) {
            System.err.println("error: bake failed: " + app.world().bakeError());
            return 1;
        }
        if (options.screenshot() != null && !app.screenshotWritten()) {
            System.err.println("error: the window closed before the screenshot was taken");
            return 1;
        }
        return 0;
    }
}
