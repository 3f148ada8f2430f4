package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.MeshUpdate;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.jme3navmesh.mesh.NavMesh;
import org.junit.jupiter.api.Test;

/** The paged per-vertex triangle lists of the query topology: a derived version shares the pages the change leaves alone. */
class VertexTrianglesTest {
    @Test
    void aVersionRewritesOnlyThePagesOfTheChangedTrianglesCornersAndSharesTheRest() {
        NavMesh baked = TestScenes.bake("hills.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        MeshTopology before = MeshTopology.of(baked);
        float[] b = baked.bounds(), p = new float[3];
        int t0 = baked.findNearest(0.5f * (b[0] + b[3]), b[4], 0.5f * (b[2] + b[5]), 50f, b[4] - b[1] + 1f, 50f, p);
        assertThat(t0).isGreaterThanOrEqualTo(0);
        ObstacleHandle h = d.add(ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 1f, 2f));
        MeshUpdate u = d.update(1000);
        NavMesh m = d.current();
        MeshTopology after = MeshTopology.of(m);
        assertThat(after.derived).isTrue();
        assertThat(after.vertTris.sameLists(new MeshTopology(m).vertTris)).as("the lists of a fresh topology").isTrue();
        BitSet touchedPages = new BitSet();
        for (int t : u.changedTriangles()) {
            for (NavMesh version : new NavMesh[] {baked, m}) {
                if (t < version.triangleCount()) {
                    for (int k = 0; k < 3; k++) {
                        touchedPages.set(version.vertex(t, k) >>> VertexTriangles.SHIFT);
                    }
                }
            }
        }
        int pages = (Math.min(baked.vertexCount(), m.vertexCount()) + VertexTriangles.MASK) >>> VertexTriangles.SHIFT;
        int shared = 0;
        for (int page = 0; page < pages; page++) {
            int v = page << VertexTriangles.SHIFT;
            if (!touchedPages.get(page)) {
                assertThat(after.vertTris.page(v)).as("page %d, no changed triangle's corner on it", page)
                        .isSameAs(before.vertTris.page(v));
                shared++;
            }
        }
        assertThat(shared).as("pages shared of %d", pages).isPositive();

        d.remove(h);
        d.update(1000);
        MeshTopology restored = MeshTopology.of(d.current());
        assertThat(restored.vertTris.vertexCount()).isEqualTo(baked.vertexCount());
        assertThat(restored.vertTris.sameLists(before.vertTris)).as("the baked lists again, fewer vertices").isTrue();
    }
}
