package org.jme3navmesh.mesh;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.jme3navmesh.bake.BakeConfig;
import org.jme3navmesh.bake.TestScenes;
import org.jme3navmesh.dynamic.DynamicNavMesh;
import org.jme3navmesh.dynamic.ObstacleHandle;
import org.jme3navmesh.dynamic.ObstacleShape;

/**
 * On every version a {@link DynamicNavMesh} publishes after random add / move / remove sequences,
 * every edge links to the triangle across it, the connected components equal a flood over the
 * whole mesh (the same partition of the live triangles, the retired ones under one label of their own), the patched spatial index lists
 * exactly the live triangles in the buckets their boxes cover and the overlap lists a fresh collection
 * gives, and
 * {@link NavMesh#findTriangle} / {@link NavMesh#findNearest} find a live triangle under points
 * strictly inside live triangles, as a scan of every live triangle does.
 */
class PatchedIndexPropertyTest {
    private static final String[] SCENES = {"hills.obj", "bridge.obj"};

    @Property(tries = 12)
    void thePatchedIndexFindsEveryLiveTriangle(@ForAll long seed, @ForAll @IntRange(min = 0, max = 1) int scene) {
        NavMesh baked = TestScenes.bake(SCENES[scene]).navMesh();
        DynamicNavMesh d = new DynamicNavMesh(baked, BakeConfig.defaults().agentRadius());
        float[] b = baked.bounds();
        Random r = new Random(seed);
        List<ObstacleHandle> live = new ArrayList<>();
        float[] p = new float[3];
        assertPointsFound(baked, r, "baked " + SCENES[scene]);
        for (int step = 0; step < 40; step++) {
            int changes = 1 + r.nextInt(4);
            for (int c = 0; c < changes; c++) {
                change(d, baked, b, r, live, p);
            }
            d.update(r.nextInt(3) == 0 ? 0 : 1000);
            NavMesh m = d.current();
            String at = "seed " + seed + ", " + SCENES[scene] + ", step " + step + ", version " + d.version();
            assertLinksComplete(m, at);
            assertBucketsExact(m, at);
            int[][] scratch = TriangleGridPatchTest.scratchOverlaps(m, m.index());
            assertThat(TriangleGridFlat.overlapStart(m.index())).as("overlap starts, %s", at).isEqualTo(scratch[0]);
            assertThat(TriangleGridFlat.overlapTris(m.index())).as("overlaps, %s", at).isEqualTo(scratch[1]);
            assertComponentsExact(m, at);
            assertPointsFound(m, r, at);
        }
    }

    /**
     * Adds a cylinder or a box on the surface (bigger ones now and then, spanning many buckets), moves
     * one (sometimes partly off the mesh's bounds) or removes one.
     */
    private static void change(DynamicNavMesh d, NavMesh baked, float[] b, Random r, List<ObstacleHandle> live, float[] p) {
        int pick = live.isEmpty() ? 0 : r.nextInt(3);
        if (pick == 0) {
            float x = b[0] + r.nextFloat() * (b[3] - b[0]), z = b[2] + r.nextFloat() * (b[5] - b[2]);
            if (baked.findNearest(x, 0.5f * (b[1] + b[4]), z, 2f, b[4] - b[1], 2f, p) < 0) {
                return;
            }
            float size = r.nextInt(5) == 0 ? 3f + 6f * r.nextFloat() : 0.3f + r.nextFloat();
            ObstacleShape s = r.nextBoolean() ? ObstacleShape.cylinder(p[0], p[1] - 0.5f, p[2], size, 2f)
                    : ObstacleShape.box(p[0], p[1] - 0.5f, p[2], size, 2f, 0.5f * size, (float) (Math.PI * r.nextFloat()));
            live.add(d.add(s));
        } else if (pick == 1) {
            ObstacleHandle h = live.get(r.nextInt(live.size()));
            float x = b[0] - 2f + r.nextFloat() * (b[3] - b[0] + 4f), z = b[2] - 2f + r.nextFloat() * (b[5] - b[2] + 4f);
            d.move(h, ObstacleShape.box(x, b[1] - 1f, z, 0.5f + 2f * r.nextFloat(), b[4] - b[1] + 2f, 0.5f, r.nextFloat()));
        } else {
            d.remove(live.remove(r.nextInt(live.size())));
        }
    }

    /**
     * The component labels split the live triangles as a flood over the whole mesh does, the retired
     * triangles share one label no live triangle has, every label is below the id bound, and the count is that of
     * the live triangles' components.
     */
    static void assertComponentsExact(NavMesh m, String at) {
        int n = m.triangleCount();
        int[] fresh = new int[n];
        int labels = NavMeshBuilder.labelComponents(m.rawNeighbours(), fresh, n);
        int[] labelOf = new int[labels];
        Arrays.fill(labelOf, -1);
        java.util.Map<Integer, Integer> freshOf = new java.util.HashMap<>();
        int retiredLabel = -1;
        int liveComponents = 0;
        for (int t = 0; t < n; t++) {
            int c = m.component(t);
            assertThat(c).as("label of %d below the bound, %s", t, at).isBetween(0, m.componentIdBound() - 1);
            boolean retired = TriangleGrid.retired(m.rawTris(), t);
            assertThat(m.connected(t, t)).as("%d connected to itself when live, %s", t, at).isEqualTo(!retired);
            if (retired) {
                retiredLabel = retiredLabel < 0 ? c : retiredLabel;
                assertThat(c).as("retired %d shares the retired label, %s", t, at).isEqualTo(retiredLabel);
                continue;
            }
            if (labelOf[fresh[t]] < 0) {
                labelOf[fresh[t]] = c;
                liveComponents++;
                assertThat(freshOf.put(c, fresh[t])).as("label %d names one component, %s", c, at).isNull();
            }
            assertThat(c).as("component of %d, %s", t, at).isEqualTo(labelOf[fresh[t]]);
        }
        assertThat(freshOf).as("no live triangle has the retired label, %s", at).doesNotContainKey(retiredLabel);
        assertThat(m.componentCount()).as("component count, %s", at).isEqualTo(liveComponents);
    }

    /** Each bucket lists exactly the live triangles whose box covers it, in id order, with their boxes. */
    static void assertBucketsExact(NavMesh m, String at) {
        TriangleGrid g = m.index();
        int n = m.triangleCount();
        float[] fresh = new float[6 * n];
        int cols = g.columns(), buckets = cols * g.rows();
        List<List<Integer>> expected = new ArrayList<>(buckets);
        for (int k = 0; k < buckets; k++) {
            expected.add(new ArrayList<>());
        }
        for (int t = 0; t < n; t++) {
            TriangleGrid.writeBounds(m.rawVerts(), m.rawTris(), t, fresh);
            if (TriangleGrid.retired(m.rawTris(), t)) {
                continue;
            }
            for (int row = g.row(fresh[6 * t + 2]); row <= g.row(fresh[6 * t + 5]); row++) {
                for (int col = g.col(fresh[6 * t]); col <= g.col(fresh[6 * t + 3]); col++) {
                    expected.get(col + row * cols).add(t);
                }
            }
        }
        float[] boxes = TriangleGridFlat.triBounds(g);
        int[] firsts = TriangleGridFlat.triFirstBucket(g);
        int[] entries = TriangleGridFlat.bucketTris(g);
        float[] entryBoxes = TriangleGridFlat.bucketBounds(g);
        for (int t = 0; t < n; t++) {
            if (!TriangleGrid.retired(m.rawTris(), t)) {
                assertThat(Arrays.copyOfRange(boxes, 6 * t, 6 * t + 6)).as("box of %d, %s", t, at)
                        .isEqualTo(Arrays.copyOfRange(fresh, 6 * t, 6 * t + 6));
                assertThat(firsts[2 * t]).as("first column of %d, %s", t, at).isEqualTo(g.col(fresh[6 * t]));
                assertThat(firsts[2 * t + 1]).as("first row of %d, %s", t, at).isEqualTo(g.row(fresh[6 * t + 2]));
            }
        }
        int[] start = TriangleGridFlat.bucketStart(g);
        int largest = 0;
        for (int k = 0; k < buckets; k++) {
            int[] listed = Arrays.copyOfRange(entries, start[k], start[k + 1]);
            int[] want = expected.get(k).stream().mapToInt(Integer::intValue).toArray();
            assertThat(listed).as("bucket %d, %s", k, at).isEqualTo(want);
            for (int e = start[k]; e < start[k + 1]; e++) {
                int t = entries[e];
                assertThat(Arrays.copyOfRange(entryBoxes, 6 * e, 6 * e + 6)).as("entry box of %d, %s", t, at)
                        .isEqualTo(Arrays.copyOfRange(fresh, 6 * t, 6 * t + 6));
            }
            largest = Math.max(largest, want.length);
        }
        assertThat(g.maxBucketSize()).as("largest bucket, %s", at).isGreaterThanOrEqualTo(largest);
    }

    /**
     * Points strictly inside random live triangles (and each such triangle's centroid) are found by
     * findTriangle and findNearest on a live triangle holding them, as the scan over every live triangle does.
     */
    static void assertPointsFound(NavMesh m, Random r, String at) {
        int n = m.triangleCount();
        float[] out = new float[3];
        for (int k = 0; k < 200; k++) {
            int t = r.nextInt(n);
            if (TriangleGrid.retired(m.rawTris(), t)) {
                continue;
            }
            double wa = 0.05 + r.nextDouble(), wb = 0.05 + r.nextDouble(), wc = 0.05 + r.nextDouble(), s = wa + wb + wc;
            int a = m.vertex(t, 0), b = m.vertex(t, 1), c = m.vertex(t, 2);
            float x = (float) ((wa * m.vertexX(a) + wb * m.vertexX(b) + wc * m.vertexX(c)) / s);
            float z = (float) ((wa * m.vertexZ(a) + wb * m.vertexZ(b) + wc * m.vertexZ(c)) / s);
            if (!m.containsXZ(t, x, z)) {
                continue; // a sliver too thin for a float point strictly inside
            }
            float y = m.heightAt(t, x, z);
            int found = m.findTriangle(x, y, z, 1f, 1f);
            assertThat(found).as("findTriangle under (%f, %f, %f) inside live %d, %s", x, y, z, t, at).isGreaterThanOrEqualTo(0);
            assertThat(TriangleGrid.retired(m.rawTris(), found)).as("found %d retired, %s", found, at).isFalse();
            assertThat(m.containsXZ(found, x, z)).as("found %d holds the point, %s", found, at).isTrue();
            // The nearest search ranks on the triangles' planes: from a point on t's plane, t's point is at 0.
            float py = m.planeHeight(t, x, z);
            int near = m.findNearest(x, py, z, 0.01f, 1f, 0.01f, out);
            assertThat(near).as("findNearest at (%f, %f, %f) inside live %d, %s", x, y, z, t, at).isGreaterThanOrEqualTo(0);
            assertThat(TriangleGrid.retired(m.rawTris(), near)).as("nearest %d retired, %s", near, at).isFalse();
            assertThat(Math.abs(out[0] - x) + Math.abs(out[2] - z)).as("nearest point to (%f, %f, %f) on live %d, %s", x, py, z, t, at)
                    .isLessThan(1e-4f);
            assertThat(Math.abs(m.planeHeight(near, x, z) - py)).as("nearest %d's plane at the point, %s", near, at).isLessThan(1e-3f);
        }
    }

    /** Each live triangle's edge links to the live triangle holding the reverse edge, or to none when there is none. */
    static void assertLinksComplete(NavMesh m, String at) {
        java.util.Map<Long, Integer> half = new java.util.HashMap<>();
        for (int t = 0; t < m.triangleCount(); t++) {
            if (!TriangleGrid.retired(m.rawTris(), t)) {
                for (int e = 0; e < 3; e++) {
                    half.put(((long) m.vertex(t, e) << 32) | m.vertex(t, (e + 1) % 3), t);
                }
            }
        }
        for (int t = 0; t < m.triangleCount(); t++) {
            for (int e = 0; e < 3; e++) {
                Integer twin = TriangleGrid.retired(m.rawTris(), t) ? null
                        : half.get(((long) m.vertex(t, (e + 1) % 3) << 32) | m.vertex(t, e));
                assertThat(m.neighbour(t, e)).as("link %d of %d, %s", e, t, at).isEqualTo(twin == null ? -1 : twin);
            }
        }
    }
}
