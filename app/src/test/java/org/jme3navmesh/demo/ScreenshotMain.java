package org.jme3navmesh.demo;

import java.nio.file.Path;

/**
 * Subprocess entry of {@link DemoWindowIT}: runs the real demo ({@link DemoLauncher#run}) in debug mode and writes a
 * screenshot. Arguments: {@code FILE.png FRAMES AGENTS}.
 */
public final class ScreenshotMain {
    private ScreenshotMain() {
    }

    public static void main(String[] args) {
        DemoOptions o = new DemoOptions(null, Path.of(args[0]), true, Integer.parseInt(args[1]), false,
                Integer.parseInt(args[2]), DemoOptions.DEFAULT_SECONDS);
        System.exit(DemoLauncher.run(o));
    }
}
