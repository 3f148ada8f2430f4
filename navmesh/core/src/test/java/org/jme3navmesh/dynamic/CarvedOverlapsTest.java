package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TriangleGrid;
import org.junit.jupiter.api.Test;

/**
 * The overlap lists of a carved mesh's index: pieces of a baked triangle under or over another
 * layer still list the triangles of that layer, while pieces of a baked triangle that overlapped
 * none list none.
 */
class CarvedOverlapsTest {
    @Test
    void piecesKeepTheLayersTheirParentHad() {
        NavMesh base = TestScenes.bake("bridge.obj").navMesh();
        TriangleGrid index = base.index();
        // The largest of each kind (a lone one with lone neighbours, whose pieces are the only new triangles).
        int layered = -1, lone = -1;
        for (int t = 0; t < base.triangleCount(); t++) {
            if (index.overlapCount(t) > 0) {
                layered = layered < 0 || area(base, t) > area(base, layered) ? t : layered;
            } else if (loneAround(base, t)) {
                lone = lone < 0 || area(base, t) > area(base, lone) ? t : lone;
            }
        }
        assertThat(layered).as("bridge.obj has a triangle under or over another").isGreaterThanOrEqualTo(0);
        assertThat(overlapsOfPieces(base, layered)).as("overlaps of the pieces of layered triangle %d", layered).isPositive();
        assertThat(overlapsOfPieces(base, lone)).as("overlaps of the pieces of lone triangle %d", lone).isZero();
    }

    private static boolean loneAround(NavMesh base, int t) {
        for (int e = 0; e < 3; e++) {
            int q = base.neighbour(t, e);
            if (q >= 0 && base.index().overlapCount(q) > 0) {
                return false;
            }
        }
        return base.index().overlapCount(t) == 0;
    }

    /** Triangle t's area seen from above, square metres. */
    private static double area(NavMesh m, int t) {
        int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
        double ux = m.vertexX(b) - m.vertexX(a), uz = m.vertexZ(b) - m.vertexZ(a);
        double vx = m.vertexX(c) - m.vertexX(a), vz = m.vertexZ(c) - m.vertexZ(a);
        return Math.abs(ux * vz - uz * vx) / 2;
    }

    /** Carves a small cylinder at the centroid of base triangle t; returns the overlaps the new triangles list. */
    private static int overlapsOfPieces(NavMesh base, int t) {
        float x = 0, y = 0, z = 0;
        for (int k = 0; k < 3; k++) {
            int v = base.vertex(t, k);
            x += base.vertexX(v) / 3;
            y += base.vertexY(v) / 3;
            z += base.vertexZ(v) / 3;
        }
        DynamicNavMesh d = new DynamicNavMesh(base, BakeConfig.defaults().agentRadius());
        d.add(ObstacleShape.cylinder(x, y - 0.1f, z, 0.05f, 0.2f));
        MeshUpdate u = d.update(1000);
        NavMesh m = u.mesh();
        int overlaps = 0, pieces = 0;
        for (int c : u.changedTriangles()) {
            if (c < m.triangleCount() && c >= base.triangleCount() && m.vertex(c, 0) != m.vertex(c, 1)) {
                pieces++;
                overlaps += m.index().overlapCount(c);
            }
        }
        assertThat(pieces).as("pieces carved out of %d", t).isPositive();
        return overlaps;
    }
}
