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
}
