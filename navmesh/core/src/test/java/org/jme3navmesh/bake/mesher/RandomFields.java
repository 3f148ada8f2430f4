package org.jme3navmesh.bake.mesher;

import java.util.Random;

import org.jme3navmesh.bake.WalkableField;

/** Random synthetic terrains with obstacles, holes, cliffs, thin walls, area patches and bridges. */
final class RandomFields {
    private RandomFields() {
    }

    static WalkableField generate(long seed, int width, int depth) {
        return generate(seed, width, depth, 0.3f, 2);
    }

    /** As {@link #generate(long, int, int)} with another cell size (metres) and erosion (cells). */
    static WalkableField generate(long seed, int width, int depth, float cellSize, int erodeCells) {
        Random rnd = new Random(seed);
        float a1 = rnd.nextFloat() * 1.5f, f1 = 0.02f + rnd.nextFloat() * 0.1f;
        float a2 = rnd.nextFloat() * 0.6f, f2 = 0.05f + rnd.nextFloat() * 0.2f;
        float p1 = rnd.nextFloat() * 6f, p2 = rnd.nextFloat() * 6f;
        int boxes = rnd.nextInt(6);
        int[][] box = new int[boxes][5];
        for (int[] b : box) {
            b[0] = rnd.nextInt(width);
            b[1] = rnd.nextInt(depth);
            b[2] = 1 + rnd.nextInt(Math.max(1, width / 4));
            b[3] = 1 + rnd.nextInt(Math.max(1, depth / 4));
            b[4] = rnd.nextInt(2); // 0: hole (no surface), 1: unwalkable surface
        }
        boolean cliff = rnd.nextInt(3) == 0;
        int cliffX = rnd.nextInt(width);
        boolean bridge = rnd.nextInt(2) == 0;
        int bx0 = rnd.nextInt(Math.max(1, width - 6)), bw = 3 + rnd.nextInt(5);
        int bz = depth / 2;
        float deckY = 2.6f + rnd.nextFloat() * 2f;
        float rampRate = 0.05f + rnd.nextFloat() * 0.15f;
        int patches = rnd.nextInt(3);
        int[][] patch = new int[patches][4];
        for (int[] p : patch) {
            p[0] = rnd.nextInt(width);
            p[1] = rnd.nextInt(depth);
            p[2] = 2 + rnd.nextInt(10);
            p[3] = 1 + rnd.nextInt(2);
        }
        SyntheticField.Height ground = (x, z) -> {
            float h = (float) (a1 * Math.sin(x * f1 + p1) * Math.cos(z * f1 * 0.7 + p2) + a2 * Math.sin(z * f2 + x * f2 * 0.3));
            if (cliff && x >= cliffX) {
                h += 1.2f;
            }
            for (int[] b : box) {
                if (b[4] == 0 && x >= b[0] && x < b[0] + b[2] && z >= b[1] && z < b[1] + b[3]) {
                    return Float.NaN;
                }
            }
            return h;
        };
        SyntheticField.Height deck = (x, z) -> {
            if (!bridge || x < bx0 || x >= bx0 + bw) {
                return Float.NaN;
            }
            float d = Math.abs(z - bz) - 4f;
            float g = ground.at(x, z);
            float base = Float.isNaN(g) ? 0f : g;
            float h = d <= 0 ? deckY : deckY - rampRate * d;
            return h - base < 0.05f ? Float.NaN : h;
        };
        SyntheticField sf = new SyntheticField(width, depth, cellSize).origin(-3f, 5f)
                .layer((x, z) -> {
                    float g = ground.at(x, z);
                    float d = deck.at(x, z);
                    // The ground under a low ramp has no headroom.
                    return !Float.isNaN(d) && !Float.isNaN(g) && d - g < 2.2f ? Float.NaN : g;
                })
                .layer(deck)
                .area((x, z, y) -> {
                    for (int[] b : box) {
                        if (b[4] == 1 && x >= b[0] && x < b[0] + b[2] && z >= b[1] && z < b[1] + b[3]) {
                            return WalkableField.UNWALKABLE;
                        }
                    }
                    for (int[] p : patch) {
                        int dx = x - p[0], dz = z - p[1];
                        if (dx * dx + dz * dz < p[2] * p[2]) {
                            return p[3];
                        }
                    }
                    return 0;
                });
        int walls = rnd.nextInt(4);
        for (int i = 0; i < walls; i++) {
            int x = rnd.nextInt(width), z = rnd.nextInt(depth), len = 2 + rnd.nextInt(depth);
            boolean alongZ = rnd.nextBoolean();
            for (int k = 0; k < len; k++) {
                if (alongZ && z + k < depth) {
                    sf.wallPlusX(x, z + k);
                } else if (!alongZ && x + k < width) {
                    sf.wallPlusZ(x + k, z);
                }
            }
        }
        return sf.erode(erodeCells).build();
    }
}
