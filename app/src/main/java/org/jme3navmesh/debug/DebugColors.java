package org.jme3navmesh.debug;

import com.jme3.math.ColorRGBA;

/**
 * Colours of the debug views. The navmesh edge colour is pure cyan, RGB (0, 255, 255), drawn unshaded and opaque,
 * so tests can find it in a screenshot; nothing else in the demo uses it.
 */
public final class DebugColors {
    /** Navmesh triangle edges: pure cyan (0, 255, 255). */
    public static final ColorRGBA EDGE = new ColorRGBA(0f, 1f, 1f, 1f);
    /** Packed 0xRRGGBB value of {@link #EDGE}. */
    public static final int EDGE_RGB = 0x00ffff;
    /** Portals of an agent's corridor: pure magenta. */
    public static final ColorRGBA PORTAL = new ColorRGBA(1f, 0f, 1f, 1f);
    /** Off-mesh links (arcs and arrowheads). */
    public static final ColorRGBA LINK = new ColorRGBA(1f, 0.3f, 0.6f, 1f);
    /** Fill of an agent's corridor triangles: translucent yellow. */
    public static final ColorRGBA CORRIDOR = new ColorRGBA(1f, 0.85f, 0.1f, 0.3f);
    /** Raw path through portal midpoints: orange. */
    public static final ColorRGBA RAW_PATH = new ColorRGBA(1f, 0.55f, 0f, 1f);
    /** Smoothed (funnel) path: white. */
    public static final ColorRGBA SMOOTH_PATH = new ColorRGBA(1f, 1f, 1f, 1f);
    /** Walkable cell sample: green. */
    public static final ColorRGBA WALKABLE = new ColorRGBA(0.1f, 0.9f, 0.2f, 1f);
    /** Unwalkable cell sample: red. */
    public static final ColorRGBA UNWALKABLE = new ColorRGBA(0.95f, 0.1f, 0.1f, 1f);

    private DebugColors() {
    }

    /**
     * A distinct colour for a component (or area) id (golden-ratio hues).
     *
     * @param id    the component or area id; any value
     * @param alpha the opacity, 0 (transparent) to 1 (opaque)
     * @return a new colour; not null
     */
    public static ColorRGBA distinct(int id, float alpha) {
        float h = (id * 0.61803398875f + 0.13f) % 1f;
        return hsv(h, 0.75f, 0.95f, alpha);
    }

    /**
     * Heat-map colour of a slope: 0 degrees blue, through green and yellow, to red at {@code maxDeg} and above.
     *
     * @param slopeDeg the slope, degrees; finite (clamped to [0, maxDeg])
     * @param maxDeg   the slope shown in full red, degrees; finite, &gt; 0
     * @param alpha    the opacity, 0 (transparent) to 1 (opaque)
     * @return a new colour; not null
     */
    public static ColorRGBA heat(float slopeDeg, float maxDeg, float alpha) {
        float t = Math.max(0f, Math.min(1f, slopeDeg / maxDeg));
        return hsv(0.66f * (1f - t), 0.9f, 0.95f, alpha);
    }

    /**
     * HSV to RGBA.
     *
     * @param h     hue, fraction of a turn; finite (wrapped into [0, 1))
     * @param s     saturation, 0 to 1
     * @param v     value (brightness), 0 to 1
     * @param alpha the opacity, 0 (transparent) to 1 (opaque)
     * @return a new colour; not null
     */
    public static ColorRGBA hsv(float h, float s, float v, float alpha) {
        float r, g, b;
        float hh = (h % 1f + 1f) % 1f * 6f;
        int i = (int) hh;
        float f = hh - i, p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f));
        switch (i) {
            case 0 -> { r = v; g = t; b = p; }
            case 1 -> { r = q; g = v; b = p; }
            case 2 -> { r = p; g = v; b = t; }
            case 3 -> { r = p; g = q; b = v; }
            case 4 -> { r = t; g = p; b = v; }
            default -> { r = v; g = p; b = q; }
        }
        return new ColorRGBA(r, g, b, alpha);
    }
}
