package org.jme3navmesh.dynamic;

import java.util.List;
import java.util.function.IntBinaryOperator;
import org.jme3navmesh.mesh.NavMesh;

/**
 * Makes one point of the joints of a parent's pieces that rounding put apart, for {@link PieceLayout} from its
 * second snap level on. A joint is where a cutting line meets the parent's edge past its footprint; two lines
 * crossing the edge at one place, or a joint at one of the edge's points, give twins a few micrometres apart, and the
 * region cannot run straight through them while they stay two. Reused from parent to parent. Single-threaded.
 */
final class JointSnap {
    private final NavMesh base;
    /** The parent's edges' points (set by snap). */
    private EdgePoints[] edges;

    /** @param base the baked mesh; not null, kept */
    JointSnap(NavMesh base) {
        this.base = base;
    }

    /** Scratch: the joints met, as (edge, place along it) order keys, and what each becomes. */
    private long[] jointOrder = new long[16];
    private int[] jointKey = new int[16];
    private float[] jointXz = new float[32];
    private int[] jointMask = new int[16];
    private double[] jointS = new double[48];

    /**
     * Makes one point of the joints (points where a cutting line meets a parent edge past its footprint) that lie
     * within tol (in X and in Z) of one of the edge's points or ends, or of another joint before them along the edge,
     * in every ring, and drops the repeats this leaves in a ring. Such points are twins of one crossing that rounding
     * put apart, and the region cannot run straight through them while they stay two: on maze.obj, HammerTest's
     * writer, seed 7, version 17, two joints 9 micrometres apart with an inside point between them made a spike in the
     * region's boundary at every snap level.
     *
     * @param rings       the pieces' rings, the first count used; not null, modified
     * @param count       the rings to use
     * @param temps       the number of temporary points
     * @param tempEdge    per temporary point: the lower and higher vertex id of the parent edge it lies on, or
     *                    negative for an inside point; not null, unaffected
     * @param tempXyz     per temporary point: X, Y, Z, world metres; not null, unaffected
     * @param edges       the parent's edges' points, per edge; not null, unaffected
     * @param parent      the base triangle being laid out, &gt;= 0
     * @param tol         metres, &gt;= 0
     * @param edgePointId the vertex id of point at of edge e, acquired (one use more); not null
     */
    void snap(List<PieceRing> rings, int count, int temps, int[] tempEdge, float[] tempXyz, EdgePoints[] edges,
            int parent, float tol, IntBinaryOperator edgePointId) {
        this.edges = edges;
        if (temps > 0xffff) {
            return;
        }
        if (jointKey.length < temps) {
            jointKey = new int[2 * temps];
            jointXz = new float[4 * temps];
            jointMask = new int[2 * temps];
            jointS = new double[6 * temps];
            jointOrder = new long[2 * temps];
        }
        java.util.Arrays.fill(jointKey, 0, temps, 0);
        int m = 0;
        for (int k = 0; k < count; k++) {
            PieceRing r = rings.get(k);
            for (int i = 0; i < r.ids.size; i++) {
                int key = r.ids.items[i];
                int t = -1 - key;
                if (key < 0 && tempEdge[2 * t] >= 0 && jointKey[t] == 0) {
                    jointKey[t] = key;
                    int e = Integer.numberOfTrailingZeros(r.mask[i]);
                    // Order by edge, then by place along it (in steps of 2^-44 of the edge), then by temporary point.
                    long along = (long) (Math.max(0, Math.min(1, r.s[3 * i + e])) * (1L << 44));
                    jointOrder[m++] = ((long) e << 61) | (along << 16) | t;
                }
            }
        }
        if (m == 0) {
            return;
        }
        java.util.Arrays.sort(jointOrder, 0, m);
        boolean any = false;
        int prev = -1;
        for (int j = 0; j < m; j++) {
            int t = (int) (jointOrder[j] & 0xffff);
            int e = (int) (jointOrder[j] >>> 61);
            float x = tempXyz[3 * t], z = tempXyz[3 * t + 2];
            int at = edges[e].pointNear(x, z, tol, base);
            if (at >= 0) {
                takes(t, edgePointId.applyAsInt(e, at), edges[e].x(at), edges[e].z(at), 1 << e, e, edges[e].s(at));
            } else if (at != EdgePoints.NOT_LISTED) {
                int v = at == -1 ? edges[e].lo : edges[e].hi;
                int c = cornerOf(parent, v);
                takes(t, v, base.vertexX(v), base.vertexZ(v), (1 << c) | (1 << ((c + 2) % 3)), -1, 0);
            } else if (prev >= 0 && (int) (jointOrder[j - 1] >>> 61) == e
                    && Math.abs(jointXz[2 * prev] - x) <= tol && Math.abs(jointXz[2 * prev + 1] - z) <= tol) {
                // The joint before it along the edge, or what that one became.
                jointKey[t] = jointKey[prev];
                jointXz[2 * t] = jointXz[2 * prev];
                jointXz[2 * t + 1] = jointXz[2 * prev + 1];
                jointMask[t] = jointMask[prev];
                System.arraycopy(jointS, 3 * prev, jointS, 3 * t, 3);
            } else {
                jointKey[t] = -1 - t;
                jointXz[2 * t] = x;
                jointXz[2 * t + 1] = z;
                jointMask[t] = 1 << e;
                jointS[3 * t] = jointS[3 * t + 1] = jointS[3 * t + 2] = 0;
                jointS[3 * t + e] = edges[e].along(x, z, base);
                prev = t;
                continue;
            }
            any = true;
            prev = t;
        }
        if (!any) {
            return;
        }
        for (int k = 0; k < count; k++) {
            PieceRing r = rings.get(k);
            boolean changed = false;
            for (int i = 0; i < r.ids.size; i++) {
                int key = r.ids.items[i];
                int t = -1 - key;
                if (key < 0 && tempEdge[2 * t] >= 0 && jointKey[t] != key) {
                    r.ids.items[i] = jointKey[t];
                    r.x[i] = jointXz[2 * t];
                    r.z[i] = jointXz[2 * t + 1];
                    r.mask[i] = jointMask[t];
                    System.arraycopy(jointS, 3 * t, r.s, 3 * i, 3);
                    r.moved[i] = 0f;
                    changed = true;
                }
            }
            if (changed) {
                dropRepeats(r);
            }
        }
    }

    /**
     * Joint t becomes the point key at (x, z) on the parent edges of mask, at parameter s along edge e (e = -1: a
     * parent corner, its parameters 0 or 1 on its two edges).
     */
    private void takes(int t, int key, float x, float z, int mask, int e, double s) {
        jointKey[t] = key;
        jointXz[2 * t] = x;
        jointXz[2 * t + 1] = z;
        jointMask[t] = mask;
        for (int f = 0; f < 3; f++) {
            jointS[3 * t + f] = e == -1 ? (key == edges[f].lo ? 0 : 1) : f == e ? s : 0;
        }
    }

    /** Drops each point of r that repeats the one before it, the last against the first too. */
    private static void dropRepeats(PieceRing r) {
        int n = r.ids.size, w = 0;
        for (int i = 0; i < n; i++) {
            if (w > 0 && r.ids.items[w - 1] == r.ids.items[i]) {
                continue;
            }
            r.moveTo(w++, i);
        }
        while (w > 1 && r.ids.items[w - 1] == r.ids.items[0]) {
            w--;
        }
        r.ids.size = w < 3 ? 0 : w;
    }

    /** Which corner (0..2) of base triangle parent vertex v is. */
    private int cornerOf(int parent, int v) {
        for (int k = 0; k < 3; k++) {
            if (base.vertex(parent, k) == v) {
                return k;
            }
        }
        throw new IllegalStateException("vertex " + v + " is not a corner of triangle " + parent);
    }
}
