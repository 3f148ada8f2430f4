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

    /** Tags {@code s} (modified) as area {@code name} with travel-cost multiplier {@code cost}. */
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

    /** Tags {@code s} (modified) as unwalkable. */
    public static void unwalkable(Spatial s) {
        s.setUserData(WALKABLE, Boolean.FALSE);
    }
}
