package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where the path runs along a straight row of vertices (a zero-width funnel: apex, left and right
 * on one line), the funnel turns at the nearer of the two side points. It used to turn at the
 * farther one on some mirrored meshes, overshooting the turn and coming back (up to 20% longer).
 */
class FunnelStraightWallTest {

    /** The jittered mesh of AnyAngleBudgetTest's loop for this seed, in orientation kind. */
    private static NavMesh mesh(long seed, int kind) {
        NavMesh base = AnyAngleBudgetTest.seededMesh(seed);
        return kind == 0 ? base : AnyAngleBudgetTest.transformed(base, kind);
    }

    /** Checks pair number pairIndex (and, when pairIndex is -1, every pair) of the seed's 8. */
    private static int check(long seed, int kind, int pairIndex) {
        NavMesh mesh = mesh(seed, kind);
        NavMeshQuery q = new NavMeshQuery(mesh);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(mesh);
        PathResult p = new PathResult();
        Random pairs = new Random(seed);
        int nt = mesh.triangleCount(), checked = 0;
        for (int k = 0; k < 8; k++) {
            int ts = pairs.nextInt(nt), te = pairs.nextInt(nt);
            if (mesh.component(ts) != mesh.component(te)) {
                continue;
            }
            float[] s = AnyAngleSearchTest.pointIn(mesh, ts, pairs), g = AnyAngleSearchTest.pointIn(mesh, te, pairs);
            if (pairIndex >= 0 && k != pairIndex) {
                continue;
            }
            q.findPath(ts, s[0], 0f, s[1], te, g[0], 0f, g[1], QueryFilter.defaults(), GoalPolicy.FAIL, p);
            assertThat(p.status()).isEqualTo(PathStatus.FOUND);
            QueryPropertiesTest.assertValidPath(mesh, q, p, QueryFilter.defaults());
            double d = ref.shortest(ts, s[0], s[1], te, g[0], g[1]);
            assertThat(QueryPropertiesTest.lengthXZ(p)).as("seed %d orientation %d pair %d: %s, shortest %s", seed, kind, k, p, d)
                    .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
            checked++;
        }
        return checked;
    }

    @ParameterizedTest
    @CsvSource({"196, 1, 2", "196, 2, 2", "657, 1, 6", "657, 1, 7", "657, 2, 7"})
    void turnsAtTheNearerPointOfAStraightRow(long seed, int kind, int pair) {
        assertThat(check(seed, kind, pair)).isEqualTo(1);
    }

    @Test
    void pathsAreShortestInEveryOrientation() {
        int checked = 0;
        for (long seed = 0; seed < 120; seed++) {
            for (int kind = 0; kind < 4; kind++) {
                checked += check(seed, kind, -1);
            }
        }
        assertThat(checked).isGreaterThan(3000);
    }
}
