package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link IndexedHeap#contains}: right for every id of the range, whatever was pushed, popped or cleared before. */
class IndexedHeapTest {
    @Test
    void aFreshHeapContainsNoId() {
        IndexedHeap h = IndexedHeap.withDecreaseKey(8);
        for (int id = 0; id < 8; id++) {
            assertThat(h.contains(id)).as("id %d, never pushed", id).isFalse();
        }
    }

    @Test
    void idsPushedBeforeAClearAreNotContainedAfterIt() {
        IndexedHeap h = IndexedHeap.withDecreaseKey(8);
        h.push(5, 1.0);
        h.push(2, 2.0);
        h.push(7, 3.0);
        h.clear();
        assertThat(h.contains(5)).as("id 5, pushed before the clear").isFalse();
        h.push(1, 4.0);
        h.push(3, 5.0);
        assertThat(h.contains(2)).as("id 2, pushed before the clear, its old position now held by another id").isFalse();
        assertThat(h.contains(7)).as("id 7, pushed before the clear, its old position past the size").isFalse();
        assertThat(h.contains(1)).isTrue();
        assertThat(h.contains(3)).isTrue();
        h.pop();
        assertThat(h.contains(1)).as("id 1, popped").isFalse();
    }

    /** Random pushes, pops, decrease-keys and clears against a plain membership set, and pops in key order. */
    @Test
    void containsMatchesTheEntriesOverRandomOperations() {
        Random r = new Random(42);
        int n = 40;
        IndexedHeap h = IndexedHeap.withDecreaseKey(n);
        boolean[] in = new boolean[n];
        double[] key = new double[n];
        for (int step = 0; step < 20_000; step++) {
            int op = r.nextInt(20);
            if (op == 0) {
                h.clear();
                Arrays.fill(in, false);
            } else if (op < 6 && !h.isEmpty()) {
                double min = Double.POSITIVE_INFINITY;
                for (int id = 0; id < n; id++) {
                    if (in[id]) {
                        min = Math.min(min, key[id]);
                    }
                }
                int id = h.pop();
                assertThat(in[id]).as("step %d: popped id %d is an entry", step, id).isTrue();
                assertThat(key[id]).as("step %d: popped key", step).isEqualTo(min);
                in[id] = false;
            } else {
                int id = r.nextInt(n);
                if (h.contains(id)) {
                    key[id] -= r.nextInt(5);
                    h.decrease(id, key[id]);
                } else {
                    key[id] = r.nextInt(100);
                    h.push(id, key[id]);
                    in[id] = true;
                }
            }
            for (int id = 0; id < n; id++) {
                assertThat(h.contains(id)).as("step %d: id %d", step, id).isEqualTo(in[id]);
            }
        }
    }
}
