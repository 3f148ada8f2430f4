package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A version published by {@link EditableMesh#snapshot()} shares with the previous version every
 * page of its arrays and of its spatial index's bucket table that holds no changed item (the same
 * array, not a copy), and reads the same values as a mesh built flat from its arrays.
 */
class VersionSharingTest {
    /** 40 x 39 cells: 3,120 triangles (49 pages, the last one not full), 1,640 vertices (26 pages). */
    private static NavMesh grid() {
        return TestMeshes.grid(40, 39, 1f, 0f);
    }

    @Test
    void aLinkChangeCopiesOnlyTheNeighbourPagesOfItsTwoTriangles() {
        EditableMesh e = new EditableMesh(grid());
        NavMesh base = e.snapshot();
        int t = 700;
        int edge = 0;
        while (e.neighbour(t, edge) < 0) {
            edge++;
        }
        int n = e.neighbour(t, edge);
        int back = base.sharedEdge(n, t);
        e.setNeighbour(t, edge, -1);
        e.setNeighbour(n, back, -1);
        NavMesh next = e.snapshot();

        assertThat(next.neighbour(t, edge)).isEqualTo(-1);
        assertThat(next.neighbour(n, back)).isEqualTo(-1);
        assertThat(base.neighbour(t, edge)).as("the previous version is unaffected").isEqualTo(n);
        int tp = t >>> PagedArrays.SHIFT, np = n >>> PagedArrays.SHIFT;
        for (int p = 0; p < base.neighbourPages().length; p++) {
            boolean changed = p == tp || p == np;
            assertThat(next.neighbourPages()[p] == base.neighbourPages()[p]).as("neighbour page %d shared", p).isEqualTo(!changed);
        }
        assertSameArrays(base.cornerPages(), next.cornerPages(), "corner");
        assertSameArrays(base.areaPages(), next.areaPages(), "area");
        assertSameArrays(base.slopePages(), next.slopePages(), "slope");
        assertSameArrays(base.vertexPages(), next.vertexPages(), "vertex");
        assertSameArrays(base.recordPages(), next.recordPages(), "record");
        assertSameArrays(base.index().bucketTrianglePages(), next.index().bucketTrianglePages(), "bucket");
    }

    @Test
    void aRetiredTriangleAndANewOneCopyOnlyTheirPagesAndTheirBucketsPages() {
        EditableMesh e = new EditableMesh(grid());
        NavMesh base = e.snapshot();
        int t = 1000;
        int a = base.vertex(t, 0), b = base.vertex(t, 1), c = base.vertex(t, 2);
        int v = e.vertexCount();
        // The same triangle again, its first corner moved to a new vertex at the same place.
        e.setVertex(v, base.vertexX(a), base.vertexY(a), base.vertexZ(a), t);
        for (int edge = 0; edge < 3; edge++) {
            int n = base.neighbour(t, edge);
            if (n >= 0) {
                e.setNeighbour(n, base.sharedEdge(n, t), -1);
            }
        }
        e.retireTriangle(t, v);
        int added = e.triangleCount();
        e.setTriangle(added, v, b, c, base.area(t), base.slopeDeg(t), t);
        NavMesh next = e.snapshot();

        assertThat(next.triangleCount()).isEqualTo(base.triangleCount() + 1);
        assertThat(next.vertexCount()).isEqualTo(base.vertexCount() + 1);
        assertThat(next.vertex(added, 0)).isEqualTo(v);
        assertThat(next.retired(t)).isTrue();
        assertThat(base.retired(t)).as("the previous version is unaffected").isFalse();
        assertThat(next.findTriangle(base.vertexX(a) * 0.6f + base.vertexX(b) * 0.2f + base.vertexX(c) * 0.2f, 0f,
                base.vertexZ(a) * 0.6f + base.vertexZ(b) * 0.2f + base.vertexZ(c) * 0.2f, 1f, 1f)).isEqualTo(added);
        // The pages of the retired triangle and of the new one (which lands in the last page).
        int changedPage = t >>> PagedArrays.SHIFT, addedPage = added >>> PagedArrays.SHIFT;
        assertThat(addedPage).isEqualTo(base.cornerPages().length - 1);
        for (int p = 0; p < base.cornerPages().length; p++) {
            boolean copied = p == changedPage || p == addedPage;
            assertThat(next.cornerPages()[p] == base.cornerPages()[p]).as("corner page %d shared", p).isEqualTo(!copied);
            assertThat(next.recordPages()[p] == base.recordPages()[p]).as("record page %d shared", p).isEqualTo(!copied);
        }
        int vertexPage = v >>> PagedArrays.SHIFT;
        for (int p = 0; p < base.vertexPages().length; p++) {
            assertThat(next.vertexPages()[p] == base.vertexPages()[p]).as("vertex page %d shared", p).isEqualTo(p != vertexPage);
        }
        // The triangles' boxes cover a few buckets in 3 rows of the bucket grid (81 buckets a row): at most two
        // pages of the bucket table per row are new, the others shared.
        int[][][] before = base.index().bucketTrianglePages(), after = next.index().bucketTrianglePages();
        int copied = 0;
        for (int p = 0; p < before.length; p++) {
            copied += after[p] == before[p] ? 0 : 1;
        }
        assertThat(before.length).isGreaterThan(4);
        assertThat(copied).isBetween(1, 6);

        NavMesh flat = new NavMesh(next.rawVerts(), next.rawTris(), next.rawNeighbours(), next.rawAreas(), next.rawSlopes(),
                next.rawComponents(), next.componentCount(), next.componentIdBound(), next.retiredComponent(), next.areas(), null, null, 0f,
                next.detailTolerance());
        assertThat(next.sameAs(flat)).isTrue();
        for (int i = 0; i < next.triangleCount(); i++) {
            for (int k = 0; k < 3; k++) {
                assertThat(next.vertex(i, k)).isEqualTo(flat.vertex(i, k));
                assertThat(next.neighbour(i, k)).isEqualTo(flat.neighbour(i, k));
            }
        }
    }

    private static void assertSameArrays(Object[] before, Object[] after, String what) {
        assertThat(after.length).as(what + " pages").isEqualTo(before.length);
        for (int p = 0; p < before.length; p++) {
            assertThat(after[p]).as("%s page %d shared", what, p).isSameAs(before[p]);
        }
    }
}
