package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AgentGridTest {
    @Test
    void neighbourQueriesMatchBruteForce() {
        SplittableRandom rnd = new SplittableRandom(7);
        int n = 2000;
        float[] x = new float[n + 10], z = new float[n + 10];
        int[] ids = new int[n];
        for (int k = 0; k < n; k++) {
            int i = k + 5; // ids need not be dense from 0
            ids[k] = i;
            x[i] = (float) rnd.nextDouble(-50, 50);
            z[i] = (float) rnd.nextDouble(-50, 50);
        }
        AgentGrid g = new AgentGrid();
        float cell = 1.3f;
        for (int round = 0; round < 2; round++) { // rebuilding reuses the arrays
            g.build(ids, n, x, z, cell, n + 10);
            for (int q = 0; q < 200; q++) {
                float qx = (float) rnd.nextDouble(-55, 55), qz = (float) rnd.nextDouble(-55, 55);
                List<Integer> got = new ArrayList<>();
                g.forNeighbours(qx, qz, got::add);
                List<Integer> want = new ArrayList<>();
                for (int i : ids) {
                    if (Math.abs(Math.floor(x[i] / cell) - Math.floor(qx / cell)) <= 1
                            && Math.abs(Math.floor(z[i] / cell) - Math.floor(qz / cell)) <= 1) {
                        want.add(i);
                    }
                }
                assertThat(got).containsExactlyInAnyOrderElementsOf(want);
                for (int i : want) { // everything within one cell of the point is among them
                    assertThat(Math.abs(x[i] - qx) <= 2 * cell).isTrue();
                }
            }
            for (int k = 0; k < n; k++) {
                x[ids[k]] += 3f;
            }
        }
    }

    @Test
    void nearestListsMatchBruteForceOnEveryNumberOfThreads() {
        // Positions on a 0.25 m lattice, so that many distances tie exactly; heights in two layers 3 m apart.
        nearestListsMatchBruteForce(160, 5);
    }

    @Test
    void nearestListsInADenseCrowdMatchBruteForce() {
        // 1500 agents on 20 x 20 m: most agents' lists fill within one cell edge, so the outer ring is skipped.
        nearestListsMatchBruteForce(40, 6);
    }

    private static void nearestListsMatchBruteForce(int halfLattice, long seed) {
        SplittableRandom rnd = new SplittableRandom(seed);
        AgentStore s = new AgentStore(16);
        AgentType t = AgentType.walker();
        for (int k = 0; k < 1500; k++) {
            float x = 0.25f * rnd.nextInt(-halfLattice, halfLattice), z = 0.25f * rnd.nextInt(-halfLattice, halfLattice);
            s.spawn(t, TypeSnap.filterFor(t), 0, x, rnd.nextInt(4) == 0 ? 3f : 0f, z);
        }
        float range = 6f;
        int max = 10;
        for (int threads = 1; threads <= 3; threads++) {
            try (ChunkPool pool = new ChunkPool(threads)) {
                AgentGrid g = new AgentGrid(pool);
                g.build(s.ids(), s.activeCount, s.px, s.pz, range, s.capacity);
                assertThat(g.nearest(0, range, max, new int[max], new float[max])).as("not prepared").isZero();
                g.prepareNearest(s, range, max);
                int[] ids = new int[max];
                float[] d2 = new float[max];
                for (int i = 0; i < s.high; i++) {
                    List<long[]> want = new ArrayList<>();
                    for (int j = 0; j < s.high; j++) {
                        float ox = s.px[j] - s.px[i], oz = s.pz[j] - s.pz[i];
                        float dd = ox * ox + oz * oz;
                        if (j != i && dd < range * range && Math.abs(s.py[j] - s.py[i]) < t.height()) {
                            want.add(new long[] {Float.floatToIntBits(dd), j});
                        }
                    }
                    want.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
                    int n = g.nearest(i, range, max, ids, d2);
                    assertThat(n).isEqualTo(Math.min(max, want.size()));
                    for (int k = 0; k < n; k++) {
                        assertThat(ids[k]).as("agent %d, neighbour %d", i, k).isEqualTo((int) want.get(k)[1]);
                        assertThat(Float.floatToIntBits(d2[k])).isEqualTo((int) want.get(k)[0]);
                    }
                }
                assertThat(g.nearest(0, range, max + 1, ids, new float[max + 1])).as("another count").isZero();
            }
        }
    }
}
