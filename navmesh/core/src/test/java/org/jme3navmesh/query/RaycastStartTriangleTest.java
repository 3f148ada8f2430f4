package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.AreaTable;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * Raycast starts its walk on the triangle under the start, not on the triangle whose plane passes
 * nearest in 3D: a start above a flat floor next to a steep ramp (not linked to the floor) is
 * nearer the ramp's plane, and walking from the ramp it was reported blocked at once. On a carved
 * mesh the same happened to path waypoints on the detailed surface of long thin pieces.
 */
class RaycastStartTriangleTest {
    /** A flat 2 m square floor (area 1) at y = 0 and, 1 cm beyond its x = 2 side, a ramp rising 1 m over 0.2 m. */
    private static NavMesh floorAndRamp() {
        NavMeshBuilder b = new NavMeshBuilder().areaTable(AreaTable.defaults().with("floor", 1f));
        int f0 = b.addVertex(0f, 0f, 0f), f1 = b.addVertex(2f, 0f, 0f), f2 = b.addVertex(2f, 0f, 2f), f3 = b.addVertex(0f, 0f, 2f);
        b.addTriangle(f0, f3, f2, 1, 0f);
        b.addTriangle(f0, f2, f1, 1, 0f);
        int r0 = b.addVertex(2.01f, 0f, 0f), r1 = b.addVertex(2.21f, 1f, 0f), r2 = b.addVertex(2.21f, 1f, 2f), r3 = b.addVertex(2.01f, 0f, 2f);
        b.addTriangle(r0, r3, r2, 0, 0f);
        b.addTriangle(r0, r2, r1, 0, 0f);
        return b.build();
    }

    @Test
    void walkStartsOnTheTriangleUnderTheStart() {
        NavMesh m = floorAndRamp();
        NavMeshQuery q = new NavMeshQuery(m);
        float[] p = new float[3];
        // The precondition of the case: the nearest point in 3D lies on the ramp.
        int nearest = q.findNearest(1.95f, 0.3f, 1f, 2f, 4f, 2f, QueryFilter.defaults(), p);
        assertThat(p[0]).as("nearest point on the ramp").isGreaterThan(2f);
        assertThat(nearest).isEqualTo(m.findTriangle(2.1f, 0.5f, 1f, 1f, 1f));

        RaycastHit hit = new RaycastHit();
        assertThat(q.raycast(1.95f, 0.3f, 1f, 0.5f, 0f, 1.5f, QueryFilter.defaults(), hit)).as("%s", hit).isTrue();
        assertThat(hit.lastTriangle()).isEqualTo(m.findTriangle(0.5f, 0f, 1.5f, 1f, 1f));
        // Across the gap to the ramp stays blocked, at the floor's edge.
        assertThat(q.raycast(1.95f, 0.3f, 1f, 2.1f, 0.5f, 1f, QueryFilter.defaults(), hit)).isFalse();
        assertThat(hit.fraction()).isCloseTo(0.05f / 0.15f, org.assertj.core.api.Assertions.within(1e-3f));
        // A start off the floor in XZ still snaps to the mesh within the search box (on the ramp here).
        assertThat(q.raycast(2.5f, 1f, 1f, 2.15f, 0.7f, 1f, QueryFilter.defaults(), hit)).as("%s", hit).isTrue();
    }

    @Test
    void aForbiddenTriangleUnderTheStartIsNotTheStart() {
        NavMesh m = floorAndRamp();
        NavMeshQuery q = new NavMeshQuery(m);
        RaycastHit hit = new RaycastHit();
        QueryFilter noFloor = QueryFilter.defaults().withExcluded(1, true);
        // Start and end over one floor triangle: clear on the floor, not when the floor is forbidden
        // (the start then snaps to the ramp, whose side towards the floor is a wall).
        assertThat(q.raycast(1.95f, 0.3f, 1f, 1.9f, 0f, 1.05f, QueryFilter.defaults(), hit)).as("%s", hit).isTrue();
        assertThat(q.raycast(1.95f, 0.3f, 1f, 1.9f, 0f, 1.05f, noFloor, hit)).as("%s", hit).isFalse();
        assertThat(hit.lastTriangle()).isEqualTo(m.findTriangle(2.1f, 0.5f, 1f, 1f, 1f));
    }
}
