package org.jme3navmesh.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Scene, bake and agent options shared by {@code bake} and {@code bench}. */
final class BakeOptions extends BakeSettings {
    @Option(names = "--scene", required = true, paramLabel = "FILE.obj", description = "OBJ scene, Y up, metres.")
    Path scene;
}
