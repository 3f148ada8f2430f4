package org.jme3navmesh.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshBuilder;
import org.junit.jupiter.api.Test;

class ObstacleTimingsTest {
    /** A flat 30 m square of two triangles at y = 0. */
    private static final NavMesh FIELD = square();

    private static NavMesh square() {
        NavMeshBuilder b = new NavMeshBuilder();
        b.addVertex(0f, 0f, 0f);
        b.addVertex(30f, 0f, 0f);
        b.addVertex(0f, 0f, 30f);
        b.addVertex(30f, 0f, 30f);
        b.addTriangle(0, 2, 3, 0, 0f);
        b.addTriangle(0, 3, 1, 0, 0f);
        return b.build();
    }

    @Test
    void floatsLeftOverAfterTheLastWholeRowAreRefused() {
        float[] rows = {15f, 0f, 15f, 1f, 2f, 9f, 0f};
        assertThatThrownBy(() -> ObstacleTimings.round(FIELD, 0.5f, rows, 0f, 0f, 9.6f))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("7 floats")
                .hasMessageContaining("2 left over");
    }

    @Test
    void wholeRowsAreAddedAndRemoved() {
        ObstacleTimings.Round r = ObstacleTimings.round(FIELD, 0.5f, new float[] {15f, 0f, 15f, 1f, 2f}, 0f, 0f, 9.6f);
        assertThat(r.restored()).isTrue();
    }
}
