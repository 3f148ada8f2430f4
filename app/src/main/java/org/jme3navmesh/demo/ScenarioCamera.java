package org.jme3navmesh.demo;

import com.jme3.bounding.BoundingBox;
import com.jme3.math.FastMath;
import com.jme3.math.Vector3f;
import com.jme3.renderer.Camera;

/** A camera straight above an area, looking down with world +X to the right and -Z up the screen, framing it whole. */
public final class ScenarioCamera {
    /** Vertical field of view, degrees. */
    static final float FOV_Y = 40f;
    /** Room left around the area, as a fraction of its size. */
    private static final float MARGIN = 1.04f;

    private ScenarioCamera() {
    }

    /**
     * Places the camera above the centre of the area, high enough that all of its X and Z extent is in view at its
     * lowest level.
     *
     * @param cam  the camera, whose width and height give the aspect ratio; modified
     * @param area the area to frame, world metres; not null, unaffected
     */
    public static void frame(Camera cam, BoundingBox area) {
        Vector3f c = area.getCenter();
        float aspect = cam.getWidth() / (float) cam.getHeight();
        float tan = FastMath.tan(FastMath.DEG_TO_RAD * FOV_Y / 2f);
        float bottom = c.y - area.getYExtent();
        // the whole extent in view at the area's lowest level (higher things look a little larger)
        float distance = Math.max(area.getZExtent(), area.getXExtent() / aspect) * MARGIN / tan
                + 2f * area.getYExtent();
        cam.setFrustumPerspective(FOV_Y, aspect, 0.5f, distance + 10f);
        cam.setLocation(new Vector3f(c.x, bottom + distance, c.z));
        cam.lookAtDirection(new Vector3f(0f, -1f, 0f), new Vector3f(0f, 0f, -1f));
    }
}
