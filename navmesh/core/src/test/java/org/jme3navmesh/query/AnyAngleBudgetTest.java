package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

/**
 * The any-angle search finds every path within its node budget on jittered meshes whose merged
 * polygons have corners reflex by a hair ({@link PolyGraph#STRAIGHT}), in each of four
 * orientations (the mirrored ones swap the roles of the interval ends L and R). It once went round
 * in circles there until the budget ran out.
 */
class AnyAngleBudgetTest {

    /** Mesh m with its XZ coordinates mirrored (kind 1: x to -x; 2: x and z swapped) or turned (3: a quarter turn). */
    static NavMesh transformed(NavMesh m, int kind) {
        NavMeshBuilder b = new NavMeshBuilder();
        for (int v = 0; v < m.vertexCount(); v++) {
            float x = m.vertexX(v), z = m.vertexZ(v);
            switch (kind) {
                case 1 -> b.addVertex(-x, 0f, z);
                case 2 -> b.addVertex(z, 0f, x);
                default -> b.addVertex(-z, 0f, x);
            }
        }
        boolean mirrored = kind != 3;
        for (int t = 0; t < m.triangleCount(); t++) {
            int v0 = m.vertex(t, 0), v1 = m.vertex(t, 1), v2 = m.vertex(t, 2);
            b.addTriangle(v0, mirrored ? v2 : v1, mirrored ? v1 : v2, 0, 0f);
        }
        return b.build();
    }

    /** The jittered mesh of this test's loop for a seed (its size, cell and holes drawn from it), or null. */
    static NavMesh seededMesh(long seed) {
        Random r = new Random(seed * 7919 + 13);
        float holes = 0.35f * r.nextFloat();
        int nx = 4 + r.nextInt(10), nz = 4 + r.nextInt(10);
        float cell = 0.5f + 2f * r.nextFloat();
        return AnyAngleSearchTest.jittered(seed, nx, nz, cell, holes);
    }

    @Test
    void searchesStayWithinTheBudgetInEveryOrientation() {
        int searches = 0;
        for (long seed = 0; seed < 400; seed++) {
            NavMesh base = seededMesh(seed);
            if (base == null) {
                continue;
            }
            for (int kind = 0; kind < 4; kind++) {
                NavMesh mesh = kind == 0 ? base : transformed(base, kind);
                QueryContext ctx = new QueryContext(mesh);
                ctx.prepare(QueryFilter.defaults());
                AnyAngleSearch search = new AnyAngleSearch(mesh, ctx.topo);
                PathResult out = new PathResult();
                Random pairs = new Random(seed);
                int nt = mesh.triangleCount();
                for (int k = 0; k < 8; k++) {
                    int ts = pairs.nextInt(nt), te = pairs.nextInt(nt);
                    if (mesh.component(ts) != mesh.component(te)) {
                        continue;
                    }
                    float[] s = AnyAngleSearchTest.pointIn(mesh, ts, pairs), g = AnyAngleSearchTest.pointIn(mesh, te, pairs);
                    out.clear();
                    int found = search.search(ctx.topo.polys, ts, s[0], s[1], te, g[0], g[1], QueryFilter.defaults(),
                            false, true, out);
                    assertThat(found).as("seed %d orientation %d pair %d (%d nodes expanded)", seed, kind, k, search.expanded())
                            .isEqualTo(1);
                    // Far below the budget: no search on these small meshes needs a few hundred expansions.
                    assertThat(search.expanded()).isLessThan(20 * nt);
                    searches++;
                }
            }
        }
        assertThat(searches).isGreaterThan(5000);
    }
}
