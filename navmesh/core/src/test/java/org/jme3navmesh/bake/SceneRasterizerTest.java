package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import org.junit.jupiter.api.Test;

/** Exactness of the triangle-major probe at shared edges and vertices, and the link blockers. */
class SceneRasterizerTest {

    /** A fan of triangles around (cx, cz) on the plane y = a x + b z, vertices on a circle. */
    private static SceneTriangles fan(float cx, float cz, float r, int n, float a, float b) {
        SceneTriangles.Builder t = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        for (int i = 0; i < n; i++) {
            double a0 = 2 * Math.PI * i / n, a1 = 2 * Math.PI * (i + 1) / n;
            float x0 = cx + r * (float) Math.cos(a0), z0 = cz + r * (float) Math.sin(a0);
            float x1 = cx + r * (float) Math.cos(a1), z1 = cz + r * (float) Math.sin(a1);
            // Counter-clockwise seen from above: centre, then the later angle, then the earlier.
            t.add(cx, a * cx + b * cz, cz, x1, a * x1 + b * z1, z1, x0, a * x0 + b * z0, z0);
        }
        return t.build();
    }

    @Test
    void centresOnSharedEdgesAndVerticesAreHitExactlyOnce() {
        // Grid 0.3 m from the origin: centres at 0.15 + 0.3 i. The fan's centre vertex sits on a
        // cell centre and its 8 spokes run through rows, columns and diagonals of centres.
        float c = 0.15f + 0.3f * 10;
        SceneTriangles tris = fan(c, c, 2.4f, 8, 0.2f, -0.1f);
        BakeGrid grid = new BakeGrid(0f, 0f, 0.3f, 21, 21, -5f, 5f);
        SurfaceSamples s = new TriangleSurfaceProbe(tris).sample(grid, () -> false);
        int inside = 0;
        for (int iz = 0; iz < grid.cells().depth(); iz++) {
            for (int ix = 0; ix < grid.cells().width(); ix++) {
                float x = grid.cells().centerX(ix), z = grid.cells().centerZ(iz);
                int cell = ix + iz * grid.cells().width();
                int hits = s.cellStart[cell + 1] - s.cellStart[cell];
                double dist = Math.hypot(x - c, z - c);
                if (dist < 2.4 * Math.cos(Math.PI / 8) - 1e-3) { // surely inside the octagon
                    assertThat(hits).as("hits at (%d, %d)", ix, iz).isEqualTo(1);
                    assertThat(s.y[s.cellStart[cell]]).isCloseTo(0.2f * x - 0.1f * z, offset(1e-4f));
                    inside++;
                } else if (dist > 2.4 + 1e-3) {
                    assertThat(hits).isZero();
                }
            }
        }
        assertThat(inside).isGreaterThan(150);
    }

    @Test
    void wallFaceCrossingALinkIsFoundWithItsPositionAndHeight() {
        SceneTriangles.Builder b = new SceneTriangles.Builder().beginBody(SurfaceTag.GROUND);
        b.add(0, 0, 0, 0, 0, 3, 3, 0, 3);
        b.add(0, 0, 0, 3, 0, 3, 3, 0, 0);
        // A vertical quad in the plane x = 1.0 (between centres 0.75 and 1.05), from y 0 to 2.
        b.beginBody(SurfaceTag.GROUND);
        b.add(1f, 0f, 0f, 1f, 2f, 0f, 1f, 2f, 3f);
        b.add(1f, 0f, 0f, 1f, 2f, 3f, 1f, 0f, 3f);
        SceneTriangles tris = b.build();
        BakeGrid grid = BakeGrid.covering(tris.bounds(), 0.3f);
        LinkBlockers blockers = new SceneRasterizer(tris, grid, false).run(0.7f, () -> false, d -> { }).blockers();
        int cell = 2 + 5 * grid.cells().width(); // centre x = 0.75
        assertThat(blockers.firstBlock(cell, 2, 0.4f, 2.0f)).as("from x = 0.75 towards +X").isCloseTo(0.25f / 0.3f, offset(1e-4f));
        assertThat(blockers.firstBlock(cell + 1, 0, 0.4f, 2.0f)).as("from x = 1.05 towards -X").isCloseTo(0.05f / 0.3f, offset(1e-4f));
        assertThat(blockers.blocked(cell, 2, 2.1f, 4f)).as("nothing above the wall").isFalse();
        assertThat(blockers.blocked(cell + 1, 2, 0.4f, 2.0f)).as("the next link is clear").isFalse();
        assertThat(blockers.blocked(cell, 1, 0.4f, 2.0f)).as("links along the wall are clear").isFalse();
    }
}
