package org.jme3navmesh.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jme3navmesh.demo.DemoLauncher;
import org.jme3navmesh.demo.DemoOptions;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * Entry point of {@code navmesh-demo.jar}. Without a subcommand it runs the 3D demo; the
 * subcommands {@code bake}, {@code path}, {@code bench}, {@code crowd} and {@code obstacles} are the command-line tools.
 *
 * <p>Exit codes: 0 success, 2 bad options or bad input (one-line message on stderr; also when a
 * command runs out of heap), 1 an unexpected failure.
 */
@Command(name = "navmesh-demo", mixinStandardHelpOptions = true, version = "jme3-navmesh 0.1.0",
        description = "jme3-navmesh demo and tools. Without a subcommand, opens the 3D demo.",
        subcommands = {BakeCommand.class, PathCommand.class, BenchCommand.class, CrowdCommand.class,
                ObstaclesCommand.class})
public final class Main implements Callable<Integer> {
    /** Exit code for bad options and bad input. */
    public static final int EXIT_USAGE = 2;

    @Option(names = "--scene", paramLabel = "FILE.obj", description = "Load this OBJ scene (Y up, metres) instead of the built-in level.")
    Path scene;

    @Option(names = "--screenshot", paramLabel = "FILE.png", description = "Render --frames frames after the bake, save a screenshot and exit.")
    Path screenshot;

    @Option(names = "--debug", description = "Start with the debug view on.")
    boolean debug;

    @Option(names = "--frames", defaultValue = "60", description = "Frames to render before the screenshot (default ${DEFAULT-VALUE}).")
    int frames;

    @Option(names = "--headless", description = "Run the agent simulation without a window and print one JSON line.")
    boolean headless;

    @Option(names = "--agents", paramLabel = "N", description = "Number of agents (default: " + DemoOptions.DEFAULT_AGENTS + ").")
    Integer agents;

    @Option(names = "--seconds", defaultValue = "60", description = "Simulated seconds in --headless mode (default ${DEFAULT-VALUE}).")
    float seconds;

    @Option(names = "--scenario", paramLabel = "FILE.csv", description = "Run this crowd scenario (agents sx,sy,sz,gx,gy,gz; scene: --scene, else FILE.obj beside it) with trails, seen from above.")
    Path scenario;

    @Option(names = "--at", defaultValue = "20", description = "With --scenario and --screenshot: simulated seconds at which to save the screenshot (default ${DEFAULT-VALUE}).")
    float at;

    /**
     * jME's asset configuration logs a warning for every loader of its default list that is not on
     * the class path (Ogre, FBX, glTF); held so the level set on it is not lost to garbage collection.
     */
    private static final Logger ASSET_CONFIG_LOGGER = Logger.getLogger("com.jme3.asset.AssetConfig");
    /** jME's start-up banner ("Running on jMonkeyEngine ..."), logged at INFO; held like the one above. */
    private static final Logger SYSTEM_LOGGER = Logger.getLogger("com.jme3.system.JmeSystem");

    @Override
    public Integer call() throws java.io.IOException {
        if (scenario != null) {
            if (headless) {
                throw new IllegalArgumentException("--scenario runs in a window; use the crowd command to run it headless");
            }
            return ScenarioDemo.run(scenario, scene, screenshot, at, new PrintWriter(System.err, true));
        }
        if (headless) {
            // The headless run prints one JSON line; jME's banner and the loaders it doesn't use are no news.
            ASSET_CONFIG_LOGGER.setLevel(Level.SEVERE);
            SYSTEM_LOGGER.setLevel(Level.WARNING);
        }
        DemoOptions options = new DemoOptions(scene, screenshot, debug, frames, headless,
                agents == null ? DemoOptions.DEFAULT_AGENTS : agents, seconds);
        return DemoLauncher.run(options);
    }

    /**
     * Runs the command line and returns the exit code (used by tests).
     *
     * @param out  receives the commands' normal output (help, version); not null, written to
     * @param err  receives the one-line error messages; not null, written to
     * @param args the command-line arguments; not null, unaffected
     * @return the exit code: 0 success, {@link #EXIT_USAGE} bad options or input, 1 a failure
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(new Main());
        cl.setOut(out);
        cl.setErr(err);
        cl.setParameterExceptionHandler((ex, a) -> {
            err.println("error: " + ex.getMessage());
            err.flush();
            return EXIT_USAGE;
        });
        cl.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            boolean usage = ex instanceof IllegalArgumentException || ex instanceof java.io.IOException
                    || ex instanceof IllegalStateException;
            err.println("error: " + oneLine(ex));
            err.flush();
            return usage ? EXIT_USAGE : 1;
        });
        try {
            return cl.execute(args);
        } catch (OutOfMemoryError e) {
            return outOfMemory(err, e);
        }
    }

    /**
     * The last resort when a command runs out of heap: a bake refuses what it estimates will not
     * fit ({@link org.jme3navmesh.bake.BakeMemoryException}), but an estimate can fall short.
     *
     * @param err where the one-line message goes; not null, written to
     * @param e   the error; not null
     * @return {@link #EXIT_USAGE}: the input is too large for the heap
     */
    static int outOfMemory(PrintWriter err, OutOfMemoryError e) {
        String what = e.getMessage() == null || e.getMessage().isBlank() ? "" : " (" + e.getMessage() + ")";
        err.println(String.format(java.util.Locale.ROOT, "error: out of memory%s with a heap of %d MB:"
                + " use a larger --cell, a smaller scene, or a larger heap (java -Xmx...)", what,
                Runtime.getRuntime().maxMemory() >> 20));
        err.flush();
        return EXIT_USAGE;
    }

    static String oneLine(Throwable ex) {
        String msg = ex.getMessage();
        if (ex instanceof java.nio.file.NoSuchFileException) {
            msg = "no such file: " + msg;
        } else if (ex instanceof java.nio.file.AccessDeniedException) {
            msg = "access denied: " + msg;
        }
        if (msg == null || msg.isBlank()) {
            msg = ex.getClass().getSimpleName();
        }
        return msg.replace('\n', ' ');
    }

    /**
     * Runs the command line on the standard streams and exits the JVM with its exit code.
     *
     * @param args the command-line arguments; not null, unaffected
     */
    public static void main(String[] args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        int code = run(out, err, args);
        out.flush();
        err.flush();
        System.exit(code);
    }
}
