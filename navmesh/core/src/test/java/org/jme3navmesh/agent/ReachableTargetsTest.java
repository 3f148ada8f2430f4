package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class ReachableTargetsTest {
    @Test
    void slopeLimitSplitsTheMeshIntoIslands() {
        NavMesh strip = SurfaceWalkerTest.strip(30f); // cells x 0..1, 1..2 (30 deg), 2..3
        ReachableTargets walker = ReachableTargets.forMaxSlope(strip, 45f);
        ReachableTargets heavy = ReachableTargets.forMaxSlope(strip, 20f);
        assertThat(walker.islandCount()).isEqualTo(1);
        assertThat(heavy.islandCount()).isEqualTo(2);
        int left = strip.findTriangle(0.5f, 0f, 0.5f, 1f, 1f);
        int middle = strip.findTriangle(1.5f, 0f, 0.5f, 1f, 1f);
        int right = strip.findTriangle(2.5f, 0f, 0.5f, 1f, 1f);
        assertThat(walker.reachable(left, right)).isTrue();
        assertThat(heavy.reachable(left, right)).isFalse();
        assertThat(heavy.island(middle)).isEqualTo(-1);
        assertThat(heavy.islandArea(heavy.island(left))).isCloseTo(1.0, within(1e-6));

        SplittableRandom rnd = new SplittableRandom(3);
        float[] p = new float[3];
        for (int k = 0; k < 500; k++) {
            int t = heavy.randomPoint(left, rnd, p);
            assertThat(heavy.island(t)).isEqualTo(heavy.island(left));
            assertThat(p[0]).isBetween(0f, 1f);
            assertThat(strip.containsXZ(t, p[0], p[2])).isTrue();
        }
        assertThat(heavy.randomPoint(middle, rnd, p)).isEqualTo(-1);
    }

    @Test
    void pointsAreUniformByArea() {
        // 10 x 10 grid; the left half (x < 5) holds half the area whatever the triangle layout.
        NavMesh grid = TestMeshes.grid(10, 10, 1f, 0f);
        ReachableTargets rt = ReachableTargets.forMaxSlope(grid, 45f);
        SplittableRandom rnd = new SplittableRandom(11);
        float[] p = new float[3];
        int left = 0, n = 20000;
        for (int k = 0; k < n; k++) {
            rt.randomPoint(rnd, p);
            if (p[0] < 5f) {
                left++;
            }
        }
        assertThat(left / (double) n).isCloseTo(0.5, within(0.02));
    }

    @Test
    void separateComponentsAreSeparateIslands() {
        // Column x = 5 removed entirely: two halves.
        int[] holes = new int[10];
        for (int z = 0; z < 10; z++) {
            holes[z] = 5 + 10 * z;
        }
        NavMesh grid = TestMeshes.grid(10, 10, 1f, 0f, holes);
        ReachableTargets rt = ReachableTargets.forMaxSlope(grid, 45f);
        assertThat(rt.islandCount()).isEqualTo(2);
        int a = grid.findTriangle(1f, 0f, 1f, 1f, 1f), b = grid.findTriangle(8f, 0f, 1f, 1f, 1f);
        assertThat(rt.reachable(a, b)).isFalse();
        SplittableRandom rnd = new SplittableRandom(5);
        float[] p = new float[3];
        for (int k = 0; k < 200; k++) {
            rt.randomPoint(b, rnd, p);
            assertThat(p[0]).isGreaterThanOrEqualTo(6f);
        }
        assertThat(rt.randomPointOnLargestIsland(rnd, p)).isNotNegative(); // larger half: x 0..5
        assertThat(p[0]).isLessThanOrEqualTo(5f);
    }

    @Test
    void aNaNSlopeLimitIsRefused() {
        NavMesh strip = SurfaceWalkerTest.strip(30f);
        assertThatThrownBy(() -> ReachableTargets.forMaxSlope(strip, Float.NaN))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxSlopeDeg").hasMessageContaining("NaN");
        int left = strip.findTriangle(0.5f, 0f, 0.5f, 1f, 1f);
        assertThatThrownBy(() -> new WanderSampler(strip).randomPoint(left, 0.5f, 0.5f, Float.NaN, 2f,
                new SplittableRandom(1), new float[3]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("maxSlopeDeg").hasMessageContaining("NaN");
    }
}
