package org.jme3navmesh.demo;

import com.jme3.scene.Spatial;
import org.jme3navmesh.jme.NavTags;

/**
 * Marks parts of the demo level for the bake through jME user data: an area with a travel-cost multiplier, or
 * unwalkable. The keys are the bake's tagging convention ({@link NavTags}).
 */
public final class LevelTags {
    /** User-data key: String area name. */
    public static final String AREA = NavTags.AREA;
    /** User-data key: Float travel-cost multiplier of the area (&gt;= 1). */
    public static final String COST = NavTags.COST;
    /** User-data key: Boolean, false when nothing on this spatial is walkable. */
    public static final String WALKABLE = NavTags.WALKABLE;

    private LevelTags() {
    }

    /**
     * Tags a spatial as an area with a travel-cost multiplier.
     *
     * @param s    the spatial; not null, modified (user data set)
     * @param name the area name; not null, not blank
     * @param cost the travel-cost multiplier; finite, &gt;= 1
     * @throws IllegalArgumentException when name is null or blank, or cost is not a finite number &gt;= 1
     */
    public static void area(Spatial s, String name, float cost) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("area name must not be blank");
        }
        if (!(cost >= 1f) || Float.isInfinite(cost)) {
            throw new IllegalArgumentException("area cost must be a finite number >= 1, got " + cost);
        }
        s.setUserData(AREA, name);
        s.setUserData(COST, cost);
    }

    /**
     * Tags a spatial as unwalkable.
     *
     * @param s the spatial; not null, modified (user data set)
     */
    public static void unwalkable(Spatial s) {
        s.setUserData(WALKABLE, Boolean.FALSE);
    }
}
