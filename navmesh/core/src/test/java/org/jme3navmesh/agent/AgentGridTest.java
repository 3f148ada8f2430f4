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
                assertNearestExact(g, s, range, max);
                assertThat(g.nearest(0, range, max + 1, new int[max + 1], new float[max + 1])).as("another count").isZero();
            }
        }
    }

    @Test
    void nearestListsStayExactAsTheCrowdMoves() {
        // Each list is first sought within the previous list's reach: agents that step further than its slack, jump
        // across the crowd or leave it must still get their exact lists.
        for (int threads = 1; threads <= 2; threads++) {
            SplittableRandom rnd = new SplittableRandom(11);
            AgentStore s = new AgentStore(16);
            AgentType t = AgentType.walker();
            for (int k = 0; k < 1500; k++) {
                s.spawn(t, TypeSnap.filterFor(t), 0, (float) rnd.nextDouble(-12, 12), 0f, (float) rnd.nextDouble(-12, 12));
            }
            float range = 6f;
            int max = 10;
            try (ChunkPool pool = new ChunkPool(threads)) {
                AgentGrid g = new AgentGrid(pool);
                for (int round = 0; round < 6; round++) {
                    g.build(s.ids(), s.activeCount, s.px, s.pz, range, s.capacity);
                    g.prepareNearest(s, range, max);
                    assertNearestExact(g, s, range, max);
                    for (int i = 0; i < s.high; i++) {
                        if (rnd.nextInt(20) == 0) {
                            s.px[i] = (float) rnd.nextDouble(-30, 30); // a jump, maybe out of the crowd
                            s.pz[i] = (float) rnd.nextDouble(-30, 30);
                        } else {
                            s.px[i] += (float) rnd.nextDouble(-0.4, 0.4);
                            s.pz[i] += (float) rnd.nextDouble(-0.4, 0.4);
                        }
                    }
                }
            }
        }
    }

    @Test
    void nearestListsListedChunkByChunkInTheGridsOrderMatchBruteForce() {
        // The planning lists each chunk of the cell-sorted agents just before it plans them: the order holds every
        // agent once, and lists made chunk by chunk, in any order of the chunks, are the exact ones.
        SplittableRandom rnd = new SplittableRandom(13);
        AgentStore s = new AgentStore(16);
        AgentType t = AgentType.walker();
        for (int k = 0; k < 700; k++) {
            s.spawn(t, TypeSnap.filterFor(t), 0, (float) rnd.nextDouble(-40, 10), 0f, (float) rnd.nextDouble(-5, 25));
        }
        try (ChunkPool pool = new ChunkPool(2)) {
            AgentGrid g = new AgentGrid(pool);
            for (int round = 0; round < 3; round++) {
                g.build(s.ids(), s.activeCount, s.px, s.pz, 6f, s.capacity);
                g.sortNearest(s, 6f, 10);
                int[] order = g.order();
                boolean[] seen = new boolean[s.high];
                for (int k = 0; k < s.activeCount; k++) {
                    assertThat(seen[order[k]]).as("agent %d twice in the order", order[k]).isFalse();
                    seen[order[k]] = true;
                }
                int chunk = 37 + 20 * round;
                for (int from = (s.activeCount - 1) / chunk * chunk; from >= 0; from -= chunk) {
                    g.listNearest(round % 2, from, Math.min(s.activeCount, from + chunk));
                }
                assertNearestExact(g, s, 6f, 10);
                for (int i = 0; i < s.high; i++) {
                    s.px[i] += (float) rnd.nextDouble(-0.5, 0.5);
                    s.pz[i] += (float) rnd.nextDouble(-0.5, 0.5);
                }
            }
        }
    }

    @Test
    void nearestListsOfASmallTightGroupMatchBruteForce() {
        // 45 agents on 3 x 3 m: too few for the block's density radius, so each takes its 44 others as candidates,
        // more than are placed by rank.
        SplittableRandom rnd = new SplittableRandom(12);
        AgentStore s = new AgentStore(16);
        AgentType t = AgentType.walker();
        for (int k = 0; k < 45; k++) {
            s.spawn(t, TypeSnap.filterFor(t), 0, (float) rnd.nextDouble(0, 3), 0f, (float) rnd.nextDouble(0, 3));
        }
        try (ChunkPool pool = new ChunkPool(1)) {
            AgentGrid g = new AgentGrid(pool);
            g.build(s.ids(), s.activeCount, s.px, s.pz, 6f, s.capacity);
            g.prepareNearest(s, 6f, 10);
            assertNearestExact(g, s, 6f, 10);
        }
    }

    /** Every agent's list is the brute-force one: the max nearest within range and half heights, ties by id. */
    private static void assertNearestExact(AgentGrid g, AgentStore s, float range, int max) {
        int[] ids = new int[max];
        float[] d2 = new float[max];
        for (int i = 0; i < s.high; i++) {
            List<long[]> want = new ArrayList<>();
            for (int j = 0; j < s.high; j++) {
                float ox = s.px[j] - s.px[i], oz = s.pz[j] - s.pz[i];
                float dd = ox * ox + oz * oz;
                if (j != i && dd < range * range && Math.abs(s.py[j] - s.py[i]) < s.type[i].height()) {
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
    }
}
