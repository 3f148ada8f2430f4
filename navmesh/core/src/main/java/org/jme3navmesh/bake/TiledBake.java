package org.jme3navmesh.bake;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.BooleanSupplier;

import org.jme3navmesh.bake.mesher.TileTriangles;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TileLayout;

/**
 * A tiled bake that can be brought up to date after the world changes, one region at a time
 * ({@link #rebake}): Recast's tile rebuild, or a grid's {@code refresh(from, to)}.
 *
 * <p>It keeps what a rebake needs: the world's samples, the field before erosion, the eroded field
 * and every tile's triangles. A tile is eroded from its own cells plus a border
 * ({@link TileErosion}), so a rebake samples again only the cells of the region (and the ring
 * around them, for the links into it), applies the walkable rules only around them
 * ({@link FieldSplice}), erodes again only the tiles whose windows reach them, meshes again those
 * whose eroded cells changed, and stitches the tiles into a new mesh. The result equals a full
 * tiled bake of the changed world.
 *
 * <p>Immutable: a rebake returns a new instance and leaves this one (and its mesh, which queries
 * may still be using) as it was. Tile references ({@link TileLayout#ref}) of tiles that were not
 * rebuilt stay valid in the new mesh.
 */
public final class TiledBake {
    private final NavMeshBaker baker;
    private final BakeConfig cfg;
    private final RegionSamples samples;
    private final SampledField sampled;
    private final TileTriangles[] tiles;
    private final BakeResult result;

    private TiledBake(NavMeshBaker baker, BakeConfig cfg, RegionSamples samples, SampledField sampled,
                      TileTriangles[] tiles, BakeResult result) {
        this.baker = baker;
        this.cfg = cfg;
        this.samples = samples;
        this.sampled = sampled;
        this.tiles = tiles;
        this.result = result;
    }

    /**
     * Bakes a world into tiles.
     *
     * @param baker     its worker threads are used; not null, kept by the bake
     * @param sampler   the world, world space, metres; not null; used on the calling thread only
     * @param cfg       agent and grid; its tile size (cells) must be &gt; 0; not null
     * @param listener  receives progress on the calling thread; not null
     * @param cancelled polled on the calling thread; returning true stops the bake; not null
     * @return the tiled bake; never null
     * @throws IllegalArgumentException as {@link NavMeshBaker#bake(SceneSampler, BakeConfig, BakeProgressListener,
     *                                  BooleanSupplier)}, or when the tile size is 0
     * @throws BakeMemoryException      when the bake would need more heap than it may use
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when an argument is null
     */
    public static TiledBake bake(NavMeshBaker baker, SceneSampler sampler, BakeConfig cfg,
                                 BakeProgressListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(baker, "baker");
        Objects.requireNonNull(sampler, "sampler");
        Objects.requireNonNull(cfg, "cfg");
        Objects.requireNonNull(listener, "listener");
        Objects.requireNonNull(cancelled, "cancelled");
        if (cfg.tileSize() <= 0) {
            throw new IllegalArgumentException("tileSize must be > 0 for a tiled bake, got " + cfg.tileSize());
        }
        long t0 = System.nanoTime();
        return baker.onThreads(() -> {
            float[] bounds = sampler.bounds();
            for (float b : bounds) {
                if (Float.isNaN(b)) {
                    throw new IllegalArgumentException("scene is empty: it has no static geometry to bake");
                }
            }
            BakeGrid grid = BakeGrid.covering(bounds, cfg.cellSize());
            Map<String, Double> ms = new LinkedHashMap<>();
            RegionSamples r = NavMeshBaker.sampleRegion(sampler, grid, cfg, listener, cancelled, t0, ms);
            return build(baker, cfg, r, grid, listener, cancelled, ms, t0);
        });
    }

    /**
     * Every tile of a first bake: the rules over the grid, then every tile eroded and meshed.
     */
    private static TiledBake build(NavMeshBaker baker, BakeConfig cfg, RegionSamples r, BakeGrid grid,
                                   BakeProgressListener listener, BooleanSupplier cancelled, Map<String, Double> ms,
                                   long t0) {
        SampledField sampled = NavMeshBaker.rules(r, grid, cfg, listener, cancelled, ms, t0);
        TiledMesher.Tiled tiled = NavMeshBaker.tiledErodeAndMesh(sampled, cfg, false, listener, cancelled, ms);
        return new TiledBake(baker, cfg, r, sampled, tiled.tiles(), result(tiled, sampled, ms, t0));
    }

    /**
     * The tiles after the block of cells {@code block} ({x0, z0, w, d}) was sampled again: the
     * rules around the block ({@link FieldSplice}), then the tiles whose windows reach the block or
     * the ring around it eroded again, and meshed again when their eroded cells differ from before's.
     */
    private static TiledBake rebuild(TiledBake before, RegionSamples r, int[] block, boolean[] rebuiltOut,
                                     BooleanSupplier cancelled, Map<String, Double> ms, long t0) {
        BakeConfig cfg = before.cfg;
        BakeGrid grid = before.result.grid();
        long tw = System.nanoTime();
        SampledField sampled = FieldSplice.rules(before.sampled, r, block, cfg, cancelled, ms, 0);
        ms.put("walkable", (System.nanoTime() - tw) / 1e6);
        long t = System.nanoTime();
        BakeProgressListener listener = BakeProgressListener.NONE;
        TileLayout empty = TiledMesher.layout(grid.cells(), cfg.tileSize());
        int n = empty.tileCount();
        int border = TileErosion.border(cfg);
        boolean[] erode = new boolean[n];
        for (int i = 0; i < n; i++) {
            int[] w = TileErosion.window(empty, i, border);
            erode[i] = w[0] < block[0] + block[2] + 1 && block[0] - 1 < w[2]
                    && w[1] < block[1] + block[3] + 1 && block[1] - 1 < w[3];
        }
        TileTriangles[] tiles = before.tiles.clone();
        boolean[] meshed = new boolean[n];
        long[] nanos = new long[2];
        WalkableField eroded = TiledMesher.bakeTiles(sampled, cfg, empty, erode, before.result.field(), tiles, meshed,
                false, p -> listener.progress("mesh", (float) p), cancelled, nanos);
        double wall = (System.nanoTime() - t) / 1e6;
        ms.put("erode", nanos[0] + nanos[1] == 0 ? 0 : wall * nanos[0] / (nanos[0] + nanos[1]));
        System.arraycopy(meshed, 0, rebuiltOut, 0, n);
        if (!any(meshed)) {
            // No tile changed: the mesh stays; the samples are the new ones for later rebakes.
            BakeResult res = new BakeResult(before.result.navMesh(), eroded, sampled.areas(), grid,
                    grid.cells().cellCount(), eroded.walkableSpanCount(), before.result.stageMillis(),
                    before.result.totalMillis(), sampled.warnings(), before.result.tiles());
            return new TiledBake(before.baker, cfg, r, sampled, tiles, res);
        }
        int[] version = new int[n];
        for (int i = 0; i < n; i++) {
            version[i] = before.result.tiles().version(i) + (meshed[i] ? 1 : 0);
        }
        TiledMesher.Tiled tiled = TiledMesher.assemble(eroded, cfg, sampled.areas(), tiles, version);
        ms.put("mesh", (System.nanoTime() - t) / 1e6 - ms.get("erode"));
        return new TiledBake(before.baker, cfg, r, sampled, tiles, result(tiled, sampled, ms, t0));
    }

    private static BakeResult result(TiledMesher.Tiled tiled, SampledField sampled, Map<String, Double> ms, long t0) {
        BakeGrid grid = sampled.grid();
        return new BakeResult(tiled.mesh(), tiled.eroded(), sampled.areas(), grid, grid.cells().cellCount(),
                tiled.eroded().walkableSpanCount(), Collections.unmodifiableMap(ms), (System.nanoTime() - t0) / 1e6,
                sampled.warnings(), tiled.layout());
    }

    private static boolean any(boolean[] b) {
        for (boolean v : b) {
            if (v) {
                return true;
            }
        }
        return false;
    }

    /** What a rebake did. */
    public enum RebakeStatus {
        /** Some tiles were meshed again. */
        REBUILT,
        /** The region was sampled again, but no tile's walkable cells changed. */
        UNCHANGED,
        /** The region has no cell of the baked grid: nothing was done. */
        OUTSIDE
    }

    /**
     * The outcome of a rebake.
     *
     * @param bake    the bake after the change (with the same mesh when no tile changed); never null
     * @param rebuilt the tiles meshed again, ascending; never null, kept (not copied)
     * @param status  what was done; never null
     * @param millis  wall-clock milliseconds of the rebake, &gt;= 0
     */
    public record Rebake(TiledBake bake, int[] rebuilt, RebakeStatus status, double millis) {
    }

    /**
     * Brings the bake up to date after the world changed inside an XZ box: samples the box's cells
     * (and the ring of cells around them) again from the changed world, and meshes again the tiles
     * whose walkable cells changed. The grid stays the baked one: geometry moved outside it is not
     * seen.
     *
     * @param sampler   the changed world, world space, metres; not null; used on the calling thread only
     * @param minX      the box's min X, world metres; finite
     * @param minZ      the box's min Z, world metres; finite
     * @param maxX      the box's max X, world metres; finite, &gt;= minX
     * @param maxZ      the box's max Z, world metres; finite, &gt;= minZ
     * @param cancelled polled on the calling thread; returning true stops the rebake (this bake
     *                  stays as it was); not null
     * @return the new bake and the tiles rebuilt; status {@link RebakeStatus#OUTSIDE} and this bake
     *         when the box has no cell of the grid; never null
     * @throws IllegalArgumentException when the box is not finite or inverted, when nothing is
     *                                  walkable any more, or when the changed world has new
     *                                  surface tags
     * @throws BakeMemoryException      when the sampling would need more heap than it may use
     * @throws BakeCancelledException   when cancelled
     * @throws NullPointerException     when sampler or cancelled is null
     */
    public Rebake rebake(SceneSampler sampler, float minX, float minZ, float maxX, float maxZ,
                         BooleanSupplier cancelled) {
        Objects.requireNonNull(sampler, "sampler");
        Objects.requireNonNull(cancelled, "cancelled");
        if (!Float.isFinite(minX) || !Float.isFinite(minZ) || !Float.isFinite(maxX) || !Float.isFinite(maxZ)
                || minX > maxX || minZ > maxZ) {
            throw new IllegalArgumentException("region must be finite with min <= max, got x " + minX + ".." + maxX
                    + ", z " + minZ + ".." + maxZ);
        }
        long t0 = System.nanoTime();
        BakeGrid grid = result.grid();
        CellGrid g = grid.cells();
        int ix0 = Math.max(0, g.columnAt(minX)), iz0 = Math.max(0, g.rowAt(minZ));
        int ix1 = Math.min(g.width() - 1, g.columnAt(maxX)), iz1 = Math.min(g.depth() - 1, g.rowAt(maxZ));
        if (ix0 > ix1 || iz0 > iz1) {
            return new Rebake(this, new int[0], RebakeStatus.OUTSIDE, (System.nanoTime() - t0) / 1e6);
        }
        int x0 = Math.max(0, ix0 - 1), z0 = Math.max(0, iz0 - 1);
        int w = Math.min(g.width(), ix1 + 2) - x0, d = Math.min(g.depth(), iz1 + 2) - z0;
        BakeGrid region = grid.region(x0, z0, w, d);
        float[] rect = postsFrom(g, x0, z0, w, d);
        boolean[] rebuilt = new boolean[result.tiles().tileCount()];
        TiledBake next = baker.onThreads(() -> {
            Map<String, Double> ms = new LinkedHashMap<>();
            RegionSamples part = NavMeshBaker.sampleRegion(sampler, region, cfg, BakeProgressListener.NONE, cancelled,
                    t0, ms);
            RegionSamples spliced = SampleSplice.splice(samples, part, x0, z0, w, d, rect);
            return rebuild(this, spliced, new int[] {x0, z0, w, d}, rebuilt, cancelled, ms, t0);
        });
        int count = 0;
        for (boolean b : rebuilt) {
            count += b ? 1 : 0;
        }
        int[] list = new int[count];
        for (int i = 0, k = 0; i < rebuilt.length; i++) {
            if (rebuilt[i]) {
                list[k++] = i;
            }
        }
        double ms = (System.nanoTime() - t0) / 1e6;
        return new Rebake(next, list, count == 0 ? RebakeStatus.UNCHANGED : RebakeStatus.REBUILT, ms);
    }

    /**
     * Where a rebake takes the wall posts from its new samples: the re-sampled block of cells, the
     * box's cells and their ring, and beyond the grid's edge where the block reaches it. The ring
     * keeps the box's own edges inside whatever the rounding of {@link CellGrid#columnAt}: a post
     * on the box's max edge can fall in the next column, and the box's cells alone would leave it
     * to the old samples. Past the grid's edge both samplings keep the posts of the cells' outer
     * ring ({@link WallPosts#of}), so the new ones are the changed world's.
     *
     * @return {minX, minZ, maxX, maxZ}, world metres, infinite on the sides at the grid's edge
     */
    private static float[] postsFrom(CellGrid g, int x0, int z0, int w, int d) {
        float cs = g.cellSize();
        return new float[] {
                x0 == 0 ? Float.NEGATIVE_INFINITY : g.minX() + x0 * cs,
                z0 == 0 ? Float.NEGATIVE_INFINITY : g.minZ() + z0 * cs,
                x0 + w == g.width() ? Float.POSITIVE_INFINITY : g.minX() + (x0 + w) * cs,
                z0 + d == g.depth() ? Float.POSITIVE_INFINITY : g.minZ() + (z0 + d) * cs};
    }

    /**
     * The bake with one tile's triangles replaced (streaming a tile in, e.g. from
     * {@link TileIO#read}): the tiles are stitched again and the tile's version goes up by one.
     * A later {@link #rebake} keeps the tile as loaded unless its cells change.
     *
     * @param tile      tile index, in [0, tile count)
     * @param triangles the tile's triangles, positions in tile-local doubled grid units (relative to its first
     *                  cell); not null, kept (not copied; not checked against the tile's cells)
     * @return a new bake; never null
     * @throws IndexOutOfBoundsException when tile is out of range
     * @throws NullPointerException      when triangles is null
     */
    public TiledBake withTile(int tile, TileTriangles triangles) {
        Objects.checkIndex(tile, tiles.length);
        Objects.requireNonNull(triangles, "triangles");
        TileTriangles[] next = tiles.clone();
        next[tile] = triangles;
        int[] version = new int[tiles.length];
        for (int i = 0; i < version.length; i++) {
            version[i] = result.tiles().version(i) + (i == tile ? 1 : 0);
        }
        TiledMesher.Tiled tiled = baker.onThreads(() -> TiledMesher.assemble(result.field(), cfg, result.areas(), next,
                version));
        BakeResult res = new BakeResult(tiled.mesh(), result.field(), result.areas(), result.grid(),
                result.cellsSampled(), result.walkableSpans(), result.stageMillis(), result.totalMillis(),
                result.warnings(), tiled.layout());
        return new TiledBake(baker, cfg, samples, sampled, next, res);
    }

    /**
     * The bake with one tile unloaded (streamed out): the mesh has no triangles there, so paths
     * towards it end at the loaded tiles' border; its version goes up by one.
     *
     * @param tile tile index, in [0, tile count)
     * @return a new bake; never null
     * @throws IndexOutOfBoundsException when tile is out of range
     */
    public TiledBake withoutTile(int tile) {
        return withTile(tile, TileTriangles.EMPTY);
    }

    /**
     * The triangles of one tile as meshed, before stitching (what {@link TileIO} saves).
     *
     * @param tile tile index, in [0, tile count)
     * @return the tile's triangles, positions in tile-local doubled grid units (relative to its first cell);
     *         never null, shared: do not modify
     * @throws IndexOutOfBoundsException when tile is out of range
     */
    public TileTriangles tileTriangles(int tile) {
        return tiles[Objects.checkIndex(tile, tiles.length)];
    }

    /**
     * The agent and grid configuration it was baked with; never null.
     *
     * @return the configuration given to {@link #bake}; not null, immutable
     */
    public BakeConfig config() {
        return cfg;
    }

    /**
     * The bake's result: the mesh, the eroded field, the tiles; never null.
     *
     * @return the result; not null, shared with the bake (a rebake reads its field): do not modify
     */
    public BakeResult result() {
        return result;
    }

    /**
     * The navigation mesh; never null.
     *
     * @return the mesh of {@link #result()}; not null, immutable
     */
    public NavMesh navMesh() {
        return result.navMesh();
    }

    /**
     * Which triangles belong to which tile, and the tiles' versions; never null.
     *
     * @return the layout of {@link #result()}; not null, immutable
     */
    public TileLayout tiles() {
        return result.tiles();
    }
}
