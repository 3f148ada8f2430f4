package org.jme3navmesh.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class WalkableSurfaceTest {

    /** Two triangles over the unit square, rising 1 m along x, and a third one far away. */
    private static WalkableSurface slopeAndIsland() {
        float[] xyz = {
            0, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1,
            5, 0, 5, 6, 0, 5, 5, 0, 6,
        };
        int[] tris = {0, 3, 2, 0, 2, 1, 4, 6, 5};
        return WalkableSurface.fromTriangles(xyz, tris);
    }

    @Test
    void adjacencyLinksEdgesUsedInOppositeDirections() {
        WalkableSurface s = slopeAndIsland();
        assertThat(s.triangleCount()).isEqualTo(3);
        assertThat(s.neighbour(0, 2)).isEqualTo(1); // edge 2 -> 0 of triangle 0
        assertThat(s.neighbour(1, 0)).isEqualTo(0); // edge 0 -> 2 of triangle 1
        assertThat(s.sharedEdge(0, 1)).isEqualTo(2);
        assertThat(s.sharedEdge(0, 2)).isEqualTo(-1);
    }

    @Test
    void anEdgeUsedThriceOrTwiceInOneDirectionIsABoundary() {
        float[] xyz = {0, 0, 0, 1, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, -1};
        // triangles 0 and 1 share edge 0-3 in opposite directions; triangle 2 uses it a third time
        int[] thrice = {0, 2, 3, 0, 3, 1, 3, 0, 4};
        WalkableSurface a = WalkableSurface.fromTriangles(xyz, thrice);
        assertThat(a.sharedEdge(0, 1)).isEqualTo(-1);
        assertThat(a.sharedEdge(1, 2)).isEqualTo(-1);
        // the same direction twice (one triangle flipped): no link
        int[] sameWay = {0, 2, 3, 3, 0, 4};
        assertThat(WalkableSurface.fromTriangles(xyz, sameWay).sharedEdge(0, 1)).isEqualTo(-1);
    }

    @Test
    void planeHeightAndTriangleLookup() {
        WalkableSurface s = slopeAndIsland();
        assertThat(s.planeHeight(0, 0.25, 0.75)).isCloseTo(0.25, within(1e-9));
        assertThat(s.planeHeight(1, 0.75, 0.25)).isCloseTo(0.75, within(1e-9));
        assertThat(s.triangleAt(0.25, 0, 0.75, 0)).isEqualTo(0);
        assertThat(s.triangleAt(0.75, 0, 0.25, 0)).isEqualTo(1);
        assertThat(s.triangleAt(5.2, 0, 5.2, 0)).isEqualTo(2);
        assertThat(s.triangleAt(3, 0, 3, 0)).isEqualTo(-1);
        assertThat(s.insideDistanceXZ(2, 5.2, 5.3)).isCloseTo(0.2, within(1e-6));
        assertThat(s.insideDistanceXZ(2, 4.9, 5.3)).isCloseTo(-0.1, within(1e-6));
        assertThat(s.coordinateScale()).isEqualTo(6.0);
    }

    @Test
    void withAdjacencyReadsTheGivenNeighbours() {
        WalkableSurface s = slopeAndIsland();
        WalkableSurface copy = WalkableSurface.withAdjacency(new float[] {
            0, 0, 0, 1, 1, 0, 1, 1, 1, 0, 0, 1, 5, 0, 5, 6, 0, 5, 5, 0, 6,
        }, new int[] {0, 3, 2, 0, 2, 1, 4, 6, 5}, s::neighbour);
        for (int t = 0; t < 3; t++) {
            for (int e = 0; e < 3; e++) {
                assertThat(copy.neighbour(t, e)).isEqualTo(s.neighbour(t, e));
            }
        }
    }
}
