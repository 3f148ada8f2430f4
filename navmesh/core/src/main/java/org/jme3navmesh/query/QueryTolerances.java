package org.jme3navmesh.query;

/**
 * The tolerances of the queries in one place: the walks over the mesh (raycast, the straight-line
 * shortcut of a path, an agent's line of sight in {@code agent.SurfaceWalker}), the funnel and the
 * search. World space, metres.
 */
public final class QueryTolerances {
    private QueryTolerances() {
    }

    /**
     * Distance (metres, XZ) within which a point counts as on an edge's line: in a walk, as on its
     * inner side; in the funnel, as on a straight path. The walk over triangles adds
     * {@link #WALK_ULPS} float ulps of the segment's coordinates ({@link #walkTolerance}).
     */
    public static final float LINE = 1e-4f;
    /**
     * Float ulps of the largest |coordinate| of a segment added to {@link #LINE} by the walk over
     * triangles. A walk is sure to find clear a segment within half its tolerance of the mesh
     * (corners blur the rest), and half of 4 ulps covers a rounded waypoint's offset (at most
     * 0.71 ulp) with room for the rounding of the interpolation and of the walk's own arithmetic.
     */
    public static final float WALK_ULPS = 4f;
    /** Exit parameters (fractions of a walked segment) closer than this tie: the walk passes through a vertex. */
    public static final double EXIT_TIE = 1e-6;
    /**
     * Vertical bend (metres) of the ground under a path segment that earns an extra waypoint when
     * the filter follows the ground.
     */
    public static final float HEIGHT = 0.1f;
    /**
     * Relative bound on the path length of uniform-cost searches: the path found is at most
     * (1 + PATH) times the Euclidean shortest path on the mesh (in XZ).
     */
    public static final double PATH = 0.005;

    /**
     * The XZ distance (metres) within which a walk over triangles from (sx, sz) to (ex, ez) counts
     * a point as on an edge's line: {@link #LINE} plus {@link #WALK_ULPS} float ulps of the largest
     * |coordinate| of the two points (0.1 mm plus 7.6e-6 m at 25 m, 2.1 mm at 5 km, 1.6 cm at 50 km).
     *
     * @param sx segment start X, world metres; finite
     * @param sz segment start Z, world metres; finite
     * @param ex segment end X, world metres; finite
     * @param ez segment end Z, world metres; finite
     * @return the tolerance, metres (&gt; 0)
     */
    public static float walkTolerance(float sx, float sz, float ex, float ez) {
        float m = Math.max(Math.max(Math.abs(sx), Math.abs(sz)), Math.max(Math.abs(ex), Math.abs(ez)));
        return LINE + WALK_ULPS * Math.ulp(m);
    }
}
