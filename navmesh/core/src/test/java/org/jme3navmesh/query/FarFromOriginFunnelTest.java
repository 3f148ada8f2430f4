package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * Far from the origin a point on an edge is only as exact as its float coordinates (one ulp is
 * 0.5 mm at 5000 m). A start that lies on a portal must still give the straight path, not a
 * detour back to a portal corner (seen on undulating.obj, which sits at x, z = 5000).
 */
class FarFromOriginFunnelTest {
    static final float ORIGIN = 5000f;

    /** An open n x n grid of 1 m cells at (ORIGIN, ORIGIN), two triangles per cell. */
    static NavMesh openGrid(int n) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= n; iz++) {
            for (int ix = 0; ix <= n; ix++) {
                b.addVertex(ORIGIN + ix, 0f, ORIGIN + iz);
            }
        }
        for (int iz = 0; iz < n; iz++) {
            for (int ix = 0; ix < n; ix++) {
                int v00 = ix + iz * (n + 1), v10 = v00 + 1, v01 = v00 + n + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
            }
        }
        return b.build();
    }

    @Test
    void startsOnPortalsGiveStraightPathsFarFromTheOrigin() {
        int n = 20;
        NavMesh mesh = openGrid(n);
        NavMeshQuery q = new NavMeshQuery(mesh);
        PathResult r = new PathResult();
        Random rnd = new Random(5);
        int checked = 0;
        for (int i = 0; i < 2000; i++) {
            // A point on an interior diagonal edge (a portal), interpolated in float.
            int cx = 1 + rnd.nextInt(n - 2), cz = 1 + rnd.nextInt(n - 2);
            float t = rnd.nextFloat();
            float sx = ORIGIN + cx + t, sz = ORIGIN + cz + t;
            float gx = ORIGIN + 0.5f + rnd.nextFloat() * (n - 1), gz = ORIGIN + 0.5f + rnd.nextFloat() * (n - 1);
            q.findPath(sx, 0f, sz, gx, 0f, gz, QueryFilter.defaults(), GoalPolicy.NEAREST_REACHABLE, r);
            assertThat(r.status()).isEqualTo(PathStatus.FOUND);
            double straight = Math.hypot(gx - sx, gz - sz);
            assertThat((double) r.length()).as("pair %d from (%f, %f) to (%f, %f)", i, sx, sz, gx, gz)
                    .isLessThanOrEqualTo(straight * 1.001 + 0.01);
            checked++;
        }
        assertThat(checked).isEqualTo(2000);
    }
}
