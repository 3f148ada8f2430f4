package org.jme3navmesh.bake;

import java.util.Objects;

/**
 * What a piece of scene geometry means to the navmesh: the walkable area it belongs to and its
 * travel-cost multiplier, or that it is not walkable at all (water, say).
 *
 * <p>A bake reads the tag of every physics body from its user object
 * ({@code PhysicsCollisionObject.getUserObject()}); bodies without a tag are {@link #GROUND}.
 * Unwalkable geometry still blocks (it is solid), it only never becomes walkable surface.
 *
 * @param area     area name; not null, not blank; ignored when not walkable
 * @param cost     travel-cost multiplier (dimensionless); finite and &gt; 0
 * @param walkable false for geometry agents must never stand on
 */
public record SurfaceTag(String area, float cost, boolean walkable) {
    /** Default walkable ground, cost 1. */
    public static final SurfaceTag GROUND = new SurfaceTag("ground", 1f, true);
    /** Solid geometry that is never walkable. */
    public static final SurfaceTag UNWALKABLE = new SurfaceTag("unwalkable", 1f, false);

    /**
     * Validates the fields; throws {@link IllegalArgumentException} naming the problem.
     *
     * @param area     area name; not null, not blank
     * @param cost     travel-cost multiplier (dimensionless); finite and &gt; 0
     * @param walkable false for geometry agents must never stand on
     * @throws NullPointerException     when area is null
     * @throws IllegalArgumentException when area is blank or cost is not finite and &gt; 0
     */
    public SurfaceTag {
        Objects.requireNonNull(area, "area");
        if (area.isBlank()) {
            throw new IllegalArgumentException("area name must not be blank");
        }
        if (!Float.isFinite(cost) || cost <= 0f) {
            throw new IllegalArgumentException("cost of area '" + area + "' must be finite and > 0, got " + cost);
        }
    }

    /** Travel-cost multiplier of the "mud" area in the naming convention. */
    public static final float MUD_COST = 3.0f;

    /**
     * The naming convention for scenes that can't carry tags (OBJ files): names containing
     * {@code water}, {@code pond}, {@code lake} or {@code lava} are unwalkable, {@code mud} is area
     * "mud" with cost {@value #MUD_COST}, {@code road} is area "road" with cost 1. Case-insensitive.
     *
     * @param name an object or group name; may be null
     * @return the convention's tag, or null when the name means nothing special
     */
    public static SurfaceTag fromName(String name) {
        if (name == null) {
            return null;
        }
        String n = name.toLowerCase(java.util.Locale.ROOT);
        if (n.contains("water") || n.contains("pond") || n.contains("lake") || n.contains("lava")) {
            return UNWALKABLE;
        }
        if (n.contains("mud")) {
            return area("mud", MUD_COST);
        }
        if (n.contains("road")) {
            return area("road", 1f);
        }
        return null;
    }

    /**
     * A walkable area with the given name and cost multiplier.
     *
     * @param name area name; not null, not blank
     * @param cost travel-cost multiplier (dimensionless); finite and &gt; 0
     * @return a new tag; never null
     * @throws NullPointerException     when name is null
     * @throws IllegalArgumentException when name is blank or cost is not finite and &gt; 0
     */
    public static SurfaceTag area(String name, float cost) {
        return new SurfaceTag(name, cost, true);
    }
}
