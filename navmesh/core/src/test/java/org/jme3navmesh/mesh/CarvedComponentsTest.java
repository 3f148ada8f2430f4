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

    @Test
    void retiredTrianglesAreConnectedToNoTriangle() throws java.io.IOException {
        // A crate as wide as the corridor: the triangles under it are retired, the two sides split apart.
        NavMesh corridor = TestMeshes.grid(4, 96, 0.25f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(corridor, R);
        d.add(ObstacleShape.cylinder(0.5f, -0.5f, 12f, 0.3f, 2f));
        NavMesh carved = d.update(100).mesh();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        NavMeshIO.write(carved, out);
        NavMesh loaded = NavMeshIO.read(new java.io.ByteArrayInputStream(out.toByteArray()));
        for (NavMesh m : new NavMesh[] {carved, loaded}) {
            String at = m == carved ? "carved" : "saved and loaded";
            int r1 = -1, r2 = -1;
            for (int t = 0; t < m.triangleCount() && r2 < 0; t++) {
                if (m.retired(t)) {
                    if (r1 < 0) {
                        r1 = t;
                    } else {
                        r2 = t;
                    }
                }
            }
            assertThat(r2).as("a second retired triangle, %s", at).isNotNegative();
            assertThat(m.component(r1)).as("the retired triangles share a label, %s", at).isEqualTo(m.component(r2));
            int west = m.findTriangle(0.5f, 0f, 6f, 1f, 1f), west2 = m.findTriangle(0.25f, 0f, 3f, 1f, 1f);
            int east = m.findTriangle(0.5f, 0f, 18f, 1f, 1f);
            assertThat(m.connected(r1, r2)).as("two retired triangles, %s", at).isFalse();
            assertThat(m.connected(r1, r1)).as("a retired triangle and itself, %s", at).isFalse();
            assertThat(m.connected(r1, west)).as("retired, live, %s", at).isFalse();
            assertThat(m.connected(east, r2)).as("live, retired, %s", at).isFalse();
            assertThat(m.connected(west, west2)).as("two live triangles on one side, %s", at).isTrue();
            assertThat(m.connected(west, west)).as("a live triangle and itself, %s", at).isTrue();
            assertThat(m.connected(west, east)).as("the two sides, %s", at).isFalse();
        }
        PatchedIndexPropertyTest.assertComponentsExact(carved, "carved");
        PatchedIndexPropertyTest.assertComponentsExact(loaded, "saved and loaded");
    }

    @Test
    void splittingOffASmallPartRelabelsItNotTheRest() {
        // A corridor 1 m wide and 100 m long, 3,200 triangles on 50 pages of labels. A crate 1.5 m from one end
        // cuts off a small part; the rest keeps its label, and its label pages stay the previous version's.
        NavMesh corridor = TestMeshes.grid(4, 400, 0.25f, 0f);
        DynamicNavMesh d = new DynamicNavMesh(corridor, R);
        d.add(ObstacleShape.cylinder(0.5f, -0.5f, 60f, 0.1f, 2f)); // an earlier edit, mid-way: a notch only
        NavMesh before = d.update(100).mesh();
        int far = before.findTriangle(0.5f, 0f, 90f, 1f, 1f);
        d.add(ObstacleShape.cylinder(0.5f, -0.5f, 1.5f, 0.3f, 2f));
        NavMesh after = d.update(100).mesh();
        PatchedIndexPropertyTest.assertComponentsExact(after, "small part cut off");
        assertThat(after.componentCount()).isEqualTo(2);
        assertThat(after.component(far)).as("the rest keeps its label").isEqualTo(before.component(far));
        int[][] a = before.componentPages(), b = after.componentPages();
        int shared = 0;
        for (int p = 0; p < Math.min(a.length, b.length); p++) {
            shared += a[p] == b[p] ? 1 : 0;
        }
        assertThat(shared).as("label pages shared with the version before, of %d", b.length)
                .isGreaterThanOrEqualTo(b.length - 4);
    }

    @Test
    void randomCratesInTheMazeKeepExactComponents() {
        // The maze's corridors split and join often: every version's labels are checked against a flood.
        NavMesh maze = org.jme3navmesh.bake.TestScenes.bake("maze.obj").navMesh();
        float[] b = maze.bounds();
        float[] p = new float[3];
        for (long seed = 0; seed < 4; seed++) {
            DynamicNavMesh d = new DynamicNavMesh(maze, org.jme3navmesh.bake.BakeConfig.defaults().agentRadius());
            java.util.Random r = new java.util.Random(seed);
            java.util.List<ObstacleHandle> live = new java.util.ArrayList<>();
            for (int step = 0; step < 40; step++) {
                if (!live.isEmpty() && r.nextInt(3) == 0) {
                    d.remove(live.remove(r.nextInt(live.size())));
                } else {
                    float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
                    if (maze.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) >= 0) {
                        float size = r.nextInt(3) == 0 ? 2f + 3f * r.nextFloat() : 0.3f + r.nextFloat();
                        live.add(d.add(ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], size, 2f)));
                    }
                }
                d.update(1000);
                PatchedIndexPropertyTest.assertComponentsExact(d.current(), "maze, seed " + seed + ", step " + step);
            }
            while (!live.isEmpty()) {
                d.remove(live.remove(live.size() - 1));
            }
            d.update(1000);
            assertThat(d.current().sameAs(maze)).as("maze restored, seed %d", seed).isTrue();
        }
    }
}
