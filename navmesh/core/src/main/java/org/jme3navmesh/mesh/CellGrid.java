package org.jme3navmesh.mesh;

/**
 * A regular XZ grid of square cells: {@code width x depth} cells of {@code cellSize} metres from
 * the min corner ({@code originX}, {@code originZ}). Cell (ix, iz) has index
 * {@code ix + iz * width} and its centre at
 * {@code (originX + (ix + 0.5) * cellSize, originZ + (iz + 0.5) * cellSize)}.
 *
 * <p>The one grid type of the library: the bake's sampling grid, the walkable field and the
 * height detail kept beside a navmesh all index their cells through it. Immutable.
 *
 * @param originX  world X of the grid's min corner, metres, finite
 * @param originZ  world Z of the grid's min corner, metres, finite
 * @param cellSize cell edge, metres, finite and &gt; 0
 * @param width    cells along X, &gt; 0
 * @param depth    cells along Z, &gt; 0
 */
public record CellGrid(float originX, float originZ, float cellSize, int width, int depth) {
    /** Validates the grid; throws {@link IllegalArgumentException} naming the problem. */
    public CellGrid {
        if (!(cellSize > 0f) || !Float.isFinite(cellSize)) {
            throw new IllegalArgumentException("cellSize must be finite and > 0, got " + cellSize);
        }
        if (width <= 0 || depth <= 0) {
            throw new IllegalArgumentException("grid must have at least one cell, got " + width + "x" + depth);
        }
        if ((long) width * depth >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("grid has too many cells: " + width + "x" + depth);
        }
        if (!Float.isFinite(originX) || !Float.isFinite(originZ)) {
            throw new IllegalArgumentException("grid origin is not finite");
        }
    }

    /** Number of cells, width * depth. */
    public int cellCount() {
        return width * depth;
    }

    /**
     * Index of cell (ix, iz).
     *
     * @param ix column, in [0, width)
     * @param iz row, in [0, depth)
     * @return {@code ix + iz * width}
     */
    public int index(int ix, int iz) {
        return ix + iz * width;
    }

    /**
     * True when (ix, iz) is a cell of the grid.
     *
     * @param ix column, any int
     * @param iz row, any int
     * @return whether 0 &lt;= ix &lt; width and 0 &lt;= iz &lt; depth
     */
    public boolean contains(int ix, int iz) {
        return ix >= 0 && iz >= 0 && ix < width && iz < depth;
    }

    /**
     * World X of the centre of column ix.
     *
     * @param ix column (may lie outside the grid)
     * @return metres
     */
    public float centerX(int ix) {
        return originX + (ix + 0.5f) * cellSize;
    }

    /**
     * World Z of the centre of row iz.
     *
     * @param iz row (may lie outside the grid)
     * @return metres
     */
    public float centerZ(int iz) {
        return originZ + (iz + 0.5f) * cellSize;
    }

    /**
     * The column containing world X (floor of the grid coordinate; may lie outside the grid).
     *
     * @param x world X, metres
     * @return the column
     */
    public int columnAt(float x) {
        return (int) Math.floor((x - originX) / cellSize);
    }

    /**
     * The row containing world Z (floor of the grid coordinate; may lie outside the grid).
     *
     * @param z world Z, metres
     * @return the row
     */
    public int rowAt(float z) {
        return (int) Math.floor((z - originZ) / cellSize);
    }

    /**
     * Index of the cell containing world (x, z).
     *
     * @param x world X, metres
     * @param z world Z, metres
     * @return the cell index, or -1 when (x, z) is outside the grid
     */
    public int cellAt(float x, float z) {
        int ix = columnAt(x);
        int iz = rowAt(z);
        return contains(ix, iz) ? index(ix, iz) : -1;
    }

    /**
     * The cells [ix0, ix0 + w) x [iz0, iz0 + d) of this grid as a grid of their own. Its origin is
     * {@code originX + ix0 * cellSize} (likewise Z), so its cell centres equal this grid's up to
     * float rounding.
     *
     * @param ix0 first column, &gt;= 0
     * @param iz0 first row, &gt;= 0
     * @param w   columns, &gt; 0, ix0 + w &lt;= width
     * @param d   rows, &gt; 0, iz0 + d &lt;= depth
     * @return the sub-grid
     * @throws IllegalArgumentException when the cells are not inside this grid
     */
    public CellGrid subGrid(int ix0, int iz0, int w, int d) {
        if (ix0 < 0 || iz0 < 0 || w <= 0 || d <= 0 || ix0 + w > width || iz0 + d > depth) {
            throw new IllegalArgumentException("cells [" + ix0 + ", " + (ix0 + w) + ") x [" + iz0 + ", " + (iz0 + d)
                    + ") are not inside a " + width + "x" + depth + " grid");
        }
        return new CellGrid(originX + ix0 * cellSize, originZ + iz0 * cellSize, cellSize, w, d);
    }
}
