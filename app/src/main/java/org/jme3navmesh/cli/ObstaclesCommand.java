package org.jme3navmesh.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.scene.TextLines;
import org.jme3navmesh.sim.ObstacleTimings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code obstacles}: bakes a scene, adds the cylinders of a CSV one at a time as dynamic obstacles
 * (each followed by updates until the mesh is current), then removes them one at a time; prints
 * the per-obstacle times and whether the mesh came back exactly ({@link ObstacleTimings}).
 */
@Command(name = "obstacles", mixinStandardHelpOptions = true,
        description = "Bake a scene, add then remove the cylinders of a CSV as dynamic obstacles, time each. Prints one JSON line.")
final class ObstaclesCommand implements Callable<Integer> {
    @Mixin
    BakeOptions bake = new BakeOptions();

    @Option(names = "--obstacles", required = true, paramLabel = "O.csv",
            description = "One cylinder per line: x,y,z,radius,height with (x, y, z) on the walkable surface; '#' starts a comment line.")
    Path obstaclesFile;

    /** Edge of the grid tiles counted in tiles_rebuilt_mean when the bake is one mesh (no --tile-size), cells. */
    static final int COUNTED_TILE = 32;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        // --tile-size (BakeOptions) tiles the bake and is the edge of the tiles counted as rebuilt
        int tileSize = bake.tileSize > 0 ? bake.tileSize : COUNTED_TILE;
        float[] rows = CsvFloats.parse(obstaclesFile.toString(), TextLines.read(obstaclesFile), 5, "x,y,z,radius,height",
                "obstacle");
        BakeResult baked = SceneBaking.bake(bake.scene, bake.config(), bake.threads(), ProgressBar.forStderr(),
                spec.commandLine().getErr());
        CellGrid g = baked.grid().cells();
        ObstacleTimings.Round r = ObstacleTimings.round(baked.navMesh(), bake.agentRadius, rows, g.minX(), g.minZ(),
                tileSize * g.cellSize());
        spec.commandLine().getOut().println(new Json()
                .put("scene", bake.scene.toString())
                .put("obstacles", rows.length / 5)
                .put("tiles", 1)
                .put("tile_size", tileSize)
                .put("add_ms_median", r.addMedian())
                .put("add_ms_p95", r.addP95())
                .put("remove_ms_median", r.removeMedian())
                .put("remove_ms_p95", r.removeP95())
                .put("tiles_rebuilt_mean", r.tilesRebuiltMean())
                .put("triangles_before", r.trianglesBefore())
                .put("triangles_all_added", r.trianglesAllAdded())
                .put("triangles_after_remove", r.trianglesAfter())
                .putRaw("restored", Boolean.toString(r.restored())));
        spec.commandLine().getOut().flush();
        return 0;
    }
}
