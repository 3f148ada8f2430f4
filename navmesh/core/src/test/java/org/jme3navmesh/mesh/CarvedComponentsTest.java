package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;
import org.junit.jupiter.api.Test;

/**
 * Components that carving splits and joins while other carvings stay, so the labels are kept and only
 * the components beside the change are labelled again (not the whole mesh): every version's labels,
 * as published, split the live triangles as a flood over the whole mesh does.
 */
class CarvedComponentsTest {
    private static final float R = 0.2f;

    @Test
    void cratesSplittingAndJoiningACorridorKeepExactComponents() {
        // A corridor 1 m wide and 24 m long along Z, 768 triangles listed row after row: the parts between
        // the crates lie on pages the removals do not change.
        NavMesh corridor = TestMeshes.grid(4, 96, 0.25f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(corridor, R);
        ObstacleHandle[] crates = new ObstacleHandle[3];
        float[] at = {6f, 12f, 18f};
        for (int i = 0; i < 3; i++) {
            crates[i] = d.add(ObstacleShape.cylinder(0.5f, -0.5f, at[i], 0.3f, 2f));
            d.update(100);
            PatchedIndexPropertyTest.assertComponentsExact(d.current(), "crate " + i + " added");
        }
        assertThat(d.current().componentCount()).as("closed thrice").isEqualTo(4);
        d.remove(crates[1]);
        NavMesh m = d.update(100).mesh();
        PatchedIndexPropertyTest.assertComponentsExact(m, "middle crate removed");
        assertThat(m.componentCount()).isEqualTo(3);
        int west = m.findTriangle(0.5f, 0f, 8f, 1f, 1f), east = m.findTriangle(0.5f, 0f, 16f, 1f, 1f);
        assertThat(m.component(west)).as("the two middle parts joined").isEqualTo(m.component(east));
        d.remove(crates[0]);
        m = d.update(100).mesh();
        PatchedIndexPropertyTest.assertComponentsExact(m, "first crate removed");
        assertThat(m.componentCount()).isEqualTo(2);
        d.remove(crates[2]);
        m = d.update(100).mesh();
        PatchedIndexPropertyTest.assertComponentsExact(m, "all removed");
        assertThat(m.componentCount()).isEqualTo(1);
    }
}
