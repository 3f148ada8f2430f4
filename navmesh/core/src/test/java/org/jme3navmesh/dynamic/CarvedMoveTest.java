package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/** Moving an obstacle re-cuts the neighbours whose shared edges its cuts meet, even those it does not carve itself. */
class CarvedMoveTest {
    private static final float R = 0.5f;

    @Test
    void aMoveReCutsTheNeighbourAcrossAValleyFloor() {
        // A V-shaped valley along z (valley()). The grown footprint, radius 1.5 round (3.6, z), crosses the floor line
        // x = 4. Its height range [-3, -0.2] holds the west slope's surface (y = x - 4) from x = 2.1 to 3.8, but never
        // the east slope's (y >= 0): it carves the west triangles only, and its cuts meet the floor edges they share
        // with the east ones, which take the cuts' points so that no T-junction is left.
        NavMesh base = valley();
        DynamicNavMesh d = new DynamicNavMesh(base, R);
        ObstacleHandle h = d.add(ObstacleShape.cylinder(3.6f, -3f, 4f, 1f, 2.8f));
        d.update(100);
        assertThat(d.status(h)).isEqualTo(ObstacleStatus.CARVED);
        MeshChecks.check(d.current());
        MeshChecks.noTJunctions(d.current(), 1e-4f);
        for (int k = 1; k <= 6; k++) {
            d.move(h, ObstacleShape.cylinder(3.6f, -3f, 4f + 0.13f * k, 1f, 2.8f));
            d.update(100);
            MeshChecks.check(d.current());
            MeshChecks.noTJunctions(d.current(), 1e-4f);
        }
        d.remove(h);
        d.update(100);
        CarveTest.assertRestored(base, d.current());
    }

    /** Two 4 x 8 m slopes of 45 degrees meeting along x = 4 (y = 0): the west one up from y = -4 at x = 0, the east one up to y = 4 at x = 8. */
    private static NavMesh valley() {
        NavMeshBuilder b = new NavMeshBuilder();
        float[] xs = {0f, 4f, 8f};
        float[] ys = {-4f, 0f, 4f};
        for (int iz = 0; iz <= 2; iz++) {
            for (int ix = 0; ix < 3; ix++) {
                b.addVertex(xs[ix], ys[ix], 4f * iz);
            }
        }
        for (int iz = 0; iz < 2; iz++) {
            for (int ix = 0; ix < 2; ix++) {
                int v00 = ix + 3 * iz, v10 = v00 + 1, v01 = v00 + 3, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }
}
