package org.jme3navmesh.demo;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import javax.imageio.ImageIO;

/**
 * One-off generator of the demo's committed assets (run by hand, not by the test suite):
 * {@code assets/Textures/Terrain/heightmap.png} (16-bit height in red (high byte) and green (low byte),
 * see {@link HeightmapImage}), {@code alphamap.png} (TerrainLighting splat: red grass, green dirt,
 * blue rock) and three small tiling textures.
 *
 * <p>Usage: {@code AssetGenerator [assetsDir]} (default {@code assets}).
 */
public final class AssetGenerator {
    private AssetGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args.length > 0 ? args[0] : "assets").resolve("Textures/Terrain");
        Files.createDirectories(dir);
        int n = LevelLayout.HEIGHTMAP_SIZE;
        BufferedImage hm = new BufferedImage(n, n, BufferedImage.TYPE_INT_RGB);
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                float h = LevelLayout.heightAt(ix - LevelLayout.HALF_SIZE, iz - LevelLayout.HALF_SIZE);
                hm.setRGB(ix, iz, HeightmapImage.encode(h));
            }
        }
        ImageIO.write(hm, "png", dir.resolve("heightmap.png").toFile());

        int a = 256;
        Random rnd = new Random(7);
        float[] noise = valueNoise(a, 16, rnd);
        BufferedImage alpha = new BufferedImage(a, a, BufferedImage.TYPE_INT_ARGB);
        float step = 2 * LevelLayout.HALF_SIZE / a;
        for (int iz = 0; iz < a; iz++) {
            for (int ix = 0; ix < a; ix++) {
                float x = -LevelLayout.HALF_SIZE + (ix + 0.5f) * step;
                float z = -LevelLayout.HALF_SIZE + (iz + 0.5f) * step;
                float gx = (LevelLayout.heightAt(x + 0.5f, z) - LevelLayout.heightAt(x - 0.5f, z));
                float gz = (LevelLayout.heightAt(x, z + 0.5f) - LevelLayout.heightAt(x, z - 0.5f));
                double slope = Math.toDegrees(Math.atan(Math.hypot(gx, gz)));
                float rock = clamp((float) (slope - 28) / 10f);
                float road = Math.abs(x - LevelLayout.ROAD_X) < LevelLayout.ROAD_HALF_WIDTH + 0.5f ? 1f : 0f;
                float path = Math.abs(z - 20) < 2.0f && x > -30 && x < 16 ? 0.8f : 0f;
                float dirt = Math.max(road, Math.max(path, clamp((noise[ix + iz * a] - 0.72f) * 4f)));
                dirt = dirt * (1 - rock);
                float grass = Math.max(0, 1 - rock - dirt);
                int r = Math.round(grass * 255), g = Math.round(dirt * 255), b = Math.round(rock * 255);
                alpha.setRGB(ix, iz, 0xff000000 | r << 16 | g << 8 | b);
            }
        }
        ImageIO.write(alpha, "png", dir.resolve("alphamap.png").toFile());

        writeSky(Path.of(args.length > 0 ? args[0] : "assets").resolve("Textures/Sky"));
        writeTexture(dir.resolve("grass.png"), rnd, new int[]{74, 122, 52}, new int[]{112, 160, 70}, 0.20f);
        writeTexture(dir.resolve("dirt.png"), rnd, new int[]{110, 86, 60}, new int[]{150, 122, 88}, 0.25f);
        writeTexture(dir.resolve("rock.png"), rnd, new int[]{96, 94, 92}, new int[]{150, 146, 140}, 0.35f);
    }

    /** Equirectangular sky: deep blue zenith, pale horizon haze, soft green-grey below the horizon. */
    private static void writeSky(Path dir) throws IOException {
        Files.createDirectories(dir);
        int w = 64, h = 128;
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            float elev = 1f - 2f * (y + 0.5f) / h; // +1 zenith, 0 horizon, -1 nadir
            float r, g, b;
            if (elev >= 0) {
                float t = (float) Math.pow(elev, 0.45);
                r = lerp(0.80f, 0.32f, t);
                g = lerp(0.88f, 0.52f, t);
                b = lerp(0.95f, 0.86f, t);
            } else {
                float t = Math.min(1f, -elev * 6f);
                r = lerp(0.80f, 0.50f, t);
                g = lerp(0.88f, 0.60f, t);
                b = lerp(0.95f, 0.52f, t);
            }
            int rgb = Math.round(r * 255) << 16 | Math.round(g * 255) << 8 | Math.round(b * 255);
            for (int x = 0; x < w; x++) {
                img.setRGB(x, y, rgb);
            }
        }
        ImageIO.write(img, "png", dir.resolve("sky.png").toFile());
    }

    private static float lerp(float a, float b, float t) {
        return a + (b - a) * t;
    }

    private static void writeTexture(Path file, Random rnd, int[] dark, int[] light, float grain) throws IOException {
        int s = 128;
        float[] coarse = valueNoise(s, 8, rnd);
        float[] fine = valueNoise(s, 32, rnd);
        BufferedImage img = new BufferedImage(s, s, BufferedImage.TYPE_INT_RGB);
        for (int i = 0; i < s * s; i++) {
            float t = clamp(coarse[i] * (1 - grain) + fine[i] * grain + (rnd.nextFloat() - 0.5f) * 0.12f);
            int r = Math.round(dark[0] + (light[0] - dark[0]) * t);
            int g = Math.round(dark[1] + (light[1] - dark[1]) * t);
            int b = Math.round(dark[2] + (light[2] - dark[2]) * t);
            img.setRGB(i % s, i / s, r << 16 | g << 8 | b);
        }
        ImageIO.write(img, "png", file.toFile());
    }

    /** Tileable value noise in [0, 1] on an s x s grid with the given number of lattice cells per side. */
    private static float[] valueNoise(int s, int cells, Random rnd) {
        float[] lattice = new float[cells * cells];
        for (int i = 0; i < lattice.length; i++) {
            lattice[i] = rnd.nextFloat();
        }
        float[] out = new float[s * s];
        for (int y = 0; y < s; y++) {
            for (int x = 0; x < s; x++) {
                float fx = (float) x * cells / s, fy = (float) y * cells / s;
                int x0 = (int) fx, y0 = (int) fy;
                float tx = fx - x0, ty = fy - y0;
                tx = tx * tx * (3 - 2 * tx);
                ty = ty * ty * (3 - 2 * ty);
                int x1 = (x0 + 1) % cells, y1 = (y0 + 1) % cells;
                float a = lattice[x0 + y0 * cells], b = lattice[x1 + y0 * cells];
                float c = lattice[x0 + y1 * cells], d = lattice[x1 + y1 * cells];
                out[x + y * s] = (a + (b - a) * tx) * (1 - ty) + (c + (d - c) * tx) * ty;
            }
        }
        return out;
    }

    private static float clamp(float v) {
        return v < 0 ? 0 : (v > 1 ? 1 : v);
    }
}
