package org.jme3navmesh.demo;

import com.jme3.asset.AssetManager;
import com.jme3.asset.TextureKey;
import com.jme3.math.ColorRGBA;
import com.jme3.texture.Image;
import com.jme3.texture.image.ImageRaster;

/**
 * The demo's 16-bit heightmap encoding in an ordinary RGB PNG: height h in [0, MAX_HEIGHT] metres maps to
 * {@code v = round(h / MAX_HEIGHT * 65535)}, with the high byte in red and the low byte in green. This
 * avoids the 0.13 m terraces of an 8-bit grey heightmap, which the slope heat map would show.
 */
public final class HeightmapImage {
    private HeightmapImage() {
    }

    /**
     * Packs a height into a colour.
     *
     * @param metres the height, metres; finite (clamped to [0, {@link LevelLayout#MAX_HEIGHT}])
     * @return the height as 0xRRGGBB (blue 0)
     */
    public static int encode(float metres) {
        float t = Math.max(0f, Math.min(1f, metres / LevelLayout.MAX_HEIGHT));
        int v = Math.round(t * 65535f);
        return (v >> 8) << 16 | (v & 0xff) << 8;
    }

    /**
     * Unpacks a colour written by {@link #encode(float)}.
     *
     * @param rgb the colour, packed 0xRRGGBB (blue and any higher bits ignored)
     * @return the height, metres, in [0, {@link LevelLayout#MAX_HEIGHT}]
     */
    public static float decode(int rgb) {
        int v = ((rgb >> 16) & 0xff) << 8 | ((rgb >> 8) & 0xff);
        return v / 65535f * LevelLayout.MAX_HEIGHT;
    }

    /**
     * Loads a heightmap asset as a square, row-major array of heights in metres: entry
     * {@code iz * size + ix} is the sample in image column ix and row iz (row 0 is the top of the image,
     * which becomes the terrain's -Z edge). This is the layout {@code TerrainQuad} expects.
     *
     * @param assets loads the image; not null
     * @param name   the image's asset path (an RGB PNG encoded by {@link #encode(float)}); not null
     * @return the heights, metres, size &times; size of them; a new array
     * @throws IllegalArgumentException if the image is not square
     */
    public static float[] load(AssetManager assets, String name) {
        TextureKey key = new TextureKey(name, false);
        key.setGenerateMips(false);
        Image img = assets.loadTexture(key).getImage();
        if (img.getWidth() != img.getHeight()) {
            throw new IllegalArgumentException("heightmap " + name + " must be square, got "
                    + img.getWidth() + "x" + img.getHeight());
        }
        int n = img.getWidth();
        ImageRaster raster = ImageRaster.create(img);
        float[] out = new float[n * n];
        ColorRGBA c = new ColorRGBA();
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                raster.getPixel(ix, iz, c);
                int rgb = Math.round(c.r * 255f) << 16 | Math.round(c.g * 255f) << 8;
                out[iz * n + ix] = decode(rgb);
            }
        }
        return out;
    }
}
