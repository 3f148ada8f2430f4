package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class PolyGraphTest {

    @Property(tries = 30)
    void mergedPolygonsAreConvexPartitionsOfTheTriangles(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        NavMesh m = QueryMeshes.randomTerrain(seed, 12, 10, 1f, 0.15f, 1.5f).build();
        MeshTopology topo = MeshTopology.of(m);
        checkPartition(m, topo, topo.polys);
        checkPartition(m, topo, topo.trianglePolys(m));
        assertThat(topo.trianglePolys(m).polyCount).isEqualTo(m.triangleCount());
    }

    @Test
    void aFlatGridMergesIntoRectanglesWithStraightCorners() {
        // A 3x1 corridor: one rectangle of 8 vertices (4 of them straight corners).
        NavMesh corridor = TestMeshes.grid(3, 1, 1f, 0f);
        assertThat(MeshTopology.of(corridor).polys.polyCount).isEqualTo(1);
        checkPartition(corridor, MeshTopology.of(corridor), MeshTopology.of(corridor).polys);
        // A 5x1 corridor has 12 vertices (8 straight): one polygon of 12 sub-edges; a 6x1 corridor needs two.
        NavMesh five = TestMeshes.grid(5, 1, 1f, 0f);
        assertThat(MeshTopology.of(five).polys.polyCount).isEqualTo(1);
        checkPartition(five, MeshTopology.of(five), MeshTopology.of(five).polys);
        NavMesh longer = TestMeshes.grid(6, 1, 1f, 0f);
        assertThat(MeshTopology.of(longer).polys.polyCount).isEqualTo(2);
        NavMesh open = TestMeshes.grid(6, 6, 1f, 0f);
        PolyGraph g = MeshTopology.of(open).polys;
        assertThat(g.polyCount).isLessThanOrEqualTo(open.triangleCount() * 6 / 10);
        checkPartition(open, MeshTopology.of(open), g);
    }

    /**
     * A tile seam puts vertices of both tiles on one line, so two polygons across it meet along several triangle
     * edges: a fresh graph makes each such run one edge of both (no two consecutive edges of a polygon face the same
     * polygon), which the search then crosses as one interval.
     */
    @Test
    void tileSeamsAreCrossedAsOneEdge() {
        NavMesh tiled = new org.jme3navmesh.bake.NavMeshBaker().bake(org.jme3navmesh.bake.TestScenes.triangles("hills.obj"),
                org.jme3navmesh.bake.BakeConfig.defaults().withTileSize(16), org.jme3navmesh.bake.BakeProgressListener.NONE,
                () -> false).navMesh();
        MeshTopology topo = MeshTopology.of(tiled);
        PolyGraph g = topo.polys;
        checkPartition(tiled, topo, g);
        int runs = 0;
        for (int p = 0; p < g.polyCount; p++) {
            int f = g.first(p), n = g.end(p) - f;
            for (int i = 0; i < n; i++) {
                int e = f + i, e1 = f + (i + 1) % n;
                assertThat(g.nbr[e] >= 0 && g.nbr[e] == g.nbr[e1]).as("polygon %d: edges %d and %d face one polygon", p, i, (i + 1) % n)
                        .isFalse();
                runs += g.runEnd[e] - g.subStart(p, e) > 1 ? 1 : 0;
            }
        }
        assertThat(runs).as("edges of several sub-edges").isGreaterThan(20);
    }

    /** Every triangle in one polygon; polygons convex (straight corners allowed), CCW, of whole triangles; adjacency symmetric. */
    static void checkPartition(NavMesh m, MeshTopology topo, PolyGraph g) {
        double[] area = new double[g.polyCount];
        for (int t = 0; t < m.triangleCount(); t++) {
            assertThat(g.polyOf(t)).isBetween(0, g.polyCount - 1);
            area[g.polyOf(t)] += Math.abs(area2(m.vertexX(m.vertex(t, 0)), m.vertexZ(m.vertex(t, 0)),
                    m.vertexX(m.vertex(t, 1)), m.vertexZ(m.vertex(t, 1)), m.vertexX(m.vertex(t, 2)), m.vertexZ(m.vertex(t, 2))));
        }
        double sign = Math.signum(area2(m.vertexX(m.vertex(0, 0)), m.vertexZ(m.vertex(0, 0)),
                m.vertexX(m.vertex(0, 1)), m.vertexZ(m.vertex(0, 1)), m.vertexX(m.vertex(0, 2)), m.vertexZ(m.vertex(0, 2))));
        for (int p = 0; p < g.polyCount; p++) {
            int a = g.first(p), n = g.end(p) - a, span = g.span(p);
            assertThat(n).isBetween(3, PolyGraph.MAX_EDGES);
            assertThat(span).as("sub-edges of polygon %d", p).isBetween(n, PolyGraph.MAX_EDGES);
            assertThat(g.runEnd[g.end(p) - 1]).isEqualTo(span);
            int corners = 0;
            for (int i = 0; i < span; i++) {
                int h = g.sub[a + i], h1 = g.sub[a + (i + 1) % span];
                assertThat(g.polyOf(h / 3)).as("sub-edge owned by a triangle of the polygon").isEqualTo(p);
                assertThat(m.vertex(h / 3, (h % 3 + 1) % 3)).as("sub-edges chain").isEqualTo(m.vertex(h1 / 3, h1 % 3));
            }
            double polyArea = 0;
            for (int i = 0; i < n; i++) {
                int e = a + i, e1 = a + (i + 1) % n, e2 = a + (i + 2) % n;
                int t = g.half[e] / 3, j = g.half[e] % 3;
                int s0 = g.subStart(p, e), s1 = g.runEnd[e];
                assertThat(s1).as("an edge holds a sub-edge").isGreaterThan(s0);
                assertThat(g.half[e]).as("an edge's half-edge is its first sub-edge").isEqualTo(g.sub[a + s0]);
                assertThat(g.tri[e]).isEqualTo(t);
                assertThat(g.across[e]).isEqualTo(m.neighbour(t, j));
                assertThat(g.polyOf(t)).as("edge owned by a triangle of the polygon").isEqualTo(p);
                assertThat(m.vertex(t, j)).isEqualTo(g.vert[e]);
                int hl = g.sub[a + s1 - 1];
                assertThat(m.vertex(hl / 3, (hl % 3 + 1) % 3)).as("edges chain").isEqualTo(g.vert[e1]);
                for (int x = s0; x < s1; x++) {
                    int h = g.sub[a + x];
                    int q = m.neighbour(h / 3, h % 3);
                    assertThat(q < 0 ? -1 : g.polyOf(q)).as("sub-edges of one edge face one polygon").isEqualTo(g.nbr[e]);
                    if (x > s0) {
                        int v = m.vertex(h / 3, h % 3);
                        double l1 = Math.hypot(m.vertexX(v) - g.vx[e], m.vertexZ(v) - g.vz[e]);
                        double l2 = Math.hypot(g.vx[e1] - m.vertexX(v), g.vz[e1] - m.vertexZ(v));
                        assertThat(Math.abs(area2(g.vx[e], g.vz[e], m.vertexX(v), m.vertexZ(v), g.vx[e1], g.vz[e1])))
                                .as("a vertex inside a run is straight").isLessThanOrEqualTo(2 * PolyGraph.STRAIGHT * l1 * l2 + 1e-9);
                    }
                }
                if (s1 - s0 > 1) {
                    assertThat(g.nbr[e]).as("a run faces a polygon").isNotNegative();
                }
                double l1 = Math.hypot(g.vx[e1] - g.vx[e], g.vz[e1] - g.vz[e]);
                double l2 = Math.hypot(g.vx[e2] - g.vx[e1], g.vz[e2] - g.vz[e1]);
                // Each corner the merge joined was within STRAIGHT of straight; an edge that is a run spans several,
                // so the corner between two edges may turn back by their sum.
                int joined = s1 - s0 + g.runEnd[e1] - g.subStart(p, e1);
                assertThat(sign * area2(g.vx[e], g.vz[e], g.vx[e1], g.vz[e1], g.vx[e2], g.vz[e2]))
                        .as("convex or straight corner").isGreaterThanOrEqualTo(-PolyGraph.STRAIGHT * l1 * l2 * joined);
                if (sign * area2(g.vx[e], g.vz[e], g.vx[e1], g.vz[e1], g.vx[e2], g.vz[e2]) > PolyGraph.STRAIGHT * l1 * l2) {
                    corners++;
                }
                polyArea += area2(g.vx[a], g.vz[a], g.vx[e], g.vz[e], g.vx[e1], g.vz[e1]);
                int q = g.nbr[e];
                if (q < 0) {
                    assertThat(m.neighbour(t, j)).isNegative();
                } else {
                    assertThat(q).isEqualTo(g.polyOf(m.neighbour(t, j))).isNotEqualTo(p);
                    int be = g.first(q) + g.back[e];
                    assertThat(g.nbr[be]).isEqualTo(p);
                    assertThat(g.vert[be]).isEqualTo(g.vert[e1]);
                    int bs0 = g.subStart(q, be), bs1 = g.runEnd[be];
                    assertThat(bs1 - bs0).as("both sides of an edge hold the same sub-edges").isEqualTo(s1 - s0);
                    for (int x = 0; x < s1 - s0; x++) {
                        int h = g.sub[a + s0 + x], hb = g.sub[g.first(q) + bs1 - 1 - x];
                        assertThat(hb / 3).isEqualTo(m.neighbour(h / 3, h % 3));
                    }
                }
            }
            assertThat(corners).as("corners of polygon %d", p).isLessThanOrEqualTo(PolyGraph.MAX_VERTS);
            assertThat(Math.abs(polyArea)).as("polygon area = its triangles' area").isCloseTo(area[p], org.assertj.core.data.Offset.offset(1e-6 * (1 + area[p])));
        }
        // Each polygon lists its triangles (k - 2 of k edges) ascending in the edge pool, each triangle in one polygon at
        // its local index, and the hop table walks the adjacency path between any two of them.
        int listed = 0;
        int[] corridor = new int[PolyGraph.MAX_EDGES];
        for (int p = 0; p < g.polyCount; p++) {
            int f = g.first(p), c = g.triCount(p);
            assertThat(c).as("triangles of polygon %d", p).isEqualTo(g.span(p) - 2);
            for (int i = 0; i < c; i++) {
                int t = g.tris[f + i];
                assertThat(g.polyOf(t)).as("polygon of its triangle %d", t).isEqualTo(p);
                assertThat(g.local(t)).as("local index of triangle %d", t).isEqualTo(i);
                if (i > 0) {
                    assertThat(t).as("ascending").isGreaterThan(g.tris[f + i - 1]);
                }
            }
            listed += c;
            for (int i = 0; i < c; i++) {
                for (int k = 0; k < c; k++) {
                    int a = g.tris[f + i], b = g.tris[f + k];
                    int w = g.appendPath(corridor, 0, a, b);
                    assertThat(w).as("path length %d to %d", a, b).isEqualTo(g.pathLength(a, b));
                    assertThat(corridor[0]).isEqualTo(a);
                    assertThat(corridor[w - 1]).isEqualTo(b);
                    for (int x = 1; x < w; x++) {
                        assertThat(m.sharedEdge(corridor[x - 1], corridor[x])).as("adjacent on the path").isNotNegative();
                        assertThat(g.polyOf(corridor[x])).isEqualTo(p);
                    }
                }
            }
        }
        assertThat(listed).as("every triangle in one polygon").isEqualTo(m.triangleCount());
        // Interior edges join triangles of one area.
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int j = 0; j < 3; j++) {
                int q = m.neighbour(t, j);
                if (q >= 0 && g.polyOf(q) == g.polyOf(t)) {
                    assertThat(m.area(q)).isEqualTo(m.area(t));
                }
            }
        }
    }

    private static double area2(double ax, double az, double bx, double bz, double cx, double cz) {
        return (bz - az) * (cx - ax) - (bx - ax) * (cz - az);
    }
}
