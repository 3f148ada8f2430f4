package org.jme3navmesh.bake.mesher;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.BakeProgressListener;
import org.jme3navmesh.bake.BakeResult;
import org.jme3navmesh.bake.NavMeshBaker;
import org.jme3navmesh.bake.SceneTriangles;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.mesh.HeightDetail;
import org.jme3navmesh.mesh.LegacyNavMeshFiles;
import org.jme3navmesh.mesh.NavMesh;
import org.jme3navmesh.mesh.NavMeshIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Navmesh files grow with the triangles and the detail they need, not with the bake grid: sizes
 * of baked scenes, and their heights against the bake's sampled heights (what heightAt answered
 * when the mesh kept the whole grid), before and after a save and load, and after loading a file
 * of the previous format.
 */
class CompactDetailTest {
    /** Largest accepted change of a height from the sampled surface's, metres. */
    private static final float MAX_CHANGE = 0.1f;

    static byte[] bytes(NavMesh m) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        NavMeshIO.write(m, out);
        return out.toByteArray();
    }

    /**
     * Largest |heightAt - sampled surface| over many points of every triangle: random inside, on
     * the edges, at the corners.
     */
    static float maxChange(NavMesh m, HeightDetail samples, long seed) {
        Random r = new Random(seed);
        float worst = 0f;
        for (int t = 0; t < m.triangleCount(); t++) {
            int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
            int n = 3 + (int) Math.min(400, m.area2(t) * 4);
            for (int i = 0; i < n; i++) {
                float u = r.nextFloat(), v = r.nextFloat();
                if (i < 3) { // the corners
                    u = i == 1 ? 1f : 0f;
                    v = i == 2 ? 1f : 0f;
                } else if (i % 7 == 0) { // an edge
                    v = 0f;
                } else if (u + v > 1f) {
                    u = 1f - u;
                    v = 1f - v;
                }
                int p = i % 3 == 0 || i < 3 ? a : i % 3 == 1 ? b : c;
                int q = p == a ? b : p == b ? c : a, s = q == b ? c : q == c ? a : b;
                if (i < 3) {
                    p = a;
                    q = b;
                    s = c;
                }
                float x = m.vertexX(p) + u * (m.vertexX(q) - m.vertexX(p)) + v * (m.vertexX(s) - m.vertexX(p));
                float z = m.vertexZ(p) + u * (m.vertexZ(q) - m.vertexZ(p)) + v * (m.vertexZ(s) - m.vertexZ(p));
                float plane = m.planeHeight(t, x, z);
                float expected = samples.heightAt(x, z, plane, m.detailTolerance());
                worst = Math.max(worst, Math.abs(m.heightAt(t, x, z) - expected));
            }
        }
        return worst;
    }

    @ParameterizedTest
    @ValueSource(strings = {"hills.obj", "third_party/dungeon.obj", "third_party/undulating.obj", "bridge.obj",
            "stairs.obj", "slopes.obj"})
    void heightsStayWithinATenthOfAMetreOfTheSamplesBeforeAndAfterLoading(String scene) throws IOException {
        BakeResult r = TestScenes.bake(scene);
        NavMesh m = r.navMesh();
        HeightDetail samples = FieldMesher.detail(r.field());
        byte[] file = bytes(m);
        NavMesh back = NavMeshIO.read(new ByteArrayInputStream(file));
        byte[] legacy = LegacyNavMeshFiles.withGridDetail(m, samples);
        NavMesh converted = NavMeshIO.read(new ByteArrayInputStream(legacy));
        float before = maxChange(m, samples, 1), after = maxChange(back, samples, 1);
        System.out.printf("%s: %d triangles, %s; file %d bytes (whole-grid detail: %d bytes); "
                        + "heightAt max change %.4f m in memory, %.4f m loaded%n", scene, m.triangleCount(),
                m.heightDetail(), file.length, legacy.length, before, after);
        assertThat(before).isLessThanOrEqualTo(MAX_CHANGE);
        assertThat(back.sameAs(m)).isTrue();
        assertThat(after).isEqualTo(before);
        // A file of the previous format loads as the mesh the bake made.
        assertThat(converted.sameAs(m)).isTrue();
        assertThat(file.length).isLessThan(legacy.length);
    }

    /**
     * Each triangle's detail is fitted on its own, so two neighbours may give different heights
     * on their shared edge (the surface was continuous with the whole-grid detail): within twice
     * the allowed change, except at the vertices, where every triangle gives the vertex's height.
     */
    @ParameterizedTest
    @ValueSource(strings = {"hills.obj", "third_party/dungeon.obj", "third_party/undulating.obj", "bridge.obj"})
    void neighboursMeetOnTheirSharedEdgesWithinTwiceTheChange(String scene) {
        NavMesh m = TestScenes.bake(scene).navMesh();
        float worst = 0f;
        double sum = 0;
        int n = 0;
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                int u = m.neighbour(t, e);
                if (u < t) {
                    continue;
                }
                int a = m.vertex(t, e), b = m.vertex(t, (e + 1) % 3);
                assertThat(m.heightAt(u, m.vertexX(a), m.vertexZ(a))).isEqualTo(m.heightAt(t, m.vertexX(a), m.vertexZ(a)));
                for (int i = 1; i < 20; i++) {
                    float s = i / 20f;
                    float x = m.vertexX(a) + s * (m.vertexX(b) - m.vertexX(a));
                    float z = m.vertexZ(a) + s * (m.vertexZ(b) - m.vertexZ(a));
                    float step = Math.abs(m.heightAt(t, x, z) - m.heightAt(u, x, z));
                    worst = Math.max(worst, step);
                    sum += step;
                    n++;
                }
            }
        }
        System.out.printf("%s: step across shared edges max %.4f m, mean %.5f m%n", scene, worst, sum / n);
        assertThat(worst).isLessThanOrEqualTo(2 * MAX_CHANGE);
    }

    @Test
    void hillsFileIsAtMost200KB() throws IOException {
        assertThat(bytes(TestScenes.bake("hills.obj").navMesh()).length).isLessThanOrEqualTo(200_000);
    }

    /**
     * A level plane's file holds its triangles only. The 1 km plane at the default 0.3 m cell
     * (11 M cells, a 88 MB file with the whole-grid detail) is too large a bake for the test
     * suite; 200 m (444 K cells) makes the same point: its bound is the 1 km target, 100 KB,
     * scaled by the area.
     */
    @Test
    void levelPlaneFileGrowsWithItsTrianglesNotTheGrid() throws IOException {
        float size = 200f;
        SceneTriangles plane = new SceneTriangles.Builder().beginBody(org.jme3navmesh.bake.SurfaceTag.GROUND)
                .add(0f, 0f, 0f, 0f, 0f, size, size, 0f, size)
                .add(0f, 0f, 0f, size, 0f, size, size, 0f, 0f).build();
        BakeResult r = new NavMeshBaker().bake(plane, BakeConfig.defaults(), BakeProgressListener.NONE, () -> false);
        NavMesh m = r.navMesh();
        byte[] file = bytes(m);
        System.out.printf("%.0f m plane: %d cells, %d triangles, %s, file %d bytes%n", size,
                r.field().grid.cellCount(), m.triangleCount(), m.heightDetail(), file.length);
        assertThat(m.heightDetail().nodeCount()).isZero();
        assertThat((double) file.length).isLessThanOrEqualTo(100_000 * (size / 1000.0) * (size / 1000.0));
        assertThat(maxChange(m, FieldMesher.detail(r.field()), 2)).isLessThanOrEqualTo(MAX_CHANGE);
    }
}
