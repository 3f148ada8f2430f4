package org.jme3navmesh.demo;

import java.nio.file.Path;

/** Manual run of the windowed demo with the test fixture bake: {@code DevMain [screenshot.png]}. */
public final class DevMain {
    public static void main(String[] args) {
        Path shot = args.length > 0 ? Path.of(args[0]) : null;
        DemoOptions o = new DemoOptions(null, shot, true, 10, false, 12, 60f);
        int code = DemoLauncher.runWindowed(o, DemoLauncher.levelFactory(o), n -> TerrainGridBake.job(), () -> null);
        System.exit(code);
    }
}
