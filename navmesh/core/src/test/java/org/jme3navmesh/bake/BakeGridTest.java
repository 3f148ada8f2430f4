package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BakeGridTest {
    @Test
    void aBakeGridNeedsACellSizeAndSixBounds() {
        float[] bounds = {0f, 0f, 0f, 10f, 1f, 10f};
        for (float bad : new float[] {0f, -0.3f, Float.NaN, Float.POSITIVE_INFINITY}) {
            assertThatThrownBy(() -> BakeGrid.covering(bounds, bad))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("cell size");
        }
        assertThatThrownBy(() -> BakeGrid.covering(new float[] {0f, 0f, 10f, 10f}, 0.3f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("got 4 numbers");
        assertThat(BakeGrid.covering(bounds, 0.5f).cells().width()).isEqualTo(20);
    }
}
