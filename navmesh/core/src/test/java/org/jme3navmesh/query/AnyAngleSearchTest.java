package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.FloatRange;
import net.jqwik.api.constraints.LongRange;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.testkit.ShortestPathOracle;

/**
 * The any-angle search on irregular meshes: merged polygons with straight and nearly straight
 * corners, paths within the tolerance of the exact shortest path (visibility graph).
 */
class AnyAngleSearchTest {

    /**
     * A flat grid of cells (two triangles each, pinch-free random holes) whose vertices are
     * jittered in XZ: some stay on the grid (straight corners along the walls), some move by a
     * few micrometres (nearly straight corners), the rest by up to a fifth of a cell.
     */
    static NavMesh jittered(long seed, int nx, int nz, float cell, float holes) {
        return jittered(seed, nx, nz, cell, holes, 0f);
    }

    /** {@link #jittered(long, int, int, float, float)} with its corner (0, 0) moved to (origin, origin), metres. */
    static NavMesh jittered(long seed, int nx, int nz, float cell, float holes, float origin) {
        QueryMeshes.Grid g = QueryMeshes.randomTerrain(seed, nx, nz, cell, holes, 0f);
        Random r = new Random(seed * 31 + 7);
        NavMeshBuilder b = new NavMeshBuilder();
        for (int iz = 0; iz <= nz; iz++) {
            for (int ix = 0; ix <= nx; ix++) {
                double kind = r.nextDouble();
                float j = kind < 0.4 ? 0f : kind < 0.7 ? 4e-6f * cell : 0.2f * cell;
                b.addVertex(origin + (ix * cell + j * (2 * r.nextFloat() - 1)), 0f, origin + (iz * cell + j * (2 * r.nextFloat() - 1)));
            }
        }
        int cells = 0;
        for (int iz = 0; iz < nz; iz++) {
            for (int ix = 0; ix < nx; ix++) {
                if (g.hole[ix + iz * nx]) {
                    continue;
                }
                int v00 = ix + iz * (nx + 1), v10 = v00 + 1, v01 = v00 + nx + 1, v11 = v01 + 1;
                b.addTriangle(v00, v01, v11, 0, 0f);
                b.addTriangle(v00, v11, v10, 0, 0f);
                cells++;
            }
        }
        return cells == 0 ? null : b.build();
    }

    @Property(tries = 80)
    void pathsOnIrregularMeshesAreWithinToleranceOfTheShortest(@ForAll @LongRange(min = 0, max = 1_000_000) long seed,
                                                                @ForAll @FloatRange(min = 0f, max = 0.35f) float holes) {
        Random r = new Random(seed);
        NavMesh mesh = jittered(seed, 4 + r.nextInt(10), 4 + r.nextInt(10), 0.5f + 2f * r.nextFloat(), holes);
        if (mesh == null) {
            return;
        }
        MeshTopology topo = MeshTopology.of(mesh);
        PolyGraphTest.checkPartition(mesh, topo, topo.polys);
        NavMeshQuery q = new NavMeshQuery(mesh);
        ShortestPathOracle.Search ref = MeshSurface.shortestPaths(mesh);
        PathResult p = new PathResult();
        int nt = mesh.triangleCount();
        for (int k = 0; k < 6; k++) {
            int ts = r.nextInt(nt), te = r.nextInt(nt);
            if (mesh.component(ts) != mesh.component(te)) {
                continue;
            }
            float[] s = pointIn(mesh, ts, r), e = pointIn(mesh, te, r);
            q.findPath(ts, s[0], 0f, s[1], te, e[0], 0f, e[1], QueryFilter.defaults(), GoalPolicy.FAIL, p);
            assertThat(p.status()).isEqualTo(PathStatus.FOUND);
            QueryPropertiesTest.assertValidPath(mesh, q, p, QueryFilter.defaults());
            double d = ref.shortest(ts, s[0], s[1], te, e[0], e[1]);
            assertThat(QueryPropertiesTest.lengthXZ(p)).as("path %s, shortest %s", p, d)
                    .isBetween(d - 1e-3, d * (1 + NavMeshQuery.PATH_TOLERANCE) + 1e-3);
        }
    }

    /**
     * Seed 2, holes 0.17: a polygon's straight side ends 5 micrometres off its line (float rounding); a root vertex
     * on that line, beyond the side's end, sees one of its edges as a thin cone, and that cone is the way along
     * the side (the boundary runs on away from the root). Taken edge-on, the path went round: 9% longer.
     */
    @Example
    void aThinConeAlongAStraightSideIsKept() {
        pathsOnIrregularMeshesAreWithinToleranceOfTheShortest(2L, 0.17f);
    }

    /** A random XZ point well inside triangle t. */
    static float[] pointIn(NavMesh m, int t, Random r) {
        double a = 0.05 + 0.9 * r.nextDouble(), b = 0.05 + 0.9 * r.nextDouble();
        if (a + b > 0.95) {
            a = 0.95 - a * 0.9;
            b = 0.95 - b * 0.9;
            if (a + b > 0.95) {
                a = b = 0.3;
            }
        }
        double c = 1 - a - b;
        int v0 = m.vertex(t, 0), v1 = m.vertex(t, 1), v2 = m.vertex(t, 2);
        return new float[] {
            (float) (a * m.vertexX(v0) + b * m.vertexX(v1) + c * m.vertexX(v2)),
            (float) (a * m.vertexZ(v0) + b * m.vertexZ(v1) + c * m.vertexZ(v2))};
    }
}
