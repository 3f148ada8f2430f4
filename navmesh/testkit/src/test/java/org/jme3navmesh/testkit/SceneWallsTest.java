package org.jme3navmesh.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** What a standing agent hits: walls and low ceilings count, ground and stair risers do not. */
class SceneWallsTest {
    @Test
    void wallsAndLowCeilingsCountGroundAndRisersDoNot() {
        float[] v = {
                // a wall at x = 2, z 0..10, 3 m tall
                2, 0, 0, 2, 3, 0, 2, 3, 10, 2, 0, 10,
                // a ceiling at y 1.5 over x, z in [-1, 1], facing down
                -1, 1.5f, -1, 1, 1.5f, -1, 1, 1.5f, 1, -1, 1.5f, 1,
                // ground at y 0 over x in [-5, 5], z in [-5, 15], facing up
                -5, 0, -5, -5, 0, 15, 5, 0, 15, 5, 0, -5,
                // a 0.3 m riser at x = -1, z 4..6
                -1, 0, 4, -1, 0.3f, 4, -1, 0.3f, 6, -1, 0, 6,
        };
        int[] t = {0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7, 8, 9, 10, 8, 10, 11, 12, 13, 14, 12, 14, 15};
        // make the ceiling face down and the ground face up whatever the quad order
        t = orient(v, t, 1, -1);
        t = orient(v, t, 2, 1);
        SceneWalls w = new SceneWalls(v, t, 0.4, 45);
        assertThat(w.clearance(0, 0, 5, 2, 10)).isCloseTo(2.0, within(1e-6));
        assertThat(w.clearance(0, 0, 0, 2, 10)).isZero();
        assertThat(w.clearance(0, 0, 0, 1.4, 10)).isCloseTo(2.0, within(1e-6)); // a short agent fits under it
        assertThat(w.clearance(-1.5, 0, 5, 2, 0.4)).isCloseTo(0.4, within(1e-9)); // the riser is stepped over
    }

    /** Flips the triangles 2k and 2k + 1 (quad k) so that their normal's Y has the given sign. */
    private static int[] orient(float[] v, int[] t, int quad, int sign) {
        for (int i = 2 * quad; i < 2 * quad + 2; i++) {
            int a = 3 * t[3 * i], b = 3 * t[3 * i + 1], c = 3 * t[3 * i + 2];
            double ny = (v[b + 2] - v[a + 2]) * (v[c] - v[a]) - (v[b] - v[a]) * (v[c + 2] - v[a + 2]);
            if (Math.signum(ny) != sign) {
                int tmp = t[3 * i + 1];
                t[3 * i + 1] = t[3 * i + 2];
                t[3 * i + 2] = tmp;
            }
        }
        return t;
    }
}
