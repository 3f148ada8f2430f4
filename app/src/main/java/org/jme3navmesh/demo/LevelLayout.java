package org.jme3navmesh.demo;

/**
 * The demo level's layout: terrain size and the analytic height field that the committed heightmap
 * {@code assets/Textures/Terrain/heightmap.png} was generated from.
 *
 * <p>World space, Y up, metres. The terrain is centred on the origin and spans
 * [-{@link #HALF_SIZE}, {@link #HALF_SIZE}] on X and Z. The regions:
 * <ul>
 *   <li>north-west: rolling hills (slopes up to about 20 degrees);</li>
 *   <li>east: a steep ridge (sides about 60 degrees, unwalkable) with a walkable crest;</li>
 *   <li>a road sunk 3 m into a trench along x = {@link #ROAD_X}, gently ramped at both ends,
 *       crossed by a bridge at z = {@link #BRIDGE_Z};</li>
 *   <li>west: a pond in a shallow bowl around ({@link #POND_X}, {@link #POND_Z}).</li>
 * </ul>
 * The flat ground elsewhere lies at {@link #GROUND} metres and carries the village, the maze corner,
 * the ramps and the stairs placed by {@link DemoLevel}.
 */
public final class LevelLayout {
    /** Heightmap resolution in samples per side (2^n + 1, as TerrainQuad requires). */
    public static final int HEIGHTMAP_SIZE = 129;
    /** Half the terrain's side length, metres (one heightmap sample per metre). */
    public static final float HALF_SIZE = (HEIGHTMAP_SIZE - 1) / 2f;
    /** Height encoded by the heightmap's full 16-bit range, metres. */
    public static final float MAX_HEIGHT = 32f;
    /** Height of the flat ground, metres. */
    public static final float GROUND = 3f;
    /** X of the road's centre line. */
    public static final float ROAD_X = 24f;
    /** Half the width of the trench floor (the road), metres. */
    public static final float ROAD_HALF_WIDTH = 3.5f;
    /** Z of the bridge over the road. */
    public static final float BRIDGE_Z = -6f;
    /** X of the pond's centre, world metres. */
    public static final float POND_X = -42f;
    /** Z of the pond's centre, world metres. */
    public static final float POND_Z = 6f;
    /** Radius of the pond's bowl, metres. */
    public static final float POND_RADIUS = 9f;
    /** Height of the pond's water surface, metres. */
    public static final float POND_WATER = GROUND - 0.6f;

    private LevelLayout() {
    }

    /**
     * Terrain height at a world point; defined for any x, z (clamped by callers to the terrain).
     *
     * @param x world X, metres; finite
     * @param z world Z, metres; finite
     * @return the height (world Y), metres
     */
    public static float heightAt(float x, float z) {
        double h = GROUND;
        // rolling hills, north-west
        double wHills = smooth(-8, -24, x) * smooth(-8, -24, z);
        h += wHills * (1.6 * (1 + Math.sin(x * 0.16 + 0.7)) + 1.3 * (1 + Math.cos(z * 0.13 + 0.4))
                + 0.9 * Math.sin((x + z) * 0.09));
        // steep ridge, east: crest 4 m wide, sides 60 degrees
        double ridgeX = 50 + 3 * Math.sin(z * 0.06);
        double dx = Math.abs(x - ridgeX);
        double across = clamp((7.0 - dx) / 5.0, 0, 1);
        double along = clamp((40.0 - Math.abs(z + 10)) / 6.0, 0, 1);
        double ridge = 9.0 * Math.min(across, along);
        // sunken road along x = ROAD_X
        double dRoad = Math.abs(x - ROAD_X);
        double trenchAcross = clamp((dRoad - ROAD_HALF_WIDTH) / 1.6, 0, 1);
        double trenchAlong = clamp((Math.abs(z) - 26) / 22.0, 0, 1);
        double depth = 3.0 * (1 - trenchAcross) * (1 - trenchAlong);
        h -= depth;
        // pond bowl, west
        double r = Math.hypot(x - POND_X, z - POND_Z);
        double bowl = clamp(1 - r / POND_RADIUS, 0, 1);
        h -= 1.5 * bowl * bowl * (3 - 2 * bowl);
        h = Math.max(h, h + ridge * (1 - wHills));
        return (float) h;
    }

    private static double smooth(double from, double to, double v) {
        double t = clamp((v - from) / (to - from), 0, 1);
        return t * t * (3 - 2 * t);
    }

    private static double clamp(double v, double lo, double hi) {
        return v < lo ? lo : (v > hi ? hi : v);
    }
}
