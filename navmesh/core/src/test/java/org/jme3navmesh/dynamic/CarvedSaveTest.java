package org.jme3navmesh.dynamic;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.jme3navmesh.query.NavMeshQuery;
import org.jme3navmesh.query.PathResult;
import org.junit.jupiter.api.Test;

/**
 * A version with obstacles carved in (retired triangles, appended pieces) is saved and loaded like any mesh: the
 * loaded mesh has the same vertices, triangles, areas, neighbours, connectivity, heights and paths.
 */
class CarvedSaveTest {
    @Test
    void aCarvedVersionLoadsAsItWasSaved() throws IOException {
        NavMesh baked = TestScenes.bake("maze.obj").navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, 0.5f);
        float[] b = baked.bounds();
        Random r = new Random(5);
        float[] p = new float[3];
        int placed = 0;
        for (int i = 0; i < 40 && placed < 12; i++) {
            float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
            if (baked.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) < 0) {
                continue;
            }
            ObstacleShape s = ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], 0.4f + r.nextFloat(), 2f);
            d.add(s);
            placed++;
        }
        d.update(1000);
        NavMesh m = d.current();
        assertThat(m.triangleCount()).as("pieces appended").isGreaterThan(baked.triangleCount());

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(out.toByteArray()));

        assertThat(back.triangleCount()).isEqualTo(m.triangleCount());
        assertThat(back.vertexCount()).isEqualTo(m.vertexCount());
        assertThat(back.componentCount()).isEqualTo(m.componentCount());
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int k = 0; k < 3; k++) {
                int v = m.vertex(t, k);
                assertThat(back.vertex(t, k)).as("triangle %d corner %d", t, k).isEqualTo(v);
                assertThat(back.neighbour(t, k)).as("triangle %d edge %d", t, k).isEqualTo(m.neighbour(t, k));
                assertThat(new float[] {back.vertexX(v), back.vertexY(v), back.vertexZ(v)})
                        .containsExactly(m.vertexX(v), m.vertexY(v), m.vertexZ(v));
            }
            assertThat(back.area(t)).isEqualTo(m.area(t));
        }
        NavMeshQuery qa = new NavMeshQuery(m), qb = new NavMeshQuery(back);
        for (int k = 0; k < 60; k++) {
            int s = r.nextInt(m.triangleCount()), g = r.nextInt(m.triangleCount());
            assertThat(back.connected(s, g)).as("triangles %d and %d", s, g).isEqualTo(m.connected(s, g));
            float sx = b[0] + r.nextFloat() * (b[3] - b[0]), sz = b[2] + r.nextFloat() * (b[5] - b[2]);
            float gx = b[0] + r.nextFloat() * (b[3] - b[0]), gz = b[2] + r.nextFloat() * (b[5] - b[2]);
            float y = 0.5f * (b[1] + b[4]);
            PathResult pa = qa.findPath(sx, y, sz, gx, y, gz), pb = qb.findPath(sx, y, sz, gx, y, gz);
            assertThat(pb.status()).isEqualTo(pa.status());
            assertThat(pb.waypointsCopy()).containsExactly(pa.waypointsCopy());
        }
    }
}
