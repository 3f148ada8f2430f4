package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.junit.jupiter.api.Test;

class NavMeshQueryBasicTest {

    @Test
    void straightLineOnOpenGridNeedsNoSearch() {
        NavMesh m = TestMeshes.grid(10, 10, 1f, 0f);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = q.findPath(0.5f, 0f, 0.5f, 9.5f, 0f, 8.5f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        assertThat(r.waypointCount()).as(r.toString()).isEqualTo(2);
        assertThat(r.length()).isCloseTo((float) Math.hypot(9, 8), within(1e-4f));
        assertThat(r.expandedNodes()).isZero();
    }

    @Test
    void pathBendsAroundAWall() {
        // 5 x 5 cells; a wall of holes at ix = 2 for iz = 0..3, gap at iz = 4.
        NavMesh m = TestMeshes.grid(5, 5, 1f, 0f, 2, 7, 12, 17);
        NavMeshQuery q = new NavMeshQuery(m);
        PathResult r = q.findPath(0.5f, 0f, 0.5f, 4.5f, 0f, 0.5f);
        assertThat(r.status()).isEqualTo(PathStatus.FOUND);
        System.out.println(r);
        // Shortest: (0.5,0.5) -> (2,4) -> (3,4) -> (4.5,0.5)
        double expected = Math.hypot(1.5, 3.5) + 1 + Math.hypot(1.5, 3.5);
        assertThat((double) r.length()).as(r.toString()).isCloseTo(expected, within(1e-3));
        assertThat(r.waypointCount()).isEqualTo(4);
    }
}
