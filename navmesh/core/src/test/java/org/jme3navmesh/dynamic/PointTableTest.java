package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link PointTable} against a {@link HashMap}: random puts and removals of points with few
 * distinct coordinates (long probe runs, removals from their middle, growth), then every point
 * looked up.
 */
class PointTableTest {
    @Test
    void findsWhatAHashMapFinds() {
        Random r = new Random(15);
        PointTable table = new PointTable();
        Map<List<Integer>, int[]> ref = new HashMap<>();
        List<int[]> live = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            if (live.isEmpty() || r.nextInt(5) < 3) {
                int lo = r.nextInt(4) - 2, hi = r.nextBoolean() ? lo : lo + 1 + r.nextInt(3);
                int x = Float.floatToIntBits(r.nextInt(8) * 0.25f), z = Float.floatToIntBits(r.nextInt(8) * 0.25f);
                List<Integer> key = List.of(lo, hi, x, z);
                if (ref.containsKey(key)) {
                    assertThat(table.get(lo, hi, x, z)).isSameAs(ref.get(key));
                    continue;
                }
                assertThat(table.get(lo, hi, x, z)).isNull();
                int[] e = {step, 1, lo, hi, x, z};
                table.put(e);
                ref.put(key, e);
                live.add(e);
            } else {
                int[] e = live.remove(r.nextInt(live.size()));
                table.remove(e);
                ref.remove(List.of(e[2], e[3], e[4], e[5]));
                assertThat(table.get(e[2], e[3], e[4], e[5])).isNull();
            }
            assertThat(table.size()).isEqualTo(ref.size());
        }
        for (int[] e : live) {
            assertThat(table.get(e[2], e[3], e[4], e[5])).isSameAs(e);
        }
        table.clear();
        assertThat(table.size()).isZero();
        for (int[] e : live) {
            assertThat(table.get(e[2], e[3], e[4], e[5])).isNull();
        }
    }
}
