package org.jme3navmesh.sim;

import java.util.function.IntConsumer;
import org.jme3navmesh.mesh.CellGrid;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Square tiles over the XZ plane: {@code tilesX} by {@code tilesZ} squares of {@code size} metres from the corner
 * (originX, originZ), numbered {@code ix + iz * tilesX}. The obstacle measure counts the tiles a change touches on
 * them ({@link ObstacleTimings}), and the demo draws, flashes and redraws the navmesh by them. A triangle touches the
 * tiles its XZ bounding box overlaps; a triangle retired by carving (its corners one vertex) touches none.
 *
 * @param originX X of the corner, world metres
 * @param originZ Z of the corner, world metres
 * @param size    edge of a tile, metres; finite, &gt; 0
 * @param tilesX  tiles along X, &gt;= 1
 * @param tilesZ  tiles along Z, &gt;= 1; tilesX * tilesZ at most {@link #MAX_COUNT}
 */
public record TileSquares(float originX, float originZ, float size, int tilesX, int tilesZ) {
    /** Edge of a tile in bake cells when the bake has no tiles of its own. */
    public static final int DEFAULT_CELLS = 32;
    /** Most tiles: the longest array the VM surely allocates (the demo keeps a flag per tile, ids are ints). */
    public static final int MAX_COUNT = Integer.MAX_VALUE - 8;

    /**
     * Validates the tiles.
     *
     * @param originX X of the corner, world metres
     * @param originZ Z of the corner, world metres
     * @param size    edge of a tile, metres; finite, &gt; 0
     * @param tilesX  tiles along X, &gt;= 1
     * @param tilesZ  tiles along Z, &gt;= 1; tilesX * tilesZ at most {@link #MAX_COUNT}
     * @throws IllegalArgumentException when size or a tile count is out of range, or when there are more than
     *                                  {@link #MAX_COUNT} tiles (the message names the grid and the tile size)
     */
    public TileSquares {
        if (!(size > 0f) || !Float.isFinite(size)) {
            throw new IllegalArgumentException("tile size must be finite and > 0, got " + size);
        }
        if (tilesX < 1 || tilesZ < 1) {
            throw new IllegalArgumentException("tiles must be at least 1 x 1, got " + tilesX + " x " + tilesZ);
        }
        long count = (long) tilesX * tilesZ;
        if (count > MAX_COUNT) {
            throw new IllegalArgumentException(tilesX + " x " + tilesZ + " tiles of " + size + " m (a grid of "
                    + tilesX * size + " x " + tilesZ * size + " m) are " + count
                    + " tiles, more than an array can hold (at most " + MAX_COUNT + "): use larger tiles");
        }
    }

    /**
     * The tiles of a bake grid.
     *
     * @param grid  the bake's cells; not null, unaffected
     * @param cells edge of a tile in cells, &gt;= 1
     * @return tiles covering the grid from its corner; not null
     * @throws IllegalArgumentException when cells is less than 1
     */
    public static TileSquares of(CellGrid grid, int cells) {
        if (cells < 1) {
            throw new IllegalArgumentException("tile edge must be at least 1 cell, got " + cells);
        }
        return new TileSquares(grid.minX(), grid.minZ(), cells * grid.cellSize(), tilesOver(grid.width(), cells),
                tilesOver(grid.depth(), cells));
    }

    /** Tiles of {@code cells} cells covering {@code n} cells (at least 1), in long so that n + cells doesn't wrap. */
    private static int tilesOver(int n, int cells) {
        return (int) Math.max(1L, ((long) n + cells - 1) / cells);
    }

    /**
     * The tiles covering a mesh's bounds from a given corner.
     *
     * @param mesh    the mesh; not null, unaffected
     * @param originX X of the corner, world metres, at most the mesh's least X
     * @param originZ Z of the corner, world metres, at most the mesh's least Z
     * @param size    edge of a tile, metres; finite, &gt; 0
     * @return the tiles; not null
     * @throws IllegalArgumentException when size is out of range, or when the tiles would be more than
     *                                  {@link #MAX_COUNT} (the message names the grid and the tile size)
     */
    public static TileSquares covering(NavMesh mesh, float originX, float originZ, float size) {
        float[] b = mesh.bounds();
        int nx = (int) Math.min(Integer.MAX_VALUE / 2, Math.floor((b[3] - originX) / size) + 1);
        int nz = (int) Math.min(Integer.MAX_VALUE / 2, Math.floor((b[5] - originZ) / size) + 1);
        return new TileSquares(originX, originZ, size, Math.max(1, nx), Math.max(1, nz));
    }

    /**
     * Number of tiles.
     *
     * @return tilesX * tilesZ, 1 .. {@link #MAX_COUNT}
     */
    public int count() {
        return tilesX * tilesZ;
    }

    /**
     * @param x world X, metres
     * @return the column of the tile holding x, clamped to 0 .. tilesX - 1
     */
    public int column(float x) {
        return clamp((int) Math.floor((x - originX) / size), tilesX);
    }

    /**
     * @param z world Z, metres
     * @return the row of the tile holding z, clamped to 0 .. tilesZ - 1
     */
    public int row(float z) {
        return clamp((int) Math.floor((z - originZ) / size), tilesZ);
    }

    /**
     * @param x world X, metres
     * @param z world Z, metres
     * @return the tile holding (x, z), clamped to the tiles
     */
    public int tileAt(float x, float z) {
        return column(x) + row(z) * tilesX;
    }

    /**
     * @param tile a tile, 0 .. count() - 1
     * @return its least X, world metres
     */
    public float minX(int tile) {
        return originX + (tile % tilesX) * size;
    }

    /**
     * @param tile a tile, 0 .. count() - 1
     * @return its least Z, world metres
     */
    public float minZ(int tile) {
        return originZ + (tile / tilesX) * size;
    }

    /**
     * Tells each tile that triangle t's XZ bounding box overlaps (clamped to the tiles); nothing for a retired or
     * missing triangle.
     *
     * @param m    the mesh; not null, unaffected
     * @param t    a triangle id (ids at or above the mesh's count are ignored)
     * @param tile given each tile; not null
     */
    public void touchedBy(NavMesh m, int t, IntConsumer tile) {
        if (t < 0 || t >= m.triangleCount() || retired(m, t)) {
            return;
        }
        float x0 = Float.MAX_VALUE, z0 = Float.MAX_VALUE, x1 = -Float.MAX_VALUE, z1 = -Float.MAX_VALUE;
        for (int k = 0; k < 3; k++) {
            int v = m.vertex(t, k);
            x0 = Math.min(x0, m.vertexX(v));
            x1 = Math.max(x1, m.vertexX(v));
            z0 = Math.min(z0, m.vertexZ(v));
            z1 = Math.max(z1, m.vertexZ(v));
        }
        for (int iz = row(z0), zEnd = row(z1); iz <= zEnd; iz++) {
            for (int ix = column(x0), xEnd = column(x1); ix <= xEnd; ix++) {
                tile.accept(ix + iz * tilesX);
            }
        }
    }

    /**
     * The tiles a mesh change touched: those of every changed triangle, as it was before and as it is after.
     *
     * @param before  the version before; not null, unaffected
     * @param after   the version after; not null, unaffected
     * @param changed ids of the triangles that differ; not null, unaffected
     * @return the tiles, ascending, each once; not null
     */
    public int[] touched(NavMesh before, NavMesh after, int[] changed) {
        boolean[] hit = new boolean[count()];
        int[] n = {0};
        IntConsumer mark = k -> {
            if (!hit[k]) {
                hit[k] = true;
                n[0]++;
            }
        };
        for (int t : changed) {
            touchedBy(before, t, mark);
            touchedBy(after, t, mark);
        }
        int[] out = new int[n[0]];
        for (int k = 0, j = 0; k < hit.length; k++) {
            if (hit[k]) {
                out[j++] = k;
            }
        }
        return out;
    }

    private static int clamp(int i, int n) {
        return Math.max(0, Math.min(n - 1, i));
    }

    /**
     * @param m the mesh; not null, unaffected
     * @param t a triangle id, 0 .. m.triangleCount() - 1
     * @return true when triangle t was retired by carving: its corners are one vertex
     */
    public static boolean retired(NavMesh m, int t) {
        return m.vertex(t, 0) == m.vertex(t, 1);
    }

    @Override
    public String toString() {
        return "TileSquares[" + tilesX + " x " + tilesZ + " of " + size + " m from (" + originX + ", " + originZ + ")]";
    }
}
