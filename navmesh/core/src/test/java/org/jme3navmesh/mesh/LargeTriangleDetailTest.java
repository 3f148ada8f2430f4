package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A triangle whose box covers more cells than the coarse node grids are tried for (256 x 256)
 * keeps a node per cell ({@link DetailCompactor}): its heights are the samples'.
 */
class LargeTriangleDetailTest {
    @Test
    void aTriangleOverMoreThan65536CellsKeepsANodePerCell() {
        float size = 100f, cs = 0.25f;
        int w = (int) (size / cs);
        NavMeshBuilder b = new NavMeshBuilder();
        int v00 = b.addVertex(0f, 0f, 0f);
        int v01 = b.addVertex(0f, 0f, size);
        int v11 = b.addVertex(size, 0f, size);
        b.addTriangle(v00, v01, v11, 0, 0f);
        int[] start = new int[w * w + 1];
        float[] h = new float[w * w];
        for (int c = 0; c < w * w; c++) {
            start[c] = c;
            float x = (c % w + 0.5f) * cs, z = (c / w + 0.5f) * cs;
            h[c] = 0.2f * (float) Math.sin(x * 0.7 + z * 0.3);
        }
        start[w * w] = w * w;
        HeightDetail samples = new HeightDetail(new CellGrid(0f, 0f, cs, w, w), start, h);
        b.heightDetail(samples, 0.9f, 0f);
        NavMesh mesh = b.build();
        assertThat(mesh.heightDetail().nodeCount()).isGreaterThanOrEqualTo((w / 2) * (w / 2));
        for (float[] p : new float[][] {{10f, 60f}, {30.1f, 80.3f}, {70f, 90f}, {50.05f, 50.5f}}) {
            assertThat(mesh.heightAt(0, p[0], p[1])).as("(%s, %s)", p[0], p[1])
                    .isCloseTo(samples.heightAt(p[0], p[1], 0f, 0.9f), org.assertj.core.data.Offset.offset(1e-5f));
        }
    }
}
