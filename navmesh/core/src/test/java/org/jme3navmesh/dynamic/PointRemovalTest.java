package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link PointRemoval} on a square laid out piece by piece: the point where a cutting line meets the square's lower
 * edge is a corner of the pieces on both sides of the line, and goes when they form one fan of one area.
 */
class PointRemovalTest {
    /**
     * Keys 0..3: the square's corners, counter-clockwise seen from above (Y up: clockwise with X right and Z up, as the
     * mesh's triangles turn); key -1: the joint at the middle of side 0-1.
     */
    private static final int[] KEYS = {0, 1, 2, 3, -1};
    private static final float[] XS = {0f, 0f, 4f, 4f, 0f};
    private static final float[] ZS = {0f, 4f, 4f, 0f, 2f};

    @Test
    void aJointWhosePiecesFormOneFanOfOneAreaGoes() {
        IntBuffer corners = triangles(0, -1, 3, -1, 1, 2, -1, 2, 3);
        IntBuffer areas = areas(0, 0, 0);
        int removed = new PointRemoval().removeEdgeJoints(corners, areas, new byte[] {RegionTriangulator.DROP_ON_EDGE}, 1,
                KEYS, XS, ZS, KEYS.length);
        assertThat(removed).isEqualTo(1);
        int[] left = Arrays.copyOf(corners.items, corners.size);
        assertThat(left).hasSize(6).doesNotContain(-1).contains(0, 1, 2, 3);
        assertThat(areas.size).isEqualTo(2);
        assertThat(area2(left, 0) + area2(left, 1)).as("the square, twice its area, both turning alike").isEqualTo(-32f);
    }

    @Test
    void aJointBetweenTwoAreasStays() {
        IntBuffer corners = triangles(0, -1, 3, -1, 1, 2, -1, 2, 3);
        IntBuffer areas = areas(0, 5, 5);
        assertThat(new PointRemoval().removeEdgeJoints(corners, areas, new byte[] {RegionTriangulator.DROP_ON_EDGE}, 1,
                KEYS, XS, ZS, KEYS.length)).isZero();
        assertThat(Arrays.copyOf(corners.items, corners.size)).containsExactly(0, -1, 3, -1, 1, 2, -1, 2, 3);
    }

    @Test
    void aPointThatIsNotAJointStays() {
        IntBuffer corners = triangles(0, -1, 3, -1, 1, 2, -1, 2, 3);
        assertThat(new PointRemoval().removeEdgeJoints(corners, areas(0, 0, 0), new byte[] {RegionTriangulator.KEEP}, 1,
                KEYS, XS, ZS, KEYS.length)).isZero();
        assertThat(corners.size).isEqualTo(9);
    }

    /** Twice the signed area (counter-clockwise with X right and Z up positive) of triangle t of the keys. */
    private static float area2(int[] corners, int t) {
        int a = index(corners[3 * t]), b = index(corners[3 * t + 1]), c = index(corners[3 * t + 2]);
        return (XS[b] - XS[a]) * (ZS[c] - ZS[a]) - (ZS[b] - ZS[a]) * (XS[c] - XS[a]);
    }

    private static int index(int key) {
        for (int i = 0; i < KEYS.length; i++) {
            if (KEYS[i] == key) {
                return i;
            }
        }
        throw new IllegalArgumentException("key " + key);
    }

    private static IntBuffer triangles(int... keys) {
        IntBuffer b = new IntBuffer();
        for (int k : keys) {
            b.add(k);
        }
        return b;
    }

    private static IntBuffer areas(int... ids) {
        return triangles(ids);
    }
}
