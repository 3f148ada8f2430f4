package org.jme3navmesh.bake;

/**
 * Limits of the off-mesh links a bake generates ({@link AutoLinks}), as Unity's auto-generated links: drop links
 * from ledges down to lower ground, jump links across gaps. Immutable and validated on construction. Lengths in
 * metres. {@link #NONE} (both limits 0) generates nothing; the limits are kept out of {@link BakeConfig} so that
 * one sampling can be linked with several limits.
 *
 * @param maxDropHeight   highest drop (metres) a drop link spans, finite, &gt;= 0; 0: no drop links
 * @param minDropHeight   lowest drop (metres) that earns a drop link rather than counting as the same level
 *                        (finite, &gt; 0; a gap between ends closer in height than this is a jump)
 * @param dropReach       farthest (metres, XZ) from the ledge the landing may lie; the lower mesh starts about two
 *                        agent radii from the cliff (both are eroded), so this must exceed that (finite, &gt; 0)
 * @param maxJumpDistance widest gap (metres, XZ, between the edges of the baked mesh, which are eroded by the agent
 *                        radius on each side) a jump link spans, finite, &gt;= 0; 0: no jump links
 * @param spacing         distance (metres) along a ledge between two links of the same kind (finite, &gt; 0): one
 *                        link per ledge span of this length, not one per cell
 * @param width           width (metres) of each generated link (finite, &gt; 0)
 */
public record AutoLinkConfig(float maxDropHeight, float minDropHeight, float dropReach, float maxJumpDistance,
                             float spacing, float width) {
    /** No generated links. */
    public static final AutoLinkConfig NONE = new AutoLinkConfig(0f, 0.5f, 1.5f, 0f, 2f, 0.6f);

    /**
     * Validates every parameter; throws {@link IllegalArgumentException} naming the bad one.
     *
     * @param maxDropHeight   highest drop a drop link spans, metres; finite, &gt;= 0 (0: no drop links)
     * @param minDropHeight   lowest drop that earns a drop link, metres; finite, &gt; 0
     * @param dropReach       farthest the landing may lie from the ledge, metres (XZ); finite, &gt; 0
     * @param maxJumpDistance widest gap a jump link spans, metres (XZ); finite, &gt;= 0 (0: no jump links)
     * @param spacing         distance along a ledge between two links of the same kind, metres; finite, &gt; 0
     * @param width           width of each generated link, metres; finite, &gt; 0
     * @throws IllegalArgumentException when a parameter is not finite or out of its range
     */
    public AutoLinkConfig {
        atLeastZero("maxDropHeight", maxDropHeight);
        atLeastZero("maxJumpDistance", maxJumpDistance);
        positive("minDropHeight", minDropHeight);
        positive("dropReach", dropReach);
        positive("spacing", spacing);
        positive("width", width);
    }

    /**
     * Conservative limits: drops up to maxDropHeight landing within 1.5 m of the ledge, jumps across gaps up to
     * maxJumpDistance, drops of at least 0.5 m, a link every 2 m of ledge, 0.6 m wide.
     *
     * @param maxDropHeight   highest drop, metres; finite, &gt;= 0 (0: no drops)
     * @param maxJumpDistance widest gap, metres (XZ); finite, &gt;= 0 (0: no jumps)
     * @return a new configuration; never null
     * @throws IllegalArgumentException when a limit is negative or not finite
     */
    public static AutoLinkConfig of(float maxDropHeight, float maxJumpDistance) {
        return new AutoLinkConfig(maxDropHeight, NONE.minDropHeight, NONE.dropReach, maxJumpDistance, NONE.spacing,
                NONE.width);
    }

    /**
     * True when this configuration generates no link.
     *
     * @return true when both {@link #maxDropHeight} and {@link #maxJumpDistance} are 0
     */
    public boolean generatesNothing() {
        return maxDropHeight == 0f && maxJumpDistance == 0f;
    }

    private static void atLeastZero(String name, float v) {
        if (!Float.isFinite(v) || v < 0f) {
            throw new IllegalArgumentException(name + " must be finite and >= 0, got " + v);
        }
    }

    private static void positive(String name, float v) {
        if (!Float.isFinite(v) || !(v > 0f)) {
            throw new IllegalArgumentException(name + " must be finite and > 0, got " + v);
        }
    }
}
