package org.jme3navmesh.bake;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;

import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.TileLayout;

/**
 * The radius-dependent stages of a tiled bake, one tile at a time, in two passes. First each
 * tile's cells plus an erosion border ({@link #erosionBorder}) are cut out of the field before
 * erosion and eroded ({@link AgentErosion}) on their own, and the tile's own cells are kept
 * ({@link #erodeWindow}). Then, once every tile is eroded, each tile's cells are rid of the small
 * islands of the eroded field ({@link IslandFilter#smallIslandSpans}, which reads up to
 * {@link IslandFilter#MIN_ISLAND_SPANS} cells around them; {@link #withoutIslands}). So every cell is eroded once plus
 * the erosion border, and a tile's cells come out as an erosion of the whole field gives them
 * except where a wall point lies beyond the erosion border (the links leaving a window are not
 * taken for walls). A tile depends only on the cells of its window ({@link #border} in all), so
 * tiles erode independently, in any order, on any number of threads, and a change of some cells
 * needs only the tiles whose windows hold them. Stateless and thread-safe.
 */
final class TileErosion {
    private TileErosion() {
    }

    /**
     * Border, in cells, around a tile that its two passes read in all: the erosion border and the
     * largest island {@link IslandFilter} drops.
     *
     * @param cfg the agent and grid; not null
     * @return cells, &gt; 0
     */
    static int border(BakeConfig cfg) {
        return erosionBorder(cfg) + IslandFilter.MIN_ISLAND_SPANS;
    }

    /**
     * Border, in cells, around a tile that its erosion reads: the agent radius and two cells for
     * the distance transform's reach.
     *
     * @param cfg the agent and grid; not null
     * @return cells, &gt; 0
     */
    static int erosionBorder(BakeConfig cfg) {
        return (int) Math.ceil(cfg.agentRadius() / cfg.cellSize()) + 2;
    }

    /**
     * A tile's window: its cells grown by the border on every side, clipped to the grid.
     *
     * @param layout the tiles; not null
     * @param tile   tile index
     * @param border cells
     * @return {x0, z0, x1, z1}, cells, end exclusive
     */
    static int[] window(TileLayout layout, int tile, int border) {
        int[] c = layout.cells(tile);
        CellGrid g = layout.grid();
        return new int[] {Math.max(0, c[0] - border), Math.max(0, c[1] - border),
                Math.min(g.width(), c[2] + border), Math.min(g.depth(), c[3] + border)};
    }

    /**
     * The wall posts each tile's erosion may use: those within two cells of its window, in the
     * order of the posts.
     *
     * @param posts  the grid's posts, or null
     * @param layout the tiles; not null
     * @param border cells
     * @return per tile, its posts (4 floats each), or null when posts is null
     */
    static float[][] postsByTile(WallPosts posts, TileLayout layout, int border) {
        if (posts == null) {
            return null;
        }
        int n = layout.tileCount();
        float[][] out = new float[n][];
        int[] count = new int[n];
        for (int t = 0; t < n; t++) {
            out[t] = new float[0];
        }
        CellGrid g = layout.grid();
        int size = layout.tileSize();
        int tx = layout.tilesX(), tz = layout.tilesZ();
        float[] p = posts.data;
        for (int i = 0; i + 3 < p.length; i += 4) {
            float gx = (p[i] - g.originX()) / g.cellSize() - g.x0();
            float gz = (p[i + 1] - g.originZ()) / g.cellSize() - g.z0();
            // Tiles whose window, grown by two cells, holds the post.
            int lo = border + 2;
            int ax = clamp((int) Math.floor((gx - lo) / size), tx), bx = clamp((int) Math.floor((gx + lo) / size), tx);
            int az = clamp((int) Math.floor((gz - lo) / size), tz), bz = clamp((int) Math.floor((gz + lo) / size), tz);
            for (int z = az; z <= bz; z++) {
                for (int x = ax; x <= bx; x++) {
                    int t = x + z * tx;
                    if (count[t] + 4 > out[t].length) {
                        out[t] = Arrays.copyOf(out[t], Math.max(16, 2 * out[t].length));
                    }
                    System.arraycopy(p, i, out[t], count[t], 4);
                    count[t] += 4;
                }
            }
        }
        for (int t = 0; t < n; t++) {
            out[t] = Arrays.copyOf(out[t], count[t]);
        }
        return out;
    }

    private static int clamp(int v, int n) {
        return Math.max(0, Math.min(n - 1, v));
    }

    /**
     * Erodes one tile's window (its cells and the {@link #erosionBorder}) of a field before
     * erosion; islands stay ({@link #withoutIslands}). Only the tile's own cells of the result are
     * final ({@link #copyCells} takes them out).
     *
     * @param sampled the sampling of the whole grid (field before erosion, ceilings, blockers);
     *                not null, unaffected
     * @param posts   the tile's posts ({@link #postsByTile} with the erosion border), or null;
     *                unaffected
     * @param cfg     the agent; not null
     * @param layout  the tiles, over sampled's grid; not null
     * @param tile    tile index
     * @return the tile's window, eroded, with its links inside the window and its wall points, over
     *         a sub-grid of the sampled grid; never null
     */
    static WalkableField erodeWindow(SampledField sampled, float[] posts, BakeConfig cfg, TileLayout layout, int tile) {
        int[] win = window(layout, tile, erosionBorder(cfg));
        int w = win[2] - win[0], d = win[3] - win[1];
        WalkableField pre = sampled.field();
        WalkableField f = FieldCrop.crop(pre, win[0], win[1], w, d, true);
        float[] top = FieldCrop.cropSpans(pre, sampled.top(), win[0], win[1], w, d);
        AgentErosion.erode(f, sampled.blockers(), new int[] {win[0], win[1], pre.grid.width(), pre.grid.depth()},
                posts, cfg, top);
        return f;
    }

    /**
     * A tile's cells of the eroded field without their spans in small islands.
     *
     * @param eroded  the whole grid's eroded cells (the tiles' own cells of {@link #erodeWindow}): the field
     *                before erosion with the eroded areas, whose links between two walkable spans
     *                count, and the wall points; not null, unaffected
     * @param cells   the tile's cells {x0, z0, x1, z1}; not null, unaffected
     * @param islands the spans of those cells to drop ({@link IslandFilter#smallIslandSpans}),
     *                ascending; not null, unaffected
     * @return the tile's cells, with their links inside the tile and their wall points; never null
     */
    static WalkableField withoutIslands(WalkableField eroded, int[] cells, int[] islands) {
        WalkableField core = FieldCrop.crop(eroded, cells[0], cells[1], cells[2] - cells[0], cells[3] - cells[1],
                false, true);
        int gw = eroded.grid.width(), k = 0, local = 0;
        for (int iz = cells[1]; iz < cells[3] && k < islands.length; iz++) {
            int lo = eroded.cellStart[cells[0] + iz * gw], hi = eroded.cellStart[cells[2] + iz * gw];
            for (; k < islands.length && islands[k] < hi; k++) {
                IslandFilter.drop(core, islands[k] - lo + local);
            }
            local += hi - lo;
        }
        return core;
    }

    /**
     * Copies the areas and wall points of a tile's cells from a field into arrays over another
     * field's spans, cell by cell (the two must have the same spans in those cells).
     *
     * @param from  a field over a block of to's grid holding the tile's cells (a tile's eroded
     *              window, {@link #erodeWindow}) or over the whole grid; not null, unaffected
     * @param to    the field over the whole grid whose span ids the arrays use; not null, unaffected
     * @param cells the tile's cells {x0, z0, x1, z1} in to's grid; not null, unaffected
     * @param area  per span of to, receives the areas; modified
     * @param wx    per span of to, receives the wall points' X; modified
     * @param wz    per span of to, receives the wall points' Z; modified
     */
    static void copyCells(WalkableField from, WalkableField to, int[] cells, int[] area, float[] wx, float[] wz) {
        int tw = to.grid.width(), fw = from.grid.width();
        // from's first cell in to's grid.
        int fx0 = from.grid.x0() - to.grid.x0(), fz0 = from.grid.z0() - to.grid.z0();
        for (int iz = cells[1]; iz < cells[3]; iz++) {
            int dst = to.cellStart[cells[0] + iz * tw], len = to.cellStart[cells[2] + iz * tw] - dst;
            int src = from.cellStart[cells[0] - fx0 + (iz - fz0) * fw];
            System.arraycopy(from.area, src, area, dst, len);
            copyWalls(from, src, dst, len, wx, wz);
        }
    }

    /** The wall points of from's spans [src, src + len) into wx, wz from dst on (a method per row: see {@link AgentErosion}). */
    private static void copyWalls(WalkableField from, int src, int dst, int len, float[] wx, float[] wz) {
        for (int j = 0; j < len; j++) {
            wx[dst + j] = from.wallX(src + j);
            wz[dst + j] = from.wallZ(src + j);
        }
    }

    /**
     * The eroded field of the whole grid from its spans' areas and wall points: two walkable spans
     * are linked where they were before the erosion. Runs on {@link Parallel#threads} workers.
     *
     * @param pre   the field before erosion; not null; its area and link arrays become the
     *              result's (modified: the field is eroded in place, as an erosion without tiles
     *              does) when {@code reuse}, else unaffected
     * @param area  per span, its area after the erosion; not null, kept
     * @param wx    per span, its wall point's X; not null, kept
     * @param wz    per span, its wall point's Z; not null, kept
     * @param cfg   the agent; not null
     * @param reuse whether to write the areas and links into pre's arrays (a span's links depend
     *              only on its own links before and the new areas, so this is safe)
     * @return a new field over pre's grid, sharing its offsets, heights and slopes; never null
     */
    static WalkableField link(WalkableField pre, int[] area, float[] wx, float[] wz, BakeConfig cfg, boolean reuse,
                              BooleanSupplier cancelled) {
        int spans = pre.spanCount();
        int[] nb = reuse ? pre.neighbour : new int[4 * spans];
        int chunk = 1 << 16;
        Parallel.run((spans + chunk - 1) / chunk, new IntConsumer() {
            @Override
            public void accept(int task) {
                for (int s = task * chunk, end = Math.min(spans, s + chunk); s < end; s += LINK_SEGMENT) {
                    linkSpans(pre.neighbour, area, s, Math.min(end, s + LINK_SEGMENT), nb);
                }
            }
        }, new AtomicBoolean(), cancelled, "erode", Parallel.NO_PROGRESS);
        if (reuse) {
            System.arraycopy(area, 0, pre.area, 0, spans);
        }
        WalkableField out = new WalkableField(pre.grid, pre.cellStart, pre.y, pre.slopeDeg, reuse ? pre.area : area, nb);
        out.walls(wx, wz, AgentErosion.minClearance(cfg.agentRadius(), pre.grid.cellSize()));
        return out;
    }

    /**
     * Spans per call of {@link #linkSpans}: the links are set once per bake, in a few chunks, too
     * few calls for the JIT to compile a loop over a whole chunk (see {@link AgentErosion}).
     */
    private static final int LINK_SEGMENT = 64;

    /** The links of spans [s0, s1): before's links between two walkable spans of area, else -1, into nb. */
    private static void linkSpans(int[] before, int[] area, int s0, int s1, int[] nb) {
        for (int s = s0; s < s1; s++) {
            for (int dir = 0; dir < 4; dir++) {
                int u = before[4 * s + dir];
                nb[4 * s + dir] = u >= 0 && area[s] >= 0 && area[u] >= 0 ? u : -1;
            }
        }
    }
}
