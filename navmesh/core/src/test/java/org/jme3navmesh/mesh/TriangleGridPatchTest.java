package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.junit.jupiter.api.Test;

/** The spatial index a mesh version derives from the previous one equals the index built from scratch. */
class TriangleGridPatchTest {
    @Test
    void patchedIndexEqualsAFreshOne() {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        float[] b = baked.bounds();
        Random r = new Random(5);
        float[] p = new float[3];
        java.util.List<ObstacleHandle> live = new java.util.ArrayList<>();
        for (int i = 0; i < 60; i++) {
            if (live.size() > 10 && r.nextInt(3) == 0) {
                d.remove(live.remove(r.nextInt(live.size())));
            } else {
                float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
                if (baked.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) < 0) {
                    continue;
                }
                live.add(d.add(ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.5f + r.nextFloat(), 2f)));
            }
            d.update(100);
            NavMesh m = d.current();
            TriangleGrid patched = m.index();
            TriangleGrid scratch = new TriangleGrid(m, TriangleGrid.BAKED_BUCKET_SCALE, Float.MAX_VALUE);
            assertThat(TriangleGridFlat.triBounds(patched)).isEqualTo(TriangleGridFlat.triBounds(scratch));
            assertThat(TriangleGridFlat.overlapStart(patched)).as("overlap starts, step %d", i).isEqualTo(scratchOverlaps(m, patched)[0]);
            assertThat(TriangleGridFlat.overlapTris(patched)).as("overlaps, step %d", i).isEqualTo(scratchOverlaps(m, patched)[1]);
        }
    }

    /** The overlap lists collected from scratch with the patched grid's buckets. */
    static int[][] scratchOverlaps(NavMesh m, TriangleGrid g) {
        int n = m.triangleCount();
        int[] start = new int[n + 1];
        TriangleGrid.IntList found = new TriangleGrid.IntList();
        for (int i = 0; i < n; i++) {
            if (!TriangleGrid.retired(m.rawTris(), i)) {
                g.collectOverlaps(i, m.rawVerts(), m.rawTris(), found);
            }
            start[i + 1] = found.size;
        }
        return new int[][] {start, java.util.Arrays.copyOf(found.items, found.size)};
    }
}
