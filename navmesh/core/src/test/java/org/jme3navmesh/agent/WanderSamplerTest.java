package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.junit.jupiter.api.Test;

/** Wander targets: within a walking distance (not a circle), on passable triangles, spread over the reach. */
class WanderSamplerTest {

    /** 20 x 20 unit grid; column x = 10 is a wall from z = 0 to z = 15 (open above it). */
    private static NavMesh walled() {
        int[] holes = new int[15];
        for (int z = 0; z < 15; z++) {
            holes[z] = 10 + z * 20;
        }
        return TestMeshes.grid(20, 20, 1f, 0f, holes);
    }

    @Test
    void everyPointHasAShortestPathNoLongerThanTheReachAndTheyFillIt() {
        NavMesh mesh = walled();
        WanderSampler sampler = new WanderSampler(mesh);
        NavMeshQuery query = new NavMeshQuery(mesh);
        float sx = 8f, sz = 5f, reach = 14f;
        int start = mesh.findTriangle(sx, 0f, sz, 1f, 1f);
        SplittableRandom rnd = new SplittableRandom(7);
        float[] p = new float[3];
        float farthest = 0f;
        int beyondWall = 0;
        for (int k = 0; k < 1000; k++) {
            int t = sampler.randomPoint(start, sx, sz, 45f, reach, rnd, p);
            assertThat(t).isNotNegative();
            assertThat(mesh.containsXZ(t, p[0], p[2])).as("point on its triangle").isTrue();
            PathResult r = query.findPath(sx, 0f, sz, p[0], p[1], p[2]);
            assertThat(r.isFound()).isTrue();
            assertThat(r.length()).as("walk to (%s, %s)", p[0], p[2]).isLessThanOrEqualTo(reach + 1e-3f);
            farthest = Math.max(farthest, r.length());
            if (p[0] > 11f && p[2] < 14f) {
                beyondWall++;
            }
        }
        // Behind the wall is close as the crow flies (from x = 8 to x = 11 is 3 m) but more than 14 m of walking.
        assertThat(beyondWall).isZero();
        assertThat(farthest).as("targets spread over the reach, not clustered at the start").isGreaterThan(0.7f * reach);
    }

    @Test
    void heavyAgentsOnlyGetPointsOnTheirSideOfASteepRamp() {
        NavMesh strip = SurfaceWalkerTest.strip(30f); // cells x 0..1, 1..2 (30 deg), 2..3
        WanderSampler sampler = new WanderSampler(strip);
        int left = strip.findTriangle(0.5f, 0f, 0.5f, 1f, 1f);
        int middle = strip.findTriangle(1.5f, 0f, 0.5f, 1f, 1f);
        SplittableRandom rnd = new SplittableRandom(3);
        float[] p = new float[3];
        for (int k = 0; k < 300; k++) {
            int t = sampler.randomPoint(left, 0.5f, 0.5f, 20f, 10f, rnd, p);
            assertThat(strip.slopeDeg(t)).isLessThanOrEqualTo(20f);
            assertThat(p[0]).isBetween(0f, 1f);
        }
        assertThat(sampler.randomPoint(middle, 1.5f, 0.5f, 20f, 10f, rnd, p)).isEqualTo(-1);
        int walkerOnRight = 0;
        for (int k = 0; k < 300; k++) {
            sampler.randomPoint(left, 0.5f, 0.5f, 45f, 10f, rnd, p);
            walkerOnRight += p[0] > 2f ? 1 : 0;
        }
        assertThat(walkerOnRight).as("a walker may cross the ramp").isPositive();
    }

    @Test
    void aReachSmallerThanTheStartTriangleStillGivesPointsWithinIt() {
        NavMesh big = TestMeshes.grid(2, 2, 10f, 0f);
        WanderSampler sampler = new WanderSampler(big);
        int start = big.findTriangle(5f, 0f, 5f, 1f, 1f);
        SplittableRandom rnd = new SplittableRandom(5);
        float[] p = new float[3];
        for (int k = 0; k < 300; k++) {
            int t = sampler.randomPoint(start, 5f, 5f, 45f, 0.5f, rnd, p);
            assertThat(Math.hypot(p[0] - 5f, p[2] - 5f)).isLessThanOrEqualTo(0.5 + 1e-4);
            assertThat(big.containsXZ(t, p[0], p[2])).isTrue();
        }
    }

    @Test
    void badArgumentsAreRejectedWithClearMessages() {
        NavMesh mesh = TestMeshes.grid(4, 4, 1f, 0f);
        WanderSampler sampler = new WanderSampler(mesh);
        SplittableRandom rnd = new SplittableRandom(1);
        float[] p = new float[3];
        assertThatThrownBy(() -> sampler.randomPoint(-1, 0.5f, 0.5f, 45f, 5f, rnd, p)).hasMessageContaining("triangle -1");
        assertThatThrownBy(() -> sampler.randomPoint(0, Float.NaN, 0.5f, 45f, 5f, rnd, p)).hasMessageContaining("finite");
        assertThatThrownBy(() -> sampler.randomPoint(0, 0.5f, 0.5f, 45f, 0f, rnd, p)).hasMessageContaining("maxDistance");
        assertThatThrownBy(() -> sampler.randomPoint(0, 0.5f, 0.5f, 45f, Float.POSITIVE_INFINITY, rnd, p))
                .hasMessageContaining("maxDistance");
        assertThatThrownBy(() -> sampler.randomPoint(0, 0.5f, 0.5f, 45f, 5f, null, p)).isInstanceOf(NullPointerException.class);
    }
}
