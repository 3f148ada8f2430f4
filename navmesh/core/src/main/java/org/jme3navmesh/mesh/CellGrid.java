package org.jme3navmesh.mesh;

/**
 * A regular XZ grid of square cells: {@code width x depth} cells of {@code cellSize} metres, the
 * block of columns [x0, x0 + width) and rows [z0, z0 + depth) of the lattice of cells whose
 * corner (0, 0) is at ({@code originX}, {@code originZ}). Cell (ix, iz) has index
 * {@code ix + iz * width} and its centre at
 * {@code (originX + (x0 + ix + 0.5) * cellSize, originZ + (z0 + iz + 0.5) * cellSize)}.
 *
 * <p>A grid and its {@link #subGrid}s share their lattice, so a cell has bit for bit the same
 * centre in both: a region sampled alone finds what the whole grid's sampling finds there.
 *
 * <p>The one grid type of the library: the bake's sampling grid, the walkable field and the
 * height detail kept beside a navmesh all index their cells through it. Immutable.
 *
 * @param originX  world X of the lattice's corner, metres, finite
 * @param originZ  world Z of the lattice's corner, metres, finite
 * @param cellSize cell edge, metres, finite and &gt; 0
 * @param x0       lattice column of the grid's column 0, &gt;= 0
 * @param z0       lattice row of the grid's row 0, &gt;= 0
 * @param width    cells along X, &gt; 0
 * @param depth    cells along Z, &gt; 0
 */
public record CellGrid(float originX, float originZ, float cellSize, int x0, int z0, int width, int depth) {
    /**
     * Validates the grid; throws {@link IllegalArgumentException} naming the problem.
     *
     * @param originX  world X of the lattice's corner, metres; finite
     * @param originZ  world Z of the lattice's corner, metres; finite
     * @param cellSize cell edge, metres; finite, &gt; 0
     * @param x0       lattice column of the grid's column 0, cells; &gt;= 0, x0 + width &lt;= Integer.MAX_VALUE
     * @param z0       lattice row of the grid's row 0, cells; &gt;= 0, z0 + depth &lt;= Integer.MAX_VALUE
     * @param width    cells along X; &gt; 0
     * @param depth    cells along Z; &gt; 0, width * depth &lt; Integer.MAX_VALUE
     * @throws IllegalArgumentException when a value is out of range
     */
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
        if (x0 < 0 || z0 < 0 || (long) x0 + width > Integer.MAX_VALUE || (long) z0 + depth > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("grid offset must be >= 0 and fit the int range, got " + x0 + ", " + z0);
        }
    }

    /**
     * A grid whose cells start at the lattice corner (x0 = z0 = 0).
     *
     * @param originX  world X of the grid's min corner, metres; finite
     * @param originZ  world Z of the grid's min corner, metres; finite
     * @param cellSize cell edge, metres; finite, &gt; 0
     * @param width    cells along X; &gt; 0
     * @param depth    cells along Z; &gt; 0, width * depth &lt; Integer.MAX_VALUE
     * @throws IllegalArgumentException when a value is out of range
     */
    public CellGrid(float originX, float originZ, float cellSize, int width, int depth) {
        this(originX, originZ, cellSize, 0, 0, width, depth);
    }

    /**
     * World X of the grid's min corner.
     *
     * @return metres: {@code originX} when x0 is 0, else {@code originX + x0 * cellSize}
     */
    public float minX() {
        return x0 == 0 ? originX : originX + x0 * cellSize;
    }

    /**
     * World Z of the grid's min corner.
     *
     * @return metres: {@code originZ} when z0 is 0, else {@code originZ + z0 * cellSize}
     */
    public float minZ() {
        return z0 == 0 ? originZ : originZ + z0 * cellSize;
    }

    /**
     * The same cells as a grid of their own lattice (x0 = z0 = 0, corner at {@link #minX},
     * {@link #minZ}); their centres equal this grid's up to float rounding.
     *
     * @return this grid when x0 and z0 are 0, else the re-anchored grid
     */
    public CellGrid anchored() {
        return x0 == 0 && z0 == 0 ? this : new CellGrid(minX(), minZ(), cellSize, width, depth);
    }

    /**
     * Number of cells, width * depth.
     *
     * @return the number of cells, &gt; 0 and &lt; Integer.MAX_VALUE
     */
    public int cellCount() {
        return width * depth;
    }

    /**
     * Index of cell (ix, iz).
     *
     * @param ix column, cells, in [0, width) (not checked)
     * @param iz row, cells, in [0, depth) (not checked)
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
     * @param ix column, cells of this grid (may lie outside the grid)
     * @return world X, metres
     */
    public float centerX(int ix) {
        return originX + (x0 + ix + 0.5f) * cellSize;
    }

    /**
     * World Z of the centre of row iz.
     *
     * @param iz row, cells of this grid (may lie outside the grid)
     * @return world Z, metres
     */
    public float centerZ(int iz) {
        return originZ + (z0 + iz + 0.5f) * cellSize;
    }

    /**
     * The column containing world X (may lie outside the grid; saturated to the int range).
     *
     * @param x world X, metres (NaN gives column -x0)
     * @return the column, cells of this grid
     */
    public int columnAt(float x) {
        return floorFrom((x - originX) / cellSize, x0);
    }

    /**
     * The row containing world Z (may lie outside the grid; saturated to the int range).
     *
     * @param z world Z, metres (NaN gives row -z0)
     * @return the row, cells of this grid
     */
    public int rowAt(float z) {
        return floorFrom((z - originZ) / cellSize, z0);
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
     * The cells [ix0, ix0 + w) x [iz0, iz0 + d) of this grid as a grid of their own, on the same
     * lattice: cell (ix, iz) of the sub-grid has exactly the centre of cell (ix0 + ix, iz0 + iz)
     * of this one.
     *
     * @param ix0 first column, cells of this grid; &gt;= 0
     * @param iz0 first row, cells of this grid; &gt;= 0
     * @param w   columns, cells; &gt; 0, ix0 + w &lt;= width
     * @param d   rows, cells; &gt; 0, iz0 + d &lt;= depth
     * @return the sub-grid
     * @throws IllegalArgumentException when the cells are not inside this grid
     */
    public CellGrid subGrid(int ix0, int iz0, int w, int d) {
        if (ix0 < 0 || iz0 < 0 || w <= 0 || d <= 0 || ix0 + w > width || iz0 + d > depth) {
            throw new IllegalArgumentException("cells [" + ix0 + ", " + (ix0 + w) + ") x [" + iz0 + ", " + (iz0 + d)
                    + ") are not inside a " + width + "x" + depth + " grid");
        }
        return new CellGrid(originX, originZ, cellSize, x0 + ix0, z0 + iz0, w, d);
    }

    /**
     * A lattice coordinate rounded down, as an index of a grid whose first line is lattice line
     * {@code first}.
     *
     * @param v     lattice coordinate, cells (any value; NaN counts as 0)
     * @param first the grid's first lattice line (x0 or z0)
     * @return {@code floor(v) - first}, clamped to the int range
     */
    public static int floorFrom(double v, int first) {
        if (v > -LATTICE_LIMIT && v < LATTICE_LIMIT) {
            long l = (long) v; // truncated toward zero, exact in this range
            return toInt((v < l ? l - 1 : l) - first);
        }
        return fromLattice(Math.floor(v), first);
    }

    /**
     * A lattice coordinate rounded up, as an index of a grid whose first line is lattice line
     * {@code first}.
     *
     * @param v     lattice coordinate, cells (any value; NaN counts as 0)
     * @param first the grid's first lattice line (x0 or z0)
     * @return {@code ceil(v) - first}, clamped to the int range
     */
    public static int ceilFrom(double v, int first) {
        if (v > -LATTICE_LIMIT && v < LATTICE_LIMIT) {
            long l = (long) v;
            return toInt((v > l ? l + 1 : l) - first);
        }
        return fromLattice(Math.ceil(v), first);
    }

    /**
     * {@code (int) Math.floor(v)}, computed without {@code Math.floor}: before the JIT compiles the
     * caller to its one instruction, {@code Math.floor} is a call into {@code StrictMath}, which
     * the bake's inner loops feel in a fresh JVM.
     *
     * @param v any value (NaN gives 0, values beyond the int range saturate)
     * @return the same int as {@code (int) Math.floor(v)}
     */
    public static int floor(double v) {
        int i = (int) v; // truncated toward zero, saturated
        return v < i && i != Integer.MIN_VALUE ? i - 1 : i;
    }

    /** Lattice coordinates beyond this are clamped by {@link #fromLattice}. */
    private static final double LATTICE_LIMIT = 1e15;

    private static int fromLattice(double whole, int first) {
        long l = (long) Math.max(-LATTICE_LIMIT, Math.min(LATTICE_LIMIT, whole)) - first;
        return toInt(l);
    }

    private static int toInt(long l) {
        return (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, l));
    }
}
