package org.jme3navmesh.bake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;

import org.jme3navmesh.mesh.CellGrid;
import org.junit.jupiter.api.Test;

/** The small islands of a block ({@link IslandFilter#smallIslandSpans}) against the whole-field filter. */
class IslandFilterTest {

    /**
     * Random fields of one or two spans per cell, with speckled walkable areas and missing links:
     * for every block, the spans the bounded floods drop are exactly those the whole-field filter
     * makes unwalkable there.
     */
    @Test
    void blocksDropWhatTheWholeFieldDrops() {
        Random rnd = new Random(15);
        int droppedSomewhere = 0;
        for (int round = 0; round < 40; round++) {
            int w = 20 + rnd.nextInt(20), d = 20 + rnd.nextInt(20);
            WalkableField f = randomField(rnd, w, d);
            WalkableField whole = walkableLinksOnly(f);
            IslandFilter.dropSmallIslands(whole);
            int size = 3 + rnd.nextInt(10);
            for (int z0 = 0; z0 < d; z0 += size) {
                for (int x0 = 0; x0 < w; x0 += size) {
                    int[] cells = {x0, z0, Math.min(w, x0 + size), Math.min(d, z0 + size)};
                    int[] expected = new int[f.spanCount()];
                    int n = 0;
                    for (int iz = cells[1]; iz < cells[3]; iz++) {
                        for (int ix = cells[0]; ix < cells[2]; ix++) {
                            int c = ix + iz * w;
                            for (int s = f.cellStart[c]; s < f.cellStart[c + 1]; s++) {
                                if (f.area[s] >= 0 && whole.area[s] < 0) {
                                    expected[n++] = s;
                                }
                            }
                        }
                    }
                    droppedSomewhere += n;
                    assertArrayEquals(Arrays.copyOf(expected, n), IslandFilter.smallIslandSpans(f, cells),
                            "round " + round + ", block " + Arrays.toString(cells));
                }
            }
        }
        assertTrue(droppedSomewhere > 100, "the fields have islands: " + droppedSomewhere);
    }

    /** The field with only its links between two walkable spans. */
    private static WalkableField walkableLinksOnly(WalkableField f) {
        WalkableField out = f.copyAreasAndLinks();
        for (int s = 0; s < out.spanCount(); s++) {
            for (int dir = 0; dir < 4; dir++) {
                int u = out.neighbour[4 * s + dir];
                if (u >= 0 && (out.area[s] < 0 || out.area[u] < 0)) {
                    out.neighbour[4 * s + dir] = -1;
                }
            }
        }
        return out;
    }

    /**
     * One span per cell, two in some; walkable at random; links between the spans of the same
     * layer of neighbouring cells, walkable or not, some missing (as an eroded field whose areas
     * were set without cutting its links).
     */
    private static WalkableField randomField(Random rnd, int w, int d) {
        int[] start = new int[w * d + 1];
        for (int c = 0; c < w * d; c++) {
            start[c + 1] = start[c] + (rnd.nextInt(8) == 0 ? 2 : 1);
        }
        int n = start[w * d];
        float[] y = new float[n];
        int[] area = new int[n];
        for (int s = 0; s < n; s++) {
            area[s] = rnd.nextInt(100) < 58 ? 0 : WalkableField.UNWALKABLE;
        }
        int[] nb = new int[4 * n];
        Arrays.fill(nb, -1);
        for (int iz = 0; iz < d; iz++) {
            for (int ix = 0; ix < w; ix++) {
                int c = ix + iz * w;
                for (int dir = 0; dir < 4; dir++) {
                    int nx = ix + WalkableField.DX[dir], nz = iz + WalkableField.DZ[dir];
                    if (nx < 0 || nz < 0 || nx >= w || nz >= d || dir >= 2) {
                        continue; // each pair of cells once: towards -X and towards +Z
                    }
                    int o = nx + nz * w;
                    int layers = Math.min(start[c + 1] - start[c], start[o + 1] - start[o]);
                    for (int k = 0; k < layers; k++) {
                        int s = start[c] + k, u = start[o] + k;
                        if (rnd.nextInt(10) != 0) {
                            nb[4 * s + dir] = u;
                            nb[4 * u + WalkableField.OPPOSITE[dir]] = s;
                        }
                    }
                }
            }
        }
        CellGrid grid = new CellGrid(0f, 0f, 0.3f, 0, 0, w, d);
        return new WalkableField(grid, start, y, new float[n], area, nb);
    }
}
