package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.bounding.BoundingBox;
import com.jme3.material.Material;
import com.jme3.math.ColorRGBA;
import com.jme3.scene.Geometry;
import com.jme3.scene.Spatial;

/**
 * The flat, unshaded look of a crowd scenario's scene seen from above: geometries whose top is within
 * {@value #FLOOR_TOP} m of the lowest top are floor (dark slate, {@link #FLOOR_RGB}); the others are walls (light
 * grey, {@link #WALL_RGB}). Unshaded, so the colours in a screenshot are exactly these.
 */
public final class ScenarioLook {
    /** Floor colour, packed 0xRRGGBB. */
    public static final int FLOOR_RGB = 0x30343c;
    /** Wall colour, packed 0xRRGGBB. */
    public static final int WALL_RGB = 0xc8c8be;
    /** Geometries whose top is at most this much above the lowest top are floor, metres. */
    static final float FLOOR_TOP = 0.5f;

    private ScenarioLook() {
    }

    /**
     * Gives every geometry under {@code scene} the floor or the wall material.
     *
     * @param assets loads the material definition; not null
     * @param scene  the scene; modified (materials replaced, geometric state updated)
     */
    public static void apply(AssetManager assets, Spatial scene) {
        scene.updateGeometricState();
        float[] lowestTop = {Float.POSITIVE_INFINITY};
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                lowestTop[0] = Math.min(lowestTop[0], top(g));
            }
        });
        Material floor = unshaded(assets, FLOOR_RGB), wall = unshaded(assets, WALL_RGB);
        scene.depthFirstTraversal(s -> {
            if (s instanceof Geometry g) {
                g.setMaterial(top(g) <= lowestTop[0] + FLOOR_TOP ? floor : wall);
            }
        });
    }

    private static float top(Geometry g) {
        BoundingBox box = (BoundingBox) new BoundingBox().merge(g.getWorldBound());
        return box.getCenter().y + box.getYExtent();
    }

    private static Material unshaded(AssetManager assets, int rgb) {
        Material m = new Material(assets, "Common/MatDefs/Misc/Unshaded.j3md");
        m.setColor("Color", AgentColors.of(rgb));
        return m;
    }
}
