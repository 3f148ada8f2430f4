package org.jme3navmesh.bake;

import java.util.Objects;
import org.jme3navmesh.mesh.CellGrid;

/**
 * The sampling grid of a bake or of a region of one: its XZ cells ({@link CellGrid}) and the
 * vertical extent {@code [minY, maxY]} of the scene above and below them.
 *
 * @param cells the XZ cells, world space; not null, kept (immutable)
 * @param minY  lowest scene point, world Y, metres; finite
 * @param maxY  highest scene point, world Y, metres; finite, &gt;= minY
 */
public record BakeGrid(CellGrid cells, float minY, float maxY) {
    /**
     * Most cells a bake accepts, whatever the heap: beyond it the grid is refused with a clear
     * message. Within it, a bake also refuses a grid whose estimated peak heap exceeds what it may
     * use ({@link BakeMemoryException}).
     */
    public static final long MAX_CELLS = 20_000_000L;

    /**
     * Validates the grid; throws {@link IllegalArgumentException} naming the problem.
     *
     * @param cells the XZ cells, world space; not null, kept (immutable)
     * @param minY  lowest scene point, world Y, metres; finite
     * @param maxY  highest scene point, world Y, metres; finite, &gt;= minY
     * @throws NullPointerException     when cells is null
     * @throws IllegalArgumentException when minY or maxY is not finite, or minY &gt; maxY
     */
    public BakeGrid {
        Objects.requireNonNull(cells, "cells");
        if (!Float.isFinite(minY) || !Float.isFinite(maxY) || minY > maxY) {
            throw new IllegalArgumentException("grid bounds are not finite or inverted");
        }
    }

    /**
     * A grid of {@code width x depth} cells from ({@code originX}, {@code originZ}).
     *
     * @param originX  world X of the min corner, metres; finite
     * @param originZ  world Z of the min corner, metres; finite
     * @param cellSize cell edge, metres; finite, &gt; 0
     * @param width    cells along X, &gt; 0
     * @param depth    cells along Z, &gt; 0 (width * depth &lt; 2^31 - 1)
     * @param minY     lowest scene point, world Y, metres; finite
     * @param maxY     highest scene point, world Y, metres; finite, &gt;= minY
     * @throws IllegalArgumentException when a parameter is out of range
     */
    public BakeGrid(float originX, float originZ, float cellSize, int width, int depth, float minY, float maxY) {
        this(new CellGrid(originX, originZ, cellSize, width, depth), minY, maxY);
    }

    /**
     * The grid covering scene bounds {minX, minY, minZ, maxX, maxY, maxZ}.
     *
     * @param bounds   {minX, minY, minZ, maxX, maxY, maxZ}, world metres (as {@link SceneSampler#bounds()} gives
     *                 them); each finite; not null, length 6, unaffected
     * @param cellSize cell edge, metres; finite, &gt; 0
     * @return a new grid of at least one cell, its min corner at (minX, minZ); never null
     * @throws IllegalArgumentException when the bounds are empty or not finite, or the grid would
     *         have more than {@link #MAX_CELLS} cells (the message names cellSize and the bounds), or
     *         cellSize is not finite and &gt; 0, or minY &gt; maxY
     */
    public static BakeGrid covering(float[] bounds, float cellSize) {
        if (!(cellSize > 0f) || !Float.isFinite(cellSize)) {
            throw new IllegalArgumentException("cell size must be a finite number of metres > 0, got " + cellSize);
        }
        if (bounds.length != 6) {
            throw new IllegalArgumentException("scene bounds are {minX, minY, minZ, maxX, maxY, maxZ}, got "
                    + bounds.length + " numbers");
        }
        for (float b : bounds) {
            if (!Float.isFinite(b)) {
                throw new IllegalArgumentException("scene is empty or its bounds are not finite");
            }
        }
        double sx = (double) bounds[3] - bounds[0];
        double sz = (double) bounds[5] - bounds[2];
        // In double: a far-flung coordinate (1e30) must not overflow the counts in the message.
        double w = Math.max(1.0, Math.ceil(sx / cellSize));
        double d = Math.max(1.0, Math.ceil(sz / cellSize));
        if (w * d > MAX_CELLS || w > Integer.MAX_VALUE / 4 || d > Integer.MAX_VALUE / 4) {
            throw new IllegalArgumentException(String.format(java.util.Locale.ROOT,
                    "grid too large: the scene spans %s x %s m (x from %s to %s, z from %s to %s); at cellSize %.4g m"
                            + " that is %s x %s = %s cells (limit %d); use a larger cellSize or a smaller scene",
                    metres(sx), metres(sz), metres(bounds[0]), metres(bounds[3]), metres(bounds[2]), metres(bounds[5]),
                    cellSize, count(w), count(d), count(w * d), MAX_CELLS));
        }
        return new BakeGrid(new CellGrid(bounds[0], bounds[2], cellSize, (int) w, (int) d), bounds[1], bounds[4]);
    }

    /** A length for a message: two decimals up to 10^9 m, scientific notation beyond. */
    private static String metres(double m) {
        return String.format(java.util.Locale.ROOT, Math.abs(m) < 1e9 ? "%.2f" : "%.3g", m);
    }

    /** A whole count for a message: exact up to 10^15, in scientific notation beyond. */
    private static String count(double n) {
        return n < 1e15 ? Long.toString((long) n) : String.format(java.util.Locale.ROOT, "%.3g", n);
    }

    /**
     * The region of cells [ix0, ix0 + w) x [iz0, iz0 + d) of this grid, with the same vertical
     * extent (see {@link CellGrid#subGrid}).
     *
     * @param ix0 first column, grid cells of this grid, &gt;= 0
     * @param iz0 first row, grid cells of this grid, &gt;= 0
     * @param w   columns, cells, &gt; 0, ix0 + w &lt;= width
     * @param d   rows, cells, &gt; 0, iz0 + d &lt;= depth
     * @return the region's grid; never null
     * @throws IllegalArgumentException when the cells are not inside this grid
     */
    public BakeGrid region(int ix0, int iz0, int w, int d) {
        return new BakeGrid(cells.subGrid(ix0, iz0, w, d), minY, maxY);
    }
}
