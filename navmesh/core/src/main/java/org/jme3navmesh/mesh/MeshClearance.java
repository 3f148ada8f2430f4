package org.jme3navmesh.mesh;

import java.util.Arrays;

/**
 * What a bake recorded about the room agents have on a {@link NavMesh} (see
 * {@code BakeConfig.withClearance}): the agent radius the mesh was eroded by, and per triangle the
 * height of the free space above it (the smallest gap, over the bake's cells under the triangle,
 * between the walkable surface and the next surface above it).
 *
 * <p>Heights are kept in one byte per triangle, in steps of {@value #QUANTUM} m rounded down (so a
 * stored height never exceeds the real one); {@value #OPEN_STEPS} steps and more, or no surface
 * above, read as open ({@link Float#POSITIVE_INFINITY}). Immutable and thread-safe.
 */
public final class MeshClearance {
    /** Height step of the stored heights, metres. */
    public static final float QUANTUM = 0.05f;
    /** Stored value meaning "open above" (no surface within {@code OPEN_STEPS * QUANTUM} m). */
    static final int OPEN_STEPS = 255;

    private final float bakedRadius;
    private final byte[] steps;
    private final float maxHeight;
    private final float minHeight;

    private MeshClearance(float bakedRadius, byte[] steps) {
        if (!(bakedRadius > 0f) || !Float.isFinite(bakedRadius)) {
            throw new IllegalArgumentException("baked radius must be finite and > 0, got " + bakedRadius);
        }
        this.bakedRadius = bakedRadius;
        this.steps = steps;
        float mx = 0f, mn = Float.POSITIVE_INFINITY;
        for (int t = 0; t < steps.length; t++) {
            mx = Math.max(mx, height(t));
            mn = Math.min(mn, height(t));
        }
        this.maxHeight = mx;
        this.minHeight = mn;
    }

    /**
     * The clearance of a mesh of {@code heights.length} triangles.
     *
     * @param bakedRadius the agent radius the mesh was eroded by, metres, finite and &gt; 0
     * @param heights     free height above each triangle, metres (&gt;= 0, a negative one reads as 0; +infinity
     *                    or NaN: open); not null, unaffected
     * @return a new record; never null
     * @throws IllegalArgumentException when bakedRadius is not finite or not &gt; 0
     */
    public static MeshClearance of(float bakedRadius, float[] heights) {
        byte[] s = new byte[heights.length];
        for (int t = 0; t < heights.length; t++) {
            float h = heights[t];
            int q = !(h < OPEN_STEPS * QUANTUM) ? OPEN_STEPS : (int) Math.max(0f, (float) Math.floor(h / QUANTUM));
            s[t] = (byte) Math.min(q, OPEN_STEPS);
        }
        return new MeshClearance(bakedRadius, s);
    }

    /**
     * The clearance of an edited mesh whose triangle t lies on this record's triangle parents[t]
     * (the pieces of a carved triangle keep their parent's headroom).
     *
     * @param parents this record's triangle for each triangle, in pages ({@link PagedArrays}); not null, unaffected
     * @param n       the edited mesh's triangle count
     * @return a new record; never null
     */
    MeshClearance ofParents(int[][] parents, int n) {
        byte[] s = new byte[n];
        for (int t = 0; t < n; t++) {
            s[t] = steps[parents[t >>> PagedArrays.SHIFT][t & PagedArrays.MASK]];
        }
        return new MeshClearance(bakedRadius, s);
    }

    /** A record read from a file ({@link ClearanceCodec}); takes the array. */
    static MeshClearance ofSteps(float bakedRadius, byte[] steps) {
        return new MeshClearance(bakedRadius, steps);
    }

    /**
     * The agent radius the mesh was eroded by, metres.
     *
     * @return the radius, metres; finite, &gt; 0
     */
    public float bakedRadius() {
        return bakedRadius;
    }

    /**
     * Number of triangles described.
     *
     * @return the number of triangles, &gt;= 0
     */
    public int triangleCount() {
        return steps.length;
    }

    /**
     * Free height above triangle t, metres: a multiple of {@link #QUANTUM}, or
     * {@link Float#POSITIVE_INFINITY} when open.
     *
     * @param t triangle id, 0 .. triangleCount - 1
     * @return the free height, metres, &gt;= 0, or {@link Float#POSITIVE_INFINITY}
     */
    public float height(int t) {
        int q = steps[t] & 0xff;
        return q == OPEN_STEPS ? Float.POSITIVE_INFINITY : q * QUANTUM;
    }

    /**
     * The largest {@link #height} of any triangle, metres (infinity when one is open).
     *
     * @return the largest height, metres, &gt;= 0 (0 when there is no triangle), or {@link Float#POSITIVE_INFINITY}
     */
    public float maxHeight() {
        return maxHeight;
    }

    /**
     * The smallest {@link #height} of any triangle, metres: an agent no taller than this fits
     * everywhere (infinity when every triangle is open or there is none).
     *
     * @return the smallest height, metres, &gt;= 0, or {@link Float#POSITIVE_INFINITY}
     */
    public float minHeight() {
        return minHeight;
    }

    /** The stored steps (read-only, for the codec). */
    byte[] rawSteps() {
        return steps;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MeshClearance c && c.bakedRadius == bakedRadius && Arrays.equals(c.steps, steps);
    }

    @Override
    public int hashCode() {
        return 31 * Float.hashCode(bakedRadius) + Arrays.hashCode(steps);
    }

    @Override
    public String toString() {
        return "MeshClearance[bakedRadius=" + bakedRadius + ", " + steps.length + " triangles, maxHeight=" + maxHeight + "]";
    }
}
