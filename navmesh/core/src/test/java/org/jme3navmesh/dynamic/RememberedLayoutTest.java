package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A carver that takes over the pieces of a parent's last layout ({@link LaidPieces}) publishes the
 * same versions as one that lays every parent out from scratch: large base triangles, so each parent
 * holds many footprints, added, moved and removed in random order (holes and areas).
 */
class RememberedLayoutTest {
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void rememberedLayoutsGiveTheSameVersions(long seed) {
        NavMesh base = TestMeshes.gridAt(AreaTable.defaults().with("mud", 3f), 0f, 0f, 3, 3, 12f, 1f);
        DynamicNavMesh remembered = new DynamicNavMesh(base, 0.4f, true);
        DynamicNavMesh fresh = new DynamicNavMesh(base, 0.4f, false);
        Random rnd = new Random(seed);
        List<ObstacleHandle[]> live = new ArrayList<>();
        int compared = 0;
        for (int step = 0; step < 90; step++) {
            int what = rnd.nextInt(10);
            if (what < 6 || live.isEmpty()) {
                ObstacleShape s = shape(rnd);
                int area = rnd.nextInt(5) == 0 ? 1 : -1;
                live.add(new ObstacleHandle[] {remembered.add(s, area), fresh.add(s, area)});
            } else if (what < 8) {
                ObstacleHandle[] h = live.get(rnd.nextInt(live.size()));
                ObstacleShape s = shape(rnd);
                remembered.move(h[0], s);
                fresh.move(h[1], s);
            } else {
                ObstacleHandle[] h = live.remove(rnd.nextInt(live.size()));
                remembered.remove(h[0]);
                fresh.remove(h[1]);
            }
            remembered.update(1e6);
            fresh.update(1e6);
            assertSame(remembered.current(), fresh.current(), "seed " + seed + " step " + step);
            compared++;
        }
        assertThat(compared).isEqualTo(90);
        assertThat(remembered.current().triangleCount()).as("the parents were carved into many pieces")
                .isGreaterThan(4 * base.triangleCount());
    }

    private static ObstacleShape shape(Random rnd) {
        float x = 1 + rnd.nextFloat() * 34, z = 1 + rnd.nextFloat() * 34;
        return rnd.nextBoolean() ? ObstacleShape.cylinder(x, 0f, z, 0.3f + rnd.nextFloat(), 2f)
                : ObstacleShape.box(x, 1f, z, 0.3f + rnd.nextFloat(), 1f, 0.3f + rnd.nextFloat(), rnd.nextFloat() * 3);
    }

    private static void assertSame(NavMesh a, NavMesh b, String where) {
        assertThat(a.vertexArray()).as(where + ": vertices").isEqualTo(b.vertexArray());
        assertThat(a.triangleArray()).as(where + ": corners").isEqualTo(b.triangleArray());
        assertThat(links(a)).as(where + ": neighbours and areas").isEqualTo(links(b));
    }

    /** Each triangle's three neighbours and its area. */
    private static int[] links(NavMesh m) {
        int[] out = new int[4 * m.triangleCount()];
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                out[4 * t + e] = m.neighbour(t, e);
            }
            out[4 * t + 3] = m.area(t);
        }
        return out;
    }
}
