package org.jme3navmesh.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
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

    /**
     * {@link VertexTriangles#with} on random replacements, vertex counts that grow or shrink (past page ends
     * too) and repeated patches: every vertex below the new count lists its new list when replaced, else its
     * old one (none past the old count), and a page none of whose vertices was replaced is shared.
     */
    @Property(tries = 60)
    void patchedListsAreTheReplacedOnesAndTheRestShared(@ForAll long seed, @ForAll @IntRange(min = 0, max = 3) int steps) {
        Random r = new Random(seed);
        NavMesh m = QueryMeshes.randomTerrain(seed, 4 + r.nextInt(20), 4 + r.nextInt(20), 1f, 0.1f, 1f).build();
        VertexTriangles vt = VertexTriangles.of(m);
        int[][] expected = new int[vt.vertexCount()][];
        for (int v = 0; v < expected.length; v++) {
            int[] page = vt.page(v);
            expected[v] = Arrays.copyOfRange(page, VertexTriangles.from(page, v), VertexTriangles.to(page, v));
        }
        for (int step = 0; step <= steps; step++) {
            int nv = Math.max(0, expected.length + r.nextInt(301) - 150);
            int[] touched = r.ints(r.nextInt(1 + Math.min(nv, 40)), 0, Math.max(1, nv)).filter(v -> v < nv)
                    .distinct().sorted().toArray();
            int[][] lists = new int[touched.length][];
            int[] counts = new int[touched.length];
            for (int i = 0; i < touched.length; i++) {
                counts[i] = r.nextInt(8);
                lists[i] = r.ints(counts[i] + r.nextInt(3), 0, 1000).sorted().toArray();
            }
            VertexTriangles next = vt.with(nv, touched, lists, counts);
            assertThat(next.vertexCount()).isEqualTo(nv);
            BitSet rewritten = new BitSet();
            int[][] now = new int[nv][];
            for (int v = 0; v < nv; v++) {
                int i = Arrays.binarySearch(touched, v);
                now[v] = i >= 0 ? Arrays.copyOf(lists[i], counts[i]) : v < expected.length ? expected[v] : new int[0];
                if (i >= 0) {
                    rewritten.set(v >>> VertexTriangles.SHIFT);
                }
                int[] page = next.page(v);
                assertThat(Arrays.copyOfRange(page, VertexTriangles.from(page, v), VertexTriangles.to(page, v)))
                        .as("vertex %d of %d, step %d", v, nv, step).isEqualTo(now[v]);
            }
            int lastPage = (nv - 1) >>> VertexTriangles.SHIFT;
            for (int v = 0; v < Math.min(nv, vt.vertexCount()); v += VertexTriangles.PAGE) {
                int page = v >>> VertexTriangles.SHIFT;
                boolean cut = page == lastPage && nv < vt.vertexCount();
                if (!rewritten.get(page) && !cut) {
                    assertThat(next.page(v)).as("page %d, no list replaced", page).isSameAs(vt.page(v));
                }
            }
            vt = next;
            expected = now;
        }
    }
}
