package org.jme3navmesh.jme;

import com.jme3.scene.Spatial;
import java.util.Objects;
import org.jme3navmesh.bake.SurfaceTag;

/**
 * jME user-data keys that tag scene geometry for the navmesh bake, and the naming convention
 * used for scenes that cannot carry user data (OBJ files).
 *
 * <p>Keys (set with {@code spatial.setUserData(key, value)}; inherited from the nearest ancestor
 * that sets them):
 * <ul>
 *   <li>{@link #AREA} (String): area name, e.g. "road", "mud". Default "ground".</li>
 *   <li>{@link #COST} (Float): travel-cost multiplier of the area, &gt; 0. Default 1, or the
 *       convention's cost for a known area name.</li>
 *   <li>{@link #WALKABLE} (Boolean): false marks geometry agents never stand on (water).</li>
 *   <li>{@link #LINK} (String) on a node with two child nodes: an off-mesh link of that kind between them
 *       ({@link #links(Spatial)}; not inherited).</li>
 * </ul>
 *
 * <p>Naming convention ({@link #fromName(String)}), applied only to spatials without explicit
 * tags: a name containing "water", "pond", "lake" or "lava" is unwalkable; one containing "mud"
 * is area "mud" with cost 3.0; "road" is area "road" with cost 1.0. Matching is case-insensitive.
 */
public final class NavTags {
    /** User-data key of the area name (String). */
    public static final String AREA = "navmesh.area";
    /** User-data key of the area's travel-cost multiplier (Float). */
    public static final String COST = "navmesh.cost";
    /** User-data key that marks geometry unwalkable when false (Boolean). */
    public static final String WALKABLE = "navmesh.walkable";

    /** User-data key that makes a node an off-mesh link (String: its kind); see {@link LinkTags}. */
    public static final String LINK = "navmesh.link";
    /** User-data key of a link node: true for a one-way link (Boolean). */
    public static final String LINK_ONE_WAY = "navmesh.link.oneWay";
    /** User-data key of a link node: its extra cost (Float). */
    public static final String LINK_COST = "navmesh.link.cost";
    /** User-data key of a link node: its width, metres (Float). */
    public static final String LINK_WIDTH = "navmesh.link.width";
    /** User-data key of a link node: its flag bits (Integer). */
    public static final String LINK_FLAGS = "navmesh.link.flags";
    /** User-data key of a link node: agents on it at once, 0 = unlimited (Integer). */
    public static final String LINK_CAPACITY = "navmesh.link.capacity";

    /** Cost multiplier of the "mud" convention. */
    public static final float MUD_COST = SurfaceTag.MUD_COST;

    private NavTags() {
    }

    /**
     * The tag of a spatial: its own or inherited user data, else {@link SurfaceTag#GROUND}.
     *
     * @param spatial the spatial whose own or inherited user data is read; not null, unaffected
     * @return the tag; not null
     * @throws IllegalArgumentException when a tag value has the wrong type, or the area name is blank, or the
     *                                  cost is not a finite number &gt; 0
     */
    public static SurfaceTag resolve(Spatial spatial) {
        Objects.requireNonNull(spatial, "spatial");
        Object walkable = inherited(spatial, WALKABLE);
        Object area = inherited(spatial, AREA);
        Object cost = inherited(spatial, COST);
        if (walkable != null && !(walkable instanceof Boolean)) {
            throw new IllegalArgumentException(WALKABLE + " of '" + spatial.getName() + "' must be a Boolean, got " + walkable);
        }
        if (area != null && !(area instanceof String)) {
            throw new IllegalArgumentException(AREA + " of '" + spatial.getName() + "' must be a String, got " + area);
        }
        if (cost != null && !(cost instanceof Number)) {
            throw new IllegalArgumentException(COST + " of '" + spatial.getName() + "' must be a number (a Float), got " + cost);
        }
        if (Boolean.FALSE.equals(walkable)) {
            return SurfaceTag.UNWALKABLE;
        }
        String name = area == null ? SurfaceTag.GROUND.area() : (String) area;
        float c = cost != null ? ((Number) cost).floatValue() : defaultCost(name);
        return new SurfaceTag(name, c, true);
    }

    /**
     * The tag of a physics body from its user object: a {@link SurfaceTag} as set by the demo's
     * {@code org.jme3navmesh.scene.PhysicsSceneBuilder}, or a {@link Spatial} (what jME's
     * {@code RigidBodyControl} stores) whose user data is resolved with {@link #resolve(Spatial)}; anything else is
     * {@link SurfaceTag#GROUND}.
     *
     * @param userObject the body's user object; unaffected; or null for {@link SurfaceTag#GROUND}
     * @return the tag; not null
     * @throws IllegalArgumentException for a spatial whose tags are malformed, as {@link #resolve(Spatial)}
     */
    public static SurfaceTag ofUserObject(Object userObject) {
        if (userObject instanceof SurfaceTag tag) {
            return tag;
        }
        if (userObject instanceof Spatial spatial) {
            return resolve(spatial);
        }
        return SurfaceTag.GROUND;
    }

    /**
     * Tells whether the spatial or an ancestor carries any navmesh area tag ({@link #AREA}, {@link #COST} or
     * {@link #WALKABLE}).
     *
     * @param spatial the spatial; not null, unaffected
     * @return true when the spatial or an ancestor carries one
     */
    public static boolean isTagged(Spatial spatial) {
        Objects.requireNonNull(spatial, "spatial");
        return inherited(spatial, WALKABLE) != null || inherited(spatial, AREA) != null
                || inherited(spatial, COST) != null;
    }

    /**
     * Applies the naming convention to a spatial that has no explicit tags: sets user data on it
     * when its name matches. Modifies the spatial.
     *
     * @param spatial the spatial, tagged by its own name; not null; modified (user data set) when its name matches
     *                and neither it nor an ancestor is tagged
     * @return true when a tag was set
     */
    public static boolean applyNamingConvention(Spatial spatial) {
        if (isTagged(spatial)) {
            return false;
        }
        SurfaceTag tag = fromName(spatial.getName());
        if (tag == null) {
            return false;
        }
        if (!tag.walkable()) {
            spatial.setUserData(WALKABLE, Boolean.FALSE);
        } else {
            spatial.setUserData(AREA, tag.area());
            spatial.setUserData(COST, tag.cost());
        }
        return true;
    }

    /**
     * The convention's tag for an object name, or null when the name means nothing special.
     *
     * @param name an object or group name, matched case-insensitively; or null (then the result is null)
     * @return the convention's tag, or null
     * @see SurfaceTag#fromName(String)
     */
    public static SurfaceTag fromName(String name) {
        return SurfaceTag.fromName(name);
    }

    /**
     * The off-mesh links tagged in a scene ({@link LinkTags#read}).
     *
     * @param root the scene; not null; its world transforms may be updated
     * @return the links, a new list
     * @throws IllegalArgumentException naming the node when a link tag is malformed
     */
    public static java.util.List<org.jme3navmesh.mesh.OffMeshLink> links(Spatial root) {
        return LinkTags.read(root);
    }

    private static float defaultCost(String area) {
        SurfaceTag conv = fromName(area);
        return conv != null && conv.walkable() && conv.area().equals(area) ? conv.cost() : 1f;
    }

    private static Object inherited(Spatial s, String key) {
        for (Spatial p = s; p != null; p = p.getParent()) {
            Object v = p.getUserData(key);
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
