package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

/** The mesh boundary as oriented, linked wall segments. */
class WallSegmentsTest {

    @Test
    void aRectangleHasItsPerimeterAsOneLoopWithTheFloorOnTheRight() {
        NavMesh m = TestMeshes.grid(3, 2, 1f, 0f);
        WallSegments w = new WallSegments(m);
        assertThat(w.count()).isEqualTo(10); // 2 * (3 + 2) unit edges
        for (int i = 0; i < w.count(); i++) {
            // The centre of the floor lies on the right of every segment.
            assertThat(WallSegments.leftOf(w.startX(i), w.startZ(i), w.endX(i), w.endZ(i), 1.5f, 1f)).isNegative();
            int n = w.next(i);
            assertThat(n).isNotNegative();
            assertThat(w.prev(n)).isEqualTo(i);
            assertThat(w.startX(n)).isEqualTo(w.endX(i));
            assertThat(w.startZ(n)).isEqualTo(w.endZ(i));
        }
        // Where a side runs straight on, the corner counts as convex (RVO2's leftOf >= 0 holds with equality); the
        // rectangle's four corners are concave as seen from the obstacle outside it.
        int convex = 0;
        for (int i = 0; i < w.count(); i++) {
            convex += w.convexStart(i) ? 1 : 0;
        }
        assertThat(convex).isEqualTo(6);
    }

    @Test
    void aHoleIsWalledWithTheFloorOutsideIt() {
        // A 3 x 3 grid without its middle cell: the hole's four edges face the floor around it.
        NavMesh m = TestMeshes.grid(3, 3, 1f, 0f, 4);
        WallSegments w = new WallSegments(m);
        assertThat(w.count()).isEqualTo(12 + 4);
        int[] out = new int[16];
        int found = w.near(1.5f, 0f, 1.5f, 0.6f, 2f, out, new int[w.count()], 1);
        assertThat(found).isEqualTo(4); // only the hole's edges are within 0.6 m of its centre
        for (int k = 0; k < found; k++) {
            int i = out[k];
            // Seen from the hole's centre, the floor side is the right: the centre lies on the left.
            assertThat(WallSegments.leftOf(w.startX(i), w.startZ(i), w.endX(i), w.endZ(i), 1.5f, 1.5f)).isPositive();
            assertThat(w.convexStart(i)).isTrue(); // the hole is a convex obstacle
        }
    }

    @Test
    void segmentsOnAnotherFloorAreNotNear() {
        NavMesh m = TestMeshes.grid(3, 3, 1f, 5f);
        WallSegments w = new WallSegments(m);
        int[] out = new int[16];
        assertThat(w.near(1.5f, 0f, 1.5f, 5f, 2f, out, new int[w.count()], 1)).isZero();
        assertThat(w.near(1.5f, 5f, 1.5f, 5f, 2f, out, new int[w.count()], 1)).isEqualTo(12);
    }

    @Test
    void nearFindsExactlyTheSegmentsWithinRangeAtEveryRange() {
        // Holes make inner walls; ranges up to beyond the far dense grid's pad take all three searches.
        NavMesh m = TestMeshes.gridAt(-7.3f, 4.1f, 14, 11, 1.37f, 0f, 16, 17, 30, 45, 46, 47, 60, 101, 120);
        WallSegments w = new WallSegments(m);
        java.util.SplittableRandom rnd = new java.util.SplittableRandom(3);
        int[] out = new int[w.count()];
        int[] mark = new int[w.count()];
        int stamp = 0;
        int nonEmpty = 0;
        for (int q = 0; q < 3000; q++) {
            float x = (float) rnd.nextDouble(-10, 13), z = (float) rnd.nextDouble(1, 22);
            float range = (float) rnd.nextDouble(0.05, WallSegments.FAR_PAD + 1.5);
            int found = w.near(x, 0f, z, range, 2f, out, mark, ++stamp);
            java.util.Set<Integer> got = new java.util.HashSet<>();
            for (int k = 0; k < found; k++) {
                got.add(out[k]);
            }
            java.util.Set<Integer> want = new java.util.HashSet<>();
            for (int i = 0; i < w.count(); i++) {
                if (w.distanceSq(i, x, z) <= range * range) {
                    want.add(i);
                }
            }
            assertThat(found).as("each once").isEqualTo(got.size());
            assertThat(got).as("at (%f, %f), range %f", x, z, range).isEqualTo(want);
            nonEmpty += want.isEmpty() ? 0 : 1;
        }
        assertThat(nonEmpty).isGreaterThan(300);
    }
}
