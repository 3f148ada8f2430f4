package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** A loaded area table keeps its ids: a repeated or missing name is refused, not merged. */
class AreaTableTest {
    @Test
    void aLoadedTableKeepsItsIds() {
        AreaTable t = AreaTable.of(new String[] {"ground", "mud", "road"}, new float[] {1f, 3f, 0.8f});
        assertThat(t.count()).isEqualTo(3);
        assertThat(t.idOf("road")).isEqualTo(2);
        assertThat(t.cost(1)).isEqualTo(3f);
    }

    @Test
    void aRepeatedNameIsRefusedNotMerged() {
        // Merged, "road" would have moved from id 3 to id 2, and the mesh's triangles of area 3 to no area.
        assertThatThrownBy(() -> AreaTable.of(new String[] {"ground", "mud", "mud", "road"}, new float[] {1f, 3f, 2f, 1f}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("areas 1 and 2")
                .hasMessageContaining("'mud'");
    }

    @Test
    void theFirstNameIsCheckedToo() {
        assertThatThrownBy(() -> AreaTable.of(new String[] {" ", "mud"}, new float[] {1f, 3f}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("area 0 has no name");
        assertThatThrownBy(() -> AreaTable.of(new String[] {null}, new float[] {1f}))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("area 0 has no name");
    }

    @Test
    void aNullNameIsRefused() {
        AreaTable t = AreaTable.defaults();
        assertThatThrownBy(() -> t.idOf(null)).isInstanceOf(NullPointerException.class).hasMessageContaining("name");
    }
}
