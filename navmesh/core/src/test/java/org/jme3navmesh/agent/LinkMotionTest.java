package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.LinkKind;
import org.junit.jupiter.api.Test;

class LinkMotionTest {
    private static final float[] LADDER = {0f, 0f, 0f, 0.5f, 3f, 0f};

    @Test
    void aWalkingSpeedThatIsNotPositiveIsRefused() {
        for (float speed : new float[] {0f, -1f, Float.NaN}) {
            assertThatThrownBy(() -> LinkMotion.duration(LinkKind.LADDER, LADDER, 0, speed))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("speed");
            assertThatThrownBy(() -> LinkMotion.position(LinkKind.LADDER, LADDER, 0, 0.1f, 1f, speed, new float[3]))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("speed");
        }
    }

    @Test
    void aLadderTakesLongerThanWalkingItsLength() {
        float d = LinkMotion.duration(LinkKind.LADDER, LADDER, 0, 1.5f);
        assertThat(d).isFinite().isGreaterThan(3f / 1.5f);
    }
}
