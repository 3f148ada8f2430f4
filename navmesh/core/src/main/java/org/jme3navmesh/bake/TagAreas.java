package org.jme3navmesh.bake;

import org.jme3navmesh.mesh.AreaTable;

/**
 * The area table a set of surface tags makes, and the area id of each tag.
 *
 * @param areas   the default areas plus one per walkable area name of the tags; not null
 * @param tagArea per tag, its area id in {@code areas}, or {@link WalkableField#UNWALKABLE}; not null
 */
record TagAreas(AreaTable areas, int[] tagArea) {
    /**
     * Builds the table: walkable tags add their area (in tag order) or must agree with its cost;
     * a tag may give the default area a new cost when no other tag uses that area.
     *
     * @param tags the tags; not null, unaffected
     * @return the table and the ids
     * @throws IllegalArgumentException when one area is tagged with two costs
     */
    static TagAreas of(SurfaceTag[] tags) {
        AreaTable areas = AreaTable.defaults();
        int[] tagArea = new int[tags.length];
        for (int i = 0; i < tags.length; i++) {
            SurfaceTag tag = tags[i];
            if (!tag.walkable()) {
                tagArea[i] = WalkableField.UNWALKABLE;
                continue;
            }
            int id = areas.idOf(tag.area());
            if (id < 0) {
                areas = areas.with(tag.area(), tag.cost());
                id = areas.idOf(tag.area());
            } else if (areas.cost(id) != tag.cost()) {
                if (id == AreaTable.DEFAULT && !usedBefore(tags, i, tag.area())) {
                    areas = areas.with(tag.area(), tag.cost());
                } else {
                    throw new IllegalArgumentException("area '" + tag.area() + "' is tagged with two costs: "
                            + areas.cost(id) + " and " + tag.cost());
                }
            }
            tagArea[i] = id;
        }
        return new TagAreas(areas, tagArea);
    }

    private static boolean usedBefore(SurfaceTag[] tags, int except, String area) {
        for (int i = 0; i < except; i++) {
            if (tags[i].walkable() && tags[i].area().equals(area)) {
                return true;
            }
        }
        return false;
    }
}
