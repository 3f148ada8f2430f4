package org.jme3navmesh.bench;

import org.jme3navmesh.testkit.ObjMesh;
import org.jme3navmesh.testkit.ShortestPathOracle;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.jme3navmesh.agent.ReachableTargets;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/**
 * Our paths against the true shortest path on a mesh with one layer right over another: the
 * bridge scene, whose deck (6 m) crosses a valley road (0 m) that ramps up to both plateaus.
 */
class MultiLayerOptimalityTest {

    @Test
    void bridgePathsAreWithinTheSearchToleranceOfTheShortest() throws Exception {
        Path file = Scenes.resolve(Path.of("..", Scenes.DEFAULT_DIR), "bridge");
        ObjMesh soup = ObjMesh.read(file);
        OursBaker baker = new OursBaker(AgentParams.defaults());
        baker.prepare(file, soup);
        NavMesh mesh = baker.bake().triMesh();
        float[] random = randomPairs(mesh, 150, new Random(7));
        // plus the pairs that tell the layers apart: deck to the road right under it and back,
        // along the road under the deck, and across the deck over the road
        float[] layered = {
            0f, 6f, 0f, 0f, 0f, 0f,
            0f, 0f, 0f, 0f, 6f, 0f,
            0f, 0f, -12f, 0f, 0f, 12f,
            -20f, 6f, 0f, 20f, 6f, 0f,
        };
        float[] pairs = Arrays.copyOf(layered, layered.length + random.length);
        System.arraycopy(random, 0, pairs, layered.length, random.length);
        int n = pairs.length / 6;
        OursEngine ours = new OursEngine(mesh);
        PathRecord[] records = new PathRecord[n];
        for (int i = 0; i < n; i++) {
            int k = 6 * i;
            ours.query(pairs[k], pairs[k + 1], pairs[k + 2], pairs[k + 3], pairs[k + 4], pairs[k + 5]);
            records[i] = new PathRecord();
            ours.export(records[i]);
        }
        for (int i = 0; i < 4; i++) {
            assertThat(records[i].status()).as("layered pair %d", i).isEqualTo(PathRecord.FOUND);
        }
        // deck to road: round by a plateau and a ramp, far longer than the 6 m drop
        assertThat(records[0].lengthXZ()).isGreaterThan(20.0);
        assertThat(records[1].lengthXZ()).isGreaterThan(20.0);
        // straight along one layer, never mistaken for the other
        assertThat(records[2].lengthXZ()).isCloseTo(24.0, org.assertj.core.api.Assertions.within(0.01));
        assertThat(records[3].lengthXZ()).isCloseTo(40.0, org.assertj.core.api.Assertions.within(0.01));

        QueryBench.OracleCheck check = QueryBench.check(mesh, records);
        assertThat(check.checked()).isGreaterThan(n * 4 / 5);
        assertThat(check.na()).isZero();
        // every path within the query's own 0.5% search tolerance (plus float slack), none shorter
        assertThat(check.within()).isEqualTo(check.checked());
        assertThat(check.worst()).isLessThanOrEqualTo(1.006);
        ShortestPathOracle.Search search = QueryBench.shortestPaths(mesh);
        for (int i = 0; i < 2; i++) {
            PathRecord p = records[i];
            int e = p.size() - 1;
            int ts = mesh.findTriangle(p.x(0), p.y(0), p.z(0), 1f, 1f);
            int tg = mesh.findTriangle(p.x(e), p.y(e), p.z(e), 1f, 1f);
            double best = search.shortest(ts, p.x(0), p.z(0), tg, p.x(e), p.z(e));
            assertThat(p.lengthXZ()).as("layered pair %d", i).isBetween(best - 1e-3, best * 1.006);
        }
    }

    /** Pairs of points spread uniformly over the mesh's area, 6 floats per pair. */
    private static float[] randomPairs(NavMesh mesh, int count, Random r) {
        ReachableTargets anywhere = new ReachableTargets(mesh, t -> true);
        float[] out = new float[6 * count], p = new float[3];
        for (int i = 0; i < 2 * count; i++) {
            anywhere.randomPoint(r, p);
            System.arraycopy(p, 0, out, 3 * i, 3);
        }
        return out;
    }
}
