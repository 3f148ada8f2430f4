package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link PointTable} against a HashMap under random adds, uses and releases (keys crowded into few slots). */
class PointTableTest {
    @Test
    void matchesAHashMap() {
        Random r = new Random(5);
        PointTable table = new PointTable();
        Map<PointKey, int[]> want = new HashMap<>();
        List<PointKey> live = new ArrayList<>();
        int nextVertex = 0;
        for (int step = 0; step < 50_000; step++) {
            if (live.isEmpty() || r.nextInt(3) > 0) {
                PointKey k = PointKey.of(r.nextInt(4), r.nextInt(4), r.nextInt(40) * 0.25f, r.nextInt(40) * 0.25f);
                int s = table.find(k);
                int[] e = want.get(k);
                assertThat(s >= 0).as("found at step %d", step).isEqualTo(e != null);
                if (e == null) {
                    table.add(k, nextVertex);
                    want.put(k, new int[] {nextVertex++, 1});
                    live.add(k);
                } else {
                    assertThat(table.vertex(s)).isEqualTo(e[0]);
                    table.use(s);
                    e[1]++;
                }
            } else {
                PointKey k = live.get(r.nextInt(live.size()));
                int[] e = want.get(k);
                int v = table.release(k);
                if (--e[1] == 0) {
                    assertThat(v).as("last user of %s at step %d", k, step).isEqualTo(e[0]);
                    want.remove(k);
                    live.remove(k);
                } else {
                    assertThat(v).isEqualTo(-1);
                }
            }
        }
        for (Map.Entry<PointKey, int[]> e : want.entrySet()) {
            int s = table.find(e.getKey());
            assertThat(s).isGreaterThanOrEqualTo(0);
            assertThat(table.vertex(s)).isEqualTo(e.getValue()[0]);
        }
    }
}
