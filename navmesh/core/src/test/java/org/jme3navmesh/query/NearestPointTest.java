package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;

/** {@link NavMeshQuery#findNearest} against a brute-force scan of every triangle. */
class NearestPointTest {

    /**
     * Two rolling layers with random holes: the ground of 3 m cells (large triangles: a point can
     * lie deep inside one), and a deck of 1 m cells 1.5 to 3 m above part of it, off the ground's
     * grid (so its triangles overlap the ground's).
     */
    static NavMesh layered(long seed) {
        Random r = new Random(seed);
        NavMeshBuilder b = new NavMeshBuilder();
        addLayer(b, r, 4, 3, 3f, 0f, 0f, 0f, 0.1f + 0.3f * r.nextFloat());
        addLayer(b, r, 4, 3, 1f, 3.37f, 1f + 0.6f * r.nextFloat(), 2.61f, 0.1f);
        return b.build();
    }

    private static void addLayer(NavMeshBuilder b, Random r, int nx, int nz, float cell, float ox, float oy, float oz, float amp) {
        int v0 = b.vertexCount();
        double p = r.nextDouble() * 6;
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                b.addVertex(ox + ix * cell, oy + (float) (amp * Math.sin(ix * 0.9 + p) * Math.cos(iz * 0.7)), oz + iz * cell);
            }
        }
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (r.nextFloat() < 0.1f) {
                    continue;
                }
                int v00 = v0 + ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 40f * r.nextFloat());
                b.addTriangle(v00, v11, v10, 0, 40f * r.nextFloat());
            }
        }
    }

    /** Distance from p to the nearest passable triangle point in the box, ranked on the planes; -1 if none. */
    static double bruteForce(NavMesh m, float x, float y, float z, float hx, float hy, float hz, QueryFilter f) {
        double best = -1;
        float[] cp = new float[3];
        for (int t = 0; t < m.triangleCount(); t++) {
            if (!f.passable(m, t)) {
                continue;
            }
            if (m.containsXZ(t, x, z)) {
                cp[0] = x;
                cp[1] = m.planeHeight(t, x, z);
                cp[2] = z;
            } else {
                int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
                Geometry.closestPointOnTriangle(x, y, z, m.vertexX(a), m.vertexY(a), m.vertexZ(a),
                        m.vertexX(b), m.vertexY(b), m.vertexZ(b), m.vertexX(c), m.vertexY(c), m.vertexZ(c), cp);
            }
            if (Math.abs(cp[0] - x) > hx || Math.abs(cp[1] - y) > hy || Math.abs(cp[2] - z) > hz) {
                continue;
            }
            double d = Math.sqrt(sq(cp[0] - x) + sq(cp[1] - y) + sq(cp[2] - z));
            if (best < 0 || d < best) {
                best = d;
            }
        }
        return best;
    }

    private static double sq(double v) {
        return v * v;
    }

    @Property(tries = 40)
    void nearestPointIsTheBruteForceOne(@ForAll long seed) {
        NavMesh m = layered(seed);
        NavMeshQuery q = new NavMeshQuery(m);
        Random r = new Random(seed);
        QueryFilter[] filters = {QueryFilter.defaults(), QueryFilter.defaults().withMaxSlope(20f)};
        float[] out = new float[3];
        for (int i = 0; i < 400; i++) {
            QueryFilter f = filters[i % 2];
            float x = -1.5f + 15f * r.nextFloat(), z = -1.5f + 12f * r.nextFloat();
            // Mostly a little above or below a surface (as snapped query points are), some between
            // the layers, some anywhere.
            float y = i % 4 == 0 ? -2f + 6f * r.nextFloat() : i % 4 == 1 ? 1.6f * r.nextFloat()
                    : (r.nextBoolean() ? 0f : 1.3f) + (r.nextFloat() - 0.5f) * 0.6f;
            float hx = i % 5 == 0 ? 0.5f : NavMeshQuery.DEFAULT_HALF_X;
            float hy = i % 7 == 0 ? 0.3f : NavMeshQuery.DEFAULT_HALF_Y;
            float hz = NavMeshQuery.DEFAULT_HALF_Z;
            double expected = bruteForce(m, x, y, z, hx, hy, hz, f);
            int t = q.findNearest(x, y, z, hx, hy, hz, f, out);
            if (expected < 0) {
                assertThat(t).as("point (%s, %s, %s)", x, y, z).isEqualTo(-1);
                continue;
            }
            assertThat(t).as("point (%s, %s, %s)", x, y, z).isGreaterThanOrEqualTo(0);
            assertThat(f.passable(m, t)).isTrue();
            // Ranked on the plane; the returned height comes from heightAt (the plane: no detail here).
            float py = m.planeHeight(t, out[0], out[2]);
            assertThat(out[1]).isCloseTo(py, org.assertj.core.data.Offset.offset(1e-5f));
            double got = Math.sqrt(sq(out[0] - x) + sq(py - y) + sq(out[2] - z));
            assertThat(got).as("point (%s, %s, %s) on triangle %s", x, y, z, t).isGreaterThanOrEqualTo(expected - 1e-4);
            // A point within ON_SURFACE of the surface straight under it is taken as on that triangle.
            assertThat(got).as("point (%s, %s, %s) on triangle %s", x, y, z, t)
                    .isLessThanOrEqualTo(Math.max(expected + 1e-4, NavMeshQuery.ON_SURFACE + 1e-6));
        }
    }

    /** NavMesh.findNearest is the same search: it agrees with the query under the default filter, on many meshes in turn. */
    @Property(tries = 20)
    void meshNearestIsTheQueryNearest(@ForAll long seed) {
        NavMesh m = layered(seed);
        NavMesh other = layered(seed + 1);
        NavMeshQuery q = new NavMeshQuery(m);
        Random r = new Random(seed);
        float[] a = new float[3];
        float[] b = new float[3];
        for (int i = 0; i < 200; i++) {
            float x = -1.5f + 15f * r.nextFloat(), y = -2f + 6f * r.nextFloat(), z = -1.5f + 12f * r.nextFloat();
            float h = i % 3 == 0 ? 0.5f : 2f;
            int t = q.findNearest(x, y, z, h, 2f * h, h, QueryFilter.defaults(), a);
            assertThat(m.findNearest(x, y, z, h, 2f * h, h, b)).as("point (%s, %s, %s)", x, y, z).isEqualTo(t);
            if (t >= 0) {
                assertThat(b).containsExactly(a);
            }
            other.findNearest(x, y, z, h, 2f * h, h, b); // the thread's search state moves between meshes
        }
    }
}
