package org.jme3navmesh.bake;

import java.util.Objects;
import org.jme3navmesh.mesh.CellGrid;

/**
 * The sampling grid of a bake or of a region of one: its XZ cells ({@link CellGrid}) and the
 * vertical extent {@code [minY, maxY]} of the scene above and below them.
 *
 * @param cells the XZ cells; not null
 * @param minY  lowest scene point, metres, finite
 * @param maxY  highest scene point, metres, finite, &gt;= minY
 */
public record BakeGrid(CellGrid cells, float minY, float maxY) {
    /**
     * Most cells a bake accepts, whatever the heap: beyond it the grid is refused with a clear
     * message. Within it, a bake also refuses a grid whose estimated peak heap exceeds what it may
     * use ({@link BakeMemoryException}).
     */
    public static final long MAX_CELLS = 20_000_000L;

    /** Validates the grid; throws {@link IllegalArgumentException} naming the problem. */
    public BakeGrid {
        Objects.requireNonNull(cells, "cells");
        if (!Float.isFinite(minY) || !Float.isFinite(maxY) || minY > maxY) {
            throw new IllegalArgumentException("grid bounds are not finite or inverted");
        }
    }

    /**
     * A grid of {@code width x depth} cells from ({@code originX}, {@code originZ}).
     *
     * @param originX  world X of the min corner, metres
     * @param originZ  world Z of the min corner, metres
     * @param cellSize cell edge, metres, &gt; 0
     * @param width    cells along X, &gt; 0
     * @param depth    cells along Z, &gt; 0
     * @param minY     lowest scene point, metres
     * @param maxY     highest scene point, metres
     */
    public BakeGrid(float originX, float originZ, float cellSize, int width, int depth, float minY, float maxY) {
        this(new CellGrid(originX, originZ, cellSize, width, depth), minY, maxY);
    }

    /**
     * The grid covering scene bounds {minX, minY, minZ, maxX, maxY, maxZ}.
     *
     * @throws IllegalArgumentException when the bounds are empty or not finite, or the grid would
     *         have more than {@link #MAX_CELLS} cells (the message names cellSize and the bounds)
     */
    public static BakeGrid covering(float[] bounds, float cellSize) {
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
     * @param ix0 first column, &gt;= 0
     * @param iz0 first row, &gt;= 0
     * @param w   columns, &gt; 0
     * @param d   rows, &gt; 0
     * @return the region's grid
     * @throws IllegalArgumentException when the cells are not inside this grid
     */
    public BakeGrid region(int ix0, int iz0, int w, int d) {
        return new BakeGrid(cells.subGrid(ix0, iz0, w, d), minY, maxY);
    }
}
