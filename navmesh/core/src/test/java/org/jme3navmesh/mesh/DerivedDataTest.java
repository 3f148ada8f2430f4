package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The per-triangle data a {@link NavMesh} derives when it is built or loaded (planes, the height
 * detail, edge lengths, the grid's first buckets and isolation flags) against plain recomputation.
 */
class DerivedDataTest {

    /**
     * A terrain of 1 m cells (level in its west half, rolling in its east half) with a level
     * deck 3 m above part of it, and a 0.25 m height detail sampling both: the ground's planes
     * plus bumps on the rolling half and sub-0.02 mm noise on the level half; cells at the
     * boundary are left empty at random. The mesh keeps every sample it reads (detail error 0).
     */
    static NavMesh terrain(long seed) {
        return terrainWithSamples(seed).mesh();
    }

    /** A mesh and the sampled heights its detail was built from. */
    record Sampled(NavMesh mesh, HeightDetail samples) {
    }

    /** {@link #terrain}, with its sampled heights. */
    static Sampled terrainWithSamples(long seed) {
        Random r = new Random(seed);
        int nx = 8, nz = 6;
        float[] hv = new float[(nx + 1) * (nz + 1)];
        float level = 1f + r.nextFloat();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                hv[ix + iz * (nx + 1)] = ix <= nx / 2 ? level : level + (float) Math.sin(ix * 1.3 + iz * 0.7 + seed % 7) * 0.4f;
            }
        }
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(ix, hv[ix + iz * (nx + 1)], iz);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 10f);
                b.addTriangle(v00, v11, v10, 0, 10f);
            }
        }
        // The deck: 2 x 2 m at y = level + 3 over x in [1.5, 3.5], z in [1.5, 3.5].
        int d0 = b.vertexCount();
        float deckY = level + 3f;
        b.addVertex(1.5f, deckY, 1.5f);
        b.addVertex(3.5f, deckY, 1.5f);
        b.addVertex(1.5f, deckY, 3.5f);
        b.addVertex(3.5f, deckY, 3.5f);
        b.addTriangle(d0, d0 + 2, d0 + 3, 0, 0f);
        b.addTriangle(d0, d0 + 3, d0 + 1, 0, 0f);

        float cs = 0.25f;
        int w = (int) (nx / cs), d = (int) (nz / cs);
        int[] start = new int[w * d + 1];
        float[] h = new float[2 * w * d];
        int n = 0;
        for (int cz = 0; cz < d; cz++) {
            for (int cx = 0; cx < w; cx++) {
                start[cx + cz * w] = n;
                float x = (cx + 0.5f) * cs, z = (cz + 0.5f) * cs;
                boolean border = cx == 0 || cz == 0 || cx == w - 1 || cz == d - 1;
                if (border && r.nextFloat() < 0.3f) {
                    continue;
                }
                float g = groundPlane(hv, nx, x, z);
                if (x < nx / 2f) {
                    g += (r.nextFloat() - 0.5f) * 2e-5f;
                } else {
                    g += (float) Math.sin(x * 5 + z * 3) * 0.05f;
                }
                h[n++] = g;
                if (x > 1.5f && x < 3.5f && z > 1.5f && z < 3.5f) {
                    h[n++] = deckY;
                }
            }
        }
        start[w * d] = n;
        HeightDetail samples = new HeightDetail(new CellGrid(0f, 0f, cs, w, d), start, java.util.Arrays.copyOf(h, n));
        b.heightDetail(samples, 0.9f, 0f);
        return new Sampled(b.build(), samples);
    }

    /** Height of the ground triangles' planes at (x, z) (the grid's split: v00-v11 diagonal). */
    static float groundPlane(float[] hv, int nx, float x, float z) {
        int ix = Math.min(nx - 1, (int) x), iz = (int) z;
        float fx = x - ix, fz = z - iz;
        float h00 = hv[ix + iz * (nx + 1)], h10 = hv[ix + 1 + iz * (nx + 1)];
        float h01 = hv[ix + (iz + 1) * (nx + 1)], h11 = hv[ix + 1 + (iz + 1) * (nx + 1)];
        return fz >= fx ? h00 + fx * (h11 - h01) + fz * (h01 - h00) : h00 + fx * (h10 - h00) + fz * (h11 - h10);
    }

    /** Triangle t's plane at (x, z) from barycentric coordinates, in double. */
    static double baryPlane(NavMesh m, int t, double x, double z) {
        int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
        double ax = m.vertexX(a), az = m.vertexZ(a);
        double v0x = m.vertexX(b) - ax, v0z = m.vertexZ(b) - az, v1x = m.vertexX(c) - ax, v1z = m.vertexZ(c) - az;
        double den = v0x * v1z - v1x * v0z;
        double u = ((x - ax) * v1z - v1x * (z - az)) / den, v = (v0x * (z - az) - (x - ax) * v0z) / den;
        return m.vertexY(a) + u * (m.vertexY(b) - m.vertexY(a)) + v * (m.vertexY(c) - m.vertexY(a));
    }

    /** A random point of triangle t (every fifth on an edge), as {x, z}. */
    static float[] pointIn(NavMesh m, int t, Random r, int i) {
        float u = r.nextFloat(), v = r.nextFloat();
        if (i % 5 == 0) {
            v = 0f;
        } else if (u + v > 1f) {
            u = 1f - u;
            v = 1f - v;
        }
        int a = m.vertex(t, (i / 5) % 3), b = m.vertex(t, (i / 5 + 1) % 3), c = m.vertex(t, (i / 5 + 2) % 3);
        float x = m.vertexX(a) + u * (m.vertexX(b) - m.vertexX(a)) + v * (m.vertexX(c) - m.vertexX(a));
        float z = m.vertexZ(a) + u * (m.vertexZ(b) - m.vertexZ(a)) + v * (m.vertexZ(c) - m.vertexZ(a));
        return new float[] {x, z};
    }

    @Property(tries = 20)
    void heightAtMatchesTheDetailOnTheTrianglePlane(@ForAll long seed) {
        Sampled s = terrainWithSamples(seed);
        NavMesh m = s.mesh();
        HeightDetail d = s.samples();
        Random r = new Random(seed);
        int flat = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            flat += m.flatDetail(t) ? 1 : 0;
            for (int i = 0; i < 40; i++) {
                float[] p = pointIn(m, t, r, i);
                double plane = baryPlane(m, t, p[0], p[1]);
                assertThat((double) m.planeHeight(t, p[0], p[1])).isCloseTo(plane, org.assertj.core.data.Offset.offset(1e-5));
                float expected = d.heightAt(p[0], p[1], (float) plane, m.detailTolerance());
                assertThat(m.heightAt(t, p[0], p[1])).as("triangle %s at (%s, %s)", t, p[0], p[1])
                        .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-4f));
            }
        }
        // At the corners (where path corners sit) too, on every triangle sharing the vertex.
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                float x = m.vertexX(v), z = m.vertexZ(v);
                float expected = d.heightAt(x, z, (float) baryPlane(m, t, x, z), m.detailTolerance());
                assertThat(m.heightAt(t, x, z)).as("triangle %s corner %s", t, k)
                        .isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-4f));
            }
        }
        // Both paths run: the level half is read from the planes, the rolling half from the detail.
        assertThat(flat).isGreaterThan(0).isLessThan(m.triangleCount());
    }

    @Test
    void flatTrianglesAreTheLevelOnesAwayFromTheDeckAndBorder() {
        NavMesh m = terrain(3);
        float[] bb = new float[6];
        for (int t = 0; t < m.triangleCount() - 2; t++) {
            m.index().triangleBounds(t, bb);
            if (bb[0] >= 4.5f) {
                assertThat(m.flatDetail(t)).as("rolling triangle %s", t).isFalse();
            } else if (bb[0] >= 1f && bb[3] <= 3.5f && bb[2] >= 1f && bb[5] <= 5f) {
                // Level, a cell away from the rolling half and the grid's border: the deck samples
                // 3 m above are never picked.
                assertThat(m.flatDetail(t)).as("level triangle %s", t).isTrue();
            }
        }
        // The deck's own cells hold the deck height (level), its border cells only the ground 3 m below.
        assertThat(m.flatDetail(m.triangleCount() - 1)).isTrue();
    }

    @Test
    void derivedDataIsRebuiltOnLoad() throws Exception {
        NavMesh m = terrain(11);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(out.toByteArray()));
        assertThat(back.sameAs(m)).isTrue();
        Random r = new Random(4);
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(back.flatDetail(t)).isEqualTo(m.flatDetail(t));
            assertThat(back.index().isolatedXZ(t)).isEqualTo(m.index().isolatedXZ(t));
            float[] p = pointIn(m, t, r, 1);
            assertThat(back.heightAt(t, p[0], p[1])).isEqualTo(m.heightAt(t, p[0], p[1]));
        }
    }

    @Property(tries = 20)
    void insideDistanceIsTheDistanceToTheNearestEdgeLine(@ForAll long seed) {
        NavMesh m = terrain(seed);
        Random r = new Random(seed);
        for (int i = 0; i < 500; i++) {
            int t = r.nextInt(m.triangleCount());
            float x = -1f + 10f * r.nextFloat(), z = -1f + 8f * r.nextFloat();
            double expected = Double.MAX_VALUE;
            for (int e = 0; e < 3; e++) {
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                double ex = m.vertexX(b) - m.vertexX(a), ez = m.vertexZ(b) - m.vertexZ(a);
                double px = x - m.vertexX(a), pz = z - m.vertexZ(a);
                // Positive on the inner side of a CCW-from-above triangle's edge.
                expected = Math.min(expected, (ez * px - ex * pz) / Math.hypot(ex, ez));
            }
            assertThat((double) m.insideDistanceXZ(t, x, z)).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-5));
            assertThat(m.insideDistanceXZ(t, x, z) > 1e-5f).isEqualTo(expected > 1e-5 && m.containsXZ(t, x, z));
        }
    }

    @Property(tries = 20)
    void gridQueriesVisitEachOverlappingTriangleOnce(@ForAll long seed) {
        NavMesh m = terrain(seed);
        TriangleGrid g = m.index();
        Random r = new Random(seed);
        float[] bb = new float[6];
        int[] col = new int[g.maxBucketSize()];
        for (int i = 0; i < 300; i++) {
            float x0 = -1f + 10f * r.nextFloat(), y0 = -1f + 6f * r.nextFloat(), z0 = -1f + 8f * r.nextFloat();
            boolean column = i % 3 == 0;
            float x1 = column ? x0 : x0 + 3f * r.nextFloat(), z1 = column ? z0 : z0 + 3f * r.nextFloat();
            float y1 = y0 + 3f * r.nextFloat();
            Set<Integer> expected = new HashSet<>();
            for (int t = 0; t < m.triangleCount(); t++) {
                g.triangleBounds(t, bb);
                if (bb[0] <= x1 && bb[3] >= x0 && bb[1] <= y1 && bb[4] >= y0 && bb[2] <= z1 && bb[5] >= z0) {
                    expected.add(t);
                }
            }
            Set<Integer> seen = new HashSet<>();
            g.query(x0, y0, z0, x1, y1, z1, t -> {
                assertThat(seen.add(t)).as("triangle %s visited twice", t).isTrue();
                return true;
            });
            assertThat(seen).isEqualTo(expected);
            if (column) {
                int n = g.column(x0, z0, y0, y1, col);
                Set<Integer> got = new HashSet<>();
                for (int k = 0; k < n; k++) {
                    assertThat(got.add(col[k])).isTrue();
                }
                assertThat(got).isEqualTo(expected);
            }
            float px = x0, py = y0, pz = z0;
            int t = r.nextInt(m.triangleCount());
            g.triangleBounds(t, bb);
            double dx = Math.max(0, Math.max(bb[0] - px, px - bb[3]));
            double dy = Math.max(0, Math.max(bb[1] - py, py - bb[4]));
            double dz = Math.max(0, Math.max(bb[2] - pz, pz - bb[5]));
            assertThat((double) g.boxDistanceSq(t, px, py, pz)).isCloseTo(dx * dx + dy * dy + dz * dz,
                    org.assertj.core.data.Offset.offset(1e-4));
        }
    }

    @Test
    void onlyTrianglesUnderOrOnTheDeckAreNotIsolated() {
        NavMesh m = terrain(5);
        TriangleGrid g = m.index();
        int deck = m.triangleCount() - 2;
        assertThat(g.isolatedXZ(deck)).isFalse();
        assertThat(g.isolatedXZ(deck + 1)).isFalse();
        float[] bb = new float[6];
        for (int t = 0; t < deck; t++) {
            g.triangleBounds(t, bb);
            // Ground triangles reaching under the deck (x, z in [1.5, 3.5]) overlap it.
            boolean under = bb[3] > 1.5f && bb[0] < 3.5f && bb[5] > 1.5f && bb[2] < 3.5f;
            // Cells cut by the deck's edge only at a corner (the triangle's far half) stay clear:
            // check against the triangle's own corners rather than its box.
            boolean overlaps = under && cornersReach(m, t);
            assertThat(g.isolatedXZ(t)).as("ground triangle %s", t).isEqualTo(!overlaps);
        }
        assertThat(TestMeshes.grid(4, 3, 1f, 0f).index().isolatedXZ(5)).isTrue();
        // The overlap lists: symmetric, empty exactly for isolated triangles, deck against ground.
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(g.overlapCount(t) == 0).isEqualTo(g.isolatedXZ(t));
            for (int k = 0; k < g.overlapCount(t); k++) {
                int u = g.overlapping(t, k);
                assertThat((t >= deck) != (u >= deck)).as("%s overlaps %s", t, u).isTrue();
                boolean back = false;
                for (int j = 0; j < g.overlapCount(u); j++) {
                    back |= g.overlapping(u, j) == t;
                }
                assertThat(back).as("%s overlaps %s but not back", t, u).isTrue();
            }
        }
    }

    /** True when the triangle's interior meets the open square (1.5, 3.5)^2, tested on a fine sample. */
    private static boolean cornersReach(NavMesh m, int t) {
        for (int i = 1; i < 40; i++) {
            for (int j = 1; i + j < 40; j++) {
                float u = i / 40f, v = j / 40f;
                int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
                float x = m.vertexX(a) + u * (m.vertexX(b) - m.vertexX(a)) + v * (m.vertexX(c) - m.vertexX(a));
                float z = m.vertexZ(a) + u * (m.vertexZ(b) - m.vertexZ(a)) + v * (m.vertexZ(c) - m.vertexZ(a));
                if (x > 1.5f && x < 3.5f && z > 1.5f && z < 3.5f) {
                    return true;
                }
            }
        }
        return false;
    }
}
