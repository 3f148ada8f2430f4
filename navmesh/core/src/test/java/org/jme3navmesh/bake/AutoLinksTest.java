package org.jme3navmesh.bake;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.OffMeshLink;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.jme3navmesh.query.PathStatus;
import org.junit.jupiter.api.Test;

/** Bake-generated links on small synthetic scenes: a plateau with a drop, two platforms with a gap. */
class AutoLinksTest {

    /** The top of an axis-aligned box (counter-clockwise from above) and its four sides. */
    private static void box(SceneTriangles.Builder b, float x0, float y0, float z0, float x1, float y1, float z1) {
        b.beginBody(SurfaceTag.GROUND);
        b.add(x0, y1, z0, x0, y1, z1, x1, y1, z1);
        b.add(x0, y1, z0, x1, y1, z1, x1, y1, z0);
        float[][] sides = {{x0, z0, x1, z0}, {x1, z0, x1, z1}, {x1, z1, x0, z1}, {x0, z1, x0, z0}};
        for (float[] q : sides) {
            b.add(q[0], y0, q[1], q[2], y0, q[3], q[2], y1, q[3]);
            b.add(q[0], y0, q[1], q[2], y1, q[3], q[0], y1, q[1]);
        }
    }

    private static NavMesh bake(SceneTriangles.Builder b) {
        return new NavMeshBaker().bake(b.build(), BakeConfig.defaults()).navMesh();
    }

    @Test
    void aPlateauGetsSparseOneWayDropsDownToTheGround() {
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        box(b, -2f, -1f, 0f, 20f, 0f, 10f);     // the ground, top at y = 0
        box(b, 0f, 0f, 2f, 8f, 1.5f, 8f);       // a plateau 1.5 m high, 8 x 6 m
        NavMesh mesh = bake(b);
        List<OffMeshLink> links = AutoLinks.generate(mesh, AutoLinkConfig.of(2f, 0f));
        assertThat(links).isNotEmpty().allMatch(l -> l.kind() == LinkKind.DROP && !l.bidirectional());
        for (OffMeshLink l : links) {
            assertThat(l.startY()).isCloseTo(1.5f, org.assertj.core.data.Offset.offset(0.05f));
            assertThat(l.endY()).isCloseTo(0f, org.assertj.core.data.Offset.offset(0.05f));
        }
        // sparse: the plateau's rim is about 2 * (7 + 5) = 24 m long, one link per 2 m span at most
        assertThat(links.size()).isBetween(4, 14);
        // too high a drop for the limit: none
        assertThat(AutoLinks.generate(mesh, AutoLinkConfig.of(1f, 0f))).isEmpty();
        assertThat(AutoLinks.generate(mesh, AutoLinkConfig.NONE)).isEmpty();
        // the links attach, and the plateau's agents can now get down (and not up)
        NavMesh linked = mesh.withLinks(links);
        NavMeshQuery q = new NavMeshQuery(linked);
        PathResult down = q.findPath(4f, 1.5f, 5f, 15f, 0f, 5f);
        assertThat(down.status()).isEqualTo(PathStatus.FOUND);
        assertThat(down.linkCount()).isEqualTo(1);
        assertThat(q.findPath(15f, 0f, 5f, 4f, 1.5f, 5f).status()).isEqualTo(PathStatus.PARTIAL);
    }

    @Test
    void twoPlatformsWithAGapGetJumpsBothWaysOnlyWhenTheGapIsInReach() {
        SceneTriangles.Builder b = new SceneTriangles.Builder();
        box(b, 0f, -1f, 0f, 8f, 0f, 6f);
        box(b, 9.5f, -1f, 0f, 18f, 0f, 6f);    // a 1.5 m gap: 2.5 m between the eroded mesh edges
        NavMesh mesh = bake(b);
        assertThat(mesh.componentCount()).isEqualTo(2);
        List<OffMeshLink> links = AutoLinks.generate(mesh, AutoLinkConfig.of(0f, 3f));
        assertThat(links).isNotEmpty().allMatch(l -> l.kind() == LinkKind.JUMP && l.bidirectional());
        assertThat(links.size()).isBetween(2, 3); // the 5 m rim facing the gap, one per 2 m; its twin not repeated
        for (OffMeshLink l : links) {
            assertThat(Math.abs(l.endX() - l.startX())).isBetween(2.3f, 2.8f);
        }
        assertThat(AutoLinks.generate(mesh, AutoLinkConfig.of(0f, 2f))).isEmpty();
        NavMesh linked = mesh.withLinks(links);
        NavMeshQuery q = new NavMeshQuery(linked);
        assertThat(q.findPath(2f, 0f, 3f, 16f, 0f, 3f).status()).isEqualTo(PathStatus.FOUND);
        assertThat(q.findPath(16f, 0f, 3f, 2f, 0f, 3f).status()).isEqualTo(PathStatus.FOUND);
    }
}
