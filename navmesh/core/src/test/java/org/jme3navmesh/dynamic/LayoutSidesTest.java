package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link LayoutSides} on small layouts: a square cut into two triangles (each directed side once), and the same
 * square with a sliver over one of them, the case replays of the hammer test's writer met on stairs.obj.
 */
class LayoutSidesTest {
    /** Keys 0..3: the square's corners, counter-clockwise in XZ; key -1: a temporary point 5 mm inside side 0-2. */
    private static final int[] KEYS = {0, 1, 2, 3, -1};
    private static final float[] XS = {0f, 4f, 4f, 0f, 2.0035f};
    private static final float[] ZS = {0f, 0f, 4f, 4f, 1.9965f};

    @Test
    void aSquareCutInTwoHasEachDirectedSideOnce() {
        IntBuffer corners = triangles(0, 1, 2, 0, 2, 3);
        assertThat(new LayoutSides().eachOnce(corners)).isTrue();
        assertThat(new LayoutSides().dropOverlaps(corners, areas(2), KEYS, XS, ZS, KEYS.length)).isZero();
        assertThat(corners.size).isEqualTo(6);
    }

    @Test
    void aSliverWithANeighboursDirectedSideIsFoundAndDropped() {
        // The sliver (2, 0, -1) has the side 2 -> 0 that (0, 1, 2) has, and lies on the same side of the diagonal
        // (x > z), over (0, 1, 2).
        IntBuffer corners = triangles(0, 1, 2, 0, 2, 3, 2, 0, -1);
        LayoutSides sides = new LayoutSides();
        assertThat(sides.eachOnce(corners)).isFalse();
        IntBuffer areas = areas(3);
        areas.items[2] = 7;
        assertThat(sides.dropOverlaps(corners, areas, KEYS, XS, ZS, KEYS.length)).isEqualTo(1);
        assertThat(java.util.Arrays.copyOf(corners.items, corners.size)).containsExactly(0, 1, 2, 0, 2, 3);
        assertThat(java.util.Arrays.copyOf(areas.items, areas.size)).containsExactly(0, 0);
        assertThat(sides.eachOnce(corners)).as("the table is cleared between layouts").isTrue();
    }

    @Test
    void theLargerOfTwoIsKeptWhicheverComesFirst() {
        IntBuffer corners = triangles(2, 0, -1, 0, 1, 2, 0, 2, 3);
        assertThat(new LayoutSides().dropOverlaps(corners, areas(3), KEYS, XS, ZS, KEYS.length)).isEqualTo(1);
        assertThat(java.util.Arrays.copyOf(corners.items, corners.size)).containsExactly(0, 1, 2, 0, 2, 3);
    }

    private static IntBuffer triangles(int... keys) {
        IntBuffer b = new IntBuffer();
        for (int k : keys) {
            b.add(k);
        }
        return b;
    }

    private static IntBuffer areas(int n) {
        IntBuffer b = new IntBuffer();
        for (int i = 0; i < n; i++) {
            b.add(0);
        }
        return b;
    }
}
