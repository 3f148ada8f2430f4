package org.jme3navmesh.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.MeshClearance;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.scene.TextLines;
import org.jme3navmesh.sim.ObstacleTimings;
import org.jme3navmesh.sim.TileSquares;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code obstacles}: bakes a scene (or reads a navmesh saved by {@code bake}), adds the cylinders of a
 * CSV one at a time as dynamic obstacles (each followed by updates until the mesh is current), then
 * removes them one at a time; prints the per-obstacle times and whether the mesh came back exactly
 * ({@link ObstacleTimings}).
 */
@Command(name = "obstacles", mixinStandardHelpOptions = true,
        description = "Bake a scene (or read a saved navmesh), add then remove the cylinders of a CSV as dynamic obstacles, time each. Prints one JSON line.")
final class ObstaclesCommand implements Callable<Integer> {
    @ArgGroup(exclusive = true, multiplicity = "1")
    Source source;

    /** Where the mesh comes from: a scene to bake, or a saved navmesh. */
    static final class Source {
        @Option(names = "--scene", paramLabel = "FILE.obj", description = "OBJ scene to bake, Y up, metres.")
        Path scene;

        @Option(names = "--navmesh", paramLabel = "FILE.navmesh",
                description = "A navmesh saved by 'bake', used instead of baking; baked for --agent-radius; tiles are counted as squares of --tile-size (or "
                        + COUNTED_TILE + ") cells of --cell from its bounds' corner.")
        Path navmesh;
    }

    @Mixin
    BakeSettings bake = new BakeSettings();

    @Option(names = "--obstacles", required = true, paramLabel = "O.csv",
            description = "One cylinder per line: x,y,z,radius,height with (x, y, z) on the walkable surface; '#' starts a comment line.")
    Path obstaclesFile;

    @Option(names = "--footprint-tolerance", paramLabel = "M", defaultValue = "" + DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE,
            description = "How far a cylinder's polygon may reach beyond its circle (grown by the agent radius), metres; "
                    + "smaller carves closer with more sides, at more cost per update (default: ${DEFAULT-VALUE}).")
    float footprintTolerance = DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE;


    @Spec
    CommandSpec spec;

    /** Edge, in cells, of the grid squares counted in tiles_rebuilt_mean when the bake has no tiles. */
    static final int COUNTED_TILE = TileSquares.DEFAULT_CELLS;

    @Override
    public Integer call() throws Exception {
        if (!(footprintTolerance >= 0f) || !Float.isFinite(footprintTolerance)) {
            throw new ParameterException(spec.commandLine(), "--footprint-tolerance must be a finite number of metres >= 0, got "
                    + footprintTolerance + " (the default is " + DynamicNavMesh.DEFAULT_FOOTPRINT_TOLERANCE + ")");
        }
        float[] rows = CsvFloats.parse(obstaclesFile.toString(), TextLines.read(obstaclesFile), 5, "x,y,z,radius,height",
                "obstacle");
        // A tiled bake counts its own tiles; one mesh counts squares of COUNTED_TILE cells.
        int tileSize = bake.tileSize > 0 ? bake.tileSize : COUNTED_TILE;
        NavMesh mesh;
        int tiles;
        float originX, originZ, cell;
        if (source.navmesh != null) {
            bake.config(); // the options must be valid even when nothing is baked
            mesh = saved(source.navmesh, bake.agentRadius);
            float[] b = mesh.bounds();
            originX = b[0];
            originZ = b[2];
            cell = bake.cell;
            tiles = 1;
        } else {
            BakeResult baked = SceneBaking.bake(source.scene, bake.config(), bake.threads(), ProgressBar.forStderr(),
                    spec.commandLine().getErr());
            CellGrid g = baked.grid().cells();
            mesh = baked.navMesh();
            originX = g.minX();
            originZ = g.minZ();
            cell = g.cellSize();
            tiles = baked.tiles() == null ? 1 : baked.tiles().tileCount();
        }
        ObstacleTimings.Round r = ObstacleTimings.round(mesh, bake.agentRadius, footprintTolerance, rows, originX, originZ, tileSize * cell);
        spec.commandLine().getOut().println(new Json()
                .put(source.navmesh != null ? "navmesh" : "scene", (source.navmesh != null ? source.navmesh : source.scene).toString())
                .put("obstacles", rows.length / 5)
                .put("tiles", tiles)
                .put("tile_size", tileSize)
                .put("footprint_tolerance", Double.parseDouble(Float.toString(footprintTolerance)))
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

    /**
     * Reads a saved navmesh for the obstacles.
     *
     * @param file        the file; not null
     * @param agentRadius the radius given with --agent-radius, metres
     * @return the mesh; not null
     * @throws IllegalArgumentException naming the file and the fix when it cannot be read, is not a navmesh, has no
     *                                  triangles or records a baked radius other than agentRadius
     */
    static NavMesh saved(Path file, float agentRadius) {
        String fix = "bake one with 'bake --scene S.obj --out " + file + "' or use --scene S.obj";
        NavMesh mesh;
        try {
            mesh = NavMeshIO.read(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("--navmesh " + file + ": " + Main.oneLine(e) + "; " + fix, e);
        }
        if (mesh.triangleCount() == 0) {
            throw new IllegalArgumentException("--navmesh " + file + ": the navmesh has no triangles; " + fix);
        }
        MeshClearance c = mesh.clearance();
        if (c != null && c.bakedRadius() != agentRadius) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "--navmesh %s: it was baked for an agent radius of %s m, not --agent-radius %s; pass --agent-radius %s",
                    file, c.bakedRadius(), agentRadius, c.bakedRadius()));
        }
        return mesh;
    }
}
