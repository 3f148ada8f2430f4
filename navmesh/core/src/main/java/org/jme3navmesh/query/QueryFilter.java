package org.jme3navmesh.query;

import java.util.Arrays;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Per-agent rules for path queries: the steepest slope the agent can walk, travel-cost
 * multipliers per area and areas it must not enter; and how paths are shaped: a clearance margin
 * kept from corners, whether waypoints follow the ground between corners, and the agent's size.
 *
 * <p>Immutable and thread-safe; the {@code with...} methods return new filters. A filter does not
 * belong to one mesh: area costs that are not overridden come from the queried mesh's
 * {@link NavMesh#areas()} table. Area ids are those of {@link AreaTable}, 0 .. {@value AreaTable#MAX_AREAS} - 1.
 */
public final class QueryFilter {
    private static final QueryFilter DEFAULT = new QueryFilter(90f, new float[0], 0L, 0f, false, -1, 0f, 0f);

    private final float maxSlopeDeg;
    /** Cost overrides by area id; NaN or missing = the mesh's default cost. */
    private final float[] costOverrides;
    private final long excluded;
    private final float cornerMargin;
    private final boolean followGround;
    /** Off-mesh links whose flags share no bit with this mask are barred. */
    private final int linkMask;
    /** The agent's radius and height, metres; 0 and 0: no agent size ({@link #withAgent}). */
    private final float agentRadius;
    private final float agentHeight;

    private QueryFilter(float maxSlopeDeg, float[] costOverrides, long excluded, float cornerMargin, boolean followGround,
                        int linkMask, float agentRadius, float agentHeight) {
        this.linkMask = linkMask;
        this.maxSlopeDeg = maxSlopeDeg;
        this.costOverrides = costOverrides;
        this.excluded = excluded;
        this.cornerMargin = cornerMargin;
        this.followGround = followGround;
        this.agentRadius = agentRadius;
        this.agentHeight = agentHeight;
    }

    /**
     * No slope limit beyond the bake's, the mesh's default area costs, nothing excluded, no corner
     * margin, waypoints at the path's corners only.
     *
     * @return the shared default filter (the same object on every call); not null, immutable
     */
    public static QueryFilter defaults() {
        return DEFAULT;
    }

    /**
     * Returns a filter whose agent cannot enter triangles steeper than {@code degrees}
     * ({@link NavMesh#slopeDeg} &gt; degrees is impassable).
     *
     * @param degrees maximum slope, degrees from horizontal, in [0, 90]
     * @return a new filter; never null
     * @throws IllegalArgumentException when degrees is NaN or out of range
     */
    public QueryFilter withMaxSlope(float degrees) {
        if (!(degrees >= 0f && degrees <= 90f)) {
            throw new IllegalArgumentException("max slope must be in [0, 90] degrees, got " + degrees);
        }
        return new QueryFilter(degrees, costOverrides, excluded, cornerMargin, followGround, linkMask, agentRadius, agentHeight);
    }

    /**
     * Returns a filter with the travel-cost multiplier of one area replaced (the cost of a metre
     * walked inside a triangle of that area).
     *
     * @param area area id, 0 .. {@value AreaTable#MAX_AREAS} - 1
     * @param cost multiplier (dimensionless), finite and &gt; 0
     * @return a new filter; never null
     * @throws IllegalArgumentException when the id is out of range or the cost is NaN, infinite, zero or negative
     */
    public QueryFilter withAreaCost(int area, float cost) {
        checkArea(area);
        if (!Float.isFinite(cost) || !(cost > 0f)) {
            throw new IllegalArgumentException("cost of area " + area + " must be finite and > 0, got " + cost);
        }
        float[] c = Arrays.copyOf(costOverrides, Math.max(costOverrides.length, area + 1));
        for (int i = costOverrides.length; i < c.length; i++) {
            c[i] = Float.NaN;
        }
        c[area] = cost;
        return new QueryFilter(maxSlopeDeg, c, excluded, cornerMargin, followGround, linkMask, agentRadius, agentHeight);
    }

    /**
     * Returns a filter that excludes (or re-admits) an area: triangles of an excluded area are impassable.
     *
     * @param area     area id, 0 .. {@value AreaTable#MAX_AREAS} - 1
     * @param excludeIt true to exclude, false to allow again
     * @return a new filter; never null
     * @throws IllegalArgumentException when the id is out of range
     */
    public QueryFilter withExcluded(int area, boolean excludeIt) {
        checkArea(area);
        long bit = 1L << area;
        return new QueryFilter(maxSlopeDeg, costOverrides, excludeIt ? excluded | bit : excluded & ~bit, cornerMargin, followGround, linkMask, agentRadius, agentHeight);
    }

    /**
     * Returns a filter whose paths keep {@code metres} away from the mesh's boundary corners where the
     * mesh allows: a waypoint at a wall corner moves that far along the bisector of the turn, away
     * from the wall (half as far, or not at all, when the moved point or its segments would leave
     * the mesh), so agents don't scrape walls. 0 (the default) gives the shortest path.
     *
     * @param metres margin, metres (XZ); finite and &gt;= 0
     * @return a new filter; never null
     * @throws IllegalArgumentException when metres is negative, NaN or infinite
     */
    public QueryFilter withCornerMargin(float metres) {
        if (!Float.isFinite(metres) || metres < 0f) {
            throw new IllegalArgumentException("corner margin must be finite and >= 0 metres, got " + metres);
        }
        return new QueryFilter(maxSlopeDeg, costOverrides, excluded, metres, followGround, linkMask, agentRadius, agentHeight);
    }

    /**
     * Returns a filter whose paths do (or don't) get extra waypoints where the ground under a
     * straight stretch between two corners bends by more than {@link NavMeshQuery#HEIGHT_TOLERANCE}
     * (over a hill crest or through a dip), so that the polyline lies on the ground, as a debug
     * line or a 3D length needs. Off by default: the waypoints are then the path's corners, as
     * Detour's findStraightPath and Unity's NavMeshPath corners give them, each at the mesh's
     * surface height; the XZ route is the same either way, and agents that take their height from
     * {@link NavMesh#heightAt} as they move don't need the extra points. Costs about 1 us per
     * query on rolling terrain.
     *
     * @param follow true to add the extra waypoints, false for the corners only
     * @return a new filter; never null
     */
    public QueryFilter withFollowGround(boolean follow) {
        return new QueryFilter(maxSlopeDeg, costOverrides, excluded, cornerMargin, follow, linkMask, agentRadius, agentHeight);
    }

    /**
     * Returns a filter that admits only the off-mesh links whose flags share a bit with {@code mask} (all links by
     * default, mask -1): e.g. {@code withLinkMask(~LinkKind.JUMP.flag())} bars jumps with their default flags.
     *
     * @param mask flag bits (any int); 0 bars every link, -1 admits every link
     * @return a new filter; never null
     */
    public QueryFilter withLinkMask(int mask) {
        return new QueryFilter(maxSlopeDeg, costOverrides, excluded, cornerMargin, followGround, mask, agentRadius, agentHeight);
    }

    /**
     * The off-mesh link mask ({@link #withLinkMask}).
     *
     * @return the flag bits a link must share one of to be admitted; -1 (every link) by default
     */
    public int linkMask() {
        return linkMask;
    }

    /**
     * True when an agent under this filter may use an off-mesh link with these flags.
     *
     * @param flags the link's flag bits (any int)
     * @return true when flags share a bit with {@link #linkMask()}
     */
    public boolean admitsLink(int flags) {
        return (flags & linkMask) != 0;
    }

    /**
     * Returns a filter for an agent of the given size, on meshes that record their clearance
     * ({@code NavMesh.clearance()}, baked with {@code BakeConfig.withClearance}): paths then pass
     * only through triangle traversals at least 2 (radius - the mesh's baked radius) wide
     * ({@link TraversalWidths}) and triangles with at least {@code height} of free space above,
     * keep radius - baked radius from the mesh's edges (their corners wrap around the mesh's
     * boundary corners at that distance), and start and goal move that far from the edges. An
     * agent wider than any traversal of the mesh gets {@link PathStatus#UNREACHABLE} at once. On a
     * mesh without a clearance record the size is ignored. radius 0 and height 0 give back a
     * filter without agent size.
     *
     * @param radius the agent's radius, metres, finite and &gt;= 0
     * @param height the agent's height, metres, finite and &gt;= 0
     * @return a new filter; never null
     * @throws IllegalArgumentException when a size is negative, NaN or infinite
     */
    public QueryFilter withAgent(float radius, float height) {
        if (!Float.isFinite(radius) || radius < 0f || !Float.isFinite(height) || height < 0f) {
            throw new IllegalArgumentException("agent radius and height must be finite and >= 0 metres, got "
                    + radius + ", " + height);
        }
        return new QueryFilter(maxSlopeDeg, costOverrides, excluded, cornerMargin, followGround, linkMask, radius, height);
    }

    /**
     * True when the filter carries an agent size ({@link #withAgent}).
     *
     * @return true when the agent's radius or height is &gt; 0
     */
    public boolean hasAgentSize() {
        return agentRadius > 0f || agentHeight > 0f;
    }

    /**
     * The agent's radius, metres (0 without an agent size).
     *
     * @return metres, &gt;= 0; 0 without an agent size
     */
    public float agentRadius() {
        return agentRadius;
    }

    /**
     * The agent's height, metres (0 without an agent size).
     *
     * @return metres, &gt;= 0; 0 without an agent size
     */
    public float agentHeight() {
        return agentHeight;
    }

    private static void checkArea(int area) {
        if (area < 0 || area >= AreaTable.MAX_AREAS) {
            throw new IllegalArgumentException("area id must be in 0.." + (AreaTable.MAX_AREAS - 1) + ", got " + area);
        }
    }

    /**
     * Maximum walkable slope, degrees.
     *
     * @return degrees from horizontal, in [0, 90]; 90 (no limit beyond the bake's) by default
     */
    public float maxSlopeDeg() {
        return maxSlopeDeg;
    }

    /**
     * Corner margin, metres.
     *
     * @return metres (XZ), &gt;= 0; 0 by default
     */
    public float cornerMargin() {
        return cornerMargin;
    }

    /**
     * True when waypoints are added where the ground between corners bends ({@link #withFollowGround}).
     *
     * @return true when they are; false by default
     */
    public boolean followGround() {
        return followGround;
    }

    /**
     * True when the area id is excluded.
     *
     * @param area area id (any int; ids outside 0 .. {@value AreaTable#MAX_AREAS} - 1 are never excluded)
     * @return true when excluded
     */
    public boolean isExcluded(int area) {
        return area >= 0 && area < 64 && (excluded & (1L << area)) != 0;
    }

    /**
     * Bit mask of excluded area ids (bit i = area i).
     *
     * @return the mask, bit i set when area i is excluded; 0 by default
     */
    public long excludedMask() {
        return excluded;
    }

    /**
     * Cost multiplier of an area on a mesh: the override if set, else the mesh's table cost.
     *
     * @param table the mesh's area table; not null (unused when the area's cost is overridden), unaffected
     * @param area  area id, 0 .. table.count() - 1
     * @return the multiplier (dimensionless, &gt; 0)
     * @throws ArrayIndexOutOfBoundsException when area is negative, or not overridden and not in the table
     */
    public float areaCost(AreaTable table, int area) {
        if (area < costOverrides.length && !Float.isNaN(costOverrides[area])) {
            return costOverrides[area];
        }
        return table.cost(area);
    }

    /**
     * True when an agent under this filter may enter triangle t of mesh: its slope, area and (with an agent
     * height) headroom.
     *
     * @param mesh the mesh; not null, unaffected
     * @param t    triangle id of mesh, 0 .. triangleCount - 1
     * @return true when passable
     */
    public boolean passable(NavMesh mesh, int t) {
        return mesh.slopeDeg(t) <= maxSlopeDeg && (excluded & (1L << mesh.area(t))) == 0
                && (agentHeight == 0f || AgentClearance.headroomFits(mesh, t, agentHeight));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof QueryFilter f)) {
            return false;
        }
        if (f.maxSlopeDeg != maxSlopeDeg || f.excluded != excluded || f.cornerMargin != cornerMargin
                || f.followGround != followGround || f.linkMask != linkMask || f.agentRadius != agentRadius
                || f.agentHeight != agentHeight) {
            return false;
        }
        int n = Math.max(costOverrides.length, f.costOverrides.length);
        for (int i = 0; i < n; i++) {
            float a = i < costOverrides.length ? costOverrides[i] : Float.NaN;
            float b = i < f.costOverrides.length ? f.costOverrides[i] : Float.NaN;
            if (Float.compare(a, b) != 0) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int h = Float.hashCode(maxSlopeDeg) * 31 + Long.hashCode(excluded);
        for (float c : costOverrides) {
            if (!Float.isNaN(c)) {
                h = h * 31 + Float.hashCode(c);
            }
        }
        h = ((h * 31 + Float.hashCode(cornerMargin)) * 31 + Boolean.hashCode(followGround)) * 31 + linkMask;
        return hasAgentSize() ? (h * 31 + Float.hashCode(agentRadius)) * 31 + Float.hashCode(agentHeight) : h;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("QueryFilter[maxSlope=").append(maxSlopeDeg);
        for (int i = 0; i < costOverrides.length; i++) {
            if (!Float.isNaN(costOverrides[i])) {
                sb.append(", cost").append(i).append('=').append(costOverrides[i]);
            }
        }
        if (excluded != 0) {
            sb.append(", excluded=0x").append(Long.toHexString(excluded));
        }
        if (cornerMargin > 0f) {
            sb.append(", cornerMargin=").append(cornerMargin);
        }
        if (followGround) {
            sb.append(", followGround");
        }
        if (linkMask != -1) {
            sb.append(", linkMask=0x").append(Integer.toHexString(linkMask));
        }
        if (hasAgentSize()) {
            sb.append(", agent=").append(agentRadius).append('x').append(agentHeight);
        }
        return sb.append(']').toString();
    }
}
