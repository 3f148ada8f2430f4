package org.jme3navmesh.cli;

import org.jme3navmesh.bake.BakeConfig;
import picocli.CommandLine.Option;

/**
 * Bake and agent options shared by {@code bake}, {@code bench} and {@code obstacles} (the scene itself is
 * {@link BakeOptions}'s, or {@code obstacles}' choice of a scene or a saved navmesh).
 */
class BakeSettings {
    @Option(names = "--cell", defaultValue = "0.3", paramLabel = "M", description = "Cell size in metres (default ${DEFAULT-VALUE}).")
    float cell;

    @Option(names = "--agent-radius", defaultValue = "0.5", paramLabel = "M", description = "Agent radius in metres (default ${DEFAULT-VALUE}).")
    float agentRadius;

    @Option(names = "--agent-height", defaultValue = "2.0", paramLabel = "M", description = "Agent height in metres (default ${DEFAULT-VALUE}).")
    float agentHeight;

    @Option(names = "--max-step", defaultValue = "0.4", paramLabel = "M", description = "Largest step in metres (default ${DEFAULT-VALUE}).")
    float maxStep;

    @Option(names = "--max-slope", defaultValue = "45", paramLabel = "DEG", description = "Steepest walkable slope in degrees (default ${DEFAULT-VALUE}).")
    float maxSlope;

    @Option(names = "--double-sided", description = "Treat both faces of every surface as ground (for scenes with reversed or mixed winding).")
    boolean doubleSided;

    @Option(names = "--clearance",
            description = "Record the clearance for agents of every size: bake for the smallest agent (--agent-radius, --agent-height) and keep the headroom per triangle, so 'path --radius/--height' can query bigger agents on the same mesh.")
    boolean clearance;

    @Option(names = "--memory-budget", paramLabel = "MB", description = "Refuse a bake estimated to need more heap than this, in MiB (default: the free heap).")
    long memoryBudgetMb;

    @Option(names = "--tile-size", defaultValue = "0", paramLabel = "CELLS", description = "Cut the grid into square tiles of this many cells, baked in parallel and stitched (default ${DEFAULT-VALUE}: one mesh).")
    int tileSize;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads of the bake (default: one per core).")
    Integer threads;

    /**
     * The bake's worker threads.
     *
     * @return --threads, or the number of cores when it is not given
     * @throws IllegalArgumentException when --threads is below 1
     */
    int threads() {
        if (threads == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be at least 1, got " + threads);
        }
        return threads;
    }

    /** @throws IllegalArgumentException naming the bad option */
    BakeConfig config() {
        if (tileSize < 0) {
            throw new IllegalArgumentException("--tile-size must be >= 0 (0: one mesh), got " + tileSize);
        }
        if (memoryBudgetMb < 0 || memoryBudgetMb > Long.MAX_VALUE >> 20) {
            throw new IllegalArgumentException("--memory-budget must be between 0 and " + (Long.MAX_VALUE >> 20)
                    + " MB, got " + memoryBudgetMb);
        }
        try {
            return new BakeConfig(cell, agentRadius, agentHeight, maxStep, maxSlope).withDoubleSided(doubleSided)
                    .withMemoryBudget(memoryBudgetMb << 20).withTileSize(tileSize)
                    .withClearance(clearance);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(optionNames(e.getMessage()), e);
        }
    }

    /**
     * A bake's message with the configuration's names replaced by the options that set them.
     *
     * @param message a message of the bake or of {@link BakeConfig}; not null
     * @return the message as the command line's user reads it; never null
     */
    static String optionNames(String message) {
        return message.replace("cellSize", "--cell").replace("agentRadius", "--agent-radius")
                .replace("agentHeight", "--agent-height").replace("maxStep", "--max-step")
                .replace("maxSlope", "--max-slope").replace("doubleSided", "--double-sided")
                .replace("memoryBudgetBytes allows", "--memory-budget allows");
    }
}
