package org.jme3navmesh.bake;

import java.util.Objects;
import org.jme3navmesh.mesh.CellGrid;

/**
 * The sampled, multi-layer span grid that sits between the probe and the mesher.
 *
 * <p>The cells are those of {@link #grid} (index {@code ix + iz * width}, centres as in
 * {@link CellGrid}).
 *
 * <p>Each cell holds zero or more <em>spans</em>: upward-facing surfaces found by the vertical
 * rays, sorted bottom to top. Span s belongs to cell c when
 * {@code cellStart[c] <= s < cellStart[c + 1]}.
 *
 * <p>{@code area[s] >= 0} means the span is walkable after every rule (slope, headroom, tags and
 * the agent-radius erosion) and gives its area id (see {@link org.jme3navmesh.mesh.AreaTable});
 * {@link #UNWALKABLE} marks a sampled surface that is not walkable. {@code neighbour[4 * s + d]}
 * is the span connected to s in direction d (see {@link #DX}, {@link #DZ}), or -1; links exist
 * only between walkable spans and are symmetric.
 *
 * <p>After the agent-radius erosion, the field also knows where the walls are: for every span,
 * the nearest boundary point the erosion measured from ({@link #wallX}, {@link #wallZ}), and the
 * clearance it guarantees every walkable cell, corners included ({@link #minClearance}). The
 * mesher uses them to keep simplified outlines out of the eroded band.
 *
 * <p>The arrays are exposed for speed and must be treated as read-only once built.
 */
public final class WalkableField {
    /** Area value of a sampled surface that agents cannot walk on. */
    public static final int UNWALKABLE = -1;
    /** X offset of direction d: 0 = -X, 1 = +Z, 2 = +X, 3 = -Z. */
    public static final int[] DX = {-1, 0, 1, 0};
    /** Z offset of direction d: 0 = -X, 1 = +Z, 2 = +X, 3 = -Z. */
    public static final int[] DZ = {0, 1, 0, -1};
    /**
     * Link value, in a field cut out of a larger one ({@link FieldCrop#crop} of a window), of a
     * walkable span linked to a span beyond the window's edge.
     */
    static final int OUTSIDE = -2;
    /** The direction opposite direction d. */
    static final int[] OPPOSITE = {2, 3, 0, 1};

    /** The cells; never null. */
    public final CellGrid grid;
    /** grid.cellCount() + 1 entries. */
    public final int[] cellStart;
    /** Surface height of each span, metres. */
    public final float[] y;
    /** Slope of each span's surface, degrees from horizontal. */
    public final float[] slopeDeg;
    /** Area id of each span, or {@link #UNWALKABLE}. */
    public final int[] area;
    /** Four links per span, -1 where unconnected. */
    public final int[] neighbour;
    private float[] wallX;
    private float[] wallZ;
    private float minClearance = Float.NaN;

    /**
     * A field over the cells of a grid. Every array is kept, not copied.
     *
     * @param grid      the cells, world space; not null, kept (immutable)
     * @param cellStart grid.cellCount() + 1 offsets of each cell's spans (the last is the span count); not null, kept
     * @param y         surface height per span, world Y, metres; not null, length = span count, kept
     * @param slopeDeg  slope per span, degrees from horizontal; not null, length = span count, kept
     * @param area      area id per span or {@link #UNWALKABLE}; not null, length = span count, kept
     * @param neighbour four links per span (direction d at 4 s + d), span index or -1 where unconnected; not null,
     *                  length = 4 * span count, kept
     * @throws NullPointerException     when an argument is null
     * @throws IllegalArgumentException when the array lengths disagree
     */
    public WalkableField(CellGrid grid, int[] cellStart, float[] y, float[] slopeDeg, int[] area, int[] neighbour) {
        this.grid = Objects.requireNonNull(grid, "grid");
        if (cellStart.length != grid.cellCount() + 1) {
            throw new IllegalArgumentException("cellStart must have width*depth+1 entries");
        }
        int spans = cellStart[cellStart.length - 1];
        if (y.length != spans || slopeDeg.length != spans || area.length != spans || neighbour.length != 4 * spans) {
            throw new IllegalArgumentException("span arrays disagree with cellStart (" + spans + " spans)");
        }
        this.cellStart = cellStart;
        this.y = y;
        this.slopeDeg = slopeDeg;
        this.area = area;
        this.neighbour = neighbour;
    }

    /**
     * A copy whose areas and links can be changed (by an erosion) without touching this field;
     * the grid, offsets, heights and slopes are shared. Wall points are not copied.
     *
     * @return the copy
     */
    WalkableField copyAreasAndLinks() {
        return new WalkableField(grid, cellStart, y, slopeDeg, area.clone(), neighbour.clone());
    }

    /**
     * Number of spans, walkable or not.
     *
     * @return the count, &gt;= 0
     */
    public int spanCount() {
        return y.length;
    }

    /**
     * Number of walkable spans.
     *
     * @return the count, in [0, {@link #spanCount()}]
     */
    public int walkableSpanCount() {
        int n = 0;
        // Segments, each in a method: a bake counts a whole field a few times, too few for the JIT to compile one loop.
        for (int s = 0; s < area.length; s += COUNT_SEGMENT) {
            n += walkable(area, s, Math.min(area.length, s + COUNT_SEGMENT));
        }
        return n;
    }

    /** Spans per call of {@link #walkable}. */
    private static final int COUNT_SEGMENT = 64;

    /** The walkable spans among [s0, s1). */
    private static int walkable(int[] area, int s0, int s1) {
        int n = 0;
        for (int s = s0; s < s1; s++) {
            if (area[s] >= 0) {
                n++;
            }
        }
        return n;
    }

    /**
     * Records the walls the erosion measured from (called by the erosion).
     *
     * @param wallX        per span, world X (metres) of the nearest boundary point (a wall, a
     *                     drop's edge or the border of unwalkable ground), NaN when none is known;
     *                     kept, not copied
     * @param wallZ        per span, world Z of that point; kept, not copied
     * @param minClearance metres every point of every walkable cell keeps from its span's point
     */
    void walls(float[] wallX, float[] wallZ, float minClearance) {
        if (wallX.length != spanCount() || wallZ.length != spanCount()) {
            throw new IllegalArgumentException("need one wall point per span (" + spanCount() + ")");
        }
        if (!(minClearance >= 0f)) {
            throw new IllegalArgumentException("minClearance must be >= 0, got " + minClearance);
        }
        this.wallX = wallX;
        this.wallZ = wallZ;
        this.minClearance = minClearance;
    }

    /**
     * True when the field has been eroded and knows its walls ({@link #wallX}, {@link #wallZ}).
     *
     * @return true once the erosion has recorded the walls
     */
    public boolean hasWalls() {
        return wallX != null;
    }

    /**
     * World X, metres, of the boundary point nearest to span s that the erosion measured from; NaN
     * when unknown or when the field has no walls ({@link #hasWalls}).
     *
     * @param s span index, 0 &lt;= s &lt; {@link #spanCount()} (not checked when the field has no walls)
     * @return world X, metres, or NaN
     */
    public float wallX(int s) {
        return wallX == null ? Float.NaN : wallX[s];
    }

    /**
     * World Z, metres, of the boundary point nearest to span s; NaN when unknown (see {@link #wallX}).
     *
     * @param s span index, 0 &lt;= s &lt; {@link #spanCount()} (not checked when the field has no walls)
     * @return world Z, metres, or NaN
     */
    public float wallZ(int s) {
        return wallZ == null ? Float.NaN : wallZ[s];
    }

    /**
     * Metres that every point of every walkable cell keeps from its span's wall point after the
     * erosion (the agent radius less a third of a cell); NaN when the field has no walls.
     *
     * @return metres, &gt;= 0; NaN when the field has no walls ({@link #hasWalls})
     */
    public float minClearance() {
        return minClearance;
    }
}
