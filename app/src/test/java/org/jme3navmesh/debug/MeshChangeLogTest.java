package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The change log behind the per-tile redraw: unions of changes, and "everything" after a bake or too far back. */
class MeshChangeLogTest {
    @Test
    void changesSinceAVersionAreTheUnionOfTheLaterOnes() {
        MeshChangeLog log = new MeshChangeLog();
        int bake = log.whole();
        int a = log.changed(new int[] {5, 3});
        int b = log.changed(new int[] {3, 9});
        assertThat(log.current()).isEqualTo(b);
        assertThat(log.since(b)).isEmpty();
        assertThat(log.since(a)).containsExactly(3, 9);
        assertThat(log.since(bake)).containsExactly(3, 5, 9);
        assertThat(log.since(bake - 1)).as("before the bake").isNull();
        log.whole();
        assertThat(log.since(b)).as("a new bake").isNull();
    }

    @Test
    void aVersionOlderThanTheLogKeepsIsEverything() {
        MeshChangeLog log = new MeshChangeLog();
        int first = log.whole();
        for (int k = 0; k <= MeshChangeLog.KEEP; k++) {
            log.changed(new int[] {k});
        }
        assertThat(log.since(first)).as("the first change is no longer kept").isNull();
        assertThat(log.since(first + 1)).hasSize(MeshChangeLog.KEEP);
    }
}
