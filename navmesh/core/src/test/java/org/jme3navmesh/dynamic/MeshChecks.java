package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.jme3navmesh.mesh.Geometry;
import org.jme3navmesh.mesh.NavMesh;

/** Structural checks of a carved mesh: live triangles, symmetric and complete links, no T-junctions. */
final class MeshChecks {
    private MeshChecks() {
    }

    static boolean retired(NavMesh m, int t) {
        return m.vertex(t, 0) == m.vertex(t, 1);
    }

    /**
     * The unlinked sides of live triangles with a live triangle right across them (2 mm out from the side's middle,
     * within 5 cm of its height), sides of 1 cm or more: walls where the walkable surface goes on. None of the test
     * scenes' baked meshes has one.
     */
    static int wallsWhereTheSurfaceGoesOn(NavMesh m) {
        return wallsWhereTheSurfaceGoesOn(m, 0f);
    }

    /**
     * {@link #wallsWhereTheSurfaceGoesOn(NavMesh)} without the sides of triangles narrower than minWidth (twice their
     * area over their longest side, metres): far from the origin a needle triangle a tenth of a millimetre wide
     * lies along a hole's side, and which of its sides faces out is lost in the rounding.
     */
    static int wallsWhereTheSurfaceGoesOn(NavMesh m, float minWidth) {
        int[] n = {0};
        forEachOpenSide(m, (t, e) -> {
            int va = m.vertex(t, e), vb = m.vertex(t, (e + 1) % 3), vc = m.vertex(t, (e + 2) % 3);
            float ax = m.vertexX(va), az = m.vertexZ(va), dx = m.vertexX(vb) - ax, dz = m.vertexZ(vb) - az;
            float len = (float) Math.hypot(dx, dz);
            if (len < 0.01f || width(m, va, vb, vc) < minWidth) {
                return;
            }
            float mx = ax + 0.5f * dx, mz = az + 0.5f * dz, my = 0.5f * (m.vertexY(va) + m.vertexY(vb));
            // Outward: away from the third corner.
            float nx = -dz / len, nz = dx / len;
            if (nx * (m.vertexX(vc) - mx) + nz * (m.vertexZ(vc) - mz) > 0) {
                nx = -nx;
                nz = -nz;
            }
            int u = m.findTriangle(mx + 0.002f * nx, my, mz + 0.002f * nz, 0.05f, 0.05f);
            if (u >= 0 && u != t && !retired(m, u)) {
                n[0]++;
            }
        });
        return n[0];
    }

    /** Twice the XZ area of triangle a, b, c over its longest side, metres. */
    private static double width(NavMesh m, int a, int b, int c) {
        double abx = m.vertexX(b) - (double) m.vertexX(a), abz = m.vertexZ(b) - (double) m.vertexZ(a);
        double acx = m.vertexX(c) - (double) m.vertexX(a), acz = m.vertexZ(c) - (double) m.vertexZ(a);
        double bcx = acx - abx, bcz = acz - abz;
        double longest = Math.max(Math.hypot(abx, abz), Math.max(Math.hypot(acx, acz), Math.hypot(bcx, bcz)));
        return Math.abs(abx * acz - abz * acx) / longest;
    }

    /** Receives an unlinked side: side e of live triangle t. */
    private interface OpenSide {
        void visit(int t, int e);
    }

    /** Calls visit for every unlinked side of every live triangle of m, in triangle order. */
    private static void forEachOpenSide(NavMesh m, OpenSide visit) {
        for (int t = 0; t < m.triangleCount(); t++) {
            if (retired(m, t)) {
                continue;
            }
            for (int e = 0; e < 3; e++) {
                if (m.neighbour(t, e) < 0) {
                    visit.visit(t, e);
                }
            }
        }
    }

    /** Checks links, winding, the index and T-junctions; returns the number of live triangles. */
    static int check(NavMesh m) {
        Map<Long, Integer> half = new HashMap<>();
        int live = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            if (retired(m, t)) {
                for (int e = 0; e < 3; e++) {
                    assertThat(m.neighbour(t, e)).as("retired %d links", t).isEqualTo(-1);
                }
                continue;
            }
            live++;
            int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
            assertThat(Geometry.area2(m.vertexX(a), m.vertexZ(a), m.vertexX(b), m.vertexZ(b), m.vertexX(c), m.vertexZ(c)))
                    .as("area of %d", t).isGreaterThan(0f);
            for (int e = 0; e < 3; e++) {
                int u = m.vertex(t, e), v = m.vertex(t, (e + 1) % 3);
                half.put(((long) u << 32) | v, t);
            }
        }
        for (int t = 0; t < m.triangleCount(); t++) {
            if (retired(m, t)) {
                continue;
            }
            for (int e = 0; e < 3; e++) {
                int u = m.vertex(t, e), v = m.vertex(t, (e + 1) % 3);
                Integer twin = half.get(((long) v << 32) | u);
                int n = m.neighbour(t, e);
                if (n >= 0) {
                    assertThat(retired(m, n)).as("%d links retired %d", t, n).isFalse();
                    int k = m.sharedEdge(n, t);
                    assertThat(k).as("link %d-%d symmetric", t, n).isGreaterThanOrEqualTo(0);
                    assertThat(m.vertex(n, k)).isEqualTo(v);
                    assertThat(m.vertex(n, (k + 1) % 3)).isEqualTo(u);
                } else {
                    assertThat(twin).as("edge %d-%d of %d has a twin but no link", u, v, t).isNull();
                }
            }
        }
        // Every live triangle is indexed; no retired one is.
        int[] seen = new int[m.triangleCount()];
        float[] b = m.bounds();
        m.index().query(b[0] - 1, b[1] - 1, b[2] - 1, b[3] + 1, b[4] + 1, b[5] + 1, t -> {
            seen[t]++;
            return true;
        });
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(seen[t]).as("index lists %d", t).isEqualTo(retired(m, t) ? 0 : 1);
        }
        return live;
    }

    /** True when no live vertex lies strictly inside an unlinked edge (a T-junction), within tol m. */
    static void noTJunctions(NavMesh m, float tol) {
        boolean[] used = new boolean[m.vertexCount()];
        for (int t = 0; t < m.triangleCount(); t++) {
            if (!retired(m, t)) {
                for (int k = 0; k < 3; k++) {
                    used[m.vertex(t, k)] = true;
                }
            }
        }
        forEachOpenSide(m, (t, e) -> {
            int u = m.vertex(t, e), v = m.vertex(t, (e + 1) % 3);
            double dx = m.vertexX(v) - m.vertexX(u), dz = m.vertexZ(v) - m.vertexZ(u);
            double len = Math.hypot(dx, dz);
            for (int w = 0; w < m.vertexCount(); w++) {
                if (!used[w] || w == u || w == v || Math.abs(m.vertexY(w) - m.vertexY(u)) > 1f) {
                    continue;
                }
                double px = m.vertexX(w) - m.vertexX(u), pz = m.vertexZ(w) - m.vertexZ(u);
                double s = (px * dx + pz * dz) / (len * len);
                double off = Math.abs(px * dz - pz * dx) / len;
                assertThat(off < tol && s * len > tol && (1 - s) * len > tol)
                        .as("vertex %d on open boundary edge %d-%d of %d", w, u, v, t).isFalse();
            }
        });
    }
}
