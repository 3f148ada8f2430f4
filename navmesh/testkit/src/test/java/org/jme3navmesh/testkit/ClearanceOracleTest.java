package org.jme3navmesh.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** The radius oracle on an L-shaped corridor, against the tangent-arc-tangent length worked out by hand. */
class ClearanceOracleTest {
    /** The L: [0, 10] x [0, 2] and [8, 10] x [0, 10] in XZ, its reflex corner at (8, 2). */
    static WalkableSurface ell() {
        float[] v = {0, 0, 0, 10, 0, 0, 10, 0, 10, 8, 0, 10, 8, 0, 2, 0, 0, 2};
        int[][] tris = {{0, 4, 5}, {0, 1, 4}, {1, 2, 4}, {4, 2, 3}};
        int[] t = new int[12];
        for (int i = 0; i < 4; i++) {
            int a = tris[i][0], b = tris[i][1], c = tris[i][2];
            // counter-clockwise seen from above: (bz - az)(cx - ax) - (bx - ax)(cz - az) > 0
            double area = (v[3 * b + 2] - v[3 * a + 2]) * (v[3 * c] - v[3 * a]) - (v[3 * b] - v[3 * a]) * (v[3 * c + 2] - v[3 * a + 2]);
            t[3 * i] = a;
            t[3 * i + 1] = area > 0 ? b : c;
            t[3 * i + 2] = area > 0 ? c : b;
        }
        return WalkableSurface.fromTriangles(v, t);
    }

    @Test
    void aDiscWrapsTheCornerOnAnArc() {
        WalkableSurface s = ell();
        double d = 0.5;
        ClearanceOracle o = new ClearanceOracle(s, d);
        assertThat(o.cornerCount()).isEqualTo(1);
        double a = Math.sqrt(50), tau = Math.acos(14.0 / 50), delta = Math.asin(d / a);
        double expected = 2 * Math.sqrt(a * a - d * d) + d * (tau + 2 * delta);
        assertThat(o.shortest(1, 0, 1, 9, 0, 9)).isCloseTo(expected, within(1e-6));
        // Straight along the corridor: the corner's disc is not in the way.
        assertThat(o.shortest(1, 0, 1, 7, 0, 1)).isCloseTo(6.0, within(1e-9));
        // Too wide for the corridor's 2 m: no way round.
        assertThat(new ClearanceOracle(s, 1.2).shortest(1.2, 0, 1, 9, 0, 9)).isInfinite();
        assertThat(o.boundaryDistance(1, 0, 1, 5)).isCloseTo(1.0, within(1e-9));
    }
}
