package org.jme3navmesh.mesh;

/**
 * A {@link TriangleGrid}'s buckets and per-triangle data copied into one flat array per kind, as
 * a grid built in one piece would lay them out (bucket b's entries from bucketStart[b], triangle
 * t's box at 6 t, its overlap list from overlapStart[t]): the form the tests compare.
 */
final class TriangleGridFlat {
    private TriangleGridFlat() {
    }

    /** The buckets' entries laid end to end: bucket b's at [start[b], start[b + 1]). */
    static int[] bucketStart(TriangleGrid g) {
        int buckets = g.columns() * g.rows();
        int[] start = new int[buckets + 1];
        for (int b = 0; b < buckets; b++) {
            start[b + 1] = start[b] + g.bucket(b).length;
        }
        return start;
    }

    static int[] bucketTris(TriangleGrid g) {
        TriangleGrid.IntList all = new TriangleGrid.IntList();
        for (int b = 0; b < g.columns() * g.rows(); b++) {
            for (int t : g.bucket(b)) {
                all.add(t);
            }
        }
        return java.util.Arrays.copyOf(all.items, all.size);
    }

    static float[] bucketBounds(TriangleGrid g) {
        float[] all = new float[6 * bucketTris(g).length];
        int at = 0;
        for (int b = 0; b < g.columns() * g.rows(); b++) {
            float[] bb = g.bucketBounds(b);
            System.arraycopy(bb, 0, all, at, bb.length);
            at += bb.length;
        }
        return all;
    }

    static float[] triBounds(TriangleGrid g) {
        float[] all = new float[6 * g.triangleCount()];
        for (int t = 0; t < g.triangleCount(); t++) {
            System.arraycopy(g.boundPages()[t >>> TriangleGrid.PAGE_SHIFT], 6 * (t & TriangleGrid.PAGE_MASK), all, 6 * t, 6);
        }
        return all;
    }

    static int[] triFirstBucket(TriangleGrid g) {
        int[] all = new int[2 * g.triangleCount()];
        for (int t = 0; t < g.triangleCount(); t++) {
            System.arraycopy(g.firstBucketPages()[t >>> TriangleGrid.PAGE_SHIFT], 2 * (t & TriangleGrid.PAGE_MASK), all, 2 * t, 2);
        }
        return all;
    }

    static int[] overlapStart(TriangleGrid g) {
        int[] start = new int[g.triangleCount() + 1];
        for (int t = 0; t < g.triangleCount(); t++) {
            start[t + 1] = start[t] + g.overlapCount(t);
        }
        return start;
    }

    static int[] overlapTris(TriangleGrid g) {
        int[] start = overlapStart(g);
        int[] all = new int[start[g.triangleCount()]];
        for (int t = 0; t < g.triangleCount(); t++) {
            for (int k = 0; k < g.overlapCount(t); k++) {
                all[start[t] + k] = g.overlapping(t, k);
            }
        }
        return all;
    }

}
