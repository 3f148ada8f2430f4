package org.jme3navmesh.debug;

import static org.assertj.core.api.Assertions.assertThat;

import com.jme3.scene.Mesh;
import com.jme3.scene.VertexBuffer;
import java.nio.FloatBuffer;
import java.util.List;
import org.jme3navmesh.mesh.LinkKind;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.jme3navmesh.mesh.OffMeshLink;
import org.junit.jupiter.api.Test;

class LinkDebugMeshesTest {

    /** Two 4 x 4 m squares at y = 0, x in [0, 4] and [6, 10]. */
    private static NavMesh twoSquares() {
        NavMeshBuilder b = new NavMeshBuilder();
        for (float x0 : new float[] {0f, 6f}) {
            int v = b.vertexCount();
            b.addVertex(x0, 0f, 0f);
            b.addVertex(x0 + 4f, 0f, 0f);
            b.addVertex(x0 + 4f, 0f, 4f);
            b.addVertex(x0, 0f, 4f);
            b.addTriangle(v, v + 3, v + 2, 0, 0f);
            b.addTriangle(v, v + 2, v + 1, 0, 0f);
        }
        return b.build();
    }

    @Test
    void aJumpIsAnArcAboveItsEndsWithArrowheadsAtBothEndsAndADropHasOne() {
        NavMesh m = twoSquares().withLinks(List.of(
                OffMeshLink.of("jump", LinkKind.JUMP, 3.9f, 0f, 1f, 6.1f, 0f, 1f),
                OffMeshLink.of("drop", LinkKind.DROP, 3.9f, 0f, 3f, 6.1f, 0f, 3f)));
        Mesh arcs = LinkDebugMeshes.arcs(m.links(), 0f);
        assertThat(arcs.getMode()).isEqualTo(Mesh.Mode.Lines);
        int perArc = 2 * LinkDebugMeshes.SAMPLES;
        assertThat(arcs.getVertexCount()).isEqualTo(perArc + 8 + perArc + 4);
        FloatBuffer p = (FloatBuffer) arcs.getBuffer(VertexBuffer.Type.Position).getData();
        float maxY = 0f;
        for (int i = 0; i < perArc; i++) {
            maxY = Math.max(maxY, p.get(3 * i + 1));
        }
        // a jump of 2.2 m rises 0.3 + 0.25 * 2.2 m at its apex
        assertThat(maxY).isGreaterThan(0.7f).isLessThanOrEqualTo(0.85f + 1e-4f);
        assertThat(LinkDebugMeshes.arcs(twoSquares().links(), 0f).getVertexCount()).isZero();
    }
}
