package org.jme3navmesh.agent;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.TestMeshes;
import org.jme3navmesh.query.QueryFilter;
import org.junit.jupiter.api.Test;

/**
 * An agent whose centre lies within {@link OrcaWalls#WALL_RADIUS} of a convex wall corner, exactly in line with the
 * wall face that ends there (its projection on the face falls on the corner itself): the face's half-plane must be
 * that of the corner, not legs computed from inside the radius (square roots of negative numbers, a NaN velocity).
 */
class OrcaWallsVertexTest {

    @Test
    void anAgentInLineWithAFaceWithinTheRadiusOfItsEndGetsAFiniteVelocity() {
        // A 4 x 4 grid of 1 m cells with the cells (1..2, 1..2) cut out: a square hole with corners at 1 and 3.
        NavMesh mesh = TestMeshes.grid(4, 4, 1f, 0f, 5, 6, 9, 10);
        float[][] spots = {{3f, 3.03f}, {3.03f, 3f}, {1f, 3.03f}, {0.97f, 3f}, {3f, 0.97f}, {3.03f, 1f}, {1f, 0.97f},
                {0.97f, 1f}};
        OrcaWalls walls = new OrcaWalls(new WallSegments(mesh), 0.25f);
        OrcaLines lines = new OrcaLines();
        float[] out = new float[4 * 64];
        for (float[] p : spots) {
            AgentStore s = new AgentStore(1);
            int a = s.spawn(AgentType.walker(), QueryFilter.defaults(), 0, p[0], 0f, p[1]);
            lines.clear();
            walls.addLines(s, a, 3.5f, lines);
            int n = lines.copyTo(out);
            for (int k = 0; k < 4 * n; k++) {
                assertThat(Float.isFinite(out[k])).as("line %s at %s, %s", k / 4, p[0], p[1]).isTrue();
            }
        }
    }
}
