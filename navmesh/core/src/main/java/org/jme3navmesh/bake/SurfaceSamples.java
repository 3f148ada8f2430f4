package org.jme3navmesh.bake;

/**
 * Every surface a vertical ray through each cell centre of a {@link BakeGrid} crosses, sorted
 * bottom to top (ties: upward-facing first). Hit h belongs to cell c when
 * {@code cellStart[c] <= h < cellStart[c + 1]}.
 *
 * <p>{@code normalY[h]} is the Y of the surface's unit normal in world space: positive for a
 * surface whose front faces up, negative for one facing down (a ceiling or the underside of an
 * object). {@code tag[h]} indexes {@link #tags}; {@code body[h]} names the object hit, so a surface
 * can tell whether it lies inside a closed object (under its top and above its bottom). Immutable once built; the arrays are exposed for
 * speed and must not be modified.
 */
public final class SurfaceSamples {
    /** The grid sampled; not null, immutable. */
    public final BakeGrid grid;
    /** cellCount + 1 entries. */
    public final int[] cellStart;
    /** Hit height, metres. */
    public final float[] y;
    /** World-space unit normal Y of the surface hit. */
    public final float[] normalY;
    /** Slope of the surface hit, degrees from horizontal (0 flat, 90 vertical), whichever way it faces. */
    public final float[] slopeDeg;
    /** Index into {@link #tags}. */
    public final int[] tag;
    /** Id of the body (solid object) hit; equal ids mean the same object. */
    public final int[] body;
    /** The surface tags that {@link #tag} indexes; shared, do not modify. */
    public final SurfaceTag[] tags;

    /**
     * A sampling over these arrays; all are kept (not copied) and must not be modified afterwards.
     *
     * @param grid      the grid sampled; not null, kept
     * @param cellStart first hit of each cell, cellCount + 1 entries (the last is the hit count); not null, kept
     * @param y         height per hit, world metres; not null, length = hit count, kept
     * @param normalY   world-space unit normal Y per hit, in [-1, 1]; not null, length = hit count, kept
     * @param slopeDeg  slope per hit, degrees from horizontal, length = hit count, kept; or null to derive it from
     *                  normalY
     * @param tag       index into tags per hit; not null, length = hit count, kept
     * @param body      id of the body hit per hit; not null, length = hit count, kept
     * @param tags      the surface tags that tag indexes; not null (not checked), kept
     * @throws IllegalArgumentException when an array's length disagrees with cellStart
     * @throws NullPointerException     when a required argument is null
     */
    public SurfaceSamples(BakeGrid grid, int[] cellStart, float[] y, float[] normalY, float[] slopeDeg, int[] tag,
                          int[] body, SurfaceTag[] tags) {
        if (cellStart.length != grid.cells().cellCount() + 1) {
            throw new IllegalArgumentException("cellStart must have cellCount + 1 entries");
        }
        int n = cellStart[cellStart.length - 1];
        if (y.length != n || normalY.length != n || tag.length != n || body.length != n) {
            throw new IllegalArgumentException("hit arrays disagree with cellStart (" + n + " hits)");
        }
        this.grid = grid;
        this.cellStart = cellStart;
        this.y = y;
        this.normalY = normalY;
        if (slopeDeg == null) {
            slopeDeg = new float[n];
            for (int h = 0; h < n; h++) {
                slopeDeg[h] = slopeOf(normalY[h]);
            }
        } else if (slopeDeg.length != n) {
            throw new IllegalArgumentException("slopeDeg disagrees with cellStart (" + n + " hits)");
        }
        this.slopeDeg = slopeDeg;
        this.tag = tag;
        this.body = body;
        this.tags = tags;
    }

    /**
     * Total number of hits.
     *
     * @return the number of hits of every cell, &gt;= 0
     */
    public int hitCount() {
        return y.length;
    }

    /**
     * Slope of hit h in degrees from horizontal (0 = flat, 90 = vertical), whichever way it faces.
     *
     * @param h hit index, 0 &lt;= h &lt; {@link #hitCount()}
     * @return degrees from horizontal
     */
    public float slopeDeg(int h) {
        return slopeDeg[h];
    }

    /**
     * Slope in degrees of a surface whose unit normal has this Y.
     *
     * @param normalY the unit normal's Y, in [-1, 1] (above 1 counts as 1)
     * @return degrees from horizontal, in [0, 90]; NaN when normalY is NaN
     */
    public static float slopeOf(float normalY) {
        return (float) Math.toDegrees(FdlibmAcos.acos(Math.min(1.0, Math.abs(normalY))));
    }
}
