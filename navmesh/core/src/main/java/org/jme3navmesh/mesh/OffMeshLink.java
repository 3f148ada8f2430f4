package org.jme3navmesh.mesh;

import java.util.Objects;

/**
 * An off-mesh link as authored: a named connection between two points of a navmesh that is not walked over
 * triangles (a jump, a drop, a ladder, a teleport or a game's own link). Immutable and validated on construction;
 * the {@code with...} methods return new links. Attach links to a mesh with {@link NavMesh#withLinks}, which snaps
 * each end onto the mesh.
 *
 * <p>World space, metres, Y up. The link runs from its start to its end; a one-way link is never used from its end
 * to its start.
 */
public final class OffMeshLink {
    /** Default width of a link, metres (the agents of one crowd may use it side by side within this width). */
    public static final float DEFAULT_WIDTH = 0.6f;

    private final String name;
    private final LinkKind kind;
    private final float sx, sy, sz, ex, ey, ez;
    private final boolean bidirectional;
    private final float cost;
    private final float width;
    private final int flags;
    private final int capacity;
    private final boolean enabled;

    private OffMeshLink(String name, LinkKind kind, float sx, float sy, float sz, float ex, float ey, float ez,
                        boolean bidirectional, float cost, float width, int flags, int capacity, boolean enabled) {
        this.name = Objects.requireNonNull(name, "name");
        this.kind = Objects.requireNonNull(kind, "kind");
        if (name.isBlank()) {
            throw new IllegalArgumentException("an off-mesh link needs a name");
        }
        if (!Float.isFinite(sx) || !Float.isFinite(sy) || !Float.isFinite(sz)
                || !Float.isFinite(ex) || !Float.isFinite(ey) || !Float.isFinite(ez)) {
            throw new IllegalArgumentException("off-mesh link '" + name + "': its ends must be finite, got (" + sx
                    + ", " + sy + ", " + sz + ") and (" + ex + ", " + ey + ", " + ez + ")");
        }
        if (!(cost >= 0f) || !Float.isFinite(cost)) {
            throw new IllegalArgumentException("off-mesh link '" + name + "': cost must be finite and >= 0, got " + cost);
        }
        if (!(width > 0f) || !Float.isFinite(width)) {
            throw new IllegalArgumentException("off-mesh link '" + name + "': width must be finite and > 0, got " + width);
        }
        if (flags == 0) {
            throw new IllegalArgumentException("off-mesh link '" + name + "': flags must not be 0 (no filter would admit it)");
        }
        if (capacity < 0) {
            throw new IllegalArgumentException("off-mesh link '" + name + "': capacity must be >= 0 (0 = unlimited), got " + capacity);
        }
        this.sx = sx;
        this.sy = sy;
        this.sz = sz;
        this.ex = ex;
        this.ey = ey;
        this.ez = ez;
        this.bidirectional = bidirectional;
        this.cost = cost;
        this.width = width;
        this.flags = flags;
        this.capacity = capacity;
        this.enabled = enabled;
    }

    /**
     * A link with the defaults of its kind: both ways except {@link LinkKind#DROP}, cost 0, width
     * {@value #DEFAULT_WIDTH} m, flags {@link LinkKind#flag()}, capacity 1 for {@link LinkKind#LADDER} and unlimited
     * otherwise, enabled.
     *
     * @param name unique name within a mesh (messages name the link by it); not null or blank
     * @param kind what the link is; not null
     * @param sx   start X, world metres; finite
     * @param sy   start Y, world metres; finite
     * @param sz   start Z, world metres; finite
     * @param ex   end X, world metres; finite
     * @param ey   end Y, world metres; finite
     * @param ez   end Z, world metres; finite
     * @return a new link; never null
     * @throws IllegalArgumentException when name is blank or an end is not finite
     */
    public static OffMeshLink of(String name, LinkKind kind, float sx, float sy, float sz, float ex, float ey, float ez) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, kind != LinkKind.DROP, 0f, DEFAULT_WIDTH,
                kind.flag(), kind == LinkKind.LADDER ? 1 : 0, true);
    }

    /**
     * @param both true: usable both ways; false: from the start to the end only
     * @return a new link, otherwise the same; never null
     */
    public OffMeshLink withBidirectional(boolean both) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, both, cost, width, flags, capacity, enabled);
    }

    /**
     * @param c extra cost of using the link, added to its length (the search's cost of a traversal); finite, &gt;= 0
     * @return a new link, otherwise the same; never null
     * @throws IllegalArgumentException when c is negative or not finite
     */
    public OffMeshLink withCost(float c) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, bidirectional, c, width, flags, capacity, enabled);
    }

    /**
     * @param w width, metres; finite, &gt; 0
     * @return a new link, otherwise the same; never null
     * @throws IllegalArgumentException when w is not finite or not &gt; 0
     */
    public OffMeshLink withWidth(float w) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, bidirectional, cost, w, flags, capacity, enabled);
    }

    /**
     * @param f flag bits; not 0. A query filter admits the link when its link mask shares a bit with them
     * @return a new link, otherwise the same; never null
     * @throws IllegalArgumentException when f is 0
     */
    public OffMeshLink withFlags(int f) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, bidirectional, cost, width, f, capacity, enabled);
    }

    /**
     * @param c agents on the link at once, &gt;= 1, or 0 for unlimited
     * @return a new link, otherwise the same; never null
     * @throws IllegalArgumentException when c is negative
     */
    public OffMeshLink withCapacity(int c) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, bidirectional, cost, width, flags, c, enabled);
    }

    /**
     * @param on whether the link starts enabled on a mesh
     * @return a new link, otherwise the same; never null
     */
    public OffMeshLink withEnabled(boolean on) {
        return new OffMeshLink(name, kind, sx, sy, sz, ex, ey, ez, bidirectional, cost, width, flags, capacity, on);
    }

    /**
     * The unique name.
     *
     * @return the name, unique within a mesh's links; not null, not blank
     */
    public String name() { return name; }

    /**
     * The kind.
     *
     * @return the kind; not null
     */
    public LinkKind kind() { return kind; }

    /**
     * Start X as authored, world metres.
     *
     * @return world X, metres, finite (not snapped)
     */
    public float startX() { return sx; }

    /**
     * Start Y as authored, world metres.
     *
     * @return world Y, metres, finite (not snapped)
     */
    public float startY() { return sy; }

    /**
     * Start Z as authored, world metres.
     *
     * @return world Z, metres, finite (not snapped)
     */
    public float startZ() { return sz; }

    /**
     * End X as authored, world metres.
     *
     * @return world X, metres, finite (not snapped)
     */
    public float endX() { return ex; }

    /**
     * End Y as authored, world metres.
     *
     * @return world Y, metres, finite (not snapped)
     */
    public float endY() { return ey; }

    /**
     * End Z as authored, world metres.
     *
     * @return world Z, metres, finite (not snapped)
     */
    public float endZ() { return ez; }

    /**
     * True when the link may be used from its end to its start too.
     *
     * @return whether it is usable both ways (false: from the start to the end only)
     */
    public boolean bidirectional() { return bidirectional; }

    /**
     * Extra cost added to the link's length, &gt;= 0.
     *
     * @return the extra cost, added to the snapped length by {@link OffMeshLinks#traversalCost}; finite, &gt;= 0
     */
    public float cost() { return cost; }

    /**
     * Width, metres.
     *
     * @return the width, metres; finite, &gt; 0
     */
    public float width() { return width; }

    /**
     * Flag bits, not 0.
     *
     * @return the flag bits; not 0
     */
    public int flags() { return flags; }

    /**
     * Agents on the link at once, 0 = unlimited.
     *
     * @return the most agents on the link at once, &gt;= 1, or 0 for unlimited
     */
    public int capacity() { return capacity; }

    /**
     * Whether the link starts enabled.
     *
     * @return the authored state, which a mesh's links start from (see {@link OffMeshLinks#isEnabled})
     */
    public boolean enabled() { return enabled; }

    @Override
    public boolean equals(Object o) {
        return o instanceof OffMeshLink l && name.equals(l.name) && kind == l.kind
                && sx == l.sx && sy == l.sy && sz == l.sz && ex == l.ex && ey == l.ey && ez == l.ez
                && bidirectional == l.bidirectional && cost == l.cost && width == l.width && flags == l.flags
                && capacity == l.capacity && enabled == l.enabled;
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, kind, sx, sy, sz, ex, ey, ez);
    }

    @Override
    public String toString() {
        return "OffMeshLink['" + name + "' " + kind + " (" + sx + ", " + sy + ", " + sz + ") -> (" + ex + ", " + ey
                + ", " + ez + ")" + (bidirectional ? " both ways" : " one-way") + "]";
    }
}
