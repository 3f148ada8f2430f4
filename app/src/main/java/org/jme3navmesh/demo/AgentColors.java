package org.jme3navmesh.demo;

import com.jme3.math.ColorRGBA;

/**
 * Agent state colours. The facing indicator and the ring under each agent are drawn unshaded in exactly these
 * colours (so a screenshot test can count them); the body is lit in the same hue.
 * <ul>
 *   <li>idle: pure yellow (255, 255, 0)</li>
 *   <li>moving: pure green (0, 255, 0)</li>
 *   <li>arrived: pure blue (0, 0, 255)</li>
 *   <li>stuck: pure red (255, 0, 0)</li>
 *   <li>unreachable: purple (128, 0, 255)</li>
 * </ul>
 * Selected agents get a white ring.
 */
public final class AgentColors {
    /** Idle: yellow, packed 0xRRGGBB. */
    public static final int IDLE_RGB = 0xffff00;
    /** Moving: green, packed 0xRRGGBB. */
    public static final int MOVING_RGB = 0x00ff00;
    /** Arrived: blue, packed 0xRRGGBB. */
    public static final int ARRIVED_RGB = 0x0000ff;
    /** Stuck: red, packed 0xRRGGBB. */
    public static final int STUCK_RGB = 0xff0000;
    /** Unreachable target: purple, packed 0xRRGGBB. */
    public static final int UNREACHABLE_RGB = 0x8000ff;
    /** Every state colour, packed 0xRRGGBB. */
    public static final int[] STATE_RGB = {IDLE_RGB, MOVING_RGB, ARRIVED_RGB, STUCK_RGB, UNREACHABLE_RGB};

    private AgentColors() {
    }

    /**
     * The jME colour of a packed value.
     *
     * @param rgb the colour, packed 0xRRGGBB (higher bits ignored)
     * @return a new colour, alpha 1; not null
     */
    public static ColorRGBA of(int rgb) {
        return new ColorRGBA(((rgb >> 16) & 0xff) / 255f, ((rgb >> 8) & 0xff) / 255f, (rgb & 0xff) / 255f, 1f);
    }
}
