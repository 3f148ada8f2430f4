package org.jme3navmesh.bake;

import java.util.Locale;

/**
 * The heap a bake needs, estimated from its grid and the surfaces it samples, and the check that
 * refuses a bake before it runs out ({@link BakeMemoryException}).
 *
 * <p>The estimate is the largest of the stages' live arrays, in bytes per cell, per sampled
 * surface (hit), per span (a surface that may be ground: one per layer of floor) and per link
 * blocker piece, times a measured allowance for the garbage collector's working room
 * ({@link #GC_ALLOWANCE}; README "Memory"). Stateless.
 */
final class BakeMemory {
    /** Rasterising (the merge of the row bands): bytes per cell, hit and blocker piece. */
    static final int RASTER_CELL = 24, RASTER_HIT = 36, RASTER_BLOCKER = 32;
    /** Walkable rules: the samples and the new field. */
    static final int WALKABLE_CELL = 16, WALKABLE_HIT = 24, WALKABLE_SPAN = 32, WALKABLE_BLOCKER = 16;
    /** Erosion: the field, its wall points and the distance transform. */
    static final int ERODE_CELL = 12, ERODE_SPAN = 60, ERODE_BLOCKER = 16;
    /** Meshing: the eroded field, regions, vertex keys and height detail. */
    static final int MESH_CELL = 16, MESH_SPAN = 72, MESH_BLOCKER = 16;
    /**
     * Meshing tile by tile ({@link BakeConfig#tileSize} &gt; 0): the eroded field with its wall
     * points, the height detail and the stitched mesh; a tile's own arrays are small.
     */
    static final int TILED_MESH_CELL = 12, TILED_MESH_SPAN = 44;
    /** Measured peak heap over the live arrays' sum: the collector's working room. */
    static final double GC_ALLOWANCE = 1.5;
    private static final double GB = 1024.0 * 1024 * 1024;

    private BakeMemory() {
    }

    /**
     * Estimated peak heap of a bake, bytes.
     *
     * @param cells    grid cells, &gt;= 0
     * @param hits     sampled surfaces, &gt;= 0
     * @param spans    surfaces that may be ground, &gt;= 0
     * @param blockers link blocker pieces, &gt;= 0
     * @return bytes, &gt;= 0
     */
    static long estimate(long cells, long hits, long spans, long blockers) {
        return estimate(cells, hits, spans, blockers, false);
    }

    /**
     * Estimated peak heap of a bake, bytes.
     *
     * @param cells    grid cells, &gt;= 0
     * @param hits     sampled surfaces, &gt;= 0
     * @param spans    surfaces that may be ground, &gt;= 0
     * @param blockers link blocker pieces, &gt;= 0
     * @param tiled    whether the mesh stage meshes tile by tile
     * @return bytes, &gt;= 0
     */
    static long estimate(long cells, long hits, long spans, long blockers, boolean tiled) {
        double raster = RASTER_CELL * (double) cells + RASTER_HIT * (double) hits + RASTER_BLOCKER * (double) blockers;
        double walkable = WALKABLE_CELL * (double) cells + WALKABLE_HIT * (double) hits + WALKABLE_SPAN * (double) spans
                + WALKABLE_BLOCKER * (double) blockers;
        double erode = ERODE_CELL * (double) cells + ERODE_SPAN * (double) spans + ERODE_BLOCKER * (double) blockers;
        double mesh = tiled ? TILED_MESH_CELL * (double) cells + TILED_MESH_SPAN * (double) spans
                + MESH_BLOCKER * (double) blockers
                : MESH_CELL * (double) cells + MESH_SPAN * (double) spans + MESH_BLOCKER * (double) blockers;
        double peak = Math.max(Math.max(raster, walkable), Math.max(erode, mesh));
        return (long) Math.min(Long.MAX_VALUE, peak * GC_ALLOWANCE);
    }

    /**
     * The heap a bake may use, taken once when it starts: the configured budget, else what the
     * JVM's heap has free (its maximum less what is in use). When the heap is the budget and the
     * first estimate exceeds it, garbage is collected once first, so that only live data counts as
     * in use.
     *
     * @param cfg    the bake's configuration; not null
     * @param needed the bake's first estimate, bytes
     * @return bytes
     */
    static long allowance(BakeConfig cfg, long needed) {
        if (cfg.memoryBudgetBytes() > 0) {
            return cfg.memoryBudgetBytes();
        }
        long free = freeHeap();
        if (needed > free) {
            System.gc();
            free = freeHeap();
        }
        return free;
    }

    private static long freeHeap() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /**
     * Refuses a bake whose estimate exceeds its allowance.
     *
     * @param cfg      the bake's configuration; not null
     * @param allowed  bytes the bake may use, from {@link #allowance}
     * @param cells    grid cells
     * @param hits     sampled surfaces (an estimate before sampling)
     * @param spans    surfaces that may be ground (an estimate before sampling)
     * @param blockers link blocker pieces (0 before sampling)
     * @throws BakeMemoryException when the estimate exceeds the allowance
     */
    static void check(BakeConfig cfg, long allowed, long cells, long hits, long spans, long blockers) {
        long needed = estimate(cells, hits, spans, blockers, cfg.tileSize() > 0);
        if (needed <= allowed) {
            return;
        }
        Runtime rt = Runtime.getRuntime();
        long used = rt.totalMemory() - rt.freeMemory();
        String source = cfg.memoryBudgetBytes() > 0 ? "memoryBudgetBytes allows"
                : "the heap (max " + size(rt.maxMemory()) + ") allows";
        long xmx = (long) Math.ceil((needed + used) / GB);
        String need = size(needed), allow = size(allowed);
        if (need.equals(allow)) {
            // "needs about 1.3 GB ... allows 1.3 GB" (the 1 km world in a 1.3 GB heap) read as a contradiction.
            need = megabytes(needed);
            allow = megabytes(allowed);
        }
        throw new BakeMemoryException(String.format(Locale.ROOT,
                "not enough memory: the bake needs about %s (%,d cells, %.2f surfaces per cell), %s %s;"
                        + " use a larger cellSize, a smaller region, or a larger heap (-Xmx%dg)",
                need, cells, cells == 0 ? 0.0 : (double) hits / cells, source, allow, Math.max(1, xmx)),
                needed, allowed);
    }

    /** Bytes for a message in whole MB with thousands separators ("1,331 MB"; binary units). */
    static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%,d MB", Math.round(bytes / (1024.0 * 1024)));
    }

    /** Bytes for a message: "1.5 GB" from 1 GiB up, else "300 MB" (binary units). */
    static String size(long bytes) {
        return bytes >= GB ? String.format(Locale.ROOT, "%.1f GB", bytes / GB)
                : String.format(Locale.ROOT, "%d MB", Math.round(bytes / (1024.0 * 1024)));
    }
}
