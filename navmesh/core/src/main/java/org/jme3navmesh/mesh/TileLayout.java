package org.jme3navmesh.mesh;

import java.util.Arrays;
import java.util.Objects;

/**
 * How the triangles of a tiled {@link NavMesh} belong to its tiles: the XZ grid is cut into
 * square tiles of {@link #tileSize} cells (tile (tx, tz) has index {@code tx + tz * tilesX}), and
 * the triangles of tile i are the consecutive range {@link #firstTriangle}(i) ..
 * {@link #firstTriangle}(i) + {@link #triangleCount}(i) - 1 of the mesh.
 *
 * <p>A <em>tile reference</em> ({@link #ref}) names a triangle by its tile, the tile's version and
 * its index within the tile, as Detour's polygon references do: it stays valid while its own tile
 * is not rebuilt, whatever happens to the others, and {@link #triangle} refuses it once its tile
 * has been rebuilt. Immutable.
 */
public final class TileLayout {
    private static final int LOCAL_BITS = 22;
    private static final int TILE_BITS = 22;
    private static final long LOCAL_MASK = (1L << LOCAL_BITS) - 1;
    private static final long TILE_MASK = (1L << TILE_BITS) - 1;
    /** Versions are kept modulo this in references. */
    private static final long VERSION_MASK = (1L << (64 - LOCAL_BITS - TILE_BITS)) - 1;

    private final CellGrid grid;
    private final int tileSize;
    private final int tilesX;
    private final int tilesZ;
    private final int[] triStart;
    private final int[] version;

    /**
     * A layout.
     *
     * @param grid     the baked grid, world space; not null
     * @param tileSize tile edge, cells, &gt; 0
     * @param triStart tileCount + 1 non-decreasing offsets from 0: tile i owns triangles
     *                 [triStart[i], triStart[i + 1]), at most 2^22 - 1 of them; the last offset is the mesh's
     *                 triangle count; not null, unaffected (copied)
     * @param version  per tile, how many times it has been rebuilt, each &gt;= 0; tileCount entries; not null,
     *                 unaffected (copied)
     * @throws IllegalArgumentException when the arrays do not fit the grid's tiles (lengths), triStart[0] is not 0,
     *                                  an offset is below the one before or a tile owns more than 2^22 - 1 triangles,
     *                                  a version is negative (the message names the tile and the value), or the grid
     *                                  has more than 2^22 - 1 tiles
     * @throws NullPointerException     when an argument is null
     */
    public TileLayout(CellGrid grid, int tileSize, int[] triStart, int[] version) {
        this.grid = Objects.requireNonNull(grid, "grid");
        if (tileSize <= 0) {
            throw new IllegalArgumentException("tileSize must be > 0, got " + tileSize);
        }
        this.tileSize = tileSize;
        this.tilesX = (grid.width() + tileSize - 1) / tileSize;
        this.tilesZ = (grid.depth() + tileSize - 1) / tileSize;
        long tiles = (long) tilesX * tilesZ;
        if (tiles > TILE_MASK) {
            throw new IllegalArgumentException("a grid of " + grid.width() + " x " + grid.depth() + " cells has "
                    + tiles + " tiles of " + tileSize + " cells: at most " + TILE_MASK);
        }
        int n = (int) tiles;
        Objects.requireNonNull(triStart, "triStart");
        Objects.requireNonNull(version, "version");
        if (triStart.length != n + 1) {
            throw new IllegalArgumentException("triStart has " + triStart.length + " offsets, expected tileCount() + 1 = "
                    + (n + 1));
        }
        if (version.length != n) {
            throw new IllegalArgumentException("version has " + version.length + " entries, expected tileCount() = " + n);
        }
        if (triStart[0] != 0) {
            throw new IllegalArgumentException("triStart[0] = " + triStart[0] + ": expected 0");
        }
        for (int i = 0; i < n; i++) {
            if (triStart[i + 1] < triStart[i]) {
                throw new IllegalArgumentException("triStart[" + (i + 1) + "] = " + triStart[i + 1] + " is below triStart["
                        + i + "] = " + triStart[i] + ": offsets must not decrease (tile " + i + ")");
            }
            if (triStart[i + 1] - triStart[i] > LOCAL_MASK) {
                throw new IllegalArgumentException("triStart[" + (i + 1) + "] - triStart[" + i + "] = "
                        + (triStart[i + 1] - triStart[i]) + " triangles in tile " + i + ": at most " + LOCAL_MASK);
            }
        }
        for (int i = 0; i < n; i++) {
            if (version[i] < 0) {
                throw new IllegalArgumentException("version[" + i + "] = " + version[i] + " (tile " + i + "): expected >= 0");
            }
        }
        this.triStart = triStart.clone();
        this.version = version.clone();
    }

    /**
     * The baked grid; never null.
     *
     * @return the grid given to the constructor, world space; not null, immutable
     */
    public CellGrid grid() {
        return grid;
    }

    /**
     * Tile edge, cells.
     *
     * @return the edge of a tile, cells, &gt; 0 (tiles on the grid's far edges may be cut short)
     */
    public int tileSize() {
        return tileSize;
    }

    /**
     * Tiles along X.
     *
     * @return ceil(grid().width() / tileSize()), &gt; 0
     */
    public int tilesX() {
        return tilesX;
    }

    /**
     * Tiles along Z.
     *
     * @return ceil(grid().depth() / tileSize()), &gt; 0
     */
    public int tilesZ() {
        return tilesZ;
    }

    /**
     * Number of tiles.
     *
     * @return tilesX() * tilesZ(), &gt; 0
     */
    public int tileCount() {
        return tilesX * tilesZ;
    }

    /**
     * Number of triangles of every tile together.
     *
     * @return the last offset, one past the last tile's range (the offsets start at 0): the mesh's triangle count,
     *         &gt;= 0
     */
    public int triangleCount() {
        return triStart[triStart.length - 1];
    }

    /**
     * The tile owning a triangle.
     *
     * @param t triangle id, in [0, {@link #triangleCount})
     * @return the tile index
     * @throws IndexOutOfBoundsException when t is out of range
     */
    public int tileOf(int t) {
        Objects.checkIndex(t, triangleCount());
        int i = Arrays.binarySearch(triStart, t);
        if (i < 0) {
            return -i - 2;
        }
        while (i + 1 < triStart.length - 1 && triStart[i + 1] == t) {
            i++; // skip empty tiles starting at t
        }
        return i;
    }

    /**
     * First triangle of a tile.
     *
     * @param tile tile index, in [0, {@link #tileCount})
     * @return the triangle id
     */
    public int firstTriangle(int tile) {
        return triStart[Objects.checkIndex(tile, tileCount())];
    }

    /**
     * Number of triangles of a tile.
     *
     * @param tile tile index, in [0, {@link #tileCount})
     * @return the count, &gt;= 0
     */
    public int triangleCount(int tile) {
        Objects.checkIndex(tile, tileCount());
        return triStart[tile + 1] - triStart[tile];
    }

    /**
     * How many times a tile has been rebuilt since the first bake.
     *
     * @param tile tile index, in [0, {@link #tileCount})
     * @return the version, &gt;= 0 (after {@link Integer#MAX_VALUE} it starts again at 0, see {@link #rebuilt})
     */
    public int version(int tile) {
        return version[Objects.checkIndex(tile, tileCount())];
    }

    /**
     * The cells of a tile: {x0, z0, x1, z1}, cell columns [x0, x1) and rows [z0, z1) of {@link #grid}.
     *
     * @param tile tile index, in [0, {@link #tileCount})
     * @return a new array
     */
    public int[] cells(int tile) {
        Objects.checkIndex(tile, tileCount());
        int tx = tile % tilesX, tz = tile / tilesX;
        return new int[] {tx * tileSize, tz * tileSize, Math.min(grid.width(), (tx + 1) * tileSize),
                Math.min(grid.depth(), (tz + 1) * tileSize)};
    }

    /**
     * The tile containing a world point.
     *
     * @param x world X, metres
     * @param z world Z, metres
     * @return the tile index, 0 .. tileCount() - 1, or -1 outside the grid
     */
    public int tileAt(float x, float z) {
        int c = grid.cellAt(x, z);
        if (c < 0) {
            return -1;
        }
        return (c % grid.width()) / tileSize + (c / grid.width()) / tileSize * tilesX;
    }

    /**
     * The tile reference of a triangle: its tile, the tile's version and its index in the tile.
     *
     * @param t triangle id, in [0, {@link #triangleCount})
     * @return the reference
     */
    public long ref(int t) {
        int tile = tileOf(t);
        return (((long) version[tile] & VERSION_MASK) << (TILE_BITS + LOCAL_BITS)) | ((long) tile << LOCAL_BITS)
                | (t - triStart[tile]);
    }

    /**
     * The tile of a reference (valid or not).
     *
     * @param ref a tile reference ({@link #ref}); any value
     * @return its tile index, 0 .. 2^22 - 1 (may lie beyond a layout's {@link #tileCount})
     */
    public static int refTile(long ref) {
        return (int) ((ref >>> LOCAL_BITS) & TILE_MASK);
    }

    /**
     * The index within its tile of a reference (valid or not).
     *
     * @param ref a tile reference ({@link #ref}); any value
     * @return the triangle's index within its tile, 0 .. 2^22 - 1
     */
    public static int refLocal(long ref) {
        return (int) (ref & LOCAL_MASK);
    }

    /**
     * The triangle a reference names in this layout.
     *
     * @param ref a reference from {@link #ref} of this layout or an earlier one of the same mesh; any value is safe
     * @return the triangle id, or -1 when its tile has been rebuilt since (another version) or
     *         the reference does not fit this layout
     */
    public int triangle(long ref) {
        int tile = refTile(ref);
        int local = refLocal(ref);
        if (tile >= tileCount() || ((ref >>> (TILE_BITS + LOCAL_BITS)) & VERSION_MASK) != (version[tile] & VERSION_MASK)
                || local >= triStart[tile + 1] - triStart[tile]) {
            return -1;
        }
        return triStart[tile] + local;
    }

    /**
     * This layout after some tiles were rebuilt: their triangle counts change and their versions
     * go up by one (a version of {@link Integer#MAX_VALUE} starts again at 0, which references still tell
     * from it: they keep versions modulo 2^20); the other tiles keep their versions.
     *
     * @param triCounts new triangle count of every tile; tileCount entries; not null, unaffected; each in
     *                  0 .. 2^22 - 1, their sum at most {@link Integer#MAX_VALUE}
     * @param rebuilt   per tile, whether it was rebuilt; tileCount entries; not null, unaffected
     * @return the new layout; never null
     * @throws IllegalArgumentException when an array's length is not tileCount(), a count is negative or too large
     *                                  for a tile, or the counts add up past an int
     * @throws NullPointerException     when an array is null
     */
    public TileLayout rebuilt(int[] triCounts, boolean[] rebuilt) {
        int n = tileCount();
        if (triCounts.length != n) {
            throw new IllegalArgumentException("triCounts has " + triCounts.length + " entries, expected tileCount() = " + n);
        }
        if (rebuilt.length != n) {
            throw new IllegalArgumentException("rebuilt has " + rebuilt.length + " entries, expected tileCount() = " + n);
        }
        int[] start = new int[n + 1];
        int[] ver = version.clone();
        long sum = 0;
        for (int i = 0; i < n; i++) {
            if (triCounts[i] < 0 || triCounts[i] > LOCAL_MASK) {
                throw new IllegalArgumentException("triCounts[" + i + "] = " + triCounts[i] + ": expected 0 .. " + LOCAL_MASK);
            }
            sum += triCounts[i];
            if (sum > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("triCounts add up to " + sum + " by triCounts[" + i + "]: more than "
                        + Integer.MAX_VALUE);
            }
            start[i + 1] = (int) sum;
            if (rebuilt[i]) {
                ver[i] = ver[i] == Integer.MAX_VALUE ? 0 : ver[i] + 1;
            }
        }
        return new TileLayout(grid, tileSize, start, ver);
    }

    @Override
    public String toString() {
        return "TileLayout[" + tilesX + "x" + tilesZ + " tiles of " + tileSize + " cells, " + triangleCount()
                + " triangles]";
    }
}
